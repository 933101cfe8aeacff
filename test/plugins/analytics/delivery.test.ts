/**
 * The event stack and its delivery (document 3 §5, §7, §9): capped at 200 (the oldest go), an event once
 * by name and eid, failed sends retried after 15 s and a previous page's leftovers 3 s after load, what
 * is unconfirmed sent by beacon as the page goes, events without a visitor id held, storage that fails
 * swallowed. Time is a fake clock.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { AnalyticsEvent } from '../../../contracts/entities/analytics'
import type { KeyValue } from '../../../contracts/storage'
import { createStorage } from '../../../kernel/storage'
import { createDelivery } from '../../../plugins/analytics/delivery'
import { createOutbox, entryKey } from '../../../plugins/analytics/outbox'
import type { SendOutcome, Transport } from '../../../plugins/analytics/transport'
import { fakeTimers } from '../../support/fake-timers'

const event = (eid: string, name = 'view', vid: string | null = 'visitor-1'): AnalyticsEvent =>
  ({ name, eid, meta: { ...(vid ? { vid } : {}), privilege: 'guest', consent: 'flag' }, view: {}, csd: {}, ua: '', rq: 'rq-1', rs: 0, ts: 0, ltz: 0, w: [], wStats: {} }) as unknown as AnalyticsEvent

const memory = () => createStorage({ local: () => undefined, session: () => undefined }).local

/** A transport whose answer the test sets; it records every request. */
function fakeTransport(answer: SendOutcome = 'delivered') {
  const requests: Array<{ path: string; eids: string[]; leaving: boolean; vids: Array<string | undefined> }> = []
  const transport: Transport & { answer: SendOutcome; requests: typeof requests } = {
    answer,
    requests,
    async send(path, events, leaving) {
      requests.push({ path, eids: events.map((e) => e.eid), leaving, vids: events.map((e) => e.meta.vid) })
      // A beacon is carried or not at once; everything else answers later.
      return leaving && transport.answer === 'beaconed' ? 'beaconed' : transport.answer
    },
  }
  return transport
}

function setup(options: { answer?: SendOutcome; local?: KeyValue; visitor?: string | undefined; offline?: boolean } = {}) {
  const timers = fakeTimers()
  const local = options.local ?? memory()
  const outbox = createOutbox(local)
  const transport = fakeTransport(options.answer)
  let offline = options.offline ?? false
  let hidden = false
  const delivery = createDelivery({
    outbox,
    transport,
    timers,
    now: () => timers.now,
    visitorId: () => ('visitor' in options ? options.visitor : 'visitor-1'),
    offline: () => offline,
    leaving: () => hidden,
  })
  return { timers, outbox, transport, delivery, local, setOffline: (v: boolean) => (offline = v), setHidden: (v: boolean) => (hidden = v) }
}

test('the stack keeps at most 200 events, dropping the oldest, and an event (name and eid) once', () => {
  const outbox = createOutbox(memory())
  for (let i = 0; i < 205; i++) outbox.add({ event: event(`e${i}`), path: 'analytics' })
  const kept = outbox.list()
  assert.is(kept.length, 200)
  assert.is(kept[0]!.event.eid, 'e5', 'the five oldest went')
  assert.is(kept[199]!.event.eid, 'e204')
  assert.is(outbox.add({ event: event('e204'), path: 'analytics' }), false, 'the same name and eid again is not stored')
  assert.is(outbox.add({ event: event('e204', 'engagement'), path: 'analytics' }), true, 'another kind with the same eid is another event')
})

test('storage that throws on every call is swallowed: the events are still sent', async () => {
  const broken: KeyValue = {
    get() {
      throw new Error('SecurityError')
    },
    set() {
      throw new Error('QuotaExceededError')
    },
    remove() {
      throw new Error('SecurityError')
    },
    keys: () => [],
  }
  const outbox = createOutbox(broken)
  assert.not.throws(() => outbox.add({ event: event('a'), path: 'analytics' }))
  assert.equal(outbox.list(), [])
  assert.not.throws(() => outbox.remove(['view:a']))
})

test('events of one task go in one request; a delivered event leaves the stack', async () => {
  const { delivery, transport, outbox, timers } = setup()
  delivery.submit(event('a'))
  delivery.submit(event('b'))
  assert.is(delivery.submit(event('b')), false, 'a duplicate is not sent twice')
  await timers.flush()
  assert.equal(transport.requests.map((r) => r.eids), [['a', 'b']])
  assert.is(outbox.size(), 0)
})

