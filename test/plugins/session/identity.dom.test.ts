/**
 * Sign-in through the publisher's identity systems (OAuth, Gigya, Janrain, LoginRadius, the auto social
 * token) and what every sign-in sets off: push reset, paywall, analytics with the signup referral,
 * the 2.5 s refresh, and the guest's kept comment. Against the real reference service.
 */
import { test } from 'uvu'
import { waitFor } from '@testing-library/react'
import * as assert from 'uvu/assert'
import { Constants } from '../../../contracts/constants'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { createExternalLogins, LOGINRADIUS_SDK, OAUTH_FAILED, type IdentityHost } from '../../../plugins/session/external'
import { sessionHarness } from './support'

const { start, dev, api, service } = sessionHarness()
const message = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: Error) => e.message)
const failure = (outcome: unknown) => (outcome as { error?: string } | undefined)?.error

/** A one-time social token, as the service's popup completion hands it out. */
async function socialToken(sub: string) {
  const res = await service().app.inject({
    method: 'POST',
    url: '/auth/thirdparty/google/complete',
    headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ sub, callback: 'http://localhost:8080/article' }).toString(),
  })
  return /"token":"([^"]+)"/.exec(res.body)![1]!
}

test('OAuth: "This login method is not currently enabled on this site", "OAuth login failed", then a provider answer signs in', async () => {
  const off = await start({ settings: { authprovider_oauth_enabled: 0 } })
  assert.is(failure(await off.product.kernel.actions.call('session.login_oauth', { params: { mode_data: 'x' } })), 'This login method is not currently enabled on this site')
  const { product, events } = await start()
  assert.is(failure(await product.kernel.actions.call('session.login_oauth', { params: { mode_data: 'forged' } })), OAUTH_FAILED)
  assert.ok(events.includes(`login/failure:${OAUTH_FAILED}`))
  const { token } = await dev('/auth/dev/provider-token?provider=oauth&sub=dev-olga')
  const result = (await product.kernel.actions.call('session.login_oauth', { params: { mode_data: token } })) as { user: { name: string }; loginType: string }
  assert.is(result.user.name, 'Olga Open')
  assert.is(result.loginType, 'oauth')
})

test('OAuth auto login: the provider answer in the page address signs in at start-up', async () => {
  const { token } = await dev('/auth/dev/provider-token?provider=oauth&sub=dev-ravi')
  const { vf, loggedIn } = await start({ href: `http://localhost:8080/article?mode_data=${encodeURIComponent(token)}` })
  await loggedIn
  assert.is((await vf.context.get('user')).name, 'Ravi Remote')
})

test('the auto social login token from the page address is authorised at start-up', async () => {
  const token = await socialToken('dev-sam')
  const { vf, loggedIn } = await start({ href: `http://localhost:8080/article?autosociallogin=${encodeURIComponent(token)}` })
  const result = (await loggedIn) as { loginType: string }
  assert.is(result.loginType, 'social')
  assert.is((await vf.context.get('user')).name, 'Sam Social')
})

test('Gigya: checked every second; once it is there, a reader signed in with Gigya is signed in here', async () => {
  const gigya = await dev('/auth/dev/gigya?uid=dev-olga')
  const host: IdentityHost = {}
  const { vf, timers, loggedIn } = await start({ settings: { authprovider_gigya_poll: 1 }, session: { identityHost: host } })
  api.calls.length = 0
  await timers.tick(Constants.gigyaCheckMs * 2)
  assert.is(api.calls.filter((c) => c === 'GET /v2/').length, 0, 'no Gigya, no Gigya login')
  host.gigya = {
    accounts: {
      addEventHandlers() {},
      getAccountInfo: ({ callback }) => callback({ errorCode: 0, UID: gigya.uid, UIDSignature: gigya.uid_signature, signatureTimestamp: gigya.uid_timestamp }),
    },
  }
  await timers.tick(Constants.gigyaCheckMs)
  await loggedIn
  assert.is((await vf.context.get('user')).name, 'Olga Open')
})

test('Gigya that never loads: checked every second, and no more after 60 s', async () => {
  let checks = 0
  const host = Object.defineProperty({} as IdentityHost, 'gigya', { get: () => void checks++ })
  const { timers } = await start({ settings: { authprovider_gigya_poll: 1 }, session: { identityHost: host } })
  const first = checks
  await timers.tick(Constants.gigyaCheckMs)
  assert.is(checks, first + 1)
  await timers.tick(Constants.gigyaCheckTotalMs)
  const last = checks
  assert.is(last - first, Constants.gigyaCheckTotalMs / Constants.gigyaCheckMs)
  await timers.tick(Constants.gigyaCheckMs * 10)
  assert.is(checks, last, 'no checks after 60 s')
})

