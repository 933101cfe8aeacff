/**
 * Who may sign in, decided by the service (document 2 §5, §6, §8): each login method only where the site
 * turned it on, the product's own forms not where the publisher disabled widget logins, and nobody under
 * a login ban, whichever way they sign in or refresh.
 */
import { randomUUID } from 'node:crypto'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Db } from '../../examples/server/db'
import { hashPassword } from '../../examples/server/passwords'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../examples/server/seed'
import { startTestService, type TestService } from './support'

let service: TestService
let db: Db
let app: TestService['app']
let seeded: Record<string, unknown>

test.before(async () => {
  service = await startTestService({ config: { allowedOrigins: ['https://publisher.example'] } })
  ;({ db, app } = service)
  seeded = (await db.one<{ settings: Record<string, unknown> }>('select settings from sections'))!.settings
})
test.after.each(async () => {
  await db.query('update sections set settings = $1::jsonb', [JSON.stringify(seeded)])
  await db.query(`delete from bans where user_message like 'Test ban:%'`)
})
test.after(async () => {
  await service?.close()
})

const NOT_ENABLED = { message: 'This login method is not currently enabled on this site', error_status: 403 }
const host = { host: 'localhost:8080' }
const settings = (values: object) => db.query('update sections set settings = settings || $1::jsonb', [JSON.stringify(values)])
const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: host })).json().result
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: host, payload })
const legacyLogin = (type: string, params: object) =>
  app.inject({ method: 'GET', url: `/v2/?u=login&json=${encodeURIComponent(JSON.stringify({ requests: [{ api: 'user', type, params }] }))}`, headers: host })
const providerToken = async (provider: string, sub = 'dev-sam') => (await get(`/auth/dev/provider-token?provider=${provider}&sub=${sub}`)).token as string
const socialToken = async () => {
  const done = await app.inject({
    method: 'POST',
    url: '/auth/thirdparty/google/complete',
    headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'sub=dev-ravi&callback=https%3A%2F%2Fpublisher.example%2Farticle',
  })
  return /"token":"([^"]+)"/.exec(done.body)![1]!
}
const captcha = async () => (await get('/dev/captcha')).token as string
let nextIp = 1
const fromNewAddress = () => `10.0.9.${nextIp++}`

/** Each external method: the setting that turns it on, the value that turns it off, and one sign-in with a token made once. */
const METHODS = [
  { name: 'cookie', setting: 'authprovider_custom_cookie_name', off: '', on: 'demo_publisher_session', token: async () => (await get('/auth/dev/cookie?user=dev-sam')).value, login: (token: string) => post('/v2/users/login/cookie', { token }) },
  { name: 'OpenID Connect', setting: 'authprovider_oidc_enabled', off: 0, on: 1, token: async () => (await get('/auth/oidc/dev-token?sub=dev-olga')).id_token, login: (token: string) => post('/v2/users/login/openidconnect', { token }) },
  { name: 'LoginRadius', setting: 'authprovider_loginradius_enabled', off: 0, on: 1, token: () => providerToken('loginradius'), login: (token: string) => post('/v2/users/loginradiuslogin', { token }) },
  { name: 'Janrain', setting: 'authprovider_janrain_enabled', off: 0, on: 1, token: () => providerToken('janrain'), login: (token: string) => post('/v2/users/login/janrain/oauth', { token }) },
  { name: 'OAuth', setting: 'authprovider_oauth_enabled', off: false, on: true, token: () => providerToken('oauth'), login: (token: string) => legacyLogin('loginOAuth', { provider: 'oauth', callback_base: 'https://publisher.example', mode_data: token }) },
  {
    name: 'Gigya',
    setting: 'authprovider_gigya_poll',
    off: 0,
    on: 1,
    token: async () => JSON.stringify(await get('/auth/dev/gigya?uid=dev-sam')),
    login: (token: string) => legacyLogin('loginGigya', { ...JSON.parse(token), step: 'login' }),
  },
] as const

