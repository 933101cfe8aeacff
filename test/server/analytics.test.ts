/**
 * The analytics ingest and report of the reference service (document 3 §7): a beacon's text, a JSON
 * POST and an image GET are taken, validated and stored once per event, in batches; the report counts
 * them per day, page and widget for the site's administrators and moderators.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { AnalyticsReport } from '../../contracts/analytics'
import { buildApp } from '../../examples/server/app'
import type { Db } from '../../examples/server/db'
import { seedAnalytics } from '../../examples/server/seed-analytics'
import { DEMO_SECTION_UUID } from '../../examples/server/seed'
import { bearer, signInDemo, startTestService, type TestService } from './support'

let service: TestService
let app: TestService['app']
let db: Db

test.before(async () => {
  service = await startTestService()
  ;({ app, db } = service)
})
test.after(async () => {
  await service?.close()
})

let serial = 0
/** An event as the product's plugin makes one. */
function event(name: string, extra: Record<string, unknown> = {}) {
  serial++
  return {
    name,
    eid: `e2e0${String(serial).padStart(4, '0')}-0000-4000-8000-000000000000`,
    view: { url: 'http://localhost/', path: '/', title: 'City council approves the new riverside park' },
    meta: { vid: `visitor-${String(serial % 3).padStart(4, '0')}`, sid: 'session-0001', privilege: 'guest', consent: 'flag' },
    csd: { vw: 1280, vh: 800 },
    ua: 'Test/1',
    rq: 'request-00000001',
    rs: 0,
    ts: Date.now(),
    ltz: 60,
    w: ['vf-conversations', 'vf-tray-trigger'],
    wStats: { 'vf-conversations': 1, 'vf-tray-trigger': 1 },
    ...extra,
  }
}

const stored = async (eid: string) => db.query<{ name: string; path: string; visitor_id: string; engaged_ms: number; widget: string | null; kind: string | null; payload: Record<string, unknown> }>('select name, path, visitor_id, engaged_ms, widget, kind, payload from analytics_events where eid = $1', [eid])

test('a JSON POST is stored and answered 204 with nothing to read', async () => {
  const e = event('view')
  const answer = await app.inject({ method: 'POST', url: '/v3/analytics/localhost', payload: e })
  assert.is(answer.statusCode, 204)
  assert.is(answer.body, '')
  const [row] = await stored(e.eid)
  assert.equal([row!.name, row!.path, row!.visitor_id], ['view', '/', e.meta.vid])
})

test("a beacon's text/plain array is stored, each event once however often it arrives (a beacon, then its retry)", async () => {
  const a = event('interaction', { interaction: { type: 'comment', widget: 'vf-conversations' } })
  const b = event('engagement', { engagement: { time: 4000, vftime: 3000, widgets: ['vf-conversations'], widgetTime: { 'vf-conversations': 3000 }, containerTime: {}, focuses: 0, hiddenTime: 0, commentsRead: 1 } })
  const text = JSON.stringify([a, b])
  for (let i = 0; i < 2; i++) {
    const answer = await app.inject({ method: 'POST', url: '/v3/analytics/localhost', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: text })
    assert.is(answer.statusCode, 204)
  }
  assert.equal((await stored(a.eid)).map((r) => [r.name, r.widget, r.kind]), [['interaction', 'vf-conversations', 'comment']])
  assert.equal((await stored(b.eid)).map((r) => [r.name, r.engaged_ms]), [['engagement', 4000]])
})

test('the image GET takes the event in t and answers a 1×1 GIF that is never cached', async () => {
  const e = event('logout')
  const answer = await app.inject({ method: 'GET', url: `/v3/analytics/localhost?t=${encodeURIComponent(JSON.stringify(e))}` })
  assert.is(answer.statusCode, 200)
  assert.is(answer.headers['content-type'], 'image/gif')
  assert.is(answer.headers['cache-control'], 'no-store')
  assert.equal([...answer.rawPayload.subarray(0, 6)], [...Buffer.from('GIF89a')])
  assert.is((await stored(e.eid)).length, 1)
})

test('the second ingest path (v3) takes the same events', async () => {
  const e = event('cwv', { cwv_scores: { LCP: { value: 1200, rating: 'good' } } })
  assert.is((await app.inject({ method: 'POST', url: '/v3/ingest/localhost', payload: e })).statusCode, 204)
  assert.is((await stored(e.eid)).length, 1)
})

