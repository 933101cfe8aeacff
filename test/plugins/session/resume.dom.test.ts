/**
 * A returning reader whose access token ran out (15 minutes) while their refresh token (30 days) is
 * still good: the next page view signs them in with that refresh token. Page views share the browser's
 * storage, as a reader's visits do; the service is the real one, its access tokens really expired.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { SignJWT, decodeJwt } from 'jose'
import { RESUME_WAIT_MS } from '../../../plugins/session'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { ACCESS_TOKEN_SECONDS } from '../../../examples/server/auth/tokens'
import { memoryStorage } from '../../support/fake-service'
import { fakeTimers } from '../../support/fake-timers'
import type { ProductStorage } from '../../../kernel/storage'
import { sessionHarness } from './support'

const { start, api, service } = sessionHarness()
const { calls } = api
const REFRESH = 'GET /v2/users/refreshusertoken'
const reader = DEMO_ACCOUNTS[2]!

type Tokens = { access?: string; refresh?: string }
const storedTokens = (storage: ProductStorage) => storage.local.get<Tokens>('tokens') ?? {}

/** The stored access token, as the service issued it but issued long enough ago to have run out. */
async function expireAccessToken(storage: ProductStorage) {
  const tokens = storedTokens(storage)
  const claims = decodeJwt(tokens.access!)
  const issued = Math.floor(Date.now() / 1000) - 2 * ACCESS_TOKEN_SECONDS
  const expired = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub!)
    .setIssuer(claims.iss!)
    .setIssuedAt(issued)
    .setExpirationTime(issued + ACCESS_TOKEN_SECONDS)
    .sign(new TextEncoder().encode(service().config.secret))
  storage.local.set('tokens', { ...tokens, access: expired })
}

/** A first page view where the reader signs in; the storage their next page views will find. */
async function signedInEarlier(): Promise<ProductStorage> {
  const storage = memoryStorage()
  const first = await start({ storage })
  await first.product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  // That page view is over before the token runs out: what the sign-in started (follows, followers) is
  // answered first. A request of it still out would meet the ran-out token, refresh it (the shared
  // storage then holds a good token, or a second refresh is counted) and decide the next page view.
  await api.settle()
  await expireAccessToken(storage)
  const bootstrap = await api.fetch('http://localhost:8080/bootstrap/v2?session=false', {
    method: 'POST',
    headers: { authorization: `Bearer ${storedTokens(storage).access}`, 'content-type': 'application/json' },
    body: JSON.stringify({ section_tree: true, domain: 'localhost' }),
  })
  assert.is((await bootstrap.json()).result.user.user_privilege, 'guest', 'the service takes the ran-out token for a guest')
  return storage
}

test('a returning reader with a ran-out access token is signed in on the next page view, with one refresh', async () => {
  const storage = await signedInEarlier()
  const before = storedTokens(storage)
  calls.length = 0
  const { vf, published } = await start({ storage })
  // Start-up is done: the page, and the widgets that mounted, see the reader, not a guest.
  assert.is((await vf.context.get('user')).name, reader.name)
  assert.equal(calls.slice(0, 2), ['POST /bootstrap/v2', REFRESH])
  assert.is(calls.filter((call) => call === REFRESH).length, 1)
  assert.not.ok(calls.includes('GET /v2/users/current'), 'the refresh answer named the reader')
  const after = storedTokens(storage)
  assert.is.not(after.refresh, before.refresh, 'the refresh token was rotated and kept')
  assert.is.not(after.access, before.access)
  // A page view that carries on a login, not a new sign-in: the user changed, fetched with the session
  // refresh, no login was announced; start-up then names the reader as the one it loaded.
  const names = published.map(([channel, event]) => `${channel}/${event}`).filter((name) => name.startsWith('user/') || name.startsWith('login/'))
  assert.equal(names, ['user/changed', 'user/fetch', 'user/loaded'])
  assert.equal(published.filter(([channel]) => channel === 'user').map(([, , user]) => (user as { name: string }).name), [reader.name, reader.name, reader.name])

  // The page view after that: bootstrap knows the reader by the new access token, nothing to resume.
  calls.length = 0
  const next = await start({ storage })
  assert.is((await next.vf.context.get('user')).name, reader.name)
  assert.not.ok(calls.includes(REFRESH))
  assert.equal(next.published.filter(([channel]) => channel === 'user').map(([, event, user]) => `${event}:${(user as { name: string }).name}`), [`loaded:${reader.name}`])
})

