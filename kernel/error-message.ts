/**
 * The message a user sees for a failed request (document 1 §8, document 2 §8): the answer's own
 * `message` when it has one, else a translated fallback chosen by `error_status`. Every widget words
 * its failures through here, so the tray, the dialogs and the comments say the same thing the same way.
 *
 * One exception, where the product knows what the answer means: a ban (its `api_code` is one of the
 * codes document 2 §8 names) is worded in the reader's language with its reason and end, not in the
 * service's English sentence. Any other message is shown as the service wrote it: nothing is guessed.
 */
import { ErrorCode } from '../contracts/errors'
import type { ActionFailure } from '../contracts/plugin'
import type { Refusal } from '../contracts/permissions'
import { isActionFailure } from './actions'
import { isReaderError } from './errors'
import { answerMessage, isHttpError, type HttpError } from './http/errors'
import { intlFormatter } from './lib/intl-locale'
import { longDate } from './lib/relative-time'
import { toMs } from './lib/timestamps'
import { BanCode } from '../contracts/enums'

/** Translates keys of the base namespace (`settings.error.*`, `ban.*`), with values for `{{placeholders}}`. */
export type Translate = (key: string, values?: Record<string, unknown>) => string

/** A translation with its placeholders filled, also when the caller's translator ignores the values. */
const say = (t: Translate, key: string, values: Record<string, string>) =>
  t(key, values).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole)

/** The reader's locale for a date when the caller did not give the widget's: the browser's own. */
const browserLocale = () => Intl.DateTimeFormat().resolvedOptions().locale

/** A ban answer in the reader's words ("…banned from posting. Reason: spam. The ban ends on …"), else undefined. */
export function banMessage(error: unknown, t: Translate, locale?: string): string | undefined {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : undefined
  if (!data || typeof data !== 'object') return undefined
  const { api_code, reason, end_date, permanent } = data as { api_code?: unknown; reason?: unknown; end_date?: unknown; permanent?: unknown }
  if (typeof api_code !== 'number' || !Object.hasOwn(BanCode, api_code)) return undefined
  const ends = toMs(end_date)
  return [
    t(`ban.${BanCode[api_code as keyof typeof BanCode]}`),
    typeof reason === 'string' && reason.trim() ? say(t, 'ban.reason', { reason: reason.trim() }) : undefined,
    permanent === true ? t('ban.permanent') : ends !== undefined ? say(t, 'ban.until', { date: longDate(ends, locale ?? browserLocale()) }) : undefined,
  ]
    .filter(Boolean)
    .join(' ')
}

/** "in 30 seconds", "in 2 minutes": how long a wait is left, in `locale`'s words, rounded up. */
export function waitWords(ms: number, locale: string): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  const format = intlFormatter('RelativeTimeFormat', locale, WAIT)
  return seconds < 120 ? format.format(seconds, 'second') : format.format(Math.ceil(seconds / 60), 'minute')
}
const WAIT: Intl.RelativeTimeFormatOptions = { numeric: 'always' }

/** `locale` words dates (a ban's end) and waits; the browser's locale when not given. */
export function errorMessage(error: unknown, t: Translate, locale?: string): string {
  const ban = banMessage(error, t, locale)
  if (ban !== undefined) return ban
  const own = answerMessage(error)
  if (own !== undefined) return own
  // Held back by the service's Retry-After (no answer of its own): how long to wait, not "something went wrong".
  const wait = isHttpError(error) ? error.retryAfterMs : undefined
  if (wait !== undefined && wait > 0) return say(t, 'settings.error.retry_after', { when: waitWords(wait, locale ?? browserLocale()) })
  const e = (error && typeof error === 'object' ? error : {}) as { error_status?: unknown }
  const status = typeof e.error_status === 'number' ? e.error_status : undefined
  if (status === 401) return t('settings.error.unauthorized')
  // No answer at all (network, timeout, abort) or an answer that was not data: fetching failed.
  if (status === undefined || status === 0) return t('settings.error.error_fetching')
  return t('settings.error.generic_error')
}

/** How deep a chain of causes is searched for the request that failed. */
const MAX_CAUSES = 5

/**
 * The failed request behind `error`: the error itself, or one it was made from (`cause`). A plugin that
 * rewords a failure for the page ("Logout failed", a login failure) keeps the request as its cause.
 */
export function requestFailure(error: unknown): HttpError | undefined {
  let current = error
  for (let depth = 0; depth <= MAX_CAUSES && current && typeof current === 'object'; depth++) {
    if (isHttpError(current)) return current
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * The body field a failed request's answer rejected, or undefined: so a form can tie the error to that
 * field. A 400 or 409 answer that names it (`field`, as the service's own checks answer: a name already
 * taken), or a 400 whose message starts `body/<field>` (the service's schema check).
 */
export function rejectedField(failure: unknown): string | undefined {
  const request = requestFailure(failure)
  if (request?.error_status !== 400 && request?.error_status !== 409) return undefined
  const data = request.data && typeof request.data === 'object' ? (request.data as { field?: unknown }) : undefined
  if (typeof data?.field === 'string' && /^\w+$/.test(data.field)) return data.field
  if (request.error_status !== 400) return undefined
  return /^body\/(\w+)\b/.exec(answerMessage(request) ?? '')?.[1]
}

/** How a plugin words a refusal of the ruler, in its own namespace (sign-in requests never get here). */
export type RefusalWording = (refusal: Refusal) => string

/**
 * What a failed action tells the reader, or undefined when it tells nothing:
 * - a request that failed: its answer's message, else the translated fallback by status;
 * - what the reader asked for that cannot be done (a {@link readerError}): its own words, already theirs;
 * - a refusal: the plugin's own wording — but nothing for a sign-in request (the sign-in opens: that
 *   is the answer) and nothing for an action a page's interceptor stopped (the page speaks for itself);
 * - any other fault is ours, not the reader's to read: the generic translated text.
 */
export function actionFailureMessage(outcome: unknown, t: Translate, refusal: RefusalWording, locale?: string): string | undefined {
  if (!isActionFailure(outcome)) return undefined
  const failure = outcome as ActionFailure
  if (failure.code === ErrorCode.Intercepted) return undefined
  if ('reason' in failure) return failure.reason === 'sign_in_required' ? undefined : refusal(failure)
  if (failure.code === ErrorCode.ActionFailed && isReaderError(failure.cause)) return failure.cause.message
  const request = failure.code === ErrorCode.ActionFailed ? requestFailure(failure.cause) : undefined
  return request ? errorMessage(request, t, locale) : t('settings.error.generic_error')
}
