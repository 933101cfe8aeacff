/**
 * A reader who leaves and comes back, against the real reference service over a real websocket: a live
 * feed (the widget kit's plugins/ui/live-feed.ts, as every live widget uses it) follows a thread; the
 * page is hidden (a fake document visibility), so after the grace the service is told to stop sending
 * the thread and does; a comment posted meanwhile does not cross the socket; the page visible again,
 * the thread is asked for again and the feed catches up from the service, so the comment posted while
 * away is shown as a fresh load would show it. Time (the grace, keep-alives) runs on a fake clock; the
 * network is real, so the test waits for what crosses it, never for time.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { AddressInfo } from 'node:net'
import WebSocket from 'ws'
import type { RealtimeEvent } from '../../../contracts/entities/realtime'
import type { PluginContext } from '../../../contracts/plugin'
import { RealtimeStatus } from '../../../contracts/enums'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../../examples/server/seed'
import { defaultEndpoints } from '../../../kernel/config'
import { createKernel, type Kernel } from '../../../kernel/kernel'
import { realtimePlugin } from '../../../plugins/realtime'
import { IDLE_CLOSE_MS, PAUSE_GRACE_MS } from '../../../plugins/realtime/connection'
import type { RealtimeSocket } from '../../../plugins/realtime/socket'
import { liveFeed, type LiveFeed } from '../../../plugins/ui/live-feed'
import { recordingLogger } from '../../support/console'
import { fakeTimers } from '../../support/fake-timers'
import { startTestService, type TestService } from '../../server/support'
import { fakeWindow } from './fake-page'
import { busWaits } from './bus-waits'

const timers = fakeTimers()
const win = fakeWindow()
let service: TestService
let kernel: Kernel
let ctx: PluginContext
let feed: LiveFeed
/** Everything published on the bus, in order. */
const published: Array<[string, string, unknown[]]> = []
/** Frames on the product's socket, `out …` and `in …`. */
const wire: string[] = []
/** What the "widget" shows: the thread's comments, newest first, as its live feed keeps them. */
let shown: string[] = []
let catchUps = 0
const base = `/v4/livecomments/${DEMO_SECTION_UUID}`

/** The thread as the service lists it now, newest first: what a fresh load shows. */
async function listed(): Promise<string[]> {
  const answer = (await service.app.inject({ method: 'GET', url: `${base}?container_id=riverside-park&limit=50&sorted_by=newest` })).json()
  return (answer.result.contents as Array<{ content: string }>).map((item) => item.content)
}

test.before(async () => {
  service = await startTestService()
  await service.app.listen({ port: 0, host: '127.0.0.1' })
  const port = (service.app.server.address() as AddressInfo).port
  kernel = createKernel({
    logger: recordingLogger().logger,
    timers,
    now: () => timers.now,
    extensions: [
      { name: 'config', create: () => ({ endpoints: defaultEndpoints(`http://127.0.0.1:${port}`) }) },
      // A guest's page: no token to send.
      { name: 'http', create: () => ({ accessToken: () => undefined, refresh: async () => false }) },
    ],
  })
  kernel.store.slice('site', { settings: {}, sectionTree: { section_id: DEMO_SECTION_UUID, site_uuid: DEMO_SITE_UUID } })
  kernel.bus.prepublish((channel, event, ...args) => {
    published.push([channel, event, args])
    return { channel, event, args }
  })
  const socket = (url: string): RealtimeSocket => {
    const ws = new WebSocket(url)
    const send = ws.send.bind(ws)
    ws.send = ((data: string) => (wire.push(`out ${data}`), send(data))) as typeof ws.send
    ws.on('message', (data) => wire.push(`in ${String(data)}`))
    return ws
  }
  await kernel.plugins.use(realtimePlugin({ socket, random: () => 0, host: win.host }))
  await kernel.plugins.use({ name: 'widget', setup: (c) => void (ctx = c) })
  feed = liveFeed<string>({
    ctx,
    name: 'test thread',
    // Each batch applied at once: the test reads what is shown right after it arrives.
    frame: (fn) => (queueMicrotask(fn), () => undefined),
    read: (event: RealtimeEvent) => (event.action === 'created' ? String((event.payload.content as { content?: string } | undefined)?.content) : undefined),
    apply: (batch) => void (shown = [...batch.reverse(), ...shown]),
    async catchUp() {
      catchUps++
      const fresh = await listed()
      return () => void (shown = fresh)
    },
  })
})

test.after(async () => {
  feed?.dispose()
  await kernel?.plugins.remove('widget')
  await kernel?.plugins.remove('realtime').catch(() => undefined)
  await service?.close()
})

const { next, until } = busWaits(published, () => kernel)
/**
 * Lets `ms` pass on the clock a second at a time, each keep-alive's answer awaited as it crosses the
 * real socket: the clock never runs past an answer's deadline while the answer is on its way.
 */
async function passTime(ms: number) {
  const keepAlives = (direction: 'in' | 'out') => wire.filter((line) => line === `${direction} {"type":"keep-alive"}`).length
  for (let passed = 0; passed < ms; passed += 1000) {
    await timers.tick(Math.min(1000, ms - passed))
    await until(() => keepAlives('in') >= keepAlives('out'))
  }
}
async function post(content: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'user')!
  const login = (await service.app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: account.email, password: account.password } })).json()
  const answer = await service.app.inject({ method: 'POST', url: `${base}/${park}/comments`, headers: { authorization: `Bearer ${login.access_token}` }, payload: { content } })
  assert.is(answer.statusCode, 201)
}
let park: string
let subscriptionId: string
const statusIs = (status: number) => ([id, s]: unknown[]) => id === subscriptionId && s === status

