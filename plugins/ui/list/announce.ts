/**
 * What a live list's polite live regions say about arriving items ("New comments: 3", "New replies: 2",
 * new posts of a live blog, messages of a chat), paced so a busy list does not have a screen reader talk
 * without end: a count said at most once per period, arrivals gathered per period.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ListTimers as Timers } from './slices'

/** How often, at most, a live region says the number of items waiting. */
export const LIVE_ANNOUNCE_MS = 10_000

/**
 * `value`, changed at once when it has been steady for `ms`, else at the end of that time (to the value
 * then), and at once back to 0: what a live region may say without repeating itself on every change.
 */
export function useSteadyCount(value: number, ms: number, timers: Timers): number {
  const [said, setSaid] = useState(value)
  const latest = useRef(value)
  latest.current = value
  const saidNow = useRef(value)
  const cooling = useRef<unknown>(undefined)
  const say = useCallback(
    (next: number) => {
      saidNow.current = next
      setSaid(next)
      cooling.current = timers.setTimeout(() => {
        cooling.current = undefined
        if (latest.current !== saidNow.current) say(latest.current)
      }, ms)
    },
    [ms, timers],
  )
  useEffect(() => {
    // Back to none (the waiting comments were shown): nothing stale is said when the next one arrives.
    if (value === 0 && cooling.current !== undefined) {
      timers.clearTimeout(cooling.current)
      cooling.current = undefined
    }
    if (cooling.current === undefined && value !== saidNow.current) say(value)
  }, [value, say, timers])
  useEffect(() => () => void (cooling.current !== undefined && timers.clearTimeout(cooling.current)), [timers])
  return said
}

/**
 * Arrivals to announce, gathered: the first after a quiet spell is said at once, the ones after it
 * together at the end of `ms`; the count then clears, so the next announcement is heard even when it
 * has the same number.
 */
export function useArrivals(ms: number, timers: Timers): [number, (n: number) => void] {
  const [said, setSaid] = useState(0)
  const gathered = useRef(0)
  const cooling = useRef<unknown>(undefined)
  const say = useCallback(() => {
    setSaid(gathered.current)
    gathered.current = 0
    cooling.current = timers.setTimeout(() => {
      cooling.current = undefined
      if (gathered.current > 0) say()
      else setSaid(0)
    }, ms)
  }, [ms, timers])
  const add = useCallback(
    (n: number) => {
      if (n <= 0) return
      gathered.current += n
      if (cooling.current === undefined) say()
    },
    [say],
  )
  useEffect(() => () => void (cooling.current !== undefined && timers.clearTimeout(cooling.current)), [timers])
  return [said, add]
}
