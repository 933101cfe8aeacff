/** How every widget words a failed action (document 1 §8, document 2 §8): one helper, in the kernel. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ErrorCode } from '../../contracts/errors'
import { actionFailureMessage, rejectedField, requestFailure } from '../../kernel/error-message'
import { readerError, VfError } from '../../kernel/errors'
import { heldError, networkError, statusError, timeoutError } from '../../kernel/http/errors'

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

// The Finnish base texts, looked up by key; placeholders left for errorMessage to fill, as a key-only translator does.
const fi = async () => {
  const messages = (await import('../../kernel/locales/fi-fi')).default as unknown as Record<string, Record<string, string>>
  return (key: string) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages)
    return typeof found === 'string' ? found : key
  }
}

test('a ban answer is worded in the reader’s language with its reason and end, not in the service’s English', async () => {
  const t = await fi()
  const posting = statusError(403, { message: 'This account is banned from posting.', api_code: 65540, reason: 'Spam', end_date: Date.UTC(2026, 11, 24, 12) / 1000, permanent: false })
  const said = say(failed(posting))!
  // (actionFailureMessage, with the Finnish texts and date)
  const finnish = actionFailureMessage(failed(posting), t, refusal, 'fi-fi')!
  assert.not.match(finnish, 'banned')
  assert.ok(finnish.startsWith(t('ban.banned_from_posting')), finnish)
  assert.match(finnish, t('ban.reason').replace('{{reason}}', 'Spam'))
  assert.match(finnish, t('ban.until').replace('{{date}}', '24. joulukuuta 2026'))
  assert.not.match(finnish, '{{')
  assert.is(said, 't(ban.banned_from_posting) t(ban.reason) t(ban.until)', 'the keys of the base namespace')
  assert.is(actionFailureMessage(failed(statusError(403, { message: 'This account is banned from signing in.', api_code: 262151, permanent: true })), t, refusal, 'fi-fi'), `${t('ban.login_banned')} ${t('ban.permanent')}`)
  assert.is(actionFailureMessage(failed(statusError(403, { message: 'Signing up is not allowed for this address.', api_code: 458753 })), t, refusal, 'fi-fi'), t('ban.signup_banned'))
})

test('a request held back by the service’s Retry-After says how long to wait, in the reader’s words; an answer’s own message still comes first', async () => {
  const t = await fi()
  assert.is(actionFailureMessage(failed(heldError(29_400)), t, refusal, 'fi-fi'), t('settings.error.retry_after').replace('{{when}}', '30 sekunnin päästä'))
  const en = (await import('../../kernel/locales/en-us')).default.settings.error.retry_after
  assert.is(actionFailureMessage(failed(heldError(150_000)), (key) => (key === 'settings.error.retry_after' ? en : key), refusal, 'en-us'), 'Too many requests right now. Please try again in 3 minutes.')
  const answered = Object.assign(statusError(429, { message: 'Too many attempts. Please wait a minute and try again.' }), { retryAfterMs: 60_000 })
  assert.is(say(failed(answered)), 'Too many attempts. Please wait a minute and try again.')
})

test('a translator that fills values itself is used as it is', () => {
  const t = (key: string, values?: Record<string, unknown>) => (key === 'ban.reason' ? `Grund: ${String(values?.reason)}` : key === 'ban.until' ? `Bis ${String(values?.date)}.` : key === 'ban.banned_from_posting' ? 'Gesperrt.' : key)
  const answer = statusError(403, { message: 'This account is banned from posting.', api_code: 65540, reason: 'Spam', end_date: Date.UTC(2026, 11, 24, 12) })
  assert.is(actionFailureMessage(failed(answer), t, refusal, 'de-de'), 'Gesperrt. Grund: Spam Bis 24. Dezember 2026.')
})

test('an answer the product does not understand keeps the service’s message: no mapping is guessed', () => {
  assert.is(say(failed(statusError(403, { message: 'Please verify your e-mail address before posting again.' }))), 'Please verify your e-mail address before posting again.')
  assert.is(say(failed(statusError(403, { message: 'Something new.', api_code: 12345 }))), 'Something new.', 'an api_code that is not a ban we know')
  assert.is(say(failed(statusError(403, { message: 'x', api_code: '65540' }))), 'x', 'only a numeric code')
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

test('the body field a failed request rejected, for a form to mark it; none for any other answer', () => {
  assert.is(rejectedField(failed(statusError(400, { message: 'body/password must NOT have fewer than 10 characters' }))), 'password')
  assert.is(rejectedField(failed(statusError(400, { message: 'The e-mail is taken.' }))), undefined)
  assert.is(rejectedField(failed(statusError(409, { message: 'body/email' }))), undefined)
  assert.is(rejectedField(failed(statusError(409, { message: 'This name is already taken on this site. Please choose another one.', field: 'name' }))), 'name')
  assert.is(rejectedField(failed(statusError(400, { message: 'Bad', field: 'not a field name' }))), undefined)
  assert.is(rejectedField(failed(statusError(500, { message: 'x', field: 'name' }))), undefined)
  assert.is(rejectedField(failed(networkError())), undefined)
})

test.run()
