/** The realtime subscription machine in isolation: a socket the test drives by hand, time on a fake clock. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { RealtimeStatus } from '../../../contracts/enums'
import { BACKOFF_CAP_MS, backoffDelay, KEEP_ALIVE_GRACE_MS } from '../../../plugins/realtime/reconnect'
import type { RealtimeEmitted } from '../../../plugins/realtime/subscription.machine'
import { harness, rules, SITE, subscribeFrame } from './machine-harness'

const { none, subscribing, subscribed, unsubscribing, error } = RealtimeStatus

test('subscribe before the socket opens waits (none), is sent on open (subscribing), and the confirmation sets subscribed', () => {
  const { actor, sockets, last, statuses, state } = harness()
  actor.send({ type: 'subscribe', subscription_id: 's1', rules })
  assert.is(state(), 'idle')
  assert.is(sockets.length, 0, 'no socket until connect')
  actor.send({ type: 'connect' })
  assert.is(state(), 'connecting')
  assert.is(last().url, `ws://service.test/ws?site_uuid=${SITE}`)
  last().open()
  assert.is(state(), 'open')
  assert.equal(last().sent, [subscribeFrame('s1')])
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  assert.equal(statuses(), [['s1', none], ['s1', subscribing], ['s1', subscribed]])
})

test('equal rules share one subscription; the last subscriber leaving sets unsubscribing, the confirmation removes it', () => {
  const { actor, last, statuses, table } = harness()
  actor.send({ type: 'connect' })
  last().open()
  actor.send({ type: 'subscribe', subscription_id: 's1', rules })
  actor.send({ type: 'subscribe', subscription_id: 's2', rules })
  assert.equal(Object.keys(table()), ['s1'])
  assert.is(table().s1!.subscribers, 2)
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  actor.send({ type: 'unsubscribe', subscription_id: 's1' })
  assert.is(table().s1!.status, subscribed, 'one subscriber is still there')
  actor.send({ type: 'unsubscribe', subscription_id: 's1' })
  assert.is(table().s1!.status, unsubscribing)
  assert.equal(last().sent.at(-1), { type: 'unsubscribe', subscription_id: 's1' })
  last().receive({ type: 'unsubscribe', status: 'success', subscription_id: 's1' })
  assert.equal(table(), {})
  assert.equal(statuses(), [['s1', subscribing], ['s1', subscribed], ['s1', unsubscribing], ['s1', none]])
})

test('a subscriber returning while unsubscribing asks again; a refused subscribe is error', () => {
  const { actor, last, table } = harness()
  actor.send({ type: 'connect' })
  last().open()
  actor.send({ type: 'subscribe', subscription_id: 's1', rules })
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  actor.send({ type: 'unsubscribe', subscription_id: 's1' })
  actor.send({ type: 'subscribe', subscription_id: 's9', rules })
  assert.is(table().s1!.status, subscribing)
  last().receive({ type: 'unsubscribe', status: 'success', subscription_id: 's1' })
  assert.ok(table().s1, 'the late unsubscribe answer does not remove a wanted subscription')
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  assert.is(table().s1!.status, subscribed)
  actor.send({ type: 'subscribe', subscription_id: 's2', rules: { content_container_uuid: ['c2'] } })
  last().receive({ type: 'subscribe', status: 'refused', subscription_id: 's2' })
  assert.is(table().s2!.status, error)
})

test('keep-alive every 30000 ms while open; set keep-alive starts a new period (and only that); send keep-alive on demand', async () => {
  const { actor, timers, last, emitted } = harness()
  actor.send({ type: 'subscribe', subscription_id: 's1', rules })
  actor.send({ type: 'connect' })
  await timers.tick(60_000)
  assert.equal(last().sent, [], 'no keep-alive before the socket opens')
  last().open()
  last().sent.length = 0
  await timers.tick(29_999)
  assert.equal(last().sent, [])
  await timers.tick(1)
  assert.equal(last().sent, [{ type: 'keep-alive' }])
  // The service answers each one, as the reference service does.
  last().receive({ type: 'keep-alive' })
  await timers.tick(30_000)
  assert.is(last().sent.length, 2)
  last().receive({ type: 'keep-alive' })
  await timers.tick(20_000)
  const connected = emitted.filter((e) => e.type === 'connected').length
  actor.send({ type: 'keepalive.set', ms: 5000 })
  assert.is(emitted.filter((e) => e.type === 'connected').length, connected, 'the open socket is not announced again')
  assert.is(last().sent.length, 2, 'nor is anything asked for again')
  await timers.tick(4999)
  assert.is(last().sent.length, 2)
  await timers.tick(1)
  assert.is(last().sent.length, 3)
  last().receive({ type: 'keep-alive' })
  actor.send({ type: 'keepalive.send' })
  assert.is(last().sent.length, 4)
  actor.send({ type: 'close' })
  assert.is(timers.pending, 0, 'closing clears the keep-alive timer, and the wait for its answer')
})

test(`a keep-alive unanswered for ${KEEP_ALIVE_GRACE_MS} ms: the silent socket is dropped at once and replaced after the usual backoff, everything resubscribed`, async () => {
  const { actor, timers, sockets, last, emitted, state, table } = harness({ random: () => 0 })
  actor.send({ type: 'subscribe', subscription_id: 's1', rules })
  actor.send({ type: 'connect' })
  last().open()
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  await timers.tick(30_000)
  assert.equal(last().sent.at(-1), { type: 'keep-alive' })
  // The connection carries nothing from here on, and never closes.
  await timers.tick(KEEP_ALIVE_GRACE_MS - 1)
  assert.is(state(), 'open')
  assert.not.ok(last().stopped)
  await timers.tick(1)
  assert.ok(sockets[0]!.stopped, 'dropped without waiting for a close that would not come')
  assert.is(state(), 'waiting')
  assert.equal(Object.values(table()).map((s) => s.status), [none])
  assert.equal(emitted.slice(-3), [{ type: 'unanswered' }, { type: 'status', subscription_id: 's1', status: none }, { type: 'retrying', attempt: 1, delayMs: 500 }])
  await timers.tick(500)
  assert.is(sockets.length, 2)
  last().open()
  assert.equal(last().sent, [subscribeFrame('s1')])
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  assert.is(actor.getSnapshot().context.retries, 5)
  // Late frames of the dead socket change nothing: its actor is gone.
  sockets[0]!.receive({ type: 'subscribe', status: 'error', subscription_id: 's1' })
  assert.is(table().s1!.status, subscribed)
  // The new one is watched the same way.
  await timers.tick(30_000 + KEEP_ALIVE_GRACE_MS)
  assert.ok(sockets[1]!.stopped)
  assert.is(sockets.length, 2)
  await timers.tick(500)
  assert.is(sockets.length, 3)
})

test('any frame answers a keep-alive: the echo, an event, even an unknown frame; a second keep-alive does not put the deadline off; offline, a silent socket spends no retry', async () => {
  let online = true
  const { actor, timers, sockets, last, emitted, state, resume, retries } = harness({ isOnline: () => online, random: () => 0 })
  actor.send({ type: 'subscribe', subscription_id: 's1', rules })
  actor.send({ type: 'connect' })
  last().open()
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  const answers = [{ type: 'keep-alive' }, { type: 'event', action: 'liked', content_container_uuid: 'c1', payload: {} }, { type: 'weather' }]
  // Each answer comes at the last moment: just before the deadline of the nth keep-alive (every 30 s from the open).
  for (const [n, answer] of answers.entries()) {
    await timers.tick((n + 1) * 30_000 + KEEP_ALIVE_GRACE_MS - 1 - timers.now)
    assert.is(state(), 'open')
    last().receive(answer)
  }
  await timers.tick(1)
  assert.is(state(), 'open')
  assert.is(sockets.length, 1, 'answered in time every time: the same socket throughout')
  assert.equal(emitted.filter((e) => e.type === 'event').length, 1, 'the event that answered was delivered too')

  // A keep-alive every 5 s, shorter than the grace: the first unanswered one sets the deadline.
  actor.send({ type: 'keepalive.set', ms: 5000 })
  await timers.tick(5000)
  await timers.tick(5000)
  actor.send({ type: 'keepalive.send' })
  assert.is(state(), 'open')
  await timers.tick(KEEP_ALIVE_GRACE_MS - 5000)
  assert.is(state(), 'waiting', `${KEEP_ALIVE_GRACE_MS} ms after the first of them`)

  // The network went away under an open socket, which carries nothing since: it waits for the network.
  await timers.tick(500)
  last().open()
  online = false
  await timers.tick(5000 + KEEP_ALIVE_GRACE_MS)
  assert.is(state(), 'offline')
  assert.is(resume(), 'online')
  assert.is(retries(), 5, 'no retry spent')
})

test('backoff doubles per attempt from 1 s, with jitter between half and all of it, capped at 30 s', () => {
  assert.equal([1, 2, 3, 4, 5].map((n) => backoffDelay(n, 0)), [500, 1000, 2000, 4000, 8000])
  assert.equal([1, 2, 3, 4, 5].map((n) => backoffDelay(n, 1)), [1000, 2000, 4000, 8000, 16_000])
  assert.is(backoffDelay(9, 1), BACKOFF_CAP_MS)
  assert.is(backoffDelay(9, 0), BACKOFF_CAP_MS / 2)
})

test('on close every status is none and the socket comes back after the backoff; on open retries reset and everything is resubscribed', async () => {
  const { actor, timers, sockets, last, emitted, state, table } = harness({ random: () => 0 })
  actor.send({ type: 'subscribe', subscription_id: 's1', rules })
  actor.send({ type: 'subscribe', subscription_id: 's2', rules: { content_container_uuid: ['c2'] } })
  actor.send({ type: 'connect' })
  last().open()
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 's2' })
  last().drop()
  assert.is(state(), 'waiting')
  assert.equal(Object.values(table()).map((s) => s.status), [none, none])
  assert.is(actor.getSnapshot().context.retries, 4)
  assert.equal(emitted.at(-1), { type: 'retrying', attempt: 1, delayMs: 500 })
  await timers.tick(499)
  assert.is(sockets.length, 1)
  await timers.tick(1)
  assert.is(sockets.length, 2)
  last().drop()
  assert.equal(emitted.at(-1), { type: 'retrying', attempt: 2, delayMs: 1000 })
  await timers.tick(1000)
  last().open()
  assert.is(actor.getSnapshot().context.retries, 5, 'an open socket resets the retries')
  assert.equal(last().sent, [subscribeFrame('s1'), subscribeFrame('s2', ['c2'])])
  assert.equal(Object.values(table()).map((s) => s.status), [subscribing, subscribing])
  assert.is(emitted.filter((e) => e.type === 'connected').length, 2)
})

test('retries exhausted: offline, announced once; a manual retry connects again with retries reset', async () => {
  const { actor, timers, sockets, last, emitted, state } = harness({ random: () => 1 })
  actor.send({ type: 'connect' })
  const delays: number[] = []
  for (let attempt = 1; attempt <= 5; attempt++) {
    last().drop()
    const retrying = emitted.at(-1) as Extract<RealtimeEmitted, { type: 'retrying' }>
    delays.push(retrying.delayMs)
    await timers.tick(retrying.delayMs)
  }
  assert.equal(delays, [1000, 2000, 4000, 8000, 16_000])
  assert.is(sockets.length, 6, 'the first attempt and five retries')
  last().drop()
  assert.is(state(), 'offline')
  assert.equal(emitted.filter((e) => e.type === 'offline'), [{ type: 'offline' }])
  await timers.tick(600_000)
  assert.is(sockets.length, 6, 'offline waits for the reader')
  actor.send({ type: 'retry' })
  assert.is(sockets.length, 7)
  assert.is(actor.getSnapshot().context.retries, 5)
  last().drop()
  assert.is(state(), 'waiting')
})

test('retries can be set; zero goes offline at the first close; a retry during the backoff wait connects at once', async () => {
  const { actor, sockets, last, state } = harness()
  actor.send({ type: 'connect' })
  last().drop()
  actor.send({ type: 'retry' })
  assert.is(sockets.length, 2)
  actor.send({ type: 'retries.set', count: 0 })
  last().drop()
  assert.is(state(), 'offline')
})

test('events reach the subscriptions they match or name; notifications and broadcasts are announced', () => {
  const { actor, last, emitted } = harness()
  actor.send({ type: 'connect' })
  last().open()
  actor.send({ type: 'subscribe', subscription_id: 'c1', rules })
  actor.send({ type: 'subscribe', subscription_id: 'both', rules: { content_container_uuid: ['c1', 'c2'] } })
  actor.send({ type: 'subscribe', subscription_id: 'mine', rules: { actor_uuid: ['u1'] } })
  for (const id of ['c1', 'both', 'mine']) last().receive({ type: 'subscribe', status: 'success', subscription_id: id })
  emitted.length = 0
  // The reference service's shape: the container on the frame, the comment and its authors beside it.
  last().receive({ type: 'event', action: 'created', content_container_uuid: 'c1', content: { content_uuid: 'x', actor_uuid: 'u1' }, users: {} })
  last().receive({ type: 'event', action: 'liked', subscription_id: 'mine', payload: { content_uuid: 'y' }, time: 5 })
  last().receive({ type: 'event', action: 'deleted', content_container_uuid: 'elsewhere', payload: {} })
  const events = emitted.filter((e) => e.type === 'event').map((e) => e.event)
  assert.equal(events.map((e) => `${e.subscription_id}:${e.action}`), ['c1:created', 'both:created', 'mine:created', 'mine:liked'])
  assert.equal(events[0]!.payload, { content: { content_uuid: 'x', actor_uuid: 'u1' }, users: {}, content_container_uuid: 'c1' })
  assert.is(events[3]!.time, 5)
  const notification = { notification_uuid: 'n1', notification_type: 'reply', status: 'pending', time: 1 }
  last().receive({ type: 'notification', action: 'notified', payload: notification })
  last().receive({ type: 'notification broadcast', action: 'notified', notification_uuid: 'b1', target_title: 'News', target_url: 'https://x.test/' })
  assert.equal(emitted.filter((e) => e.type === 'notification' || e.type === 'broadcast'), [
    { type: 'notification', notification: notification as never },
    { type: 'broadcast', notification: { notification_uuid: 'b1', target_title: 'News', target_url: 'https://x.test/' } as never },
  ])
})

test('malformed and unknown frames are ignored, each kind logged once; keep-alive answers say nothing', () => {
  const { actor, last, emitted, state } = harness()
  actor.send({ type: 'connect' })
  last().open()
  emitted.length = 0
  for (const frame of ['{not json', 'null', JSON.stringify({ no: 'type' }), JSON.stringify({ type: 'event', action: 'exploded' }), JSON.stringify({ type: 'notification', action: 'notified' })]) last().receive(frame)
  last().receive({ type: 'weather', sunny: true })
  last().receive({ type: 'gossip' })
  last().receive({ type: 'keep-alive' })
  assert.equal(emitted, [
    { type: 'ignored', reason: 'malformed', detail: 'not JSON' },
    { type: 'ignored', reason: 'unknown', detail: 'type "weather"' },
  ])
  assert.is(state(), 'open')
})

test('force close, connect and reconnect; a new site uuid reconnects to its address; no site, no socket', async () => {
  const { actor, sockets, last, state, table } = harness({ siteUuid: undefined })
  actor.send({ type: 'subscribe', subscription_id: 's1', rules })
  actor.send({ type: 'connect' })
  assert.is(sockets.length, 0, 'without a site there is no address')
  actor.send({ type: 'site.set', siteUuid: SITE })
  actor.send({ type: 'connect' })
  last().open()
  actor.send({ type: 'reconnect' })
  assert.ok(sockets[0]!.stopped, 'the old socket is closed')
  assert.is(sockets.length, 2)
  last().open()
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  const other = '99999999-2222-4333-8444-555555555555'
  actor.send({ type: 'site.set', siteUuid: other })
  assert.is(last().url, `ws://service.test/ws?site_uuid=${other}`)
  assert.is(table().s1!.status, none)
  actor.send({ type: 'close' })
  assert.is(state(), 'closed')
  assert.ok(last().stopped)
  assert.is(table().s1!.status, none)
  actor.send({ type: 'connect' })
  last().open()
  assert.is(table().s1!.status, subscribing)
})

/** Drops the socket until the retries run out: offline, the retries spent. */
async function exhaust(h: ReturnType<typeof harness>) {
  for (let attempt = 1; attempt <= 5; attempt++) {
    h.last().drop()
    await h.timers.tick((h.emitted.at(-1) as Extract<RealtimeEmitted, { type: 'retrying' }>).delayMs)
  }
  h.last().drop()
}

