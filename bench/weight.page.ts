/**
 * The in-page half of the weight benchmark: when the demo article's first comment is painted. Bundled
 * into a classic script and added before the page's own scripts (bench/chromium-bench.ts). The first
 * comment is seen the moment it enters the DOM; the frame that shows it runs its animation-frame
 * callbacks before its paint, so a task queued from one runs once it is painted.
 */

/** A top-level comment of the discussion, as the comments widget renders one. */
const FIRST_COMMENT = 'vf-conversations .vf-comment-list > li > article'

export interface WeightProbe {
  /** `performance.now()` once the first comment is painted. */
  painted?: number
}

const probe: WeightProbe = {}
;(window as unknown as { vfWeight: WeightProbe }).vfWeight = probe

let seen = false
const observer = new MutationObserver(() => {
  if (seen || !document.querySelector(FIRST_COMMENT)) return
  seen = true
  observer.disconnect()
  requestAnimationFrame(() => setTimeout(() => (probe.painted = performance.now()), 0))
})
observer.observe(document, { subtree: true, childList: true })
