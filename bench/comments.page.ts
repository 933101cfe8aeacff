/**
 * The in-page half of the comments benchmark, run in the big-thread demo page (bundled to a classic
 * script and added before the page's own scripts, so the long-task observer sees everything). It is
 * bundled with esbuild rather than passed as functions to `page.evaluate`, because tsx wraps named
 * inner functions in a `__name` helper that does not exist in the page.
 *
 * The widget is measured from data in hand: `window.fetch` is wrapped here (the kernel's HTTP client
 * calls `globalThis.fetch` at call time), the warm-up round records every GET answer the widget
 * receives, and the timed rounds are answered from that recording with fresh `Response` objects.
 * The timed span therefore holds the widget's whole own pipeline (HTTP client, JSON parsing, actions,
 * store, React, style and layout) and no service time; a request the recording does not hold goes to
 * the service and is counted as a miss. `live()` runs the widget against the service, for the detail.
 *
 * Both sides stop the clock at the same point: every top-level comment in the DOM and laid out (a
 * forced layout read), before paint.
 *
 * Two plain-DOM baselines build the widget's final list markup, captured once: `baseline()` parses it
 * as one `<template>` (the browser's HTML parser, the fastest way there is to make that DOM), and
 * `builtBaseline()` makes it node by node with createElement, setAttribute, createTextNode and append
 * from a description taken from it beforehand (what a hand-written, framework-free widget does, minus
 * reading any data).
 */

/** Comments in the big thread (examples/server/seed.ts), all of them top-level. */
const TARGET = 1000
/** The most the service gives per page (examples/server/routes/livecomments.ts). */
const PAGE = 100
/** A widget run that has not finished by then is stuck, not slow. */
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

export interface Round {
  ms: number
  /** The longest task (over 50 ms, the long-task threshold) overlapping the timed span, or 0. */
  longestTask: number
  /** Frames the browser produced during the span. */
  frames: number
  /** Comment service requests during the span and the time they were in flight (they run one after another). */
  requests: number
  networkMs: number
  /** Requests answered from the recording, and the ones it did not hold (they went to the service). */
  replayed: number
  missed: string[]
}

export interface Harness {
  /** The widget with the service answering; the answers are recorded for `widget()`. */
  record(): Promise<Round>
  /** The widget answered from the recording (the timed side); `profiled` skips the wait for long-task entries. */
  widget(profiled?: boolean): Promise<Round>
  /** Takes the widget off the page, so a profile of the next run holds no unmounting. */
  unmount(): Promise<void>
  /** The widget with the service answering, not recorded (for the detail: what the service adds). */
  live(): Promise<Round>
  /** Keeps the widget's final list markup, the baseline's input. */
  captureList(): number
  baseline(): Promise<Round>
  builtBaseline(): Promise<Round>
}

/** A captured node: its text, or its tag, attributes and children. */
type Described = string | [tag: string, attributes: Array<[string, string]>, children: Described[]]

const longTasks: Array<{ start: number; end: number }> = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration })
}).observe({ type: 'longtask', buffered: true })

let frames = 0
const tick = () => {
  frames++
  requestAnimationFrame(tick)
}
requestAnimationFrame(tick)

/** GET answers by URL, as the service gave them in the recording round. */
interface Recorded {
  status: number
  statusText: string
  headers: Array<[string, string]>
  body: string
}
const recording = new Map<string, Recorded>()
let fetchMode: 'pass' | 'record' | 'replay' = 'pass'
let replayed = 0
let missed: string[] = []
const serviceFetch = window.fetch.bind(window)
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input)
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  if (fetchMode === 'replay') {
    const answer = method === 'GET' ? recording.get(url) : undefined
    if (answer) {
      replayed++
      return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
    }
    missed.push(`${method} ${url}`)
  }
  const response = await serviceFetch(input, init)
  if (fetchMode === 'record' && method === 'GET') {
    const copy = response.clone()
    recording.set(url, { status: copy.status, statusText: copy.statusText, headers: [...copy.headers], body: await copy.text() })
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

function commentRequests(t0: number, t1: number) {
  const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes('/livecomments/') && e.startTime >= t0 && e.startTime <= t1)
  return { requests: entries.length, networkMs: entries.reduce((sum, e) => sum + (e as PerformanceResourceTiming).responseEnd - e.startTime, 0) }
}

/** Unmounts the widget (the host gives the publisher's element back as it was) and waits until it has. */
async function unmountWidget(): Promise<HTMLElement> {
  const element = widgetElement()
  if (!element.hasAttribute('data-vf-id')) return element
  vf().$publish('widgets', 'unmount', element)
  while (element.hasAttribute('data-vf-id') || topLevelList(element)) await nextFrame()
  return widgetElement()
}

let listHtml = ''
let listTree: Described | undefined

function describe(node: Node): Described {
  if (node.nodeType !== Node.ELEMENT_NODE) return node.textContent ?? ''
  const element = node as Element
  return [element.localName, [...element.attributes].map((a): [string, string] => [a.name, a.value]), [...element.childNodes].map(describe)]
}

