/**
 * `window.vfQ` (document 4 §1): callbacks a page queues before the script arrives. Nothing runs before
 * `viafoura`/`ready`; then one entry per macrotask, in order, so one slow callback never blocks the
 * product's own start-up work. Entries pushed later are picked up by a re-check every 150 ms. Teardown
 * (`viafoura`/`unready`) stops the draining until the next ready.
 */
import type { Logger } from './log'
import type { Timers } from './with-timeout'
import { Constants } from '../contracts/constants'

/** An entry: a function, or an object `{fn}`. */
export type VfQEntry = (() => unknown) | { fn: () => unknown }

export interface VfQOptions {
  /** Where the queue lives (the page's window). */
  host: { vfQ?: unknown }
  logger: Logger
  timers: Timers
}

export interface VfQ {
  start(): void
  stop(): void
  readonly running: boolean
}

export function createVfQ(options: VfQOptions): VfQ {
  const { host, logger, timers } = options
  let running = false
  let handle: unknown

  const queue = (): unknown[] | undefined => {
    if (host.vfQ === undefined || host.vfQ === null) host.vfQ = []
    if (Array.isArray(host.vfQ)) return host.vfQ
    logger.warn('window.vfQ must be an array of functions; it is ignored.')
    return undefined
  }

  const runEntry = (entry: unknown) => {
    const fn = typeof entry === 'function' ? entry : entry && typeof entry === 'object' ? (entry as { fn?: unknown }).fn : undefined
    if (typeof fn !== 'function') {
      logger.warn('A window.vfQ entry must be a function or {fn: function}; it was skipped.', entry)
      return
    }
    try {
      const result = (fn as () => unknown)()
      // A page's async callback that rejects is the page's failure, but it must not surface as ours.
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        ;(result as Promise<unknown>).then(undefined, (error: unknown) => logger.error('A window.vfQ callback failed.', error))
      }
    } catch (error) {
      logger.error('A window.vfQ callback threw; the next one still runs.', error)
    }
  }

  const schedule = (ms: number) => {
    handle = timers.setTimeout(step, ms)
  }

  function step() {
    handle = undefined
    if (!running) return
    const entries = queue()
    if (entries && entries.length > 0) {
      runEntry(entries.shift())
      if (running) schedule(0)
    } else {
      schedule(Constants.vfQRecheckMs)
    }
  }

  return {
    start() {
      if (running) return
      running = true
      schedule(0)
    },
    stop() {
      running = false
      if (handle !== undefined) timers.clearTimeout(handle)
      handle = undefined
    },
    get running() {
      return running
    },
  }
}
