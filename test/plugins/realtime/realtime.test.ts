/**
 * The realtime plugin against the real reference service over a real websocket: a consumer plugin
 * subscribes through the action and hears events on the bus; a signed-in reader's notifications
 * subscription is confirmed by the service with their access token. Time (keep-alive, backoff) runs on
 * a fake clock; the network is real, so the test waits for bus events, never for time.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { AddressInfo } from 'node:net'
import WebSocket from 'ws'
import type { BroadcastNotification, Notification } from '../../../contracts/entities/notification'
import type { User } from '../../../contracts/entities/user'
import type { PluginContext, Slice } from '../../../contracts/plugin'
import { Constants, RealtimeStatus } from '../../../contracts/enums'
import { buildApp } from '../../../examples/server/app'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../../examples/server/seed'
import { defaultEndpoints } from '../../../kernel/config'
import { createKernel, type Kernel } from '../../../kernel/kernel'
import { guestUser } from '../../../kernel/lib/guest'
import { createStorage } from '../../../kernel/storage'
import { realtimePlugin } from '../../../plugins/realtime'
import type { RealtimeSocket } from '../../../plugins/realtime/socket'
import { KEEP_ALIVE_GRACE_MS } from '../../../plugins/realtime/reconnect'
import { recordingLogger } from '../../support/console'
import { fakeTimers } from '../../support/fake-timers'
import { startTestService, type TestService } from '../../server/support'
import { busWaits } from './bus-waits'

const timers = fakeTimers()
const { logger, out } = recordingLogger()
let service: TestService
let app: TestService['app']
let port: number
let kernel: Kernel
let ctx: PluginContext
/** The session plugin's slice, written here as sign-in would. */
let session: Slice<{ user: User }>
/** Where the product's HTTP client keeps the tokens. */
const storage = createStorage({ local: () => undefined, session: () => undefined })
/** The signed-in reader, once signed in. */
let uma: { uuid: string; token: string }
/** Everything published on the bus, in order. */
const published: Array<[string, string, unknown[]]> = []
/** Frames on the product's sockets, `out …` and `in …`. */
const wire: string[] = []
const base = `/v4/livecomments/${DEMO_SECTION_UUID}`

test.before(async () => {
  service = await startTestService()
  app = service.app
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as AddressInfo).port
  kernel = createKernel({
    logger,
    timers,
    extensions: [
      { name: 'config', create: () => ({ endpoints: defaultEndpoints(`http://127.0.0.1:${port}`) }) },
      { name: 'storage', create: () => storage },
      // The HTTP client's stored access token: the notifications subscription sends it.
      { name: 'http', create: () => ({ accessToken: () => storage.local.get<{ access?: string }>('tokens')?.access, refresh: async () => false }) },
    ],
  })
  kernel.store.slice('site', { settings: {}, sectionTree: { section_id: DEMO_SECTION_UUID, site_uuid: DEMO_SITE_UUID } })
  kernel.bus.prepublish((channel, event, ...args) => {
    published.push([channel, event, args])
    return { channel, event, args }
  })
  // The `ws` client is the Node stand-in for the browser's WebSocket; the test reads what crosses it.
  const socket = (url: string): RealtimeSocket => {
    const ws = new WebSocket(url)
    const send = ws.send.bind(ws)
    ws.send = ((data: string) => (wire.push(`out ${data}`), send(data))) as typeof ws.send
    ws.on('message', (data) => wire.push(`in ${String(data)}`))
    return ws
  }
  await kernel.plugins.use({ name: 'session', setup: (c) => void (session = c.store.slice('session', { user: guestUser() })) })
  await kernel.plugins.use(realtimePlugin({ socket, random: () => 0 }))
  await kernel.plugins.use({ name: 'consumer', setup: (c) => void (ctx = c) })
})

test.after(async () => {
  await kernel?.plugins.remove('consumer')
  await kernel?.plugins.remove('realtime').catch(() => undefined)
  await kernel?.plugins.remove('session')
  await app?.close()
  await service?.db.close()
})

const { next, until } = busWaits(published, () => kernel)
const statusOf = (id: string, status: number) => (args: unknown[]) => args[0] === id && args[1] === status

