/** Single-use tokens (captcha answers, e-mail verification, password reset), stored hashed. */
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db'

export type OneTimeKind = 'captcha' | 'verify' | 'reset' | 'social' | 'cookie'

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

export async function issueOneTime(db: Db, kind: OneTimeKind, minutes: number, userUuid: string | null = null, payload: Record<string, unknown> = {}): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await db.query(`insert into one_time_tokens (token_hash, kind, user_uuid, payload, expires_at) values ($1, $2, $3, $4, now() + make_interval(mins => $5))`, [hash(token), kind, userUuid, JSON.stringify(payload), minutes])
  return token
}

/** Uses a token once: its user and payload, or null when unknown, used, expired or of another kind. */
export async function consumeOneTime(db: Db, kind: OneTimeKind, token: unknown): Promise<{ user_uuid: string | null; payload: Record<string, unknown> } | null> {
  if (typeof token !== 'string' || token.length < 10 || token.length > 200) return null
  const row = await db.one<{ user_uuid: string | null; payload: Record<string, unknown> }>(
    `update one_time_tokens set used = true where token_hash = $1 and kind = $2 and not used and expires_at > now() returning user_uuid, payload`,
    [hash(token), kind],
  )
  return row ?? null
}
