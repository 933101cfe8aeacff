/**
 * Test doubles for the analytics plugin: a page (window, document visibility, the widgets on it, a
 * beacon, images, a TCF framework), a cookie jar and storage in memory.
 */
import type { Cookies } from '../../../contracts/cookies'
import type { AnalyticsHost, TcfApi, TcfData, VisibilityEntry } from '../../../plugins/analytics/host'

/** The cookies a page holds, readable by name. */
export function memoryCookies(): Cookies & { jar: Map<string, { value: string; maxAgeSeconds?: number }> } {
  const jar = new Map<string, { value: string; maxAgeSeconds?: number }>()
  return {
    jar,
    get: (name) => jar.get(name)?.value,
    set: (name, value, options = {}) => void jar.set(name, { value, ...(options.maxAgeSeconds !== undefined ? { maxAgeSeconds: options.maxAgeSeconds } : {}) }),
    remove: (name) => void jar.delete(name),
  }
}

export interface FakeHost extends AnalyticsHost {
  /** What each beacon carried: its URL and its body, parsed. */
  beacons: Array<{ url: string; body: unknown }>
  /** The sources of the images the last-resort GET loaded. */
  images: string[]
  /** Hides or shows the page (a visibilitychange). */
  setHidden(hidden: boolean): void
  /** A window event (pagehide, pointerdown…). */
  fire(type: string, init?: Record<string, unknown>): void
  /** Puts a widget element on the page (as the widget host mounts one). */
  addWidget(tag: string, attributes?: Record<string, string>): HTMLElement
  /** Says the widget is (not) on screen, as IntersectionObserver would. */
  setOnScreen(element: Element, onScreen: boolean): void
  /** The beacon accepts (true) or refuses (false) to carry; absent: no sendBeacon at all. */
  beaconAnswer: boolean | undefined
  /** Whether images load. */
  imagesLoad: boolean
}

export interface FakeHostOptions {
  beacon?: boolean
  fetch?: boolean
  image?: boolean
  intersection?: boolean
  tcf?: TcfApi
  referrer?: string
}

/** A page for the plugin, on a real (happy-dom or not) element tree when `document` exists, else a bare one. */
export function fakeHost(options: FakeHostOptions = {}): FakeHost {
  const windowEvents = new EventTarget()
  const documentEvents = new EventTarget()
  let hidden = false
  const root: { widgets: HTMLElement[] } = { widgets: [] }
  const doc = {
    get visibilityState() {
      return hidden ? 'hidden' : 'visible'
    },
    referrer: options.referrer ?? '',
    location: { hostname: 'news.example' },
    // The page's own widgets (a DOM test's document), then those the test placed by hand.
    querySelectorAll: (selector: string) => [
      ...(typeof document !== 'undefined' ? Array.from(document.querySelectorAll(selector)) : []),
      ...(selector === '[data-vf-id]' ? root.widgets.filter((w) => w.isConnected !== false) : []),
    ],
    addEventListener: (type: string, fn: EventListener) => documentEvents.addEventListener(type, fn),
    removeEventListener: (type: string, fn: EventListener) => documentEvents.removeEventListener(type, fn),
  }
  const observers: Array<(entries: VisibilityEntry[]) => void> = []
  const host: FakeHost = {
    document: doc as unknown as Document,
    beacons: [],
    images: [],
    beaconAnswer: options.beacon === false ? undefined : true,
    imagesLoad: true,
    navigator: {
      userAgent: 'TestBrowser/1.0',
      onLine: true,
      language: 'en-US',
      ...(options.beacon === false
        ? {}
        : {
            sendBeacon: (url: string, data: string) => {
              if (!host.beaconAnswer) return false
              host.beacons.push({ url, body: JSON.parse(data) })
              return true
            },
          }),
    },
    addEventListener: (type, fn) => windowEvents.addEventListener(type, fn as EventListener),
    removeEventListener: (type, fn) => windowEvents.removeEventListener(type, fn as EventListener),
    innerWidth: 1280,
    innerHeight: 800,
    devicePixelRatio: 2,
    screen: { width: 1440, height: 900 },
    ...(options.fetch === false ? {} : { fetch: () => undefined }),
    ...(options.image === false
      ? {}
      : {
          Image: class {
            onload: (() => void) | null = null
            onerror: (() => void) | null = null
            set src(value: string) {
              host.images.push(value)
              queueMicrotask(() => (host.imagesLoad ? this.onload?.() : this.onerror?.()))
            }
          },
        }),
    ...(options.tcf ? { __tcfapi: options.tcf } : {}),
    ...(options.intersection === false
      ? {}
      : {
          IntersectionObserver: class {
            constructor(callback: (entries: VisibilityEntry[]) => void) {
              observers.push(callback)
            }
            observe() {}
            unobserve() {}
            disconnect() {}
          },
        }),
    setHidden(next) {
      hidden = next
      documentEvents.dispatchEvent(new Event('visibilitychange'))
    },
    fire(type, init = {}) {
      windowEvents.dispatchEvent(Object.assign(new Event(type), init))
    },
    addWidget(tag, attributes = {}) {
      const element = {
        tagName: tag.toUpperCase(),
        isConnected: true,
        getAttribute: (name: string) => attributes[name] ?? null,
        closest: () => element,
        contains: () => false,
      } as unknown as HTMLElement
      root.widgets.push(element)
      return element
    },
    setOnScreen(element, onScreen) {
      for (const observer of observers) observer([{ target: element, isIntersecting: onScreen }])
    },
  }
  return host
}

/** A TCF framework whose answer the test gives: `answer(data)` calls the page's listener. */
export function fakeTcf(): { api: TcfApi; answer(data: TcfData): void; removed: number[] } {
  const listeners: Array<(data: TcfData, success: boolean) => void> = []
  const removed: number[] = []
  return {
    api: (command, _version, callback, parameter) => {
      if (command === 'addEventListener') listeners.push(callback as (data: TcfData, success: boolean) => void)
      if (command === 'removeEventListener') removed.push(parameter as number)
    },
    answer: (data) => listeners.forEach((listener) => listener({ listenerId: 7, ...data }, true)),
    removed,
  }
}

/** Ids that say what they are, in order: `id-1`, `id-2`… (8 characters at least, as ids are). */
export function sequentialIds(prefix = 'id'): () => string {
  let n = 0
  return () => `${prefix}-${String(++n).padStart(8, '0')}`
}
