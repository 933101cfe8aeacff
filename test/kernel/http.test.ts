/** The HTTP client against nock: the fake server is the edge; the client is the real one. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import nock from 'nock'
import { nockAtTheEdge } from '../support/nock-edge'
import { createHttpClient, MAX_RETRY_AFTER_MS, REFRESH_TIMEOUT_MS, retryAfterMs, type StoredTokens, type TokenStore } from '../../kernel/http/client'
import { answerMessage, isHttpError, type HttpError } from '../../kernel/http/errors'
import { fakeTimers } from '../support/fake-timers'

const API = 'https://api.vf.example'

function setup(initial: StoredTokens = {}) {
  let tokens = { ...initial }
  let cleared = 0
  const store: TokenStore = { get: () => tokens, set: (t) => (tokens = { ...tokens, ...t }), clear: () => (tokens = {}) }
  const timers = fakeTimers()
  const http = createHttpClient({
    tokens: store,
    apiOrigins: () => [API],
    refreshUrl: () => `${API}/v2/users/refreshusertoken`,
    onLoginCleared: () => cleared++,
    signature: () => 'sig-123',
    timers,
    now: () => timers.now,
  })
  return { http, tokens: () => tokens, cleared: () => cleared, timers }
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise
  } catch (error) {
    assert.ok(isHttpError(error), String(error))
    return error as HttpError
  }
  throw new Error('expected a rejection')
}

nockAtTheEdge(test)

test('own API calls carry the bearer, the XSRF header and the signature; the result is unwrapped', async () => {
  const { http } = setup({ access: 'acc-1', xsrf: 'xsrf-1' })
  nock(API, { reqheaders: { authorization: 'Bearer acc-1', 'x-xsrf-token': 'xsrf-1', 'x-vf-signature': 'sig-123', accept: 'application/json' } })
    .get('/v2/users/current')
    .reply(200, { result: { name: 'Ada' } })
  assert.equal(await http.request({ url: `${API}/v2/users/current` }), { name: 'Ada' })
})

test('a fresh read goes past the browser cache (revalidated with the service); an ordinary read may use it', async () => {
  const inits: RequestInit[] = []
  const http = createHttpClient({
    tokens: { get: () => ({}), set: () => {}, clear: () => {} },
    apiOrigins: () => [API],
    refreshUrl: () => `${API}/v2/users/refreshusertoken`,
    onLoginCleared: () => {},
    timers: fakeTimers(),
    fetch: async (_input, init) => (inits.push(init ?? {}), new Response(JSON.stringify({ result: { n: inits.length } }), { headers: { 'content-type': 'application/json' } })),
  })
  assert.equal(await http.request({ url: `${API}/v4/livecomments/s/comments`, fresh: true }), { n: 1 })
  assert.equal(await http.request({ url: `${API}/v4/livecomments/s/comments` }), { n: 2 })
  assert.equal(inits.map((init) => init.cache), ['no-cache', undefined])
})

test('other origins never get the token, the XSRF token or the signature', async () => {
  const { http } = setup({ access: 'acc-1', xsrf: 'xsrf-1' })
  nock('https://other.example', { badheaders: ['authorization', 'x-xsrf-token', 'x-vf-signature'] })
    .get('/data')
    .reply(200, { ok: true }, { 'content-type': 'application/json' })
  assert.equal(await http.request({ url: 'https://other.example/data' }), { ok: true })
})

test('the XSRF token is the one our service issued (X-XSRF-TOKEN answer header), sent back to our API only', async () => {
  const { http, tokens } = setup()
  nock(API, { badheaders: ['x-xsrf-token'] }).post('/v2/users/login').reply(200, { result: {}, access_token: 'acc-1', refresh_token: 'ref-1' }, { 'content-type': 'application/json', 'x-xsrf-token': 'ours-1' })
  await http.request({ method: 'POST', url: `${API}/v2/users/login`, json: {} })
  assert.equal(tokens(), { access: 'acc-1', refresh: 'ref-1', xsrf: 'ours-1' })
  nock(API, { reqheaders: { 'x-xsrf-token': 'ours-1' } }).get('/v2/users/current').reply(200, { result: { name: 'Ada' } })
  assert.equal(await http.request({ url: `${API}/v2/users/current` }), { name: 'Ada' })
  // Another origin's answer cannot plant a token that our calls would then carry.
  nock('https://other.example').get('/data').reply(200, { ok: true }, { 'content-type': 'application/json', 'x-xsrf-token': 'planted' })
  await http.request({ url: 'https://other.example/data' })
  assert.is(tokens().xsrf, 'ours-1')
  // Signing out forgets it with the tokens.
  http.clearLogin()
  nock(API, { badheaders: ['x-xsrf-token'] }).get('/v2/users/current').reply(200, { result: null })
  await http.request({ url: `${API}/v2/users/current` })
})

test('JSON bodies and query parameters are sent; tokens in an answer are stored', async () => {
  const { http, tokens } = setup()
  nock(API)
    .post('/v2/users/login', { email: 'a@b.c', password: 'pw' })
    .query({ session: 'false', ids: ['1', '2'] })
    .reply(200, { result: { user: { name: 'Ada' } }, access_token: 'acc-new', refresh_token: 'ref-new' })
  const result = await http.request({ method: 'POST', url: `${API}/v2/users/login`, query: { session: false, ids: [1, 2], skip: undefined }, json: { email: 'a@b.c', password: 'pw' } })
  assert.equal(result, { user: { name: 'Ada' } })
  assert.equal(tokens(), { access: 'acc-new', refresh: 'ref-new' })
})

test('a non-OK answer rejects with "Request failed with status code {n}", its parsed data (its own message there) and error_status', async () => {
  const { http } = setup()
  nock(API).post('/v2/users/login').reply(403, { message: 'This account is banned from signing in.', error_status: 403, api_code: 262151, reason: 'abuse' })
  const error = await rejection(http.request({ method: 'POST', url: `${API}/v2/users/login`, json: {} }))
  assert.is(error.error_status, 403)
  assert.is(error.message, 'Request failed with status code 403', 'the transport’s words, exactly (documents 2 and 3 §8)')
  assert.is((error.data as { message: string }).message, 'This account is banned from signing in.')
  assert.is(answerMessage(error), 'This account is banned from signing in.')
  assert.equal((error as unknown as { api_code: number }).api_code, 262151)
  assert.equal((error.data as { reason: string }).reason, 'abuse')
})

test('without a message the rejection says "Request failed with status code {n}"', async () => {
  const { http } = setup()
  nock(API).get('/v2/x').reply(500, { error_status: 500 })
  const error = await rejection(http.request({ url: `${API}/v2/x` }))
  assert.is(error.message, 'Request failed with status code 500')
  assert.is(answerMessage(error), undefined)
})

test('an HTML error page or broken JSON is a server error, not data', async () => {
  const { http } = setup()
  nock(API).get('/v2/html').reply(200, '<html>Gateway error</html>', { 'content-type': 'text/html' })
  nock(API).get('/v2/broken').reply(200, '{"result":', { 'content-type': 'application/json' })
  nock(API).get('/v2/html502').reply(502, '<html>Bad gateway</html>', { 'content-type': 'text/html' })
  assert.is((await rejection(http.request({ url: `${API}/v2/html` }))).error_status, 502)
  assert.is((await rejection(http.request({ url: `${API}/v2/broken` }))).code, 'InvalidResponse')
  const bad = await rejection(http.request({ url: `${API}/v2/html502` }))
  assert.is(bad.message, 'Request failed with status code 502')
})

test('transport failures: "Network Error", "Request aborted", "timeout of {n}ms exceeded"', async () => {
  const { http, timers } = setup()
  nock(API).get('/v2/down').replyWithError('connect ECONNREFUSED')
  assert.is((await rejection(http.request({ url: `${API}/v2/down` }))).message, 'Network Error')

  // A service that never answers; a pending reply holds no timer, so nothing outlives the test.
  const never = () => new Promise<[number, object]>(() => {})
  nock(API).get('/v2/slow').reply(never)
  const controller = new AbortController()
  const aborted = rejection(http.request({ url: `${API}/v2/slow`, signal: controller.signal }))
  controller.abort()
  assert.is((await aborted).message, 'Request aborted')

  nock(API).get('/v2/slower').reply(never)
  const timedOut = rejection(http.request({ url: `${API}/v2/slower`, timeoutMs: 2500 }))
  await timers.tick(2500)
  const error = await timedOut
  assert.is(error.message, 'timeout of 2500ms exceeded')
  assert.is(error.error_status, 0)
})

test('401: one refresh shared by every waiting request, then one retry each', async () => {
  const { http, tokens } = setup({ access: 'old', refresh: 'ref-1' })
  nock(API).get('/v2/a').matchHeader('authorization', 'Bearer old').reply(401, { message: 'expired' })
  nock(API).get('/v2/b').matchHeader('authorization', 'Bearer old').reply(403, { message: 'expired' })
  const refreshCall = nock(API).get('/v2/users/refreshusertoken').matchHeader('authorization', 'Bearer ref-1').once().reply(200, { result: {}, access_token: 'new', refresh_token: 'ref-2' })
  nock(API).get('/v2/a').matchHeader('authorization', 'Bearer new').reply(200, { result: 'a' })
  nock(API).get('/v2/b').matchHeader('authorization', 'Bearer new').reply(200, { result: 'b' })
  const [a, b] = await Promise.all([http.request({ url: `${API}/v2/a` }), http.request({ url: `${API}/v2/b` })])
  assert.equal([a, b], ['a', 'b'])
  assert.ok(refreshCall.isDone())
  assert.equal(tokens(), { access: 'new', refresh: 'ref-2' })
})

test('a 401 that arrives after the refresh it would have caused has finished retries with the new token: one refresh per expired token', async () => {
  const { http, tokens } = setup({ access: 'old', refresh: 'ref-1' })
  // /v2/slow was sent with the old token; its refusal comes back only after /v2/fast's refusal has
  // caused a refresh and that refresh has finished.
  let refuseSlow!: () => void
  nock(API).get('/v2/slow').matchHeader('authorization', 'Bearer old').reply(() => new Promise<[number, object]>((resolve) => (refuseSlow = () => resolve([401, { message: 'expired' }]))))
  nock(API).get('/v2/fast').matchHeader('authorization', 'Bearer old').reply(401, { message: 'expired' })
  const refreshCall = nock(API).get('/v2/users/refreshusertoken').matchHeader('authorization', 'Bearer ref-1').once().reply(200, { access_token: 'new', refresh_token: 'ref-2' })
  // With rotating tokens a second refresh would spend ref-2 (the service ends the login on reuse).
  const second = nock(API).get('/v2/users/refreshusertoken').matchHeader('authorization', 'Bearer ref-2').reply(200, { access_token: 'newer', refresh_token: 'ref-3' })
  nock(API).get('/v2/fast').matchHeader('authorization', 'Bearer new').reply(200, { result: 'fast' })
  nock(API).get('/v2/slow').matchHeader('authorization', 'Bearer new').reply(200, { result: 'slow' })
  const slow = http.request({ url: `${API}/v2/slow` })
  assert.is(await http.request({ url: `${API}/v2/fast` }), 'fast')
  assert.ok(refreshCall.isDone())
  refuseSlow()
  assert.is(await slow, 'slow')
  assert.not.ok(second.isDone(), 'no second refresh')
  assert.equal(tokens(), { access: 'new', refresh: 'ref-2' })
  nock.cleanAll()
})

test('a refused refresh (401) clears the login data once and the requests reject with their own error', async () => {
  const { http, tokens, cleared } = setup({ access: 'old', refresh: 'ref-1' })
  nock(API).get('/v2/a').reply(401, { message: 'expired a' })
  nock(API).get('/v2/b').reply(401, { message: 'expired b' })
  nock(API).get('/v2/users/refreshusertoken').reply(401, { message: 'no' })
  const [a, b] = await Promise.all([rejection(http.request({ url: `${API}/v2/a` })), rejection(http.request({ url: `${API}/v2/b` }))])
  assert.equal([answerMessage(a), answerMessage(b)], ['expired a', 'expired b'])
  assert.equal([a.message, b.message], ['Request failed with status code 401', 'Request failed with status code 401'])
  assert.is(cleared(), 1)
  assert.equal(tokens(), {})
})

test('a forbidden refresh (403), even with a body that is not data, clears the login data', async () => {
  const { http, tokens, cleared } = setup({ access: 'old', refresh: 'ref-1' })
  nock(API).get('/v2/users/refreshusertoken').reply(403, '<html>Forbidden</html>', { 'content-type': 'text/html' })
  assert.equal(await http.renew(), { ok: false, cleared: true })
  assert.is(cleared(), 1)
  assert.equal(tokens(), {})
})

/** Each way a refresh can fail without the service refusing the refresh token. */
const notRefused: Array<[string, (scope: nock.Interceptor) => nock.Scope]> = [
  ['offline', (scope) => scope.replyWithError('connect ECONNREFUSED')],
  ['a server error', (scope) => scope.reply(503, { message: 'Down for maintenance' })],
  ['an HTML error page', (scope) => scope.reply(502, '<html>Bad gateway</html>', { 'content-type': 'text/html' })],
  ['broken JSON', (scope) => scope.reply(200, '{"result":', { 'content-type': 'application/json' })],
  ['too many requests', (scope) => scope.reply(429, { message: 'Slow down' })],
]

