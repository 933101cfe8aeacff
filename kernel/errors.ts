/**
 * Errors with stable codes. The exact human messages the specification fixes live here, once, so a
 * test can assert them and a plugin never spells one again.
 */

import { ErrorCode } from '../contracts/errors'

export { ErrorCode }

/** The exact messages of the specification (documents 1–4). */
export const Messages = {
  duplicateLoad: 'Do not load vf.js twice. Please.',
  actionUndefined: (name: string) => `ActionUndefined: ${name}`,
  intercepted: (name: string) => `Intercepted: ${name}`,
  interceptorTimeout: 'InterceptorTimeout',
  invalidContextKey: (key: string) =>
    `Invalid context key, ${key}, specified. Valid contexts are: user, page, notifications`,
  loadNewPageArguments: 'Only one of either path or url must be passed to viafoura.context.loadNewPage',
  pageArguments: 'Only one of data-path or data-url is supported',
  unsupportedServiceType: 'Unsupported service_type',
  fontSizeZero: 'The font size set in the root element cannot be 0',
  invalidArgument: 'invalid argument',
  requiredParameter: (name: string) => `Missing required parameter: ${name}`,
} as const

export interface VfErrorOptions {
  cause?: unknown
  /** Structured facts a caller may branch on (the action name, the timeout, the parameter…). */
  info?: Record<string, unknown>
}

/** The product's error: a stable `code`, a human `message` and the `cause` it wraps. */
export class VfError extends Error {
  readonly code: ErrorCode
  readonly info: Record<string, unknown>

  constructor(code: ErrorCode, message: string, options: VfErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'VfError'
    this.code = code
    this.info = options.info ?? {}
  }
}

/**
 * What the reader asked for cannot be done, said in the reader's language (an empty comment, no picture
 * chosen): the one kind of fault whose message a view shows as it is.
 */
export function readerError(message: string): VfError {
  return new VfError(ErrorCode.InvalidArgument, message, { info: { forReader: true } })
}

/** A {@link readerError}: its message is meant for the reader. */
export const isReaderError = (error: unknown): error is VfError => error instanceof VfError && error.info.forReader === true

/** True when `error` is a {@link VfError}, optionally with the given code. */
export function isVfError(error: unknown, code?: ErrorCode): error is VfError {
  return error instanceof VfError && (code === undefined || error.code === code)
}

/** A readable message for anything that was thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}
