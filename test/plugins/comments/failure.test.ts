import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ErrorCode } from '../../../contracts/errors'
import { networkError, statusError } from '../../../kernel/http/errors'
import base from '../../../kernel/locales/en-us'
import conversations from '../../../plugins/comments/locales/en-us'
import { failureText } from '../../../plugins/comments/views/failure'

/** The en-us texts, by namespaced key (`base:…`, `conversations:…`). */
const t = (key: string): string => {
  const [ns, path] = key.split(':') as [string, string]
  let value: unknown = ns === 'base' ? base : conversations
  for (const part of path.split('.')) value = (value as Record<string, unknown>)[part]
  if (typeof value !== 'string') throw new Error(`no text for ${key}`)
  return value
}
const failed = (cause: unknown) => ({ error: String(cause), code: ErrorCode.ActionFailed, cause })
const refused = (reason: string, message?: string) => ({ error: 'PermissionDenied: comment.update', code: 'PermissionDenied', subject: 'comment', action: 'update', reason, ...(message ? { message } : {}) })

test('a failed request says what the service said, else a translated text chosen by its status', () => {
  assert.is(failureText(failed(statusError(403, { message: 'This conversation is closed.' })), t), 'This conversation is closed.')
  assert.is(failureText(failed(statusError(500, {})), t), base.settings.error.generic_error)
  assert.is(failureText(failed(statusError(401, {})), t), base.settings.error.unauthorized)
  assert.is(failureText(failed(networkError()), t), base.settings.error.error_fetching, 'not "Network Error"')
})

test('a refusal is told in the reader’s language; a sign-in request and an intercepted action say nothing', () => {
  assert.is(failureText(refused('expired'), t), conversations.refused.expired)
  assert.is(failureText(refused('banned', 'You are not allowed to post.'), t), conversations.refused.banned)
  assert.is(failureText(refused('not_owner'), t), conversations.refused.other)
  assert.is(failureText(refused('sign_in_required'), t), undefined)
  assert.is(failureText({ error: 'paywall', code: ErrorCode.Intercepted }, t), undefined)
})

test('a fault that is not a request shows the generic text, never its own message; a success shows nothing', () => {
  assert.is(failureText(failed(new TypeError("Cannot read properties of undefined (reading 'uuid')")), t), base.settings.error.generic_error)
  assert.is(failureText({ content_uuid: 'x' }, t), undefined)
})

test.run()
