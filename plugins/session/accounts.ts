/**
 * Account calls (document 2 §7): sign-up with a captcha answer, password reset by e-mail, setting a new
 * password from a reset link, and confirming an address from a verification link.
 */
import type { LoginResult } from '../../contracts/entities/user'
import type { PluginContext } from '../../contracts/plugin'
import { sessionApi } from './api'

export interface SignupParams {
  name: string
  email: string
  password: string
  /** The captcha answer. */
  captcha: string
}

export function createAccounts(ctx: PluginContext, signedIn: (result: LoginResult) => void) {
  const api = sessionApi(ctx)
  return {
    captcha: api.captcha,

    async signup(params: SignupParams): Promise<LoginResult> {
      try {
        const answer = await api.signup(params)
        const result: LoginResult = { user: answer.user, isNewUser: true, loginType: 'signup' }
        signedIn(result)
        ctx.bus.publish('authentication', 'signup', result)
        ctx.bus.publish('login', 'success', result)
        return result
      } catch (error) {
        ctx.bus.publish('authentication', 'signup/failure', (error as { data?: unknown }).data ?? error)
        throw error
      }
    },

    /**
     * Mails a reset link: a request the service took is published as `account`/`reset`; a failure is
     * published with its error (document 2 §8), then rejected.
     */
    async requestPasswordReset(email: string): Promise<{ sent: boolean }> {
      let answer: { sent: boolean }
      try {
        answer = await api.requestPasswordReset(email)
      } catch (error) {
        ctx.bus.publish('authentication', 'password-reset/failure', error)
        throw error
      }
      ctx.bus.publish('account', 'reset')
      return answer
    },
    setPassword: api.setPassword,
    verifyEmail: api.verifyEmail,
  }
}
