/**
 * Sign-in calls and their outcomes (document 2 §4, §7–§8): each method checks that the site enabled
 * it and that it has what it needs — with the exact messages publishers already handle — then calls
 * the service. Success and failure are announced on the bus the same way for every method.
 */
import type { LoginResult, User } from '../../contracts/entities/user'
import type { PluginContext } from '../../contracts/plugin'
import type { SiteSettings } from '../../contracts/settings'
import { SocialProvider } from '../../contracts/enums'
import type { Timers } from '../../kernel/with-timeout'
import { sessionApi, type LoginAnswer } from './api'
import { normaliseFailure } from './failures'
import type { PopupHost } from './popup'
import type { SocialFlow } from './social'
import { isOn } from '../../kernel/lib/settings'
import { ErrorCode, VfError } from '../../kernel/errors'

export const LoginMessages = {
  notEnabled: 'This login method is not currently enabled on this site',
  noCookie: 'No cookie found for cookie login',
  invalidToken: 'invalid login token payload',
  logoutFailed: 'Logout failed',
  noListeningMode: 'Listening mode undefined',
} as const

/**
 * How the social flow hears the popup's answer: posted to the page ('message', the default) or fetched
 * once the popup closes ('poll'). Older pages pass the mode as a string, newer ones `{ poll }`.
 */
function listeningMode(options: unknown): { poll: boolean } | undefined {
  if (options === undefined || options === null || options === 'message') return { poll: false }
  if (options === 'poll') return { poll: true }
  if (typeof options === 'object' && !Array.isArray(options)) {
    const poll = (options as { poll?: unknown }).poll
    if (poll === undefined || typeof poll === 'boolean') return { poll: poll === true }
  }
  return undefined
}

/**
 * How long the service's logout may take. The page hears `authentication`/`logout` once the product's
 * logout has settled, so an unanswered call must not hold the host's own logout back for good.
 */
export const LOGOUT_TIMEOUT_MS = 10_000

export interface LoginDeps {
  ctx: PluginContext
  settings: () => Partial<SiteSettings>
  /** Called with every successful login result (the plugin updates its state). */
  signedIn: (result: LoginResult) => void
  /** Called after a logout (back to the guest). */
  signedOut: () => void
  /** The window the social popup opens from. */
  popupHost: PopupHost
  timers: Timers
}

