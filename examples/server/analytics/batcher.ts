/**
 * Writes analytics events in batches: a request's events join the batch being gathered, and the batch is
 * written by one multi-row INSERT when it holds `maxRows`, or once the requests that arrived together
 * have been read (`maxWaitMs` after its first event, when set) — never a transaction per event. One
 * write at a time: what arrives meanwhile is the next batch, so batches grow with the load by
 * themselves and a quiet service answers without waiting. Each request
 * waits for the write that holds its events, so it answers 204 only once they are stored (a failed
 * write fails the requests in it, and the product's retry queue sends them again). Nothing outlives a
 * write, so any number of instances can share one database; an event stored twice (a beacon, then its
 * retry) is one row (`on conflict do nothing`).
 */
import type { Db } from '../db'
import type { EventRow } from './ingest'

const COLUMNS = ['section_uuid', 'name', 'eid', 'occurred_at', 'visitor_id', 'session_id', 'request_id', 'user_uuid', 'path', 'title', 'widget', 'kind', 'engaged_ms', 'payload'] as const
const CASTS: Record<string, string> = { section_uuid: '::uuid', user_uuid: '::uuid', occurred_at: '::timestamptz', engaged_ms: '::integer', payload: '::jsonb' }

export interface BatcherOptions {
  /** Written at once when a batch holds this many rows. */
  maxRows?: number
  /** …or this long after its first row arrived; 0 (the default): once the requests read together are in. */
  maxWaitMs?: number
}

export interface Batcher {
  /** Resolves once `rows` are stored (or rejects with the write's error). */
  add(rows: readonly EventRow[]): Promise<void>
  /** Writes what is gathered now, and waits for every write. */
  flush(): Promise<void>
}

interface Pending {
  rows: EventRow[]
  waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }>
}

export function insertStatement(count: number): string {
  const values = Array.from({ length: count }, (_, r) => `(${COLUMNS.map((column, c) => `$${r * COLUMNS.length + c + 1}${CASTS[column] ?? ''}`).join(', ')})`)
  return `insert into analytics_events (${COLUMNS.join(', ')}) values ${values.join(', ')} on conflict do nothing`
}

/** Runs `fn` after `ms`, or with 0 after the I/O already read (the other requests that arrived with this one). */
function later(fn: () => void, ms: number): { cancel(): void } {
  if (ms > 0) {
    const handle = setTimeout(fn, ms)
    return { cancel: () => clearTimeout(handle) }
  }
  const handle = setImmediate(fn)
  return { cancel: () => clearImmediate(handle) }
}

export function createBatcher(db: Db, options: BatcherOptions = {}): Batcher {
  const maxRows = options.maxRows ?? 200
  const maxWaitMs = options.maxWaitMs ?? 0
  let gathering: Pending = { rows: [], waiters: [] }
  let timer: { cancel(): void } | undefined
  let writing: Promise<void> | undefined

  const write = async (batch: Pending) => {
    try {
      // Rows of one batch with the same key (a client's duplicate) would make the statement fail.
      const seen = new Set<string>()
      const rows = batch.rows.filter((row) => {
        const key = `${row.section_uuid}:${row.name}:${row.eid}`
        if (seen.has(key)) return false
        seen.add(key)
        return true
      })
      // Batches that piled up behind a slow write can be large: at most 1,000 rows a statement.
      for (let i = 0; i < rows.length; i += 1000) {
        const part = rows.slice(i, i + 1000)
        await db.query(insertStatement(part.length), part.flatMap((row) => COLUMNS.map((column) => row[column])))
      }
      for (const waiter of batch.waiters) waiter.resolve()
    } catch (error) {
      for (const waiter of batch.waiters) waiter.reject(error)
    }
  }

  /** Starts writing the gathered batch unless a write is under way (its end starts the next). */
  const drain = () => {
    timer?.cancel()
    timer = undefined
    if (writing || gathering.rows.length === 0) return
    const batch = gathering
    gathering = { rows: [], waiters: [] }
    writing = write(batch).finally(() => {
      writing = undefined
      // What arrived during the write waited long enough: it goes now.
      if (gathering.rows.length) drain()
    })
  }

  return {
    add(rows) {
      if (!rows.length) return Promise.resolve()
      return new Promise<void>((resolve, reject) => {
        gathering.rows.push(...rows)
        gathering.waiters.push({ resolve, reject })
        if (gathering.rows.length >= maxRows) drain()
        else if (timer === undefined && !writing) timer = later(drain, maxWaitMs)
      })
    },
    async flush() {
      drain()
      while (writing) await writing
    },
  }
}
