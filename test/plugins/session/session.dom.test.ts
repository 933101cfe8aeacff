/**
 * The session plugin in a started product, talking to the real reference service (in memory) through
 * a fetch that hands each request to the service — no mock of the service's answers.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Constants } from '../../../contracts/constants'
import { LOGOUT_TIMEOUT_MS } from '../../../plugins/session/login'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { popupWindow, sessionHarness } from './support'

const { start, dev, api, service } = sessionHarness()
const { calls, inflight } = api

/** What was published on a channel/event, in order (the first argument of each). */
const publishedAs = (published: Array<[string, string, unknown]>, name: string) => published.filter(([channel, event]) => `${channel}/${event}` === name).map(([, , payload]) => payload)

/** Past the user and notification refreshes a sign-in starts (2.5 s), with their answers in. */
const SETTLED_MS = 3000
async function afterSignIn(timers: { tick(ms: number): Promise<void> }) {
  await timers.tick(SETTLED_MS)
  await api.settle()
}

test('a guest at start: the user context says guest, data_count is all null, guests are asked to sign in', async () => {
  const { vf, product } = await start()
  const user = await vf.context.get('user')
  assert.is(user.user_privilege, 'guest')
  assert.is(user.id, 0)
  assert.equal(await user.data_count(), { comments_made: null, likes_received: null, likes_made: null, dislikes_made: null, dislikes_received: null })
  assert.equal(product.kernel.permissions.can('comment', 'like'), { allowed: false, reason: 'sign_in_required', method: 'login' })
})

test('e-mail sign-in through the action: the user, tokens, events; a wrong password and a ban are failures', async () => {
  const { product, vf, events } = await start()
  const reader = DEMO_ACCOUNTS[2]!
  const wrong = await product.kernel.actions.call('session.login', { params: { email: reader.email, password: 'nope' } })
  assert.is((wrong as { error: string }).error, 'The e-mail or password is not correct.')
  const banned = DEMO_ACCOUNTS.find((a) => a.ban)!
  await product.kernel.actions.call('session.login', { params: { email: banned.email, password: banned.password } })
  const result = (await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })) as { user: { name: string }; loginType: string }
  assert.is(result.user.name, reader.name)
  assert.is(result.loginType, 'email')
  assert.equal(events, ['login/failure:The e-mail or password is not correct.', 'login/failure:login_banned', 'user/changed', 'tray/close', 'login/success'])
  const user = await vf.context.get('user')
  assert.is(user.name, reader.name)
  assert.equal(await user.data_count().then((c: { likes_made: number }) => c.likes_made), 0)
  assert.equal(product.kernel.permissions.can('comment', 'like'), { allowed: true })
})

test('cookie login: the exact messages, then the publisher cookie signs in', async () => {
  const { vf, events } = await start()
  try {
    await vf.session.login.cookie()
    assert.unreachable()
  } catch (error) {
    assert.is((error as Error).message, 'No cookie found for cookie login')
  }
  const { value } = await dev('/auth/dev/cookie?user=dev-sam')
  const result = await vf.session.login.cookie(value)
  assert.is(result.user.name, 'Sam Social')
  assert.ok(events.includes('login/success'))
})

test('auto login with the publisher cookie at start-up', async () => {
  const { value } = await dev('/auth/dev/cookie?user=dev-olga')
  const { vf, loggedIn, published } = await start({ cookie: value })
  await loggedIn
  assert.is((await vf.context.get('user')).name, 'Olga Open')
  // Start-up found a guest, said so, and only then did the auto login sign Olga in.
  const names = published.map(([channel, event]) => `${channel}/${event}`)
  assert.equal(publishedAs(published, 'user/loaded').map((user) => (user as { user_privilege: string }).user_privilege), ['guest'])
  assert.ok(names.indexOf('user/loaded') < names.indexOf('user/login'))
})