export function createLogin({ ctx, settings, signedIn, signedOut, popupHost, timers }: LoginDeps) {
  const api = sessionApi(ctx)

  const succeed = (loginType: string, answer: { user: User; isNewUser?: boolean }): LoginResult => {
    const result: LoginResult = { user: answer.user, isNewUser: answer.isNewUser === true, loginType }
    signedIn(result)
    ctx.bus.publish('login', 'success', result)
    return result
  }
  const fail = (loginType: string, error: unknown, email?: string): Error => {
    const failure = normaliseFailure(error, loginType, email)
    ctx.bus.publish('login', 'failure', failure)
    // The request stays the cause: the tray words the failure from its answer (document 2 §8).
    return Object.assign(new VfError(ErrorCode.LoginFailed, failure.error, { cause: error }), { failure })
  }

  /** Runs one login call and announces its outcome; the promise rejects with a readable Error on failure. */
  const attempt = async (loginType: string, call: () => Promise<{ user: User; isNewUser?: boolean }>, email?: string): Promise<LoginResult> => {
    let answer: { user: User; isNewUser?: boolean }
    try {
      answer = await call()
    } catch (error) {
      throw fail(loginType, error, email)
    }
    return succeed(loginType, answer)
  }

  /** The social popup flow; its machine (and XState) load only when a reader asks for it. */
  let social: Promise<SocialFlow> | undefined
  const startSocial = async (provider: unknown, options?: unknown): Promise<LoginResult> => {
    if (typeof provider !== 'string' || !(SocialProvider as readonly string[]).includes(provider)) {
      throw new VfError(ErrorCode.InvalidArgument, `Invalid social login type specified: ${String(provider)}. Valid types are: ${SocialProvider.join(', ')}`)
    }
    const mode = listeningMode(options)
    if (!mode) throw new VfError(ErrorCode.InvalidArgument, LoginMessages.noListeningMode)
    // One flow for every call, created once: a second call must see (and supersede) the first.
    social ??= import('./social').then((m) => m.createSocialFlow({ ctx, popupHost, timers, succeed, fail }))
    return (await social)(provider as SocialProvider, mode)
  }

  const tokenLogin = (loginType: string, setting: keyof SiteSettings | undefined, call: (token: string) => Promise<LoginAnswer>) => (token?: unknown) => {
    if (setting && !isOn(settings()[setting])) return Promise.reject(new VfError(ErrorCode.LoginMethodDisabled, LoginMessages.notEnabled))
    if (typeof token !== 'string' || token.trim() === '') return Promise.reject(new VfError(ErrorCode.InvalidArgument, LoginMessages.invalidToken))
    return attempt(loginType, () => call(token))
  }

  return {
    social: startSocial,
    /** The auto social login token (page address or site setting): authorised like a popup's token. */
    socialToken: (token: string) => attempt('social', () => api.social(token)),
    /** Runs a login call the caller built, announced like every other (Gigya, Janrain, OAuth). */
    attempt,
    email: (email: string, password: string) => attempt('email', () => api.email(email, password), email),

    cookie(value?: unknown) {
      const name = settings().authprovider_custom_cookie_name
      if (typeof name !== 'string' || name === '') return Promise.reject(new VfError(ErrorCode.LoginMethodDisabled, LoginMessages.notEnabled))
      const token = typeof value === 'string' && value !== '' ? value : ctx.cookies.get(name)
      if (!token) return Promise.reject(new VfError(ErrorCode.LoginFailed, LoginMessages.noCookie))
      return attempt('cookie', () => api.cookie(token))
    },

    openIdConnect: tokenLogin('openIdConnect', 'authprovider_oidc_enabled', api.openIdConnect),
    loginRadius: tokenLogin('loginRadius', 'authprovider_loginradius_enabled', api.loginRadius),
    /**
     * Deprecated: an identity token, as openIdConnect. It goes to the same service call, so the same
     * site switch governs it (the service refuses it where OpenID Connect is off).
     */
    jwt(token?: unknown) {
      ctx.log.deprecated('vf.session.login.jwt is deprecated; use vf.session.login.openIdConnect.')
      return tokenLogin('jwt', 'authprovider_oidc_enabled', api.openIdConnect)(token)
    },

    /**
     * Logs out of the product. `byReader`: the reader asked for it in the product (the tray's "Log out"),
     * and `authentication`/`logout` tells the page, so a publisher that owns the accounts logs the reader
     * out of its own too (document 4 §3). It is published once the product's logout has settled, last:
     * after the service answered, so a page that navigates away on it cannot cut that call short, and on
     * a failure too (after `logout/failure`), since the reader still asked to leave the host's account.
     * The page's own `vf.session.logout()` does not publish it: the page asked, and the canonical handler
     * (`location.assign('/logout')`) would send it round to its logout page again.
     */
    async logout({ byReader = false }: { byReader?: boolean } = {}) {
      try {
        await api.logout(LOGOUT_TIMEOUT_MS)
      } catch (error) {
        ctx.bus.publish('authentication', 'logout/failure', error)
        if (byReader) ctx.bus.publish('authentication', 'logout')
        throw new VfError(ErrorCode.LogoutFailed, LoginMessages.logoutFailed, { cause: error })
      }
      signedOut()
      ctx.bus.publish('logout', 'success', { reason: byReader ? 'reader' : 'page' })
      ctx.bus.publish('tray', 'close')
      if (byReader) ctx.bus.publish('authentication', 'logout')
    },
  }
}
