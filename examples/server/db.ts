/**
 * One small data layer over PostgreSQL: the embedded PGlite (persisting in the data directory) by
 * default, a real server through DATABASE_URL. The same SQL runs on both ($1 placeholders).
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface Db {
  readonly kind: 'pglite' | 'postgres'
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | undefined>
  /**
   * A statement run on every request, planned once: `name` is its own (one name, one SQL text). The
   * server keeps it per connection (node-postgres prepares it on a connection's first use); PGlite, whose
   * planning is most of a small query's time, per database (PREPARE once, then EXECUTE with the values
   * written as literals: strings, numbers, booleans, null — no arrays). Only for statements that name
   * their columns: a prepared `*` would fail once a migration adds one.
   */
  prepared<T = Record<string, unknown>>(name: string, sql: string, params: unknown[]): Promise<T[]>
  /** Runs `fn` in one transaction: all of it lands, or none. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /**
   * LISTEN on `channel`: `onPayload` hears every NOTIFY on it, from this process or another one on the
   * same database. Resolves once listening, with the function that stops it. `onRestored` is called each
   * time a lost listening connection listens again (the NOTIFYs meanwhile were not heard: the caller
   * catches up on what it missed).
   */
  listen(channel: string, onPayload: (payload: string) => void, onRestored?: () => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}

function wrap(kind: Db['kind'], q: Queryable, exec: (sql: string) => Promise<void>, tx: Db['tx'], close: () => Promise<void>, listen: Db['listen'], prepared: Db['prepared']): Db {
  const query = async <T>(sql: string, params: unknown[] = []) => (await q.query(sql, params)).rows as T[]
  return { kind, query, one: async (sql, params) => (await query(sql, params))[0] as never, tx, exec, listen, close, prepared }
}

/** A value as an SQL literal for EXECUTE (PGlite): its type comes from the prepared statement's parameter. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'number' || typeof value === 'bigint') return `'${String(value)}'`
  if (typeof value === 'string') {
    // What PostgreSQL answers a NUL in a parameter with (22021), so callers see the same error either way.
    if (value.includes('\0')) throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })
    return `'${value.replace(/'/g, "''")}'`
  }
  throw new Error(`A prepared statement's value must be a string, number, boolean or null, got ${typeof value}`)
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite')
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pg = dataDir ? new PGlite(join(dataDir, 'pg')) : new PGlite()
  await pg.waitReady
  // One embedded connection: its listeners hear its own NOTIFYs, so apps sharing it hear each other.
  const listen: Db['listen'] = async (channel, onPayload) => {
    const stop = await pg.listen(channel, onPayload)
    return async () => {
      if (!pg.closed) await stop()
    }
  }
  // Prepared once for the database's lifetime (requests arriving meanwhile wait for it); a transaction's
  // statements use them too. One that failed to prepare is tried again next time.
  const planned = new Map<string, Promise<unknown>>()
  const preparedOn =
    (q: Queryable): Db['prepared'] =>
    async <T>(name: string, sql: string, params: unknown[]) => {
      let ready = planned.get(name)
      if (!ready) {
        planned.set(name, (ready = q.query(`prepare ${name} as ${sql}`)))
        ready.catch(() => planned.delete(name))
      }
      await ready
      return (await q.query(`execute ${name}(${params.map(literal).join(', ')})`)).rows as T[]
    }
  const self: Db = wrap(
    'pglite',
    pg,
    async (sql) => void (await pg.exec(sql)),
    (fn) => pg.transaction((t) => fn(wrap('pglite', t, async (sql) => void (await t.exec(sql)), (inner) => inner(self), async () => {}, listen, preparedOn(t)))),
    () => pg.close(),
    listen,
    preparedOn(pg),
  )
  return self
}

/** How a lost LISTEN connection is re-established (PostgreSQL only; PGlite never loses it). */
export interface ListenOptions {
  /** ms to wait before reconnection attempt `attempt` (1, 2, …): 250 ms doubling up to 30 s, jittered. */
  retryDelay?: (attempt: number) => number
  /**
   * Hears once when a listening connection is lost (notifications meanwhile are lost with it) and once
   * when it listens again: the console by default.
   */
  onState?: (state: 'lost' | 'restored', channel: string, error?: unknown) => void
}

