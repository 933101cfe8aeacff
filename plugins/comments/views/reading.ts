/**
 * What the reader reads and engages with (document 4 §4, document 3 §9): a comment counts as read after
 * 3000 ms of engagement with it (its words on screen: at least half of them, or half the screen for a
 * long one; in a visible page; the reader active in the last 300000 ms), counted in 333 ms ticks; each
 * comment is published once as `comments`/`read`.
 * The first time the reader acts inside the widget (presses, types, moves focus into it) publishes
 * `comments`/`engage` with the thread's comment count.
 *
 * Without an IntersectionObserver nothing can tell what is on screen, so nothing is reported as read.
 * The ticker runs only while some comment is on screen and unread.
 */
import { createContext } from 'react'
import type { ListedContent } from '../../../contracts/entities/comments-api'
import { Constants } from '../../../contracts/constants'
import type { Timers } from '../../../kernel/with-timeout'

export interface ReadingDeps {
  timers: Timers
  now: () => number
  /** The comment as the thread holds it now. */
  item: (uuid: string) => ListedContent | undefined
  /** How many comments the thread has, for `engage`. */
  commentCount: () => number
  read: (item: ListedContent) => void
  engage: (engagement: { commentCount: number }) => void
  /** The page's window: its IntersectionObserver, visibility and activity. */
  window: Window & typeof globalThis
}

export interface Reading {
  /** Follows a rendered comment; returns the function that stops following it. */
  observe(element: Element, uuid: string): () => void
  /** Watches the widget for the reader's first action in it. */
  watchEngagement(root: Element): () => void
  dispose(): void
}

/** At least this much of a comment on screen counts as reading it, or this much of the screen filled by it. */
const ON_SCREEN_RATIO = 0.5
/**
 * Where the observer reports: a comment taller than twice the screen never has half of itself on it,
 * so it is also looked at as a smaller part of it comes on screen (down to a tenth: ten screens tall).
 */
const THRESHOLDS = [0, 0.1, 0.25, ON_SCREEN_RATIO]

/** Half of it on screen, or (a long one) half of the screen taken by it. */
function onScreenEnough(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false
  if (entry.intersectionRatio >= ON_SCREEN_RATIO) return true
  // No root bounds in a cross-origin frame: the ratio is all there is to go by.
  const screen = entry.rootBounds?.height
  return !!screen && entry.intersectionRect.height >= screen * ON_SCREEN_RATIO
}
/** What counts as the reader being there. */
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const
const ENGAGEMENT = ['pointerdown', 'keydown', 'focusin'] as const

export function createReading(deps: ReadingDeps): Reading {
  const { timers, now, window: win } = deps
  const uuids = new WeakMap<Element, string>()
  /** The element each followed comment is rendered in, to stop following it once it is read. */
  const elements = new Map<string, Element>()
  /** Comments on screen and not yet read, with the engaged time they have had. */
  const onScreen = new Map<string, number>()
  const done = new Set<string>()
  let lastActive = now()
  let ticking: unknown
  let engaged = false
  let disposed = false

  const active = () => win.document.visibilityState !== 'hidden' && now() - lastActive < Constants.activityTimeoutMs
  const tick = () => {
    ticking = undefined
    if (disposed) return
    if (active()) {
      for (const [uuid, spent] of onScreen) {
        const total = spent + Constants.engagementTickMs
        if (total < Constants.commentReadMs) {
          onScreen.set(uuid, total)
          continue
        }
        onScreen.delete(uuid)
        done.add(uuid)
        // Read once is read: the browser need not work out where it is on every frame any more.
        const element = elements.get(uuid)
        if (element) observer?.unobserve(element)
        elements.delete(uuid)
        const item = deps.item(uuid)
        if (item) deps.read(item)
      }
    }
    schedule()
  }
  const schedule = () => {
    if (ticking === undefined && onScreen.size > 0 && !disposed) ticking = timers.setTimeout(tick, Constants.engagementTickMs)
  }

  const observer =
    typeof win.IntersectionObserver === 'function'
      ? new win.IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const uuid = uuids.get(entry.target)
              if (!uuid || done.has(uuid)) continue
              // Time on screen counts while it stays there; scrolled away, it starts over next time.
              if (onScreenEnough(entry)) {
                if (!onScreen.has(uuid)) onScreen.set(uuid, 0)
              } else onScreen.delete(uuid)
            }
            schedule()
          },
          { threshold: THRESHOLDS },
        )
      : undefined

  const activity = () => void (lastActive = now())
  for (const type of ACTIVITY) win.addEventListener(type, activity, { passive: true, capture: true })

  return {
    observe(element, uuid) {
      if (!observer || done.has(uuid)) return () => undefined
      uuids.set(element, uuid)
      elements.set(uuid, element)
      observer.observe(element)
      return () => {
        observer.unobserve(element)
        if (elements.get(uuid) === element) elements.delete(uuid)
        onScreen.delete(uuid)
      }
    },
    watchEngagement(root) {
      const onAction = () => {
        if (engaged) return
        engaged = true
        stop()
        deps.engage({ commentCount: deps.commentCount() })
      }
      const stop = () => ENGAGEMENT.forEach((type) => root.removeEventListener(type, onAction))
      if (!engaged) ENGAGEMENT.forEach((type) => root.addEventListener(type, onAction))
      return stop
    },
    dispose() {
      disposed = true
      observer?.disconnect()
      onScreen.clear()
      elements.clear()
      if (ticking !== undefined) timers.clearTimeout(ticking)
      for (const type of ACTIVITY) win.removeEventListener(type, activity, { capture: true })
    },
  }
}

/** The widget's reading tracker, for its comments to report themselves on screen. */
export const ReadingContext = createContext<Reading | undefined>(undefined)