test('user/loaded: once a page view, after ready, with whom start-up found: a guest, then a reader bootstrap knows', async () => {
  const guest = await start()
  const names = guest.published.map(([channel, event]) => `${channel}/${event}`)
  assert.equal(publishedAs(guest.published, 'user/loaded').map((user) => (user as { user_privilege: string }).user_privilege), ['guest'])
  assert.ok(names.indexOf('viafoura/ready') < names.indexOf('user/loaded'), 'the page’s own subscribers are in by then')
  const reader = DEMO_ACCOUNTS[2]!
  await guest.product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  await afterSignIn(guest.timers)
  assert.is(publishedAs(guest.published, 'user/loaded').length, 1, 'a sign-in is user/login, not a second load')

  const next = await start({ storage: guest.storage })
  assert.equal(publishedAs(next.published, 'user/loaded').map((user) => (user as { name: string }).name), [reader.name])
  assert.not.ok(next.published.some(([channel, event]) => channel === 'user' && event !== 'loaded'), 'the same reader: nothing changed, fetched or signed in')
})

test('the record fetched 2.5 s after a sign-in is published as user/fetch, with the profile counts; a failed fetch publishes none', async () => {
  let offline = false
  const failingCurrent = (next: typeof fetch) =>
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (offline && String(input).includes('/users/current')) throw new TypeError('Failed to fetch')
      return next(input, init)
    }) as typeof fetch
  const { product, timers, published } = await start({ fetch: failingCurrent })
  const reader = DEMO_ACCOUNTS[2]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  await timers.tick(2499)
  await api.settle()
  assert.equal(publishedAs(published, 'user/fetch'), [])
  await timers.tick(1)
  await api.settle()
  const fetched = publishedAs(published, 'user/fetch') as Array<{ name: string; comments_made?: number }>
  assert.is(fetched.length, 1)
  assert.is(fetched[0]!.name, reader.name)
  assert.type(fetched[0]!.comments_made, 'number', 'a plain user’s record carries their counts')
  assert.equal(fetched[0], (product.kernel.store.getState().session as { user: unknown }).user, 'the record now held')
  const names = published.map(([channel, event]) => `${channel}/${event}`)
  assert.is(names[names.indexOf('user/fetch') - 1], 'user/changed')

  await product.kernel.actions.call('session.logout', { params: {} })
  offline = true
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  await afterSignIn(timers)
  assert.is(publishedAs(published, 'user/fetch').length, 1, 'a fetch that failed is a warning only')
})

test('identity-token logins: "invalid login token payload" and "This login method is not currently enabled on this site"', async () => {
  const { vf } = await start({ settings: { authprovider_oidc_enabled: 0 } })
  const message = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: Error) => e.message)
  assert.is(await message(vf.session.login.openIdConnect('x.y.z')), 'This login method is not currently enabled on this site')
  assert.is(await message(vf.session.login.loginRadius('')), 'invalid login token payload')
  const { id_token } = await dev('/auth/oidc/dev-token?sub=dev-ravi')
  assert.is(await message(vf.session.login.jwt(id_token)), 'This login method is not currently enabled on this site', 'the deprecated jwt login goes where openIdConnect goes, under its switch')
  const on = await start()
  assert.is(await message(on.vf.session.login.jwt()), 'invalid login token payload')
  assert.is((await on.vf.session.login.jwt(id_token)).user.name, 'Ravi Remote')
})

test('logout: success events and back to guest; a failed logout rejects with "Logout failed"', async () => {
  const { product, vf, events, published } = await start()
  const reader = DEMO_ACCOUNTS[2]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  events.length = 0
  await vf.session.logout()
  assert.equal(events, ['user/changed', 'logout/success', 'tray/close'])
  assert.equal(publishedAs(published, 'logout/success'), [{ reason: 'page' }])
  assert.is((await vf.context.get('user')).user_privilege, 'guest')
  const broken = await start()
  await broken.product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  api.state.failNext = true
  try {
    await broken.vf.session.logout()
    assert.unreachable()
  } catch (error) {
    assert.is((error as Error).message, 'Logout failed')
    assert.is((error as { code?: string }).code, 'LogoutFailed', 'a coded error: pages branch on the code')
  }
  assert.ok(broken.events.includes('authentication/logout/failure'))
})

