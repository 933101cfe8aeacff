import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { VfError, isVfError } from '../../kernel/errors'
import { withTimeout } from '../../kernel/with-timeout'
import { fakeTimers } from '../support/fake-timers'

test('resolves with the work’s value and clears its timer', async () => {
  const timers = fakeTimers()
  assert.is(await withTimeout(async () => 42, { ms: 100, timers }), 42)
  assert.is(timers.pending, 0)
})

test('rejects with a coded Timeout "timeout of {n}ms exceeded" and aborts the work’s signal', async () => {
  const timers = fakeTimers()
  let signal: AbortSignal | undefined
  const pending = withTimeout((s) => {
    signal = s
    return new Promise(() => {})
  }, { ms: 250, timers }).catch((error: unknown) => error)
  await timers.tick(250)
  const error = await pending
  assert.ok(isVfError(error, 'Timeout'))
  assert.is((error as Error).message, 'timeout of 250ms exceeded')
  assert.ok(signal?.aborted)
})

test('a custom timeout error is used when given', async () => {
  const timers = fakeTimers()
  const pending = withTimeout(() => new Promise(() => {}), { ms: 5, timers, onTimeout: () => new VfError('InterceptorTimeout', 'InterceptorTimeout') }).catch((e: unknown) => e)
  await timers.tick(5)
  assert.ok(isVfError(await pending, 'InterceptorTimeout'))
})

test('no budget (0, negative or Infinity) waits as long as the work needs and sets no timer', async () => {
  const timers = fakeTimers()
  for (const ms of [0, -1, Infinity]) {
    let resolve!: (v: string) => void
    const pending = withTimeout(() => new Promise<string>((r) => (resolve = r)), { ms, timers })
    assert.is(timers.pending, 0)
    await timers.tick(1_000_000)
    resolve('done')
    assert.is(await pending, 'done')
  }
})

test('an outer signal aborts with "Request aborted" and stops the work', async () => {
  const timers = fakeTimers()
  const outer = new AbortController()
  let inner: AbortSignal | undefined
  const pending = withTimeout((s) => {
    inner = s
    return new Promise(() => {})
  }, { ms: 1000, timers, signal: outer.signal }).catch((e: unknown) => e)
  outer.abort()
  const error = await pending
  assert.ok(isVfError(error, 'Aborted'))
  assert.is((error as Error).message, 'Request aborted')
  assert.ok(inner?.aborted)
  assert.is(timers.pending, 0)
})

test('an already-aborted signal rejects without running the work', async () => {
  const outer = new AbortController()
  outer.abort()
  let ran = false
  const error = await withTimeout(() => {
    ran = true
  }, { ms: 10, signal: outer.signal }).catch((e: unknown) => e)
  assert.ok(isVfError(error, 'Aborted'))
  assert.is(ran, false)
})

test('work that throws synchronously rejects with that error and clears the timer', async () => {
  const timers = fakeTimers()
  const boom = new Error('sync')
  const error = await withTimeout(() => {
    throw boom
  }, { ms: 10, timers }).catch((e: unknown) => e)
  assert.is(error, boom)
  assert.is(timers.pending, 0)
})

test.run()
