/**
 * What a failed action of the reader's tells them (document 1 §8): the kernel's wording of a failure
 * (the service's own message, else a translated fallback by status; nothing for a sign-in request or an
 * intercepted action), with a refusal of the ruler in the reader's language from this plugin's texts.
 */
import { actionFailureMessage } from '../../../kernel/error-message'

/** A translation function that takes namespaced keys (`base:…`, `conversations:…`). */
type Translate = (key: string) => string

const REFUSALS = new Set(['expired', 'closed', 'banned', 'email_verification_required'])

/** `locale`: the widget's, for what the wording dates (a ban's end). */
export function failureText(outcome: unknown, t: Translate, locale?: string): string | undefined {
  return actionFailureMessage(
    outcome,
    (key) => t(`base:${key}`),
    ({ reason }) => t(`conversations:refused.${REFUSALS.has(reason) ? reason : 'other'}`),
    locale,
  )
}
