/**
 * The in-page half of the realtime benchmark, run in the demo article (bundled to a classic script and
 * added before the page's own scripts, see comments.page.ts for why it is bundled). It only records,
 * with timestamps: React commits, animation frames, arrivals on the page's bus, long tasks, and what the
 * comments widget shows for each comment after every DOM change. The bench process, which knows what
 * it sent and when, matches them afterwards, so the page does little more per message than a reader's.
 *
 * React commits are counted through the hook React DevTools uses: a production React calls
 * `onCommitFiberRoot` on it after every commit when it finds one that says `supportsFiber` before it
 * loads. `requestAnimationFrame` is wrapped (everything passes through unchanged) to know which frame
 * a change is painted in. "On screen" is the end of the rendering update (style, layout, paint) of the
 * frame a DOM change went into: a message posted from
 * that frame's first animation-frame callback runs right after it. Tasks already queued run before that
 * message, so the time errs late, never early.
 */

/** The part of `window.vf` (document 4 §2) the harness asks. */
interface PublicVf {
  actions: { call(name: string, options?: { params?: unknown }): Promise<unknown> }
  $subscribe(channel: string, event: string, handler: (...args: unknown[]) => void): unknown
}

/** What a comment showed after a DOM change: uuid, its text's bench marker (0 for none), its like count, when, and its frame. */
export type Sighting = [uuid: string, marker: number, likes: number, changedAt: number, frame: number]
/** The count on the "Show new comments" button after a change, when, and its frame. */
export type HeldSighting = [count: number, changedAt: number, frame: number]

export interface Recording {
  sightings: Sighting[]
  held: HeldSighting[]
  /** Start and end of every frame by its number (the end is missing while it runs). */
  frameStarts: number[]
  frameEnds: number[]
  commits: number[]
  /** The root of each commit, as an index into `roots`. */
  commitRoots: number[]
  /** The frame each commit is painted in, negative (minus that frame) when it was made outside a rendering update. */
  commitFrames: number[]
  /** Each React root by the element it renders into (its tag name). */
  roots: string[]
  /** When each content event for the thread's subscription reached the page's bus, in order. */
  arrivals: number[]
  longTasks: Array<[start: number, duration: number]>
  /** DOM changes made outside a rendering update (they wait for the next frame to be seen). */
  outsideFrame: number
  /** The page's clock origin, to turn its times into wall-clock ones. */
  timeOrigin: number
  /** Where the product's socket runs (`realtime.state`). */
  transport: string | undefined
}

/** What `realtime.state` answers, the part read here. */
interface RealtimeState {
  connected?: boolean
  transport?: string
  subscriptions?: Array<{ subscription_id: string; status: number; rules: Record<string, string[]> }>
}

let transport: string | undefined

export interface Harness {
  /** Is the page's live subscription for this container confirmed by the service? */
  subscribed(containerUuid: string): Promise<boolean>
  /** Uuids of the comments in the widget's DOM. */
  onScreen(): string[]
  /** Starts recording what the widget shows (once, after it has loaded). */
  watch(): void
  /** The recording; sightings and arrivals from these indices on (the earlier ones were taken already). */
  take(fromSighting: number, fromHeld: number, fromArrival: number): Recording
  now(): number
}

/** The text the bench process appends to a comment it sends: `[bench #123]`. */
const MARKER = /\[bench #(\d+)\]/

// Frames: every animation-frame callback of a frame gets the same timestamp, so a new one starts a frame.
let frame = 0
let frameTimestamp = -1
let inFrame = false
const frameStarts: number[] = []
const frameEnds: number[] = []
const ends = new MessageChannel()
ends.port1.onmessage = (event: MessageEvent<number>) => {
  frameEnds[event.data] = performance.now()
  if (event.data === frame) inFrame = false
}
const nativeFrame = window.requestAnimationFrame.bind(window)
window.requestAnimationFrame = (callback) =>
  nativeFrame((timestamp) => {
    if (timestamp !== frameTimestamp) {
      frameTimestamp = timestamp
      frame++
      frameStarts[frame] = performance.now()
      inFrame = true
      ends.port2.postMessage(frame)
    }
    callback(timestamp)
  })
// Always one callback waiting, so every frame the browser makes is counted and has an end.
const tick = () => void requestAnimationFrame(tick)
requestAnimationFrame(tick)

const commits: number[] = []
const commitRoots: number[] = []
const commitFrames: number[] = []
const roots = new Map<unknown, number>()
const rootNames: string[] = []
const renderers = new Map<number, unknown>()
// React DevTools' global hook, the way React 19 reads it (react-dom-client: injectIntoDevTools, onCommitRoot).
;(window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  isDisabled: false,
  renderers,
  inject(internals: unknown) {
    const id = renderers.size + 1
    renderers.set(id, internals)
    return id
  },
  onCommitFiberRoot(_id: number, root: { containerInfo?: Element }) {
    let index = roots.get(root)
    if (index === undefined) {
      roots.set(root, (index = rootNames.length))
      rootNames.push(root.containerInfo?.tagName?.toLowerCase() ?? 'unknown')
    }
    commits.push(performance.now())
    commitRoots.push(index)
    commitFrames.push(inFrame ? frame : -(frame + 1))
  },
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
  setStrictMode() {},
  checkDCE() {},
}

// Arrival on the page, to split a message's latency into delivery and the page's own work: when the
// product publishes the event on its bus for the thread's subscription (the socket may be in a worker,
// where the page cannot see it; this is when the page's main thread got to it either way).
const arrivals: number[] = []
let threadSubscription: string | undefined
let listening = false

const longTasks: Array<[number, number]> = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push([entry.startTime, entry.duration])
}).observe({ type: 'longtask', buffered: true })

