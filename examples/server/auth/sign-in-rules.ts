/**
 * Who may sign in, decided by the service and not only by the client (document 2 §5): each login method
 * counts only when the site turned it on, read from the same setting the client reads for it
 * (plugins/session/login.ts, external.ts, ruler.ts `user.login`).
 */
import type { FastifyRequest } from 'fastify'
import type { SiteSettings } from '../../../contracts/settings'
import type { ServerConfig } from '../config'
import type { Db } from '../db'
import { forbidden } from '../errors'
import { sectionByDomain, type Section } from '../sections'

/** The exact refusal of document 2 §5 and §8, which publishers already handle. */
export const LOGIN_NOT_ENABLED = 'This login method is not currently enabled on this site'

export type LoginMethod = 'email' | 'signup' | 'cookie' | 'openidconnect' | 'social' | 'loginradius' | 'janrain' | 'gigya' | 'oauth'

type Settings = Partial<Record<keyof SiteSettings, unknown>>

/** A switch as the client reads it: sent as a boolean, 0/1 or '0'/'1'; absent or empty is off. */
const on = (value: unknown) => value !== undefined && value !== null && value !== 0 && value !== false && value !== '0' && value !== ''

const ENABLED: Record<LoginMethod, (settings: Settings) => boolean> = {
  // The product's own forms (widget logins): off when the publisher signs readers in itself.
  email: (s) => !on(s.disable_widget_logins),
  signup: (s) => !on(s.disable_widget_logins),
  // The publisher's cookie is configured by naming it.
  cookie: (s) => typeof s.authprovider_custom_cookie_name === 'string' && s.authprovider_custom_cookie_name.trim() !== '',
  openidconnect: (s) => on(s.authprovider_oidc_enabled),
  loginradius: (s) => on(s.authprovider_loginradius_enabled),
  janrain: (s) => on(s.authprovider_janrain_enabled),
  gigya: (s) => on(s.authprovider_gigya_poll),
  oauth: (s) => on(s.authprovider_oauth_enabled),
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
