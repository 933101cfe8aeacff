/** Cookie, OpenID Connect, social popup, LoginRadius, Janrain, Gigya, OAuth and the batch GET. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { SignJWT, generateKeyPair } from 'jose'
import type { Db } from '../../examples/server/db'
import { DEMO_ACCOUNTS } from '../../examples/server/seed'
import { startTestService, type TestService } from './support'

let service: TestService
let db: Db
let app: TestService['app']

test.before(async () => {
  service = await startTestService({ config: { allowedOrigins: ['https://publisher.example'] } })
  ;({ db, app } = service)
})
test.after(async () => {
  await service?.close()
})

const host = { host: 'localhost:8080' }
const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: host })).json().result
const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, headers: host, payload: payload as Record<string, unknown> })

test('cookie login: a signed publisher cookie signs in (first time: a new user); a forged one does not', async () => {
  const { value } = await get('/auth/dev/cookie?user=dev-sam')
  const first = await post('/v2/users/login/cookie', { token: value })
  assert.is(first.statusCode, 200)
  assert.is(first.json().result.user.name, 'Sam Social')
  assert.is(first.json().result.isNewUser, true)
  assert.type(first.json().access_token, 'string')
  assert.is((await post('/v2/users/login/cookie', { token: value })).json().result.isNewUser, false)
  const forged = `${value.split('.')[0]}.AAAA`
  assert.equal((await post('/v2/users/login/cookie', { token: forged })).json(), { message: 'The publisher session is not valid.', error_status: 401 })
})

test('OpenID Connect: a token signed by the development issuer signs in; wrong key, issuer or expiry do not', async () => {
  const discovery = await app.inject({ method: 'GET', url: '/auth/oidc/.well-known/openid-configuration', headers: host })
  assert.is(discovery.json().issuer, 'http://localhost:8080/auth/oidc')
  assert.is((await app.inject({ method: 'GET', url: '/auth/oidc/jwks', headers: host })).json().keys[0].alg, 'RS256')
  const { id_token } = await get('/auth/oidc/dev-token?sub=dev-olga')
  const ok = await post('/v2/users/login/openidconnect', { token: id_token })
  assert.is(ok.json().result.user.name, 'Olga Open')
  const { privateKey } = await generateKeyPair('RS256')
  const sign = (issuer: string, exp: string | number) =>
    new SignJWT({ name: 'Mallory' }).setProtectedHeader({ alg: 'RS256', kid: 'dev-1' }).setSubject('m').setIssuer(issuer).setAudience('vf-demo').setIssuedAt().setExpirationTime(exp).sign(privateKey)
  for (const token of [await sign('http://localhost:8080/auth/oidc', '10m'), 'not.a.token', `${id_token.slice(0, -4)}abcd`]) {
    assert.equal((await post('/v2/users/login/openidconnect', { token })).json(), { message: 'The identity token is not valid.', error_status: 401 })
  }
})

test('the social popup page is served for known providers and only for allowed callbacks', async () => {
  const page = await app.inject({ method: 'GET', url: '/auth/thirdparty/google?callback=https%3A%2F%2Fpublisher.example%2Farticle&client=c1', headers: host })
  assert.is(page.statusCode, 200)
  assert.match(page.body, 'Continue as Sam Social')
  assert.is((await app.inject({ method: 'GET', url: '/auth/thirdparty/myspace?callback=https%3A%2F%2Fpublisher.example%2F', headers: host })).statusCode, 400)
  const evil = await app.inject({ method: 'GET', url: '/auth/thirdparty/google?callback=https%3A%2F%2Fevil.example%2F', headers: host })
  assert.equal(evil.json(), { message: 'The callback must be the address of an allowed publisher page.', error_status: 400 })
})

test('the popup posts its token only to the callback origin, keeps it for poll mode, and the token works once', async () => {
  const done = await app.inject({
    method: 'POST',
    url: '/auth/thirdparty/facebook/complete',
    headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'sub=dev-ravi&callback=https%3A%2F%2Fpublisher.example%2Farticle&client=poll-1',
  })
  assert.match(done.body, 'postMessage(data,"https://publisher.example")')
  const token = /"token":"([^"]+)"/.exec(done.body)![1]!
  const polled = await get('/v2/users/logincache/get?id=poll-1')
  assert.is(polled.token, token)
  assert.is((await app.inject({ method: 'GET', url: '/v2/users/logincache/get?id=poll-1', headers: host })).statusCode, 400, 'taken once')
  const login = await post('/v2/users/sociallogin', { token })
  assert.is(login.json().result.user.name, 'Ravi Remote')
  assert.is(login.json().result.user.social_login_provider, 'facebook')
  assert.equal((await post('/v2/users/sociallogin', { token })).json(), { message: 'Social login failed.', error_status: 401 })
})

test('LoginRadius, Janrain and OAuth tokens sign in, each only with its own provider', async () => {
  const sott = await post('/auth/loginradius/sott', { siteUUID: 'x' })
  assert.type(sott.json().result.sott, 'string')
  const lr = await get('/auth/dev/provider-token?provider=loginradius&sub=dev-sam')
  assert.is((await post('/v2/users/loginradiuslogin', { token: lr.token })).json().result.user.name, 'Sam Social')
  const jr = await get('/auth/dev/provider-token?provider=janrain&sub=dev-olga')
  assert.equal((await post('/v2/users/loginradiuslogin', { token: jr.token })).json(), { message: 'LoginRadius login failed.', error_status: 401 })
  const jr2 = await get('/auth/dev/provider-token?provider=janrain&sub=dev-olga')
  assert.is((await post('/v2/users/login/janrain/oauth', { token: jr2.token })).statusCode, 200)
  const oauth = await get('/auth/dev/provider-token?provider=oauth&sub=dev-ravi')
  const json = encodeURIComponent(JSON.stringify({ requests: [{ type: 'loginOAuth', params: { provider: 'oauth', callback_base: 'https://publisher.example', mode_data: oauth.token } }] }))
  assert.is((await app.inject({ method: 'GET', url: `/v2/?u=login&json=${json}`, headers: host })).json().result.user.name, 'Ravi Remote')
  const again = await app.inject({ method: 'GET', url: `/v2/?u=login&json=${json}`, headers: host })
  assert.equal(again.json(), { message: 'OAuth login failed', error_status: 401 })
})

test('Gigya: where the site turned it on, a fresh signature signs in; a tampered one does not', async () => {
  // The demo seed leaves Gigya off (authprovider_gigya_poll: 0); test/server/sign-in-rules.test.ts covers the refusal.
  await db.query('update sections set settings = settings || $1::jsonb', [JSON.stringify({ authprovider_gigya_poll: 1 })])
  const signed = await get('/auth/dev/gigya?uid=dev-sam')
  const request = (params: Record<string, unknown>) =>
    app.inject({ method: 'GET', url: `/v2/?u=login&json=${encodeURIComponent(JSON.stringify({ requests: [{ api: 'user', type: 'loginGigya', params: { ...params, step: 'login' } }] }))}`, headers: host })
  assert.is((await request(signed)).json().result.user.name, 'Sam Social')
  assert.equal((await request({ ...signed, uid_signature: 'AAAA' })).json(), { message: 'Gigya login failed.', error_status: 401 })
  assert.is((await request({ ...signed, uid_timestamp: '1000000000' })).statusCode, 401)
  await db.query('update sections set settings = settings || $1::jsonb', [JSON.stringify({ authprovider_gigya_poll: 0 })])
})

test('the batch GET reads several users by id or uuid, each answered on its own', async () => {
  const admin = (await db.one<{ uuid: string; id: string }>('select uuid, id from users where email = $1', [DEMO_ACCOUNTS[0]!.email]))!
  const json = encodeURIComponent(JSON.stringify({ requests: { a: { route: 'users', verb: 'get', params: { id: admin.uuid } }, b: { route: 'users', verb: 'get', params: { id: Number(admin.id) } }, c: { route: 'users', verb: 'get', params: { id: '999999' } }, d: { route: 'pages', verb: 'get' } }, site: 'localhost' }))
  const result = await get(`/v2/?json=${json}`)
  assert.is(result.a.name, DEMO_ACCOUNTS[0]!.name)
  assert.is(result.a.email, undefined, 'no e-mail of others')
  assert.is(result.b.uuid, admin.uuid)
  assert.is(result.c.error_status, 404)
  assert.is(result.d.error_status, 400)
  assert.is((await app.inject({ method: 'GET', url: '/v2/?json=nope', headers: host })).statusCode, 400)
})

test.run()
