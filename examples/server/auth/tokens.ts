/**
 * Short-lived access tokens (JWT, HS256, 15 minutes) and opaque rotating refresh tokens stored hashed.
 * A refresh token works once; presenting a revoked one revokes its whole family.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import type { ServerConfig } from '../config'
import type { Db } from '../db'

export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_DAYS = 30
const ISSUER = 'vf-reference-service'

const key = (config: Pick<ServerConfig, 'secret'>) => new TextEncoder().encode(config.secret)
const hash = (token: string) => createHash('sha256').update(token).digest('hex')

export interface Tokens {
  access_token: string
  refresh_token: string
}

/** The access token names its session (the refresh-token family), so logout can end exactly that one. */
async function accessToken(config: Pick<ServerConfig, 'secret'>, userUuid: string, family: string): Promise<string> {
  return new SignJWT({ sid: family })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userUuid)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(key(config))
}

/** Starts a session (a new refresh-token family) for `userUuid`. */
export async function issueTokens(db: Db, config: Pick<ServerConfig, 'secret'>, userUuid: string, family: string = randomUUID()): Promise<Tokens> {
  const refresh = randomBytes(32).toString('base64url')
  await db.query(`insert into refresh_tokens (token_hash, family, user_uuid, expires_at) values ($1, $2, $3, now() + interval '${REFRESH_TOKEN_DAYS} days')`, [hash(refresh), family, userUuid])
  return { access_token: await accessToken(config, userUuid, family), refresh_token: refresh }
}

/** The user of a valid access token, or null (expired, forged, malformed). */
export async function verifyAccessToken(config: Pick<ServerConfig, 'secret'>, token: string | undefined): Promise<{ userUuid: string; sessionId?: string } | null> {
  if (!token) return null
  try {
    const { payload } = await jwtVerify(token, key(config), { issuer: ISSUER, algorithms: ['HS256'] })
    if (typeof payload.sub !== 'string') return null
    return typeof payload.sid === 'string' ? { userUuid: payload.sub, sessionId: payload.sid } : { userUuid: payload.sub }
  } catch {
    return null
  }
}

/** Exchanges a refresh token for new tokens (rotation), or null when it is unknown, expired or reused. */
export async function rotateRefreshToken(db: Db, config: Pick<ServerConfig, 'secret'>, token: string): Promise<(Tokens & { userUuid: string }) | null> {
  return db.tx(async (tx) => {
    const row = await tx.one<{ family: string; user_uuid: string; revoked: boolean; expired: boolean }>(
      'select family, user_uuid, revoked, expires_at < now() as expired from refresh_tokens where token_hash = $1 for update',
      [hash(token)],
    )
    if (!row) return null
    if (row.revoked) {
      await tx.query('update refresh_tokens set revoked = true where family = $1', [row.family])
      return null
    }
    await tx.query('update refresh_tokens set revoked = true where token_hash = $1', [hash(token)])
    if (row.expired) return null
    return { ...(await issueTokens(tx, config, row.user_uuid, row.family)), userUuid: row.user_uuid }
  })
}

/** Ends a session: every refresh token of its family. */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.query('update refresh_tokens set revoked = true where family = $1::uuid', [sessionId])
}
