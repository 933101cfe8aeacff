/**
 * The realtime subscription follows the reader's activity (document 3 §4), on a fake socket, a fake
 * window whose visibility the test sets, and a fake clock: inactive after five minutes without activity
 * (or the interval given), at once when the page is hidden, active again on any activity; what that
 * does on the wire (content subscriptions dropped after a short grace and asked for again, the unused
 * socket closed and opened again, a signed-in reader's notifications kept) and what views read of it
 * (the bus, the `realtime` slice, `realtime.state`).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Constants, RealtimeStatus } from '../../../contracts/enums'
import type { RealtimeSlice } from '../../../plugins/realtime'
import { IDLE_CLOSE_MS, PAUSE_GRACE_MS } from '../../../plugins/realtime/connection'
import { UMA, confirmedReader, page, subscribeContainer, type Page } from './fake-page'

const FIVE_MINUTES = Constants.activityTimeoutMs
const subscribeFrame = (id: string, container = 'c1') => ({ type: 'subscribe', subscription_id: id, rules: { content_container_uuid: { one_of: [container] } } })
/** `realtime`/`active` and `realtime`/`inactive`, in order. */
const activityHeard = (p: Page) => p.published.filter(([c, e]) => c === 'realtime' && (e === 'active' || e === 'inactive')).map(([, e]) => e)
const slice = (p: Page) => (p.kernel.store.getState() as { realtime?: RealtimeSlice }).realtime!
/** What the page sent on its latest socket, keep-alives left out. */
const sent = (p: Page) => p.last().sent.filter((frame) => (frame as { type: string }).type !== 'keep-alive')
const liked = (uuid: string) => ({ type: 'event', action: 'liked', content_container_uuid: 'c1', content: { content_uuid: uuid } })
const eventsHeard = (p: Page) =>
  p.published.filter(([c, e]) => c === 'realtime' && e === 'event').map(([, , [e]]) => (e as { payload: { content: { content_uuid: string } } }).payload.content.content_uuid)
const statusOf = async (p: Page, id: string) => (await p.state()).subscriptions.find((s) => s.subscription_id === id)?.status

/** A page whose container subscription (s1) the service confirmed on an open socket. */
async function live(options?: Parameters<typeof page>[1]) {
  const p = await page(undefined, options)
  const { subscription_id } = await subscribeContainer(p)
  p.last().open()
  p.last().receive({ type: 'subscribe', status: 'success', subscription_id })
  return { p, id: subscription_id }
}

test('five minutes without activity: inactive on the bus, in the slice and in realtime.state; the service is told to stop sending the container after the grace', async () => {
  const { p, id } = await live()
  assert.equal(slice(p).activity, 'active')
  await p.timers.tick(FIVE_MINUTES - 1)
  assert.equal(activityHeard(p), [])
  await p.timers.tick(1)
  assert.equal(activityHeard(p), ['inactive'])
  assert.is(slice(p).activity, 'inactive')
  assert.is((await p.state()).activity, 'inactive')
  assert.is(sent(p).length, 1, 'nothing dropped within the grace')
  await p.timers.tick(PAUSE_GRACE_MS)
  assert.equal(sent(p).at(-1), { type: 'unsubscribe', subscription_id: id })
  assert.is(slice(p).paused, true)
  assert.is(await statusOf(p, id), RealtimeStatus.none)
  assert.equal(p.published.filter(([c, e]) => c === 'realtime' && e === 'status').at(-1)![2], [id, RealtimeStatus.none], 'the widget hears it is not live')
  // What the service sent before it read the unsubscribe is not delivered; its answer changes nothing.
  p.last().receive(liked('in-flight'))
  p.last().receive({ type: 'unsubscribe', status: 'success', subscription_id: id })
  assert.equal(eventsHeard(p), [])
  assert.equal((await p.state()).subscriptions, [{ subscription_id: id, rules: { content_container_uuid: ['c1'] }, status: RealtimeStatus.none, subscribers: 1 }], 'kept for the widget')
  await p.kernel.plugins.remove('realtime')
})

test('any activity moves the five minutes on; after them, any activity makes the reader active and the container is asked for again', async () => {
  const { p, id } = await live()
  await p.timers.tick(FIVE_MINUTES - 60_000)
  p.win.fire('keydown')
  await p.timers.tick(FIVE_MINUTES - 1)
  assert.equal(activityHeard(p), [], 'five minutes from the last key, not the first load')
  await p.timers.tick(1 + PAUSE_GRACE_MS)
  assert.equal(activityHeard(p), ['inactive'])
  p.last().receive({ type: 'unsubscribe', status: 'success', subscription_id: id })
  for (const type of ['pointermove', 'scroll', 'touchstart', 'focus'] as const) {
    p.win.fire(type)
    assert.equal(activityHeard(p), ['inactive', 'active'], `${type} makes the reader active, once`)
  }
  assert.is(slice(p).activity, 'active')
  assert.equal(sent(p).at(-1), subscribeFrame(id))
  assert.is(await statusOf(p, id), RealtimeStatus.subscribing)
  p.last().receive({ type: 'subscribe', status: 'success', subscription_id: id })
  assert.is(await statusOf(p, id), RealtimeStatus.subscribed)
  assert.is(slice(p).paused, false)
  p.last().receive(liked('after'))
  assert.equal(eventsHeard(p), ['after'])
  assert.is(p.sockets.length, 1, 'the same socket throughout')
  await p.kernel.plugins.remove('realtime')
})

