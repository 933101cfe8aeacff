/** Browser push in the service (document 2 §7): subscriptions stored and removed, the VAPID key made once, the worker at its path. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DEMO_SECTION_UUID } from '../../examples/server/seed'
import { bearer, signInDemo, startTestService, type TestService } from './support'

let service: TestService
test.before(async () => {
  service = await startTestService()
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

test('an endpoint that is not HTTPS, or another service type, is refused', async () => {
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

test.run()
