/**
 * One token refresh at a time across the reader's tabs of a site. The tokens live in the site's
 * localStorage, shared by its tabs, and the service rotates the refresh token: it works once, and
 * presenting a used one revokes the whole login (a stolen token's replay looks the same). Two tabs whose
 * access tokens ran out together would both refresh with the same token, and the second would sign the
 * reader out everywhere. Under this lock the second tab waits, then finds the token already exchanged
 * by the first and uses the new one without asking (client.ts).
 *
 * The lock is the browser's Web Locks API. Where it is missing the refresh runs unlocked, as before. A
 * tab that cannot get the lock within LOCK_WAIT_MS (the tab holding it was frozen in the background,
 * say) refreshes without it rather than leave the reader's requests waiting.
 */
import type { Timers } from '../with-timeout'

/** The lock's name: per origin, like the storage that holds the tokens. */
export const REFRESH_LOCK = 'vf-token-refresh'
/** How long a tab waits for another's refresh: longer than one refresh may take (REFRESH_TIMEOUT_MS). */
export const LOCK_WAIT_MS = 15_000

/** Runs `task` holding the lock `name`, or unlocked when it cannot be had. */
export type RefreshLock = <T>(name: string, task: () => Promise<T>) => Promise<T>

/** The part of `navigator.locks` used here. */
export interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, task: () => Promise<T>): Promise<T>
}

export function webRefreshLock(locks: LockManagerLike | undefined, timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>): RefreshLock | undefined {
  if (!locks || typeof locks.request !== 'function') return undefined
  return async <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const waiting = new AbortController()
    const handle = timers.setTimeout(() => waiting.abort(), LOCK_WAIT_MS)
    let started = false
    try {
      return await locks.request(name, { signal: waiting.signal }, () => {
        started = true
        timers.clearTimeout(handle)
        return task()
      })
    } catch (error) {
      // The wait was given up, or the lock could not be asked for: refresh anyway. A failure of the
      // task itself is the caller's, as it would be without a lock.
      if (started) throw error
      timers.clearTimeout(handle)
      return task()
    }
  }
}