test('the page hidden: inactive at once; visible again within the grace, nothing was dropped', async () => {
  const { p } = await live()
  p.win.document.visibilityState = 'hidden'
  p.win.fire('visibilitychange')
  assert.equal(activityHeard(p), ['inactive'])
  p.win.fire('pointermove')
  assert.equal(activityHeard(p), ['inactive'], 'a hidden page stays inactive')
  await p.timers.tick(PAUSE_GRACE_MS - 1)
  p.win.document.visibilityState = 'visible'
  p.win.fire('visibilitychange')
  assert.equal(activityHeard(p), ['inactive', 'active'])
  await p.timers.tick(PAUSE_GRACE_MS * 2)
  assert.is(sent(p).length, 1, 'no unsubscribe, no subscribe again')
  p.last().receive(liked('while-away'))
  assert.equal(eventsHeard(p), ['while-away'])
  await p.kernel.plugins.remove('realtime')
})

test('hidden past the grace: the container is dropped, the socket nobody needs closes one idle period later; visible again, a new socket asks for it again', async () => {
  const { p, id } = await live()
  p.win.document.visibilityState = 'hidden'
  p.win.fire('visibilitychange')
  await p.timers.tick(PAUSE_GRACE_MS)
  assert.equal(sent(p).at(-1), { type: 'unsubscribe', subscription_id: id })
  p.last().receive({ type: 'unsubscribe', status: 'success', subscription_id: id })
  await p.timers.tick(IDLE_CLOSE_MS - 1)
  assert.not.ok(p.last().closed)
  await p.timers.tick(1)
  assert.ok(p.last().closed, 'closed: the service holds nothing for a hidden guest page')
  assert.is((await p.state()).socket, 'closed')
  await p.timers.tick(FIVE_MINUTES * 4)
  assert.is(p.sockets.length, 1, 'nothing reconnects while hidden')
  p.win.document.visibilityState = 'visible'
  p.win.fire('visibilitychange')
  assert.is(p.sockets.length, 2)
  p.last().open()
  assert.equal(sent(p), [subscribeFrame(id)])
  p.last().receive({ type: 'subscribe', status: 'success', subscription_id: id })
  assert.is(await statusOf(p, id), RealtimeStatus.subscribed)
  await p.kernel.plugins.remove('realtime')
  assert.is(p.timers.pending, 0)
  assert.is(p.win.count(), 0)
})

test("a signed-in reader's notifications stay subscribed while inactive, and keep the socket open", async () => {
  const p = await page()
  await confirmedReader(p, UMA, 'token-uma')
  const { subscription_id: thread } = await subscribeContainer(p)
  p.last().receive({ type: 'subscribe', status: 'success', subscription_id: thread })
  p.win.document.visibilityState = 'hidden'
  p.win.fire('visibilitychange')
  await p.timers.tick(PAUSE_GRACE_MS)
  assert.equal(sent(p).at(-1), { type: 'unsubscribe', subscription_id: thread }, 'only the container')
  await p.timers.tick(IDLE_CLOSE_MS * 4)
  assert.not.ok(p.last().closed)
  assert.is(await statusOf(p, 's1'), RealtimeStatus.subscribed)
  p.last().receive({ type: 'notification', action: 'notified', subscription_id: 's1', payload: { notification_uuid: 'n1', target_uuid: UMA } })
  assert.equal(p.published.filter(([c]) => c === 'notification').length, 1, 'a reply to the reader still reaches the bell')
  await p.kernel.plugins.remove('realtime')
})

test('a page opened in a background tab subscribes as any and pauses after the grace; a widget mounted while paused waits without a socket until the reader comes', async () => {
  const p = await page(undefined, { hidden: true })
  assert.is(slice(p).activity, 'inactive', 'known before anything connects')
  const first = await subscribeContainer(p, 'c1')
  assert.is(p.sockets.length, 1)
  p.last().open()
  p.last().receive({ type: 'subscribe', status: 'success', subscription_id: first.subscription_id })
  assert.equal(activityHeard(p), [], 'nothing changed: nothing is announced')
  await p.timers.tick(PAUSE_GRACE_MS)
  assert.equal(sent(p).at(-1), { type: 'unsubscribe', subscription_id: first.subscription_id })
  await p.timers.tick(IDLE_CLOSE_MS)
  assert.ok(p.last().closed)
  const second = await subscribeContainer(p, 'c2')
  assert.is(second.status, RealtimeStatus.none)
  assert.is(p.sockets.length, 1, 'no socket for a paused subscriber')
  p.win.document.visibilityState = 'visible'
  p.win.fire('visibilitychange')
  assert.is(p.sockets.length, 2)
  p.last().open()
  assert.equal(sent(p), [subscribeFrame(first.subscription_id, 'c1'), subscribeFrame(second.subscription_id, 'c2')])
  await p.kernel.plugins.remove('realtime')
})

test('the interval is configurable (analytics-like one minute here); a socket closed on purpose stays closed when the reader comes back', async () => {
  const { p } = await live({ activityTimeoutMs: 60_000 })
  await p.timers.tick(60_000)
  assert.equal(activityHeard(p), ['inactive'])
  await p.ctx.actions.call('realtime.close', { params: {} })
  p.win.fire('pointerdown')
  assert.equal(activityHeard(p), ['inactive', 'active'])
  assert.is(p.sockets.length, 1)
  assert.is((await p.state()).socket, 'closed')
  await p.kernel.plugins.remove('realtime')
})

test.run()
