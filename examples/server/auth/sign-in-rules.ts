/**
 * Who may sign in, decided by the service and not only by the client (document 2 §5, §6, §8): each login
 * method counts only when the site turned it on, read from the same setting the client reads for it
 * (plugins/session/login.ts, external.ts, ruler.ts `user.login`), and nobody under a login ban gets
 * tokens, whichever way they sign in or refresh.
 */
import type { FastifyRequest } from 'fastify'
import type { SiteSettings } from '../../../contracts/settings'
import type { ServerConfig } from '../config'
import type { Db } from '../db'
import { forbidden } from '../errors'
import { sectionByDomain, type Section } from '../sections'
import { isOn } from '../../../kernel/lib/settings'

/** Ban codes of document 2 §8. */
export const API_CODE = { bannedFromPosting: 65540, loginBanned: 262151, signupBanned: 458753 } as const

/** The exact refusal of document 2 §5 and §8, which publishers already handle. */
export const LOGIN_NOT_ENABLED = 'This login method is not currently enabled on this site'

export type LoginMethod = 'email' | 'signup' | 'cookie' | 'openidconnect' | 'social' | 'loginradius' | 'janrain' | 'gigya' | 'oauth'

type Settings = Partial<Record<keyof SiteSettings, unknown>>

const ENABLED: Record<LoginMethod, (settings: Settings) => boolean> = {
  // The product's own forms (widget logins): off when the publisher signs readers in itself.
  email: (s) => !isOn(s.disable_widget_logins),
  signup: (s) => !isOn(s.disable_widget_logins),
  // The publisher's cookie is configured by naming it.
  cookie: (s) => typeof s.authprovider_custom_cookie_name === 'string' && s.authprovider_custom_cookie_name.trim() !== '',
  openidconnect: (s) => isOn(s.authprovider_oidc_enabled),
  loginradius: (s) => isOn(s.authprovider_loginradius_enabled),
  janrain: (s) => isOn(s.authprovider_janrain_enabled),
  gigya: (s) => isOn(s.authprovider_gigya_poll),
  oauth: (s) => isOn(s.authprovider_oauth_enabled),
  // No site setting governs the social providers (document 2 §3 lists none): the route checks the provider list.
  social: () => true,
}

export function loginMethodEnabled(settings: Record<string, unknown>, method: LoginMethod): boolean {
  return ENABLED[method](settings as Settings)
}

/** The site a sign-in is for: the one the request's host names, as sign-up and bootstrap find it. */
export function siteOf(db: Db, config: Pick<ServerConfig, 'development'>, request: FastifyRequest): Promise<Section> {
  return sectionByDomain(db, request.headers.host ?? 'localhost', config.development)
}

/** The request's site, once it is known that `method` is turned on there; 403 otherwise. */
export async function requireLoginMethod(db: Db, config: Pick<ServerConfig, 'development'>, request: FastifyRequest, method: LoginMethod): Promise<Section> {
  const section = await siteOf(db, config, request)
  if (!loginMethodEnabled(section.settings, method)) throw forbidden(LOGIN_NOT_ENABLED)
  return section
}

/**
 * Refuses a user under an active login ban with its code, reason, end date (seconds) and permanence: the
 * one answer of every sign-in route and of the token refresh, which the client reads as login_banned.
 */
export async function refuseLoginBanned(db: Db, userUuid: string): Promise<void> {
  const ban = await db.one<{ is_permanent: boolean; user_message: string | null; date_expired: Date | null }>(
    `select is_permanent, user_message, date_expired from bans
     where user_uuid = $1 and ban_level = 'login' and (is_permanent or date_expired > now()) order by date_created desc limit 1`,
    [userUuid],
  )
  if (!ban) return
  throw forbidden('This account is banned from signing in.', {
    api_code: API_CODE.loginBanned,
    reason: ban.user_message ?? '',
    end_date: ban.date_expired ? Math.floor(new Date(ban.date_expired).getTime() / 1000) : null,
    permanent: ban.is_permanent === true,
  })
}
