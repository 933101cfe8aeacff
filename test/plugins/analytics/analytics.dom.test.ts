/**
 * The analytics plugin in the product (happy-dom, `testKernel`): what reaches the analytics endpoint,
 * with and without consent, and what each of the product's events becomes. The service's answers are
 * given by the test; time is the kernel's fake clock.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { AnalyticsState } from '../../../contracts/analytics'
import type { AnalyticsEvent } from '../../../contracts/entities/analytics'
import type { Plugin, PluginContext } from '../../../contracts/plugin'
import { analyticsPlugin, type AnalyticsOptions } from '../../../plugins/analytics'
import type { VitalReport, VitalsSource } from '../../../plugins/analytics/cwv'
import { testKernel, type TestKernel } from '../../support/test-kernel'
import { fakeHost, fakeTcf, sequentialIds, type FakeHost } from './support'

// The tracker is a lazily loaded chunk; handed over as already loaded, it arrives within the fake clock's flushes.
const trackerModule = await import('../../../plugins/analytics/tracker')

const INGEST = '/v3/analytics/news.example'
const VITALS = '/v3/ingest/news.example'

/** A plugin installed before analytics: what a previous page or the publisher left in storage. */
const before = (fn: (ctx: PluginContext) => void): Plugin => ({ name: 'page-before', setup: fn })
const withFlag = (flag: string) => before((ctx) => ctx.storage.raw.session.set('__vftc__', flag))

/** What the plugin's `analytics` store slice says. */
const slice = (t: TestKernel) => (t.product.kernel.store.getState() as { analytics?: AnalyticsState }).analytics

interface Started extends TestKernel {
  host: FakeHost
  /** Every event that reached the ingest (POST bodies and beacons), in order. */
  sent(path?: string): AnalyticsEvent[]
  names(path?: string): string[]
}

/** The products a test started: their analytics go after it, so no earlier test's tracker writes the page's cookies during the next. */
const started: Started[] = []
test.after.each(async () => {
  for (const t of started.splice(0)) await t.vf.plugins.remove('analytics')
})

async function start(options: { plugins?: Plugin[]; analytics?: AnalyticsOptions; settings?: Record<string, unknown>; host?: FakeHost; page?: string } = {}): Promise<Started> {
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`))
  const host = options.host ?? fakeHost()
  const settings = { section_id: 's-1', language: 'en-us', ...options.settings }
  // The service behind the test's own replies: the ingest takes everything (from start-up on), bootstrap answers a guest.
  const service = (async (input: string | URL | Request) => {
    const path = new URL(String(input instanceof Request ? input.url : input)).pathname
    const body = path.includes('/bootstrap/') ? { result: { user: { uuid: '00000000-0000-4000-8000-000000000000', user_privilege: 'guest', name: 'Guest' }, settings, sectionTree: { section_id: 's-1' } } } : {}
    return new Response(JSON.stringify(body), { status: path.startsWith('/v3/') || path.includes('/bootstrap/') ? 200 : 404, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  const t = await testKernel({
    page: options.page ?? '',
    settings,
    fetch: service,
    plugins: [...(options.plugins ?? []), analyticsPlugin({ host, makeId: sequentialIds('eid'), random: () => 0.5, loadTracker: async () => trackerModule, ...options.analytics })],
  })
  await t.clock.tick(0)
  const bodies = (path: string) => [
    ...t.api.requests.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.body),
    ...host.beacons.filter((b) => new URL(b.url).pathname === path).map((b) => b.body),
  ]
  const sent = (path = INGEST) => bodies(path).flatMap((body) => (Array.isArray(body) ? body : [body])) as AnalyticsEvent[]
  const made: Started = { ...t, host, sent, names: (path) => sent(path).map((e) => e.name) }
  started.push(made)
  return made
}

test('without any consent signal nothing is stored, sent or set, and the tracker never loads', async () => {
  const t = await start()
  t.vf.$publish('analytics', 'sortComments', { from: 'newest', to: 'oldest' })
  await t.clock.tick(60_000)
  assert.equal(t.names(), [])
  assert.is(t.api.calls('POST', INGEST), 0)
  assert.is(slice(t)?.consent, 'blocked')
  assert.not.match(document.cookie, /_vfa|_vfb/)
})

for (const flag of ['-2', '-1', '1']) {
  test(`the page's flag ${flag} blocks tracking`, async () => {
    const t = await start({ plugins: [withFlag(flag)] })
    await t.clock.tick(20_000)
    assert.equal(t.names(), [])
  })
}