test('every external login is refused with the exact message where the site turned its method off, and the token stays unspent', async () => {
  for (const method of METHODS) {
    await settings({ [method.setting]: method.off })
    const token = await method.token()
    const refused = await method.login(token)
    assert.equal([refused.statusCode, refused.json()], [403, NOT_ENABLED], `${method.name} off`)
    await settings({ [method.setting]: method.on })
    const accepted = await method.login(token)
    assert.is(accepted.statusCode, 200, `${method.name} on, with the same token: ${accepted.body}`)
    assert.type(accepted.json().access_token, 'string')
  }
})

test('a method whose setting is absent is off', async () => {
  await db.query(`update sections set settings = settings - 'authprovider_oidc_enabled' - 'authprovider_custom_cookie_name'`)
  assert.equal((await METHODS[0].login(await METHODS[0].token())).json(), NOT_ENABLED)
  assert.equal((await METHODS[1].login(await METHODS[1].token())).json(), NOT_ENABLED)
})

test('the demo site keeps what it offers: the seed turns on every method but Gigya', async () => {
  for (const method of METHODS) {
    const answer = await method.login(await method.token())
    if (method.name === 'Gigya') assert.equal(answer.json(), NOT_ENABLED, 'the seed has authprovider_gigya_poll: 0')
    else assert.is(answer.statusCode, 200, `${method.name}: ${answer.body}`)
  }
  const reader = DEMO_ACCOUNTS.find((a) => a.role === 'user')!
  assert.is((await post('/v2/users/login', { email: reader.email, password: reader.password })).statusCode, 200)
})

test('social login has no site switch: it works with every other method turned off', async () => {
  await settings(Object.fromEntries(METHODS.map((m) => [m.setting, m.off])))
  await settings({ disable_widget_logins: 1 })
  const answer = await post('/v2/users/sociallogin', { token: await socialToken() })
  assert.is(answer.statusCode, 200, answer.body)
  assert.is(answer.json().result.user.social_login_provider, 'google')
})

test('disable_widget_logins refuses e-mail sign-in and sign-up with the exact message; the publisher’s own logins still work', async () => {
  const reader = DEMO_ACCOUNTS.find((a) => a.role === 'user')!
  await settings({ disable_widget_logins: 1 })
  const login = await app.inject({ method: 'POST', url: '/v2/users/login', remoteAddress: fromNewAddress(), headers: host, payload: { email: reader.email, password: reader.password } })
  assert.equal([login.statusCode, login.json()], [403, NOT_ENABLED])
  const answer = await captcha()
  const signup = () =>
    app.inject({ method: 'POST', url: '/v2/users', remoteAddress: fromNewAddress(), headers: host, payload: { name: 'Wid Get', email: 'widget@example.org', password: 'long-enough-pw', login: true, 'g-recaptcha-response': answer } })
  const refused = await signup()
  assert.equal([refused.statusCode, refused.json()], [403, NOT_ENABLED])
  assert.not.ok(await db.one(`select 1 from users where email = 'widget@example.org'`), 'no account was made')
  assert.is((await METHODS[0].login(await METHODS[0].token())).statusCode, 200, 'the cookie login is not a widget login')

  await settings({ disable_widget_logins: '0' })
  assert.is((await signup()).statusCode, 200, 'the captcha answer was not spent by the refusal')
  assert.is((await app.inject({ method: 'POST', url: '/v2/users/login', remoteAddress: fromNewAddress(), headers: host, payload: { email: reader.email, password: reader.password } })).statusCode, 200)
})

/** Bans `uuid` at `level`; a temporary ban ends `endsIn` ms from now (negative: it already ended). */
const ban = (uuid: string, level: 'login' | 'posting', { permanent = false, endsIn = 86_400_000 } = {}) =>
  db.query('insert into bans (ban_uuid, user_uuid, section_uuid, ban_level, is_permanent, user_message, date_expired) values ($1, $2, $3, $4, $5, $6, $7)', [
    randomUUID(),
    uuid,
    DEMO_SECTION_UUID,
    level,
    permanent,
    `Test ban: ${level}`,
    permanent ? null : new Date(Date.now() + endsIn),
  ])
