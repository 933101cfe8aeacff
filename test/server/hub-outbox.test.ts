/**
 * The hub coalesces a socket's events (examples/server/hub-outbox.ts): a lone event leaves at once (at
 * the end of the turn it was published in) as the bare object; events close together leave as one
 * frame, a JSON array of the same objects in order, at most one frame per window; each socket's frames
 * hold only what it subscribed to; an answer to the socket's own frame never overtakes an event; the
 * events waiting count against the back-pressure limit. Time is the test's own (no sleeps).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { WebSocket } from 'ws'
import { createHub, FRAME_WINDOW_MS, SLOW_CONSUMER_CODE, type HubOptions } from '../../examples/server/hub'
import { MAX_COALESCED_CHARS } from '../../examples/server/hub-outbox'
import { testScheduler } from './scheduler'

const SITE = '6f0c3a52-2c1d-4b9e-9a51-7e3b2d1c0a11'

/** A socket as the hub sees one: the frames it was sent, parsed, and how it was closed. */
function fakeSocket() {
  const sent: string[] = []
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    closed: undefined as number | undefined,
    send: (frame: string) => void sent.push(frame),
    close(code: number) {
      socket.closed = code
      socket.readyState = 3
    },
  }
  return { socket: socket as unknown as WebSocket & typeof socket, frames: () => sent.map((frame) => JSON.parse(frame) as unknown) }
}

function setup(options: Omit<HubOptions, 'scheduler'> = {}) {
  const scheduler = testScheduler()
  const hub = createHub(undefined, { ...options, scheduler })
  const reader = (...containers: string[]) => {
    const fake = fakeSocket()
    hub.add(SITE, fake.socket)
    containers.forEach((container, i) => hub.subscribe(fake.socket, `s${i}`, { rules: { content_container_uuid: [container] } }))
    return fake
  }
  return { hub, scheduler, reader }
}

let n = 0
const event = (container = 'c-1', extra: Record<string, unknown> = {}) => ({ type: 'event', action: 'liked', content_container_uuid: container, payload: { n: ++n, ...extra } })

test('a lone event leaves at the end of the turn it was published in, alone, as the bare object', () => {
  const { hub, scheduler, reader } = setup()
  const one = reader('c-1')
  const liked = event()
  assert.is(hub.publish(SITE, liked), 1)
  scheduler.tick(0)
  assert.equal(one.frames(), [liked])
  // Long after, another lone event is not held back by the window of the one before.
  scheduler.tick(5 * FRAME_WINDOW_MS)
  const again = event()
  hub.publish(SITE, again)
  scheduler.tick(0)
  assert.equal(one.frames(), [liked, again])
})

test('events published together leave as one frame: a JSON array of the same objects, in order', () => {
  const { hub, scheduler, reader } = setup()
  const one = reader('c-1')
  const sent = [event(), event(), event()]
  for (const message of sent) hub.publish(SITE, message)
  scheduler.tick(0)
  assert.equal(one.frames(), [sent])
})

test('after a frame, what comes within the window leaves as one frame when the window ends, not later', () => {
  const { hub, scheduler, reader } = setup()
  const one = reader('c-1')
  const first = event()
  hub.publish(SITE, first)
  scheduler.tick(0)
  const second = event()
  const third = event()
  scheduler.tick(1)
  hub.publish(SITE, second)
  scheduler.tick(FRAME_WINDOW_MS - 3)
  hub.publish(SITE, third)
  scheduler.tick(1)
  assert.equal(one.frames(), [first], 'both wait for the window to end')
  scheduler.tick(1)
  assert.equal(one.frames(), [first, [second, third]], 'one frame, when the window ends')
  // Still busy: the next window's event waits for its end, alone in its frame as the bare object.
  const fourth = event()
  hub.publish(SITE, fourth)
  scheduler.tick(FRAME_WINDOW_MS - 1)
  assert.is(one.frames().length, 2)
  scheduler.tick(1)
  assert.equal(one.frames(), [first, [second, third], fourth])
})

