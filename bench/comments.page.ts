/**
 * The in-page half of the comments benchmark, run in the big-thread demo page (bundled to a classic
 * script and added before the page's own scripts, so the long-task observer sees everything). It is
 * bundled with esbuild rather than passed as functions to `page.evaluate`, because tsx wraps named
 * inner functions in a `__name` helper that does not exist in the page.
 *
 * The widget is measured from data in hand: `window.fetch` is wrapped here (the kernel's HTTP client
 * calls `globalThis.fetch` at call time), the warm-up round records every GET answer the widget
 * receives, and the timed rounds are answered from that recording with fresh `Response` objects (or,
 * for the 10,000-comment thread, from answers made out of the recording: comments-synth.ts). The timed
 * spans therefore hold the widget's whole own pipeline (HTTP client, JSON parsing, actions, store,
 * React, style and layout) and no service time; a request the recording does not hold goes to the
 * service and is counted as a miss.
 *
 * A reader's paging, one step at a time: the widget mounts (the first screen is done when every comment
 * of its first answer is in the DOM and laid out), then "load more" of 100 is called and each is done
 * when its 100 comments are in the DOM and laid out, then the next. The baseline (comments-dom.ts) does
 * the same from the same recorded answers: it parses each, makes its comments with createElement and
 * appends them, in the widget's surroundings (its bar and composer, made node by node from a description
 * of the widget's own), and reads the layout; each side stops its clocks at the same points.
 */
import type { ListedContent } from '../contracts/entities/comments-api'
import { appendPage, makeComment, payload, type PageAnswer } from './comments-dom'
import { syntheticThread, type Recorded, type SyntheticThread } from './comments-synth'

/** The most the service gives per page (examples/server/routes/livecomments.ts). */
const PAGE = 100
/**
 * Up to how many loaded comments a step waits for them all in the DOM: the widget windows its list from
 * 2,000 items (WINDOW_FROM, plugins/comments/views/Comment.tsx), promo slots counted, so well below that.
 */
const WHOLE_UP_TO = 1500
/** A step that has not finished by then is stuck, not slow. */
const STUCK_MS = 60_000

/** The part of `window.vf` (document 4 §2) the benchmark drives, as a publisher page would. */
interface PublicVf {
  $publish(channel: string, event: string, ...args: unknown[]): void
  $once(channel: string, event: string, handler: (...args: unknown[]) => void): void
  actions: {
    call(name: string, options?: { instanceId?: string; params?: unknown }): Promise<unknown>
    addInterceptor(name: string, callback: (ctx: { continue(): void }) => void, once?: boolean): boolean
  }
}

/** One reader's paging through a thread (or, for the baseline, the same made by hand). */
export interface PagedRound {
  /** Mount (the widget's `live_comments.load` call) → every comment of the first answer in the DOM and laid out. */
  firstScreen: number
  firstCount: number
  /** Each "load more": the call → its comments in the DOM and laid out. */
  loadMores: number[]
  /** Comments loaded in all. */
  loaded: number
  /** Mount → the last page in (wall time, waits between steps included). */
  wall: number
  /** The longest task (over 50 ms, the long-task threshold) during the run, or 0. */
  longestTask: number
  /** Elements in the widget (or the baseline's section) at the end, and comments (`article`s) among them. */
  nodes: number
  articles: number
  missed: string[]
}

export interface Harness {
  /** The widget with the service answering; every GET answer is recorded for the timed runs. */
  record(): Promise<PagedRound>
  /** The widget answered from the recording (`synthetic`: from the 10,000-comment thread made of it). */
  /** `pages`: how many "load more" to make (0: the first screen only; all by default). */
  widget(options?: { synthetic?: boolean; pages?: number }): Promise<PagedRound>
  /** The same paging made by hand from the recorded answers (comments-dom.ts). */
  baseline(options?: { firstOnly?: boolean }): Promise<PagedRound>
  /** Takes the widget off the page (and any baseline), so the next run starts clean. */
  unmount(): Promise<void>
  /** Keeps the widget's surroundings and promo positions for the baseline; compares its comments with the baseline's. */
  capture(): { same: number; compared: number; difference?: string }
  /** After a full synthetic run: scrolls to the list's end and asks find-in-page for comments scrolled out of view. */
  findOutOfView(): Promise<{ asked: number[]; found: number[] }>
}

