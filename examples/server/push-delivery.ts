/**
 * Web Push delivery (RFC 8291 message encryption, aes128gcm; RFC 8292 VAPID): a notification for a reader
 * who turned push on is encrypted for each of their browsers' subscriptions and POSTed to its endpoint,
 * signed with the service’s VAPID key (a broadcast: for each reader it reaches). In development, `/dev/push-endpoint/{id}` is such an endpoint on
 * the service itself: it keeps what it received, so tests read a delivered push (no outside service).
 */
import { createECDH, createCipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { importJWK, SignJWT, type JWK } from 'jose'
import type { Db } from './db'

export interface PushTarget {
  endpoint: string
  public_key: string
  auth_secret: string
  /** The language the browser subscribed in (push-text.ts reads it; en-us when it sent none). */
  locale?: string | null
}

/** Encrypts `payload` for a subscription's keys (RFC 8291): the body of one push message. */
export function encryptPush(target: Pick<PushTarget, 'public_key' | 'auth_secret'>, payload: Buffer, salt = randomBytes(16)): Buffer {
  const uaPublic = Buffer.from(target.public_key, 'base64url')
  const auth = Buffer.from(target.auth_secret, 'base64url')
  const ecdh = createECDH('prime256v1')
  const asPublic = ecdh.generateKeys()
  const secret = ecdh.computeSecret(uaPublic)
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]), 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const cipher = createCipheriv('aes-128-gcm', cek, nonce)
  const sealed = Buffer.concat([cipher.update(Buffer.concat([payload, Buffer.from([2])])), cipher.final(), cipher.getAuthTag()])
  const header = Buffer.alloc(21)
  salt.copy(header, 0)
  header.writeUInt32BE(4096, 16)
  header.writeUInt8(asPublic.length, 20)
  return Buffer.concat([header, asPublic, sealed])
}

/** Sends one push (never throws: a failed delivery is logged; a gone subscription, 404 or 410, is forgotten). */
export async function deliverPush(db: Db, target: PushTarget, message: { title: string; body: string; url: string }): Promise<void> {
  try {
    const keys = await db.one<{ public_key: string; private_jwk: JWK }>('select public_key, private_jwk from push_keys')
    if (!keys) return
    const audience = new URL(target.endpoint).origin
    const jwt = await new SignJWT({ sub: 'mailto:push@vf.example' })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
      .setAudience(audience)
      .setExpirationTime('12h')
      .sign(await importJWK(keys.private_jwk, 'ES256'))
    const answer = await fetch(target.endpoint, {
      method: 'POST',
      headers: { authorization: `vapid t=${jwt}, k=${keys.public_key}`, 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream', ttl: '86400' },
      body: new Uint8Array(encryptPush(target, Buffer.from(JSON.stringify(message)))),
    })
    if (answer.status === 404 || answer.status === 410) await db.query('delete from push_subscriptions where endpoint = $1', [target.endpoint])
    else if (!answer.ok) console.error(`[push] ${target.endpoint} answered ${answer.status}.`)
  } catch (error) {
    console.error('[push] A push could not be delivered.', error)
  }
}

/** A reader's browsers, when they turned push on for the site. */
export async function pushTargetsOf(db: Db, userUuid: string, sectionUuid: string): Promise<PushTarget[]> {
  return db.query<PushTarget>(
    `select p.endpoint, p.public_key, p.auth_secret, p.meta->>'locale' as locale from push_subscriptions p
       join notification_settings s on s.user_uuid = p.user_uuid and s.section_uuid = p.section_uuid and s.is_user_notification_on
     where p.user_uuid = $1 and p.section_uuid = $2`,
    [userUuid, sectionUuid],
  )
}

/**
 * The browsers a broadcast reaches: of every reader of the site who turned push on (`broadcast_site`),
 * or of those among them who follow its topic (`broadcast_topic`).
 */
export async function broadcastTargets(db: Db, sectionUuid: string, topicId: string | null): Promise<PushTarget[]> {
  return db.query<PushTarget>(
    `select p.endpoint, p.public_key, p.auth_secret from push_subscriptions p
       join notification_settings s on s.user_uuid = p.user_uuid and s.section_uuid = p.section_uuid and s.is_user_notification_on
     where p.section_uuid = $1
       and ($2::text is null or exists (select 1 from topic_subscriptions t where t.user_uuid = p.user_uuid and t.section_uuid = p.section_uuid and t.topic_id = $2))`,
    [sectionUuid, topicId],
  )
}

/** Pushes a broadcast to the browsers it reaches, its title, description and address as the message (never throws). */
export async function pushBroadcast(db: Db, broadcast: { section_uuid: string; target_topic_id: string | null; target_title: string; target_description: string; target_url: string }): Promise<void> {
  try {
    const targets = await broadcastTargets(db, broadcast.section_uuid, broadcast.target_topic_id)
    const message = { title: broadcast.target_title, body: broadcast.target_description.replace(/\s+/g, ' ').trim().slice(0, 140), url: broadcast.target_url }
    await Promise.all(targets.map((target) => deliverPush(db, target, message)))
  } catch (error) {
    console.error('[push] A broadcast could not be pushed.', error)
  }
}
