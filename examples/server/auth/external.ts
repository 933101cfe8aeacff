/**
 * External identities (cookie, OpenID Connect, social, LoginRadius, Janrain, Gigya, OAuth) become
 * local users: found by provider and subject, created on first sign-in (then `isNewUser` is true).
 */
import { randomUUID } from 'node:crypto'
import { cleanName } from '../../../kernel/lib/text'
import type { Db } from '../db'
import { nameKey } from '../text'

export interface ExternalIdentity {
  provider: string
  subject: string
  name: string
  email?: string
}

const isText = (v: unknown, max = 200): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= max

/**
 * Reads an identity from untrusted token claims; undefined when a field is missing or malformed. The
 * name is the provider's, cleaned of control and invisible reordering characters (never refused: the
 * person did not choose it here, and refusing would lock them out).
 */
export function identityFrom(provider: string, claims: Record<string, unknown>): ExternalIdentity | undefined {
  const subject = claims.sub ?? claims.subject
  const name = typeof claims.name === 'string' ? cleanName(claims.name) : undefined
  if (!isText(subject) || !isText(name, 60)) return undefined
  return { provider, subject, name, ...(isText(claims.email, 254) ? { email: claims.email.toLowerCase() } : {}) }
}

export async function findOrCreateExternal(db: Db, sectionUuid: string, identity: ExternalIdentity): Promise<{ uuid: string; isNewUser: boolean }> {
  return db.tx(async (tx) => {
    const existing = await tx.one<{ uuid: string }>('select uuid from users where social_login_provider = $1 and social_login_id = $2', [identity.provider, identity.subject])
    if (existing) return { uuid: existing.uuid, isNewUser: false }
    const uuid = randomUUID()
    // An e-mail already taken by a password account is not attached to the new external account.
    const emailFree = identity.email && !(await tx.one('select 1 from users where lower(email) = $1', [identity.email]))
    await tx.query(
      `insert into users (uuid, section_uuid, name, name_key, email, social_login_provider, social_login_id, email_verification_status) values ($1, $2, $3, $4, $5, $6, $7, 'approved')`,
      [uuid, sectionUuid, cleanName(identity.name), nameKey(identity.name), emailFree ? identity.email : null, identity.provider, identity.subject],
    )
    return { uuid, isNewUser: true }
  })
}

/** The people the development provider lets a visitor sign in as. */
export const DEV_IDENTITIES = [
  { sub: 'dev-sam', name: 'Sam Social', email: 'sam.social@demo.vf' },
  { sub: 'dev-olga', name: 'Olga Open', email: 'olga.open@demo.vf' },
  { sub: 'dev-ravi', name: 'Ravi Remote', email: 'ravi.remote@demo.vf' },
] as const
