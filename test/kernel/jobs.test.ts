import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createJobQueue } from '../../kernel/jobs'
import { recordingLogger } from '../support/console'
import { flushMicrotasks } from '../support/fake-timers'

function deferred<T = void>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

test('jobs run one at a time, in order', async () => {
  const queue = createJobQueue(recordingLogger().logger)
  const log: string[] = []
  const first = deferred()
  const a = queue.enqueue('mount', async () => {
    log.push('a start')
    await first.promise
    log.push('a end')
    return 'A'
  })
  const b = queue.enqueue('unmount', () => {
    log.push('b')
    return 'B'
  })
  await flushMicrotasks()
  assert.equal(log, ['a start'])
  assert.is(queue.size, 2)
  first.resolve()
  assert.equal(await a.done, { status: 'done', value: 'A' })
  assert.equal(await b.done, { status: 'done', value: 'B' })
  assert.equal(log, ['a start', 'a end', 'b'])
  assert.is(queue.size, 0)
})

test('a failing job is reported and the queue goes on; done never rejects', async () => {
  const { logger, out } = recordingLogger()
  const queue = createJobQueue(logger)
  const boom = new Error('mount failed')
  const a = queue.enqueue('mount', () => {
    throw boom
  })
  const b = queue.enqueue('async-fail', async () => {
    throw new Error('later')
  })
  const c = queue.enqueue('next', () => 'still runs')
  assert.equal(await a.done, { status: 'failed', error: boom })
  assert.is((await b.done).status, 'failed')
  assert.equal(await c.done, { status: 'done', value: 'still runs' })
  assert.is(out.error.length, 2)
  assert.match(out.error[0]!, 'The page job "mount" failed; the next job runs.')
})

test('a waiting job can be cancelled and never runs', async () => {
  const queue = createJobQueue(recordingLogger().logger)
  const gate = deferred()
  let ran = false
  queue.enqueue('slow', () => gate.promise)
  const b = queue.enqueue('cancelled', () => {
    ran = true
  })
  assert.is(b.cancel(), true)
  assert.is(b.cancel(), false)
  gate.resolve()
  assert.equal(await b.done, { status: 'cancelled' })
  await queue.idle()
  assert.is(ran, false)
})

test('cancelling a running job aborts its signal and the queue moves on without waiting for it', async () => {
  const queue = createJobQueue(recordingLogger().logger)
  let signal: AbortSignal | undefined
  const stuck = queue.enqueue('stuck', (s) => {
    signal = s
    return new Promise(() => {})
  })
  const next = queue.enqueue('next', () => 'ran')
  await flushMicrotasks()
  stuck.cancel()
  assert.ok(signal?.aborted)
  assert.equal(await stuck.done, { status: 'cancelled' })
  assert.equal(await next.done, { status: 'done', value: 'ran' })
})

test('clear cancels everything; idle resolves when the queue is empty', async () => {
  const queue = createJobQueue(recordingLogger().logger)
  const a = queue.enqueue('a', () => new Promise(() => {}))
  const b = queue.enqueue('b', () => 'b')
  await flushMicrotasks()
  queue.clear()
  assert.equal(await a.done, { status: 'cancelled' })
  assert.equal(await b.done, { status: 'cancelled' })
  await queue.idle()
  assert.is(queue.size, 0)
})

test.run()
