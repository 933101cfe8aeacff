/** A sliding-window rate limit per key (IP and route), in memory; the clock is injectable for tests. */

export interface RateLimiter {
  /** Counts one attempt; false when the key is over its limit for the window. */
  allow(key: string): boolean
  /** Seconds until the key may try again. */
  retryAfter(key: string): number
}

export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now
  const hits = new Map<string, number[]>()
  const recent = (key: string) => {
    const since = now() - options.windowMs
    const list = (hits.get(key) ?? []).filter((t) => t > since)
    if (list.length) hits.set(key, list)
    else hits.delete(key)
    return list
  }
  return {
    allow(key) {
      const list = recent(key)
      if (list.length >= options.limit) return false
      list.push(now())
      hits.set(key, list)
      return true
    },
    retryAfter(key) {
      const list = recent(key)
      return list.length < options.limit ? 0 : Math.ceil((list[0]! + options.windowMs - now()) / 1000)
    },
  }
}