const sightings: Sighting[] = []
const held: HeldSighting[] = []
let outsideFrame = 0

const digits = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, '') || 0)

/** What one comment shows: its own text and like count (not a nested reply's). */
function read(article: Element, at: number, inFrameNo: number) {
  const body = article.querySelector('.vf-comment__body')
  // The like button's count: its full number for screen readers when shortened, else its text.
  const likeButton = article.querySelector('.vf-comment__actions button')
  const like = likeButton?.querySelector('.vf-visually-hidden') ?? likeButton
  const own = (el: Element | null) => (el && el.closest('article.vf-comment') === article ? el : null)
  const marker = MARKER.exec(own(body)?.textContent ?? '')
  sightings.push([article.id.slice('vf-comment-'.length), marker ? Number(marker[1]) : 0, digits(own(like)?.textContent), at, inFrameNo])
}

function record(records: MutationRecord[]) {
  const at = performance.now()
  // A change outside a rendering update is painted by the next one.
  const paintedIn = inFrame ? frame : frame + 1
  if (!inFrame) outsideFrame++
  const touched = new Set<Element>()
  let heldChanged = false
  for (const change of records) {
    const target = change.target instanceof Element ? change.target : change.target.parentElement
    if (!target) continue
    const article = target.closest('article.vf-comment')
    if (article) touched.add(article)
    else if (target.closest('.vf-conversations__new')) heldChanged = true
    for (const node of change.addedNodes) {
      if (!(node instanceof Element)) continue
      if (node.matches('article.vf-comment')) touched.add(node)
      for (const inner of node.querySelectorAll('article.vf-comment')) touched.add(inner)
    }
  }
  for (const article of touched) read(article, at, paintedIn)
  if (heldChanged) held.push([digits(document.querySelector('vf-conversations .vf-conversations__new button')?.textContent), at, paintedIn])
}

let observer: MutationObserver | undefined
const widget = () => document.querySelector('vf-conversations')

const harness: Harness = {
  async subscribed(containerUuid) {
    const vf = (window as unknown as { vf?: PublicVf }).vf
    if (!vf) return false
    const state = (await vf.actions.call('realtime.state', { params: {} })) as RealtimeState
    // 3 is RealtimeStatus.subscribed: the service confirmed it.
    const thread = state.subscriptions?.find((s) => s.status === 3 && s.rules.content_container_uuid?.includes(containerUuid))
    threadSubscription = thread?.subscription_id
    transport = state.transport
    return !!state.connected && !!thread
  },
  onScreen() {
    return [...(widget()?.querySelectorAll('article.vf-comment') ?? [])].map((article) => article.id.slice('vf-comment-'.length))
  },
  watch() {
    const element = widget()
    if (!element) throw new Error('no vf-conversations element on the page')
    if (!renderers.size) throw new Error('React did not register with the DevTools hook: its commits cannot be counted')
    if (!threadSubscription) throw new Error('wait until subscribed() says yes first')
    if (!listening) {
      listening = true
      const vf = (window as unknown as { vf: PublicVf }).vf
      vf.$subscribe('realtime', 'event', (event) => {
        if ((event as { subscription_id?: string }).subscription_id === threadSubscription) arrivals.push(performance.now())
      })
    }
    observer ??= new MutationObserver(record)
    observer.observe(element, { childList: true, subtree: true, characterData: true })
  },
  take(fromSighting, fromHeld, fromArrival) {
    return {
      sightings: sightings.slice(fromSighting),
      held: held.slice(fromHeld),
      frameStarts,
      frameEnds,
      commits,
      commitRoots,
      commitFrames,
      roots: rootNames,
      arrivals: arrivals.slice(fromArrival),
      longTasks,
      outsideFrame,
      timeOrigin: performance.timeOrigin,
      transport,
    }
  },
  now: () => performance.now(),
}

;(window as unknown as { vfBench: Harness }).vfBench = harness