test('a failed send is retried after 15 s, not before, and kept in storage meanwhile', async () => {
  const { delivery, transport, outbox, timers, local } = setup({ answer: 'failed' })
  delivery.submit(event('a'))
  await timers.flush()
  assert.is(transport.requests.length, 1)
  assert.equal((local.get<unknown[]>('analytics.outbox') ?? []).length, 1, 'kept in local storage')
  await timers.tick(14_999)
  assert.is(transport.requests.length, 1)
  transport.answer = 'delivered'
  await timers.tick(1)
  assert.is(transport.requests.length, 2)
  assert.is(outbox.size(), 0)
})

test('an outage of a minute loses nothing: retried every 15 s until the service takes them', async () => {
  const { delivery, transport, outbox, timers } = setup({ answer: 'failed' })
  for (const eid of ['a', 'b', 'c']) delivery.submit(event(eid))
  await timers.flush()
  await timers.tick(60_000)
  assert.is(transport.requests.length, 5, 'the first try and four retries')
  assert.is(outbox.size(), 3)
  transport.answer = 'delivered'
  await timers.tick(15_000)
  assert.equal(transport.requests.at(-1)!.eids, ['a', 'b', 'c'])
  assert.is(outbox.size(), 0)
})

test("a previous page's unsent events go 3 s after this one loads", async () => {
  const local = memory()
  createOutbox(local).add({ event: event('left-behind'), path: 'analytics' })
  const { delivery, transport, timers } = setup({ local })
  delivery.resumeOnLoad()
  await timers.tick(2999)
  assert.is(transport.requests.length, 0)
  await timers.tick(1)
  assert.equal(transport.requests.map((r) => r.eids), [['left-behind']])
})

test('an event the service refuses for good (400, 413, 422) is dropped, not retried', async () => {
  const { delivery, transport, outbox, timers } = setup({ answer: 'refused' })
  delivery.submit(event('bad'))
  await timers.flush()
  await timers.tick(30_000)
  assert.is(transport.requests.length, 1)
  assert.is(outbox.size(), 0)
})

test('as the page goes, everything unconfirmed leaves by beacon at once (in flight too), and stays for the next page to confirm', async () => {
  const { delivery, transport, outbox, timers } = setup({ answer: 'failed' })
  delivery.submit(event('a'))
  await timers.flush()
  transport.answer = 'beaconed'
  delivery.submit(event('b'))
  delivery.leave()
  assert.equal(transport.requests.at(-1), { path: 'analytics', eids: ['a', 'b'], leaving: true, vids: ['visitor-1', 'visitor-1'] }, 'in the same task as the page goes')
  await timers.flush()
  assert.is(transport.requests.filter((r) => r.leaving).length, 1, 'what was just submitted is not carried twice')
  delivery.leave()
  assert.is(transport.requests.filter((r) => r.leaving).length, 1, 'pagehide after visibilitychange sends nothing again')
  assert.ok(outbox.list().every((e) => typeof e.beaconAt === 'number'), 'kept, marked as carried by a beacon')
})

test('while the page is hidden, new events go by beacon', async () => {
  const { delivery, transport, timers, setHidden } = setup({ answer: 'beaconed' })
  setHidden(true)
  delivery.submit(event('late'))
  await timers.flush()
  assert.equal(transport.requests.map((r) => r.leaving), [true])
})

test('events go to their own ingest path, at most 25 a request', async () => {
  const { delivery, transport, timers } = setup()
  for (let i = 0; i < 30; i++) delivery.submit(event(`e${i}`))
  delivery.submit(event('vitals', 'cwv'), 'v3')
  await timers.flush()
  assert.equal(transport.requests.map((r) => [r.path, r.eids.length]), [['analytics', 25], ['analytics', 5], ['v3', 1]])
})

test('an event without a visitor id is given the visit’s; with none known it waits and is retried', async () => {
  const withVisitor = setup()
  withVisitor.delivery.submit(event('a', 'view', null))
  await withVisitor.timers.flush()
  assert.equal(withVisitor.transport.requests[0]!.vids, ['visitor-1'])

  const none = setup({ visitor: undefined })
  none.delivery.submit(event('b', 'view', null))
  await none.timers.flush()
  assert.is(none.transport.requests.length, 0)
  assert.is(none.outbox.size(), 1)
  await none.timers.tick(15_000)
  assert.is(none.transport.requests.length, 0, 'still no visitor id: still waiting')
})

test('offline: nothing is tried; the retry sends once back online', async () => {
  const { delivery, transport, timers, setOffline } = setup({ offline: true })
  delivery.submit(event('a'))
  await timers.flush()
  assert.is(transport.requests.length, 0)
  setOffline(false)
  await timers.tick(15_000)
  assert.is(transport.requests.length, 1)
})

test('the stack is keyed by name and eid', () => {
  assert.is(entryKey({ name: 'view', eid: 'x' }), 'view:x')
})

test.run()
