/**
 * The reference service under load (issue 20), each figure printed with its goal. The service runs in
 * processes of its own (bench/service.server.ts) and this process is the open-loop load generator
 * (bench/service.load.ts): keep-alive connections, requests sent when due whatever the service is
 * doing, latency counted from when each was due.
 *
 * - First page GET of the 1,000-comment thread (what the widget asks for first: limit 20, two replies
 *   each, newest first), guests, at 500 req/s on PGlite: p99 ≤ 20 ms. Signed-in readers the same way (a
 *   figure of its own). And what a read costs without the page cache, one request after another.
 * - POST comment at 50 req/s, half to a thread of 1,000 comments and half to one of 10,000, interleaved
 *   so both see the same machine: p99 ≤ 50 ms, and the median at 10k ≤ 1.2× the median at 1k.
 * - Fan-out: 1,000 sockets, ten on each of 100 containers, 500 events a second through the hub: every
 *   socket gets exactly its own container's events; p95 from just before the hub sends to the socket's
 *   message event ≤ 20 ms.
 * - With VF_BENCH_DATABASE_URL (its public schema is dropped and made again): the first page at 1,000
 *   req/s over two instances on that server, the POST figures there, and fan-out across instances
 *   (events published on one, sockets on the other).
 *
 * Each load figure comes with the service's CPU time per request, and a separate profiled run says where
 * a service process's time went. VF_BENCH_SECONDS (default 10) sets how long each rate runs.
 */
import { performance } from 'node:perf_hooks'
import WebSocket from 'ws'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../examples/server/seed'
import type { BenchResult } from './bus.bench'
import { closeAgents, describeLoad, fetchJson, ms, openLoop, percentile, profileSplit, settle, SIZED_THREADS, startServiceProcess, type Call, type LoadResult, type ServiceProcess } from './service.load'

const SECONDS = Number(process.env.VF_BENCH_SECONDS ?? 10)
const GET_GOAL_MS = 20
const POST_GOAL_MS = 50
const GROWTH_GOAL = 1.2
const FANOUT_GOAL_MS = 20
const BASE = `/v4/livecomments/${DEMO_SECTION_UUID}`
/** The widget's first call for the big thread (plugins/comments: limit 10 + pagination 10, two replies, newest). */
const FIRST_PAGE = `${BASE}?container_id=four-day-week&limit=20&reply_limit=2&sorted_by=newest`

const clock = () => performance.timeOrigin + performance.now()

async function signIn(service: ServiceProcess, role: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!
  const answer = await fetchJson<{ access_token: string }>({ port: service.port, method: 'POST', path: '/v2/users/login', body: JSON.stringify({ email: account.email, password: account.password }) })
  return answer.access_token
}

/** A read that always goes to the store (no page cache in front of it), for {@link settle}. */
const PROBE = `${BASE}/contentcontainer/id?container_id=riverside-park`
const settled = (services: ServiceProcess[]) => Promise.all(services.map((s) => settle(s.port, PROBE)))

/** Runs `load` while measuring the services' CPU time: `… ms CPU per request` over all of them. */
async function withCpu(services: ServiceProcess[], load: () => Promise<LoadResult>) {
  await settled(services)
  const before = await Promise.all(services.map((s) => s.cpuMs()))
  const started = performance.now()
  const result = await load()
  const after = await Promise.all(services.map((s) => s.cpuMs()))
  const cpu = after.reduce((sum, t, i) => sum + t - before[i]!, 0)
  const answered = result.latencies.length
  // Over the time until the last answer: a service that fell behind worked on after the load stopped.
  return { result, cpuPerRequest: answered ? cpu / answered : NaN, cpuShare: cpu / (performance.now() - started) }
}

/** A short profiled run of `load` on `service`: where its time went. */
async function profiled(service: ServiceProcess, load: () => Promise<unknown>) {
  await settled([service])
  await service.ask({ cmd: 'profile-start' }, 'profiling')
  await load()
  const { profile } = await service.ask<{ profile: Parameters<typeof profileSplit>[0] }>({ cmd: 'profile-stop' }, 'profile')
  return profileSplit(profile)
}

const loadLine = (figure: { result: LoadResult; cpuPerRequest: number; cpuShare: number }) =>
  `${describeLoad(figure.result)}; service CPU ${ms(figure.cpuPerRequest)} a request (${Math.round(figure.cpuShare * 100)}% of a core while busy)`

/** GETs of the first page at `rate` over `services` in turn, as a guest or with `token`. */
const firstPage = (services: ServiceProcess[], token?: string) => (i: number): Call => ({
  port: services[i % services.length]!.port,
  method: 'GET',
  path: FIRST_PAGE,
  ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
})