const retryDelay = (attempt: number) => Math.min(30_000, 250 * 2 ** Math.min(attempt - 1, 7)) * (0.5 + Math.random() / 2)

function logListenState(state: 'lost' | 'restored', channel: string, error?: unknown) {
  if (state === 'lost') console.warn(`[db] Lost the LISTEN connection on "${channel}"; reconnecting (the realtime hub catches up from its log once back).`, error instanceof Error ? error.message : (error ?? ''))
  else console.info(`[db] Listening on "${channel}" again.`)
}

async function openPostgres(url: string, options: ListenOptions = {}): Promise<Db> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle pooled connection that dies (a server restart) is replaced by the next query; its error,
  // unheard, would end the process.
  pool.on('error', (error) => console.warn('[db] An idle connection was lost:', error.message))
  await pool.query('select 1')
  const delay = options.retryDelay ?? retryDelay
  const onState = options.onState ?? logListenState

  /**
   * A connection of its own: a pooled one would be handed to other queries and miss notifications. When
   * it is lost it is opened again, with backoff, until stopped; the first one failing fails the call.
   */
  const listen: Db['listen'] = async (channel, onPayload, onRestored) => {
    let stopped = false
    let client: InstanceType<typeof pg.Client> | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let attempt = 0
    let attempting: Promise<void> = Promise.resolve()

    const open = async () => {
      // Keep-alive notices a dead peer that never said goodbye; the timeout ends a connect that hangs.
      const c = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 10_000 })
      let gone = false
      const lost = (error?: unknown) => {
        if (gone) return
        gone = true
        c.end().catch(() => undefined)
        if (client === c) {
          client = undefined
          if (!stopped) {
            onState('lost', channel, error)
            retry()
          }
        }
      }
      // A lost listening connection must not take the service down; queries go on through the pool.
      c.on('error', lost)
      c.on('end', () => lost())
      c.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload)
      })
      try {
        await c.connect()
        await c.query(`listen ${c.escapeIdentifier(channel)}`)
      } catch (error) {
        gone = true
        c.end().catch(() => undefined)
        throw error
      }
      if (gone) throw new Error('The LISTEN connection ended as it opened.')
      return c
    }

    const retry = () => {
      timer = setTimeout(() => {
        timer = undefined
        attempting = (async () => {
          attempt++
          try {
            const c = await open()
            if (stopped) return void (await c.end().catch(() => undefined))
            client = c
            attempt = 0
            onState('restored', channel)
            onRestored?.()
          } catch {
            if (!stopped) retry()
          }
        })()
      }, delay(attempt + 1))
    }

    client = await open()
    return async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      await attempting
      const c = client
      client = undefined
      await c?.end().catch(() => undefined)
    }
  }
  // node-postgres prepares a named statement on each connection the first time it runs there.
  const preparedOn =
    (q: { query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> }): Db['prepared'] =>
    async <T>(name: string, sql: string, params: unknown[]) =>
      (await q.query({ name, text: sql, values: params })).rows as T[]
  return wrap(
    'postgres',
    pool,
    async (sql) => void (await pool.query(sql)),
    async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const db = wrap('postgres', client, async (sql) => void (await client.query(sql)), (inner) => inner(db), async () => {}, listen, preparedOn(client))
        const result = await fn(db)
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback')
        throw error
      } finally {
        client.release()
      }
    },
    () => pool.end(),
    listen,
    preparedOn(pool),
  )
}

/** Opens the store: PostgreSQL at `databaseUrl`, else PGlite in `dataDir` (in memory when neither). */
export function openDb(options: { dataDir?: string; databaseUrl?: string; listen?: ListenOptions }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.listen) : openPglite(options.dataDir)
}

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Applies the migrations not yet recorded, in order, each in its own transaction. Returns their names. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())')
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name))
  const applied: string[] = []
  for (const name of readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort()) {
    if (done.has(name)) continue
    const sql = readFileSync(join(migrationsDir, name), 'utf8')
    await db.tx(async (t) => {
      await t.exec(sql)
      await t.query('insert into schema_migrations (name) values ($1)', [name])
    })
    applied.push(name)
  }
  return applied
}
