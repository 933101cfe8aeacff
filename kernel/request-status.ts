/**
 * Per-key request status (document 1 §4): pending, success or error with a message. Success and error
 * clear themselves after 4000 ms unless the caller asks to keep them (Infinity or null).
 */
import type { RequestStatusStore, StatusValue } from '../contracts/status'
import type { Timers } from './with-timeout'
import { realTimers } from './with-timeout'
import { Constants } from '../contracts/constants'

export type { RequestStatusStore, StatusValue }

const NONE: StatusValue = Object.freeze({ status: 'none' })

export function createRequestStatus(options: { timers?: Timers; displayMs?: number } = {}): RequestStatusStore {
  const timers = options.timers ?? realTimers
  const displayMs = options.displayMs ?? Constants.statusDisplayMs
  const values = new Map<string, StatusValue>()
  const clears = new Map<string, unknown>()
  const listeners = new Set<() => void>()

  const set = (key: string, value: StatusValue | undefined, timeoutMs?: number | null) => {
    // A newer status for the key cancels the older one's clearing.
    const pending = clears.get(key)
    if (pending !== undefined) timers.clearTimeout(pending)
    clears.delete(key)
    if (value) values.set(key, Object.freeze(value))
    else values.delete(key)
    const ms = timeoutMs === undefined ? displayMs : timeoutMs
    if (value && value.status !== 'pending' && ms !== null && Number.isFinite(ms)) {
      clears.set(key, timers.setTimeout(() => set(key, undefined), ms))
    }
    for (const listener of [...listeners]) listener()
  }

  return {
    start: (key) => set(key, { status: 'pending' }),
    succeed: (key, message, opts = {}) => set(key, message === undefined ? { status: 'success' } : { status: 'success', message }, opts.timeoutMs),
    fail: (key, message, opts = {}) => set(key, { status: 'error', message }, opts.timeoutMs),
    clear: (key) => set(key, undefined),
    get: (key) => values.get(key) ?? NONE,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
