import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { HttpError, networkError, statusError } from '../../../kernel/http/errors'
import { banError, normaliseFailure } from '../../../plugins/session/failures'

test('ban codes: 65540, 262151, 458753, else something_went_wrong', () => {
  assert.is(banError(65540), 'banned_from_posting')
  assert.is(banError(262151), 'login_banned')
  assert.is(banError(458753), 'signup_banned')
  assert.is(banError(1), 'something_went_wrong')
  assert.is(banError(undefined), 'something_went_wrong')
  assert.is(banError('262151'), 'something_went_wrong')
})

test('a banned login becomes login_banned with the reason, the end date in ms and permanence', () => {
  const error = new HttpError('HttpError', 'This account is banned from signing in.', 403, { api_code: 262151, reason: 'abuse', end_date: 1_900_000_000, permanent: false })
  assert.equal(normaliseFailure(error, 'email', 'a@b.c'), { loginType: 'email', email: 'a@b.c', error: 'login_banned', reason: 'abuse', end_date: 1_900_000_000_000, permanent: false })
  const posting = new HttpError('HttpError', 'x', 403, { api_code: 65540, permanent: true })
  assert.equal(normaliseFailure(posting, 'cookie'), { loginType: 'cookie', error: 'banned_from_posting', permanent: true })
})

test('an unknown positive api_code on a login is still a ban', () => {
  assert.is(normaliseFailure(new HttpError('HttpError', 'x', 403, { api_code: 7 }), 'email').error, 'login_banned')
})

test('other failures keep the server’s message', () => {
  assert.equal(normaliseFailure(new HttpError('HttpError', 'The e-mail or password is not correct.', 401, { error_status: 401 }), 'email'), { loginType: 'email', error: 'The e-mail or password is not correct.' })
  assert.equal(normaliseFailure(new Error('Network Error'), 'openIdConnect'), { loginType: 'openIdConnect', error: 'Network Error' })
})

test('a failed request keeps the answer’s own message, not the transport’s "Request failed with status code {n}"', () => {
  assert.equal(normaliseFailure(statusError(401, { message: 'The e-mail or password is not correct.', error_status: 401 }), 'email', 'a@b.c'), {
    loginType: 'email',
    email: 'a@b.c',
    error: 'The e-mail or password is not correct.',
  })
  assert.is(normaliseFailure(statusError(502, {}), 'cookie').error, 'Request failed with status code 502', 'no message of its own: the transport’s')
  assert.is(normaliseFailure(networkError(), 'cookie').error, 'Network Error')
})

test.run()
