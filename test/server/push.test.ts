/** Browser push in the service (document 2 §7): subscriptions stored and removed, the VAPID key made once, the worker at its path. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { DEMO_SECTION_UUID } from '../../examples/server/seed'
import { bearer, signInDemo, startTestService, type TestService } from './support'

let service: TestService
let origin: string
test.before(async () => {
  service = await startTestService()
  await service.app.listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`
})
test.after(async () => service?.close())

const url = `/v5/subscriptions/${DEMO_SECTION_UUID}/push`
const request = (id: string) => ({
  service_type: 'FCM',
  subscription_id: id,
  public_key: 'BPublicKey',
  auth_secret: 'authSecret',
  endpoint: `https://push.example/send/${id}`,
  view: { uniqueId: 'article-1' },
  meta: { privilege: 'user', url: 'https://news.example/a', page: 'A' },
  rq: 'r1',
})

test('a signed-in reader’s browser subscription is stored with its reader, and removed by its id', async () => {
  const uma = await signInDemo(service.app, 2)
  assert.is((await service.app.inject({ method: 'POST', url, headers: bearer(uma.token), payload: request('abc123') })).statusCode, 200)
  const [row] = await service.db.query<{ user_uuid: string; endpoint: string }>('select user_uuid, endpoint from push_subscriptions where subscription_id = $1', ['abc123'])
  assert.equal(row, { user_uuid: uma.uuid, endpoint: 'https://push.example/send/abc123' })
  assert.is((await service.app.inject({ method: 'DELETE', url, payload: { service_type: 'FCM', subscription_id: 'abc123' } })).statusCode, 200)
  assert.equal(await service.db.query('select 1 from push_subscriptions'), [])
})

test('an endpoint that is not HTTPS (but the development test endpoint), or another service type, is refused', async () => {
  assert.is((await service.app.inject({ method: 'POST', url, payload: { ...request('x'), endpoint: 'http://push.example/x' } })).statusCode, 400)
  assert.is((await service.app.inject({ method: 'POST', url, payload: { ...request('x'), service_type: 'APNS' } })).statusCode, 400)
})

test('the VAPID public key is an uncompressed P-256 point, the same on every call; the worker is served at its path', async () => {
  const first = (await service.app.inject({ method: 'GET', url: '/v5/push/public-key' })).json().public_key
  assert.is(Buffer.from(first, 'base64url').length, 65)
  assert.is(Buffer.from(first, 'base64url')[0], 4)
  assert.is((await service.app.inject({ method: 'GET', url: '/v5/push/public-key' })).json().public_key, first)
  const worker = await service.app.inject({ method: 'GET', url: '/push-worker.js' })
  assert.is(worker.statusCode, 200)
  assert.match(String(worker.headers['content-type']), 'javascript')
  assert.match(worker.body, "addEventListener('push'")
  assert.match(worker.body, "addEventListener('notificationclick'")
})

/** Decrypts one RFC 8291 message with the browser's keys (what the browser does). */
function decrypt(body: Buffer, ua: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16)
  const idlen = body.readUInt8(20)
  const asPublic = body.subarray(21, 21 + idlen)
  const sealed = body.subarray(21 + idlen)
  const secret = ua.computeSecret(asPublic)
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]), 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(sealed.subarray(sealed.length - 16))
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()])
  assert.is(plain[plain.length - 1], 2, 'the last record’s delimiter')
  return plain.subarray(0, plain.length - 1).toString('utf8')
}

