/**
 * What a failed action of the tray tells the reader (document 2 §8): the kernel's wording (the service's
 * own message, else a translated text by status; nothing for a sign-in request or an intercepted
 * action), a refusal in the tray's words, and a ban on signing in spelled out with its reason and end.
 */
import { actionFailureMessage, rejectedField, requestFailure } from '../../../kernel/error-message'

type Translate = (key: string, options?: Record<string, unknown>) => string

const REFUSALS = new Set(['disabled_by_settings'])

/** `locale`: the widget's, for what the wording dates (a ban's end, spelled out with its reason by the kernel). */
export function trayFailureText(outcome: unknown, t: Translate, locale?: string): string | undefined {
  return actionFailureMessage(outcome, t, ({ reason }) => t(`tray:profile.refused.${REFUSALS.has(reason) ? reason : 'other'}`), locale)
}

export type FormField = 'name' | 'email' | 'password'

/**
 * The fields a failure is about, so its text describes them and they are marked invalid; none for a
 * failure about no field (no connection, a ban, a refusal, an expired link), which stays the form's
 * alert. From the answer: wrong credentials on sign-in (401) are about both e-mail and password; a
 * field the answer names (a name already taken: 409 with `field`; a rejected body field: 400,
 * `body/<field> …`) is about that field; a sign-up 409 that names none is about the e-mail (taken).
 */
export function failureFields(outcome: unknown, form: 'signin' | 'signup' | 'forgot'): ReadonlySet<FormField> {
  const request = requestFailure(outcome)
  if (!request) return new Set()
  if (form === 'signin' && request.error_status === 401) return new Set(['email', 'password'])
  const field = rejectedField(request)
  if (form === 'signup' && request.error_status === 409 && !field) return new Set(['email'])
  return new Set(field === 'name' || field === 'email' || field === 'password' ? [field] : [])
}

/** The attributes that tie a field to the error about it. */
export const invalidWhen = (about: boolean, errorId: string) => (about ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {})
