/** Values the service signs with its secret: publisher cookies, Gigya signatures and container signatures. */
import { createHmac, timingSafeEqual } from 'node:crypto'

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url')

function same(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** A publisher session cookie value naming a person, valid for `ttlSeconds`. */
export function signCookie(secret: string, claims: { sub: string; name: string; email?: string }, nowMs: number, ttlSeconds = 3600): string {
  const body = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(nowMs / 1000) + ttlSeconds })).toString('base64url')
  return `${body}.${mac(secret, `cookie.${body}`)}`
}

/** The claims of a cookie value whose signature and expiry hold, else null. */
export function verifyCookie(secret: string, value: unknown, nowMs: number): Record<string, unknown> | null {
  if (typeof value !== 'string' || value.length > 2000) return null
  const [body, signature] = value.split('.')
  if (!body || !signature || !same(signature, mac(secret, `cookie.${body}`))) return null
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>
    return typeof claims.exp === 'number' && claims.exp * 1000 > nowMs ? claims : null
  } catch {
    return null
  }
}

/** Gigya's uid signature over the timestamp and uid. */
export const gigyaSignature = (secret: string, uid: string, timestamp: string) => mac(secret, `gigya.${timestamp}_${uid}`)

export function verifyGigya(secret: string, params: { uid?: unknown; uid_signature?: unknown; uid_timestamp?: unknown }, nowMs: number): boolean {
  const { uid, uid_signature: signature, uid_timestamp: timestamp } = params
  if (typeof uid !== 'string' || typeof signature !== 'string' || typeof timestamp !== 'string') return false
  // A signature older than three minutes is a replay.
  if (!/^\d{9,11}$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > 180) return false
  return same(signature, gigyaSignature(secret, uid, timestamp))
}

/**
 * A comment container's signature (document 1 §3, §7): bound to its section and UUID, so a signature
 * handed to one publisher page cannot vouch for another container.
 */
export const containerSignature = (secret: string, sectionUuid: string, containerUuid: string) => mac(secret, `container.${sectionUuid}.${containerUuid}`)
