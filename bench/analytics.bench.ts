/**
 * The analytics ingest under load (issue 21): 500 events a second, open loop (bench/service.load.ts),
 * half as beacons (text/plain) and half as JSON POSTs, each an event the product's plugin would send, to
 * a service instance on PGlite in a process of its own (bench/service.server.ts). The figure is the p99
 * from when each request was due to its 204 — which comes only once the event is stored — with the goal
 * of 20 ms; the detail says whether every event was stored (counted through the report) and where the
 * service's time went. VF_BENCH_SECONDS (default 10) sets how long the rate runs.
 */
import { performance } from 'node:perf_hooks'
import { DEMO_ACCOUNTS } from '../examples/server/seed'
import type { AnalyticsReport } from '../contracts/analytics'
import type { BenchResult } from './bus.bench'
import { closeAgents, describeLoad, fetchJson, ms, openLoop, percentile, profileSplit, type Call, type ServiceProcess, startServiceProcess } from './service.load'

const SECONDS = Number(process.env.VF_BENCH_SECONDS ?? 10)
const RATE = 500
const GOAL_MS = 20
const INGEST = '/v3/analytics/localhost'

/** Event `i` of run `run`, as the plugin makes them: a view, an engagement report or an interaction. */
function event(run: string, i: number) {
  const kind = i % 3 === 0 ? 'engagement' : i % 3 === 1 ? 'interaction' : 'view'
  return {
    name: kind,
    eid: `${run}-${String(i).padStart(8, '0')}`,
    view: { url: 'http://localhost/', path: '/', title: 'City council approves the new riverside park', domain: 'localhost', section: 'news', unique_id: '', container: 'riverside-park', page_type: 'article', lang: 'en', referrer: '' },
    meta: { vid: `visitor-${String(i % 997).padStart(5, '0')}`, sid: `session-${String(i % 331).padStart(5, '0')}`, privilege: 'guest', consent: 'flag' },
    csd: { vw: 1280, vh: 800, sw: 1440, sh: 900, dpr: 2, lang: 'en-US', mobile: false },
    ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    rq: `request-${String(i % 500).padStart(6, '0')}`,
    rs: 0,
    ts: Date.now(),
    ltz: 60,
    w: ['vf-conversations', 'vf-conversations-count', 'vf-tray-trigger'],
    wStats: { 'vf-conversations': 1, 'vf-conversations-count': 1, 'vf-tray-trigger': 1 },
    ...(kind === 'engagement'
      ? { engagement: { time: 12_000, vftime: 9000, widgets: ['vf-conversations'], widgetTime: { 'vf-conversations': 9000 }, containerTime: { 'riverside-park': 9000 }, focuses: 1, hiddenTime: 0, commentsRead: 3 } }
      : kind === 'interaction'
        ? { interaction: { type: 'like', widget: 'vf-conversations', container: 'riverside-park' }, data: { content_uuid: 'c0ffee00-0000-4000-8000-000000000000' } }
        : {}),
  }
}

/** Request `i`: a beacon's text for even `i`, a JSON POST for odd. */
const ingestCall = (service: ServiceProcess, run: string) => (i: number): Call => ({
  port: service.port,
  method: 'POST',
  path: INGEST,
  body: JSON.stringify(event(run, i)),
  ...(i % 2 === 0 ? { headers: { 'content-type': 'text/plain;charset=UTF-8' } } : {}),
})

/** How many of the bench's events the site has stored today, by its report (each engagement report is 12 s). */
async function storedToday(service: ServiceProcess, token: string): Promise<number> {
  const { result } = await fetchJson<{ result: AnalyticsReport }>({ port: service.port, method: 'GET', path: '/v3/analytics/localhost/report?days=1', headers: { authorization: `Bearer ${token}` } })
  return result.totals.views + result.totals.interactions + Math.round(result.totals.engagedMs / 12_000)
}

export async function benchAnalytics(): Promise<BenchResult> {
  const service = await startServiceProcess({ VF_BENCH_DATABASE_URL: '', VF_BENCH_SIZED: '0' })
  try {
    const admin = DEMO_ACCOUNTS.find((a) => a.privilege === 'admin')!
    const { access_token: token } = await fetchJson<{ access_token: string }>({ port: service.port, method: 'POST', path: '/v2/users/login', body: JSON.stringify({ email: admin.email, password: admin.password }) })
    // Warm: the first inserts plan, the site lookup is cached, as on a service that has been up a while.
    await openLoop(200, 2, ingestCall(service, 'warm'))
    const before = await storedToday(service, token)
    const cpuBefore = await service.cpuMs()
    const started = performance.now()
    const result = await openLoop(RATE, SECONDS, ingestCall(service, 'timed'))
    const cpu = (await service.cpuMs()) - cpuBefore
    const busy = performance.now() - started
    const stored = (await storedToday(service, token)) - before
    const sent = Math.round(RATE * SECONDS)
    await service.ask({ cmd: 'profile-start' }, 'profiling')
    await openLoop(RATE, 3, ingestCall(service, 'profiled'))
    const { profile } = await service.ask<{ profile: Parameters<typeof profileSplit>[0] }>({ cmd: 'profile-stop' }, 'profile')
    const p99 = percentile(result.latencies, 99)
    const complete = stored === sent && (result.statuses['204'] ?? 0) === sent
    return {
      name: `analytics: ingest, open loop ${RATE} events/s, half beacons (text/plain) and half JSON POSTs, each answered once stored (PGlite)`,
      // An event lost or refused fails the line whatever the latency.
      ratio: complete ? p99 : Number.POSITIVE_INFINITY,
      goal: GOAL_MS,
      unit: 'ms',
      measure: 'p99',
      detail:
        `${describeLoad(result)}; service CPU ${ms(cpu / Math.max(1, result.latencies.length))} an event (${Math.round((cpu / busy) * 100)}% of a core)\n` +
        `    stored: ${complete ? 'every event' : `NOT every event — ${stored.toLocaleString('en-US')} counted of ${sent.toLocaleString('en-US')} sent`}\n` +
        `    profiled (3 s): ${profileSplit(profile)}`,
    }
  } finally {
    await service.close()
    closeAgents()
  }
}
