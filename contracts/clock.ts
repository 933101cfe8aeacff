/** Time, as plugins read and schedule it: one clock per product, so tests drive every timer by hand. */

/** The timer functions a plugin schedules with (the browser's, or a test's fake). */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** `ctx.clock`: the product's clock. Widgets tick and schedule by it, never by `Date.now` or `setTimeout`. */
export interface Clock {
  /** The wall clock, ms since the epoch (relative times, expiries). */
  now(): number
  readonly timers: Timers
}
