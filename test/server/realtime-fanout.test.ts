/**
 * Two service instances on one database deliver each other's realtime events (LISTEN/NOTIFY): two apps
 * on one PGlite by default, two connection pools on one server when DATABASE_URL is set. The readers
 * here subscribe to the demo section, so every event names it (the service filters by subscription).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import WebSocket from 'ws'
import { MAX_FRAME_BYTES } from '../../examples/server/hub'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../examples/server/seed'
import { messagesOf } from './sockets'
import { startTwoInstances, type TestService, type TwoInstances } from './support'

let first: TestService
let second: TwoInstances['second']
let instances: TwoInstances | undefined
const sockets: WebSocket[] = []

test.before(async () => {
  instances = await startTwoInstances()
  first = instances.first
  second = instances.second
})

test.after(async () => {
  for (const socket of sockets) socket.terminate()
  await instances?.close()
})

/** A reader's socket on `app`, subscribed to the site; `until(n)` waits for its first n frames. */
async function reader(app: { server: { address(): unknown } }) {
  const { port } = app.server.address() as AddressInfo
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?site_uuid=${DEMO_SITE_UUID}`)
  sockets.push(socket)
  const frames: unknown[] = []
  let arrived = () => {}
  socket.on('message', (data) => {
    frames.push(...messagesOf(data))
    arrived()
  })
  const until = async (count: number) => {
    while (frames.length < count) await new Promise<void>((resolve) => (arrived = resolve))
    return frames.slice(0, count)
  }
  await once(socket, 'open')
  socket.send(JSON.stringify({ type: 'subscribe', subscription_id: 'site', rules: { section_uuid: { one_of: [DEMO_SECTION_UUID] } } }))
  await until(1)
  return { frames, until }
}

test('an event published on either instance reaches the other one, once and in order', async () => {
  const onFirst = await reader(first.app)
  const onSecond = await reader(second)
  const event = (action: string, n: number) => ({ type: 'event', action, payload: { section_uuid: DEMO_SECTION_UUID, n } })
  assert.is(first.app.hub.publish(DEMO_SITE_UUID, event('created', 1)), 1, 'delivered here at once')
  await onSecond.until(2)
  assert.is(second.hub.publish(DEMO_SITE_UUID, event('liked', 2)), 1)
  const confirmed = { type: 'subscribe', status: 'success', subscription_id: 'site' }
  const expected = [confirmed, event('created', 1), event('liked', 2)]
  // Had an instance heard its own notification, the first event would show twice before the second.
  assert.equal(await onFirst.until(3), expected)
  assert.equal(await onSecond.until(3), expected)
})

test('a comment posted through one instance reaches a reader connected to the other', async () => {
  const onSecond = await reader(second)
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'user')!
  const login = (await first.app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: account.email, password: account.password } })).json()
  const base = `/v4/livecomments/${DEMO_SECTION_UUID}`
  const thread = (await first.app.inject({ method: 'GET', url: `${base}?container_id=riverside-park&limit=1` })).json().result
  const container = thread.container.content_container_uuid
  const posted = await first.app.inject({ method: 'POST', url: `${base}/${container}/comments`, headers: { authorization: `Bearer ${login.access_token}` }, payload: { content: 'Heard next door' } })
  assert.is(posted.statusCode, 201)
  const [, event] = (await onSecond.until(2)) as [unknown, { type: string; action: string; content_container_uuid: string; content: { content: string } }]
  assert.is(event.type, 'event')
  assert.is(event.action, 'created')
  assert.is(event.content_container_uuid, container)
  assert.is(event.content.content, 'Heard next door')
})

test('a frame too big for one NOTIFY crosses in pieces, whole; one over 64 KB is sent nowhere', async () => {
  const onSecond = await reader(second)
  // Multi-byte text and surrogate pairs across every piece boundary: a split pair would not survive.
  const text = 'ä😀'.repeat(8000)
  assert.is(first.app.hub.publish(DEMO_SITE_UUID, { type: 'event', action: 'updated', payload: { section_uuid: DEMO_SECTION_UUID, text } }), 1)
  const [, big] = (await onSecond.until(2)) as [unknown, { payload: { text: string } }]
  assert.is(big.payload.text, text)
  const tooBig = { type: 'event', action: 'updated', payload: { text: 'x'.repeat(MAX_FRAME_BYTES) } }
  assert.is(first.app.hub.publish(DEMO_SITE_UUID, tooBig), 0)
  const marker = { type: 'event', action: 'updated', payload: { section_uuid: DEMO_SECTION_UUID, marker: true } }
  first.app.hub.publish(DEMO_SITE_UUID, marker)
  assert.equal((await onSecond.until(3))[2], marker)
})

test('a burst of events, small and big and for other sites, crosses whole, once and in order', async () => {
  const onSecond = await reader(second)
  const elsewhere = '00000000-0000-4000-8000-00000000beef'
  const sent: unknown[] = []
  // Published in one go, as a busy thread does: most wait for the NOTIFY before them and leave together.
  for (let n = 0; n < 300; n++) {
    const text = n % 97 === 50 ? 'ä😀'.repeat(3000) : `comment ${n} ${'·'.repeat(n % 40)}`
    const event = { type: 'event', action: 'created', payload: { section_uuid: DEMO_SECTION_UUID, n, text } }
    first.app.hub.publish(DEMO_SITE_UUID, event)
    sent.push(event)
    // Another site's events travel in the same notifications and reach nobody here.
    if (n % 10 === 0) first.app.hub.publish(elsewhere, { type: 'event', action: 'created', payload: { section_uuid: DEMO_SECTION_UUID, n: -n } })
  }
  const marker = { type: 'event', action: 'updated', payload: { section_uuid: DEMO_SECTION_UUID, marker: true } }
  first.app.hub.publish(DEMO_SITE_UUID, marker)
  const frames = await onSecond.until(302)
  assert.equal(frames.slice(1), [...sent, marker])
})

test('a subscription whose rules are not one_of lists is answered with status error', async () => {
  const { port } = second.server.address() as AddressInfo
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?site_uuid=${DEMO_SITE_UUID}`)
  sockets.push(socket)
  await once(socket, 'open')
  socket.send(JSON.stringify({ type: 'subscribe', subscription_id: 'bad', rules: { section_uuid: 'not a list' } }))
  const [data] = await once(socket, 'message')
  assert.equal(JSON.parse(String(data)), { type: 'subscribe', status: 'error', subscription_id: 'bad' })
})

test.run()
