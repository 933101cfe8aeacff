/**
 * The realtime hub between instances under faults. A socket that cannot keep up is closed, not buffered
 * without bound. On a PostgreSQL server, an instance whose LISTEN connection is lost (the network between
 * it and the database drops) reads what it missed from the log when it listens again: every frame reaches
 * its sockets once, in order — nothing lost, nothing twice — and tells its caches to forget everything,
 * since the changes the database announced meanwhile were not heard.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { EventEmitter, once } from 'node:events'
import type { WebSocket } from 'ws'
import { createHub, SLOW_CONSUMER_CODE, type Hub } from '../../examples/server/hub'
import { migrate, openDb, type Db } from '../../examples/server/db'
import { dbProxy } from './db-proxy'
import { testScheduler } from './scheduler'
import { messagesOf } from './sockets'

const SITE = '6f0c3a52-2c1d-4b9e-9a51-7e3b2d1c0a11'

/** A socket as the hub sees one, recording what it was sent and how it was closed. */
function fakeSocket(bufferedAmount = 0) {
  const frames: string[] = []
  const arrived = new EventEmitter()
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount,
    closed: undefined as number | undefined,
    send(frame: string) {
      frames.push(frame)
      arrived.emit('frame')
    },
    close(code: number) {
      socket.closed = code
      socket.readyState = 3
    },
  }
  return {
    socket: socket as unknown as WebSocket & typeof socket,
    frames,
    /** Resolves once `n` events have arrived (a failure after 10 s, not a hang). */
    async until(n: number) {
      const giveUp = setTimeout(() => arrived.emit('timeout'), 10_000)
      try {
        while (numbers(frames).length < n) {
          const [event] = await Promise.race([once(arrived, 'frame').then(() => ['frame']), once(arrived, 'timeout').then(() => ['timeout'])])
          if (event === 'timeout') throw new Error(`${numbers(frames).length} of ${n} events arrived within 10 s`)
        }
      } finally {
        clearTimeout(giveUp)
      }
    },
  }
}

const event = (n: number) => ({ type: 'event', action: 'created', content_container_uuid: 'c-1', payload: { n } })
/** The events' numbers, read out of the frames (a frame holds several when they come close together). */
const numbers = (frames: string[]) => frames.flatMap((frame) => messagesOf(frame).map((message) => (message as { payload: { n: number } }).payload.n))

test('a socket that cannot keep up is closed with 1013 (try again later) instead of buffering more', () => {
  const scheduler = testScheduler()
  const hub = createHub(undefined, { maxBufferedBytes: 1000, scheduler })
  const keeping = fakeSocket(0)
  const stalled = fakeSocket(1001)
  for (const { socket } of [keeping, stalled]) {
    hub.add(SITE, socket)
    hub.subscribe(socket, 's', { rules: { content_container_uuid: ['c-1'] } })
  }
  assert.is(hub.publish(SITE, event(1)), 1)
  scheduler.tick(0)
  assert.equal(numbers(keeping.frames), [1])
  assert.equal(stalled.frames, [], 'nothing more is queued for it')
  assert.is(stalled.socket.closed, SLOW_CONSUMER_CODE)
  assert.is(hub.publish(SITE, event(2)), 1, 'a closed socket is skipped from then on')
})

const url = process.env.DATABASE_URL
if (url) {
  test('an instance that lost its LISTEN connection gets every frame sent meanwhile, once and in order', async () => {
    const publisherDb = await openDb({ databaseUrl: url })
    await migrate(publisherDb)
    // The second instance reaches the database through a proxy that can drop it and refuse it for a while.
    const proxy = await dbProxy(url)
    const states = new EventEmitter()
    const listenerDb: Db = await openDb({ databaseUrl: proxy.url, listen: { retryDelay: () => 20, onState: (state) => states.emit(state) } })
    const publisher: Hub = createHub(publisherDb)
    const listener: Hub = createHub(listenerDb, { onError: () => undefined })
    try {
      await Promise.all([publisher.ready, listener.ready])
      const reader = fakeSocket()
      listener.add(SITE, reader.socket)
      listener.subscribe(reader.socket, 's', { rules: { content_container_uuid: ['c-1'] } })
      publisher.publish(SITE, event(0))
      await reader.until(1)

      // What the database says was written while it was cut off is not heard: caches forget everything.
      const changes: string[] = []
      listener.onChange((scope) => changes.push(scope))
      // The network drops: the listening connection (and every other through the proxy) is gone.
      proxy.refusing = true
      const lost = once(states, 'lost')
      proxy.drop()
      await lost
      for (let n = 1; n <= 5; n++) publisher.publish(SITE, event(n))
      // Every one of them is in the log before the network comes back.
      for (;;) {
        const [row] = await publisherDb.query<{ n: string }>(`select count(*) as n from realtime_log where payload like '%"n":5}%'`)
        if (Number(row?.n) > 0) break
        await new Promise((resolve) => setImmediate(resolve))
      }
      assert.equal(numbers(reader.frames), [0], 'nothing arrived while it was cut off')

      const restored = once(states, 'restored')
      proxy.refusing = false
      await restored
      assert.equal(changes, ['*'], 'told to forget what it may have missed')
      await reader.until(6)
      publisher.publish(SITE, event(6))
      await reader.until(7)
      assert.equal(numbers(reader.frames), [0, 1, 2, 3, 4, 5, 6], 'each once, in order')
    } finally {
      await listener.close()
      await publisher.close()
      await listenerDb.close()
      await publisherDb.close()
      proxy.close()
    }
  })
}

test.run()