/** A reader with a password, made for one test. */
async function passwordUser() {
  const email = `reader-${randomUUID()}@example.org`
  const uuid = randomUUID()
  await db.query('insert into users (uuid, section_uuid, name, email, password_hash) values ($1, $2, $3, $4, $5)', [uuid, DEMO_SECTION_UUID, 'Pat Password', email, await hashPassword('long-enough-pw')])
  return { uuid, login: () => app.inject({ method: 'POST', url: '/v2/users/login', remoteAddress: fromNewAddress(), headers: host, payload: { email, password: 'long-enough-pw' } }) }
}
const SOCIAL = { name: 'social', token: socialToken, login: (token: string) => post('/v2/users/sociallogin', { token }) }

test('a login ban refuses every sign-in route with the e-mail login’s answer (262151, reason, end date, permanence)', async () => {
  await settings({ authprovider_gigya_poll: 1 })
  const reader = await passwordUser()
  await ban(reader.uuid, 'login', { endsIn: 3_600_000 })
  const byEmail = await reader.login()
  assert.is(byEmail.statusCode, 403)
  const answer = byEmail.json()
  assert.equal(Object.keys(answer).sort(), ['api_code', 'end_date', 'error_status', 'message', 'permanent', 'reason'])
  assert.equal([answer.api_code, answer.reason, answer.permanent], [262151, 'Test ban: login', false])
  assert.ok(Math.abs(answer.end_date - (Date.now() + 3_600_000) / 1000) < 60, 'the end date in seconds')

  for (const method of [...METHODS, SOCIAL]) {
    const first = await method.login(await method.token())
    assert.is(first.statusCode, 200, `${method.name}: ${first.body}`)
    await ban(first.json().result.user.uuid, 'login', { endsIn: 3_600_000 })
    const refused = await method.login(await method.token())
    assert.equal([refused.statusCode, { ...refused.json(), end_date: answer.end_date }], [403, answer], `${method.name}: the same answer`)
    assert.ok(Math.abs(refused.json().end_date - answer.end_date) < 60, method.name)
    assert.not.ok(refused.headers['set-cookie'], `${method.name}: no session cookie`)
  }
})

test('only an active login ban refuses sign-in: an ended one or a posting ban does not', async () => {
  const ended = await passwordUser()
  await ban(ended.uuid, 'login', { endsIn: -1000 })
  assert.is((await ended.login()).statusCode, 200)
  const posting = await passwordUser()
  await ban(posting.uuid, 'posting', { permanent: true })
  assert.is((await posting.login()).statusCode, 200)
  const cookie = await METHODS[0].login(await METHODS[0].token())
  await ban(cookie.json().result.user.uuid, 'posting', { permanent: true })
  assert.is((await METHODS[0].login(await METHODS[0].token())).statusCode, 200)
})

test('a reader banned after signing in gets no more tokens: refresh answers the ban, and the session is over', async () => {
  const reader = await passwordUser()
  const refresh = (token: string) => app.inject({ method: 'GET', url: '/v2/users/refreshusertoken', headers: { ...host, authorization: `Bearer ${token}` } })
  const session = (await reader.login()).json()
  const rotated = await refresh(session.refresh_token)
  assert.is(rotated.statusCode, 200)
  await ban(reader.uuid, 'login', { permanent: true })
  const refused = await refresh(rotated.json().refresh_token)
  assert.equal(refused.json(), { message: 'This account is banned from signing in.', error_status: 403, api_code: 262151, reason: 'Test ban: login', end_date: null, permanent: true })
  assert.is(refused.json().access_token, undefined)
  assert.is((await refresh(rotated.json().refresh_token)).statusCode, 401, 'the refused token is spent')
})

test.run()