test('a refresh token the service refuses: a guest, the login data cleared, and no second try', async () => {
  const storage = await signedInEarlier()
  await service().db.query('update refresh_tokens set revoked = true where user_uuid = (select uuid from users where email = $1)', [reader.email])
  calls.length = 0
  const { vf, events, published } = await start({ storage })
  assert.is((await vf.context.get('user')).user_privilege, 'guest')
  assert.equal(calls, ['POST /bootstrap/v2', REFRESH])
  assert.equal(storedTokens(storage), {})
  assert.not.ok(events.includes('user/changed'), 'a guest stays a guest without a word')
  assert.equal(published.filter(([channel]) => channel === 'user').map(([, event, user]) => `${event}:${(user as { user_privilege: string }).user_privilege}`), ['loaded:guest'])

  calls.length = 0
  await start({ storage })
  assert.equal(calls, ['POST /bootstrap/v2'], 'nothing left to resume')
})

test('a refresh that could not be done leaves a guest for this page view and the tokens for the next', async () => {
  const storage = await signedInEarlier()
  const before = storedTokens(storage)
  calls.length = 0
  const offlineRefresh = (next: typeof fetch) =>
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/users/refreshusertoken')) throw new TypeError('Failed to fetch')
      return next(input, init)
    }) as typeof fetch
  const offline = await start({ storage, fetch: offlineRefresh })
  assert.is((await offline.vf.context.get('user')).user_privilege, 'guest')
  assert.equal(storedTokens(storage), before)

  const online = await start({ storage })
  assert.is((await online.vf.context.get('user')).name, reader.name)
})

test(`a refresh slower than ${RESUME_WAIT_MS} ms: the page starts with a guest, the reader is signed in when it lands, auto login waits`, async () => {
  const storage = await signedInEarlier()
  const timers = fakeTimers()
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked!: (yes: boolean) => void
  const refreshAsked = new Promise<boolean>((resolve) => (asked = resolve))
  const slowRefresh = (next: typeof fetch) =>
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/users/refreshusertoken')) {
        asked(true)
        await held
      }
      return next(input, init)
    }) as typeof fetch
  const { value } = await (await api.fetch('http://localhost:8080/auth/dev/cookie?user=dev-olga')).json().then((body) => body.result)
  calls.length = 0
  const starting = start({ storage, timers, fetch: slowRefresh, cookie: value })
  assert.ok(await Promise.race([refreshAsked, starting.then(() => false)]), 'the stored login is being resumed')
  await timers.tick(RESUME_WAIT_MS)
  const { vf, events, published } = await starting
  assert.is((await vf.context.get('user')).user_privilege, 'guest', 'start-up did not wait past the budget')
  assert.not.ok(published.some(([channel, event]) => channel === 'user' && event === 'loaded'), 'who the visitor is waits for the resume')
  release()
  await api.settle()
  assert.is((await vf.context.get('user')).name, reader.name)
  assert.equal(events, ['user/changed'])
  assert.equal(published.filter(([channel]) => channel === 'user').map(([, event, user]) => `${event}:${(user as { name: string }).name}`), [`changed:${reader.name}`, `fetch:${reader.name}`, `loaded:${reader.name}`])
  assert.not.ok(calls.includes('POST /v2/users/login/cookie'), 'the resumed reader needs no cookie login')
})

test('a guest with no stored login asks nothing more than bootstrap', async () => {
  calls.length = 0
  const { vf } = await start()
  assert.is((await vf.context.get('user')).user_privilege, 'guest')
  assert.equal(calls, ['POST /bootstrap/v2'])
})

test.run()