for (const [what, answer] of notRefused) {
  test(`a refresh that fails by ${what} keeps the tokens; the request fails with its own error; the next refresh uses them`, async () => {
    const { http, tokens, cleared } = setup({ access: 'old', refresh: 'ref-1' })
    nock(API).get('/v2/a').matchHeader('authorization', 'Bearer old').reply(401, { message: 'expired a' })
    answer(nock(API).get('/v2/users/refreshusertoken').matchHeader('authorization', 'Bearer ref-1'))
    const error = await rejection(http.request({ url: `${API}/v2/a` }))
    assert.is(answerMessage(error), 'expired a')
    assert.is(error.message, 'Request failed with status code 401')
    assert.is(error.error_status, 401)
    assert.is(cleared(), 0, 'the reader is not signed out')
    assert.equal(tokens(), { access: 'old', refresh: 'ref-1' })
    assert.ok(http.hasLogin())

    // The periodic refresh tries again with the same refresh token, and this time it works.
    nock(API).get('/v2/users/refreshusertoken').matchHeader('authorization', 'Bearer ref-1').reply(200, { access_token: 'new', refresh_token: 'ref-2' })
    assert.is(await http.refresh(), true)
    assert.equal(tokens(), { access: 'new', refresh: 'ref-2' })
    assert.ok(nock.isDone())
  })
}