test('a reply to a reader who turned push on is delivered, encrypted for their browser and signed with the VAPID key, to their endpoint', async () => {
  const uma = await signInDemo(service.app, 2)
  const mo = await signInDemo(service.app, 1)
  const ua = createECDH('prime256v1')
  ua.generateKeys()
  const auth = randomBytes(16)
  const endpoint = `${origin}/dev/push-endpoint/uma-browser`
  const subscribe = await service.app.inject({ method: 'POST', url, headers: bearer(uma.token), payload: { ...request('uma-browser'), endpoint, public_key: ua.getPublicKey().toString('base64url'), auth_secret: auth.toString('base64url') } })
  assert.is(subscribe.statusCode, 200, subscribe.body)
  await service.app.inject({ method: 'POST', url: `/v5/notifications/${DEMO_SECTION_UUID}/settings`, headers: bearer(uma.token), payload: { is_user_notification_on: true } })
  const base = `/v4/livecomments/${DEMO_SECTION_UUID}`
  const container = (await service.app.inject({ method: 'POST', url: base, payload: { container_id: 'push-delivery' } })).json().result.content_container_uuid
  const parent = (await service.app.inject({ method: 'POST', url: `${base}/${container}/comments`, headers: bearer(uma.token), payload: { content: 'Is the ferry running?' } })).json().result.content.content_uuid
  const reply = await service.app.inject({ method: 'POST', url: `${base}/${container}/comments/${parent}`, headers: bearer(mo.token), payload: { content: 'Yes, every hour.' } })
  assert.is(reply.statusCode, 201)
  // Delivered after the reply's answer: wait for the endpoint to have it (each turn yields to the service's I/O).
  let received: Array<{ headers: Record<string, string>; body: string }> = []
  for (let turn = 0; turn < 2000 && received.length === 0; turn++) {
    await new Promise((resolve) => setImmediate(resolve))
    if (turn % 50 === 49) received = (await service.app.inject({ method: 'GET', url: '/dev/push-endpoint/uma-browser' })).json().result
  }
  assert.is(received.length, 1)
  const [push] = received
  const key = (await service.app.inject({ method: 'GET', url: '/v5/push/public-key' })).json().public_key
  assert.match(push!.headers.authorization!, new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`))
  assert.is(push!.headers['content-encoding'], 'aes128gcm')
  const message = JSON.parse(decrypt(Buffer.from(push!.body, 'base64'), ua, auth))
  // This container has no page: nothing to open but the site.
  assert.equal(message, { title: 'Mo Moderator replied to your comment', body: 'Yes, every hour.', url: '' })
})

/** What the development endpoint `id` received so far, waited for until it holds `count` (each turn yields to the service's I/O). */
async function receivedAt(id: string, count: number) {
  let received: Array<{ headers: Record<string, string>; body: string }> = []
  for (let turn = 0; turn < 4000 && received.length < count; turn++) {
    await new Promise((resolve) => setImmediate(resolve))
    if (turn % 50 === 49) received = (await service.app.inject({ method: 'GET', url: `/dev/push-endpoint/${id}` })).json().result
  }
  return received
}

test('a new follower and a broadcast to the site or to a topic the reader follows are pushed to their browser; a topic they do not follow is not', async () => {
  const uma = await signInDemo(service.app, 2)
  const mo = await signInDemo(service.app, 1)
  const ua = createECDH('prime256v1')
  ua.generateKeys()
  const auth = randomBytes(16)
  const id = 'uma-phone'
  const endpoint = `${origin}/dev/push-endpoint/${id}`
  await service.app.inject({ method: 'POST', url, headers: bearer(uma.token), payload: { ...request(id), endpoint, public_key: ua.getPublicKey().toString('base64url'), auth_secret: auth.toString('base64url') } })
  await service.app.inject({ method: 'POST', url: `/v5/notifications/${DEMO_SECTION_UUID}/settings`, headers: bearer(uma.token), payload: { is_user_notification_on: true } })
  await service.app.inject({ method: 'POST', url: `/v5/notifications/${DEMO_SECTION_UUID}/topics/ferries`, headers: bearer(uma.token), payload: { topic_name: 'Ferries' } })
  const messages = async (count: number) => (await receivedAt(id, count)).map((push) => JSON.parse(decrypt(Buffer.from(push.body, 'base64'), ua, auth)))

  assert.is((await service.app.inject({ method: 'POST', url: `/v5/subscriptions/${DEMO_SECTION_UUID}/users/${uma.uuid}`, headers: bearer(mo.token) })).statusCode, 200)
  assert.equal(await messages(1), [{ title: 'Mo Moderator started following you', body: '', url: '' }])

  const broadcast = (payload: object) => service.app.inject({ method: 'POST', url: '/dev/broadcasts', payload })
  assert.is((await broadcast({ title: 'Ferries run late tonight', url: 'https://news.example/ferries', description: 'Fog on the river.', topic_id: 'buses' })).statusCode, 201)
  assert.is((await broadcast({ title: 'The ferry timetable changes', url: 'https://news.example/timetable', description: 'From Monday.', topic_id: 'ferries' })).statusCode, 201)
  const [, topic] = await messages(2)
  assert.equal(topic, { title: 'The ferry timetable changes', body: 'From Monday.', url: 'https://news.example/timetable' })
  assert.is((await broadcast({ title: 'Election night live', url: 'https://news.example/live' })).statusCode, 201)
  const all = await messages(3)
  assert.equal(all.slice(2), [{ title: 'Election night live', body: '', url: 'https://news.example/live' }])
  // The topic Uma does not follow never reached her.
  assert.not.ok(all.some((m) => m.title === 'Ferries run late tonight'))
})

test('a browser that subscribed in fr-fr is pushed the notification in French; one that sent no locale (or one the product lacks) reads en-us', async () => {
  const ada = await signInDemo(service.app, 0)
  const uma = await signInDemo(service.app, 2)
  const subscribe = async (id: string, locale: string | undefined) => {
    const ua = createECDH('prime256v1')
    ua.generateKeys()
    const auth = randomBytes(16)
    const payload = { ...request(id), endpoint: `${origin}/dev/push-endpoint/${id}`, public_key: ua.getPublicKey().toString('base64url'), auth_secret: auth.toString('base64url'), ...(locale ? { locale } : {}) }
    assert.is((await service.app.inject({ method: 'POST', url, headers: bearer(ada.token), payload })).statusCode, 200)
    return async () => (await receivedAt(id, 1)).map((push) => JSON.parse(decrypt(Buffer.from(push.body, 'base64'), ua, auth)).title)
  }
  const french = await subscribe('ada-fr', 'fr-fr')
  const english = await subscribe('ada-default', undefined)
  const unknown = await subscribe('ada-unknown', 'xx-yy')
  const stored = await service.db.query<{ subscription_id: string; locale: string }>(
    `select subscription_id, meta->>'locale' as locale from push_subscriptions where subscription_id like 'ada-%' order by subscription_id`,
  )
  assert.equal(stored, [
    { subscription_id: 'ada-default', locale: 'en-us' },
    { subscription_id: 'ada-fr', locale: 'fr-fr' },
    { subscription_id: 'ada-unknown', locale: 'en-us' },
  ])
  await service.app.inject({ method: 'POST', url: `/v5/notifications/${DEMO_SECTION_UUID}/settings`, headers: bearer(ada.token), payload: { is_user_notification_on: true } })
  assert.is((await service.app.inject({ method: 'POST', url: `/v5/subscriptions/${DEMO_SECTION_UUID}/users/${ada.uuid}`, headers: bearer(uma.token) })).statusCode, 200)
  assert.equal(await french(), ['Uma Reader vous suit désormais'])
  assert.equal(await english(), ['Uma Reader started following you'])
  assert.equal(await unknown(), ['Uma Reader started following you'])
})

test.run()
