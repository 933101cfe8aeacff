/**
 * Rendering a long list in slices, so that no task of the page runs past the 50 ms long-task limit.
 *
 * The first few items are shown at once; the others are admitted a slice at a time, each slice from a
 * task of its own, rendered in a transition, so React yields to the browser while it renders the slice
 * and only its commit and effects are one task. Slices follow one another as soon as the browser is
 * free, not one per frame: waiting for frames left the main thread idle most of the time. The task comes
 * from the widget's timers: on the product's own clock, a posted message (a 0 ms timer waits behind the
 * next frame in a busy Chromium, a frame per slice); on any other clock (a test's), a 0 ms timer on it,
 * so the test decides when each slice comes.
 *
 * An item once admitted stays: an item arriving at the start (a post, a live insert on top) never pushes
 * one out at the other end to be rebuilt. A change to the list renders at once but admits nothing else,
 * so a page of a hundred new items costs that render a walk of the keys, not a hundred items.
 */
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { realTimers } from '../../../kernel/with-timeout'

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
  /** How many items are not rendered yet. */
  readonly waiting: number
}

const EMPTY: ReadonlySet<string> = new Set()
const EVERYTHING: Slices = { has: () => true, all: true, waiting: 0 }

/** Runs `fn` in a task of its own as soon as the browser is free: no waiting for a frame, no timer clamping. */
function postedTask(fn: () => void): () => void {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    fn()
  }
  channel.port2.postMessage(null)
  return () => channel.port1.close()
}

/** The next task on `timers`: a posted message on the product's own clock where there is one, else a 0 ms timer. */
export function nextTask(timers: ListTimers, fn: () => void): () => void {
  if (timers === realTimers && typeof MessageChannel === 'function') return postedTask(fn)
  const handle = timers.setTimeout(fn, 0)
  return () => timers.clearTimeout(handle)
}

/**
 * The items shown now (`shown`: every item admitted before and still listed, and those shown at once)
 * and the next `size` items not shown yet, taken from `from`.
 */
export function admit(keys: readonly string[], shown: (key: string) => boolean, size: number, from: SliceFrom): ReadonlySet<string> {
  const next = new Set<string>()
  let added = 0
  const n = keys.length
  for (let i = 0; i < n; i++) {
    const key = keys[from === 'start' ? i : n - 1 - i]!
    if (shown(key)) next.add(key)
    else if (added < size) {
      next.add(key)
      added++
    }
  }
  return next
}

/** The list's items rendered so far, growing a slice per task until every item is in. */
export function useSlices(keys: readonly string[], options: SliceOptions): Slices {
  const { initialCount, sliceSize, from, keep, timers } = options
  const [admitted, setAdmitted] = useState<ReadonlySet<string>>(EMPTY)
  // Asked of every item on every render of a long list: a look-up in the admitted set, plus the few
  // shown at once and the kept ones. Nothing the size of the list is built per render.
  const slices = useMemo((): Slices => {
    const n = keys.length
    if (initialCount >= n) return EVERYTHING
    const early = new Set(from === 'start' ? keys.slice(0, initialCount) : keys.slice(n - initialCount))
    const has = (key: string) => admitted.has(key) || early.has(key) || keep.has(key)
    let shown = 0
    for (const key of keys) if (has(key)) shown++
    return { has, all: shown === n, waiting: n - shown }
  }, [keys, admitted, keep, initialCount, from])
  // A kept item stays once it is in, even when it is no longer kept before its slice would have come.
  useLayoutEffect(() => {
    for (const key of keep) {
      if (admitted.has(key)) continue
      setAdmitted((before) => new Set([...before, ...keep]))
      return
    }
  }, [keep, admitted])

  const latest = useRef({ keys, slices })
  latest.current = { keys, slices }
  const { waiting } = slices
  useEffect(() => {
    if (waiting === 0) return
    // From a task of its own rather than from this effect: React takes a chain of updates made in
    // effects for a loop, and the browser gets the time in between to paint and to take input. The list
    // growing while a slice waits (pages answered faster than they render) asks for the next one afresh;
    // slices asked for while the transition was interrupted are rendered together when it completes.
    return nextTask(timers, () => {
      const { keys: now, slices: current } = latest.current
      startTransition(() => setAdmitted((before) => admit(now, (key) => before.has(key) || current.has(key), sliceSize, from)))
    })
  }, [waiting, admitted, timers, sliceSize, from])
  return slices
}
