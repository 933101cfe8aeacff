/**
 * The data layer's LISTEN (the realtime hub's link between instances). On a PostgreSQL server a lost
 * listening connection is opened again, with backoff, until stopped, and hears NOTIFY again; it says
 * once that it was lost and once that it is back. PGlite never loses it. Backoff is injected: nothing
 * here sleeps, every step waits for the event it needs.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { randomBytes } from 'node:crypto'
import { EventEmitter, once } from 'node:events'
import { openDb, type Db, type ListenOptions } from '../../examples/server/db'
import { dbProxy } from './db-proxy'

const url = process.env.DATABASE_URL
const opened: Db[] = []
test.after(async () => {
  for (const db of opened) await db.close()
})

/** `promise`, or a failure naming `what` after 10 s: a broken reconnection fails the test, not hangs it. */
async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const giveUp = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`No ${what} within 10 s`)), 10_000)))
  return Promise.race([promise, giveUp]).finally(() => clearTimeout(timer))
}

/** A channel no other test uses. */
const channel = () => `vf_test_${randomBytes(6).toString('hex')}`

/** Payloads heard, read in order. */
function hearing() {
  const heard = new EventEmitter()
  const queue: string[] = []
  return {
    onPayload: (payload: string) => {
      queue.push(payload)
      heard.emit('payload')
    },
    async next() {
      while (!queue.length) await within(once(heard, 'payload'), 'payload')
      return queue.shift()!
    },
    /** Heard and not read yet. */
    unread: () => queue.length,
  }
}

/** The listening connection's states as events, and the backoff's attempts. */
function watching(delay: (attempt: number) => number) {
  const events = new EventEmitter()
  const states: string[] = []
  const attempts: number[] = []
  const options: ListenOptions = {
    retryDelay: (attempt) => {
      attempts.push(attempt)
      return delay(attempt)
    },
    onState: (state) => {
      states.push(state)
      events.emit(state)
    },
  }
  return { events, states, attempts, options }
}

if (url) {
  const killed: number[] = []
  /** Ends the server side of the connection listening on `name`, as an administrator or a failover would. */
  const kill = async (db: Db, name: string) => {
    const rows = await db.query<{ pid: number; done: boolean }>(
      'select pid, pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and query = $1 and pid <> all($2::int[])',
      [`listen "${name}"`, killed],
    )
    assert.equal(rows.map((r) => r.done), [true], 'one listening connection ended')
    killed.push(...rows.map((r) => r.pid))
  }
  const listening = async (db: Db, name: string) =>
    (await db.query('select 1 from pg_stat_activity where datname = current_database() and query = $1 and pid <> all($2::int[])', [`listen "${name}"`, killed])).length

  test('a lost LISTEN connection comes back and hears NOTIFY again, each time it is lost', async () => {
    const watch = watching(() => 0)
    const db = await openDb({ databaseUrl: url, listen: watch.options })
    opened.push(db)
    const name = channel()
    const ears = hearing()
    const stop = await db.listen(name, ears.onPayload)
    await db.query('select pg_notify($1, $2)', [name, 'before'])
    assert.is(await ears.next(), 'before')

    for (const round of [1, 2]) {
      const lost = once(watch.events, 'lost')
      const restored = once(watch.events, 'restored')
      await kill(db, name)
      await within(lost, '"lost"')
      await within(restored, '"restored"')
      await db.query('select pg_notify($1, $2)', [name, `after ${round}`])
      assert.is(await ears.next(), `after ${round}`, 'heard on the new connection')
    }
    assert.equal(watch.states, ['lost', 'restored', 'lost', 'restored'], 'said once per loss and once per return')
    assert.equal(watch.attempts, [1, 1], 'the backoff starts over after a success')
    await stop()
    assert.is(await listening(db, name), 0, 'stopping ends the connection')
  })

  test('while the server cannot be reached it keeps trying, and says it was lost only once', async () => {
    const db = await openDb({ databaseUrl: url })
    opened.push(db)
    // The listener reaches the server through a proxy here, which refuses connections until told not to.
    const proxy = await dbProxy(url)
    // The third attempt gets through; the two before it are refused.
    const watch = watching((attempt) => {
      if (attempt === 3) proxy.refusing = false
      return 0
    })
    try {
      const listener = await openDb({ databaseUrl: proxy.url, listen: watch.options })
      opened.push(listener)
      const name = channel()
      const ears = hearing()
      const stop = await listener.listen(name, ears.onPayload)
      proxy.refusing = true
      const restored = once(watch.events, 'restored')
      await kill(db, name)
      await within(restored, '"restored"')
      assert.equal(watch.attempts, [1, 2, 3])
      assert.equal(watch.states, ['lost', 'restored'])
      await db.query('select pg_notify($1, $2)', [name, 'back'])
      assert.is(await ears.next(), 'back')
      await stop()
    } finally {
      proxy.close()
    }
  })

  test('stopping while it waits to reconnect ends it there: no timer, no connection left', async () => {
    const watch = watching(() => 3_600_000)
    const db = await openDb({ databaseUrl: url, listen: watch.options })
    opened.push(db)
    const name = channel()
    const stop = await db.listen(name, () => undefined)
    const lost = once(watch.events, 'lost')
    await kill(db, name)
    await within(lost, '"lost"')
    await stop()
    assert.equal(watch.states, ['lost'])
    assert.equal(watch.attempts, [1])
    assert.is(await listening(db, name), 0)
  })
} else {
  test('PGlite: a listener hears NOTIFY until it is stopped', async () => {
    const db = await openDb({})
    opened.push(db)
    const name = channel()
    const stopped = hearing()
    const going = hearing()
    const stop = await db.listen(name, stopped.onPayload)
    await db.listen(name, going.onPayload)
    await db.query('select pg_notify($1, $2)', [name, 'one'])
    assert.is(await stopped.next(), 'one')
    assert.is(await going.next(), 'one')
    await stop()
    await db.query('select pg_notify($1, $2)', [name, 'two'])
    await db.query('select pg_notify($1, $2)', [name, 'three'])
    assert.is(await going.next(), 'two')
    assert.is(await going.next(), 'three')
    // Both heard the same NOTIFYs, in order: the stopped one has heard nothing by now.
    assert.is(stopped.unread(), 0)
  })
}

test.run()