test('allow-all (2): the consent event once, and the page view, in one request, with the common fields; cookies set', async () => {
  const t = await start({ plugins: [withFlag('2')], page: '<div data-vf-id="w1" is="x"></div>' })
  assert.equal(t.names(), ['consent', 'view'])
  const view = t.sent().find((e) => e.name === 'view')!
  assert.is(view.view.url, 'https://news.example/article')
  assert.is(view.view.path, '/article')
  assert.ok(view.meta.vid && view.meta.sid, 'visitor and session ids')
  assert.is(view.meta.privilege, 'guest')
  assert.is(view.meta.consent, 'flag')
  assert.is(view.ua, 'TestBrowser/1.0')
  assert.equal([view.csd.vw, view.csd.vh, view.csd.mobile], [1280, 800, false])
  assert.is(typeof view.rq, 'string')
  assert.is(view.rs, 0)
  assert.is(view.ts, t.product.kernel.clock.now())
  assert.is(typeof view.ltz, 'number')
  assert.equal(view.w, ['div'])
  assert.equal(view.wStats, { div: 1 })
  assert.match(document.cookie, new RegExp(`_vfa=${view.meta.vid}`))
  assert.match(document.cookie, new RegExp(`_vfb=${view.meta.sid}`))
  const state = slice(t)!
  assert.equal([state.consent, state.visitorId, state.requestId], ['allowed', view.meta.vid, view.rq])
})

test('the consent marker: a visitor who consented before gets no second consent event', async () => {
  const t = await start({ plugins: [before((ctx) => (ctx.storage.raw.session.set('__vftc__', '2'), ctx.storage.local.set('analytics.consent', { source: 'flag', at: 0 })))] })
  assert.equal(t.names(), ['view'])
})

test('consent given on the bus after start-up sends the view then; withdrawn, the stack, cookies and marker go and nothing more is sent', async () => {
  const t = await start()
  t.vf.$publish('analytics', 'sortComments', { from: 'newest', to: 'oldest' })
  assert.equal(t.names(), [])
  t.vf.$publish('analytics', 'consent', { consent: 2 })
  await t.clock.tick(0)
  assert.equal(t.names(), ['consent', 'view'], 'what happened while refused is not counted')
  assert.is(slice(t)?.flag, 2, "kept as the page's flag")
  t.vf.$publish('analytics', 'consent', { consent: -2 })
  await t.clock.tick(0)
  t.vf.$publish('analytics', 'sortComments', { from: 'oldest', to: 'newest' })
  await t.clock.tick(60_000)
  assert.equal(t.names(), ['consent', 'view'])
  assert.not.match(document.cookie, /_vfa=|_vfb=/)
  assert.is(slice(t)?.consent, 'blocked')
  assert.equal(await t.vf.actions.call('analytics.consent', { params: { flag: 2 } }), 'allowed')
  await t.clock.tick(0)
  assert.equal(t.names().slice(2), ['consent', 'view'], 'allowed again: a new visitor (the ids went), its consent and view')
  assert.is.not(t.sent()[2]!.meta.vid, t.sent()[0]!.meta.vid)
})

test('a tab without any signal forgets nothing a consenting tab stored; an explicit refusal does', async () => {
  let storage: PluginContext['storage'] | undefined
  const consented = before((ctx) => {
    storage = ctx.storage
    ctx.storage.local.set('analytics.consent', { source: 'flag', at: 0 })
    ctx.storage.local.set('analytics.outbox', [{ event: { name: 'logout', eid: 'other-tab-01', meta: { vid: 'visitor-old' } }, path: 'analytics' }])
  })
  const t = await start({ plugins: [consented] })
  assert.equal([slice(t)?.consent, slice(t)?.consentSource], ['blocked', 'none'])
  assert.is(storage!.local.get<unknown[]>('analytics.outbox')?.length, 1, "the other tab's stack stays")
  assert.ok(storage!.local.get('analytics.consent'), 'and its consent marker')
  assert.is(await t.vf.actions.call('analytics.consent', { params: { flag: 1 } }), 'blocked')
  assert.is(storage!.local.get('analytics.outbox'), undefined, 'refused: the stack goes')
  assert.is(storage!.local.get('analytics.consent'), undefined, 'and the marker')
  assert.equal(t.names(), [])
})

