/**
 * One token refresh at a time across the reader's tabs of a site. The tokens live in the site's
 * localStorage, shared by its tabs, and the service rotates the refresh token: it works once, and
 * presenting a used one revokes the whole login (a stolen token's replay looks the same). Two tabs whose
 * access tokens ran out together would both refresh with the same token, and the second would sign the
 * reader out everywhere. Under this lock the second tab waits, then finds the token already exchanged
 * by the first and uses the new one without asking (client.ts).
 *
 * The lock says whether its holder had to wait for another tab: then that tab has just refreshed, and
 * its new tokens are on their way. A localStorage write reaches the site's other tabs a moment later
 * than the lock does (Chromium keeps a copy of the storage in each page's process and updates it by
 * message), so the waiting tab gives them a moment to arrive (`awaitOtherTab`) before it asks itself.
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
/** How long a tab that waited gives the other tab's new tokens to reach its copy of the storage. */
export const OTHER_TAB_MS = 2_000

/** Runs `task` holding the lock `name` (told whether another tab held it first), or unlocked when it cannot be had. */
export type RefreshLock = <T>(name: string, task: (waited: boolean) => Promise<T>) => Promise<T>

/** The part of `navigator.locks` used here. */
export interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal; ifAvailable?: boolean }, task: (lock: unknown) => Promise<T>): Promise<T>
}

export function webRefreshLock(locks: LockManagerLike | undefined, timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>): RefreshLock | undefined {
  if (!locks || typeof locks.request !== 'function') return undefined
  return async <T>(name: string, task: (waited: boolean) => Promise<T>): Promise<T> => {
    let started = false
    const run = (waited: boolean) => {
      started = true
      return task(waited)
    }
    try {
      // Free now: nobody refreshed before us.
      const free = await locks.request(name, { ifAvailable: true }, async (lock) => (lock ? { value: await run(false) } : undefined))
      if (free) return free.value
      const waiting = new AbortController()
      const handle = timers.setTimeout(() => waiting.abort(), LOCK_WAIT_MS)
      try {
        return await locks.request(name, { signal: waiting.signal }, () => {
          timers.clearTimeout(handle)
          return run(true)
        })
      } finally {
        timers.clearTimeout(handle)
      }
    } catch (error) {
      // The wait was given up, or the lock could not be asked for: refresh anyway. A failure of the
      // task itself is the caller's, as it would be without a lock.
      if (started) throw error
      return task(false)
    }
  }
}

/**
 * Resolves once `changed()` holds, checked at each `storage` event of the page (another tab wrote to the
 * site's storage), or after `ms`, whichever comes first.
 */
export function storageChange(host: { addEventListener(type: string, listener: () => void): void; removeEventListener(type: string, listener: () => void): void }, timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>, ms = OTHER_TAB_MS) {
  return (changed: () => boolean): Promise<void> =>
    new Promise((resolve) => {
      if (changed()) return resolve()
      const done = () => {
        host.removeEventListener('storage', check)
        timers.clearTimeout(handle)
        resolve()
      }
      const check = () => void (changed() && done())
      const handle = timers.setTimeout(done, ms)
      host.addEventListener('storage', check)
    })
}
