/**
 * When an ad is on screen (document 3 §4, §9): viewed once half of it is visible, checked again after
 * 1 s and then 100 ms (it must stay half visible all along); near enough to load (its pixel threshold);
 * out of view (a failed ad collapses only then, so nothing the reader reads moves). Without
 * IntersectionObserver an ad loads at once, collapses at once and is never counted viewed.
 */
import type { Timers } from '../../contracts/clock'

export const VIEW_RATIO = 0.5
export const VIEW_DELAY_MS = 1000
export const VIEW_CONFIRM_MS = 100

export type ObserverClass = typeof IntersectionObserver | undefined

export const observerOf = (element: Element): ObserverClass => {
  const view = element.ownerDocument.defaultView as (Window & { IntersectionObserver?: typeof IntersectionObserver }) | null
  return view?.IntersectionObserver ?? (globalThis as { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver
}

/** Calls `viewed` once `element` stayed half visible for 1 s and then 100 ms more; the stop function ends the watch. */
export function watchViewed(element: Element, timers: Timers, Observer: ObserverClass, viewed: () => void): () => void {
  if (typeof Observer !== 'function') return () => undefined
  let visible = false
  let timer: unknown
  let done = false
  const clear = () => {
    if (timer !== undefined) timers.clearTimeout(timer)
    timer = undefined
  }
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) visible = entry.isIntersecting && entry.intersectionRatio >= VIEW_RATIO
      if (!visible) return clear()
      if (timer !== undefined || done) return
      timer = timers.setTimeout(() => {
        timer = timers.setTimeout(() => {
          timer = undefined
          if (!visible || done) return
          done = true
          observer.disconnect()
          viewed()
        }, VIEW_CONFIRM_MS)
      }, VIEW_DELAY_MS)
    },
    { threshold: [0, VIEW_RATIO] },
  )
  observer.observe(element)
  return () => {
    done = true
    clear()
    observer.disconnect()
  }
}

/** Resolves once `element` is within `pixels` of the viewport (at once without IntersectionObserver). */
export function whenNear(element: Element, pixels: number, Observer: ObserverClass, signal: AbortSignal): Promise<boolean> {
  if (typeof Observer !== 'function') return Promise.resolve(!signal.aborted)
  return new Promise((resolve) => {
    const observer = new Observer(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve(!signal.aborted)
      },
      { rootMargin: `${pixels}px` },
    )
    signal.addEventListener('abort', () => (observer.disconnect(), resolve(false)), { once: true })
    observer.observe(element)
  })
}

/** Calls `out` once `element` is not in view (at once without IntersectionObserver). */
export function whenOutOfView(element: Element, Observer: ObserverClass, out: () => void): () => void {
  if (typeof Observer !== 'function') {
    out()
    return () => undefined
  }
  const observer = new Observer((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) return
    observer.disconnect()
    out()
  })
  observer.observe(element)
  return () => observer.disconnect()
}