/** A captured node: its text, or its tag, attributes and children. */
type Described = string | [tag: string, attributes: Array<[string, string]>, children: Described[]]

const longTasks: Array<{ start: number; end: number }> = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration })
}).observe({ type: 'longtask', buffered: true })

const recording = new Map<string, Recorded>()
let fetchMode: 'pass' | 'record' | 'replay' | 'synthetic' = 'pass'
let synthetic: SyntheticThread | undefined
let missed: string[] = []
/** Comments in the thread's first answer, seen as it is given to the widget. */
let firstCount = 0
/** The thread's first answer is the one asked by container id that has comments and totals (not the container, not counts). */
const isThreadAnswer = (url: string) => url.includes('container_id=') && !url.includes('/contentcontainer/')
const threadAnswerOf = (body: string) => {
  try {
    const parsed = payload<Partial<PageAnswer> & { totals?: unknown }>(body)
    return Array.isArray(parsed.contents) && parsed.totals ? (parsed as PageAnswer) : undefined
  } catch {
    return undefined
  }
}
const noteFirst = (body: string) => {
  const answer = threadAnswerOf(body)
  if (answer) firstCount = answer.contents.length
}
/** A request for a page after the first that is not one of these rounds' "load more" of {@link PAGE}. */
const isPageAhead = (url: string) => {
  const parsed = new URL(url)
  return parsed.pathname.endsWith('/comments') && parsed.searchParams.has('starting_from') && parsed.searchParams.get('limit') !== String(PAGE)
}
const serviceFetch = window.fetch.bind(window)
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input)
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  if (fetchMode === 'replay' || fetchMode === 'synthetic') {
    const answer = method !== 'GET' ? undefined : ((fetchMode === 'synthetic' ? synthetic!.answer(url) : undefined) ?? recording.get(url))
    if (answer) {
      if (isThreadAnswer(url)) noteFirst(answer.body)
      return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
    }
    // A page of the widget's own size fetched ahead of a reader's click (thread.ts: prefetchMore), at a
    // cursor the recording run did not reach while the list's end was near: these rounds page by 100, so
    // it would never be shown. It is not answered, so no service time lands in a timed run.
    if (method === 'GET' && isPageAhead(url)) return new Promise<Response>(() => {})
    missed.push(`${method} ${url}`)
  }
  const response = await serviceFetch(input, init)
  if (fetchMode === 'record' && method === 'GET') {
    const copy = response.clone()
    const body = await copy.text()
    recording.set(url, { status: copy.status, statusText: copy.statusText, headers: [...copy.headers], body })
    if (isThreadAnswer(url) && copy.ok) noteFirst(body)
  }
  return response
}

const vf = () => (window as unknown as { vf: PublicVf }).vf
const widgetElement = () => document.querySelector<HTMLElement>('vf-conversations')!
const topLevelList = (root: ParentNode) => root.querySelector<HTMLElement>('.vf-comment-list')
const topLevelCount = (list: HTMLElement) => list.querySelectorAll(':scope > li > article').length
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Long-task entries arrive a little after the task: wait, then take the longest that overlaps the span. */
async function longestTaskIn(t0: number, t1: number): Promise<number> {
  await pause(100)
  let longest = 0
  for (const task of longTasks) if (task.start < t1 && task.end > t0) longest = Math.max(longest, task.end - task.start)
  return longest
}

/** Resolves, with the time after a layout read, once `root`'s top-level list shows `count` comments. */
function shown(root: HTMLElement, count: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const list = topLevelList(root)
      // Promo slots are list items too, so the cheap count can only rule a list out.
      if (!list || list.childElementCount < count || topLevelCount(list) < count) return false
      void list.offsetHeight
      resolve(performance.now())
      return true
    }
    if (check()) return
    const observer = new MutationObserver(() => {
      if (!check()) return
      observer.disconnect()
      clearTimeout(stuck)
    })
    const stuck = setTimeout(() => {
      observer.disconnect()
      const list = topLevelList(root)
      reject(new Error(`the widget showed ${list ? topLevelCount(list) : 0} of ${count} comments after ${STUCK_MS} ms`))
    }, STUCK_MS)
    observer.observe(root, { childList: true, subtree: true })
  })
}

