/**
 * Which of the publisher's identity systems a site turned on (document 2 §4, §9), read by the watch that
 * starts only those (identity-watch.ts); and the page-address parameter of an OAuth answer. Start-up
 * code: nothing here needs the sign-in code (sign-in.ts).
 */
import type { SiteSettings } from '../../contracts/settings'
import { isOn } from '../../kernel/lib/settings'

/** The page-address parameter an OAuth provider's redirect carries its answer in (used once, at start-up). */
export const OAUTH_PARAM = 'mode_data'

export interface PageIntegrations {
  gigya: boolean
  janrain: boolean
  /** The integrated LoginRadius interface: turned on, with both its API key and its app name. */
  loginRadius: boolean
}

export function pageIntegrations(settings: Partial<SiteSettings>): PageIntegrations {
  const { loginradius_api_key: apiKey, loginradius_app_name: appName } = settings
  return {
    gigya: isOn(settings.authprovider_gigya_poll),
    janrain: isOn(settings.authprovider_janrain_enabled),
    loginRadius: isOn(settings.enable_integrated_loginradius) && typeof apiKey === 'string' && apiKey !== '' && typeof appName === 'string' && appName !== '',
  }
}