test('invalid events are refused with what was wrong; in a batch, the valid ones are stored', async () => {
  const cases: Array<[unknown, RegExp]> = [
    [{ ...event('view'), name: 'pageview' }, /unknown event name "pageview"/],
    [{ ...event('view'), extra: 1 }, /unknown field "extra"/],
    [{ ...event('view'), eid: 'x' }, /eid must be/],
    [{ ...event('view'), ts: 'now' }, /ts must be/],
    [{ ...event('view'), w: 'vf-conversations' }, /w must be widget tags/],
    [{ ...event('view'), data: { note: 'x'.repeat(20_000) } }, /at most 16384 bytes/],
    [[], /a batch holds 1 to 25 events/],
    [Array.from({ length: 26 }, () => event('view')), /a batch holds 1 to 25 events/],
  ]
  for (const [payload, message] of cases) {
    const answer = await app.inject({ method: 'POST', url: '/v3/analytics/localhost', payload: payload as object })
    assert.is(answer.statusCode, 400, String(message))
    assert.match(answer.json().message, message)
  }
  const notJson = await app.inject({ method: 'POST', url: '/v3/analytics/localhost', headers: { 'content-type': 'text/plain' }, payload: '{nope' })
  assert.is(notJson.statusCode, 400)
  assert.match(notJson.json().message, /not JSON/)

  const good = event('view')
  const mixed = await app.inject({ method: 'POST', url: '/v3/analytics/localhost', payload: [{ ...event('view'), name: 'nope' }, good] })
  assert.is(mixed.statusCode, 204)
  assert.is((await stored(good.eid)).length, 1)
})

test('e-mail fields are dropped whatever a client sends; an unknown site is 404', async () => {
  const e = event('login', { user_data: { uuid: 'u', email: 'ada@example.com' }, loginData: { loginType: 'email', user_email: 'a@b.co' } })
  await app.inject({ method: 'POST', url: '/v3/analytics/localhost', payload: e })
  const [row] = await stored(e.eid)
  assert.not.match(JSON.stringify(row!.payload), /@/)
  const unknown = await app.inject({ method: 'POST', url: '/v3/analytics/nowhere.example', payload: event('view') })
  assert.is(unknown.statusCode, 404)
})

test('a client clock far off is not believed: the event is dated when it arrived', async () => {
  const e = event('view', { ts: Date.now() + 86_400_000 })
  await app.inject({ method: 'POST', url: '/v3/analytics/localhost', payload: e })
  const [row] = await db.query<{ lag: number }>('select abs(extract(epoch from occurred_at - received_at)) as lag from analytics_events where eid = $1', [e.eid])
  assert.ok(Number(row!.lag) < 5)
})

test('events arriving together are written by few statements, not one per event, and each request hears once its own are stored', async () => {
  let inserts = 0
  const counting: Db = { ...db, query: (sql, params) => ((inserts += sql.startsWith('insert into analytics_events') ? 1 : 0), db.query(sql, params)) }
  const other = await buildApp({ db: counting, config: service.config })
  try {
    const events = Array.from({ length: 60 }, () => event('view'))
    const answers = await Promise.all(events.map((e) => other.inject({ method: 'POST', url: '/v3/analytics/localhost', payload: e })))
    assert.ok(answers.every((a) => a.statusCode === 204))
    assert.ok(inserts <= 6, `${inserts} statements for 60 events`)
    const [count] = await db.query<{ n: string }>('select count(*) as n from analytics_events where eid = any($1::text[])', [events.map((e) => e.eid)])
    assert.is(Number(count!.n), 60, 'stored by the time each was answered')
  } finally {
    await other.close()
  }
})

test('a write that fails answers 503, so the product keeps the events and retries', async () => {
  const failing: Db = { ...db, query: (sql, params) => (sql.startsWith('insert into analytics_events') ? Promise.reject(new Error('disk full')) : db.query(sql, params)) }
  const other = await buildApp({ db: failing, config: service.config })
  try {
    const answer = await other.inject({ method: 'POST', url: '/v3/analytics/localhost', payload: event('view') })
    assert.is(answer.statusCode, 503)
    assert.match(answer.json().message, /send them again later/)
  } finally {
    await other.close()
  }
})

test('two instances on one database store an event once, whichever gets it', async () => {
  const second = await buildApp({ db, config: service.config })
  try {
    const e = event('view')
    const answers = await Promise.all([app, second].map((instance) => instance.inject({ method: 'POST', url: '/v3/analytics/localhost', payload: e })))
    assert.equal(answers.map((a) => a.statusCode), [204, 204])
    assert.is((await stored(e.eid)).length, 1)
  } finally {
    await second.close()
  }
})

