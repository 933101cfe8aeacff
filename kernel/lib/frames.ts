/**
 * One animation-frame callback for everything the page's widgets want done before the next paint. React
 * commits the updates made in one callback together, so a live thread's batch and a relative time that
 * changed words in the same frame make one commit, not two (and a clock tick never commits between
 * frames, to be painted a frame late).
 *
 * A page in a background tab gets no animation frames at all, for as long as it stays there: what waits
 * for one (a busy live thread's events, hour after hour) would pile up and then land in one enormous
 * frame. So each request also sets a timer, and whichever comes first runs the queue: in a visible page
 * the frame (the timer is cleared), in a hidden one the timer, about once a second (browsers slow hidden
 * pages' timers further; the queue is still bounded by how often they run).
 */

interface Entry {
  fn: () => void
  cancelled: boolean
}

/** How long queued work waits for a frame that does not come (a hidden page), ms. */
export const NO_FRAME_FALLBACK_MS = 1000

let queue: Entry[] = []
let scheduled = false
let frameHandle: number | undefined
let timerHandle: ReturnType<typeof setTimeout> | undefined

function run() {
  scheduled = false
  // The one that did not come is not waited for any more.
  if (frameHandle !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frameHandle)
  if (timerHandle !== undefined) clearTimeout(timerHandle)
  frameHandle = timerHandle = undefined
  const batch = queue
  queue = []
  for (const entry of batch) {
    if (entry.cancelled) continue
    try {
      entry.fn()
    } catch (error) {
      // One widget's failure must not cost the others their frame, nor reach the host page.
      console.error('[vf] a frame callback failed; the others still ran.', error)
    }
  }
}

/** Does this page have animation frames (a browser tab, not a server or a worker)? */
export const hasAnimationFrames = () => typeof requestAnimationFrame === 'function'

/** Runs `fn` in the page's next shared animation-frame callback; returns the cancel. */
export function inNextFrame(fn: () => void): () => void {
  const entry: Entry = { fn, cancelled: false }
  queue.push(entry)
  if (!scheduled) {
    scheduled = true
    frameHandle = requestAnimationFrame(run)
    timerHandle = setTimeout(run, NO_FRAME_FALLBACK_MS)
  }
  return () => {
    entry.cancelled = true
  }
}
