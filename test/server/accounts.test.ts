/** Sign-up, verification, password reset, the outbox and the rate limits, against a real store. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Db } from '../../examples/server/db'
import { DEMO_ACCOUNTS } from '../../examples/server/seed'
import { startTestService, type TestService } from './support'

let service: TestService
let db: Db
let app: TestService['app']
let now = 1_000_000

test.before(async () => {
  service = await startTestService({ now: () => now })
  ;({ db, app } = service)
})
test.after(async () => {
  await service?.close()
})

const captcha = async () => (await app.inject({ method: 'GET', url: '/dev/captcha' })).json().result.token as string
let nextIp = 1
/** Each call from its own address unless one is given, so only the rate-limit test meets the limit. */
const signup = async (body: Record<string, unknown>, ip = `10.0.3.${nextIp++}`) => app.inject({ method: 'POST', url: '/v2/users', remoteAddress: ip, headers: { host: 'localhost:8080' }, payload: body })
const outbox = async () => (await app.inject({ method: 'GET', url: '/dev/outbox.json' })).json().result as Array<{ to_email: string; subject: string; link: string }>
const tokenOf = (link: string) => new URL(link).searchParams.get('verification_token')!

test('sign-up with a valid captcha creates a pending account, signs it in and sends a verification link', async () => {
  const res = await signup({ name: 'Nia Newcomer', email: 'Nia@Example.org', password: 'long-enough-pw', login: true, 'g-recaptcha-response': await captcha() })
  assert.is(res.statusCode, 200)
  const body = res.json()
  assert.is(body.result.isNewUser, true)
  assert.is(body.result.user.email, 'nia@example.org')
  assert.is(body.result.user.email_verification_status, 'pending_new')
  assert.type(body.access_token, 'string')
  const [mail] = await outbox()
  assert.is(mail!.to_email, 'nia@example.org')
  assert.is(mail!.subject, 'Confirm your e-mail address')
  assert.match(mail!.link, 'http://localhost:8080/?verification_type=emailverification&verification_token=')
  const verified = await app.inject({ method: 'POST', url: '/v2/users/verify-email', payload: { token: tokenOf(mail!.link) } })
  assert.is(verified.json().result.email_verification_status, 'approved')
  const again = await app.inject({ method: 'POST', url: '/v2/users/verify-email', payload: { token: tokenOf(mail!.link) } })
  assert.equal(again.json(), { message: 'This verification link is invalid or has expired.', error_status: 400 })
})

test('sign-up refuses a missing, forged or reused captcha answer', async () => {
  const token = await captcha()
  assert.is((await signup({ name: 'A', email: 'a1@example.org', password: 'long-enough-pw', 'g-recaptcha-response': token })).statusCode, 200)
  const reused = await signup({ name: 'B', email: 'b1@example.org', password: 'long-enough-pw', 'g-recaptcha-response': token })
  assert.equal(reused.json(), { message: 'The captcha answer is missing or has expired. Please try again.', error_status: 400 })
  assert.is((await signup({ name: 'B', email: 'b1@example.org', password: 'long-enough-pw', 'g-recaptcha-response': 'forged-answer-123' })).statusCode, 400)
  assert.is((await signup({ name: 'B', email: 'b1@example.org', password: 'long-enough-pw' })).statusCode, 400)
})

test('sign-up: bad input, a taken e-mail, and a signup-banned address (458753)', async () => {
  const weak = await signup({ name: 'C', email: 'c@example.org', password: 'short', 'g-recaptcha-response': await captcha() })
  assert.is(weak.statusCode, 400)
  assert.match(weak.json().message, 'password')
  const badEmail = await signup({ name: 'C', email: 'not-an-email', password: 'long-enough-pw', 'g-recaptcha-response': await captcha() })
  assert.is(badEmail.statusCode, 400)
  const taken = await signup({ name: 'C', email: DEMO_ACCOUNTS[2]!.email.toUpperCase(), password: 'long-enough-pw', 'g-recaptcha-response': await captcha() })
  assert.equal(taken.json(), { message: 'An account with this e-mail already exists. Try signing in instead.', error_status: 409 })
  const banned = await signup({ name: 'D', email: 'd@banned.example', password: 'long-enough-pw', 'g-recaptcha-response': await captcha() })
  assert.is(banned.statusCode, 403)
  assert.is(banned.json().api_code, 458753)
})

