/**
 * What a failed request rejects with: an Error carrying the answer's parsed data and `error_status`
 * (document 1 §8, document 2 §8), and for transport failures the exact messages of the generic client:
 * "Request aborted", "Network Error", "timeout of {n}ms exceeded", "Request failed with status code {n}".
 */
import type { HttpErrorShape } from '../../contracts/http'
import { ErrorCode, VfError } from '../errors'
import { UNSAFE_KEYS } from '../lib/safe-keys'

/** Answer fields that never reach the error: the unsafe keys, and the error's own. */
const FORBIDDEN = new Set([...UNSAFE_KEYS, 'message', 'stack', 'code', 'info', 'cause', 'name'])

export class HttpError extends VfError implements HttpErrorShape {
  /** The HTTP status; 0 when no answer arrived. */
  readonly error_status: number
  /** The parsed body of the answer, when there was one. */
  readonly data: unknown
  /** How long the service asked to be left alone (its `Retry-After`), from when this failed; in ms. */
  retryAfterMs?: number

  constructor(code: ErrorCode, message: string, status: number, data?: unknown, cause?: unknown) {
    super(code, message, cause === undefined ? {} : { cause })
    this.name = 'HttpError'
    this.error_status = status
    this.data = data
    // The answer's own fields (message aside) travel on the error, as the spec's callers read them.
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      for (const [key, value] of Object.entries(data)) if (!FORBIDDEN.has(key) && !(key in this)) (this as Record<string, unknown>)[key] = value
    }
  }
}

/**
 * A non-OK answer. Its message is the transport's, exactly as documents 2 and 3 §8 give it, whatever the
 * answer says: the answer's own `message` stays in `data.message` (see {@link answerMessage}).
 */
export const statusError = (status: number, data: unknown) => new HttpError(ErrorCode.HttpError, `Request failed with status code ${status}`, status, data)
export const abortedError = (cause?: unknown) => new HttpError(ErrorCode.Aborted, 'Request aborted', 0, undefined, cause)
export const networkError = (cause?: unknown) => new HttpError(ErrorCode.NetworkError, 'Network Error', 0, undefined, cause)
export const timeoutError = (ms: number) => new HttpError(ErrorCode.Timeout, `timeout of ${ms}ms exceeded`, 0)
/**
 * A request not sent: the service asked (`Retry-After`) to be left alone for `ms` more. The same status
 * as the answer that asked, with no answer of its own.
 */
export const heldError = (ms: number) => Object.assign(statusError(429, undefined), { retryAfterMs: ms })
export const invalidResponse = (status: number) => new HttpError(ErrorCode.InvalidResponse, 'The server answered with something that is not data. Please try again.', status >= 200 && status < 300 ? 502 : status)

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError
}

/** The answer's own `message` (JSON `message` of a failed request's data), when it has a non-blank one. */
export function answerMessage(error: unknown): string | undefined {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : undefined
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined
  return typeof message === 'string' && message.trim() !== '' ? message : undefined
}
