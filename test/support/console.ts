/** A console double that records what the product printed, for asserting exact warnings. */
import { createLogger } from '../../kernel/log'
import type { Logger } from '../../contracts/plugin'

export interface RecordingConsole {
  warn: string[]
  error: string[]
  log: unknown[]
  groups: string[]
  console: Pick<Console, 'warn' | 'error' | 'log' | 'groupCollapsed' | 'groupEnd'>
}

export function recordingConsole(): RecordingConsole {
  const record: RecordingConsole = {
    warn: [],
    error: [],
    log: [],
    groups: [],
    console: {
      warn: (...args: unknown[]) => void record.warn.push(args.map(String).join(' ')),
      error: (...args: unknown[]) => void record.error.push(args.map(String).join(' ')),
      log: (...args: unknown[]) => void record.log.push(...args),
      groupCollapsed: (...args: unknown[]) => void record.groups.push(args.map(String).join(' ')),
      groupEnd: () => undefined,
    },
  }
  return record
}

/** A logger writing into a recording console. */
export function recordingLogger(options: { debug?: boolean; deprecations?: boolean } = {}): { logger: Logger; out: RecordingConsole } {
  const out = recordingConsole()
  const logger = createLogger({ console: out.console, debugEnabled: () => options.debug === true, deprecationsEnabled: () => options.deprecations === true })
  return { logger, out }
}
