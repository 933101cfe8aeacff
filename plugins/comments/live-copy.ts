/**
 * A live batch's working copy of a thread, outside immer. The live rules (live.ts) change a thread in
 * place; under immer every record and list they touch is a draft proxy, each question ("is this
 * listed? held?") walks an array one trapped read at a time, and finalising walks what changed again to
 * freeze it. At 5,000 events a second on a thread of 7,000 items that was 6–37 ms a frame, growing with
 * the thread. Here the batch runs on plain copies, each made only when needed: a record is copied on its
 * first write, a list or a reply list on its first read, and what comes out unchanged is given back as
 * it was, so nothing renders again for nothing. The new thread is frozen here (immer takes a frozen value
 * as it is, without walking it), and the old values stay frozen: a change made to one in place throws
 * instead of corrupting the store.
 *
 * The one cost left that grows with the thread is one copy of the items record per batch that changes
 * an item (a frame's worth of events), since the store keeps items as one plain record.
 */
import type { LiveState } from './live'
import { freezeNew, noteItemWrites, type Paged, type ThreadState } from './state'

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => value === b[i])

/** The same fields with the same values, lists compared by their entries (a `Paged`, the totals). */
function sameShallow(a: object, b: object): boolean {
  const keys = Object.keys(b)
  if (keys.length !== Object.keys(a).length) return false
  return keys.every((key) => {
    const x = (a as Record<string, unknown>)[key]
    const y = (b as Record<string, unknown>)[key]
    return x === y || (Array.isArray(x) && Array.isArray(y) && sameList(x, y))
  })
}

interface RecordCopy<V> {
  /** What the batch reads and writes: the record as it is in the batch. */
  readonly record: Record<string, V>
  /** The record after the batch (the base itself when nothing in it changed) and the keys that changed. */
  finish(): { value: Record<string, V>; changed: ReadonlySet<string> }
}

const NOTHING: ReadonlySet<string> = new Set()

/**
 * A record copied on its first write. With `entry`, an entry read is a copy of its own (made on its
 * first read, as the batch may change it in place: a reply list, a waiting list), compared with the
 * original at the end.
 */
function copyRecord<V>(base: Record<string, V>, entry?: (value: V) => V): RecordCopy<V> {
  let copy: Record<string, V> | undefined
  /** Keys written, deleted or copied on read: the only ones that may have changed. */
  const touched = new Set<string>()
  const own = () => (copy ??= { ...base })
  const current = () => copy ?? base
  const record: Record<string, V> = new Proxy({} as Record<string, V>, {
    get(_, key) {
      if (typeof key !== 'string') return undefined
      const from = current()
      if (!Object.hasOwn(from, key)) return undefined
      const value = from[key]!
      if (!entry || touched.has(key)) return value
      touched.add(key)
      return (own()[key] = entry(value))
    },
    set(_, key, value: V) {
      if (typeof key !== 'string') return false
      own()[key] = value
      touched.add(key)
      return true
    },
    deleteProperty(_, key) {
      if (typeof key !== 'string' || !Object.hasOwn(current(), key)) return true
      delete own()[key]
      touched.add(key)
      return true
    },
    has: (_, key) => typeof key === 'string' && Object.hasOwn(current(), key),
    ownKeys: () => Object.keys(current()),
    getOwnPropertyDescriptor(_, key): PropertyDescriptor | undefined {
      if (typeof key !== 'string' || !Object.hasOwn(current(), key)) return undefined
      return { value: record[key], writable: true, enumerable: true, configurable: true }
    },
  })
  return {
    record,
    finish() {
      if (!copy) return { value: base, changed: NOTHING }
      const changed = new Set<string>()
      for (const key of touched) {
        const was = Object.hasOwn(base, key)
        const is = Object.hasOwn(copy, key)
        if (!was && !is) continue
        if (was && is && (copy[key] === base[key] || (entry && sameShallow(base[key] as object, copy[key] as object)))) {
          copy[key] = base[key]!
          continue
        }
        changed.add(key)
        if (is) freezeNew(copy[key])
      }
      return changed.size ? { value: Object.freeze(copy), changed } : { value: base, changed: NOTHING }
    },
  }
}

const copyPaged = (paged: Paged): Paged => ({ ...paged, uuids: [...paged.uuids] })

/**
 * Runs `fn` (live rules changing a thread in place) on a working copy of `thread`, and returns the
 * thread it made: frozen, sharing every part the batch did not change, or `thread` itself when the
 * batch changed nothing.
 */
export function onCopy(thread: ThreadState, fn: (work: ThreadState) => void): ThreadState {
  const items = copyRecord(thread.items)
  const users = copyRecord(thread.users)
  const replies = copyRecord(thread.replies, copyPaged)
  const top = copyPaged(thread.top)
  const totals = { ...thread.totals }
  const base: LiveState = thread.live ?? { held: [], removed: {}, waiting: {} }
  const removed = copyRecord(base.removed)
  const waiting = copyRecord(base.waiting, (list) => [...list])
  const ahead = base.ahead && copyRecord(base.ahead)
  const live: LiveState = { ...base, held: [...base.held], removed: removed.record, waiting: waiting.record, ...(ahead ? { ahead: ahead.record } : {}) }
  const work: ThreadState = { ...thread, items: items.record, users: users.record, replies: replies.record, top, totals, live }
  fn(work)

  const nextItems = items.finish()
  if (nextItems.changed.size) noteItemWrites(nextItems.value, thread.items, nextItems.changed)
  const nextLive: LiveState = {
    ...work.live!,
    held: sameList(work.live!.held, base.held) ? base.held : work.live!.held,
    removed: work.live!.removed === live.removed ? removed.finish().value : work.live!.removed,
    waiting: work.live!.waiting === live.waiting ? waiting.finish().value : work.live!.waiting,
  }
  if (ahead && work.live!.ahead === ahead.record) nextLive.ahead = ahead.finish().value
  const next: ThreadState = {
    ...work,
    items: work.items === items.record ? nextItems.value : work.items,
    users: work.users === users.record ? users.finish().value : work.users,
    replies: work.replies === replies.record ? replies.finish().value : work.replies,
    top: sameShallow(thread.top, work.top) ? thread.top : work.top,
    totals: sameShallow(thread.totals, work.totals) ? thread.totals : work.totals,
    live: thread.live && sameShallow(thread.live, nextLive) ? thread.live : nextLive,
  }
  if (!thread.live && sameShallow(base, nextLive)) delete next.live
  if (sameShallow(thread, next)) return thread
  return freezeNew(next)
}
