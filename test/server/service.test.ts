/** The reference service against the embedded store: one PGlite per file (opening one takes seconds). */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import WebSocket from 'ws'
import { buildApp } from '../../examples/server/app'
import type { ServerConfig } from '../../examples/server/config'
import { migrate, openDb, type Db } from '../../examples/server/db'
import { DEMO_ACCOUNTS, DEMO_SITE_UUID, seed } from '../../examples/server/seed'
import { startTestService, type TestService } from './support'

const dataDir = mkdtempSync(join(tmpdir(), 'vf-service-'))
let service: TestService
let db: Db
let app: TestService['app']
let config: ServerConfig

const admin = DEMO_ACCOUNTS.find((a) => a.privilege === 'admin')!
const reader = DEMO_ACCOUNTS.find((a) => a.role === 'user')!
const banned = DEMO_ACCOUNTS.find((a) => a.ban === 'login')!

test.before(async () => {
  // A data directory of its own, so the restart test can reopen what was written.
  service = await startTestService({ dataDir: join(dataDir, 'store'), config: { allowedOrigins: ['https://publisher.example'] } })
  ;({ db, app, config } = service)
})

test.after(async () => {
  await app?.close()
  await db?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/v2/users/login', payload: { email, password } })

test('migrations are recorded and applying them again does nothing', async () => {
  assert.equal(await migrate(db), [])
  const names = (await db.query<{ name: string }>('select name from schema_migrations order by name')).map((r) => r.name)
  // Every file of the migrations directory, each once, in order.
  const files = readdirSync(new URL('../../examples/server/migrations/', import.meta.url)).filter((f) => f.endsWith('.sql')).sort()
  assert.ok(files.length >= 5)
  assert.equal(names, files)
})

test('the seed runs once and holds every role, five pages and a 1,000-comment thread with deep replies', async () => {
  assert.equal(await seed(db), { seeded: false })
  const roles = await db.query<{ user_privilege: string; n: number }>('select user_privilege, count(*)::int as n from users group by user_privilege order by 1')
  assert.equal(roles.map((r) => r.user_privilege), ['admin', 'moderator', 'user'])
  assert.ok(await db.one(`select 1 from bans b join users u on u.uuid = b.user_uuid where u.email = $1`, [banned.email]))
  assert.ok(await db.one(`select 1 from users where email_verification_status = 'pending_new'`))
  const big = await db.one<{ top: number; replies: number; depth: number }>(
    `select count(*) filter (where parent_uuid is null)::int as top, count(*) filter (where parent_uuid is not null)::int as replies,
       max(total_direct_replies)::int as depth
     from content c join containers k using (content_container_uuid) where k.container_id = 'four-day-week'`,
  )
  assert.is(big?.top, 1000)
  assert.ok((big?.replies ?? 0) > 100)
  assert.is((await db.one<{ n: number }>('select count(*)::int as n from pages'))?.n, 5)
  assert.ok((await db.one<{ n: number }>(`select count(*)::int as n from content where type = 'review' and rating between 20 and 100`))!.n > 0)
  assert.ok((await db.one<{ n: number }>('select count(*)::int as n from notifications'))!.n > 0)
})

test('bootstrap answers the settings, the section tree and the guest', async () => {
  const res = await app.inject({ method: 'POST', url: '/bootstrap/v2?session=false', payload: { section_tree: true, domain: 'localhost:8080' } })
  assert.is(res.statusCode, 200)
  const { result } = res.json()
  assert.is(result.user.user_privilege, 'guest')
  assert.is(result.user.uuid, '00000000-0000-4000-8000-000000000000')
  assert.is(result.settings.section_id, result.sectionTree.section_id)
  assert.is(result.sectionTree.site_uuid, DEMO_SITE_UUID)
  assert.is(result.settings.enable_dislikes, 1)
})

test('bootstrap: an unknown domain and a missing domain are clear 4xx answers', async () => {
  const unknown = await app.inject({ method: 'POST', url: '/bootstrap/v2?session=false', payload: { domain: 'nobody.example' } })
  assert.is(unknown.statusCode, 404)
  assert.equal(unknown.json(), { message: 'No site is configured for the domain "nobody.example"', error_status: 404 })
  const missing = await app.inject({ method: 'POST', url: '/bootstrap/v2', payload: {} })
  assert.is(missing.statusCode, 400)
  assert.is(missing.json().error_status, 400)
  assert.match(missing.json().message, 'domain')
})

test('login: success with tokens and an XSRF token in an answer header the page’s script may read; bootstrap then knows the user', async () => {
  const res = await login(reader.email, reader.password)
  assert.is(res.statusCode, 200)
  const body = res.json()
  assert.is(body.result.user.name, reader.name)
  assert.is(body.result.user.email, reader.email)
  assert.is(body.result.isNewUser, false)
  assert.type(body.access_token, 'string')
  assert.type(body.refresh_token, 'string')
  assert.type(res.headers['x-xsrf-token'], 'string')
  assert.is(res.headers['set-cookie'], undefined, 'no cookie: the script on the publisher page could not read it')
  const fromPublisher = await app.inject({ method: 'POST', url: '/v2/users/login', headers: { origin: 'http://localhost:5173' }, payload: { email: reader.email, password: reader.password } })
  assert.match(String(fromPublisher.headers['access-control-expose-headers']), /x-xsrf-token/i)
  assert.match(String(fromPublisher.headers['access-control-expose-headers']), /retry-after/i, 'the script may read how long a 429 asks it to wait')
  const boot = await app.inject({ method: 'POST', url: '/bootstrap/v2?session=false', headers: { authorization: `Bearer ${body.access_token}` }, payload: { domain: 'localhost' } })
  assert.is(boot.json().result.user.name, reader.name)
  const current = await app.inject({ method: 'GET', url: '/v2/users/current', headers: { authorization: `Bearer ${body.access_token}` } })
  assert.is(current.json().result.uuid, body.result.user.uuid)
})

test('login: a wrong password and an unknown e-mail get the same 401', async () => {
  const wrong = await login(reader.email, 'not-the-password')
  const unknown = await login('nobody@demo.vf', 'whatever')
  assert.is(wrong.statusCode, 401)
  assert.equal(wrong.json(), { message: 'The e-mail or password is not correct.', error_status: 401 })
  assert.equal(unknown.json(), wrong.json())
})

test('login: a banned account is refused with api_code 262151, the reason and permanence', async () => {
  const res = await login(banned.email, banned.password)
  assert.is(res.statusCode, 403)
  const body = res.json()
  assert.is(body.api_code, 262151)
  assert.is(body.reason, 'Repeated abuse of other readers.')
  assert.is(body.permanent, true)
})

test('refresh tokens rotate; reusing an old one revokes the whole session', async () => {
  const first = (await login(admin.email, admin.password)).json()
  const refresh = (token: string) => app.inject({ method: 'GET', url: '/v2/users/refreshusertoken', headers: { authorization: `Bearer ${token}` } })
  const second = await refresh(first.refresh_token)
  assert.is(second.statusCode, 200)
  const rotated = second.json().refresh_token
  assert.is.not(rotated, first.refresh_token)
  const reuse = await refresh(first.refresh_token)
  assert.is(reuse.statusCode, 401)
  assert.is(reuse.json().message, 'The session has expired. Please sign in again.')
  assert.is((await refresh(rotated)).statusCode, 401, 'the family was revoked')
  assert.is((await refresh('forged')).statusCode, 401)
})

test('logout ends the session: its refresh token no longer works', async () => {
  const session = (await login(admin.email, admin.password)).json()
  const out = await app.inject({ method: 'DELETE', url: '/v2/users/logout', headers: { authorization: `Bearer ${session.access_token}` } })
  assert.equal(out.json(), { result: { logged_out: true } })
  const refresh = await app.inject({ method: 'GET', url: '/v2/users/refreshusertoken', headers: { authorization: `Bearer ${session.refresh_token}` } })
  assert.is(refresh.statusCode, 401)
})

test('a forged or missing bearer is a guest; /users/current says 401', async () => {
  const res = await app.inject({ method: 'GET', url: '/v2/users/current', headers: { authorization: 'Bearer not.a.jwt' } })
  assert.is(res.statusCode, 401)
  assert.is(res.json().error_status, 401)
})

test('another user’s record has no e-mail; bad ids are 400, unknown ones 404', async () => {
  const uuid = (await db.one<{ uuid: string }>('select uuid from users where email = $1', [admin.email]))!.uuid
  const res = await app.inject({ method: 'GET', url: `/v2/users/${uuid}` })
  assert.is(res.json().result.name, admin.name)
  assert.is(res.json().result.email, undefined)
  assert.is((await app.inject({ method: 'GET', url: '/v2/users/x;drop' })).statusCode, 400)
  assert.is((await app.inject({ method: 'GET', url: '/v2/users/999999' })).statusCode, 404)
})

test('pages: created, then updated by unique id; bad input is a clear 400', async () => {
  const sectionId = (await db.one<{ section_uuid: string }>('select section_uuid from sections'))!.section_uuid
  const created = await app.inject({ method: 'POST', url: `/v2/${sectionId}/pages`, payload: { url: 'http://localhost:8080/new-story', unique_id: 'new-story', title: 'A new story' } })
  assert.is(created.statusCode, 200)
  const page = created.json().result
  assert.is(page.path, '/new-story')
  const updated = await app.inject({ method: 'POST', url: '/v2/pages', payload: { url: 'http://localhost:8080/new-story?ref=x', unique_id: 'new-story', title: 'A better title' } })
  assert.is(updated.json().result.uuid, page.uuid)
  assert.is(updated.json().result.title, 'A better title')
  const bad = await app.inject({ method: 'POST', url: '/v2/pages', payload: { url: 'not a url' } })
  assert.equal(bad.json(), { message: 'url must be an absolute http(s) address', error_status: 400 })
  const extra = await app.inject({ method: 'POST', url: '/v2/pages', payload: { url: 'http://localhost/x', evil: 1 } })
  assert.is(extra.statusCode, 400)
})

test('CORS: credentials only for allowed publisher origins (any localhost in development)', async () => {
  for (const origin of ['https://publisher.example', 'http://localhost:3000']) {
    const res = await app.inject({ method: 'OPTIONS', url: '/bootstrap/v2', headers: { origin, 'access-control-request-method': 'POST' } })
    assert.is(res.headers['access-control-allow-origin'], origin)
    assert.is(res.headers['access-control-allow-credentials'], 'true')
  }
  const evil = await app.inject({ method: 'OPTIONS', url: '/bootstrap/v2', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } })
  assert.is(evil.headers['access-control-allow-origin'], undefined)
})

test('unknown routes and oversized bodies answer JSON errors without internals', async () => {
  const missing = await app.inject({ method: 'GET', url: '/v2/nothing-here' })
  assert.equal(missing.json(), { message: 'No such route: GET /v2/nothing-here', error_status: 404 })
  const huge = await app.inject({ method: 'POST', url: '/v2/pages', payload: { url: 'http://localhost/x', title: 'x'.repeat(300_000) } })
  assert.is(huge.statusCode, 413)
  assert.not.match(huge.body, 'at ')
})

test('realtime: subscribe is confirmed, keep-alive answered, malformed frames ignored, the hub delivers', async () => {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?site_uuid=${DEMO_SITE_UUID}`)
  const frames: unknown[] = []
  const next = () => new Promise<unknown>((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))))
  await new Promise((resolve) => ws.once('open', resolve))
  ws.send('{not json')
  ws.send(JSON.stringify({ type: 'subscribe', subscription_id: 's1', rules: { content_container_uuid: { one_of: ['c1'] } } }))
  frames.push(await next())
  ws.send(JSON.stringify({ type: 'keep-alive' }))
  frames.push(await next())
  const delivered = next()
  assert.is(app.hub.publish(DEMO_SITE_UUID, { type: 'event', action: 'created', content_container_uuid: 'c1', payload: { content_uuid: 'x' } }), 1)
  frames.push(await delivered)
  assert.equal(frames, [
    { type: 'subscribe', status: 'success', subscription_id: 's1' },
    { type: 'keep-alive' },
    { type: 'event', action: 'created', content_container_uuid: 'c1', payload: { content_uuid: 'x' } },
  ])
  ws.close()
  const refused = new WebSocket(`ws://127.0.0.1:${port}/ws`)
  const error = await new Promise<Error>((resolve) => refused.once('error', resolve))
  assert.match(error.message, '400')
})

test('a restart keeps what was written', async () => {
  if (config.databaseUrl) return
  await app.close()
  await db.close()
  db = await openDb({ dataDir: join(dataDir, 'store') })
  assert.equal(await migrate(db), [])
  assert.ok(await db.one(`select 1 from pages where unique_id = 'new-story'`))
  app = await buildApp({ db, config })
})

test.run()
