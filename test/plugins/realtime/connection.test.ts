/**
 * The realtime plugin on a fake socket, a fake window and a fake clock: reconnecting by itself (the
 * browser back online, the page visible again), no retries spent while the browser is offline, the page
 * listeners' lifetime, what `realtime`/`connection` tells a view, and the signed-in reader's
 * notifications subscription with the token of the moment. Nothing here waits for real time.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Constants, RealtimeStatus } from '../../../contracts/enums'
import { guestUser } from '../../../kernel/lib/guest'
import { IDLE_CLOSE_MS } from '../../../plugins/realtime/connection'
import { KEEP_ALIVE_GRACE_MS } from '../../../plugins/realtime/reconnect'
import { ACTIVITY_LISTENERS, BEN, SITE, UMA, confirmedReader, exhaust, notificationsFrame, page, subscribeContainer, type Page } from './fake-page'

test('a guest opens nothing; a signed-in reader gets a socket holding their notifications subscription with their token', async () => {
  const p = await page()
  assert.equal(await p.state(), { socket: 'idle', connected: false, retries: 5, activity: 'active', subscriptions: [] })
  assert.is(p.sockets.length, 0, 'no socket for a guest')
  assert.is(p.win.count(), 0, 'no listener either')
  p.session.update((draft) => void (draft.user = { ...guestUser() }))
  await p.state()
  assert.is(p.sockets.length, 0, 'a new guest record changes nothing')
  await p.signIn(UMA, 'token-1')
  assert.equal(p.sockets.map((s) => s.url), [`ws://service.test/ws?site_uuid=${SITE}`])
  p.last().open()
  assert.equal(p.last().sent, [notificationsFrame('s1', UMA, 'token-1')])
  p.last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  assert.equal((await p.state()).subscriptions, [{ subscription_id: 's1', rules: { user_uuid: [UMA] }, status: RealtimeStatus.subscribed, subscribers: 1 }])
  const notification = { notification_uuid: 'n1', notification_type: 'reply', target_uuid: UMA, status: 'pending', time: 1 }
  p.last().receive({ type: 'notification', action: 'notified', subscription_id: 's1', payload: notification })
  p.last().receive({ type: 'notification broadcast', action: 'notified', payload: { notification_uuid: 'b1', target_title: 'News', target_url: 'https://x.test/' } })
  assert.equal(p.published.filter(([c]) => c === 'notification').map(([, e, [n]]) => [e, (n as { notification_uuid: string }).notification_uuid]), [['received', 'n1'], ['broadcast', 'b1']])
  await p.kernel.plugins.remove('realtime')
})

test("signing out drops the reader's subscription; another reader's takes its place with their own token", async () => {
  const p = await page()
  await confirmedReader(p, UMA, 'token-uma')
  await p.signOut()
  assert.equal(p.last().sent.at(-1), { type: 'unsubscribe', subscription_id: 's1' })
  p.last().receive({ type: 'unsubscribe', status: 'success', subscription_id: 's1' })
  assert.equal((await p.state()).subscriptions, [])
  const sent = p.last().sent.length
  p.session.update((draft) => void (draft.user = guestUser()))
  await p.state()
  assert.is(p.last().sent.length, sent, 'still a guest: nothing is sent')
  await p.signIn(BEN, 'token-ben')
  assert.equal(p.last().sent.at(-1), notificationsFrame('s2', BEN, 'token-ben'))
  // A user change without a sign-out in between.
  await p.signIn(UMA, 'token-uma-2')
  assert.equal(p.last().sent.slice(-2), [{ type: 'unsubscribe', subscription_id: 's2' }, notificationsFrame('s3', UMA, 'token-uma-2')])
  assert.is(p.sockets.length, 1, 'one socket throughout')
  await p.kernel.plugins.remove('realtime')
})

test('after a reconnect the notifications subscription goes out again with the token of now, not the one sent before', async () => {
  const p = await page()
  await confirmedReader(p, UMA, 'token-1')
  // The session refreshed the tokens while the socket was up.
  p.storage.local.set('tokens', { access: 'token-2', refresh: 'refresh-token' })
  p.last().drop()
  assert.is((await p.state()).subscriptions[0]!.status, RealtimeStatus.none)
  await p.timers.tick(500)
  p.last().open()
  assert.equal(p.last().sent, [notificationsFrame('s1', UMA, 'token-2')])
  await p.kernel.plugins.remove('realtime')
})

test('a refused notifications subscription: the tokens are refreshed once and it is asked for again; refused again, it stays refused', async () => {
  const p = await page((storage) => (storage.local.set('tokens', { access: 'token-refreshed', refresh: 'r2' }), true))
  await p.signIn(UMA, 'token-expired')
  p.last().open()
  p.last().receive({ type: 'subscribe', status: 'error', subscription_id: 's1' })
  await p.timers.flush()
  assert.is(p.refreshes, 1)
  assert.equal(p.last().sent, [notificationsFrame('s1', UMA, 'token-expired'), notificationsFrame('s1', UMA, 'token-refreshed')])
  p.last().receive({ type: 'subscribe', status: 'error', subscription_id: 's1' })
  await p.timers.flush()
  assert.is(p.refreshes, 1, 'no loop of refreshes')
  assert.is(p.last().sent.length, 2)
  assert.is((await p.state()).subscriptions[0]!.status, RealtimeStatus.error)
  await p.kernel.plugins.remove('realtime')
})

test('a refresh that ends the login asks for nothing again', async () => {
  const p = await page(() => false)
  await p.signIn(UMA, 'token-expired')
  p.last().open()
  p.last().receive({ type: 'subscribe', status: 'error', subscription_id: 's1' })
  await p.timers.flush()
  assert.is(p.refreshes, 1)
  assert.is(p.last().sent.length, 1)
  await p.kernel.plugins.remove('realtime')
})

test('retries ran out: offline, retry by hand; the browser back online reconnects at once with fresh retries, and the view hears each step', async () => {
  const p = await page()
  await subscribeContainer(p)
  p.last().open()
  await exhaust(p)
  assert.equal(p.connections().at(-1), { socket: 'offline', connected: false, retries: 0, resume: 'manual' })
  assert.equal(p.published.filter(([c, e]) => c === 'realtime' && e === 'offline').length, 1)
  const { subscriptions: _, ...state } = await p.state()
  assert.equal(state, { socket: 'offline', connected: false, retries: 0, resume: 'manual', transport: 'main-thread', activity: 'active' }, 'realtime.state says the same, and where the socket ran')
  await p.timers.tick(600_000)
  assert.is(p.sockets.length, 6, 'nothing retries by itself')
  // Ten minutes later the reader is inactive; they are back before the network is.
  p.win.fire('pointerdown')
  const from = p.connections().length
  p.win.fire('online')
  assert.is(p.sockets.length, 7)
  p.last().open()
  assert.equal(p.last().sent, [{ type: 'subscribe', subscription_id: 's1', rules: { content_container_uuid: { one_of: ['c1'] } } }])
  assert.equal(p.connections().slice(from), [
    { socket: 'connecting', connected: false, retries: 5 },
    { socket: 'open', connected: true, retries: 5 },
  ])
  assert.equal(p.published.filter(([c, e]) => c === 'realtime' && e === 'connected').length, 2)
  await p.kernel.plugins.remove('realtime')
})

test('the browser offline: a drop spends no retry, the view is told it resumes when online, and nothing is tried until then', async () => {
  const p = await page()
  await subscribeContainer(p)
  p.last().open()
  p.win.fire('offline')
  assert.is((await p.state()).socket, 'open', 'an open socket is left to its own close')
  p.win.navigator.onLine = false
  p.last().drop()
  assert.equal(p.connections().at(-1), { socket: 'offline', connected: false, retries: 5, resume: 'online' })
  assert.equal(p.published.filter(([c, e]) => c === 'realtime-connection' && e === 'retrying'), [], 'no backoff attempt')
  await p.timers.tick(600_000)
  p.win.fire('visibilitychange')
  assert.is(p.sockets.length, 1, 'no attempt while the navigator says offline, even when the page becomes visible')
  p.win.navigator.onLine = true
  p.win.fire('online')
  assert.is(p.sockets.length, 2)
  p.last().open()
  assert.equal(p.connections().at(-1), { socket: 'open', connected: true, retries: 5 })
  await p.kernel.plugins.remove('realtime')
})

test('the page visible again retries (a missed online event too); hidden does nothing', async () => {
  const p = await page()
  await subscribeContainer(p)
  p.last().open()
  await exhaust(p)
  p.win.document.visibilityState = 'hidden'
  p.win.fire('visibilitychange')
  assert.is(p.sockets.length, 6)
  p.win.document.visibilityState = 'visible'
  p.win.fire('visibilitychange')
  assert.is(p.sockets.length, 7, 'visible: at once')
  assert.is((await p.state()).retries, 5)
  // Back to a backoff wait: visible cuts it short too.
  p.last().drop()
  assert.is((await p.state()).socket, 'waiting')
  p.win.fire('visibilitychange')
  assert.is(p.sockets.length, 8)
  // Offline with the browser offline, the page hidden meanwhile; visible with the network back retries.
  p.win.navigator.onLine = false
  p.last().drop()
  assert.equal(p.connections().at(-1)!.resume, 'online')
  p.win.navigator.onLine = true
  p.win.fire('visibilitychange')
  assert.is(p.sockets.length, 9)
  await p.kernel.plugins.remove('realtime')
})

test('page listeners exist only while a socket is wanted; removing the plugin leaves no listener and no timer', async () => {
  const p = await page()
  assert.is(p.win.count(), 0)
  await subscribeContainer(p)
  assert.is(p.win.count('online', 'offline'), 2)
  assert.is(p.win.count(), 3 + ACTIVITY_LISTENERS, 'online, offline, visibilitychange, and the activity tracker')
  p.last().open()
  p.last().drop()
  assert.is(p.win.count('online', 'offline'), 2, 'while waiting to reconnect')
  await p.ctx.actions.call('realtime.close', { params: {} })
  assert.is(p.win.count(), ACTIVITY_LISTENERS, 'closed on purpose: only the activity tracker listens')
  assert.equal(p.connections().at(-1), { socket: 'closed', connected: false, retries: 4 })
  p.win.fire('online')
  assert.is(p.sockets.length, 1, 'and nothing reconnects')
  await subscribeContainer(p, 'c2')
  assert.is(p.win.count(), 3 + ACTIVITY_LISTENERS)
  p.last().open()
  assert.ok(p.timers.pending > 0, 'the keep-alive is scheduled')
  await p.kernel.plugins.remove('realtime')
  assert.is(p.win.count(), 0)
  assert.is(p.timers.pending, 0)
  assert.ok(p.last().closed)
  const count = p.published.length
  p.win.fire('online')
  await p.timers.tick(60_000)
  assert.is(p.published.length, count, 'nothing more is published')
})

test('a socket that stops answering without closing is closed after a keep-alive and its grace, and replaced after the usual backoff', async () => {
  const p = await page()
  const { subscription_id } = await subscribeContainer(p)
  p.last().open()
  p.last().receive({ type: 'subscribe', status: 'success', subscription_id })
  await p.timers.tick(Constants.keepAliveMs * 3)
  assert.is(p.sockets.length, 1, 'each keep-alive answered: the same socket')
  p.last().silent = true
  await p.timers.tick(Constants.keepAliveMs + KEEP_ALIVE_GRACE_MS - 1)
  assert.not.ok(p.last().closed)
  assert.is((await p.state()).socket, 'open')
  await p.timers.tick(1)
  assert.ok(p.sockets[0]!.closed, 'closed, not waited for')
  assert.equal(p.connections().at(-1), { socket: 'waiting', connected: false, retries: 4 })
  assert.equal(p.published.filter(([c, e]) => (c === 'realtime' && e === 'status') || c === 'realtime-connection').slice(-2), [
    ['realtime', 'status', [subscription_id, RealtimeStatus.none]],
    ['realtime-connection', 'retrying', [1, 500]],
  ])
  await p.timers.tick(500)
  assert.is(p.sockets.length, 2)
  p.last().open()
  assert.equal(p.last().sent, [{ type: 'subscribe', subscription_id, rules: { content_container_uuid: { one_of: ['c1'] } } }])
  p.last().receive({ type: 'subscribe', status: 'success', subscription_id })
  assert.equal(p.connections().at(-1), { socket: 'open', connected: true, retries: 5 })
  // What the dead socket might still let through is not delivered.
  const events = () => p.published.filter(([c, e]) => c === 'realtime' && e === 'event').length
  p.sockets[0]!.receive({ type: 'event', action: 'created', content_container_uuid: 'c1', content: { content_uuid: 'late' } })
  assert.is(events(), 0)
  await p.kernel.plugins.remove('realtime')
  assert.is(p.timers.pending, 0)
})

test('content events answer a keep-alive as well as its echo, and each is published once', async () => {
  const p = await page()
  const { subscription_id } = await subscribeContainer(p)
  p.last().open()
  p.last().receive({ type: 'subscribe', status: 'success', subscription_id })
  // A busy thread: its events keep the silent-for-keep-alives socket alive.
  p.last().silent = true
  const event = (n: number) => ({ type: 'event', action: 'liked', content_container_uuid: 'c1', content: { content_uuid: `c${n}` } })
  for (let n = 1; n <= 4; n++) {
    await p.timers.tick(n === 1 ? Constants.keepAliveMs + KEEP_ALIVE_GRACE_MS - 1 : Constants.keepAliveMs)
    p.last().receive(event(n))
    p.last().receive(event(n + 100))
  }
  assert.is(p.sockets.length, 1)
  assert.not.ok(p.last().closed)
  const delivered = p.published.filter(([c, e]) => c === 'realtime' && e === 'event').map(([, , [e]]) => (e as { subscription_id: string; payload: { content: { content_uuid: string } } }))
  assert.equal(delivered.map((e) => e.payload.content.content_uuid), ['c1', 'c101', 'c2', 'c102', 'c3', 'c103', 'c4', 'c104'])
  assert.ok(delivered.every((e) => e.subscription_id === subscription_id))
  await p.timers.tick(Constants.keepAliveMs + KEEP_ALIVE_GRACE_MS)
  assert.ok(p.sockets[0]!.closed, 'then nothing more: closed')
  await p.kernel.plugins.remove('realtime')
})

/** The events published on the bus so far: `content_uuid@subscription_id`, in order. */
const eventsHeard = (p: Page) =>
  p.published
    .filter(([c, e]) => c === 'realtime' && e === 'event')
    .map(([, , [e]]) => e as { subscription_id: string; payload: { content: { content_uuid: string } } })
    .map((e) => `${e.payload.content.content_uuid}@${e.subscription_id}`)