test('the thread is followed live: a comment posted arrives over the socket', async () => {
  park = (await service.app.inject({ method: 'GET', url: `${base}?container_id=riverside-park&limit=1` })).json().result.container.content_container_uuid
  shown = await listed()
  const subscribed = next('realtime', 'status', ([, s]) => s === RealtimeStatus.subscribed)
  await feed.follow(park)
  ;[subscriptionId] = (await subscribed) as [string]
  const arrived = next('realtime', 'event')
  await post('Still here by the river')
  await arrived
  await until(() => shown[0] === 'Still here by the river')
  assert.equal(shown, await listed())
})

test('the page hidden: inactive at once; after the grace the service is told to stop, and a comment posted meanwhile does not cross the socket', async () => {
  win.document.visibilityState = 'hidden'
  win.fire('visibilitychange')
  assert.equal(published.filter(([c, e]) => c === 'realtime' && e === 'inactive').length, 1)
  const dropped = next('realtime', 'status', statusIs(RealtimeStatus.none))
  await timers.tick(PAUSE_GRACE_MS)
  await dropped
  assert.ok(wire.includes(`out {"type":"unsubscribe","subscription_id":"${subscriptionId}"}`))
  await until(() => wire.some((line) => line.startsWith('in ') && line.includes('"type":"unsubscribe"')))
  const from = wire.length
  await post('Posted while you were away')
  // A site broadcast reaches every socket, after whatever the service sent it before: once it is here,
  // the comment's event would have been too.
  const broadcast = next('notification', 'broadcast')
  service.app.hub.broadcast(DEMO_SITE_UUID, { notification_uuid: 'marker', actor_uuid: 'x', notification_type: 'broadcast_site', section_uuid: DEMO_SECTION_UUID, status: 'pending', target_title: 'Marker', target_url: 'https://x.test/', time: 1 })
  await broadcast
  assert.not.ok(wire.slice(from).some((line) => line.includes('Posted while you were away')), 'the service sent nothing of the thread')
  assert.is(shown[0], 'Still here by the river', 'nothing new shown yet')
})

test('the page visible again: the thread is asked for again, and the feed catches up, so the comment posted while away is shown as a fresh load shows it', async () => {
  const back = next('realtime', 'status', statusIs(RealtimeStatus.subscribed))
  win.document.visibilityState = 'visible'
  win.fire('visibilitychange')
  assert.equal(published.filter(([c, e]) => c === 'realtime' && (e === 'active' || e === 'inactive')).map(([, e]) => e), ['inactive', 'active'])
  await back
  assert.ok(wire.some((line) => line.startsWith(`out {"type":"subscribe","subscription_id":"${subscriptionId}"`)))
  await until(() => shown[0] === 'Posted while you were away')
  assert.is(catchUps, 1)
  assert.equal(shown, await listed())
  // And live again.
  await post('Live again')
  await until(() => shown[0] === 'Live again')
})

test('a widget that mounts while the reader is away waits without a socket, and catches up once they are back', async () => {
  win.document.visibilityState = 'hidden'
  win.fire('visibilitychange')
  await passTime(PAUSE_GRACE_MS + IDLE_CLOSE_MS)
  await until(() => service.app.hub.count(DEMO_SITE_UUID) === 0)
  assert.is(((await ctx.actions.call('realtime.state', { params: {} })) as { socket: string }).socket, 'closed', 'closed as unused, not lost')
  // Its content read now, its comments posted before it follows (the socket would not bring them anyway).
  const week = (await service.app.inject({ method: 'GET', url: `${base}?container_id=four-day-week&limit=1` })).json().result.container.content_container_uuid
  let seen: string[] = []
  const late = liveFeed<string>({
    ctx,
    name: 'late thread',
    frame: (fn) => (queueMicrotask(fn), () => undefined),
    read: () => undefined,
    apply: () => undefined,
    async catchUp() {
      const fresh = (await service.app.inject({ method: 'GET', url: `${base}?container_id=four-day-week&limit=50&sorted_by=newest` })).json()
      return () => void (seen = (fresh.result.contents as Array<{ content: string }>).map((item) => item.content))
    },
  })
  await late.follow(week)
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'user')!
  const login = (await service.app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: account.email, password: account.password } })).json()
  const posted = await service.app.inject({ method: 'POST', url: `${base}/${week}/comments`, headers: { authorization: `Bearer ${login.access_token}` }, payload: { content: 'Before the reader came back' } })
  assert.is(posted.statusCode, 201)
  assert.is(service.app.hub.count(DEMO_SITE_UUID), 0, 'no socket while away')
  win.fire('pointerdown')
  assert.is(win.document.visibilityState, 'hidden', 'hidden: a pointer changes nothing')
  win.document.visibilityState = 'visible'
  win.fire('visibilitychange')
  await until(() => seen[0] === 'Before the reader came back')
  late.dispose()
})

test.run()
