/**
 * The kernel's one timer primitive for "this must settle within N ms". Every budget (interceptors,
 * plugin setup, HTTP timeouts, service-worker waits) goes through it so that the timer is always cleared,
 * the work is told to stop through an AbortSignal, and the failure carries a stable code.
 */
import type { Timers } from '../contracts/clock'
import { ErrorCode, VfError } from './errors'

/** The timer functions used (declared in contracts/clock.ts), injectable so tests drive time by hand. */
export type { Timers }

export const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

export interface WithTimeoutOptions {
  /** Budget in ms. `Infinity`, 0 or a negative number mean no budget (the work may take as long as it needs). */
  ms: number
  /** The error produced when the budget runs out. Defaults to a `Timeout` VfError. */
  onTimeout?: () => Error
  /** An outer signal: aborting it aborts the work and rejects with an `Aborted` VfError. */
  signal?: AbortSignal
  timers?: Timers
}

/**
 * Run `work(signal)` and settle with its result, or reject when the budget passes or the outer signal
 * aborts. Whichever comes first wins; the timer is cleared in every case and the work's signal is
 * aborted when the work lost, so it can stop what it is doing.
 */
export function withTimeout<T>(work: (signal: AbortSignal) => T | PromiseLike<T>, options: WithTimeoutOptions): Promise<T> {
  const timers = options.timers ?? realTimers
  const controller = new AbortController()
  const outer = options.signal

  return new Promise<T>((resolve, reject) => {
    let settled = false
    let handle: unknown
    const finish = (settle: () => void) => {
      if (settled) return
      settled = true
      if (handle !== undefined) timers.clearTimeout(handle)
      outer?.removeEventListener('abort', onAbort)
      settle()
    }
    const onAbort = () => {
      const error = new VfError(ErrorCode.Aborted, 'Request aborted', { cause: outer?.reason })
      finish(() => reject(error))
      controller.abort(error)
    }

    if (outer?.aborted) {
      onAbort()
      return
    }
    outer?.addEventListener('abort', onAbort, { once: true })

    if (Number.isFinite(options.ms) && options.ms > 0) {
      handle = timers.setTimeout(() => {
        const error = options.onTimeout?.() ?? new VfError(ErrorCode.Timeout, `timeout of ${options.ms}ms exceeded`, { info: { ms: options.ms } })
        finish(() => reject(error))
        controller.abort(error)
      }, options.ms)
    }

    let pending: T | PromiseLike<T>
    try {
      pending = work(controller.signal)
    } catch (error) {
      finish(() => reject(error))
      return
    }
    Promise.resolve(pending).then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    )
  })
}
