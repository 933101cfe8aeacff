/**
 * A sliding-window rate limit per key (an address and what was tried), kept in the database so that
 * every instance of the service counts the same attempts: one statement counts an attempt and says
 * whether it may go ahead, atomically (the row is locked while it is updated), whichever instance
 * asks. The clock is injectable for tests; times are stored as it gives them.
 */
import type { Db } from '../db'

export interface RateLimiter {
  /** Counts one attempt for `key`: let through, or refused with the seconds until it may try again. */
  hit(key: string): Promise<{ allowed: true } | { allowed: false; retryAfter: number }>
}

/** How often rows whose window has passed are deleted (by whichever instance gets there). */
const PRUNE_MS = 60_000

export function createRateLimiter(db: Pick<Db, 'one' | 'query'>, options: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now
  let pruned = -Infinity
  return {
    async hit(key) {
      const at = now()
      if (at - pruned > PRUNE_MS) {
        pruned = at
        db.query('delete from rate_limits where expires_at < $1', [at]).catch((error) => console.warn('[rate-limit] Old attempts could not be deleted.', error))
      }
      // The attempts still in the window, plus this one when they are under the limit; `allowed` says
      // which (computed from the row as it was, like `hits`).
      const row = await db.one<{ allowed: boolean; oldest: string }>(
        `insert into rate_limits as r (key, hits, allowed, expires_at) values ($1, array[$2::bigint], $3 > 0, $2::bigint + $5)
         on conflict (key) do update set
           allowed = (select count(*) from unnest(r.hits) t where t > $4) < $3,
           hits = array(select t from unnest(r.hits) t where t > $4 order by t)
             || case when (select count(*) from unnest(r.hits) t where t > $4) < $3 then array[$2::bigint] else '{}'::bigint[] end,
           expires_at = $2::bigint + $5
         returning allowed, hits[1] as oldest`,
        [key, at, options.limit, at - options.windowMs, options.windowMs],
      )
      if (!row || row.allowed) return { allowed: true }
      return { allowed: false, retryAfter: Math.ceil((Number(row.oldest) + options.windowMs - at) / 1000) }
    },
  }
}
