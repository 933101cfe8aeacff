/**
 * Watching the publisher's identity systems from start-up (document 2 §4, §9): Gigya's and Janrain's
 * scripts are awaited on a fixed schedule (every second for Gigya, for 60 s), and once there their
 * sign-ins are taken; the integrated LoginRadius interface is prepared at once. Only the watching lives
 * here, in the session plugin's start-up code: exchanging a sign-in for ours is the sign-in code's
 * (external.ts), fetched when there is one to exchange — a page whose site turned Janrain on but that
 * carries no Janrain script never downloads it.
 */
import type { SiteSettings } from '../../contracts/settings'
import { Constants } from '../../contracts/constants'
import type { PluginContext } from '../../contracts/plugin'
import type { Timers } from '../../kernel/with-timeout'
import { pageIntegrations } from './integrations'

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

/** What the sign-in code does with what the watch finds (external.ts). */
export interface IdentityExchange {
  gigya(user: Required<GigyaUser>): Promise<unknown>
  janrain(token: string): Promise<unknown>
  startLoginRadius(): Promise<void>
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

export interface WatchDeps {
  ctx: PluginContext
  settings: () => Partial<SiteSettings>
  timers: Timers
  isGuest: () => boolean
  host: IdentityHost
  /** The sign-in code's exchanges, fetched on first use. */
  exchange: () => Promise<IdentityExchange>
}

export function watchIdentitySystems({ ctx, settings, timers, isGuest, host, exchange }: WatchDeps) {
  let stopped = false
  /** Runs one exchange; its outcome is announced (login/success, login/failure) by the sign-in code. */
  const run = (use: (exchange: IdentityExchange) => Promise<unknown>) =>
    void exchange()
      .then((found) => (stopped ? undefined : use(found)))
      .catch(() => undefined)

  const gigyaLogin = (user: GigyaUser) => {
    if (!user.UID || !user.UIDSignature || user.signatureTimestamp === undefined) return
    const complete = { UID: user.UID, UIDSignature: user.UIDSignature, signatureTimestamp: user.signatureTimestamp }
    run((found) => found.gigya(complete))
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
    run((found) => found.janrain(token))
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

  return {
    /** Starts the integrations the site enabled; each waits for its script on its own schedule. */
    start() {
      const on = pageIntegrations(settings())
      if (on.gigya) void startGigya()
      if (on.janrain) void startJanrain()
      if (on.loginRadius) run((found) => found.startLoginRadius())
    },
    stop() {
      stopped = true
    },
  }
}
