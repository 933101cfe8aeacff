/**
 * Engagement per page view and per widget (document 3 §3, §9): while the page shows and the reader is
 * active, a 333 ms tick adds the time passed to the page's engaged time, and to each widget on screen
 * and its container. On screen: at least half of it is in the viewport, or, for a widget taller than the
 * viewport (a long thread), it fills at least half of it. IntersectionObserver says which widgets are in
 * the viewport at all, and only those are measured on a tick; without it, every widget counts.
 * Hidden time, and how often the focus moved into a widget, are counted beside it. `take()` hands what
 * was counted since the last report and starts again.
 */
import { Constants } from '../../contracts/constants'
import type { Timers } from '../../contracts/clock'
import type { ActivityStatus } from '../../contracts/enums'
import type { EngagementData } from '../../contracts/entities/analytics'
import { isHidden, type AnalyticsHost } from './host'

/** A tick that comes much later than asked (a frozen tab, a sleeping laptop) counts at most this. */
const MAX_TICK_MS = 1000

export interface EngagementOptions {
  host: AnalyticsHost
  timers: Timers
  now: () => number
  activity: () => ActivityStatus
  /** The page's own container id, for widgets that name none. */
  pageContainer: () => string
}

export interface Engagement {
  /** The activity changed: the tick starts or stops. */
  activityChanged(status: ActivityStatus): void
  /** A comment counted as read (`comments`/`read`). */
  commentRead(): void
  /** What was counted since the last take, or undefined when nothing was. */
  take(): EngagementData | undefined
  /** ms engaged in this page view, all takes included. */
  total(): number
  stop(): void
}

/** The product's widgets on the page: every element the widget host mounted. */
export const mountedWidgets = (doc: Document): Element[] => {
  try {
    return Array.from(doc.querySelectorAll('[data-vf-id]'))
  } catch {
    return []
  }
}

const tagOf = (element: Element) => element.tagName.toLowerCase()

export function createEngagement(options: EngagementOptions): Engagement {
  const { host, timers, now } = options
  const empty = () => ({ time: 0, vftime: 0, widgetTime: {} as Record<string, number>, containerTime: {} as Record<string, number>, focuses: 0, hiddenTime: 0, commentsRead: 0 })
  let counted = empty()
  let total = 0
  let timer: unknown
  let lastTick = now()
  let hiddenSince = isHidden(host) ? now() : undefined

  const observed = new Set<Element>()
  const onScreen = new Set<Element>()
  const Observer = host.IntersectionObserver
  const observer = typeof Observer === 'function'
    ? new Observer((entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) onScreen.add(entry.target)
          else onScreen.delete(entry.target)
        }
      }, { threshold: 0 })
    : undefined
  /** Half of it in view, or half the viewport filled by it; an element that cannot say where it is counts. */
  const mostlyVisible = (element: Element) => {
    if (typeof element.getBoundingClientRect !== 'function') return true
    const viewport = host.innerHeight ?? 0
    if (!viewport) return true
    const { top, bottom, height } = element.getBoundingClientRect()
    const seen = Math.max(0, Math.min(bottom, viewport) - Math.max(top, 0))
    return height > 0 && seen >= Math.min(height, viewport) / 2
  }
  /** The widgets on screen now; new ones are observed from here on (until then they do not count). */
  const visibleWidgets = (): Element[] => {
    const widgets = mountedWidgets(host.document)
    for (const element of observed) {
      if (!element.isConnected) {
        observed.delete(element)
        onScreen.delete(element)
        observer?.unobserve(element)
      }
    }
    if (!observer) return widgets
    for (const element of widgets) {
      if (observed.has(element)) continue
      observed.add(element)
      observer.observe(element)
    }
    return widgets.filter((element) => onScreen.has(element) && mostlyVisible(element))
  }

  const tick = () => {
    timer = undefined
    const at = now()
    const elapsed = Math.min(Math.max(0, at - lastTick), MAX_TICK_MS)
    lastTick = at
    counted.time += elapsed
    total += elapsed
    const widgets = visibleWidgets()
    if (widgets.length) counted.vftime += elapsed
    const tags = new Set<string>()
    const containers = new Set<string>()
    for (const element of widgets) {
      tags.add(tagOf(element))
      containers.add(element.getAttribute('vf-container-id') || options.pageContainer() || '')
    }
    for (const tag of tags) counted.widgetTime[tag] = (counted.widgetTime[tag] ?? 0) + elapsed
    for (const container of containers) if (container) counted.containerTime[container] = (counted.containerTime[container] ?? 0) + elapsed
    schedule()
  }
  const schedule = () => {
    if (timer !== undefined || isHidden(host) || options.activity() !== 'active') return
    timer = timers.setTimeout(tick, Constants.engagementTickMs)
  }
  const halt = () => {
    if (timer === undefined) return
    timers.clearTimeout(timer)
    timer = undefined
  }

  const visibility = () => {
    if (isHidden(host)) {
      hiddenSince ??= now()
      halt()
    } else {
      if (hiddenSince !== undefined) counted.hiddenTime += Math.max(0, now() - hiddenSince)
      hiddenSince = undefined
      lastTick = now()
      schedule()
    }
  }
  const focusIn = (event: Event) => {
    const target = event.target as Element | null
    const widget = target && typeof target.closest === 'function' ? target.closest('[data-vf-id]') : null
    if (!widget) return
    const from = (event as FocusEvent).relatedTarget as Node | null
    if (!from || !widget.contains(from)) counted.focuses++
  }
  host.document.addEventListener('visibilitychange', visibility)
  host.document.addEventListener('focusin', focusIn)
  if (observer) visibleWidgets()
  schedule()

  return {
    activityChanged(status) {
      if (status === 'active') {
        lastTick = now()
        schedule()
      } else halt()
    },
    commentRead: () => void counted.commentsRead++,
    take() {
      if (hiddenSince !== undefined) {
        counted.hiddenTime += Math.max(0, now() - hiddenSince)
        hiddenSince = now()
      }
      const taken = counted
      counted = empty()
      if (!taken.time && !taken.hiddenTime && !taken.focuses && !taken.commentsRead) return undefined
      return { ...taken, widgets: Object.keys(taken.widgetTime) }
    },
    total: () => total,
    stop() {
      halt()
      observer?.disconnect()
      host.document.removeEventListener('visibilitychange', visibility)
      host.document.removeEventListener('focusin', focusIn)
    },
  }
}
