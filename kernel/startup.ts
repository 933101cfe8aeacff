/**
 * Start-up (document 2 §4, document 4 §1): once the document is interactive, the kernel takes over the
 * loader's `window.vf`, installs `window.viafoura`, runs the calls the page made early, announces
 * `viafoura`/`ready`, drains `window.vfQ` and calls `window.vfAsyncInit` once.
 */
import { PUBLIC_PATHS, type EarlyCall, type LoaderHandoff } from '../loader/protocol'
import { messageOf } from './errors'
import { createKernel, type Kernel, type KernelOptions } from './kernel'
import { createLegacyApi } from './legacy'
import { createLogger, debugFlagFromStorage } from './log'
import { getPath, installPublicApi, setPath } from './public-api'
import { createVfQ } from './vfq'
import { realTimers, type Timers } from './with-timeout'

/** Readiness is re-checked every 50 ms until the document is interactive (document 2 §9). */
export const READINESS_RETRY_MS = 50

/** The globals start-up reads and writes. */
export interface HostWindow {
  document: { readyState: string }
  vfQ?: unknown
  vfConfig?: unknown
  vfAsyncInit?: unknown
  viafoura?: unknown
}

export interface StartOptions {
  host: HostWindow
  handoff: LoaderHandoff
  timers?: Timers
  kernel?: Omit<KernelOptions, 'logger' | 'timers'>
  /** Where the product prints (tests record it). */
  console?: Pick<Console, 'warn' | 'error' | 'log' | 'groupCollapsed' | 'groupEnd'>
}

export interface Product {
  readonly kernel: Kernel
  /** Publishes `viafoura`/`unready` and stops draining `vfQ`. */
  unready(): void
  /** Publishes `viafoura`/`ready` again and resumes `vfQ`. */
  ready(): void
}

function waitForInteractive(host: HostWindow, timers: Timers): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (host.document.readyState === 'interactive' || host.document.readyState === 'complete') resolve()
      else timers.setTimeout(check, READINESS_RETRY_MS)
    }
    check()
  })
}

/** Reads `vfConfig.debug` without trusting the page's object. */
function configDebug(host: HostWindow): boolean {
  const config = host.vfConfig
  return !!config && typeof config === 'object' && Object.hasOwn(config, 'debug') && (config as { debug?: unknown }).debug === true
}

/** Runs one early call now; its Promise settles after `ready`. */
async function runEarly(vf: Record<string, unknown>, call: EarlyCall, kernel: Kernel, ready: Promise<void>) {
  try {
    const value = await (getPath(vf, call.path) as (...args: unknown[]) => unknown)(...call.args)
    await ready
    call.resolve(value)
  } catch (error) {
    kernel.logger.debug(`early call vf.${call.path} failed: ${messageOf(error)}`)
    await ready
    call.reject(error)
  }
}

export async function startProduct(options: StartOptions): Promise<Product> {
  const { host, handoff } = options
  const timers = options.timers ?? realTimers
  const logger = createLogger({ debugEnabled: debugFlagFromStorage, deprecationsEnabled: () => configDebug(host), console: options.console })
  const kernel = createKernel({ ...options.kernel, logger, timers })
  const vf = handoff.vf

  // Every loader stub goes: a path no plugin provides answers "not available" instead of queueing forever.
  for (const path of PUBLIC_PATHS) {
    setPath(vf, path, (..._args: unknown[]) => {
      logger.warn(`vf.${path} is not available on this page.`)
      return Promise.resolve(undefined)
    })
  }
  installPublicApi(kernel, vf)
  host.viafoura = createLegacyApi(vf, logger)

  await waitForInteractive(host, timers)

  let announceReady!: () => void
  const readyGate = new Promise<void>((resolve) => (announceReady = resolve))
  // Early calls run before ready (a page's early `$subscribe('viafoura', 'ready')` must see it) and settle after.
  const early = handoff.calls.splice(0).map((call) => runEarly(vf, call, kernel, readyGate))

  const vfQ = createVfQ({ host, logger, timers })
  kernel.bus.subscribe('viafoura', 'unready', () => vfQ.stop())
  kernel.bus.subscribe('viafoura', 'ready', () => vfQ.start())

  // Calls the page makes while early calls are still replaying go through the real API now.
  await Promise.resolve()
  kernel.bus.publish('viafoura', 'ready', [])
  announceReady()
  await Promise.all(early)

  if (typeof host.vfAsyncInit === 'function') {
    try {
      ;(host.vfAsyncInit as () => unknown)()
    } catch (error) {
      logger.error('window.vfAsyncInit threw.', error)
    }
  }
  logger.debug('ready')

  return {
    kernel,
    unready: () => kernel.bus.publish('viafoura', 'unready', []),
    ready: () => kernel.bus.publish('viafoura', 'ready', []),
  }
}