export async function getFigures(services: ServiceProcess[], rate: number, store: string, token?: string): Promise<BenchResult> {
  const who = token ? 'signed-in reader' : 'guests'
  // Warm: the first reads plan and cache what they can, as a service that has been up for a while has.
  await openLoop(Math.min(rate, 200), 2, firstPage(services, token))
  const figure = await withCpu(services, () => openLoop(rate, SECONDS, firstPage(services, token)))
  const split = await profiled(services[0]!, () => openLoop(rate / services.length, 3, firstPage([services[0]!], token)))
  return {
    name: `service: first page GET of the 1,000-comment thread, ${who}, open loop ${rate.toLocaleString('en-US')} req/s (${store}${services.length > 1 ? `, ${services.length} instances` : ''})`,
    ratio: percentile(figure.result.latencies, 99),
    goal: GET_GOAL_MS,
    unit: 'ms',
    measure: 'p99',
    detail: `${loadLine(figure)}\n    one profiled instance (3 s): ${split}`,
  }
}

/** Sequential reads with the page cache off: what a read that misses costs the service. */
export async function uncachedFigures(store: string): Promise<BenchResult> {
  const service = await startServiceProcess({ VF_BENCH_PAGE_CACHE: '0', VF_BENCH_SIZED: '0', VF_BENCH_DATABASE_URL: '' })
  try {
    const one = firstPage([service])
    for (let i = 0; i < 100; i++) await fetchJson(one(i))
    const latencies: number[] = []
    const before = await service.cpuMs()
    for (let i = 0; i < 300; i++) {
      const t = performance.now()
      await fetchJson(one(i))
      latencies.push(performance.now() - t)
    }
    const cpu = ((await service.cpuMs()) - before) / 300
    const split = await profiled(service, async () => {
      for (let i = 0; i < 200; i++) await fetchJson(one(i))
    })
    const median = percentile(latencies, 50)
    return {
      name: `service: first page GET without the page cache, one after another (${store})`,
      ratio: median,
      goal: GET_GOAL_MS,
      unit: 'ms',
      measure: 'p50',
      detail: `p50 ${ms(median)}, p99 ${ms(percentile(latencies, 99))} over 300 reads; service CPU ${ms(cpu)} a read (at most ${Math.floor(1000 / cpu)} reads/s on one core)\n    profiled (200 reads): ${split}`,
    }
  } finally {
    await service.close()
  }
}

export async function postFigures(services: ServiceProcess[], store: string): Promise<BenchResult[]> {
  const token = await signIn(services[0]!, 'user')
  const containers = await Promise.all(
    SIZED_THREADS.map(async (thread) => (await fetchJson<{ result: { container: { content_container_uuid: string } } }>({ port: services[0]!.port, method: 'GET', path: `${BASE}?container_id=${thread.containerId}&limit=1` })).result.container.content_container_uuid),
  )
  const post = (i: number): Call & { tag: string } => {
    const k = i % 2
    return {
      port: services[Math.floor(i / 2) % services.length]!.port,
      method: 'POST',
      path: `${BASE}/${containers[k]}/comments`,
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ content: `Bench post ${i}: a comment of a few words, as readers write them.` }),
      tag: SIZED_THREADS[k]!.containerId,
    }
  }
  await openLoop(50, 2, post)
  const figure = await withCpu(services, () => openLoop(50, SECONDS, post))
  const split = await profiled(services[0]!, () => openLoop(50 / services.length, 3, post))
  const [small, big] = SIZED_THREADS.map((t) => figure.result.byTag[t.containerId] ?? [])
  const growth = percentile(big!, 50) / percentile(small!, 50)
  const where = `${store}${services.length > 1 ? `, ${services.length} instances` : ''}`
  return [
    {
      name: `service: POST comment, open loop 50 req/s (${where})`,
      ratio: percentile(figure.result.latencies, 99),
      goal: POST_GOAL_MS,
      unit: 'ms',
      measure: 'p99',
      detail: `${loadLine(figure)}\n    one profiled instance (3 s): ${split}`,
    },
    {
      name: `service: POST comment cost at 10k comments vs 1k (${where})`,
      ratio: growth,
      goal: GROWTH_GOAL,
      detail: `median ${ms(percentile(big!, 50))} into a thread of ${SIZED_THREADS[1].comments.toLocaleString('en-US')} vs ${ms(percentile(small!, 50))} into one of ${SIZED_THREADS[0].comments.toLocaleString('en-US')} (p95 ${ms(percentile(big!, 95))} vs ${ms(percentile(small!, 95))}), interleaved in one run`,
    },
  ]
}

/**
 * 1,000 sockets on `receivers`, ten per container of 100, each subscribed to its container; `publisher`
 * sends 500 events a second spread over the containers. Every socket must get exactly its container's
 * events, once each.
 */