test('TCF: events heard while the framework is asked wait, and go once it gives the vendor consent, with its consent string', async () => {
  const tcf = fakeTcf()
  const t = await start({ host: fakeHost({ tcf: tcf.api }), settings: { tcf_api_cmp_integration: 1, tcf_vendor_id: 42 } })
  t.vf.$publish('analytics', 'sortComments', { from: 'newest', to: 'oldest' })
  await t.clock.tick(10_000)
  assert.equal(t.names(), [])
  assert.is(slice(t)?.consent, 'pending')
  tcf.answer({ eventStatus: 'useractioncomplete', gdprApplies: true, tcString: 'CPtcf', vendor: { consents: { '42': true } }, purpose: { consents: { '1': true } } })
  await t.clock.tick(0)
  assert.equal(t.names().sort(), ['consent', 'sort', 'view'])
  const byName = Object.fromEntries(t.sent().map((e) => [e.name, e]))
  assert.equal(byName.view!.meta.tp, { tcf: 'CPtcf', gdpr: true }, 'view and consent events carry the third-party id')
  assert.equal(byName.consent!.meta.tp, { tcf: 'CPtcf', gdpr: true })
  assert.is(byName.sort!.meta.tp, undefined)
  assert.is(byName.view!.meta.consent, 'tcf')
})

test('TCF refused: what waited is dropped', async () => {
  const tcf = fakeTcf()
  const t = await start({ host: fakeHost({ tcf: tcf.api }), settings: { tcf_api_cmp_integration: 1, tcf_vendor_id: 42 } })
  t.vf.$publish('analytics', 'sortComments', { from: 'newest', to: 'oldest' })
  tcf.answer({ eventStatus: 'tcloaded', gdprApplies: true, vendor: { consents: {} }, purpose: { consents: { '1': true } } })
  await t.clock.tick(60_000)
  assert.equal(t.names(), [])
})

test('a page view once per distinct address; a new address gets a new request id, and the last view its engagement', async () => {
  document.head.innerHTML = '<meta name="vf:url" content="https://news.example/first">'
  const t = await start({ plugins: [withFlag('2')], page: '<article id="a"></article>' })
  await t.clock.tick(3000)
  await t.vf.context.setCurrentPage(document.getElementById('a'))
  await t.clock.tick(0)
  assert.equal(t.names().filter((n) => n === 'view').length, 1, 'the same address again is not a view')
  document.head.innerHTML = '<meta name="vf:url" content="https://news.example/second">'
  await t.vf.context.setCurrentPage(document.getElementById('a'))
  await t.clock.tick(0)
  const views = t.sent().filter((e) => e.name === 'view')
  assert.equal(views.map((v) => v.view.url), ['https://news.example/first', 'https://news.example/second'])
  const engagement = t.sent().find((e) => e.name === 'engagement')!
  assert.is(engagement.view.url, 'https://news.example/first', "the first page's engagement is its own")
  assert.is(engagement.rq, views[0]!.rq)
  assert.ok(engagement.engagement!.time >= 2997)
  // A single-page app's route change: vf.context.reset() re-reads the page; a new address is a new view.
  document.head.innerHTML = '<meta name="vf:url" content="https://news.example/third">'
  await t.vf.context.reset()
  await t.clock.tick(0)
  assert.equal(t.sent().filter((e) => e.name === 'view').map((v) => [v.view.url, v.rs]), [['https://news.example/first', 0], ['https://news.example/second', 0], ['https://news.example/third', 1]])
  document.head.innerHTML = ''
})

