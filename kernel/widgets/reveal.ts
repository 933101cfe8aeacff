/**
 * Lazy reveal (document 1 §2): a widget's code loads when its element nears the viewport, or when its
 * fetch timeout passes (10 s; 5 s for the pull quote and trending), whichever comes first.
 */
import type { Timers } from '../with-timeout'

/** How far outside the viewport an element counts as "near". */
export const REVEAL_MARGIN = '300px 0px'

export interface RevealOptions {
  timers: Timers
  timeoutMs: number
  /** Absent (old browsers, some test DOMs): reveal at once. */
  IntersectionObserver?: typeof IntersectionObserver
}

/** Calls `reveal` once; returns the function that stops watching. */
export function watchReveal(element: Element, reveal: () => void, options: RevealOptions): () => void {
  let done = false
  let observer: IntersectionObserver | undefined
  let handle: unknown
  const stop = () => {
    done = true
    observer?.disconnect()
    if (handle !== undefined) options.timers.clearTimeout(handle)
    handle = undefined
  }
  const fire = () => {
    if (done) return
    stop()
    reveal()
  }
  const IO = options.IntersectionObserver
  if (!IO) {
    queueMicrotask(fire)
    return stop
  }
  observer = new IO((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) fire()
  }, { rootMargin: REVEAL_MARGIN })
  observer.observe(element)
  handle = options.timers.setTimeout(fire, options.timeoutMs)
  return stop
}
