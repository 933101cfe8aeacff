/**
 * A hand-driven clock for deterministic tests: `tick(ms)` runs every timer due by then, in order,
 * with microtasks flushed between timers so promise chains keep up as they would in a browser.
 */
import type { Timers } from '../../kernel/with-timeout'

interface Scheduled {
  id: number
  at: number
  fn: () => void
}

export interface FakeTimers extends Timers {
  readonly now: number
  /** Advances time by `ms`, running due timers (and flushing microtasks after each). */
  tick(ms: number): Promise<void>
  /** Runs only the earliest scheduled timer (one macrotask), advancing time to it. */
  next(): Promise<void>
  /** Runs microtasks only. */
  flush(): Promise<void>
  readonly pending: number
}

export async function flushMicrotasks(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve()
}

export function fakeTimers(): FakeTimers {
  let now = 0
  let nextId = 1
  let queue: Scheduled[] = []
  return {
    get now() {
      return now
    },
    get pending() {
      return queue.length
    },
    setTimeout(fn, ms) {
      const entry = { id: nextId++, at: now + Math.max(0, ms || 0), fn }
      queue.push(entry)
      return entry.id
    },
    clearTimeout(handle) {
      queue = queue.filter((entry) => entry.id !== handle)
    },
    async tick(ms) {
      const target = now + ms
      await flushMicrotasks()
      for (;;) {
        const due = queue.filter((entry) => entry.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0]
        if (!due) break
        queue = queue.filter((entry) => entry !== due)
        now = due.at
        due.fn()
        await flushMicrotasks()
      }
      now = target
      await flushMicrotasks()
    },
    async next() {
      const due = [...queue].sort((a, b) => a.at - b.at || a.id - b.id)[0]
      if (!due) return
      queue = queue.filter((entry) => entry !== due)
      now = due.at
      due.fn()
      await flushMicrotasks()
    },
    flush: () => flushMicrotasks(),
  }
}