let plain: HTMLElement | undefined

/** Unmounts the widget (the host gives the publisher's element back as it was) and waits until it has. */
async function unmountWidget(): Promise<HTMLElement> {
  plain?.remove()
  plain = undefined
  const element = widgetElement()
  if (!element.hasAttribute('data-vf-id')) return element
  vf().$publish('widgets', 'unmount', element)
  while (element.hasAttribute('data-vf-id') || topLevelList(element)) await nextFrame()
  return widgetElement()
}

function describe(node: Node): Described {
  if (node.nodeType !== Node.ELEMENT_NODE) return node.textContent ?? ''
  const element = node as Element
  return [element.localName, [...element.attributes].map((a): [string, string] => [a.name, a.value]), [...element.childNodes].map(describe)]
}

function build(described: Described, svg = false): Node {
  if (typeof described === 'string') return document.createTextNode(described)
  const [tag, attributes, children] = described
  const inSvg = svg || tag === 'svg'
  const element = inSvg ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag)
  for (const [name, value] of attributes) element.setAttribute(name, value)
  for (const child of children) element.append(build(child, inSvg && tag !== 'foreignObject'))
  return element
}

/** The widget's section with its comment list emptied, and where its promo slots go: the baseline's input. */
let surroundings: Described | undefined
let promos = new Set<number>()

/**
 * The recorded answers in the order the widget asked for them: the thread's, then each "load more" of
 * {@link PAGE}. Not the pages of the widget's own size it fetched ahead as the list's end came near the
 * screen (thread.ts: prefetchMore): these calls ask for pages of 100, so those are never shown, and the
 * baseline does not make them either.
 */
function recordedPages(): string[] {
  const bodies: string[] = []
  for (const [url, answer] of recording) {
    if (answer.status !== 200) continue
    if (isThreadAnswer(url)) {
      if (threadAnswerOf(answer.body)) bodies.unshift(answer.body)
    }
    else if (new URL(url).pathname.endsWith('/comments') && new URL(url).searchParams.get('limit') === String(PAGE)) bodies.push(answer.body)
  }
  return bodies
}

/** A reader's paging through the widget: mount, the first screen, then "load more" of 100 until all are in. */
async function widgetRun(mode: typeof fetchMode, pages = Infinity): Promise<PagedRound> {
  const element = await unmountWidget()
  element.scrollIntoView({ block: 'start' })
  await nextFrame()
  let t0 = 0
  vf().actions.addInterceptor(
    'live_comments.load',
    (ctx) => {
      t0 = performance.now()
      ctx.continue()
    },
    true,
  )
  const loadedEvent = new Promise<void>((resolve) => vf().$once('commenting', 'loaded', () => resolve()))
  fetchMode = mode
  missed = []
  firstCount = 0
  try {
    vf().$publish('widgets', 'mount')
    await loadedEvent
    if (t0 === 0) throw new Error('the widget mounted without calling live_comments.load')
    const first = await shown(element, firstCount)
    const loadMores: number[] = []
    let loaded = firstCount
    for (let more = pages > 0; more; ) {
      const start = performance.now()
      const result = (await vf().actions.call('live_comments.load_more', { params: { limit: PAGE } })) as { loaded?: number; hasMore?: boolean; error?: string }
      if (result.error !== undefined) throw new Error(`live_comments.load_more: ${result.error}`)
      loaded += result.loaded ?? 0
      // Past the windowing threshold the new comments at the list's end may be placeholders: the step
      // is then done at the next frame after its answer is in the store.
      const end = loaded <= WHOLE_UP_TO ? await shown(element, loaded) : (await nextFrame(), performance.now())
      loadMores.push(end - start)
      more = !!result.hasMore && loadMores.length < pages
    }
    const t1 = performance.now()
    return { firstScreen: first - t0, firstCount, loadMores, loaded, wall: t1 - t0, longestTask: await longestTaskIn(t0, t1), nodes: element.querySelectorAll('*').length, articles: element.querySelectorAll('article').length, missed }
  } finally {
    fetchMode = 'pass'
  }
}

