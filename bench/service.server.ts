/**
 * One reference service instance for the service bench (bench/service.bench.ts), in a process of its own
 * so the load generator never shares its thread: started with `node --import tsx`, it opens the store
 * (PGlite in a fresh data directory as `npm start` keeps it, or the server at VF_BENCH_DATABASE_URL),
 * listens on a free port and answers the bench's commands over IPC. The first instance (VF_BENCH_ROLE
 * `primary`) migrates and seeds a fresh store and adds two threads of known sizes for the write cost
 * comparison; a `secondary` joins the store the primary made.
 *
 * Commands: `fanout` publishes events through this instance's hub at a rate (open loop) and says when it
 * is done; `profile-start`/`profile-stop` take a V8 CPU profile of this process; `usage` reports its CPU
 * time so far; `close` stops it.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildApp } from '../examples/server/app'
import { migrate, openDb, type Db } from '../examples/server/db'
import { DEMO_SECTION_UUID, DEMO_SITE_UUID, seed } from '../examples/server/seed'
import { SIZED_THREADS } from './service.load'

const role = process.env.VF_BENCH_ROLE === 'secondary' ? 'secondary' : 'primary'
const databaseUrl = process.env.VF_BENCH_DATABASE_URL || undefined
const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'vf-bench-service-'))

/**
 * A thread of `comments` comments shaped like the demo's big one: three in five top-level, the rest
 * replies spread over them, by the seeded readers, one a minute back from now, with the reply counters
 * the service keeps. Plain SQL, so it adds the same rows before and after any change to the service.
 */
async function sizedThread(db: Db, containerId: string, comments: number) {
  const [container] = await db.query<{ content_container_uuid: string }>(
    `insert into containers (content_container_uuid, section_uuid, container_id, type) values ($1, $2, $3, 'livecomments') returning content_container_uuid`,
    [randomUUID(), DEMO_SECTION_UUID, containerId],
  )
  const uuid = container!.content_container_uuid
  const top = Math.round(comments * 0.6)
  await db.query(
    `with authors as (select array_agg(uuid order by id) as list from users where password_hash is null and not anonymous)
     insert into content (content_uuid, section_uuid, content_container_uuid, parent_uuid, thread_uuid, actor_uuid, content, date_created)
     select s.id, $1, $2, null, s.id, a.list[1 + s.n % array_length(a.list, 1)], 'Bench comment number ' || s.n || ', long enough to look like what readers write under an article.',
       now() - make_interval(mins => $3 - s.n)
     from (select gen_random_uuid() as id, n from generate_series(1, $3) n) s, authors a`,
    [DEMO_SECTION_UUID, uuid, top],
  )
  await db.query(
    `with authors as (select array_agg(uuid order by id) as list from users where password_hash is null and not anonymous),
       parents as (select content_uuid, row_number() over (order by date_created) as k from content where content_container_uuid = $2 and parent_uuid is null)
     insert into content (content_uuid, section_uuid, content_container_uuid, parent_uuid, thread_uuid, actor_uuid, content, date_created)
     select gen_random_uuid(), $1, $2, p.content_uuid, p.content_uuid, a.list[1 + (s.n * 7) % array_length(a.list, 1)], 'Bench reply number ' || s.n || ', answering the comment above.',
       now() - make_interval(secs => $3 - s.n)
     from generate_series(1, $3) s(n) join parents p on p.k = 1 + (s.n * 13) % $4, authors a`,
    [DEMO_SECTION_UUID, uuid, comments - top, top],
  )
  await db.query(
    `update content p set total_direct_replies = r.n, total_replies = r.n
     from (select parent_uuid, count(*)::int as n from content where content_container_uuid = $1 and parent_uuid is not null group by parent_uuid) r
     where p.content_uuid = r.parent_uuid`,
    [uuid],
  )
}

const db = await openDb({ dataDir, databaseUrl })
if (role === 'primary') {
  if (databaseUrl) await db.exec('drop schema public cascade; create schema public')
  await migrate(db)
  await seed(db)
  if (process.env.VF_BENCH_SIZED !== '0') for (const thread of SIZED_THREADS) await sizedThread(db, thread.containerId, thread.comments)
  // As `npm start` does for PGlite (no autovacuum there), and as a server's autovacuum soon would.
  await db.exec('analyze')
}
const config = { port: 0, host: '127.0.0.1', dataDir: dataDir ?? '', databaseUrl, allowedOrigins: [], development: true, secret: 'service-bench-secret-0123456789' }
// The service as `npm start` builds it, minus the static files; the page cache can be turned off to
// measure what a read costs without it.
const app = await buildApp({ db, config, pageCache: process.env.VF_BENCH_PAGE_CACHE !== '0' })
await app.listen({ port: 0, host: '127.0.0.1' })

const send = (message: unknown) => process.send?.(message)
const clock = () => performance.timeOrigin + performance.now()
const text = 'A comment as a busy thread carries it: a few sentences of what a reader thought of the article and of the other comments. '.repeat(3)

/**
 * `rate` events a second for `seconds`, open loop, event `i` for `containers[i % containers.length]`,
 * each stamped with the wall clock just before the hub sends it.
 */
function fanout(rate: number, seconds: number, containers: string[], phase: string) {
  const total = Math.round(rate * seconds)
  const start = performance.now() + 20
  let i = 0
  let delivered = 0
  const author = randomUUID()
  const tick = () => {
    const now = performance.now()
    while (i < total && start + (i * 1000) / rate <= now) {
      const container = containers[i % containers.length]!
      const content_uuid = randomUUID()
      const event = {
        type: 'event',
        action: 'created',
        content_container_uuid: container,
        content: { content_uuid, section_uuid: DEMO_SECTION_UUID, content_container_uuid: container, actor_uuid: author, content: text, state: 'visible', total_likes: 0, reactions: { liked: false, disliked: false, flagged: false } },
        users: { [author]: { uuid: author, id: 1, name: 'Bench Reader', badge_trusted: false, user_privilege: 'user', ban_level: 'none' } },
        bench: { seq: i, phase, sent: clock() },
      }
      delivered += app.hub.publish(DEMO_SITE_UUID, event)
      i++
    }
    if (i < total) setTimeout(tick, Math.max(0, start + (i * 1000) / rate - performance.now()))
    else send({ type: 'fanout-done', published: total, delivered })
  }
  setTimeout(tick, 20)
}

let session: Session | undefined
process.on('message', async (message: { cmd: string; rate?: number; seconds?: number; containers?: string[]; phase?: string }) => {
  if (message.cmd === 'fanout') fanout(message.rate!, message.seconds!, message.containers!, message.phase ?? '')
  else if (message.cmd === 'usage') {
    const { user, system } = process.cpuUsage()
    send({ type: 'usage', cpuMs: (user + system) / 1000 })
  } else if (message.cmd === 'profile-start') {
    session = new Session()
    session.connect()
    await session.post('Profiler.enable')
    await session.post('Profiler.setSamplingInterval', { interval: 200 })
    await session.post('Profiler.start')
    send({ type: 'profiling' })
  } else if (message.cmd === 'profile-stop') {
    const { profile } = await session!.post('Profiler.stop')
    session!.disconnect()
    send({ type: 'profile', profile })
  } else if (message.cmd === 'close') {
    await app.close()
    await db.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  }
})
send({ type: 'ready', port: (app.server.address() as AddressInfo).port })
