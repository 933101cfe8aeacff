/**
 * The event stack (document 3 §5, §7): every event waits here, in local storage, until the service
 * has confirmed it, so a failed send, a service that is down or a page closed mid-send loses nothing —
 * the next attempt, or the next page of the site, sends it again. At most 200 events (the oldest go
 * first), an event once (by name and eid: the service stores it once too). Storage that fails is
 * swallowed: the stack then lives in memory for the page view (the product's storage does that).
 */
import type { AnalyticsEvent } from '../../contracts/entities/analytics'
import { Constants } from '../../contracts/constants'
import type { KeyValue } from '../../contracts/storage'

/** Which ingest path an event goes to: the analytics URL, or the second (v3) one. */
export type IngestPath = 'analytics' | 'v3'

export interface OutboxEntry {
  event: AnalyticsEvent
  path: IngestPath
  /** When a beacon carried it as the page went (the service's answer is never seen; the next page confirms it). */
  beaconAt?: number
}

const KEY = 'analytics.outbox'

/** The dedupe key: name and eid. */
export const entryKey = (event: Pick<AnalyticsEvent, 'name' | 'eid'>) => `${event.name}:${event.eid}`

const isEntry = (value: unknown): value is OutboxEntry => {
  if (!value || typeof value !== 'object') return false
  const { event, path } = value as OutboxEntry
  return !!event && typeof event === 'object' && typeof event.name === 'string' && typeof event.eid === 'string' && (path === 'analytics' || path === 'v3')
}

export interface Outbox {
  /** Stores `entry`; false (nothing stored) when an event of the same name and eid is there already. */
  add(entry: OutboxEntry): boolean
  /** Oldest first. */
  list(): OutboxEntry[]
  /** Takes out the events of these keys (confirmed, or refused for good). */
  remove(keys: readonly string[]): void
  /** Notes that a beacon carried these. */
  markBeaconed(keys: readonly string[], at: number): void
  size(): number
  clear(): void
}

export function createOutbox(local: KeyValue, cap: number = Constants.eventStackCap): Outbox {
  // Read each time: another tab of the site may have added or confirmed events meanwhile.
  const read = (): OutboxEntry[] => {
    try {
      const stored = local.get<unknown[]>(KEY, Array.isArray)
      return stored ? stored.filter(isEntry) : []
    } catch {
      return []
    }
  }
  const write = (entries: OutboxEntry[]) => {
    try {
      if (entries.length) local.set(KEY, entries)
      else local.remove(KEY)
    } catch {
      // Swallowed (document 3 §8): the events are still sent from this page.
    }
  }
  return {
    add(entry) {
      const entries = read()
      const key = entryKey(entry.event)
      if (entries.some((e) => entryKey(e.event) === key)) return false
      entries.push(entry)
      write(entries.slice(Math.max(0, entries.length - cap)))
      return true
    },
    list: read,
    remove(keys) {
      if (!keys.length) return
      const gone = new Set(keys)
      const entries = read()
      const kept = entries.filter((e) => !gone.has(entryKey(e.event)))
      if (kept.length !== entries.length) write(kept)
    },
    markBeaconed(keys, at) {
      const marked = new Set(keys)
      write(read().map((e) => (marked.has(entryKey(e.event)) ? { ...e, beaconAt: at } : e)))
    },
    size: () => read().length,
    clear: () => write([]),
  }
}
