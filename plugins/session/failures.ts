/**
 * Login failures, normalised (document 2 §8): a ban code becomes its named error with the reason, the
 * end date in milliseconds and whether it is permanent; anything else keeps the server's message (the
 * answer's own, not the transport's "Request failed with status code {n}"), else the error's.
 */
import type { LoginFailure } from '../../contracts/entities/user'
import { BanCode, type BanError } from '../../contracts/enums'
import { messageOf } from '../../kernel/errors'
import { answerMessage } from '../../kernel/http/errors'
import { toMs } from '../../kernel/lib/timestamps'

/** The ban error a service api_code stands for. */
export function banError(apiCode: unknown): BanError {
  return typeof apiCode === 'number' && Object.hasOwn(BanCode, apiCode) ? BanCode[apiCode as keyof typeof BanCode] : 'something_went_wrong'
}

/** The failure event's payload for an error from the login call of `loginType`. */
export function normaliseFailure(error: unknown, loginType: string, email?: string): LoginFailure {
  const data = (error && typeof error === 'object' ? ((error as { data?: unknown }).data ?? error) : {}) as {
    api_code?: unknown
    reason?: unknown
    end_date?: unknown
    permanent?: unknown
  }
  const base = { loginType, ...(email ? { email } : {}) }
  if (typeof data.api_code === 'number' && data.api_code > 0) {
    const named = banError(data.api_code)
    // A positive api_code on a login is a ban even when its code is not one we name.
    const name = named === 'something_went_wrong' ? 'login_banned' : named
    const endDate = toMs(data.end_date)
    return {
      ...base,
      error: name,
      ...(typeof data.reason === 'string' && data.reason ? { reason: data.reason } : {}),
      ...(endDate !== undefined ? { end_date: endDate } : {}),
      permanent: data.permanent === true,
    }
  }
  return { ...base, error: answerMessage(error) ?? messageOf(error) }
}
