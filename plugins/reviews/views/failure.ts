/**
 * What a failed action tells the reader (document 1 §8): the kernel's wording of a failure (the service's
 * own message, else a translated fallback by status; nothing for a sign-in request or an intercepted
 * action), the one-review refusal (409) and the ruler's refusals in the reader's language.
 */
import { isActionFailure } from '../../../kernel/actions'
import { actionFailureMessage, requestFailure } from '../../../kernel/error-message'

type Translate = (key: string) => string

const REFUSALS = new Set(['closed', 'banned', 'email_verification_required', 'not_owner'])

export function failureText(outcome: unknown, t: Translate, locale?: string): string | undefined {
  // The one-review rule, said in the reader's language (the service says it in English).
  if (isActionFailure(outcome) && requestFailure((outcome as { cause?: unknown }).cause)?.error_status === 409) return t('reviews:errors.already_reviewed')
  return actionFailureMessage(
    outcome,
    (key) => t(`base:${key}`),
    ({ reason }) => t(`reviews:refused.${REFUSALS.has(reason) ? reason : 'other'}`),
    locale,
  )
}
