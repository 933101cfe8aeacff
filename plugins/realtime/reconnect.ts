/** When the realtime socket is given up on, and how long a reader waits before the next try. */

/** The first reconnection waits about this long; each further one twice as long, up to the cap. */
export const BACKOFF_BASE_MS = 1000
export const BACKOFF_CAP_MS = 30_000

/**
 * Exponential backoff with "equal jitter": attempt n waits between half and all of base·2ⁿ⁻¹ (capped),
 * so reconnecting readers spread out instead of arriving at a restarted service together.
 */
export function backoffDelay(attempt: number, random: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1))
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(1, Math.max(0, random)))
}

/**
 * How long after a keep-alive the socket may stay silent, ms: when not a single frame (the service's echo
 * of the keep-alive, or anything else) has arrived by then, the connection is taken for dead and
 * replaced, as a closed one is. A socket that stops carrying frames without closing (a sleeping laptop,
 * a NAT entry or proxy that dropped the connection) would otherwise go unnoticed for as long as TCP
 * takes to give up, often many minutes; with this a dead one is noticed at most keep-alive + grace (40 s)
 * after the last frame heard. Document 2 gives only the 30 s keep-alive (§9) and says nothing of a missed
 * answer, so the value is ours: an echo takes one round trip (well under a second; a few seconds on a
 * poor mobile link, or behind a slow token check the service answers first), and a third of the period
 * leaves a slow but live link ample room while still detecting inside one keep-alive period more. A
 * page whose timers are throttled in the background only fires this later, never earlier.
 */
export const KEEP_ALIVE_GRACE_MS = 10_000