async function container(id: string): Promise<string> {
  return (await app.inject({ method: 'GET', url: `${base}?container_id=${id}&limit=1` })).json().result.container.content_container_uuid
}
/** Signs the demo reader in on the service: their uuid and access token. */
async function login(): Promise<{ uuid: string; token: string }> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'user')!
  const answer = (await app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: account.email, password: account.password } })).json()
  return { uuid: answer.result.user.uuid, token: answer.access_token }
}
async function post(containerUuid: string, content: string) {
  const { token } = await login()
  const answer = await app.inject({ method: 'POST', url: `${base}/${containerUuid}/comments`, headers: { authorization: `Bearer ${token}` }, payload: { content } })
  assert.is(answer.statusCode, 201)
}
const subscribe = async (rules: Record<string, string[]>) => {
  const result = await ctx.actions.call('realtime.subscribe', { params: { rules } })
  if ('error' in result) throw new Error(result.error)
  return result
}
/** The service again, on the same port and database, as after a restart. */
async function restart() {
  app = await buildApp({ db: service.db, config: service.config })
  await app.listen({ port, host: '127.0.0.1' })
}

test('nothing connects before the first subscriber; then its container events reach the bus with its subscription id', async () => {
  assert.equal(await ctx.actions.call('realtime.state', { params: {} }), { socket: 'idle', connected: false, retries: 5, activity: 'active', subscriptions: [] })
  const park = await container('riverside-park')
  const other = await container('four-day-week')
  const confirmed = next('realtime', 'status', (args) => args[1] === RealtimeStatus.subscribed)
  const subscription = await subscribe({ content_container_uuid: [park] })
  await confirmed
  const state = await ctx.actions.call('realtime.state', { params: {} })
  assert.equal(state, { socket: 'open', connected: true, retries: 5, activity: 'active', transport: 'main-thread', subscriptions: [{ ...subscription, status: RealtimeStatus.subscribed }] })
  const arrived = next('realtime', 'event')
  await post(other, 'Not for this widget')
  await post(park, 'Live by the river')
  const [event] = (await arrived) as [{ action: string; subscription_id: string; content_container_uuid: string; payload: { content: { content: string } } }]
  assert.is(event.subscription_id, subscription.subscription_id)
  assert.is(event.action, 'created')
  assert.is(event.content_container_uuid, park)
  assert.is(event.payload.content.content, 'Live by the river')
})

test('events the service sends together arrive in one frame and reach the bus one by one, in order', async () => {
  const park = await container('riverside-park')
  const { subscriptions } = (await ctx.actions.call('realtime.state', { params: {} })) as { subscriptions: Array<{ subscription_id: string; rules: Record<string, string[]> }> }
  const subscription = subscriptions.find((s) => s.rules.content_container_uuid?.includes(park))!
  const event = (n: number) => ({ type: 'event', action: 'liked', content_container_uuid: park, content: { content_uuid: `together-${n}`, content_container_uuid: park } })
  const arrived = next('realtime', 'event', ([e]) => (e as { payload: { content: { content_uuid: string } } }).payload.content.content_uuid === 'together-3')
  const from = published.length
  for (const n of [1, 2, 3]) app.hub.publish(DEMO_SITE_UUID, event(n))
  await arrived
  const frame = wire.filter((line) => line.startsWith('in ')).at(-1)!
  assert.equal(JSON.parse(frame.slice(3)), [1, 2, 3].map(event), 'one frame: the three events as an array')
  const heard = published.slice(from).filter(([c, e]) => c === 'realtime' && e === 'event').map(([, , [e]]) => e as { subscription_id: string; payload: { content: { content_uuid: string } } })
  assert.equal(heard.map((e) => e.payload.content.content_uuid), ['together-1', 'together-2', 'together-3'])
  assert.ok(heard.every((e) => e.subscription_id === subscription.subscription_id))
})

/** The user's notifications subscription in `realtime.state`. */
async function notificationsSubscription() {
  const { subscriptions } = (await ctx.actions.call('realtime.state', { params: {} })) as { subscriptions: Array<{ subscription_id: string; rules: Record<string, string[]> }> }
  return subscriptions.find((s) => s.rules.user_uuid)
}
/** A notification for the signed-in reader. */
const notificationFor = (target: string, uuid: string): Notification => ({
  notification_uuid: uuid,
  notification_type: 'reply',
  section_uuid: DEMO_SECTION_UUID,
  target_uuid: target,
  actor_uuid: target,
  grouping_key: uuid,
  service_type: 'livecomments',
  status: 'pending',
  time: 1,
})

