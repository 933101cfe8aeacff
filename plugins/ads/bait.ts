/**
 * The ad-blocker bait (document 3 §4): an element dressed as an ad is put in the page when the first ad
 * is asked for; an ad blocker hides or removes it. After 5 s it is read and removed, and what it showed
 * is remembered for the ad views analytics reports ("ad-blocker flags affect analytics", §6).
 */
import type { Timers } from '../../contracts/clock'

export const BAIT_MS = 5000
export const BAIT_CLASS = 'vf-ad-bait adsbox ad-banner pub_300x250 text-ad'

/** Did a blocker hide the bait? Removed, hidden, or laid out with no box. */
export function baitBlocked(bait: HTMLElement): boolean {
  if (!bait.isConnected) return true
  const view = bait.ownerDocument.defaultView
  const style = view?.getComputedStyle?.(bait)
  if (style && (style.display === 'none' || style.visibility === 'hidden')) return true
  return bait.offsetParent === null && bait.offsetHeight === 0
}

export function placeBait(document: Document, timers: Timers, done: (blocked: boolean) => void, isBlocked: (bait: HTMLElement) => boolean = baitBlocked): () => void {
  const bait = document.createElement('div')
  bait.className = BAIT_CLASS
  bait.setAttribute('aria-hidden', 'true')
  bait.textContent = '\u00a0'
  document.body.appendChild(bait)
  const timer = timers.setTimeout(() => {
    let blocked = true
    try {
      blocked = isBlocked(bait)
    } finally {
      bait.remove()
    }
    done(blocked)
  }, BAIT_MS)
  return () => {
    timers.clearTimeout(timer)
    bait.remove()
  }
}
