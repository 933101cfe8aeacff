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
  /** Runs `fn` in one transaction: all of it lands, or none. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /**
   * LISTEN on `channel`: `onPayload` hears every NOTIFY on it, from this process or another one on the
   * same database. Resolves once listening, with the function that stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}

function wrap(kind: Db['kind'], q: Queryable, exec: (sql: string) => Promise<void>, tx: Db['tx'], close: () => Promise<void>, listen: Db['listen']): Db {
  const query = async <T>(sql: string, params: unknown[] = []) => (await q.query(sql, params)).rows as T[]
  return { kind, query, one: async (sql, params) => (await query(sql, params))[0] as never, tx, exec, listen, close }
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
  const self: Db = wrap(
    'pglite',
    pg,
    async (sql) => void (await pg.exec(sql)),
    (fn) => pg.transaction((t) => fn(wrap('pglite', t, async (sql) => void (await t.exec(sql)), (inner) => inner(self), async () => {}, listen))),
    () => pg.close(),
    listen,
  )
  return self
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  await pool.query('select 1')
  /** A connection of its own: a pooled one would be handed to other queries and miss notifications. */
  const listen: Db['listen'] = async (channel, onPayload) => {
    const client = new pg.Client({ connectionString: url })
    // A lost listening connection must not take the service down; queries go on through the pool.
    client.on('error', () => undefined)
    await client.connect()
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload)
    })
    await client.query(`listen ${client.escapeIdentifier(channel)}`)
    return () => client.end()
  }
  return wrap(
    'postgres',
    pool,
    async (sql) => void (await pool.query(sql)),
    async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const db = wrap('postgres', client, async (sql) => void (await client.query(sql)), (inner) => inner(db), async () => {}, listen)
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
  )
}

/** Opens the store: PostgreSQL at `databaseUrl`, else PGlite in `dataDir` (in memory when neither). */
export function openDb(options: { dataDir?: string; databaseUrl?: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir)
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