test('sign-in once per e-mail, sign-up, sign-out; the reader is described without an e-mail anywhere', async () => {
  const reader = { uuid: '11111111-2222-4333-8444-555555555555', id: 12, name: 'Ada', email: 'ada@example.com', user_privilege: 'user' }
  let sessionSlice: { update(fn: (d: { user: unknown }) => void): void } | undefined
  const fakeSession = before((ctx) => {
    ctx.storage.raw.session.set('__vftc__', '2')
    sessionSlice = ctx.store.slice('session', { user: { uuid: '00000000-0000-4000-8000-000000000000', user_privilege: 'guest', name: 'Guest' } } as never) as never
  })
  const t = await start({ plugins: [fakeSession] })
  sessionSlice!.update((d) => void (d.user = reader))
  t.vf.$publish('analytics', 'login', { loginType: 'email', email: 'ada@example.com' })
  t.vf.$publish('analytics', 'logout')
  t.vf.$publish('analytics', 'login', { loginType: 'email' })
  t.vf.$publish('analytics', 'signup', { loginType: 'email', referral: { action: 'comment.like', timestamp: 1 } })
  t.vf.$publish('account', 'reset')
  await t.clock.tick(0)
  assert.equal(t.names().slice(2), ['login', 'logout', 'signup', 'password_reset'])
  const login = t.sent().find((e) => e.name === 'login')!
  assert.equal(login.loginData, { loginType: 'email' })
  assert.equal(login.user_data, { uuid: reader.uuid, id: 12, user_privilege: 'user' })
  assert.is(login.meta.uid, reader.uuid)
  assert.equal(t.sent().find((e) => e.name === 'password_reset')!.attemptedAction, { action: 'password_reset', email: 'not collected' })
  const everything = JSON.stringify([...t.api.requests.map((r) => r.body), ...t.host.beacons.map((b) => b.body)])
  assert.not.match(everything, /@/, 'no e-mail address anywhere in what was sent')
})

test("the product's events: sort only when it changed, interactions, attempted actions, load more, bells and tray clicks, wall and ad views", async () => {
  const t = await start({ plugins: [withFlag('2')] })
  const comment = { content_uuid: 'c-1', content_container_uuid: 'cc-1' }
  t.vf.$publish('analytics', 'sortComments', { from: 'newest', to: 'newest' })
  t.vf.$publish('analytics', 'sortComments', { from: 'newest', to: 'oldest' })
  t.vf.$publish('comment', 'created', comment)
  t.vf.$publish('comment-reply', 'posted', comment)
  t.vf.$publish('comment', 'reaction', comment, 'like')
  t.vf.$publish('share', 'clicked', 'facebook', 'icon')
  t.vf.$publish('authentication', 'required', { trigger: 'comment.like', method: 'login' })
  t.vf.$publish('analytics', 'load_more_click', { containerId: 'park' })
  t.vf.$publish('vf-tray-trigger', 'loaded')
  t.vf.$publish('vf-tray-trigger', 'clicked')
  t.vf.$publish('analytics', 'tray_trigger_click')
  t.vf.$publish('analytics', 'wall_view', { segment: 'top' })
  t.vf.$publish('analytics', 'track_ad_view', { container_id: 'park', integration: 'gtag' })
  t.vf.$publish('comments', 'engage', { commentCount: 40 })
  t.vf.$publish('analytics', 'interaction', { type: 'vote', widget: 'vf-poll', email: 'x@y.io' })
  await t.clock.tick(0)
  const sent = t.sent().slice(2)
  assert.equal(sent.map((e) => e.name), ['sort', 'interaction', 'interaction', 'interaction', 'interaction', 'attempted_action', 'load_more', 'wall_view', 'ad_view', 'comments_engage', 'interaction', 'bell_load', 'tray_trigger_click'])
  assert.equal(sent[0]!.commentSortData, { from: 'newest', to: 'oldest' })
  assert.equal(sent.slice(1, 5).map((e) => e.interaction), [
    { type: 'comment', widget: 'vf-conversations', container: 'cc-1' },
    { type: 'reply', widget: 'vf-conversations', container: 'cc-1' },
    { type: 'like', widget: 'vf-conversations', container: 'cc-1' },
    { type: 'share' },
  ])
  assert.equal(sent[5]!.attemptedAction, { action: 'comment.like', method: 'login' })
  assert.equal(sent[8]!.adData, { container_id: 'park', integration: 'gtag' })
  assert.equal(sent[10]!.data, { type: 'vote', widget: 'vf-poll' })
  assert.is(sent[11]!.bellsLoaded, 1)
  assert.is(t.names().filter((n) => n === 'tray_trigger_click').length, 1, "the bell's click and the page's are one click")
})

