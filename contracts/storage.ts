/**
 * `ctx.storage`: localStorage and sessionStorage that never throw. Missing, blocked or full storage
 * falls back to memory; a corrupt or expired entry reads as absent. Keys are the product's (`vf:` prefixed).
 */

/** One storage area under the product's namespace. */
export interface KeyValue {
  /** The value, or undefined when absent, expired, corrupt or failing `guard` (the bad entry is removed). */
  get<T>(key: string, guard?: (value: unknown) => value is T): T | undefined
  set(key: string, value: unknown, options?: { ttlMs?: number }): void
  remove(key: string): void
  /** This namespace's keys (without the prefix). */
  keys(): string[]
}

/** Un-namespaced string access, for the raw keys the public interface names (`_vf-debug`, `__vftc__`). */
export interface RawKeyValue {
  get(key: string): string | undefined
  set(key: string, value: string): void
  remove(key: string): void
}

/** Both storage areas. */
export interface ProductStorage {
  local: KeyValue
  session: KeyValue
  /** Un-namespaced access for the keys the public interface names. */
  raw: { local: RawKeyValue; session: RawKeyValue }
}