const liked = (container: string, uuid: string) => ({ type: 'event', action: 'liked', content_container_uuid: container, content: { content_uuid: uuid } })

test('a frame of several events (the service coalesces them) is published on the bus one event at a time, each once, in order; a bare frame as before', async () => {
  const p = await page()
  const one = await subscribeContainer(p, 'c1')
  const two = await subscribeContainer(p, 'c2')
  p.last().open()
  p.last().receive({ type: 'subscribe', status: 'success', subscription_id: one.subscription_id })
  p.last().receive({ type: 'subscribe', status: 'success', subscription_id: two.subscription_id })
  p.last().receive([liked('c1', 'a'), liked('c2', 'b'), liked('c3', 'nobody'), liked('c1', 'c')])
  p.last().receive(liked('c2', 'd'))
  assert.equal(eventsHeard(p), [`a@${one.subscription_id}`, `b@${two.subscription_id}`, `c@${one.subscription_id}`, `d@${two.subscription_id}`])
  await p.kernel.plugins.remove('realtime')
})

test('a frame mixing events with other messages is read in order: a confirmation or a notification between two events keeps its place', async () => {
  const p = await page()
  await confirmedReader(p, UMA, 'token-uma')
  const thread = await subscribeContainer(p, 'c1')
  const notification = { notification_uuid: 'n1', notification_type: 'reply', target_uuid: UMA, status: 'pending', time: 1 }
  const from = p.published.length
  p.last().receive([
    liked('c1', 'early'),
    { type: 'subscribe', status: 'success', subscription_id: thread.subscription_id },
    { type: 'notification', action: 'notified', subscription_id: 's1', payload: notification },
    liked('c1', 'late'),
    'not a message',
  ])
  const heard = p.published.slice(from).filter(([c, e]) => (c === 'realtime' && (e === 'event' || e === 'status')) || c === 'notification')
  assert.equal(
    heard.map(([c, e, args]) => (e === 'event' ? `event ${(args[0] as { payload: { content: { content_uuid: string } } }).payload.content.content_uuid}` : e === 'status' ? `status ${String(args[1])}` : `${c} ${e}`)),
    ['event early', `status ${RealtimeStatus.subscribed}`, 'notification received', 'event late'],
  )
  assert.is((await p.state()).subscriptions.find((s) => s.subscription_id === thread.subscription_id)?.status, RealtimeStatus.subscribed)
  await p.kernel.plugins.remove('realtime')
})

