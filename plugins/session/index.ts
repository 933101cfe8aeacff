/**
 * The session plugin: who the visitor is. It rules permissions, provides `vf.context.get('user')`,
 * exposes `vf.session.logout` and `vf.session.login.*`, keeps the session fresh (every 270 s), and
 * answers start-up's auto-login request with the publisher's cookie when the site uses one.
 */
import type { LoginResult, User, UserContext } from '../../contracts/entities/user'
import type { Plugin } from '../../contracts/plugin'
import type { SiteSettings } from '../../contracts/settings'
import { guestUser } from '../../kernel/lib/guest'
import { isGuestUser } from '../../kernel/lib/ids'
import { realTimers, type Timers } from '../../kernel/with-timeout'
import { createAccounts, type SignupParams } from './accounts'
import { createLogin } from './login'
import type { PopupHost } from './popup'
import { createRuler } from './ruler'
import { openVerificationDialog } from './verification-link'

/** Session refresh period (document 2 §9). */
export const SESSION_REFRESH_MS = 270_000

declare module '../../contracts/actions' {
  interface Actions {
    /** Sign in with e-mail and password. */
    'session.login': { params: { email: string; password: string }; result: LoginResult }
    /** Sign out. */
    'session.logout': { params: Record<string, never>; result: void }
    /** Create an account (and sign in). */
    'session.signup': { params: SignupParams; result: LoginResult }
    /** A captcha answer for the sign-up form. */
    'session.captcha': { params: Record<string, never>; result: string }
    /** Mail a password-reset link. */
    'session.reset_password': { params: { email: string }; result: { sent: boolean } }
    /** Set a new password from a reset link's token. */
    'session.set_password': { params: { token: string; password: string }; result: { reset: boolean } }
    /** Confirm an e-mail address from a verification link's token. */
    'session.verify_email': { params: { token: string }; result: User }
  }
}

/** The fields `vf.context.get('user')` exposes (document 4 §2). */
const CONTEXT_FIELDS = [
  'anonymous', 'avatar_moderation_status', 'badge_trusted', 'ban_level', 'custom_badges', 'date_created', 'email', 'email_notice_frequency',
  'email_pending', 'email_verification_status', 'id', 'name', 'pic_large', 'pic_large_pending', 'pic_small', 'pic_small_pending',
  'processing_status', 'social_login_id', 'social_login_provider', 'subscriber_count', 'type', 'user_privilege', 'username_moderation_status', 'uuid',
] as const

/** The user as pages read it, with `data_count()`: 0 for a missing count, all null for a guest. */
export function userContext(user: User): UserContext {
  const context: Record<string, unknown> = {}
  for (const field of CONTEXT_FIELDS) if (user[field] !== undefined) context[field] = user[field]
  const guest = isGuestUser(user)
  const count = (value: number | undefined) => (guest ? null : (value ?? 0))
  return {
    ...(context as Omit<UserContext, 'data_count'>),
    data_count: async () => ({
      comments_made: count(user.comments_made),
      likes_received: count(user.likes_received),
      likes_made: count(user.likes_made),
      dislikes_made: count(user.dislikes_made),
      dislikes_received: count(user.dislikes_received),
    }),
  }
}

export interface SessionOptions {
  timers?: Timers
  now?: () => number
  /** The window the social login popup opens from (the page's by default). */
  popupHost?: PopupHost
}

export function sessionPlugin(options: SessionOptions = {}): Plugin {
  const timers = options.timers ?? realTimers
  const now = options.now ?? Date.now
  return {
    name: 'session',
    setup(ctx) {
      const site = () => ctx.store.getState().site as { user?: User; settings?: Partial<SiteSettings> } | undefined
      const settings = () => site()?.settings ?? {}
      const state = ctx.store.slice('session', { user: site()?.user ?? guestUser(), loginType: undefined as string | undefined })
      const user = () => state.getState().user

      const setUser = (next: User, loginType?: string) => {
        state.update((draft) => {
          draft.user = next
          draft.loginType = loginType
        })
        ctx.bus.publish('user', 'changed', next)
      }

      ctx.permissions.setRuler(createRuler(() => ({ user: user(), settings: settings(), now })))
      ctx.contexts.provide('user', () => userContext(user()))

      /** Any sign-in (login, sign-up, social…): the user, then close what asked for it and lift a guest paywall. */
      const signedIn = (result: LoginResult) => {
        setUser(result.user, result.loginType)
        ctx.bus.publish('user', 'login', result.user)
        ctx.bus.publish('tray', 'close')
        ctx.bus.publish('paywall', 'destroy')
      }
      const login = createLogin({
        ctx,
        settings,
        timers,
        popupHost: options.popupHost ?? (globalThis as unknown as { window: PopupHost }).window,
        signedIn,
        signedOut() {
          ctx.http.clearLogin()
          setUser(guestUser())
        },
      })

      ctx.actions.register('session.login', ({ email, password }) => login.email(email, password), { guard: { subject: 'user', action: 'login' } })
      ctx.actions.register('session.logout', () => login.logout())
      const accounts = createAccounts(ctx, signedIn)
      ctx.actions.register('session.signup', (params) => accounts.signup(params), { guard: { subject: 'user', action: 'login' } })
      ctx.actions.register('session.captcha', () => accounts.captcha(), { interceptable: false })
      ctx.actions.register('session.reset_password', ({ email }) => accounts.requestPasswordReset(email))
      ctx.actions.register('session.set_password', ({ token, password }) => accounts.setPassword(token, password))
      ctx.actions.register('session.verify_email', async ({ token }) => {
        const verified = await accounts.verifyEmail(token)
        // The reader confirmed while signed in: their record here follows.
        if (verified.uuid === user().uuid) setUser(verified, state.getState().loginType)
        return verified
      })

      ctx.api.expose('session.logout', () => login.logout())
      ctx.api.expose('session.login.cookie', (value?: unknown) => login.cookie(value))
      ctx.api.expose('session.login.openIdConnect', (token?: unknown) => login.openIdConnect(token))
      ctx.api.expose('session.login.loginRadius', (token?: unknown) => login.loginRadius(token))
      ctx.api.expose('session.login.jwt', (token?: unknown) => login.jwt(token))
      ctx.api.expose('session.login.social', (provider?: unknown, opts?: { poll?: boolean }) => login.social(provider, opts))

      // A failed refresh cleared the stored login: the visitor is a guest again.
      ctx.bus.subscribe('session', 'expired', () => setUser(guestUser()))

      ctx.bus.subscribe('session', 'auto-login', () => {
        const name = settings().authprovider_custom_cookie_name
        if (!isGuestUser(user()) || typeof name !== 'string' || !name || !ctx.cookies.get(name)) return
        // The failure is already announced as login/failure; the page carries on as a guest.
        login.cookie().catch(() => undefined)
      })

      const page = ctx.store.getState().page as { url?: string } | undefined
      if (page?.url && typeof document !== 'undefined') openVerificationDialog(ctx, page.url, document)

      let handle: unknown
      const schedule = () => {
        handle = timers.setTimeout(() => {
          if (!isGuestUser(user()) && ctx.http.hasLogin()) void ctx.http.refresh()
          schedule()
        }, SESSION_REFRESH_MS)
      }
      schedule()
      ctx.onDispose(() => timers.clearTimeout(handle))
    },
  }
}