export async function fanoutFigures(publisher: ServiceProcess, receivers: ServiceProcess, label: string): Promise<BenchResult> {
  const SOCKETS = 1000
  const CONTAINERS = 100
  const RATE = 500
  const containers = Array.from({ length: CONTAINERS }, (_, k) => `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`)
  const sockets: WebSocket[] = []
  const got: Array<number[]> = Array.from({ length: SOCKETS }, () => [])
  const wrong: string[] = []
  const latencies: number[] = []
  try {
    for (let batch = 0; batch < SOCKETS; batch += 100) {
      await Promise.all(
        Array.from({ length: 100 }, async (_, j) => {
          const s = batch + j
          const container = containers[s % CONTAINERS]!
          const socket = new WebSocket(`ws://127.0.0.1:${receivers.port}/ws?site_uuid=${DEMO_SITE_UUID}`)
          sockets.push(socket)
          await new Promise<void>((resolve, reject) => {
            socket.once('error', reject)
            socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', subscription_id: 'thread', rules: { content_container_uuid: { one_of: [container] } } })))
            socket.on('message', (data) => {
              const at = clock()
              type Message = { type: string; status?: string; content_container_uuid?: string; bench?: { seq: number; phase: string; sent: number } }
              // A frame holds one message, or several close together as an array (the hub coalesces).
              const parsed = JSON.parse(String(data)) as Message | Message[]
              for (const frame of Array.isArray(parsed) ? parsed : [parsed]) {
                if (frame.type === 'subscribe') return frame.status === 'success' ? resolve() : reject(new Error('subscription refused'))
                if (frame.type !== 'event' || frame.bench?.phase !== 'timed') continue
                if (frame.content_container_uuid !== container) wrong.push(`socket ${s} got an event of ${frame.content_container_uuid}`)
                got[s]!.push(frame.bench.seq)
                latencies.push(at - frame.bench.sent)
              }
            })
          })
        }),
      )
    }
    const total = RATE * SECONDS
    const expected = (SOCKETS / CONTAINERS) * total
    await settled([publisher, receivers])
    const done = await publisher.ask<{ published: number; delivered: number }>({ cmd: 'fanout', rate: RATE, seconds: SECONDS, containers, phase: 'timed' }, 'fanout-done')
    // Wait until every frame has arrived (or 10 s more have passed: the rest count as lost).
    const deadline = performance.now() + 10_000
    while (latencies.length < expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    const perSocket = total / CONTAINERS
    let missing = 0
    let doubled = 0
    got.forEach((seqs, s) => {
      const distinct = new Set(seqs)
      doubled += seqs.length - distinct.size
      for (let i = s % CONTAINERS; i < total; i += CONTAINERS) if (!distinct.has(i)) missing++
      if (distinct.size > perSocket) wrong.push(`socket ${s} got ${distinct.size} events, ${perSocket} were its container's`)
    })
    const exact = !wrong.length && !missing && !doubled
    const p95 = percentile(latencies, 95)
    // Where the receiving instance's time goes, in a run of its own (its frames are not counted above).
    const split = await profiled(receivers, () => publisher.ask({ cmd: 'fanout', rate: RATE, seconds: 3, containers, phase: 'profiled' }, 'fanout-done'))
    return {
      name: `service: fan-out, 1,000 sockets on 100 containers, ${RATE} events/s, hub to socket (${label})`,
      // A socket given what is not its own (or missing its own) fails the line whatever the latency.
      ratio: exact ? p95 : Number.POSITIVE_INFINITY,
      goal: FANOUT_GOAL_MS,
      unit: 'ms',
      measure: 'p95',
      detail: `p50 ${ms(percentile(latencies, 50))}, p95 ${ms(p95)}, p99 ${ms(percentile(latencies, 99))}; ${done.published.toLocaleString('en-US')} events, ${latencies.length.toLocaleString('en-US')} frames received of ${expected.toLocaleString('en-US')} expected (each socket only its container's: ${exact ? 'yes' : `NO — ${missing} missing, ${doubled} twice, ${wrong.slice(0, 3).join('; ')}`})\n    the sockets' instance, profiled (3 s): ${split}`,
    }
  } finally {
    for (const socket of sockets) socket.terminate()
  }
}

export async function benchService(): Promise<BenchResult[]> {
  const results: BenchResult[] = []
  const pglite = await startServiceProcess({ VF_BENCH_DATABASE_URL: '' })
  try {
    results.push(await getFigures([pglite], 500, 'PGlite'))
    results.push(await getFigures([pglite], 500, 'PGlite', await signIn(pglite, 'user')))
    results.push(...(await postFigures([pglite], 'PGlite')))
    results.push(await fanoutFigures(pglite, pglite, 'PGlite'))
  } finally {
    await pglite.close()
    closeAgents()
  }
  results.push(await uncachedFigures('PGlite'))

  const url = process.env.VF_BENCH_DATABASE_URL
  if (url) {
    const primary = await startServiceProcess({ VF_BENCH_DATABASE_URL: url, VF_BENCH_ROLE: 'primary' })
    const secondary = await startServiceProcess({ VF_BENCH_DATABASE_URL: url, VF_BENCH_ROLE: 'secondary' }).catch(async (error) => {
      await primary.close()
      throw error
    })
    try {
      const both = [primary, secondary]
      results.push(await getFigures(both, 1000, 'PostgreSQL'))
      results.push(...(await postFigures(both, 'PostgreSQL')))
      results.push(await fanoutFigures(primary, secondary, 'PostgreSQL, published on one instance, sockets on the other'))
    } finally {
      await Promise.all([primary.close(), secondary.close()])
      closeAgents()
    }
  }
  return results
}