test('Janrain: its interface is awaited, then the access token it stored signs the reader in', async () => {
  const { token } = await dev('/auth/dev/provider-token?provider=janrain&sub=dev-sam')
  const stored = new Map<string, string>()
  const host: IdentityHost = { localStorage: { getItem: (key) => stored.get(key) ?? null } }
  const { vf, timers, loggedIn } = await start({ session: { identityHost: host } })
  host.janrain = { capture: { ui: {} } }
  await timers.tick(Constants.janrainCheckMs)
  await timers.tick(Constants.janrainTokenCheckMs)
  assert.is(api.calls.filter((c) => c === 'POST /v2/users/login/janrain/oauth').length, 0, 'no token yet')
  stored.set('janrainCaptureToken', token)
  await timers.tick(Constants.janrainTokenCheckMs)
  await loggedIn
  assert.is((await vf.context.get('user')).name, 'Sam Social')
})

test('LoginRadius interface: only with the switch, the API key and the app name; then its SDK and one-time token', async () => {
  // The page's head records what is added (a real element, never fetched in the test).
  const added: HTMLScriptElement[] = []
  const page = { createElement: (tag: string) => document.createElement(tag), head: { append: (el: HTMLScriptElement) => void added.push(el) }, querySelectorAll: () => added, querySelector: () => added[0] ?? null } as unknown as Document
  await start({ settings: { enable_integrated_loginradius: 1, loginradius_app_name: '' }, session: { identityHost: { document: page } } })
  await api.settle()
  assert.is(page.querySelectorAll('script[data-vf-loginradius]').length, 0)
  const { published } = await start({ settings: { enable_integrated_loginradius: 1 }, session: { identityHost: { document: page } } })
  await api.settle()
  // The sign-in code is a chunk of its own: the SDK is added once it has come (waited for, not assumed).
  const script = await waitFor(() => {
    const found = page.querySelector('script[data-vf-loginradius]') as HTMLScriptElement | null
    assert.ok(found, 'the SDK is added')
    return found
  })
  assert.is(script.src, LOGINRADIUS_SDK)
  const ready = await waitFor(() => {
    const told = published.find(([c, e]) => c === 'loginradius' && e === 'ready')?.[2] as { apiKey: string; appName: string; sott: string } | undefined
    assert.ok(told, 'loginradius/ready is published')
    return told
  })
  assert.equal({ apiKey: ready.apiKey, appName: ready.appName }, { apiKey: 'dev-loginradius-key', appName: 'demo' })
  assert.ok(ready.sott.length > 10)
})

test('every sign-in resets push, lifts the paywall and reports the login; a new account is credited to what asked for sign-in', async () => {
  const { product, published } = await start()
  product.kernel.bus.publish('authentication', 'required', [{ trigger: 'comment.like', method: 'signup' }])
  const captcha = (await product.kernel.actions.call('session.captcha', { params: {} })) as string
  await product.kernel.actions.call('session.signup', { params: { name: 'Rita Referred', email: 'rita@example.org', password: 'long-enough-pw', captcha } })
  const names = published.map(([c, e]) => `${c}/${e}`)
  for (const event of ['push/reset', 'paywall/destroy', 'analytics/login', 'analytics/signup']) assert.ok(names.includes(event), event)
  const signup = published.find(([c, e]) => c === 'analytics' && e === 'signup')![2] as { referral: { action: string } }
  assert.is(signup.referral.action, 'comment.like')
  // The referral was used up: the next new account is not credited to it.
  await product.kernel.actions.call('session.logout', { params: {} })
  published.length = 0
  const again = (await product.kernel.actions.call('session.captcha', { params: {} })) as string
  await product.kernel.actions.call('session.signup', { params: { name: 'Nils New', email: 'nils@example.org', password: 'long-enough-pw', captcha: again } })
  const second = published.find(([c, e]) => c === 'analytics' && e === 'signup')![2] as { referral?: unknown }
  assert.is(second.referral, undefined)
})

