/**
 * One animation-frame callback for everything the page's widgets want done before the next paint. React
 * commits the updates made in one callback together, so a live thread's batch and a relative time that
 * changed words in the same frame make one commit, not two (and a clock tick never commits between
 * frames, to be painted a frame late).
 */

interface Entry {
  fn: () => void
  cancelled: boolean
}

let queue: Entry[] = []
let scheduled = false

function run() {
  scheduled = false
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
    requestAnimationFrame(run)
  }
  return () => {
    entry.cancelled = true
  }
}
