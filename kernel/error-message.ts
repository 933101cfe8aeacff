/**
 * The message a user sees for a failed request (document 1 §8, document 2 §8): the answer's own
 * `message` when it has one, else a translated fallback chosen by `error_status`.
 */

export type Translate = (key: string) => string

export function errorMessage(error: unknown, t: Translate): string {
  const e = (error && typeof error === 'object' ? error : {}) as { data?: unknown; error_status?: unknown }
  const data = e.data && typeof e.data === 'object' ? (e.data as { message?: unknown }) : undefined
  if (typeof data?.message === 'string' && data.message.trim() !== '') return data.message
  const status = typeof e.error_status === 'number' ? e.error_status : undefined
  if (status === 401) return t('settings.error.unauthorized')
  // No answer at all (network, timeout, abort) or an answer that was not data: fetching failed.
  if (status === undefined || status === 0) return t('settings.error.error_fetching')
  return t('settings.error.generic_error')
}