test('a failed send is kept and retried 15 s later; the service back, the stack empties', async () => {
  const t = await start({ plugins: [withFlag('2')] })
  t.api.on('POST', INGEST).reply(503, { message: 'down' })
  t.vf.$publish('analytics', 'logout')
  await t.clock.tick(0)
  const tries = () => t.api.requests.filter((r) => r.path === INGEST && JSON.stringify(r.body).includes('"logout"')).length
  assert.is(tries(), 1)
  assert.is(slice(t)?.queued, 1)
  await t.clock.tick(14_999)
  assert.is(tries(), 1)
  t.api.on('POST', INGEST).reply(200, {})
  await t.clock.tick(1)
  assert.is(tries(), 2)
  assert.is(slice(t)?.queued, 0)
})

test('what a previous page could not send goes 3 s after this one loads, not with its first events', async () => {
  const left = { event: { name: 'logout', eid: 'left-000001', meta: { vid: 'visitor-old', privilege: 'guest', consent: 'flag' } }, path: 'analytics' }
  const t = await start({ plugins: [before((ctx) => (ctx.storage.raw.session.set('__vftc__', '2'), ctx.storage.local.set('analytics.outbox', [left])))] })
  const carried = () => t.sent().filter((e) => e.eid === 'left-000001').length
  assert.equal(t.names(), ['consent', 'view'])
  await t.clock.tick(2999)
  assert.is(carried(), 0)
  await t.clock.tick(1)
  assert.is(carried(), 1)
  assert.is(t.sent().find((e) => e.eid === 'left-000001')!.meta.vid, 'visitor-old', 'sent as it was made')
})

test('the page hidden or closed: engagement reported and everything unconfirmed sent by beacon', async () => {
  const t = await start({ plugins: [withFlag('2')] })
  await t.clock.tick(2000)
  t.api.on('POST', INGEST).reply(503, {})
  t.vf.$publish('comment', 'created', { content_uuid: 'c-9', content_container_uuid: 'cc-9' })
  t.host.fire('pagehide')
  const beaconed = t.host.beacons.flatMap((b) => (Array.isArray(b.body) ? b.body : [b.body])) as AnalyticsEvent[]
  assert.equal(beaconed.map((e) => e.name).sort(), ['engagement', 'interaction'])
  assert.ok(beaconed.find((e) => e.name === 'engagement')!.engagement!.time >= 1998)
})

test('Core Web Vitals: a sampled page sends them, rated, to the v3 ingest path as it is hidden; an unsampled one never loads the library', async () => {
  const callbacks: Record<string, (m: VitalReport) => void> = {}
  const source = Object.fromEntries(['onLCP', 'onFCP', 'onCLS', 'onINP', 'onTTFB'].map((n) => [n, (cb: (m: VitalReport) => void) => void (callbacks[n] = cb)])) as VitalsSource
  let loaded = 0
  const vitals = async () => (loaded++, source)
  const t = await start({ plugins: [withFlag('2')], analytics: { random: () => 0.04, vitals } })
  callbacks.onLCP!({ name: 'LCP', value: 4200 })
  callbacks.onTTFB!({ name: 'TTFB', value: 300 })
  t.host.setHidden(true)
  assert.equal(t.sent(VITALS).map((e) => e.cwv_scores), [{ LCP: { value: 4200, rating: 'poor' }, TTFB: { value: 300, rating: 'good' } }])
  assert.is(t.names().includes('cwv'), false, 'not on the analytics path')

  const unsampled = await start({ plugins: [withFlag('2')], analytics: { random: () => 0.05, vitals } })
  unsampled.host.setHidden(true)
  assert.is(loaded, 1)
})

test('removing the plugin leaves nothing listening', async () => {
  const t = await start({ plugins: [withFlag('2')] })
  assert.equal(await t.vf.plugins.remove('analytics'), true)
  t.vf.$publish('analytics', 'logout')
  t.host.fire('pagehide')
  await t.clock.tick(60_000)
  assert.equal(t.names(), ['consent', 'view'])
})

test.run()
