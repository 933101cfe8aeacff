/**
 * A development OpenID Connect issuer whose ID tokens are really signed (RS256, a key pair made at
 * start) and really verified: signature, issuer, audience and expiry.
 */
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, type JWK } from 'jose'

export const OIDC_AUDIENCE = 'vf-demo'

export interface DevIssuer {
  jwks: { keys: JWK[] }
  sign(issuer: string, claims: { sub: string; name: string; email?: string }, expiresIn?: string): Promise<string>
  verify(issuer: string, token: string): Promise<Record<string, unknown> | null>
}

export async function createDevIssuer(): Promise<DevIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'dev-1', alg: 'RS256', use: 'sig' }
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
