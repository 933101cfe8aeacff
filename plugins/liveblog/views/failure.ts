/**
 * What a failed action tells the reader (document 1 §8): the kernel's wording of a failure (the service's
 * own message, else a translated fallback by status; nothing for a sign-in request or an intercepted
 * action), with a refusal of the ruler in the reader's language from this plugin's words.
 */
import { actionFailureMessage } from '../../../kernel/error-message'

type Translate = (key: string) => string

const REFUSALS = new Set(['expired', 'closed', 'banned', 'email_verification_required', 'not_moderator'])

export function failureText(outcome: unknown, t: Translate, locale?: string): string | undefined {
  return actionFailureMessage(
    outcome,
    (key) => t(`base:${key}`),
    ({ reason }) => t(`liveblog:refused.${REFUSALS.has(reason) ? reason : 'other'}`),
    locale,
  )
}
