/**
 * The session plugin: who the visitor is. It rules permissions, provides `vf.context.get('user')`,
 * exposes `vf.session.logout` and `vf.session.login.*`, resumes a returning reader's stored login when
 * bootstrap calls them a guest, keeps the session fresh (every 270 s), and answers start-up's auto-login
 * request with the publisher's cookie when the site uses one.
 */
import type { LoginResult, User, UserContext } from '../../contracts/entities/user'
import type { Plugin } from '../../contracts/plugin'
import { Constants } from '../../contracts/constants'
import { guestUser } from '../../kernel/lib/guest'
import { isGuestUser } from '../../kernel/lib/ids'
import { withTimeout } from '../../kernel/with-timeout'
import type { Statistics } from '../../contracts/entities/statistics'
import type { SignupParams } from './accounts'
import { watchIdentitySystems, type IdentityHost } from './identity-watch'
import { OAUTH_PARAM } from './integrations'
import { createPendingAction, type PendingAction } from './pending-action'
import type { PopupHost } from './popup'
import { createReferral } from './referral'
import { createUserRefresh } from './refresh'
import { resumeStoredLogin } from './resume'
import { createRuler } from './ruler'
import { createSocialGraph, emptyGraph, type Follow } from './social-graph'
import { SESSION_NAMESPACE, type SessionState } from './state'
import type { SignIn } from './sign-in'
import { openVerificationDialog } from './verification-link'

/**
 * How long start-up waits for a returning reader's login to be resumed before the widgets show. Within
 * the plugin setup budget (5 s); past it, the widgets show a guest until the answer signs the reader in.
 */
export const RESUME_WAIT_MS = 2_000

