/**
 * A hand-driven clock for the hub (examples/server/hub-outbox.ts): nothing it schedules runs until the
 * test moves time on. `later(fn, 0)` is "the end of this turn", run by `tick(0)`.
 */
import type { HubScheduler } from '../../examples/server/hub'

export interface TestScheduler extends HubScheduler {
  /** Moves time on by `ms`, running what comes due meanwhile in time order (at their own times). */
  tick(ms: number): void
  /** How many callbacks wait. */
  readonly pending: number
}

export function testScheduler(): TestScheduler {
  let now = 1000
  let order = 0
  const timers: Array<{ at: number; order: number; fn: () => void; live: boolean }> = []
  const next = (until: number) =>
    timers.filter((t) => t.live && t.at <= until).sort((a, b) => a.at - b.at || a.order - b.order)[0]
  return {
    now: () => now,
    later(fn, ms) {
      const timer = { at: now + Math.max(0, ms), order: order++, fn, live: true }
      timers.push(timer)
      return () => void (timer.live = false)
    },
    tick(ms) {
      const end = now + ms
      for (let due = next(end); due; due = next(end)) {
        now = Math.max(now, due.at)
        due.live = false
        due.fn()
      }
      now = end
      for (let i = timers.length - 1; i >= 0; i--) if (!timers[i]!.live) timers.splice(i, 1)
    },
    get pending() {
      return timers.filter((t) => t.live).length
    },
  }
}