test("the report is the site's administrators' and moderators': 401 for a guest, 403 for a reader", async () => {
  assert.is((await app.inject({ method: 'GET', url: '/v3/analytics/localhost/report' })).statusCode, 401)
  const reader = await signInDemo(app, 2)
  assert.is((await app.inject({ method: 'GET', url: '/v3/analytics/localhost/report', headers: bearer(reader.token) })).statusCode, 403)
  const moderator = await signInDemo(app, 1)
  assert.is((await app.inject({ method: 'GET', url: '/v3/analytics/localhost/report', headers: bearer(moderator.token) })).statusCode, 200)
})

test('the report counts views, visitors, engagement and interactions per day, page and widget, and narrows to one page or widget', async () => {
  await db.exec('delete from analytics_events')
  const admin = await signInDemo(app, 0)
  const at = Date.now() - 60_000
  const on = (path: string, w: string[]) => ({ view: { url: `http://localhost${path}`, path, title: `Page ${path}` }, w, ts: at })
  const batch = [
    event('view', on('/', ['vf-conversations', 'vf-tray-trigger'])),
    event('view', on('/', ['vf-conversations', 'vf-tray-trigger'])),
    event('view', on('/chat.html', ['vf-tray-trigger'])),
    event('engagement', { ...on('/', ['vf-conversations']), engagement: { time: 10_000, vftime: 8000, widgets: ['vf-conversations', 'vf-tray-trigger'], widgetTime: { 'vf-conversations': 8000, 'vf-tray-trigger': 2000 }, containerTime: {}, focuses: 1, hiddenTime: 0, commentsRead: 2 } }),
    event('engagement', { ...on('/chat.html', ['vf-tray-trigger']), engagement: { time: 3000, vftime: 1000, widgets: ['vf-tray-trigger'], widgetTime: { 'vf-tray-trigger': 1000 }, containerTime: {}, focuses: 0, hiddenTime: 0, commentsRead: 0 } }),
    event('interaction', { ...on('/', []), interaction: { type: 'like', widget: 'vf-conversations' } }),
    event('interaction', { ...on('/', []), interaction: { type: 'comment', widget: 'vf-conversations' } }),
    event('interaction', { ...on('/', []), interaction: { type: 'like', widget: 'vf-conversations' } }),
  ]
  assert.is((await app.inject({ method: 'POST', url: '/v3/analytics/localhost', payload: batch })).statusCode, 204)
  const report = async (query = '') => (await app.inject({ method: 'GET', url: `/v3/analytics/localhost/report?days=7${query}`, headers: bearer(admin.token) })).json().result as AnalyticsReport

  const all = await report()
  assert.is(all.daily.length, 7)
  assert.equal(all.daily.slice(0, 6).map((d) => d.views), [0, 0, 0, 0, 0, 0], 'days without events are zeros')
  assert.equal(all.totals, { views: 3, visitors: all.totals.visitors, engagedMs: 13_000, interactions: 3 })
  assert.ok(all.totals.visitors >= 1 && all.totals.visitors <= 3)
  assert.equal(all.pages.map((p) => [p.path, p.views, p.engagedMs, p.interactions]), [['/', 2, 10_000, 3], ['/chat.html', 1, 3000, 0]])
  assert.equal(all.widgets.map((w) => [w.widget, w.engagedMs, w.interactions, w.views]), [['vf-conversations', 8000, 3, 2], ['vf-tray-trigger', 3000, 0, 3]])
  assert.equal(all.interactionTypes, [{ type: 'like', count: 2 }, { type: 'comment', count: 1 }])

  const page = await report('&path=%2Fchat.html')
  assert.equal([page.totals.views, page.totals.engagedMs, page.totals.interactions], [1, 3000, 0])
  assert.equal(page.filter, { path: '/chat.html' })

  const widget = await report('&widget=vf-conversations')
  assert.equal([widget.totals.views, widget.totals.engagedMs, widget.totals.interactions], [2, 8000, 3])
  assert.is(widget.widgets.length, 2, 'the widget list stays whole')
})

test('the demo history: thirty days of views, engagement and interactions, written once', async () => {
  await db.exec('delete from analytics_events')
  const written = await seedAnalytics(db)
  assert.ok(written > 2000, `${written} events`)
  assert.is(await seedAnalytics(db), 0, 'not written twice')
  const [days] = await db.query<{ n: string }>(`select count(distinct date_trunc('day', occurred_at)) as n from analytics_events where section_uuid = $1::uuid`, [DEMO_SECTION_UUID])
  assert.ok(Number(days!.n) >= 29)
})

test.run()
