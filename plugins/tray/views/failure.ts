/**
 * What a failed action of the tray tells the reader (document 2 §8): the kernel's wording (the service's
 * own message, else a translated text by status; nothing for a sign-in request or an intercepted
 * action), a refusal in the tray's words, and a ban on signing in spelled out with its reason and end.
 */
import type { LoginFailure } from '../../../contracts/entities/user'
import { actionFailureMessage } from '../../../kernel/error-message'
import { longDate } from '../../../kernel/lib/relative-time'

type Translate = (key: string, options?: Record<string, unknown>) => string

const REFUSALS = new Set(['disabled_by_settings'])
const BANS = new Set(['login_banned', 'banned_from_posting', 'signup_banned'])

export function trayFailureText(outcome: unknown, t: Translate): string | undefined {
  return actionFailureMessage(outcome, t, ({ reason }) => t(`profile.refused.${REFUSALS.has(reason) ? reason : 'other'}`))
}

/** The normalised login failure a failed sign-in carries (the `failure` of the action's cause). */
function loginFailure(outcome: unknown): LoginFailure | undefined {
  const cause = outcome && typeof outcome === 'object' ? (outcome as { cause?: unknown }).cause : undefined
  const failure = cause && typeof cause === 'object' ? (cause as { failure?: unknown }).failure : undefined
  return failure && typeof failure === 'object' && typeof (failure as LoginFailure).error === 'string' ? (failure as LoginFailure) : undefined
}

/** A failed sign-in: a ban in words, with its reason and when it ends; anything else as any failure. */
export function loginFailureText(outcome: unknown, t: Translate, locale: string): string | undefined {
  const failure = loginFailure(outcome)
  if (!failure || !BANS.has(failure.error)) return trayFailureText(outcome, t)
  const end = failure.permanent ? t('ban.permanent') : failure.end_date ? t('ban.until', { date: longDate(failure.end_date, locale) }) : undefined
  return [t(`ban.${failure.error}`), failure.reason ? t('ban.reason', { reason: failure.reason }) : undefined, end].filter(Boolean).join(' ')
}

export type FormField = 'name' | 'email' | 'password'

/** The HTTP answer somewhere in a failure's causes: its status and body. */
function answerOf(outcome: unknown): { status: number; message: string } | undefined {
  for (let error = outcome, depth = 0; error && typeof error === 'object' && depth < 5; error = (error as { cause?: unknown }).cause, depth++) {
    const status = (error as { error_status?: unknown }).error_status
    if (typeof status === 'number' && status > 0) {
      const data = (error as { data?: unknown }).data
      const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined
      return { status, message: typeof message === 'string' ? message : '' }
    }
  }
  return undefined
}

/**
 * The fields a failure is about, so its text describes them and they are marked invalid; none for a
 * failure about no field (no connection, a ban, a refusal, an expired link), which stays the form's
 * alert. From the answer: wrong credentials on sign-in (401) are about both e-mail and password; an
 * address already taken (409) is about the e-mail; a rejected body field (400, `body/<field> …`) is
 * about that field.
 */
export function failureFields(outcome: unknown, form: 'signin' | 'signup' | 'forgot'): ReadonlySet<FormField> {
  const answer = answerOf(outcome)
  if (!answer) return new Set()
  if (form === 'signin' && answer.status === 401) return new Set(['email', 'password'])
  if (form === 'signup' && answer.status === 409) return new Set(['email'])
  const field = answer.status === 400 ? /^body\/(name|email|password)\b/.exec(answer.message)?.[1] : undefined
  return new Set(field ? [field as FormField] : [])
}

/** The attributes that tie a field to the error about it. */
export const invalidWhen = (about: boolean, errorId: string) => (about ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {})
