/**
 * A development OpenID Connect issuer whose ID tokens are really signed (RS256) and really verified:
 * signature, issuer, audience and expiry. Its key pair is made once and kept where `keep` puts it (the
 * database, so a token one instance of the service signs, another verifies), or made at start.
 */
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK } from 'jose'

export const OIDC_AUDIENCE = 'vf-demo'

export interface DevIssuer {
  jwks: { keys: JWK[] }
  sign(issuer: string, claims: { sub: string; name: string; email?: string }, expiresIn?: string): Promise<string>
  verify(issuer: string, token: string): Promise<Record<string, unknown> | null>
}

/** The private key as JSON (a JWK), kept or made: `make` makes one when none is kept yet. */
export type KeyKeeper = (make: () => Promise<string>) => Promise<string>

const makeKey = async () => JSON.stringify(await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey))

export async function createDevIssuer(keep: KeyKeeper = (make) => make()): Promise<DevIssuer> {
  const stored = JSON.parse(await keep(makeKey)) as JWK
  const privateKey = await importJWK(stored, 'RS256')
  // The public half of an RSA JWK: its modulus and exponent.
  const jwk = { kty: 'RSA', n: stored.n, e: stored.e, kid: 'dev-1', alg: 'RS256', use: 'sig' }
  const jwks = { keys: [jwk] }
  const keySet = createLocalJWKSet(jwks)
  return {
    jwks,
    sign: (issuer, claims, expiresIn = '10m') =>
      new SignJWT({ name: claims.name, ...(claims.email ? { email: claims.email } : {}) })
        .setProtectedHeader({ alg: 'RS256', kid: 'dev-1' })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setAudience(OIDC_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(privateKey),
    async verify(issuer, token) {
      try {
        const { payload } = await jwtVerify(token, keySet, { issuer, audience: OIDC_AUDIENCE, algorithms: ['RS256'] })
        return payload as Record<string, unknown>
      } catch {
        return null
      }
    },
  }
}