test('the reader’s own "Log out" (the action the tray calls) tells the page last, signed out already (document 4 §3)', async () => {
  const { product, vf, events, storage, published } = await start()
  const reader = DEMO_ACCOUNTS[2]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  // The canonical custom-login integration: the host logs its own account out.
  const hostLogout: Array<{ privilege: string; tokens: unknown }> = []
  vf.$subscribe('authentication', 'logout', () => {
    hostLogout.push({ privilege: (product.kernel.store.getState().session as { user: { user_privilege: string } }).user.user_privilege, tokens: storage.local.get('tokens') })
  })
  events.length = 0
  assert.is(await product.kernel.actions.call('session.logout', { params: {} }), undefined)
  assert.equal(events, ['user/changed', 'logout/success', 'tray/close', 'authentication/logout'])
  assert.equal(publishedAs(published, 'logout/success'), [{ reason: 'reader' }])
  assert.equal(hostLogout, [{ privilege: 'guest', tokens: undefined }], 'once, after the product forgot the login')
})

test('a "Log out" the service fails still tells the page, after logout/failure; the product stays signed in to try again', async () => {
  const { product, vf, events } = await start()
  const reader = DEMO_ACCOUNTS[2]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  events.length = 0
  api.state.failNext = true
  assert.is((await product.kernel.actions.call('session.logout', { params: {} }) as { error?: string }).error, 'Logout failed')
  assert.equal(events, ['authentication/logout/failure', 'authentication/logout'])
  assert.is((await vf.context.get('user')).name, reader.name)
})

test('a "Log out" the service never answers fails after 10 s, and the page hears it then', async () => {
  const never = (next: typeof fetch) =>
    ((input: RequestInfo | URL, init?: RequestInit) => (String(input).endsWith('/users/logout') ? new Promise<Response>(() => {}) : next(input, init))) as typeof fetch
  const { product, events, timers } = await start({ fetch: never })
  const reader = DEMO_ACCOUNTS[2]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  await afterSignIn(timers)
  events.length = 0
  const loggingOut = product.kernel.actions.call('session.logout', { params: {} })
  await timers.tick(LOGOUT_TIMEOUT_MS - 1)
  assert.equal(events, [])
  await timers.tick(1)
  const outcome = await Promise.race([loggingOut, timers.flush().then(() => ({ error: 'still waiting' }))])
  assert.is((outcome as { error?: string }).error, 'Logout failed')
  assert.equal(events, ['authentication/logout/failure', 'authentication/logout'])
})

test('the page’s own vf.session.logout() does not announce authentication/logout back to it (no redirect loop)', async () => {
  const { product, vf, events } = await start()
  const reader = DEMO_ACCOUNTS[2]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  events.length = 0
  await vf.session.logout()
  assert.not.ok(events.includes('authentication/logout'))
  api.state.failNext = true
  await vf.session.logout().catch(() => undefined)
  assert.equal(events, ['user/changed', 'logout/success', 'tray/close', 'authentication/logout/failure'])
})

test('the session is refreshed every 270000 ms while signed in', async () => {
  const { product, timers } = await start()
  const reader = DEMO_ACCOUNTS[0]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  calls.length = 0
  await timers.tick(Constants.sessionRefreshMs - 1)
  assert.not.ok(calls.includes('GET /v2/users/refreshusertoken'))
  inflight.length = 0
  await timers.tick(1)
  await Promise.all(inflight)
  assert.ok(calls.includes('GET /v2/users/refreshusertoken'))
})

test('a refresh that could not be done (offline) keeps the reader signed in; the next tick refreshes', async () => {
  const { product, vf, timers, events } = await start()
  const reader = DEMO_ACCOUNTS[0]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  await afterSignIn(timers)
  events.length = 0
  calls.length = 0
  api.state.failNext = true
  await timers.tick(Constants.sessionRefreshMs - SETTLED_MS)
  await api.settle()
  assert.equal(calls, ['GET /v2/users/refreshusertoken'])
  assert.is((await vf.context.get('user')).name, reader.name, 'still signed in')
  assert.not.ok(events.includes('user/changed'))
  calls.length = 0
  await timers.tick(Constants.sessionRefreshMs)
  await api.settle()
  assert.equal(calls, ['GET /v2/users/refreshusertoken'], 'the stored refresh token is used at the next tick')
  assert.is((await vf.context.get('user')).name, reader.name)
  assert.not.ok(events.includes('user/changed'))
})