declare module '../../contracts/actions' {
  interface Actions {
    /** Sign in with e-mail and password. */
    'session.login': { params: { email: string; password: string }; result: LoginResult }
    /** The reader signs out in the product; the page hears `authentication`/`logout` (document 4 §3). */
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
    /** OAuth sign-in with the provider's answer (`mode_data`), or its first step without one. */
    'session.login_oauth': { params: { mode_data?: string }; result: LoginResult }
    /** Follow a user (from a page: `page_id` credits it). */
    'session.follow_user': { params: { uuid: string; page_id?: string }; result: Follow }
    'session.unfollow_user': { params: { uuid: string }; result: void }
    /** Follow a page's discussions. */
    /** Mute a user: false when skipped (muting off on the site, or a guest). */
    'session.mute': { params: { uuid: string }; result: boolean }
    'session.unmute': { params: { uuid: string }; result: boolean }
    /** A new profile picture (form data upload). */
    'session.upload_avatar': { params: { file: Blob }; result: void }
    'session.remove_avatar': { params: Record<string, never>; result: void }
    /** A new display name: resolves with the reader's record as the service now has it (the name, or the one awaiting approval). */
    'session.update_profile': { params: { name: string }; result: User }
    /** A user's statistics (the reader's own by default). */
    'session.statistics': { params: { uuid?: string }; result: Statistics }
    /** Keep a guest's unfinished comment through a sign-in (one hour). */
    'session.save_pending': { params: { name: string; comment: string; container?: string }; result: PendingAction }
    /** The kept comment, once, unless it expired. */
    'session.take_pending': { params: { container?: string }; result: PendingAction | undefined }
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

/** Reads a one-time parameter from the page address and removes it from the address bar. */
function takeParam(address: string, name: string): string | undefined {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return undefined
  }
  const value = url.searchParams.get(name)
  if (!value) return undefined
  url.searchParams.delete(name)
  try {
    if (typeof history !== 'undefined' && typeof location !== 'undefined' && location.href === address) history.replaceState(history.state, '', url.href)
  } catch {
    // A sandboxed page may refuse; the value is still used once.
  }
  return value
}

export interface SessionOptions {
  /** The window the social login popup opens from (the page's by default). */
  popupHost?: PopupHost
  /** The page globals Gigya, Janrain and LoginRadius live in (the page's window by default). */
  identityHost?: IdentityHost
}

export function sessionPlugin(options: SessionOptions = {}): Plugin {
  return {
    name: 'session',
    // Document 4 §2 names these (and the v1 global offers them too, §1): the loader stubs them for early calls.
    publicApi: {
      paths: ['session.logout', 'session.login.cookie', 'session.login.openIdConnect', 'session.login.loginRadius', 'session.login.social', 'session.login.jwt'],
      v1: true,
    },
    async setup(ctx) {
      const { timers, now } = ctx.clock
      const site = () => ctx.store.getState().site
      const settings = () => site()?.settings ?? {}
      const initial: SessionState = { user: site()?.user ?? guestUser() }
      const state = ctx.store.slice('session', initial)
      ctx.i18n.registerNamespace(SESSION_NAMESPACE, (locale) => import(`./locales/${locale}.ts`))
      const user = () => state.getState().user

      const setUser = (next: User, loginType?: string) => {
        state.update((draft) => {
          draft.user = next
          draft.loginType = loginType
        })
        ctx.bus.publish('user', 'changed', next)
      }
      /** The same reader, newer data. */
      const updateUser = (next: User) => setUser(next, state.getState().loginType)
      const graph = ctx.store.slice('graph', emptyGraph())
      const socialGraph = createSocialGraph({ ctx, graph, user, setUser: updateUser, settings, now })
      const refresh = createUserRefresh({ ctx, timers, user, updateUser, statistics: socialGraph.statistics })
      const referral = createReferral(ctx.storage, now)
      const pending = createPendingAction(ctx.storage, now)
      const loadGraph = () => void socialGraph.load().catch((error) => ctx.log.warn('Follows and mutes could not be read.', error))

      ctx.permissions.setRuler(createRuler(() => ({ user: user(), settings: settings(), now })))
      ctx.contexts.provide('user', () => userContext(user()))

      /**
       * Any sign-in (login, sign-up, social…): the user, then close what asked for it, lift a guest
       * paywall, read push state again, credit a new account to its referral, and refresh.
       */
      const signedIn = (result: LoginResult) => {
        setUser(result.user, result.loginType)
        ctx.bus.publish('user', 'login', result.user)
        ctx.bus.publish('tray', 'close')
        ctx.bus.publish('push', 'reset')
        ctx.bus.publish('paywall', 'destroy')
        ctx.bus.publish('analytics', 'login', { loginType: result.loginType })
        if (result.isNewUser) {
          const from = referral.read()
          ctx.bus.publish('analytics', 'signup', { loginType: result.loginType, ...(from ? { referral: from } : {}) })
        }
        referral.clear()
        refresh.schedule()
        loadGraph()
      }
      // The sign-in code (logins, sign-up, sign-out, the page's identity systems: sign-in.ts) is its own
      // chunk, fetched once when first needed: most page views only read, as a guest or a reader whose
      // login is resumed, and never download it.
      const identityHost = options.identityHost ?? ((globalThis as { window?: IdentityHost }).window ?? {})
      let disposed = false
      let made: SignIn | undefined
      let loading: Promise<SignIn> | undefined
      const signIn = (): Promise<SignIn> =>
        (loading ??= import('./sign-in').then(
          ({ createSignIn }) => {
            made = createSignIn({
              ctx,
              settings,
              timers,
              popupHost: options.popupHost ?? (globalThis as unknown as { window: PopupHost }).window,
              identityHost,
              signedIn,
              signedOut() {
                ctx.http.clearLogin()
                refresh.stop()
                graph.update(() => emptyGraph())
                setUser(guestUser())
                ctx.bus.publish('analytics', 'logout')
              },
            })
            if (disposed) made.external.stop()
            return made
          },
          (error: unknown) => {
            // A chunk that could not be fetched (offline): the next call tries again.
            loading = undefined
            throw error
          },
        ))
      // Gigya, Janrain and LoginRadius where the site turned them on: watched from start-up, their
      // sign-ins exchanged by the sign-in code.
      const identities = watchIdentitySystems({ ctx, settings, timers, isGuest: () => isGuestUser(user()), host: identityHost, exchange: async () => (await signIn()).external })
      ctx.onDispose(() => {
        disposed = true
        identities.stop()
        made?.external.stop()
      })
      ctx.onDispose(() => refresh.stop())

      // What asked for sign-in is remembered for the signup analytics; any login result forgets it.
      ctx.bus.subscribe('authentication', 'required', ({ trigger }) => referral.remember(trigger))
      ctx.bus.subscribe('login', 'failure', () => referral.clear())

      ctx.actions.register('session.login', async ({ email, password }) => (await signIn()).login.email(email, password), { guard: { subject: 'user', action: 'login' } })
      // The action is the product's own "Log out" (the tray's); `vf.session.logout()` is the page's.
      ctx.actions.register('session.logout', async () => (await signIn()).login.logout({ byReader: true }))
      ctx.actions.register('session.signup', async (params) => (await signIn()).accounts.signup(params), { guard: { subject: 'user', action: 'login' } })
      ctx.actions.register('session.captcha', async () => (await signIn()).accounts.captcha(), { interceptable: false })
      ctx.actions.register('session.reset_password', async ({ email }) => (await signIn()).accounts.requestPasswordReset(email))
      ctx.actions.register('session.set_password', async ({ token, password }) => (await signIn()).accounts.setPassword(token, password))
      ctx.actions.register('session.verify_email', async ({ token }) => {
        const verified = await (await signIn()).accounts.verifyEmail(token)
        // The reader confirmed while signed in: their record here follows.
        if (verified.uuid === user().uuid) setUser(verified, state.getState().loginType)
        return verified
      })

      ctx.actions.register('session.login_oauth', async ({ mode_data }) => (await signIn()).external.oauth(mode_data), { guard: { subject: 'user', action: 'login' } })
      ctx.actions.register('session.follow_user', (params) => socialGraph.follow(params), {
        guard: { subject: 'user', action: 'follow', resource: ({ uuid }) => ({ uuid, isMuted: !!graph.getState().muted[uuid] }) },
      })
      ctx.actions.register('session.unfollow_user', (params) => socialGraph.unfollow(params), { guard: { subject: 'user', action: 'follow' } })
      // Not guarded: muting is skipped, not refused, when it is off or for a guest (document 2 §5).
      ctx.actions.register('session.mute', (params) => socialGraph.mute(params))
      ctx.actions.register('session.unmute', (params) => socialGraph.unmute(params))
      ctx.actions.register('session.upload_avatar', (params) => socialGraph.uploadAvatar(params), { guard: { subject: 'user', action: 'update_avatar' } })
      ctx.actions.register('session.remove_avatar', () => socialGraph.removeAvatar(), { guard: { subject: 'user', action: 'update_avatar' } })
      ctx.actions.register('session.update_profile', (params) => socialGraph.updateProfile(params), { guard: { subject: 'user', action: 'update_name' } })
      ctx.actions.register('session.statistics', (params) => socialGraph.statistics(params))
      ctx.actions.register('session.save_pending', (params) => pending.save(params), { interceptable: false })
      ctx.actions.register('session.take_pending', ({ container }) => pending.take(container), { interceptable: false })

      ctx.api.expose('session.logout', async () => (await signIn()).login.logout())
      ctx.api.expose('session.login.cookie', async (value?: unknown) => (await signIn()).login.cookie(value))
      ctx.api.expose('session.login.openIdConnect', async (token?: unknown) => (await signIn()).login.openIdConnect(token))
      ctx.api.expose('session.login.loginRadius', async (token?: unknown) => (await signIn()).login.loginRadius(token))
      ctx.api.expose('session.login.jwt', async (token?: unknown) => (await signIn()).login.jwt(token))
      ctx.api.expose('session.login.social', async (provider?: unknown, mode?: unknown) => (await signIn()).login.social(provider, mode))

      // The service refused the refresh token and the stored login is gone: the reader is a guest again,
      // without their follows and mutes. (A refresh that merely failed keeps the login: the next tick retries.)
      ctx.bus.subscribe('session', 'expired', () => {
        if (isGuestUser(user())) return
        refresh.stop()
        graph.update(() => emptyGraph())
        setUser(guestUser())
        // The page hears of it as of any sign-out (once, with why), so a page that tracks the reader's
        // state does not keep showing them signed in. Not `authentication`/`logout`: that asks the page
        // to end its own session too, which the product's login running out is no reason for.
        ctx.bus.publish('logout', 'success', { reason: 'expired' })
      })

      /** A signed-in reader's page view: their follows and mutes, fresh notifications, the user refresh. */
      const signedInView = () => {
        loadGraph()
        refresh.schedule()
      }
      if (!isGuestUser(user())) signedInView()
      const resuming = resumeStoredLogin({
        ctx,
        user,
        // The reader came back with the session refresh, one of the user fetches (document 2 §7).
        resumed(reader) {
          setUser(reader)
          ctx.bus.publish('user', 'fetch', user())
          signedInView()
        },
      })

      // Start-up is over when it asks for the auto logins: ready is announced and the page's subscribers
      // are in. Who the visitor is goes out once per page view, after a stored login being resumed has
      // decided it and before an auto login changes it.
      let loaded = false
      const announceLoaded = () => {
        if (loaded) return
        loaded = true
        ctx.bus.publish('user', 'loaded', user())
      }

      // Start-up's auto logins (document 2 §4). Failures are already announced as login/failure; the
      // page carries on as a guest. A stored login being resumed decides first whether there is a guest.
      ctx.bus.subscribe('session', 'auto-login', (request) => {
        const autoLogin = () => {
          announceLoaded()
          identities.start()
          const name = settings().authprovider_custom_cookie_name
          const cookie = typeof name === 'string' && name !== '' && !!ctx.cookies.get(name)
          const token = request?.autosociallogin || (typeof settings().autosociallogin === 'string' ? settings().autosociallogin : '')
          const guest = isGuestUser(user())
          // Nothing to sign in with: the sign-in code is not fetched.
          if (!guest || !(cookie || oauthAnswer || token)) return
          signIn().then(
            ({ login, external }) => {
              if (!isGuestUser(user())) return
              if (cookie) login.cookie().catch(() => undefined)
              else if (oauthAnswer) external.oauth(oauthAnswer).catch(() => undefined)
              if (token) login.socialToken(token).catch(() => undefined)
            },
            (error: unknown) => ctx.log.warn('The automatic login could not start.', error),
          )
        }
        if (resuming) void resuming.then(autoLogin).catch((error) => ctx.log.warn('The auto login could not start.', error))
        else autoLogin()
      })

      const page = ctx.store.getState().page
      if (page?.url && typeof document !== 'undefined') openVerificationDialog(ctx, page.url, document)
      // An OAuth provider sends the reader back with its answer in the address: used once, then removed.
      const oauthAnswer = page?.url ? takeParam(page.url, OAUTH_PARAM) : undefined

      let handle: unknown
      const schedule = () => {
        handle = timers.setTimeout(() => {
          if (!isGuestUser(user()) && ctx.http.hasLogin()) void ctx.http.refresh()
          schedule()
        }, Constants.sessionRefreshMs)
      }
      schedule()
      ctx.onDispose(() => timers.clearTimeout(handle))

      // The widgets mount after setup: they show the resumed reader rather than a guest who then turns
      // into them. A slow answer is not waited for past the budget; it signs the reader in when it lands.
      if (resuming) await withTimeout(() => resuming, { ms: RESUME_WAIT_MS, timers }).catch(() => undefined)
    },
  }
}
