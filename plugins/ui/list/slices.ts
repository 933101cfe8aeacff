/**
 * Rendering a long list in slices, so that no task of the page runs past the 50 ms long-task limit.
 *
 * The first few items are shown at once; the others are admitted a slice at a time, each slice from a
 * task of its own (a 0 ms timer on the widget's injected timers: tests drive it with their fake clock)
 * and rendered in a transition, so React yields to the browser while it renders the slice and only its
 * commit and effects are one task. Slices follow one another as soon as the browser is free, not one per
 * frame: waiting for frames left the main thread idle most of the time.
 *
 * An item once admitted stays: an item arriving at the start (a post, a live insert on top) never pushes
 * one out at the other end to be rebuilt. A change to the list renders at once but admits nothing else,
 * so a page of a hundred new items costs that render a walk of the keys, not a hundred items.
 */
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'

/** The timer functions the list schedules its slices with (the widget's, or a test's fake clock). */
export interface ListTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** Which end of the list is rendered first: the start (a thread, a feed) or the end (a chat). */
export type SliceFrom = 'start' | 'end'

export interface SliceOptions {
  /** Items shown in the first render, counted from `from`. `Infinity`: no slicing. */
  initialCount: number
  /** Items admitted per later slice. */
  sliceSize: number
  from: SliceFrom
  /** Items shown at once whatever their place (a deep link, an item about to take the focus). */
  keep: ReadonlySet<string>
  timers: ListTimers
}

export interface Slices {
  /** Is this item rendered yet? */
  has(key: string): boolean
  /** Every item is rendered. */
  readonly all: boolean
}

const EMPTY: ReadonlySet<string> = new Set()
const EVERYTHING: Slices = { has: () => true, all: true }

/**
 * The items shown now (`shown`, which holds every item admitted before and still listed) and the next
 * `size` items not shown yet, taken from `from`.
 */
export function admit(keys: readonly string[], shown: ReadonlySet<string>, size: number, from: SliceFrom): ReadonlySet<string> {
  const next = new Set(shown)
  let added = 0
  const n = keys.length
  for (let i = 0; i < n && added < size; i++) {
    const key = keys[from === 'start' ? i : n - 1 - i]!
    if (next.has(key)) continue
    next.add(key)
    added++
  }
  return next
}

/** The list's items rendered so far, growing a slice per task until every item is in. */
export function useSlices(keys: readonly string[], options: SliceOptions): Slices {
  const { initialCount, sliceSize, from, keep, timers } = options
  const [admitted, setAdmitted] = useState<ReadonlySet<string>>(EMPTY)
  const slices = useMemo((): Slices & { shown: ReadonlySet<string> } => {
    const n = keys.length
    if (initialCount >= n) return { ...EVERYTHING, shown: EMPTY }
    const shown = new Set<string>()
    for (let i = 0; i < n; i++) {
      const key = keys[i]!
      const early = from === 'start' ? i < initialCount : i >= n - initialCount
      if (early || admitted.has(key) || keep.has(key)) shown.add(key)
    }
    return { has: (key) => shown.has(key), all: shown.size === n, shown }
  }, [keys, admitted, keep, initialCount, from])

  // A kept item stays once it is in, even when it is no longer kept before its slice would have come.
  useLayoutEffect(() => {
    for (const key of keep) {
      if (admitted.has(key)) continue
      setAdmitted((before) => new Set([...before, ...keep]))
      return
    }
  }, [keep, admitted])

  const latest = useRef({ keys, shown: slices.shown })
  latest.current = { keys, shown: slices.shown }
  const waiting = !slices.all
  useEffect(() => {
    if (!waiting) return
    // From a task of its own rather than from this effect: React takes a chain of updates made in
    // effects for a loop, and the browser gets the time in between to paint and to take input.
    const handle = timers.setTimeout(() => {
      const { keys: now, shown } = latest.current
      startTransition(() => setAdmitted(admit(now, shown, sliceSize, from)))
    }, 0)
    return () => timers.clearTimeout(handle)
  }, [waiting, admitted, timers, sliceSize, from])
  return slices
}
