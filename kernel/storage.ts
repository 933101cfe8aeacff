/**
 * One wrapper over localStorage and sessionStorage. Browser storage may be missing, throw on access
 * (private modes, sandboxed frames), be full, or hold values someone else corrupted: none of that may
 * break the product. It falls back to memory, trims its own oldest entries when full, and discards a
 * bad entry. Keys are namespaced (`vf:`), except the spec's public raw keys (`_vf-debug`, `__vftc__`).
 */
import type { KeyValue, ProductStorage, RawKeyValue } from '../contracts/storage'

export type { KeyValue, ProductStorage, RawKeyValue }

type Backend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

/** A Storage-like map, used when the browser's storage cannot be. */
function memoryBackend(): Backend {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size
    },
  }
}

/** The browser's storage if it can be read and written, else memory. */
function usable(get: () => Storage | undefined): Backend {
  try {
    const storage = get()
    if (!storage) return memoryBackend()
    const probe = '__vf_probe__'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return memoryBackend()
  }
}

interface Envelope {
  v: unknown
  /** Written at, ms: the oldest go first when storage is full. */
  t: number
  /** Expires at, ms. */
  e?: number
}

const isEnvelope = (x: unknown): x is Envelope => !!x && typeof x === 'object' && 't' in x && 'v' in x

function keyValue(backend: Backend, namespace: string, now: () => number): KeyValue {
  const prefix = `${namespace}:`
  const overflow = memoryBackend()
  const safe = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn()
    } catch {
      return fallback
    }
  }
  const ownKeys = () =>
    safe(() => {
      const keys: string[] = []
      for (let i = 0; i < backend.length; i++) {
        const key = backend.key(i)
        if (key?.startsWith(prefix)) keys.push(key)
      }
      return keys
    }, [])
  const parse = (raw: string | null): Envelope | undefined => {
    if (raw === null) return undefined
    try {
      const parsed: unknown = JSON.parse(raw)
      return isEnvelope(parsed) ? parsed : undefined
    } catch {
      return undefined
    }
  }
  /** Frees room: expired entries first, then the oldest half of ours. */
  const trim = () => {
    const entries = ownKeys().map((key) => ({ key, env: parse(safe(() => backend.getItem(key), null)) }))
    const expired = entries.filter((x) => !x.env || (x.env.e !== undefined && x.env.e <= now()))
    const victims = expired.length ? expired : entries.sort((a, b) => (a.env?.t ?? 0) - (b.env?.t ?? 0)).slice(0, Math.ceil(entries.length / 2))
    for (const { key } of victims) safe(() => backend.removeItem(key), undefined)
  }
  const api: KeyValue = {
    get<T>(key: string, guard?: (value: unknown) => value is T): T | undefined {
      const full = prefix + key
      const raw = safe(() => backend.getItem(full), null) ?? overflow.getItem(full)
      if (raw === null) return undefined
      const env = parse(raw)
      if (!env || (env.e !== undefined && env.e <= now()) || (guard && !guard(env.v))) {
        api.remove(key)
        return undefined
      }
      return env.v as T
    },
    set(key, value, options = {}) {
      const full = prefix + key
      const env: Envelope = { v: value, t: now(), ...(options.ttlMs !== undefined ? { e: now() + options.ttlMs } : {}) }
      const raw = JSON.stringify(env)
      try {
        backend.setItem(full, raw)
        overflow.removeItem(full)
        return
      } catch {
        trim()
      }
      try {
        backend.setItem(full, raw)
        overflow.removeItem(full)
      } catch {
        // Still full (or refusing): keep it for this page view rather than lose it.
        overflow.setItem(full, raw)
      }
    },
    remove(key) {
      safe(() => backend.removeItem(prefix + key), undefined)
      overflow.removeItem(prefix + key)
    },
    keys: () => [...new Set([...ownKeys(), ...Array.from({ length: overflow.length }, (_, i) => overflow.key(i)!)])].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)),
  }
  return api
}

function rawKeyValue(backend: Backend): RawKeyValue {
  return {
    get: (key) => {
      try {
        return backend.getItem(key) ?? undefined
      } catch {
        return undefined
      }
    },
    set: (key, value) => {
      try {
        backend.setItem(key, value)
      } catch {
        // Full or refused: public raw keys are hints (debug, consent), never worth breaking for.
      }
    },
    remove: (key) => {
      try {
        backend.removeItem(key)
      } catch {
        // As above.
      }
    },
  }
}

export interface StorageOptions {
  namespace?: string
  local?: () => Storage | undefined
  session?: () => Storage | undefined
  now?: () => number
}

export function createStorage(options: StorageOptions = {}): ProductStorage {
  const namespace = options.namespace ?? 'vf'
  const now = options.now ?? Date.now
  const local = usable(options.local ?? (() => globalThis.localStorage))
  const session = usable(options.session ?? (() => globalThis.sessionStorage))
  return {
    local: keyValue(local, namespace, now),
    session: keyValue(session, namespace, now),
    raw: { local: rawKeyValue(local), session: rawKeyValue(session) },
  }
}
