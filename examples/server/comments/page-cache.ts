/**
 * Hot first pages of threads as guests see them, kept in this process: the answer's JSON text and its
 * ETag, made once and sent to every guest until a write to the thread invalidates it. Invalidations come
 * from the database itself (migration 010's triggers NOTIFY on the realtime hub's channel whatever wrote
 * the change: this service, another instance, a moderator's SQL), and from this instance's own writes at
 * once, before that NOTIFY comes back. A page read while a write was being heard is not kept: each
 * container has a generation, and a page made from a read that began before an invalidation is handed to
 * those who waited for it but not stored. Pages also expire after a while, so a change no trigger sees
 * (a ban running out) shows within that time.
 */
import { createHash } from 'node:crypto'

export interface PageEntry<T> {
  /** The answer as sent: `{"result": …}`. */
  body: string
  /** A strong ETag of `body`: the same text makes the same tag on every instance. */
  etag: string
  containerUuid: string
  /** What `body` says, for merging a signed-in reader's own fields; never changed once made. */
  value: T
}

export interface PageCacheOptions {
  /** How long a page is kept without an invalidation (ms). */
  ttlMs?: number
  /** At most this many pages, least recently used going first. */
  maxEntries?: number
  /** And at most this many characters of answers. */
  maxChars?: number
  now?: () => number
}

export interface PageCache<T> {
  /**
   * The page under `key`, kept or made by `load` (once, however many ask while it loads). `load` says
   * which container the page is of, and what to send.
   */
  get(key: string, load: () => Promise<{ containerUuid: string; value: T }>): Promise<PageEntry<T>>
  /** A write to the container: its pages go, and a page being read from before it is not kept. */
  invalidate(containerUuid: string): void
  /** Everything goes (a change that touches every page, or invalidations that may have been missed). */
  clear(): void
  readonly size: number
}

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`

export function createPageCache<T>(options: PageCacheOptions = {}): PageCache<T> {
  const ttl = options.ttlMs ?? 30_000
  const maxEntries = options.maxEntries ?? 500
  const maxChars = options.maxChars ?? 32 * 1024 * 1024
  const now = options.now ?? Date.now
  /** Map order is use order: the first entry is the least recently used. */
  const entries = new Map<string, PageEntry<T> & { expires: number }>()
  let chars = 0
  const loading = new Map<string, Promise<PageEntry<T>>>()
  /** Which container each key's page is of, once known (a key's container never changes). */
  const containerOf = new Map<string, string>()
  const keysOf = new Map<string, Set<string>>()
  const generations = new Map<string, number>()
  /** Every invalidation counts here; `clear` also moves the epoch. */
  let invalidations = 0
  let epoch = 0

  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    chars -= entry.body.length
  }

  const store = (key: string, entry: PageEntry<T>) => {
    drop(key)
    entries.set(key, { ...entry, expires: now() + ttl })
    chars += entry.body.length
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && chars <= maxChars) break
      drop(oldest)
    }
  }

  /**
   * Which container a key is of is remembered for the keys kept and some more (a key whose page was
   * invalidated is usually asked for again): at most four times as many as pages are kept, forgetting
   * the longest-known key not kept. Keys come from queries, so the memory is bounded whatever is asked.
   */
  const remember = (key: string, containerUuid: string) => {
    if (containerOf.get(key) === containerUuid) return
    containerOf.set(key, containerUuid)
    let keys = keysOf.get(containerUuid)
    if (!keys) keysOf.set(containerUuid, (keys = new Set()))
    keys.add(key)
    if (containerOf.size <= maxEntries * 4) return
    for (const [old, container] of containerOf) {
      if (entries.has(old) || loading.has(old)) continue
      containerOf.delete(old)
      const set = keysOf.get(container)
      set?.delete(old)
      if (set?.size === 0) keysOf.delete(container)
      break
    }
  }

  return {
    get(key, load) {
      const kept = entries.get(key)
      if (kept && kept.expires > now()) {
        // Used now: to the end of the order.
        entries.delete(key)
        entries.set(key, kept)
        return Promise.resolve(kept)
      }
      if (kept) drop(key)
      const pending = loading.get(key)
      if (pending) return pending
      const known = containerOf.get(key)
      const since = { epoch, invalidations, generation: known ? (generations.get(known) ?? 0) : 0 }
      const made = load().then(({ containerUuid, value }) => {
        if (loading.get(key) === made) loading.delete(key)
        const body = JSON.stringify({ result: value })
        const entry: PageEntry<T> = { body, etag: etagOf(body), containerUuid, value }
        remember(key, containerUuid)
        // Kept only if nothing it may have missed was heard while it was read: for a container known
        // beforehand, no invalidation of it; otherwise none at all.
        const unchanged = since.epoch === epoch && (known === containerUuid ? (generations.get(containerUuid) ?? 0) === since.generation : since.invalidations === invalidations)
        if (unchanged) store(key, entry)
        return entry
      })
      // A failed read is not kept either: the next request tries again.
      made.catch(() => {
        if (loading.get(key) === made) loading.delete(key)
      })
      loading.set(key, made)
      return made
    },
    invalidate(containerUuid) {
      invalidations++
      generations.set(containerUuid, (generations.get(containerUuid) ?? 0) + 1)
      for (const key of keysOf.get(containerUuid) ?? []) {
        drop(key)
        // Whoever asks from now on reads again; those already waiting get the read they joined.
        loading.delete(key)
      }
      // Reads of keys whose container is not known yet may be of this one.
      for (const key of loading.keys()) if (!containerOf.has(key)) loading.delete(key)
    },
    clear() {
      epoch++
      invalidations++
      entries.clear()
      chars = 0
      loading.clear()
    },
    get size() {
      return entries.size
    },
  }
}