test('a frame of several events answers a keep-alive; its events are published once, in order', async () => {
  const p = await page()
  const { subscription_id } = await subscribeContainer(p)
  p.last().open()
  p.last().receive({ type: 'subscribe', status: 'success', subscription_id })
  p.last().silent = true
  await p.timers.tick(Constants.keepAliveMs + KEEP_ALIVE_GRACE_MS - 1)
  p.last().receive([liked('c1', 'a'), liked('c1', 'b')])
  await p.timers.tick(KEEP_ALIVE_GRACE_MS)
  assert.not.ok(p.last().closed, 'answered: the socket stays')
  p.last().receive([liked('c1', 'c'), liked('c1', 'd')])
  assert.equal(eventsHeard(p), ['a', 'b', 'c', 'd'].map((uuid) => `${uuid}@${subscription_id}`))
  await p.kernel.plugins.remove('realtime')
})

test('a socket nobody subscribes to any more closes after a keep-alive period; a subscriber back in time keeps it; the next one opens a new one', async () => {
  const p = await page()
  await confirmedReader(p, UMA, 'token-uma')
  await p.signOut()
  p.last().receive({ type: 'unsubscribe', status: 'success', subscription_id: 's1' })
  // A single-page site's next article subscribes within the period: the same socket goes on.
  await p.timers.tick(IDLE_CLOSE_MS - 1000)
  assert.not.ok(p.last().closed)
  await subscribeContainer(p, 'c1')
  await p.timers.tick(IDLE_CLOSE_MS * 2)
  assert.not.ok(p.last().closed, 'in use: open')
  assert.is(p.sockets.length, 1)

  const { subscriptions } = await p.state()
  await p.ctx.actions.call('realtime.unsubscribe', { params: { subscription_id: subscriptions[0]!.subscription_id } })
  p.last().receive({ type: 'unsubscribe', status: 'success', subscription_id: subscriptions[0]!.subscription_id })
  await p.timers.tick(IDLE_CLOSE_MS - 1)
  assert.not.ok(p.last().closed)
  await p.timers.tick(1)
  assert.ok(p.last().closed, 'nobody left: closed')
  assert.equal(p.connections().at(-1), { socket: 'closed', connected: false, retries: 5 })
  const sent = p.last().sent.length
  await p.timers.tick(IDLE_CLOSE_MS * 4)
  assert.is(p.last().sent.length, sent, 'no keep-alive on a closed socket')
  assert.is(p.sockets.length, 1, 'and no reconnecting')

  await subscribeContainer(p, 'c2')
  assert.is(p.sockets.length, 2, 'a subscriber opens a new socket')
  p.last().open()
  assert.equal(p.last().sent, [{ type: 'subscribe', subscription_id: 's3', rules: { content_container_uuid: { one_of: ['c2'] } } }])
  await p.kernel.plugins.remove('realtime')
  assert.is(p.timers.pending, 0)
})

test.run()
