/**
 * What a failed action of the reader's tells them (document 1 §8): the service's own message, else a
 * translated fallback chosen by the answer's status; a refusal in the reader's language. Nothing for
 * a sign-in request (the tray opens: that is the answer) or for an action a page's interceptor stopped
 * (the page speaks for itself).
 */
import { ErrorCode } from '../../../contracts/errors'
import type { ActionFailure } from '../../../contracts/plugin'
import { isActionFailure } from '../../../kernel/actions'
import { errorMessage } from '../../../kernel/error-message'
import { isHttpError } from '../../../kernel/http/errors'

/** A translation function that takes namespaced keys (`base:…`, `conversations:…`). */
type Translate = (key: string) => string

const REFUSALS = new Set(['expired', 'closed', 'banned', 'email_verification_required'])

export function failureText(outcome: unknown, t: Translate): string | undefined {
  if (!isActionFailure(outcome)) return undefined
  const failure = outcome as ActionFailure
  if (failure.code === ErrorCode.Intercepted) return undefined
  if ('reason' in failure) {
    if (failure.reason === 'sign_in_required') return undefined
    return t(`conversations:refused.${REFUSALS.has(failure.reason) ? failure.reason : 'other'}`)
  }
  const base = (key: string) => t(`base:${key}`)
  // A request that failed has its message chosen by its answer; a fault of ours is not the reader's to read.
  if (failure.code === ErrorCode.ActionFailed && isHttpError(failure.cause)) return errorMessage(failure.cause, base)
  return base('settings.error.generic_error')
}
