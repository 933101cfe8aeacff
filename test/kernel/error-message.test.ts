/** How every widget words a failed action (document 1 §8, document 2 §8): one helper, in the kernel. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ErrorCode } from '../../contracts/errors'
import { actionFailureMessage, requestFailure } from '../../kernel/error-message'
import { readerError, VfError } from '../../kernel/errors'
import { networkError, statusError, timeoutError } from '../../kernel/http/errors'

const t = (key: string) => `t(${key})`
const refusal = ({ reason }: { reason: string }) => `refused(${reason})`
const failed = (cause: unknown) => ({ error: cause instanceof Error ? cause.message : String(cause), code: ErrorCode.ActionFailed, cause })
const refused = (reason: string) => ({ error: 'PermissionDenied: user.login', code: ErrorCode.PermissionDenied, subject: 'user', action: 'login', reason })
const say = (outcome: unknown) => actionFailureMessage(outcome, t, refusal)

test('a failed request: the answer’s message, else a translated text by status — never the transport’s words', () => {
  assert.is(say(failed(statusError(400, { message: 'This verification link is invalid or has expired.' }))), 'This verification link is invalid or has expired.')
  assert.is(say(failed(statusError(502, {}))), 't(settings.error.generic_error)', 'not "Request failed with status code 502"')
  assert.is(say(failed(statusError(401, {}))), 't(settings.error.unauthorized)')
  assert.is(say(failed(networkError())), 't(settings.error.error_fetching)', 'not "Network Error"')
  assert.is(say(failed(timeoutError(10_000))), 't(settings.error.error_fetching)', 'not "timeout of 10000ms exceeded"')
})

test('a failure a plugin reworded for the page ("Logout failed") is told by the request it was made from', () => {
  assert.is(say(failed(new Error('Logout failed', { cause: statusError(502, {}) }))), 't(settings.error.generic_error)')
  assert.is(say(failed(new Error('Logout failed', { cause: networkError() }))), 't(settings.error.error_fetching)')
  assert.is(say(failed(new Error('The e-mail or password is not correct.', { cause: statusError(401, { message: 'The e-mail or password is not correct.' }) }))), 'The e-mail or password is not correct.')
  assert.is(say(failed(new Error('Logout failed'))), 't(settings.error.generic_error)', 'no request behind it: the generic text')
})

test('a refusal in the plugin’s words; nothing for a sign-in request or an intercepted action', () => {
  assert.is(say(refused('disabled_by_settings')), 'refused(disabled_by_settings)', 'not "PermissionDenied: user.login"')
  assert.is(say(refused('sign_in_required')), undefined)
  assert.is(say({ error: 'paywall', code: ErrorCode.Intercepted }), undefined)
})

test('what the reader asked for that cannot be done is told in its own (translated) words; an error meant for developers is not', () => {
  assert.is(say(failed(readerError('Choose a picture first.'))), 'Choose a picture first.')
  assert.is(say(failed(new VfError(ErrorCode.InvalidArgument, 'Unsupported service_type'))), 't(settings.error.generic_error)')
})

test('any other fault is ours: the generic text; a success says nothing', () => {
  assert.is(say(failed(new TypeError('x is undefined'))), 't(settings.error.generic_error)')
  assert.is(say({ error: 'InterceptorTimeout', code: ErrorCode.InterceptorTimeout }), 't(settings.error.generic_error)')
  assert.is(say({ error: 'ActionUndefined: a.b', code: ErrorCode.ActionUndefined }), 't(settings.error.generic_error)')
  assert.is(say({ sent: true }), undefined)
  assert.is(say(undefined), undefined)
})

test('the request behind an error is found through a few causes, and a cycle does not hang', () => {
  const request = statusError(500, {})
  assert.is(requestFailure(request), request)
  assert.is(requestFailure(new Error('a', { cause: new Error('b', { cause: request }) })), request)
  const loop: { cause?: unknown } = {}
  loop.cause = loop
  assert.is(requestFailure(loop), undefined)
  assert.is(requestFailure('Network Error'), undefined)
})

test.run()
