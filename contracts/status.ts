/**
 * `ctx.status`: per-key request status for status lines (document 1 §4): pending, success or error with
 * a message. Success and error clear themselves after 4000 ms unless the caller keeps them.
 */
import type { RequestStatus } from './enums'

/** The status of one key. */
export interface StatusValue {
  readonly status: RequestStatus
  readonly message?: string
}

/** Request status by key, observable (`useSyncExternalStore`-compatible). */
export interface RequestStatusStore {
  start(key: string): void
  /** `timeoutMs`: how long it shows (4000 ms by default); `null` or `Infinity` keeps it. */
  succeed(key: string, message?: string, options?: { timeoutMs?: number | null }): void
  fail(key: string, message: string, options?: { timeoutMs?: number | null }): void
  clear(key: string): void
  get(key: string): StatusValue
  /** Called on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}
