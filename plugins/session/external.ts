/**
 * Sign-in through identity systems that live in the publisher's page (document 2 §4, §5, §7, §9):
 * OAuth (the provider's answer exchanged through the legacy login request; "OAuth login failed" for any
 * failure, including an answer that holds an error), Gigya and Janrain (their scripts are awaited on a
 * fixed schedule, then their sign-ins are exchanged for ours), and the integrated LoginRadius interface
 * (loaded only when the site enables it and configured both its API key and app name).
 */
import type { LoginResult, User } from '../../contracts/entities/user'
import type { PluginContext } from '../../contracts/plugin'
import type { SiteSettings } from '../../contracts/settings'
import { Constants } from '../../contracts/constants'
import type { Timers } from '../../kernel/with-timeout'
import { trustedScriptURL } from '../../kernel/lib/trusted-types'
import { isOn } from '../../kernel/lib/settings'
import { ErrorCode, VfError } from '../../kernel/errors'
import { LoginMessages } from './login'
import { sessionApi } from './api'

export const OAUTH_FAILED = 'OAuth login failed'
/** The LoginRadius browser SDK the integrated interface needs. */
export const LOGINRADIUS_SDK = 'https://auth.lrcontent.com/v2/js/LoginRadiusV2.js'
/** The page-address parameter an OAuth provider's redirect carries its answer in. */
export const OAUTH_PARAM = 'mode_data'

type Answer = { user: User; isNewUser?: boolean }
type Attempt = (loginType: string, call: () => Promise<Answer>) => Promise<LoginResult>

/** The page's globals these integrations read (a fake window in tests). */
export interface IdentityHost {
  gigya?: {
    accounts?: {
      addEventHandlers?(handlers: { onLogin?: (event: GigyaUser) => void; onLogout?: () => void }): void
      getAccountInfo?(options: { callback: (answer: GigyaUser & { errorCode?: number }) => void }): void
    }
  }
  janrain?: { capture?: { ui?: unknown }; events?: { onCaptureLoginSuccess?: { addHandler?(handler: (result: { accessToken?: string }) => void): void } } }
  localStorage?: Pick<Storage, 'getItem'>
  document?: Document
}

export interface GigyaUser {
  UID?: string
  UIDSignature?: string
  signatureTimestamp?: string | number
}

export interface ExternalDeps {
  ctx: PluginContext
  settings: () => Partial<SiteSettings>
  timers: Timers
  attempt: Attempt
  isGuest: () => boolean
  host: IdentityHost
}

/** Checks `probe` now and every `everyMs` until it answers or `totalMs` has passed; undefined then. */
export function waitFor<T>(timers: Timers, probe: () => T | undefined, everyMs: number, totalMs: number, stopped: () => boolean): Promise<T | undefined> {
  return new Promise((resolve) => {
    let waited = 0
    const check = () => {
      if (stopped()) return resolve(undefined)
      let found: T | undefined
      try {
        found = probe()
      } catch {
        found = undefined
      }
      if (found !== undefined) return resolve(found)
      if (waited >= totalMs) return resolve(undefined)
      waited += everyMs
      timers.setTimeout(check, everyMs)
    }
    check()
  })
}

export function createExternalLogins({ ctx, settings, timers, attempt, isGuest, host }: ExternalDeps) {
  const api = sessionApi(ctx)
  let stopped = false

  const oauth = (modeData?: unknown): Promise<LoginResult> => {
    if (!isOn(settings().authprovider_oauth_enabled)) return Promise.reject(new VfError(ErrorCode.LoginMethodDisabled, LoginMessages.notEnabled))
    const page = ctx.store.getState().page?.url ?? ''
    const params = typeof modeData === 'string' && modeData !== '' ? { provider: 'oauth', callback_base: page, mode_data: modeData } : { provider: 'oauth', callback_base: page, step: 'login' }
    return attempt('oauth', async () => {
      let answer: (Answer & { error?: unknown }) | undefined
      try {
        answer = await api.legacyLogin('loginOAuth', params)
      } catch {
        throw new VfError(ErrorCode.LoginFailed, OAUTH_FAILED)
      }
      // A provider error comes back inside a successful answer.
      if (!answer || answer.error || !answer.user) throw new VfError(ErrorCode.LoginFailed, OAUTH_FAILED)
      return answer
    })
  }

  const gigyaLogin = (user: GigyaUser) => {
    if (!user.UID || !user.UIDSignature || user.signatureTimestamp === undefined) return
    attempt('gigya', () => api.legacyLogin('loginGigya', { uid: user.UID, uid_signature: user.UIDSignature, uid_timestamp: String(user.signatureTimestamp), step: 'login' })).catch(() => undefined)
  }

  /** Gigya: once its script is there, its sign-ins become ours, and a reader already signed in there is signed in here. */
  const startGigya = async () => {
    const accounts = await waitFor(timers, () => host.gigya?.accounts, Constants.gigyaCheckMs, Constants.gigyaCheckTotalMs, () => stopped)
    if (!accounts) {
      if (!stopped) ctx.log.debug('Gigya did not load within 60 s; Gigya sign-in is off for this page.')
      return
    }
    accounts.addEventHandlers?.({ onLogin: gigyaLogin })
    accounts.getAccountInfo?.({ callback: (answer) => void (answer.errorCode === 0 && isGuest() && gigyaLogin(answer)) })
  }

  const janrainLogin = (token: string | undefined, tried: Set<string>) => {
    if (!token || tried.has(token) || !isGuest()) return
    tried.add(token)
    attempt('janrain', () => api.janrain(token)).catch(() => undefined)
  }

  /** Janrain: wait for its interface, take its sign-in events, and watch for an access token it stored. */
  const startJanrain = async () => {
    const janrain = await waitFor(timers, () => (host.janrain?.capture?.ui ? host.janrain : undefined), Constants.janrainCheckMs, Constants.gigyaCheckTotalMs, () => stopped)
    if (!janrain) return
    const tried = new Set<string>()
    janrain.events?.onCaptureLoginSuccess?.addHandler?.((result) => janrainLogin(result.accessToken, tried))
    const token = () => host.localStorage?.getItem('janrainCaptureToken') ?? undefined
    await waitFor(timers, () => token() || undefined, Constants.janrainTokenCheckMs, Constants.gigyaCheckTotalMs, () => stopped || !isGuest())
    janrainLogin(token(), tried)
  }

  /** The integrated LoginRadius interface: its SDK and a one-time token, only when fully configured. */
  const startLoginRadius = async () => {
    const s = settings()
    const apiKey = s.loginradius_api_key
    const appName = s.loginradius_app_name
    if (!isOn(s.enable_integrated_loginradius) || typeof apiKey !== 'string' || !apiKey || typeof appName !== 'string' || !appName) return
    const document = host.document
    if (!document) return
    try {
      const { sott } = await api.loginRadiusSott(String(s.site_id ?? ''))
      if (stopped) return
      const script = document.createElement('script')
      script.src = trustedScriptURL(LOGINRADIUS_SDK)
      script.async = true
      script.dataset.vfLoginradius = ''
      document.head.append(script)
      ctx.bus.publish('loginradius', 'ready', { apiKey, appName, sott })
    } catch (error) {
      ctx.log.warn('The LoginRadius interface could not be prepared.', error)
    }
  }

  return {
    oauth,
    /** Starts the page integrations the site enabled; each waits for its script on its own schedule. */
    start() {
      if (isOn(settings().authprovider_gigya_poll)) void startGigya()
      if (isOn(settings().authprovider_janrain_enabled)) void startJanrain()
      void startLoginRadius()
    },
    stop() {
      stopped = true
    },
  }
}