test('offline after the retries ran out: the browser back online reconnects at once with fresh retries', async () => {
  const h = harness({ random: () => 1 })
  const { actor, timers, sockets, last, state, resume, retries } = h
  actor.send({ type: 'subscribe', subscription_id: 's1', rules })
  actor.send({ type: 'connect' })
  last().open()
  await exhaust(h)
  assert.is(state(), 'offline')
  assert.is(resume(), 'manual', 'nothing reconnects by itself: retry by hand')
  assert.is(timers.pending, 0, 'offline keeps no timer')
  const before = sockets.length
  actor.send({ type: 'network.online' })
  assert.is(sockets.length, before + 1, 'a new socket at once, without waiting for a backoff')
  assert.is(state(), 'connecting')
  assert.is(retries(), 5, 'fresh retries')
  assert.is(resume(), undefined)
  last().open()
  assert.equal(last().sent, [subscribeFrame('s1')], 'everything is resubscribed')
})

test('the page visible again retries from offline and from a backoff wait; a hidden-to-visible page with the browser offline waits for the network', async () => {
  const h = harness({ random: () => 1 })
  const { actor, timers, sockets, last, state, resume, retries } = h
  actor.send({ type: 'connect' })
  last().drop()
  assert.is(state(), 'waiting')
  assert.is(retries(), 4)
  actor.send({ type: 'page.visible', online: true })
  assert.is(sockets.length, 2, 'out of the backoff wait at once')
  assert.is(retries(), 5)
  assert.is(timers.pending, 0, 'the backoff timer is gone')
  await exhaust(h)
  assert.is(resume(), 'manual')
  actor.send({ type: 'page.visible', online: false })
  assert.is(state(), 'offline')
  assert.is(resume(), 'online', 'the browser says it is offline: back online will reconnect')
  const before = sockets.length
  actor.send({ type: 'page.visible', online: true })
  assert.is(sockets.length, before + 1)
  assert.is(state(), 'connecting')
})

