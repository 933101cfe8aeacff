import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { errorMessage } from '../../kernel/error-message'
import { HttpError } from '../../kernel/http/errors'
import { createRequestStatus } from '../../kernel/request-status'
import { fakeTimers } from '../support/fake-timers'

test('pending, then success that clears itself after 4000 ms', async () => {
  const timers = fakeTimers()
  const status = createRequestStatus({ timers })
  let changes = 0
  status.subscribe(() => changes++)
  status.start('post')
  assert.equal(status.get('post'), { status: 'pending' })
  status.succeed('post', 'Posted')
  assert.equal(status.get('post'), { status: 'success', message: 'Posted' })
  await timers.tick(3999)
  assert.is(status.get('post').status, 'success')
  await timers.tick(1)
  assert.equal(status.get('post'), { status: 'none' })
  assert.is(changes, 3)
})

test('errors clear after 4000 ms too; Infinity or null keeps them', async () => {
  const timers = fakeTimers()
  const status = createRequestStatus({ timers })
  status.fail('a', 'Failed')
  status.fail('b', 'Kept', { timeoutMs: Infinity })
  status.fail('c', 'Kept too', { timeoutMs: null })
  await timers.tick(60_000)
  assert.equal(status.get('a'), { status: 'none' })
  assert.equal(status.get('b'), { status: 'error', message: 'Kept' })
  assert.equal(status.get('c'), { status: 'error', message: 'Kept too' })
})

test('a newer status cancels the older one’s clearing; pending never clears itself', async () => {
  const timers = fakeTimers()
  const status = createRequestStatus({ timers })
  status.succeed('k')
  await timers.tick(3000)
  status.start('k')
  await timers.tick(10_000)
  assert.equal(status.get('k'), { status: 'pending' })
  status.fail('k', 'x', { timeoutMs: 100 })
  await timers.tick(100)
  assert.equal(status.get('k'), { status: 'none' })
})

test('the error message: the answer’s own message, else a translated string by error_status', () => {
  const t = (key: string) => `t(${key})`
  assert.is(errorMessage(new HttpError('HttpError', 'x', 400, { message: 'Your comment is too long.' }), t), 'Your comment is too long.')
  assert.is(errorMessage(new HttpError('HttpError', 'x', 401, {}), t), 't(settings.error.unauthorized)')
  assert.is(errorMessage(new HttpError('NetworkError', 'Network Error', 0), t), 't(settings.error.error_fetching)')
  assert.is(errorMessage(new HttpError('HttpError', 'x', 500, { error_status: 500 }), t), 't(settings.error.generic_error)')
  assert.is(errorMessage(new Error('plain'), t), 't(settings.error.error_fetching)')
})

test.run()
