/**
 * The platform services every plugin gets on its context (`ctx.http`, `ctx.storage`, `ctx.i18n`,
 * `ctx.status`), added to the plugin contract by declaration merging as the design intends.
 */
import type { ServiceExtension } from './plugins'
import type { Cookies } from './cookies'
import type { HttpClient } from './http/client'
import type { I18n } from './i18n'
import type { PageService } from './page/pages'
import type { RequestStatusStore } from './request-status'
import type { ProductStorage } from './storage'
import type { Timers } from './with-timeout'

declare module '../contracts/plugin' {
  interface PluginServices {
    /** Calls to the product's services: tokens, XSRF, refresh and errors handled. */
    readonly http: HttpClient
    /** localStorage/sessionStorage that never throws. */
    readonly storage: ProductStorage
    /** Translations: `ctx.i18n.t(key)`, `ctx.i18n.load(namespace)`. */
    readonly i18n: I18n
    /** Per-key request status for status lines. */
    readonly status: RequestStatusStore
    /** The page a widget discusses and its content container. */
    readonly pages: PageService
    /** First-party cookies (the publisher's login cookie is read here). */
    readonly cookies: Cookies
    /** Public page API members a plugin provides (`vf.session.logout`…), withdrawn with the plugin. */
    readonly api: { expose(path: string, fn: (...args: any[]) => unknown): void }
    /** The product's clock: what widgets tick by and schedule with (tests drive it by hand). */
    readonly clock: Clock
  }
}

export interface Clock {
  now(): number
  readonly timers: Timers
}

export interface PlatformServices {
  http: HttpClient
  storage: ProductStorage
  cookies: Cookies
  i18n: () => I18n
  status: RequestStatusStore
  pages: () => PageService
  /** Sets `vf.<path>`; returns the function that puts back what was there. */
  expose: (path: string, fn: (...args: any[]) => unknown) => () => void
  clock: Clock
}

export function serviceExtensions(services: PlatformServices): ServiceExtension[] {
  return [
    { name: 'http', create: () => services.http },
    { name: 'storage', create: () => services.storage },
    { name: 'i18n', create: () => services.i18n() },
    { name: 'status', create: () => services.status },
    { name: 'pages', create: () => services.pages() },
    { name: 'cookies', create: () => services.cookies },
    { name: 'clock', create: () => services.clock },
    { name: 'api', create: (_plugin, onDispose) => ({ expose: (path: string, fn: (...args: any[]) => unknown) => onDispose(services.expose(path, fn)) }) },
  ]
}