test('password reset: the same answer for any address; the link sets a new password once and ends old sessions', async () => {
  const reader = DEMO_ACCOUNTS[2]!
  const session = (await app.inject({ method: 'POST', url: '/v2/users/login', remoteAddress: '10.9.9.9', payload: { email: reader.email, password: reader.password } })).json()
  const unknown = await app.inject({ method: 'POST', url: '/v2/account/password', headers: { host: 'localhost:8080' }, payload: { email: 'nobody@example.org' } })
  const known = await app.inject({ method: 'POST', url: '/v2/account/password', headers: { host: 'localhost:8080' }, payload: { email: reader.email } })
  assert.equal(unknown.json(), known.json())
  const mail = (await outbox()).find((m) => m.to_email === reader.email && m.subject === 'Reset your password')!
  assert.match(mail.link, 'verification_type=reset')
  const reset = await app.inject({ method: 'PUT', url: '/v2/account/password', payload: { token: tokenOf(mail.link), password: 'a-brand-new-password' } })
  assert.equal(reset.json(), { result: { reset: true } })
  const reuse = await app.inject({ method: 'PUT', url: '/v2/account/password', payload: { token: tokenOf(mail.link), password: 'another-password' } })
  assert.equal(reuse.json(), { message: 'This password reset link is invalid or has expired.', error_status: 400 })
  const old = await app.inject({ method: 'GET', url: '/v2/users/refreshusertoken', headers: { authorization: `Bearer ${session.refresh_token}` } })
  assert.is(old.statusCode, 401, 'the session from before the reset is over')
  const fresh = await app.inject({ method: 'POST', url: '/v2/users/login', remoteAddress: '10.9.9.8', payload: { email: reader.email, password: 'a-brand-new-password' } })
  assert.is(fresh.statusCode, 200)
})

test('the outbox page lists the e-mails with their links, escaped', async () => {
  const page = await app.inject({ method: 'GET', url: '/dev/outbox' })
  assert.match(String(page.headers['content-type']), 'text/html')
  assert.match(page.body, 'Development outbox')
  assert.match(page.body, 'verification_type=emailverification')
})

test('sign-in and sign-up are rate limited per address; the window slides', async () => {
  const attempt = () => app.inject({ method: 'POST', url: '/v2/users/login', remoteAddress: '10.1.1.1', payload: { email: 'x@example.org', password: 'nope' } })
  for (let i = 0; i < 10; i++) assert.is((await attempt()).statusCode, 401)
  const limited = await attempt()
  assert.is(limited.statusCode, 429)
  assert.equal(limited.json(), { message: 'Too many attempts. Please wait a minute and try again.', error_status: 429 })
  assert.is(limited.headers['retry-after'], '60')
  const elsewhere = await app.inject({ method: 'POST', url: '/v2/users/login', remoteAddress: '10.1.1.2', payload: { email: 'x@example.org', password: 'nope' } })
  assert.is(elsewhere.statusCode, 401, 'another address is not affected')
  now += 60_000
  assert.is((await attempt()).statusCode, 401)
  for (let i = 0; i < 5; i++) await signup({ name: 'E', email: `e${i}@example.org`, password: 'long-enough-pw', 'g-recaptcha-response': 'x'.repeat(12) }, '10.2.2.2')
  assert.is((await signup({ name: 'E', email: 'e9@example.org', password: 'long-enough-pw', 'g-recaptcha-response': 'x'.repeat(12) }, '10.2.2.2')).statusCode, 429)
})

test.run()