function build(described: Described): Node {
  if (typeof described === 'string') return document.createTextNode(described)
  const [tag, attributes, children] = described
  const element = document.createElement(tag)
  for (const [name, value] of attributes) element.setAttribute(name, value)
  for (const child of children) element.append(build(child))
  return element
}

/**
 * A plain-DOM round: the widget's surroundings (the theme variables of .vf-widget, its direction, the
 * grid of .vf-conversations, the comment styles still in the page), then `make` puts the list in them.
 */
async function plainRound(make: (section: HTMLElement) => void): Promise<Round> {
  const element = await unmountWidget()
  const wrapper = document.createElement('div')
  wrapper.className = 'vf-widget'
  wrapper.dir = document.documentElement.dir || 'ltr'
  const section = document.createElement('section')
  section.className = 'vf-conversations'
  wrapper.append(section)
  element.before(wrapper)
  wrapper.scrollIntoView({ block: 'start' })
  await nextFrame()
  performance.clearResourceTimings()
  const framesAtStart = frames
  const t0 = performance.now()
  make(section)
  void section.offsetHeight
  const t1 = performance.now()
  const framesInSpan = frames - framesAtStart
  if (topLevelCount(topLevelList(section)!) !== TARGET) throw new Error('the baseline did not build the whole list')
  const round = { ms: t1 - t0, longestTask: await longestTaskIn(t0, t1), frames: framesInSpan, requests: 0, networkMs: 0, replayed: 0, missed: [] }
  wrapper.remove()
  return round
}

/** One widget run: unmounts, mounts, and keeps pressing "load more" until every comment is in. */
async function widgetRun(mode: typeof fetchMode, waitForLongTasks = true): Promise<Round> {
  const element = await unmountWidget()
  element.scrollIntoView({ block: 'start' })
  await nextFrame()
  performance.clearResourceTimings()
  let t0 = 0
  let framesAtStart = 0
  vf().actions.addInterceptor(
    'live_comments.load',
    (ctx) => {
      t0 = performance.now()
      framesAtStart = frames
      ctx.continue()
    },
    true,
  )
  // A reader who keeps pressing "load more", as fast as the service answers: 100 at a time.
  const pages = new Promise<void>((resolve, reject) => {
    vf().$once('commenting', 'loaded', async () => {
      for (;;) {
        const result = (await vf().actions.call('live_comments.load_more', { params: { limit: PAGE } })) as { hasMore?: boolean; error?: string }
        if (result.error !== undefined) return reject(new Error(`live_comments.load_more: ${result.error}`))
        if (!result.hasMore) return resolve()
      }
    })
  })
  const done = new Promise<{ t1: number; frames: number }>((resolve, reject) => {
    const observer = new MutationObserver(() => {
      const list = topLevelList(element)
      // Promo slots are list items too, so the cheap count can only rule a list out.
      if (!list || list.childElementCount < TARGET || topLevelCount(list) < TARGET) return
      void list.offsetHeight
      const t1 = performance.now()
      observer.disconnect()
      clearTimeout(stuck)
      resolve({ t1, frames: frames - framesAtStart })
    })
    const stuck = setTimeout(() => {
      observer.disconnect()
      const list = topLevelList(element)
      reject(new Error(`the widget showed ${list ? topLevelCount(list) : 0} of ${TARGET} comments after ${STUCK_MS} ms`))
    }, STUCK_MS)
    observer.observe(element, { childList: true, subtree: true })
  })
  fetchMode = mode
  replayed = 0
  missed = []
  try {
    vf().$publish('widgets', 'mount')
    const [{ t1, frames: framesInSpan }] = await Promise.all([done, pages])
    if (t0 === 0) throw new Error('the widget mounted without calling live_comments.load')
    return { ms: t1 - t0, longestTask: waitForLongTasks ? await longestTaskIn(t0, t1) : 0, frames: framesInSpan, ...commentRequests(t0, t1), replayed, missed }
  } finally {
    fetchMode = 'pass'
  }
}

const harness: Harness = {
  record: () => widgetRun('record'),
  widget(profiled = false) {
    if (recording.size === 0) throw new Error('record() first')
    return widgetRun('replay', !profiled)
  },
  async unmount() {
    await unmountWidget()
  },
  live: () => widgetRun('pass'),

  captureList() {
    const list = topLevelList(widgetElement())
    if (!list || topLevelCount(list) !== TARGET) throw new Error(`capture the list once the widget shows all ${TARGET} comments`)
    listHtml = list.outerHTML
    listTree = describe(list)
    return listHtml.length
  },

  baseline() {
    if (!listHtml) throw new Error('captureList() first')
    return plainRound((section) => {
      const template = document.createElement('template')
      template.innerHTML = listHtml
      section.append(template.content)
    })
  },

  builtBaseline() {
    const tree = listTree
    if (!tree) throw new Error('captureList() first')
    return plainRound((section) => section.append(build(tree)))
  },
}

;(window as unknown as { vfBench: Harness }).vfBench = harness
