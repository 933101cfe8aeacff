/**
 * Two service instances on one database serve the same readers (issue 20): what one instance knows, the
 * other does too, because it lives in the database — the guests' pages one keeps are forgotten when a
 * write arrives through the other, the sign-in limit counts attempts made at either, the social login
 * poll is answered by either, a session started at one goes on at the other. On PGlite the two share one
 * connection; with DATABASE_URL each has its own pool and LISTEN connection, which is the case that
 * matters (`npm test` runs these files on PostgreSQL too). That a comment posted through one reaches a
 * socket on the other is in realtime-fanout.test.ts.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { ThreadAnswer } from '../../contracts/entities/comments-api'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../examples/server/seed'
import { bearer, startTwoInstances, type TestService, type TwoInstances } from './support'

let instances: TwoInstances | undefined
let first: TestService['app']
let second: TwoInstances['second']
const base = `/v4/livecomments/${DEMO_SECTION_UUID}`
const host = { host: 'localhost:8080' }

test.before(async () => {
  instances = await startTwoInstances()
  first = instances.first.app
  second = instances.second
})
test.after(async () => {
  await instances?.close()
})

const reader = DEMO_ACCOUNTS.find((a) => a.role === 'user')!
const login = (app: typeof first, remoteAddress: string, password = reader.password) => app.inject({ method: 'POST', url: '/v2/users/login', remoteAddress, payload: { email: reader.email, password } })

/** Resolves when `app` hears the database say `scope` changed: subscribe before the write. */
const heard = (app: typeof first, scope: string) =>
  new Promise<void>((resolve) => {
    const stop = app.hub.onChange((said) => {
      if (said !== scope && said !== '*') return
      stop()
      resolve()
    })
  })

test("a guest's page kept by one instance gives way to a comment posted through the other", async () => {
  const url = `${base}?container_id=riverside-park&limit=10`
  const kept = (await second.inject({ method: 'GET', url })).json().result as ThreadAnswer
  const container = kept.container.content_container_uuid
  assert.ok(second.pages.size >= 1)
  const token = (await login(first, '10.60.0.1')).json().access_token as string
  const said = heard(second, container)
  const posted = await first.inject({ method: 'POST', url: `${base}/${container}/comments`, headers: bearer(token), payload: { content: 'Posted next door' } })
  assert.is(posted.statusCode, 201)
  await said
  const fresh = (await second.inject({ method: 'GET', url })).json().result as ThreadAnswer
  assert.is(fresh.contents[0]!.content_uuid, posted.json().result.content.content_uuid)
  assert.is(fresh.totals.all, kept.totals.all + 1)
})

test('sign-in attempts from one address count at both instances: the limit holds whichever is asked', async () => {
  const address = '10.61.0.1'
  for (let i = 0; i < 10; i++) assert.is((await login(i % 2 ? second : first, address, 'wrong-password')).statusCode, 401, `attempt ${i + 1}`)
  for (const app of [first, second]) {
    const refused = await login(app, address)
    assert.is(refused.statusCode, 429)
    assert.ok(Number(refused.headers['retry-after']) > 0)
  }
  assert.is((await login(second, '10.61.0.2')).statusCode, 200, 'another address is not affected')
})

test('the social login poll: the result left by one instance is taken, once, from the other', async () => {
  const done = await first.inject({
    method: 'POST',
    url: '/auth/thirdparty/google/complete',
    headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'sub=dev-sam&callback=http%3A%2F%2Flocalhost%3A8080%2F&client=poll-across',
  })
  const token = /"token":"([^"]+)"/.exec(done.body)![1]!
  const polled = await second.inject({ method: 'GET', url: '/v2/users/logincache/get?id=poll-across', headers: host })
  assert.is(polled.json().result.token, token)
  assert.is((await first.inject({ method: 'GET', url: '/v2/users/logincache/get?id=poll-across', headers: host })).statusCode, 400, 'taken once')
})

test('a session started at one instance goes on at the other; an identity token one signs, the other verifies', async () => {
  const session = (await login(first, '10.62.0.1')).json()
  const current = await second.inject({ method: 'GET', url: '/v2/users/current', headers: bearer(session.access_token) })
  assert.is(current.json().result.email, reader.email)
  const refreshed = await second.inject({ method: 'GET', url: '/v2/users/refreshusertoken', headers: bearer(session.refresh_token) })
  assert.is(refreshed.statusCode, 200)
  const replayed = await first.inject({ method: 'GET', url: '/v2/users/refreshusertoken', headers: bearer(session.refresh_token) })
  assert.is(replayed.statusCode, 401, 'a refresh token works once, at whichever instance')

  const { id_token } = (await first.inject({ method: 'GET', url: '/auth/oidc/dev-token?sub=dev-olga', headers: host })).json().result
  const signedIn = await second.inject({ method: 'POST', url: '/v2/users/login/openidconnect', headers: host, payload: { token: id_token } })
  assert.is(signedIn.json().result.user.name, 'Olga Open')
})

test.run()