test('with the browser offline a closed socket spends no retry: offline until the browser is back online', async () => {
  let online = true
  const { actor, timers, sockets, last, emitted, state, resume, retries } = harness({ isOnline: () => online })
  actor.send({ type: 'subscribe', subscription_id: 's1', rules })
  actor.send({ type: 'connect' })
  last().open()
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  online = false
  emitted.length = 0
  last().drop()
  assert.is(state(), 'offline')
  assert.is(resume(), 'online')
  assert.is(retries(), 5, 'no retry spent')
  assert.equal(emitted.map((e) => e.type), ['status', 'offline'], 'statuses none, offline announced, no retrying')
  await timers.tick(600_000)
  assert.is(sockets.length, 1, 'no attempt while the browser is offline')
  actor.send({ type: 'page.visible', online: false })
  assert.is(sockets.length, 1, 'the page becoming visible does not retry either')
  online = true
  actor.send({ type: 'network.online' })
  assert.is(sockets.length, 2)
  last().open()
  assert.equal(last().sent, [subscribeFrame('s1')])
  assert.equal(emitted.filter((e) => e.type === 'connected'), [{ type: 'connected' }])
})

test('the browser going offline during a backoff wait stops the wait: no more attempts until it is back', async () => {
  const { actor, timers, sockets, last, emitted, state, resume, retries } = harness()
  actor.send({ type: 'connect' })
  last().drop()
  assert.is(state(), 'waiting')
  actor.send({ type: 'network.offline' })
  assert.is(state(), 'offline')
  assert.is(resume(), 'online')
  assert.is(retries(), 5, 'the retry the wait took is given back')
  assert.equal(emitted.filter((e) => e.type === 'offline'), [{ type: 'offline' }])
  assert.is(timers.pending, 0)
  await timers.tick(600_000)
  assert.is(sockets.length, 1)
  actor.send({ type: 'network.offline' })
  assert.equal(emitted.filter((e) => e.type === 'offline').length, 1, 'offline is announced once')
  actor.send({ type: 'retry' })
  assert.is(sockets.length, 2, 'a manual retry still tries')
})