/** The same paging by hand, from the same recorded answers, in the widget's place and surroundings. */
async function baselineRun(firstOnly = false): Promise<PagedRound> {
  if (!surroundings) throw new Error('capture() first')
  const element = await unmountWidget()
  const pages = recordedPages()
  const wrapper = document.createElement('div')
  wrapper.className = 'vf-widget'
  wrapper.dir = document.documentElement.dir || 'ltr'
  element.before(wrapper)
  plain = wrapper
  wrapper.scrollIntoView({ block: 'start' })
  await nextFrame()
  const now = Date.now()
  const t0 = performance.now()
  wrapper.append(build(surroundings))
  const list = topLevelList(wrapper)!
  let loaded = appendPage(list, payload<PageAnswer>(pages[0]!), 0, promos, now)
  void list.offsetHeight
  const first = performance.now()
  const firstCount = loaded
  const loadMores: number[] = []
  for (const body of firstOnly ? [] : pages.slice(1)) {
    // Each answer in its own task, as it arrives for the widget.
    await pause(0)
    const start = performance.now()
    loaded = appendPage(list, payload<PageAnswer>(body), loaded, promos, now)
    void list.offsetHeight
    loadMores.push(performance.now() - start)
  }
  const t1 = performance.now()
  return { firstScreen: first - t0, firstCount, loadMores, loaded, wall: t1 - t0, longestTask: await longestTaskIn(t0, t1), nodes: wrapper.querySelectorAll('*').length, articles: wrapper.querySelectorAll('article').length, missed: [] }
}

const harness: Harness = {
  record: () => widgetRun('record'),
  widget({ synthetic: big = false, pages } = {}) {
    if (recording.size === 0) throw new Error('record() first')
    if (big) synthetic ??= syntheticThread(recording, 10_000)
    return widgetRun(big ? 'synthetic' : 'replay', pages)
  },
  baseline: ({ firstOnly = false } = {}) => baselineRun(firstOnly),
  async unmount() {
    await unmountWidget()
  },

  capture() {
    const section = widgetElement().querySelector<HTMLElement>('.vf-conversations')
    const list = section && topLevelList(section)
    if (!section || !list) throw new Error('capture() once the widget shows its comments')
    promos = new Set([...list.querySelectorAll<HTMLElement>(':scope > li.vf-promo')].map((li) => Number(li.dataset.position)))
    const copy = section.cloneNode(true) as HTMLElement
    topLevelList(copy)!.replaceChildren()
    surroundings = describe(copy)
    // The baseline's comment for each recorded comment, beside the widget's.
    const now = Date.now()
    let same = 0
    let compared = 0
    let difference: string | undefined
    for (const body of recordedPages()) {
      const answer = payload<PageAnswer>(body)
      for (const item of answer.contents as ListedContent[]) {
        const theirs = document.getElementById(`vf-comment-${item.content_uuid}`)?.parentElement
        if (!theirs) continue
        compared++
        const ours = makeComment(item, answer.users, now).outerHTML
        if (ours === theirs.outerHTML) same++
        else if (!difference) {
          const html = theirs.outerHTML
          let at = 0
          while (at < html.length && html[at] === ours[at]) at++
          difference = `at ${at}: widget …${html.slice(Math.max(0, at - 120), at + 200)} baseline …${ours.slice(Math.max(0, at - 120), at + 200)}`
        }
      }
    }
    return { same, compared, ...(difference ? { difference } : {}) }
  },

  async findOutOfView() {
    if (!synthetic) throw new Error('run the synthetic thread first')
    const list = topLevelList(widgetElement())!
    const asked = [4, 1000, 5000]
    const found: number[] = []
    for (const n of asked) {
      list.lastElementChild?.scrollIntoView({ block: 'end' })
      await nextFrame()
      await nextFrame()
      getSelection()?.removeAllRanges()
      const hit = (window as unknown as { find(text: string, caseSensitive: boolean, backwards: boolean, wrap: boolean): boolean }).find(synthetic.text(n), true, false, true)
      const anchor = getSelection()?.anchorNode
      if (hit && anchor && list.contains(anchor)) found.push(n)
    }
    return { asked, found }
  },
}

;(window as unknown as { vfBench: Harness }).vfBench = harness
