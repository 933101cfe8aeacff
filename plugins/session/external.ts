/**
 * Sign-in through identity systems that live in the publisher's page (document 2 §4, §5, §7, §9):
 * OAuth (the provider's answer exchanged through the legacy login request; "OAuth login failed" for any
 * failure, including an answer that holds an error), Gigya and Janrain (their sign-ins, found by the
 * watch in identity-watch.ts, exchanged for ours), and the integrated LoginRadius interface (prepared only
 * when the site enables it and configured both its API key and app name). Part of the sign-in code,
 * fetched when first used.
 */
import type { LoginResult, User } from '../../contracts/entities/user'
import type { PluginContext } from '../../contracts/plugin'
import type { SiteSettings } from '../../contracts/settings'
import { trustedScriptURL } from '../../kernel/lib/trusted-types'
import { isOn } from '../../kernel/lib/settings'
import { ErrorCode, VfError } from '../../kernel/errors'
import { LoginMessages } from './login'
import { sessionApi } from './api'
import type { GigyaUser, IdentityExchange, IdentityHost } from './identity-watch'

export const OAUTH_FAILED = 'OAuth login failed'
/** The LoginRadius browser SDK the integrated interface needs. */
export const LOGINRADIUS_SDK = 'https://auth.lrcontent.com/v2/js/LoginRadiusV2.js'
export { OAUTH_PARAM } from './integrations'

type Answer = { user: User; isNewUser?: boolean }
type Attempt = (loginType: string, call: () => Promise<Answer>) => Promise<LoginResult>

export type { GigyaUser, IdentityHost } from './identity-watch'

export interface ExternalDeps {
  ctx: PluginContext
  settings: () => Partial<SiteSettings>
  attempt: Attempt
  host: IdentityHost
}

export function createExternalLogins({ ctx, settings, attempt, host }: ExternalDeps): IdentityExchange & { oauth(modeData?: unknown): Promise<LoginResult>; stop(): void } {
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

  /** A Gigya sign-in (a complete one: identity-watch.ts checks it) exchanged for ours. */
  const gigya = (user: Required<GigyaUser>) =>
    attempt('gigya', () => api.legacyLogin('loginGigya', { uid: user.UID, uid_signature: user.UIDSignature, uid_timestamp: String(user.signatureTimestamp), step: 'login' }))

  /** A Janrain access token exchanged for our sign-in. */
  const janrain = (token: string) => attempt('janrain', () => api.janrain(token))

  /** The integrated LoginRadius interface: its SDK and a one-time token, only when fully configured. */
  const startLoginRadius = async () => {
    const s = settings()
    const apiKey = String(s.loginradius_api_key)
    const appName = String(s.loginradius_app_name)
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
    gigya,
    janrain,
    startLoginRadius,
    stop() {
      stopped = true
    },
  }
}