test('online and visible change nothing while open, idle or closed on purpose', () => {
  const { actor, sockets, last, state } = harness()
  actor.send({ type: 'network.online' })
  actor.send({ type: 'page.visible', online: true })
  assert.is(state(), 'idle')
  assert.is(sockets.length, 0)
  actor.send({ type: 'connect' })
  last().open()
  actor.send({ type: 'network.online' })
  actor.send({ type: 'page.visible', online: true })
  actor.send({ type: 'network.offline' })
  assert.is(state(), 'open', 'an open socket is left alone: its own close decides')
  assert.is(sockets.length, 1)
  actor.send({ type: 'close' })
  actor.send({ type: 'network.online' })
  actor.send({ type: 'page.visible', online: true })
  assert.is(state(), 'closed')
  assert.is(sockets.length, 1)
})

test("a user's notifications are asked for with the access token of the moment: on open, after a reconnect, and again after a refusal", async () => {
  let token: string | undefined = 'token-1'
  const { actor, timers, last, table } = harness({ accessToken: () => token })
  const mine = { user_uuid: ['u1'] }
  const userFrame = (id: string, accessToken: string) => ({ type: 'subscribe', subscription_id: id, rules: { user_uuid: { one_of: ['u1'] } }, access_token: accessToken })
  actor.send({ type: 'subscribe', subscription_id: 'n1', rules: mine, auth: true })
  actor.send({ type: 'subscribe', subscription_id: 'p1', rules: mine })
  assert.equal(Object.keys(table()), ['n1', 'p1'], 'a plain subscription never shares with an authenticated one')
  actor.send({ type: 'connect' })
  last().open()
  assert.equal(last().sent, [userFrame('n1', 'token-1'), { type: 'subscribe', subscription_id: 'p1', rules: { user_uuid: { one_of: ['u1'] } } }])
  last().drop()
  token = 'token-2'
  await timers.tick(1000)
  last().open()
  assert.equal(last().sent[0], userFrame('n1', 'token-2'), 'the token of now, not the one sent before')
  last().receive({ type: 'subscribe', status: 'error', subscription_id: 'n1' })
  assert.is(table().n1!.status, error)
  token = 'token-3'
  actor.send({ type: 'resubscribe', subscription_id: 'n1' })
  assert.equal(last().sent.at(-1), userFrame('n1', 'token-3'))
  assert.is(table().n1!.status, subscribing)
  actor.send({ type: 'resubscribe', subscription_id: 'n1' })
  assert.is(last().sent.length, 3, 'only a refused subscription is asked for again')
  actor.send({ type: 'subscribe', subscription_id: 'n2', rules: { user_uuid: ['u2'] }, auth: true })
  assert.equal(last().sent.at(-1), { type: 'subscribe', subscription_id: 'n2', rules: { user_uuid: { one_of: ['u2'] } }, access_token: 'token-3' }, 'subscribing on an open socket sends the token too')
})

test.run()