test('a refresh the service refuses (the session was ended elsewhere) makes the reader a guest, once, and the page hears logout/success with the reason', async () => {
  const { product, vf, timers, events, published } = await start()
  const reader = DEMO_ACCOUNTS[0]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  await afterSignIn(timers)
  const me = (await vf.context.get('user')).uuid
  await service().db.query('update refresh_tokens set revoked = true where user_uuid = $1', [me])
  events.length = 0
  calls.length = 0
  await timers.tick(Constants.sessionRefreshMs - SETTLED_MS)
  await api.settle()
  assert.equal(calls, ['GET /v2/users/refreshusertoken'])
  assert.is((await vf.context.get('user')).user_privilege, 'guest')
  assert.equal(events, ['user/changed', 'logout/success'])
  assert.equal(publishedAs(published, 'logout/success'), [{ reason: 'expired' }])
  assert.not.ok(events.includes('authentication/logout'), 'the page is not asked to end its own session')
  calls.length = 0
  await timers.tick(Constants.sessionRefreshMs)
  await api.settle()
  assert.equal(calls, [], 'no login left to refresh')
  assert.equal(events, ['user/changed', 'logout/success'], 'exactly one')
})

test('sign-up with a captcha answer signs in a new, pending reader; the outbox link verifies them', async () => {
  const { product, vf } = await start()
  const signups: unknown[] = []
  product.kernel.bus.subscribe('authentication', 'signup', (result) => signups.push(result))
  const captcha = (await product.kernel.actions.call('session.captcha', { params: {} })) as string
  const result = (await product.kernel.actions.call('session.signup', { params: { name: 'Noor New', email: 'noor@example.org', password: 'long-enough-pw', captcha } })) as { isNewUser: boolean; user: { email_verification_status: string } }
  assert.is(result.isNewUser, true)
  assert.is(result.user.email_verification_status, 'pending_new')
  assert.is(signups.length, 1)
  assert.is((await vf.context.get('user')).name, 'Noor New')
  const mail = (await dev('/dev/outbox.json')).find((m: { to_email: string }) => m.to_email === 'noor@example.org')
  const token = new URL(mail.link).searchParams.get('verification_token')
  await product.kernel.actions.call('session.verify_email', { params: { token } })
  assert.is((await vf.context.get('user')).email_verification_status, 'approved')
  const failures: unknown[] = []
  product.kernel.bus.subscribe('authentication', 'signup/failure', (data) => failures.push(data))
  const again = await product.kernel.actions.call('session.signup', { params: { name: 'Noor', email: 'noor@example.org', password: 'long-enough-pw', captcha: 'used-or-forged-answer' } })
  assert.is((again as { error: string }).error, 'Request failed with status code 400')
  assert.is((again as { cause: { data: { message: string } } }).cause.data.message, 'The captcha answer is missing or has expired. Please try again.')
  assert.equal(failures, [{ message: 'The captcha answer is missing or has expired. Please try again.', error_status: 400 }])
})

test('password reset by e-mail, then a new password from the link', async () => {
  const { product, vf } = await start()
  const resets: unknown[][] = []
  vf.$subscribe('account', 'reset', (...args: unknown[]) => resets.push(args))
  const moderator = DEMO_ACCOUNTS[1]!
  assert.equal(await product.kernel.actions.call('session.reset_password', { params: { email: moderator.email } }), { sent: true })
  assert.equal(resets, [[]], 'the page hears account/reset once the service took the request')
  const mail = (await dev('/dev/outbox.json')).find((m: { to_email: string; subject: string }) => m.to_email === moderator.email && m.subject === 'Reset your password')
  const token = new URL(mail.link).searchParams.get('verification_token')!
  assert.equal(await product.kernel.actions.call('session.set_password', { params: { token, password: 'moderator-new-pass' } }), { reset: true })
  const signedIn = (await product.kernel.actions.call('session.login', { params: { email: moderator.email, password: 'moderator-new-pass' } })) as { user: { name: string } }
  assert.is(signedIn.user.name, moderator.name)
})

