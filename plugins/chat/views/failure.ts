/**
 * What a failed chat action tells the reader (document 1 §8): the kernel's wording of a failure (the
 * service's own message, else a translated fallback by status; nothing for a sign-in request or an
 * intercepted action), with a refusal of the ruler in the reader's language.
 */
import { actionFailureMessage } from '../../../kernel/error-message'

type Translate = (key: string) => string

const REFUSALS = new Set(['closed', 'banned', 'email_verification_required', 'not_moderator'])

export function failureText(outcome: unknown, t: Translate, locale?: string): string | undefined {
  return actionFailureMessage(
    outcome,
    (key) => t(`base:${key}`),
    ({ reason }) => t(`livechat:refused.${REFUSALS.has(reason) ? reason : 'other'}`),
    locale,
  )
}
