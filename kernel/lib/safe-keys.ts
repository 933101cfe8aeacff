/**
 * Keys that untrusted input (a service answer, a realtime frame, a page's call) must never become in an
 * object the product builds: assigning `__proto__` replaces the object's prototype, and `constructor` or
 * `prototype` read back as the built-ins every object inherits. Maps keyed by what an answer names
 * (authors, items, subscriptions) skip them.
 */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

/** Is `key` a string that may key a plain object built from untrusted input? */
export const isSafeKey = (key: unknown): key is string => typeof key === 'string' && !UNSAFE_KEYS.has(key)

/** The entries of `record` whose keys are safe to assign (see {@link isSafeKey}). */
export function safeEntries<T>(record: Record<string, T>): Array<[string, T]> {
  return Object.entries(record).filter(([key]) => isSafeKey(key))
}
