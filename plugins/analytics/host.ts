/**
 * What of the page the analytics plugin reads: its window's events (pagehide, focus, activity), the
 * document (visibility, the widgets on it), the navigator (beacon, user agent, online), the TCF
 * framework's `__tcfapi`, images for the last-resort GET, and the observers engagement and the Core Web
 * Vitals use. The browser's window by default; tests hand a fake.
 */

/** The TCF v2 framework's entry point (`window.__tcfapi`). */
export type TcfApi = (command: string, version: number, callback: (data: TcfData | boolean | undefined, success: boolean) => void, parameter?: unknown) => void

/** What a TCF v2 `addEventListener` callback receives (the fields read here). */
export interface TcfData {
  eventStatus?: 'tcloaded' | 'cmpuishown' | 'useractioncomplete' | string
  gdprApplies?: boolean
  tcString?: string
  listenerId?: number
  purpose?: { consents?: Record<string, boolean> }
  vendor?: { consents?: Record<string, boolean> }
}

/** An element's visibility, as IntersectionObserver reports it. */
export interface VisibilityEntry {
  target: Element
  isIntersecting: boolean
}

export interface AnalyticsHost {
  document: Document
  navigator?: { sendBeacon?: (url: string, data: string) => boolean; userAgent?: string; onLine?: boolean; language?: string }
  addEventListener(type: string, listener: (event: Event) => void, options?: AddEventListenerOptions | boolean): void
  removeEventListener(type: string, listener: (event: Event) => void, options?: EventListenerOptions | boolean): void
  /** The image the last-resort GET loads (`new Image()`); absent where there is none. */
  Image?: new () => { onload: (() => void) | null; onerror: (() => void) | null; src: string }
  __tcfapi?: TcfApi
  IntersectionObserver?: new (callback: (entries: VisibilityEntry[]) => void, options?: { threshold?: number }) => { observe(target: Element): void; unobserve(target: Element): void; disconnect(): void }
  innerWidth?: number
  innerHeight?: number
  devicePixelRatio?: number
  screen?: { width: number; height: number }
  /** Has `fetch` (the product's HTTP client posts with it); without it the beacon, then an image, carry events. */
  fetch?: unknown
}

/** The page's window, where there is one (not in Node). */
export const browserHost = (): AnalyticsHost | undefined => {
  const win = (globalThis as { window?: AnalyticsHost }).window
  return win && win.document ? win : undefined
}

/** Is the page hidden (a background tab, a closing one)? */
export const isHidden = (host: AnalyticsHost): boolean => {
  try {
    return host.document.visibilityState === 'hidden'
  } catch {
    return false
  }
}