test("a signed-in reader's notifications subscription is confirmed with their token; their notifications and the site's broadcasts reach the bus for the tray", async () => {
  uma = await login()
  const confirmed = next('realtime', 'status', (args) => args[1] === RealtimeStatus.subscribed)
  storage.local.set('tokens', { access: uma.token, refresh: 'not-used-here' })
  session.update((draft) => void (draft.user = { ...guestUser(), uuid: uma.uuid, id: 3, user_privilege: 'user' }))
  const [id] = await confirmed
  assert.is((await notificationsSubscription())?.subscription_id, id, 'the service accepted the token for that very user')
  const received = next('notification', 'received')
  const broadcast = next('notification', 'broadcast')
  assert.is(app.hub.notify(DEMO_SITE_UUID, notificationFor(uma.uuid, 'n-1')), 1)
  const news: BroadcastNotification = { notification_uuid: 'b-1', actor_uuid: uma.uuid, notification_type: 'broadcast_site', section_uuid: DEMO_SECTION_UUID, status: 'pending', target_title: 'Polls close at 8', target_url: 'https://x.test/', time: 1 }
  app.hub.broadcast(DEMO_SITE_UUID, news)
  assert.is(((await received)[0] as { notification_uuid: string }).notification_uuid, 'n-1')
  assert.equal(((await broadcast)[0] as { notification_uuid: string }).notification_uuid, 'b-1')
})

test('malformed and unknown frames from the service are ignored and each kind logged once', async () => {
  const warned = out.warn.length
  const park = await container('riverside-park')
  for (let i = 0; i < 3; i++) {
    // For the subscribed container, so the service sends it to this socket.
    app.hub.publish(DEMO_SITE_UUID, { type: 'event', action: 'exploded', content_container_uuid: park })
    app.hub.publish(DEMO_SITE_UUID, { type: 'gossip' })
  }
  const marker = next('notification', 'received')
  app.hub.notify(DEMO_SITE_UUID, notificationFor(uma.uuid, 'marker'))
  await marker
  assert.equal(out.warn.slice(warned), [
    '[viafoura] realtime: ignored a malformed frame: an event with action "exploded". Further malformed frames are ignored without a word.',
    '[viafoura] realtime: ignored a frame of unknown type "gossip". Further unknown frames are ignored without a word.',
  ])
})

test('the service killed mid-stream: statuses none, backoff on the product clock, and after the restart everything is resubscribed and flows, notifications too', async () => {
  const park = await container('riverside-park')
  const { subscriptions } = (await ctx.actions.call('realtime.state', { params: {} })) as { subscriptions: Array<{ subscription_id: string; rules: Record<string, string[]> }> }
  const id = subscriptions.find((s) => s.rules.content_container_uuid?.includes(park))!.subscription_id
  const notifications = (await notificationsSubscription())!.subscription_id
  const none = next('realtime', 'status', statusOf(id, RealtimeStatus.none))
  const firstRetry = next('realtime-connection', 'retrying')
  app.hub.publish(DEMO_SITE_UUID, { type: 'event', action: 'liked', content_container_uuid: park, payload: {} })
  await app.close()
  await none
  assert.equal(await firstRetry, [1, 500])
  const secondRetry = next('realtime-connection', 'retrying')
  await timers.tick(500)
  assert.equal(await secondRetry, [2, 1000], 'the service is still down: the attempt fails and the next waits twice as long')
  await restart()
  const resubscribed = next('realtime', 'status', statusOf(id, RealtimeStatus.subscribed))
  const notificationsBack = next('realtime', 'status', statusOf(notifications, RealtimeStatus.subscribed))
  const connected = next('realtime', 'connected')
  await timers.tick(1000)
  await connected
  await resubscribed
  await notificationsBack
  const received = next('notification', 'received')
  app.hub.notify(DEMO_SITE_UUID, notificationFor(uma.uuid, 'after-restart'))
  assert.is(((await received)[0] as { notification_uuid: string }).notification_uuid, 'after-restart')
  const arrived = next('realtime', 'event', ([event]) => (event as { action: string }).action === 'created')
  await post(park, 'Back after the restart')
  const [event] = (await arrived) as [{ subscription_id: string; payload: { content: { content: string } } }]
  assert.is(event.subscription_id, id)
  assert.is(event.payload.content.content, 'Back after the restart')
})

