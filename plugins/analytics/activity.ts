/**
 * The reader's activity (document 3 §4, §9): active on any activity — a pointer, a key, a scroll, a
 * touch, the page coming back — and inactive after a minute without any (analytics' interval; the
 * product's other subscriptions use five), or at once when the page is hidden.
 */
import type { ActivityStatus } from '../../contracts/enums'
import type { Timers } from '../../contracts/clock'
import { isHidden, type AnalyticsHost } from './host'

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll', 'focus'] as const

export interface ActivityOptions {
  host: AnalyticsHost
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

export function createActivity(options: ActivityOptions): Activity {
  const { host, timers, now } = options
  let status: ActivityStatus = isHidden(host) ? 'inactive' : 'active'
  let last = now()
  let timer: unknown
  const set = (next: ActivityStatus) => {
    if (next === status) return
    status = next
    options.onChange(next)
  }
  // One timer for the whole minute: a moving pointer only moves `last`, the timer looks at it when due.
  const arm = (ms: number) => {
    if (timer !== undefined) return
    timer = timers.setTimeout(() => {
      timer = undefined
      const idle = now() - last
      if (idle >= options.timeoutMs) set('inactive')
      else arm(options.timeoutMs - idle)
    }, ms)
  }
  const active = () => {
    if (isHidden(host)) return
    last = now()
    set('active')
    arm(options.timeoutMs)
  }
  const visibility = () => {
    if (isHidden(host)) set('inactive')
    else active()
  }
  const listen = { capture: true, passive: true }
  for (const type of ACTIVITY) host.addEventListener(type, active, listen)
  host.document.addEventListener('visibilitychange', visibility)
  if (status === 'active') arm(options.timeoutMs)
  return {
    status: () => status,
    stop() {
      for (const type of ACTIVITY) host.removeEventListener(type, active, listen)
      host.document.removeEventListener('visibilitychange', visibility)
      if (timer !== undefined) timers.clearTimeout(timer)
      timer = undefined
    },
  }
}