test(`a refresh with no answer within ${REFRESH_TIMEOUT_MS} ms keeps the tokens and frees the next attempt`, async () => {
  const { http, tokens, cleared, timers } = setup({ access: 'old', refresh: 'ref-1' })
  nock(API).get('/v2/users/refreshusertoken').reply(() => new Promise<[number, object]>(() => {}))
  const first = http.renew()
  await timers.tick(REFRESH_TIMEOUT_MS - 1)
  const second = http.renew()
  assert.is(second, first, 'still one attempt for everyone')
  await timers.tick(1)
  assert.equal(await first, { ok: false, cleared: false })
  assert.is(cleared(), 0)
  assert.equal(tokens(), { access: 'old', refresh: 'ref-1' })
  nock(API).get('/v2/users/refreshusertoken').reply(200, { access_token: 'new' })
  assert.is(await http.refresh(), true)
})

test('a refusal that arrives after another sign-in stored new tokens leaves that sign-in alone', async () => {
  const { http, tokens, cleared } = setup({ access: 'old', refresh: 'ref-1' })
  let answer!: (reply: [number, object]) => void
  nock(API).get('/v2/users/refreshusertoken').reply(() => new Promise<[number, object]>((resolve) => (answer = resolve)))
  nock(API).post('/v2/users/login').reply(200, { result: { user: { name: 'Ada' } }, access_token: 'acc-ada', refresh_token: 'ref-ada' })
  const refreshing = http.renew()
  await http.request({ method: 'POST', url: `${API}/v2/users/login`, json: {} })
  answer([401, { message: 'The session has expired.' }])
  assert.equal(await refreshing, { ok: false, cleared: false })
  assert.is(cleared(), 0)
  assert.equal(tokens(), { access: 'acc-ada', refresh: 'ref-ada' })
})