test('retries exhausted: offline on the bus; realtime.retry connects again once the service is back', async () => {
  const offline = next('realtime', 'offline')
  let retrying = next('realtime-connection', 'retrying')
  await app.close()
  for (let attempt = 1; attempt <= 5; attempt++) {
    const [n, delayMs] = (await retrying) as [number, number]
    assert.is(n, attempt)
    retrying = next('realtime-connection', 'retrying')
    await timers.tick(delayMs)
  }
  await offline
  assert.is(((await ctx.actions.call('realtime.state', { params: {} })) as { socket: string }).socket, 'offline')
  await restart()
  const connected = next('realtime', 'connected')
  await ctx.actions.call('realtime.retry', { params: {} })
  await connected
  assert.is(((await ctx.actions.call('realtime.state', { params: {} })) as { retries: number }).retries, 5)
})

test('subscribers share equal rules; the last one leaving unsubscribes on the service; bad rules are refused', async () => {
  const rules = { content_container_uuid: ['shared'] }
  const a = await subscribe(rules)
  const b = await subscribe(rules)
  assert.is(a.subscription_id, b.subscription_id)
  assert.is(b.subscribers, 2)
  await ctx.actions.call('realtime.unsubscribe', { params: { subscription_id: a.subscription_id } })
  const gone = next('realtime', 'status', statusOf(a.subscription_id, RealtimeStatus.none))
  await ctx.actions.call('realtime.unsubscribe', { params: { subscription_id: a.subscription_id } })
  await gone
  const { subscriptions } = (await ctx.actions.call('realtime.state', { params: {} })) as { subscriptions: Array<{ subscription_id: string }> }
  assert.not.ok(subscriptions.some((s) => s.subscription_id === a.subscription_id))
  const refused = await ctx.actions.call('realtime.subscribe', { params: { rules: { content_container_uuid: [] } } })
  assert.is((refused as { error: string }).error, 'Realtime rule "content_container_uuid" needs 1 to 100 non-empty strings.')
})

test('keep-alive goes out every 30 s on the product clock; each answer, within the grace, passes silently and keeps the socket', async () => {
  const warned = out.warn.length
  const from = wire.length
  const retryings = published.filter(([c]) => c === 'realtime-connection').length
  const keepAlives = (direction: 'in' | 'out') => wire.slice(from).filter((frame) => frame === `${direction} {"type":"keep-alive"}`).length
  const sentAt: number[] = []
  for (let n = 1; n <= 3; n++) {
    // A second at a time, so the clock never runs past an answer's deadline while the answer is on its way.
    while (keepAlives('out') < n) await timers.tick(1000)
    sentAt.push(timers.now)
    // The answer crosses the real socket: awaited.
    await until(() => keepAlives('in') === n)
  }
  assert.equal([sentAt[1]! - sentAt[0]!, sentAt[2]! - sentAt[1]!], [Constants.keepAliveMs, Constants.keepAliveMs])
  await timers.tick(KEEP_ALIVE_GRACE_MS)
  assert.is(keepAlives('out'), 3)
  assert.is(out.warn.length, warned)
  assert.is(published.filter(([c]) => c === 'realtime-connection').length, retryings, 'never taken for dead')
  assert.is(((await ctx.actions.call('realtime.state', { params: {} })) as { socket: string }).socket, 'open')
})

test('without the site uuid nothing connects, and the console says so once', async () => {
  const quiet = recordingLogger()
  const bare = createKernel({ logger: quiet.logger, timers, extensions: [{ name: 'config', create: () => ({ endpoints: defaultEndpoints(`http://127.0.0.1:${port}`) }) }] })
  const opened: string[] = []
  await bare.plugins.use(realtimePlugin({ socket: (url) => (opened.push(url), new WebSocket(url)) }))
  let other!: PluginContext
  await bare.plugins.use({ name: 'consumer', setup: (c) => void (other = c) })
  await other.actions.call('realtime.subscribe', { params: { rules: { content_container_uuid: ['a'] } } })
  await other.actions.call('realtime.subscribe', { params: { rules: { content_container_uuid: ['b'] } } })
  assert.equal(quiet.out.warn, ['[viafoura] realtime: live updates are off: the site is unknown (bootstrap gave no site_uuid).'])
  assert.equal(opened, [])
  assert.is(((await other.actions.call('realtime.state', { params: {} })) as { socket: string }).socket, 'idle')
  await bare.plugins.remove('consumer')
  await bare.plugins.remove('realtime')
})

test('removing the plugin closes its socket on the service', async () => {
  const site = DEMO_SITE_UUID
  assert.is(app.hub.count(site), 1)
  await kernel.plugins.remove('realtime')
  await until(() => app.hub.count(site) === 0)
  assert.is(app.hub.count(site), 0)
})

test.run()
