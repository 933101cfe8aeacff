/**
 * The paywall plugin (document 3 §1–§4, §7–§9; document 4 §2). Where the site enables its third-party
 * paywall integration (with its app id) and the page's path holds one of the wall fragments (every page
 * when none), it walls the comments:
 * - an anonymous visitor above the visible comments, by segment (the `segments` slice): the load-more area
 *   becomes the wall and the comments past the visible ones leave the page;
 * - a registered targeted user by their posts of the lookback window (counted by the service, wherever
 *   they posted; running.ts): the remaining count shows while it is positive, and at 0 the post and reply
 *   forms become the wall for the rest of the reset period.
 * It gates the comments' actions through interceptors (`live_comments.load_more`, `comments.post`,
 * `comments.reply`), so a publisher's own interceptor on them runs beside ours, in registration order.
 * The wall is an XState machine (paywall.machine.ts); its view fills the slots the comments widget leaves
 * (contracts/walls.ts). Sign-in (`paywall`/`destroy`) takes the wall down; the provider's release, its
 * error or an outdated browser release it. Each wall shown is `analytics`/`wall_view`.
 */
import type { Plugin } from '../../contracts/plugin'
import type { WallsState } from '../../contracts/walls'
import type { Decision } from './rules'
import type { ReleaseReason } from './paywall.machine'
import type { Provider, ProviderHost, ProviderOptions } from './provider'
import type { RunningPaywall, ThreadsHeard } from './running'
import { appliesTo, readOverrides, wallSettings } from './wall-settings'

export type PaywallStatus = 'idle' | 'checking' | 'open' | 'walled' | 'released'

/** The `paywall` slice: what the wall's view shows. */
export interface PaywallState {
  status: PaywallStatus
  decision: Decision | undefined
  reason: ReleaseReason | undefined
  /** The wall offers the product's sign-in (else the publisher's own, through the provider). */
  vfAuth: boolean
  /** The wall came up in answer to the reader (a press of load more, their last post): it takes the focus the gone control had. */
  byReader: boolean
}

declare module '../../contracts/store' {
  interface StoreSlices {
    paywall: PaywallState
  }
}

export interface PaywallOptions {
  /** The page's window and document (the browser's by default; absent in Node: no wall is drawn). */
  host?: ProviderHost
  /** Can this browser run the wall? (modern DOM features by default) An outdated one gets no wall. */
  supported?: () => boolean
  /** Makes the third-party provider (its script from `endpoints.paywallProvider` by default); tests bind a fake. */
  provider?: (options: ProviderOptions) => Provider
}

const browserHost = (): ProviderHost | undefined => {
  const win = (globalThis as { window?: Window }).window
  return win?.document ? { window: win, document: win.document } : undefined
}

export function paywallPlugin(options: PaywallOptions = {}): Plugin {
  return {
    name: 'paywall',
    setup(ctx) {
      const host = 'host' in options ? options.host : browserHost()
      const walls = ctx.store.slice('walls', { areas: {} } as WallsState)
      const settings = wallSettings(ctx.store.getState().site?.settings ?? {})
      const overrides = readOverrides(ctx.store.getState().page?.url ?? host?.window.location?.href)
      const slice = ctx.store.slice('paywall', { status: 'idle', decision: undefined, reason: undefined, vfAuth: settings.useVfAuth && !overrides.customAuth, byReader: false })
      if (!settings.enabled) return
      ctx.i18n.registerNamespace('paywall', (locale) => import(`./locales/${locale}.ts`))

      // The threads' sizes are heard from the start: a thread may load before the wall's code has arrived.
      const threads: ThreadsHeard = { comments: 0, loaded: undefined }
      ctx.bus.subscribe('commenting', 'loaded', (loaded) => {
        const total = loaded && typeof loaded === 'object' ? Number((loaded as { total?: unknown }).total) : NaN
        if (Number.isFinite(total)) threads.comments = Math.max(threads.comments, total)
        threads.loaded?.()
      })

      // The machine (and XState) come only to a page the wall applies to.
      let running: Promise<RunningPaywall | undefined> | undefined
      const start = () => {
        if (running || !appliesTo(ctx.store.getState().page?.path ?? host?.window.location?.pathname ?? '/', settings.locations)) return
        running = import('./running')
          .then(({ startPaywall }) => startPaywall(ctx, { host, options, settings, overrides, walls, slice, threads }))
          .catch((error: unknown) => {
            // No wall rather than a broken thread: the controls stay (document 3 §8).
            ctx.log.warn('paywall: the wall could not start; the comments stay open.', error)
            return undefined
          })
      }
      start()
      // A single-page app's new route (`vf.context.reset`) may be a walled page.
      ctx.bus.subscribe('viafoura', 'ready', start)

      // Registered now, so they run before any the page adds (registration order); they wait for the wall.
      ctx.actions.addInterceptor('live_comments.load_more', async (call) => {
        const wall = await running
        if (wall) wall.loadMore(call)
        else call.continue()
      })
      for (const area of ['post', 'reply'] as const) {
        ctx.actions.addInterceptor(area === 'post' ? 'comments.post' : 'comments.reply', async (call) => {
          const wall = await running
          if (wall) wall.gate(area, call)
          else call.continue()
        })
      }
    },
  }
}