test('renew hands back what the refresh answer carried with the tokens; without a refresh token nothing is asked', async () => {
  const { http, tokens } = setup({ access: 'old', refresh: 'ref-1' })
  nock(API).get('/v2/users/refreshusertoken').reply(200, { result: { user: { uuid: 'u-1', name: 'Ada' }, isNewUser: false }, access_token: 'new', refresh_token: 'ref-2' })
  assert.equal(await http.renew(), { ok: true, result: { user: { uuid: 'u-1', name: 'Ada' }, isNewUser: false } })
  assert.equal(tokens(), { access: 'new', refresh: 'ref-2' })

  const guest = setup()
  assert.equal(await guest.http.renew(), { ok: false, cleared: false })
  assert.is(await guest.http.refresh(), false)
  assert.is(guest.cleared(), 0)
})

test('a retried request that fails again is not refreshed a second time', async () => {
  const { http } = setup({ access: 'old', refresh: 'ref-1' })
  nock(API).get('/v2/a').times(2).reply(403, { message: 'forbidden' })
  const refreshCall = nock(API).get('/v2/users/refreshusertoken').times(2).reply(200, { access_token: 'new' })
  assert.is((await rejection(http.request({ url: `${API}/v2/a` }))).error_status, 403)
  assert.is(refreshCall.pendingMocks().length, 1, 'refreshed once')
})