test('each socket’s frames hold only what it subscribed to, in the order published; a notification only its recipient’s', () => {
  const { hub, scheduler, reader } = setup()
  const onA = reader('a')
  const onB = reader('b')
  const onBoth = reader('a', 'b')
  const recipient = fakeSocket()
  hub.add(SITE, recipient.socket)
  hub.subscribe(recipient.socket, 'mine', { user: 'u-1' })
  const [a1, b1, a2, c1] = [event('a'), event('b'), event('a'), event('c')]
  const notification = { notification_uuid: 'n-1', target_uuid: 'u-1' }
  for (const message of [a1, b1, a2, c1]) hub.publish(SITE, message)
  hub.notify(SITE, notification as never)
  scheduler.tick(0)
  assert.equal(onA.frames(), [[a1, a2]])
  assert.equal(onB.frames(), [b1])
  assert.equal(onBoth.frames(), [[a1, b1, a2]], 'each event once, though two subscriptions match')
  assert.equal(recipient.frames(), [{ type: 'notification', action: 'notified', subscription_id: 'mine', payload: notification }])
})

test('an answer to the socket’s own frame goes out at once, after the events waiting for their frame', () => {
  const { hub, scheduler, reader } = setup()
  const one = reader('c-1')
  const first = event()
  hub.publish(SITE, first)
  scheduler.tick(0)
  const waiting = event()
  hub.publish(SITE, waiting)
  hub.reply(one.socket, { type: 'keep-alive' })
  assert.equal(one.frames(), [first, waiting, { type: 'keep-alive' }], 'the waiting event first, then the answer, without waiting for the window')
  scheduler.tick(FRAME_WINDOW_MS)
  assert.is(one.frames().length, 3, 'nothing left to send when the window ends')
})

test('a removed socket is sent nothing of what waited for it', () => {
  const { hub, scheduler, reader } = setup()
  const one = reader('c-1')
  hub.publish(SITE, event())
  hub.remove(SITE, one.socket)
  scheduler.tick(FRAME_WINDOW_MS)
  assert.equal(one.frames(), [])
})

test('the events waiting count against the back-pressure limit: past it the socket is closed with 1013', () => {
  const { hub, scheduler, reader } = setup({ maxBufferedBytes: 1000 })
  const slow = reader('c-1')
  const fine = reader('c-1')
  const first = event()
  hub.publish(SITE, first)
  scheduler.tick(0)
  // The reader is slow: what went out is still in its connection's buffer; more waits for the window.
  slow.socket.bufferedAmount = 700
  let sent = 0
  while (slow.socket.closed === undefined && sent < 20) {
    hub.publish(SITE, event('c-1', { text: 'x'.repeat(60) }))
    sent++
  }
  assert.is(slow.socket.closed, SLOW_CONSUMER_CODE)
  assert.ok(sent < 10, `closed after ${sent} events, when its unsent bytes passed the limit`)
  assert.is(hub.publish(SITE, event()), 1, 'from then on it is skipped')
  scheduler.tick(FRAME_WINDOW_MS)
  assert.equal(slow.frames(), [first], 'nothing more went to it')
  assert.is((fine.frames()[1] as unknown[]).length, sent + 1, 'the other reader got every event')
})

test('a window’s events past the size a frame may reach leave at once; the rest when the window ends', () => {
  const { hub, scheduler, reader } = setup({ maxBufferedBytes: 64 * MAX_COALESCED_CHARS })
  const one = reader('c-1')
  hub.publish(SITE, event())
  scheduler.tick(0)
  let published = 0
  while (one.frames().length === 1 && published < 100) {
    hub.publish(SITE, event('c-1', { text: 'x'.repeat(60_000) }))
    published++
  }
  const early = one.frames()[1] as unknown[]
  assert.is(early.length, published - 1, 'the gathered ones left when the next would have passed the size')
  assert.ok(JSON.stringify(early).length <= MAX_COALESCED_CHARS)
  scheduler.tick(FRAME_WINDOW_MS)
  assert.is(one.frames().length, 3, 'the last one when the window ends')
  assert.not.ok(Array.isArray(one.frames()[2]), 'alone, as the bare object')
})

test.run()
