/**
 * The session service client (document 2 §7): one function per call, paths built in one place. Answers
 * are unwrapped by the HTTP client; failures reject with its HttpError (status and message). What a call
 * means for the reader (publishing, the store, retries) stays with its caller.
 */
import type { Statistics } from '../../contracts/entities/statistics'
import type { User } from '../../contracts/entities/user'
import type { PluginContext } from '../../contracts/plugin'
import { Constants } from '../../contracts/constants'
import { requireParam } from '../../kernel/lib/required'

/** What a login call answers: the reader, and whether the account was made by it. */
export type LoginAnswer = { user: User; isNewUser?: boolean }

/** The legacy login requests (`GET /?u=login&json=…`) Gigya and OAuth share. */
export type LegacyLoginType = 'loginGigya' | 'loginOAuth'

export interface SignupBody {
  name: string
  email: string
  password: string
  /** The captcha answer. */
  captcha: string
}

export function sessionApi(ctx: PluginContext) {
  const api = () => ctx.config.endpoints.api
  const v1 = () => ctx.config.endpoints.v1
  const section = () => requireParam(ctx.store.getState().site?.settings.section_id, 'section id')
  /** The notifications service's subscriptions of this section. */
  const subscriptions = () => `${ctx.config.endpoints.notifications}/subscriptions/${section()}`
  /** A token sent to a login path of the users service. */
  const tokenLogin = (path: string, token: string) => ctx.http.request<LoginAnswer>({ method: 'POST', url: `${api()}/${path}`, json: { token } })

  return {
    // Accounts
    /**
     * A captcha answer. With a site key a real captcha provider answers; without one (development)
     * the reference service's verifier issues a one-time answer.
     */
    captcha: async (): Promise<string> => (await ctx.http.request<{ token: string }>({ url: `${ctx.config.endpoints.root}/dev/captcha` })).token,
    /** Signs up and in at once. */
    signup: (body: SignupBody) =>
      ctx.http.request<LoginAnswer>({
        method: 'POST',
        url: `${api()}/users`,
        json: { name: body.name, email: body.email, password: body.password, login: true, 'g-recaptcha-response': body.captcha },
      }),
    /** Mails a password reset link. */
    requestPasswordReset: (email: string) => ctx.http.request<{ sent: boolean }>({ method: 'POST', url: `${api()}/account/password`, json: { email } }),
    /** A new password, with the reset link's token. */
    setPassword: (token: string, password: string) => ctx.http.request<{ reset: boolean }>({ method: 'PUT', url: `${api()}/account/password`, json: { token, password } }),
    /** Confirms an address, with the verification link's token. */
    verifyEmail: (token: string) => ctx.http.request<User>({ method: 'POST', url: `${api()}/users/verify-email`, json: { token } }),

    // Logins
    email: (email: string, password: string) => ctx.http.request<LoginAnswer>({ method: 'POST', url: `${api()}/users/login`, json: { email, password } }),
    cookie: (token: string) => tokenLogin('users/login/cookie', token),
    openIdConnect: (token: string) => tokenLogin('users/login/openidconnect', token),
    loginRadius: (token: string) => tokenLogin('users/loginradiuslogin', token),
    /** A social login's token (from the popup, the poll, the page address or the site's setting). */
    social: (token: string) => tokenLogin('users/sociallogin', token),
    janrain: (token: string) => tokenLogin('users/login/janrain/oauth', token),
    /** The social login popup's result for a reader who polls for it (the token, taken once). */
    socialResult: async (client: string): Promise<string> => (await ctx.http.request<{ token: string }>({ url: `${api()}/users/logincache/get`, query: { id: client } })).token,
    /** The legacy login request; a provider's error comes back inside a successful answer. */
    legacyLogin: (type: LegacyLoginType, params: Record<string, unknown>) =>
      ctx.http.request<LoginAnswer & { error?: unknown }>({ url: `${api()}/`, query: { u: 'login', json: JSON.stringify({ requests: [{ api: 'user', type, params }], site: ctx.config.site }) } }),
    /** A one-time token for the integrated LoginRadius interface. */
    loginRadiusSott: (siteUUID: string) => ctx.http.request<{ sott: string }>({ method: 'POST', url: `${ctx.config.endpoints.auth}/loginradius/sott`, json: { siteUUID } }),
    logout: (timeoutMs: number) => ctx.http.request({ method: 'DELETE', url: `${api()}/users/logout`, timeoutMs }),

    // Users
    /** The signed-in reader's record (or whatever the service answers for the stored login). */
    currentUser: <T = User>() => ctx.http.request<T>({ url: `${api()}/users/current` }),
    user: (uuid: string) => ctx.http.request<User>({ url: `${api()}/users/${uuid}` }),
    statistics: (uuid: string) => ctx.http.request<Statistics>({ url: `${api()}/${section()}/users/${requireParam(uuid, 'user id')}/statistics` }),
    removeAvatar: (uuid: string) => ctx.http.request<User>({ method: 'DELETE', url: `${api()}/users/${uuid}/avatar` }),
    /** Profile changes as form data (the avatar upload). */
    updateUser: (uuid: string, form: FormData) => ctx.http.request<User>({ method: 'PATCH', url: `${api()}/users/${uuid}`, form }),

    // Follow and mute
    followers: () => ctx.http.request<{ subscriptions: Array<{ user_uuid: string; date_created: number }> }>({ url: `${subscriptions()}/users/subscribers`, query: { limit: Constants.followListLimit } }),
    following: () => ctx.http.request<{ subscriptions: Array<{ user_uuid: string; date_created: number }> }>({ url: `${subscriptions()}/users/subscriptions`, query: { limit: Constants.followListLimit } }),
    followUser: (uuid: string) => ctx.http.request({ method: 'POST', url: `${subscriptions()}/users/${uuid}` }),
    /** A follow made from a page (the v1 call). */
    followUserFromPage: (uuid: string, pageId: string) => ctx.http.request({ method: 'PUT', url: `${v1()}/follows/${uuid}`, json: { page_id: pageId } }),
    unfollowUser: (uuid: string) => ctx.http.request({ method: 'DELETE', url: `${subscriptions()}/users/${uuid}` }),
    mutes: (uuid: string) => ctx.http.request<Array<{ uuid: string; date_muted: number }>>({ url: `${v1()}/mutes/${uuid}`, query: { limit: Constants.muteListLimit } }),
    setMuted: (uuid: string, muted: boolean) => ctx.http.request({ method: muted ? 'PUT' : 'DELETE', url: `${v1()}/mutes/${uuid}` }),
  }
}

export type SessionApi = ReturnType<typeof sessionApi>