test('Retry-After on a 429 or 503 holds every call to that API (every widget’s) until the time is up: none reaches the service meanwhile', async () => {
  const { http, timers } = setup()
  nock(API).get('/v2/comments').reply(429, { message: 'Slow down' }, { 'content-type': 'application/json', 'retry-after': '30' })
  const first = await rejection(http.request({ url: `${API}/v2/comments` }))
  assert.is(first.error_status, 429)
  assert.is(first.retryAfterMs, 30_000)
  await timers.tick(10_000)
  // Another widget's call, 10 s later: not sent (no interceptor would answer it), told how long is left.
  const held = await rejection(http.request({ url: `${API}/v2/users/current` }))
  assert.is(held.error_status, 429)
  assert.is(held.retryAfterMs, 20_000)
  assert.is(held.message, 'Request failed with status code 429')
  // Another origin is not the service that asked.
  nock('https://cdn.example').get('/x.json').reply(200, { ok: true })
  assert.equal(await http.request({ url: 'https://cdn.example/x.json' }), { ok: true })
  await timers.tick(20_000)
  nock(API).get('/v2/users/current').reply(200, { result: { name: 'Ada' } })
  assert.equal(await http.request({ url: `${API}/v2/users/current` }), { name: 'Ada' })
})

test('Retry-After as an HTTP date, past, broken or huge: counted from the clock, never negative, at most 10 minutes', async () => {
  assert.is(retryAfterMs('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT')), 30_000)
  assert.is(retryAfterMs('Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('Wed, 21 Oct 2026 08:00:00 GMT')), 0)
  assert.is(retryAfterMs('soon', 0), undefined)
  assert.is(retryAfterMs(null, 0), undefined)
  assert.is(retryAfterMs('86400', 0), MAX_RETRY_AFTER_MS)
  const { http } = setup()
  nock(API).get('/v2/a').reply(503, { message: 'Down' }, { 'content-type': 'application/json', 'retry-after': 'soon' })
  nock(API).get('/v2/b').reply(200, { result: 'b' })
  assert.is((await rejection(http.request({ url: `${API}/v2/a` }))).retryAfterMs, undefined)
  assert.is(await http.request({ url: `${API}/v2/b` }), 'b', 'an unreadable Retry-After holds nothing')
})

test('the legacy client resolves {error_status, message, data} instead of rejecting', async () => {
  const { http } = setup()
  nock(API).get('/v1/comments/9').reply(404, { message: 'No such comment' })
  nock(API).get('/v1/comments/10').reply(200, { id: 10 })
  assert.equal(await http.legacy({ url: `${API}/v1/comments/9` }), { error_status: 404, message: 'No such comment', data: { message: 'No such comment' } })
  assert.equal(await http.legacy({ url: `${API}/v1/comments/10` }), { id: 10 })
})

test('the batch GET sends its requests and site in the json parameter', async () => {
  const { http } = setup()
  const requests = { u1: { route: 'users', verb: 'get' as const, params: { id: 'x' } } }
  nock(API).get('/v2/').query({ json: JSON.stringify({ requests, site: 'news.example' }) }).reply(200, { result: { u1: { name: 'Ada' } } })
  assert.equal(await http.batch(`${API}/v2`, requests, 'news.example'), { u1: { name: 'Ada' } })
})

test.run()
