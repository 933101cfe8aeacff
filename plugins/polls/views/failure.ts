/**
 * What a failed poll action tells the reader (document 1 §8): the kernel's wording of a failure (the
 * service's own message — "You have already voted in this poll." — else a translated fallback by status;
 * nothing for a sign-in request or an intercepted action), with a refusal of the ruler in the reader's language.
 */
import { actionFailureMessage } from '../../../kernel/error-message'

type Translate = (key: string) => string

const REFUSALS = new Set(['closed', 'not_moderator'])

export function failureText(outcome: unknown, t: Translate, locale?: string): string | undefined {
  return actionFailureMessage(
    outcome,
    (key) => t(`base:${key}`),
    ({ reason }) => t(`polls:refused.${REFUSALS.has(reason) ? reason : 'other'}`),
    locale,
  )
}
