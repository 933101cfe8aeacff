/**
 * `npm start`: open the store, migrate, seed on first start, serve, print the demo accounts.
 *
 * `npm run start:cluster` (or VF_WORKERS=N with `npm start`): N worker processes serve the same port
 * (node:cluster), each with its own connection pool and realtime hub, the hubs hearing each other through
 * the database. Only with DATABASE_URL: PGlite is one process's embedded database and cannot be shared.
 * The primary prepares the store once (migrations, seed) and starts the workers again if one dies.
 */
import cluster from 'node:cluster'
import type { AddressInfo } from 'node:net'
import { availableParallelism } from 'node:os'
import { buildApp } from './app'
import { loadConfig, type ServerConfig } from './config'
import { migrate, openDb, type Db } from './db'
import { sharedKey } from './keys'
import { demoAccounts, seed } from './seed'
import { seedAnalytics } from './seed-analytics'

const config = loadConfig()
const origin = `http://localhost:${config.port}`

/** How many workers: VF_WORKERS, or (`--cluster`) one per core and at least two; 1 serves in this process. */
function workerCount(): number {
  const asked = process.env.VF_WORKERS
  if (asked === undefined || asked === '') return process.argv.includes('--cluster') ? Math.max(2, availableParallelism()) : 1
  const n = Number(asked)
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    console.error(`VF_WORKERS must be a whole number from 1 to 64, got "${asked}".`)
    process.exit(1)
  }
  return n
}

/**
 * The access tokens' secret: VF_SECRET, or with a database server the one every instance keeps there
 * (the first instance's own, from its data directory); with PGlite the data directory's.
 */
async function secretFor(db: Db, base: ServerConfig): Promise<string> {
  if (process.env.VF_SECRET || !base.databaseUrl) return base.secret
  return sharedKey(db, 'access-token-secret', () => base.secret)
}

/** Migrations and, on first start, the demo seed. */
async function prepare(db: Db) {
  await migrate(db)
  const { seeded } = await seed(db, origin)
  // The report page's history (once; a restart keeps what readers added since).
  await seedAnalytics(db)
  // PGlite has no autovacuum: without statistics its planner guesses, and guesses badly for the
  // replies of a popular comment (migration 010). A server keeps its own.
  if (db.kind === 'pglite') await db.exec('analyze')
  return seeded
}

/** What `npm start` prints: where the site is (the port it listens on: PORT=0 picks one) and the demo accounts. */
function banner(port: number, store: string, seeded: boolean, workers: number) {
  console.log(`\nvf demo site: http://localhost:${port}  (store: ${store}${config.databaseUrl ? '' : ` in ${config.dataDir}`}${seeded ? ', seeded now' : ''}${workers > 1 ? `, ${workers} workers` : ''})`)
  console.log('Demo accounts:')
  for (const account of demoAccounts()) console.log(`  ${account.role.padEnd(30)} ${account.email.padEnd(22)} ${account.password}`)
}

/** Serves in this process (alone, or as a cluster worker) until SIGINT or SIGTERM. */
async function serve(workers: number) {
  const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  const seeded = cluster.isWorker ? false : await prepare(db)
  const app = await buildApp({ db, config: { ...config, secret: await secretFor(db, config) }, serveStatic: true })
  await app.listen({ port: config.port, host: config.host })
  if (!cluster.isWorker) banner((app.server.address() as AddressInfo).port, db.kind, seeded, workers)

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await app.close()
    await db.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

/** The cluster's primary: prepares the store, starts the workers and keeps them running. */
async function primary(workers: number) {
  if (!config.databaseUrl) {
    console.error(
      `VF_WORKERS=${workers}: several service processes need a PostgreSQL server they all reach (DATABASE_URL=postgres://…). ` +
        'The embedded PGlite database belongs to one process and cannot be shared between workers; without DATABASE_URL run one process (npm start).',
    )
    process.exit(1)
  }
  const db = await openDb({ databaseUrl: config.databaseUrl })
  const seeded = await prepare(db)
  // Made (and kept) before any worker starts, so the workers all read the same one.
  await secretFor(db, config)
  await db.close()

  let stopping = false
  let listening = 0
  cluster.on('listening', (_worker, address) => {
    if (++listening === workers) banner(address.port, 'postgres', seeded, workers)
  })
  // A worker that dies is replaced; workers dying over and over (the database gone, a bad setting)
  // stop the cluster instead of restarting in a loop.
  const deaths: number[] = []
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    const now = Date.now()
    deaths.push(now)
    while (deaths[0]! < now - 10_000) deaths.shift()
    if (deaths.length > workers * 3) {
      console.error(`[cluster] Workers keep stopping (${deaths.length} in 10 s); giving up.`)
      stop(1)
      return
    }
    console.warn(`[cluster] Worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another.`)
    cluster.fork()
  })
  for (let i = 0; i < workers; i++) cluster.fork()

  function stop(code = 0) {
    if (stopping) return
    stopping = true
    const running = Object.values(cluster.workers ?? {}).filter((w) => !!w && !w.isDead())
    if (!running.length) process.exit(code)
    let left = running.length
    for (const worker of running) {
      worker!.once('exit', () => {
        if (--left === 0) process.exit(code)
      })
      worker!.process.kill('SIGTERM')
    }
  }
  process.on('SIGINT', () => stop())
  process.on('SIGTERM', () => stop())
}

const workers = workerCount()
if (cluster.isPrimary && workers > 1) await primary(workers)
else await serve(workers)
