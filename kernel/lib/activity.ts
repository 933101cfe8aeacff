/**
 * The reader's activity (document 3 §4): the product's one activity tracker. Active on any activity — a
 * pointer, a key, a scroll or wheel, a touch, the focus moving (the page coming back included) — and
 * inactive after `timeoutMs` without any, or at once when the page is hidden. The realtime subscription
 * uses the default five minutes (`Constants.activityTimeoutMs`), analytics its own minute
 * (`Constants.analyticsActivityTimeoutMs`); each makes its own tracker with its own interval.
 */
import type { Timers } from '../../contracts/clock'
import type { ActivityStatus } from '../../contracts/enums'

/** What counts as the reader doing something. Heard on the window, in the capture phase, passively. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll', 'focus'] as const

type Listener = (event?: Event) => void

/** The part of `window` read here: the browser's has it; tests hand a fake with a settable visibility. */
export interface ActivityHost {
  addEventListener(type: string, listener: Listener, options?: AddEventListenerOptions | boolean): void
  removeEventListener(type: string, listener: Listener, options?: EventListenerOptions | boolean): void
  readonly document?: {
    readonly visibilityState?: string
    addEventListener(type: 'visibilitychange', listener: Listener): void
    removeEventListener(type: 'visibilitychange', listener: Listener): void
  }
}

export interface ActivityOptions {
  host: ActivityHost
  timers: Timers
  now: () => number
  /** ms without activity after which the reader is inactive. */
  timeoutMs: number
  onChange(status: ActivityStatus): void
}

export interface Activity {
  status(): ActivityStatus
  stop(): void
}

/** Is the page hidden (a background tab, a minimised window, a closing page)? A document that cannot say is not. */
export const pageHidden = (host: ActivityHost): boolean => {
  try {
    return host.document?.visibilityState === 'hidden'
  } catch {
    return false
  }
}

export function createActivity(options: ActivityOptions): Activity {
  const { host, timers, now } = options
  let status: ActivityStatus = pageHidden(host) ? 'inactive' : 'active'
  let last = now()
  let timer: unknown
  let stopped = false
  const set = (next: ActivityStatus) => {
    if (next === status || stopped) return
    status = next
    options.onChange(next)
  }
  // One timer for the whole interval: a moving pointer only moves `last`, the timer looks at it when due.
  const arm = (ms: number) => {
    if (timer !== undefined || stopped) return
    timer = timers.setTimeout(() => {
      timer = undefined
      const idle = now() - last
      if (idle >= options.timeoutMs) set('inactive')
      else arm(options.timeoutMs - idle)
    }, ms)
  }
  const active = () => {
    if (pageHidden(host)) return
    last = now()
    set('active')
    arm(options.timeoutMs)
  }
  const visibility = () => {
    if (pageHidden(host)) set('inactive')
    else active()
  }
  const listen = { capture: true, passive: true }
  for (const type of ACTIVITY_EVENTS) host.addEventListener(type, active, listen)
  host.document?.addEventListener('visibilitychange', visibility)
  if (status === 'active') arm(options.timeoutMs)
  return {
    status: () => status,
    stop() {
      stopped = true
      for (const type of ACTIVITY_EVENTS) host.removeEventListener(type, active, listen)
      host.document?.removeEventListener('visibilitychange', visibility)
      if (timer !== undefined) timers.clearTimeout(timer)
      timer = undefined
    },
  }
}
