/**
 * What a failed questions action tells the reader (document 1 §8): the kernel's wording of a failure
 * (the service's own message, else a translated fallback by status; nothing for a sign-in request or an
 * intercepted action), with the service's refusals a reader meets (already upvoted, their own question,
 * not approved yet) and the ruler's refusals in the reader's language.
 */
import { actionFailureMessage } from '../../../kernel/error-message'
import { QuestionErrors } from '../contract'

type Translate = (key: string, options?: Record<string, unknown>) => string

const REFUSALS = new Set(['closed', 'banned', 'email_verification_required', 'not_moderator'])
/** The service's words for a refusal, and the key that says them in the reader's language. */
const SERVICE: Record<string, string> = {
  [QuestionErrors.alreadyVoted]: 'errors.already_voted',
  [QuestionErrors.notVoted]: 'errors.not_voted',
  [QuestionErrors.ownQuestion]: 'errors.own_question',
  [QuestionErrors.notApproved]: 'errors.not_approved',
  [QuestionErrors.moderatorsOnly]: 'refused.not_moderator',
}

export function failureText(outcome: unknown, t: Translate, locale?: string): string | undefined {
  const text = actionFailureMessage(
    outcome,
    (key) => t(`base:${key}`),
    ({ reason }) => t(`livequestions:refused.${REFUSALS.has(reason) ? reason : 'other'}`),
    locale,
  )
  const known = text !== undefined ? SERVICE[text] : undefined
  return known ? t(`livequestions:${known}`) : text
}