test('a failed login forgets the referral too', async () => {
  const { product, published } = await start()
  product.kernel.bus.publish('authentication', 'required', [{ trigger: 'comment.create', method: 'login' }])
  await product.kernel.actions.call('session.login', { params: { email: 'user@demo.vf', password: 'wrong' } })
  const captcha = (await product.kernel.actions.call('session.captcha', { params: {} })) as string
  await product.kernel.actions.call('session.signup', { params: { name: 'Ola Other', email: 'ola@example.org', password: 'long-enough-pw', captcha } })
  const signup = published.find(([c, e]) => c === 'analytics' && e === 'signup')![2] as { referral?: unknown }
  assert.is(signup.referral, undefined)
})

test('2.5 s after a sign-in the user is read again; notifications are asked to refresh at once', async () => {
  const { product, timers, published } = await start()
  const admin = DEMO_ACCOUNTS[0]!
  await product.kernel.actions.call('session.login', { params: { email: admin.email, password: admin.password } })
  assert.ok(published.some(([c, e]) => c === 'user-notifications' && e === 'refresh'))
  api.calls.length = 0
  await timers.tick(Constants.notificationsRefreshDelayMs - 1)
  assert.not.ok(api.calls.includes('GET /v2/users/current'))
  await timers.tick(1)
  await api.settle()
  assert.ok(api.calls.includes('GET /v2/users/current'))
})

test('a guest’s unfinished comment is kept through sign-in, given back once, and not after an hour', async () => {
  let now = 1_000_000
  const { product } = await start({ now: () => now })
  const call = (name: 'session.save_pending' | 'session.take_pending', params: object) => product.kernel.actions.call(name, { params: params as never })
  await call('session.save_pending', { name: 'Guest Gail', comment: 'Half-written thought', container: 'riverside-park' })
  assert.is(await call('session.take_pending', { container: 'other-thread' }), undefined)
  assert.equal(await call('session.take_pending', { container: 'riverside-park' }), { name: 'Guest Gail', comment: 'Half-written thought', container: 'riverside-park', expiry: 1_000_000 + Constants.pendingGuestActionMs })
  assert.is(await call('session.take_pending', {}), undefined, 'given back once')
  await call('session.save_pending', { name: 'Guest Gail', comment: 'Later thought' })
  now += Constants.pendingGuestActionMs
  assert.is(await call('session.take_pending', {}), undefined, 'expired after an hour')
})

test('OAuth: no provider answer (the first step alone) and an answer that holds an error are both "OAuth login failed"', async () => {
  const { product } = await start()
  assert.is(failure(await product.kernel.actions.call('session.login_oauth', { params: {} })), OAUTH_FAILED)
  // The provider's error comes back inside a successful answer: the edge of the unit is the HTTP client.
  const requests: unknown[] = []
  const ctx = {
    config: { endpoints: { api: 'http://localhost:8080/v2', auth: 'http://localhost:8080/auth' }, site: 'localhost' },
    http: { request: async (options: unknown) => (requests.push(options), { error: 'access_denied' }) },
    store: { getState: () => ({ page: { url: 'http://localhost:8080/article' } }) },
  } as unknown as Parameters<typeof createExternalLogins>[0]['ctx']
  const external = createExternalLogins({ ctx, settings: () => ({ authprovider_oauth_enabled: 1 }), attempt: (_type, call) => call() as never, host: {} })
  assert.is(await message(external.oauth('code-from-provider')), OAUTH_FAILED)
  const sent = requests[0] as { query: { u: string; json: string } }
  assert.is(sent.query.u, 'login')
  assert.equal(JSON.parse(sent.query.json).requests[0], { api: 'user', type: 'loginOAuth', params: { provider: 'oauth', callback_base: 'http://localhost:8080/article', mode_data: 'code-from-provider' } })
})

test('avatar: an upload shows at once and stays; a failed upload puts the old picture back; removal clears it', async () => {
  const { product, vf } = await start()
  const reader = DEMO_ACCOUNTS[2]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  const png = new Blob([new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'))], { type: 'image/png' })
  const uploaded = await product.kernel.actions.call('session.upload_avatar', { params: { file: png } })
  assert.not.ok(failure(uploaded), failure(uploaded))
  const picture = (await vf.context.get('user')).pic_large as string
  assert.match(picture, '/v2/avatars/')
  api.state.failNext = true
  const failed = await product.kernel.actions.call('session.upload_avatar', { params: { file: png } })
  assert.ok(failure(failed))
  assert.is((await vf.context.get('user')).pic_large, picture, 'the old picture is back')
  await product.kernel.actions.call('session.remove_avatar', { params: {} })
  const after = await vf.context.get('user')
  assert.equal([after.pic_large, after.avatar_moderation_status], [undefined, 'none'])
})

test.run()
