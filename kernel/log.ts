/**
 * The product's console voice. Warnings and errors always print (they tell an integrator what went
 * wrong); debug output prints only with `localStorage['_vf-debug']` set, grouped under `[viafoura]`;
 * deprecation notices print only with `vfConfig.debug` (document 4 §1, §6).
 */
import type { Logger } from '../contracts/plugin'

export type { Logger }

export interface LoggerOptions {
  /** Is the `_vf-debug` flag set? Read lazily: a page may set it after load. */
  debugEnabled?: () => boolean
  /** Is `vfConfig.debug` on? */
  deprecationsEnabled?: () => boolean
  console?: Pick<Console, 'warn' | 'error' | 'log' | 'groupCollapsed' | 'groupEnd'>
}

const PREFIX = '[viafoura]'

/** Reads `localStorage['_vf-debug']` without ever throwing (storage may be blocked). */
export function debugFlagFromStorage(): boolean {
  try {
    const value = globalThis.localStorage?.getItem('_vf-debug')
    return value !== null && value !== undefined && value !== '' && value !== 'false' && value !== '0'
  } catch {
    return false
  }
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const out = options.console ?? globalThis.console
  const debugEnabled = options.debugEnabled ?? debugFlagFromStorage
  const deprecationsEnabled = options.deprecationsEnabled ?? (() => false)
  return {
    debug(title, ...details) {
      if (!debugEnabled()) return
      out.groupCollapsed(`${PREFIX} ${title}`)
      for (const detail of details) out.log(detail)
      out.groupEnd()
    },
    warn: (message, ...details) => out.warn(`${PREFIX} ${message}`, ...details),
    error: (message, ...details) => out.error(`${PREFIX} ${message}`, ...details),
    deprecated(message) {
      if (deprecationsEnabled()) out.warn(`${PREFIX} Deprecated: ${message}`)
    },
  }
}

/** A logger that says nothing, for tests that assert on other things. */
export const silentLogger: Logger = { debug() {}, warn() {}, error() {}, deprecated() {} }
