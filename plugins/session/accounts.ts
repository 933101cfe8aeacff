/**
 * Account calls (document 2 §7): sign-up with a captcha answer, password reset by e-mail, setting a new
 * password from a reset link, and confirming an address from a verification link.
 */
import type { LoginResult, User } from '../../contracts/entities/user'
import type { PluginContext } from '../../contracts/plugin'

export interface SignupParams {
  name: string
  email: string
  password: string
  /** The captcha answer. */
  captcha: string
}

export function createAccounts(ctx: PluginContext, signedIn: (result: LoginResult) => void) {
  const api = () => ctx.config.endpoints.api
  return {
    /**
     * A captcha answer. With a site key a real captcha provider answers; without one (development)
     * the reference service's verifier issues a one-time answer.
     */
    captcha: async (): Promise<string> => (await ctx.http.request<{ token: string }>({ url: `${ctx.config.endpoints.root}/dev/captcha` })).token,

    async signup(params: SignupParams): Promise<LoginResult> {
      try {
        const answer = await ctx.http.request<{ user: User; isNewUser?: boolean }>({
          method: 'POST',
          url: `${api()}/users`,
          json: { name: params.name, email: params.email, password: params.password, login: true, 'g-recaptcha-response': params.captcha },
        })
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
        answer = await ctx.http.request<{ sent: boolean }>({ method: 'POST', url: `${api()}/account/password`, json: { email } })
      } catch (error) {
        ctx.bus.publish('authentication', 'password-reset/failure', error)
        throw error
      }
      ctx.bus.publish('account', 'reset')
      return answer
    },
    setPassword: (token: string, password: string) => ctx.http.request<{ reset: boolean }>({ method: 'PUT', url: `${api()}/account/password`, json: { token, password } }),
    verifyEmail: (token: string) => ctx.http.request<User>({ method: 'POST', url: `${api()}/users/verify-email`, json: { token } }),
  }
}