test('a password reset that fails publishes its error (document 2 §8), to the page too, and the action fails as before', async () => {
  const { product, vf } = await start()
  const failures: Array<{ message: string; error_status: number }> = []
  vf.$subscribe('authentication', 'password-reset/failure', (error: { message: string; error_status: number }) => failures.push(error))
  let resets = 0
  vf.$subscribe('account', 'reset', () => resets++)
  const refused = await product.kernel.actions.call('session.reset_password', { params: { email: 'not-an-address' } })
  assert.is((refused as { code: string }).code, 'ActionFailed')
  assert.is(failures.length, 1)
  assert.is(failures[0], (refused as { cause: unknown }).cause, 'the error itself')
  assert.is(failures[0]!.error_status, 400)
  api.state.failNext = true
  const offline = await product.kernel.actions.call('session.reset_password', { params: { email: DEMO_ACCOUNTS[1]!.email } })
  assert.is((offline as { error: string }).error, 'Network Error')
  assert.equal(failures.map((f) => [f.message, f.error_status]), [['Request failed with status code 400', 400], ['Network Error', 0]])
  assert.equal(await product.kernel.actions.call('session.reset_password', { params: { email: DEMO_ACCOUNTS[1]!.email } }), { sent: true })
  assert.is(failures.length, 2, 'a reset that works publishes no failure')
  assert.is(resets, 1, 'only the reset that works is account/reset')
})

test('social login: an unknown type is refused with the exact message; the popup signs in', async () => {
  const popup = popupWindow(service, 'dev-ravi')
  const { vf, events } = await start({ popupHost: popup.host })
  try {
    await vf.session.login.social('myspace')
    assert.unreachable()
  } catch (error) {
    assert.is((error as Error).message, 'Invalid social login type specified: myspace. Valid types are: apple, facebook, google, twitter, linkedin, yahoo, windowslive, aol')
  }
  for (const mode of ['shout', { poll: 'yes' }, 3]) {
    try {
      await vf.session.login.social('google', mode)
      assert.unreachable()
    } catch (error) {
      assert.is((error as Error).message, 'Listening mode undefined')
    }
  }
  const result = await vf.session.login.social('google')
  assert.is(result.user.name, 'Ravi Remote')
  assert.is(result.loginType, 'social')
  assert.ok(events.includes('login/success'))
  assert.is((await vf.context.get('user')).name, 'Ravi Remote')
})

test('social login with a popup the browser blocks rejects with a clear message and publishes login/failure; a later call from a click signs in', async () => {
  const popup = popupWindow(service, 'dev-ravi')
  let blocked = true
  const host = { ...popup.host, open: (...args: Parameters<typeof popup.host.open>) => (blocked ? null : popup.host.open(...args)) }
  const { vf, events, published } = await start({ popupHost: host })
  const failure = await vf.session.login.social('google').then(() => undefined, (error: Error) => error)
  assert.is(failure?.message, 'The sign-in window was blocked by the browser. Start the sign-in from a click, or allow pop-ups for this site, and try again.')
  assert.ok(events.some((event) => event.startsWith('login/failure')))
  assert.not.ok(events.includes('login/cancel'), 'not a cancel: the reader never saw the window')
  assert.match(String((publishedAs(published, 'login/failure')[0] as { error: string }).error), 'blocked by the browser')
  blocked = false
  assert.is((await vf.session.login.social('google')).user.name, 'Ravi Remote')
})

test('a second social flow supersedes the first: "Another social login flow was triggered."', async () => {
  const popup = popupWindow(service, 'dev-sam')
  const { vf } = await start({ popupHost: popup.host })
  const first = vf.session.login.social('facebook').then(() => 'resolved', (e: Error) => e.message)
  const second = vf.session.login.social('twitter')
  assert.is(await first, 'Another social login flow was triggered.')
  assert.ok(popup.popups[0]!.closed, 'the superseded flow closed its popup')
  assert.is((await second).user.name, 'Sam Social')
})

test.run()
