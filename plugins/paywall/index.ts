/**
 * The paywall plugin (document 3 §1–§4, §7–§9; document 4 §2). Where the site enables its third-party
 * paywall integration (with its app id) and the page's path holds one of the wall fragments (every page
 * when none), it walls the comments:
 * - an anonymous visitor above the visible comments, by segment (the `segments` slice): the load-more area
 *   becomes the wall and the comments past the visible ones leave the page;
 * - a registered targeted user by their posts of the lookback window: the remaining count shows while it
 *   is positive, and at 0 the post and reply forms become the wall for the rest of the reset period.
 * It gates the comments' actions through interceptors (`live_comments.load_more`, `comments.post`,
 * `comments.reply`), so a publisher's own interceptor on them runs beside ours, in registration order.
 * The wall is an XState machine (paywall.machine.ts); its view fills the slots the comments widget leaves
 * (contracts/walls.ts). Sign-in (`paywall`/`destroy`) takes the wall down; the provider's release, its
 * error or an outdated browser release it. Each wall shown is `analytics`/`wall_view`.
 */
import { createActor, fromCallback, fromPromise } from 'xstate'
import { Constants } from '../../contracts/constants'
import type { Plugin, Interceptor } from '../../contracts/plugin'
import type { WallsState } from '../../contracts/walls'
import { ErrorCode, VfError } from '../../kernel/errors'
import { isGuestUser } from '../../kernel/lib/ids'
import { areasOf, paywallMachine, type ReleaseReason } from './paywall.machine'
import { createProvider, type Provider, type ProviderHost, type ProviderOptions } from './provider'
import { appliesTo, decide, readOverrides, registeredAllowance, wallSettings, type Allowance, type Decision } from './rules'
import { createSlots } from './slots'

export type PaywallStatus = 'idle' | 'checking' | 'open' | 'walled' | 'released'

/** The `paywall` slice: what the wall's view shows. */
export interface PaywallState {
  status: PaywallStatus
  decision: Decision | undefined
  reason: ReleaseReason | undefined
  /** The wall offers the product's sign-in (else the publisher's own, through the provider). */
  vfAuth: boolean
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

const ALLOWANCE_KEY = 'paywall.allowance.'
const isAllowance = (v: unknown): v is Allowance =>
  !!v && typeof v === 'object' && Array.isArray((v as Allowance).posts) && (v as Allowance).posts.every((t) => typeof t === 'number') &&
  ['oneLeftAt', 'until', 'countFrom'].every((k) => (v as Record<string, unknown>)[k] === undefined || typeof (v as Record<string, unknown>)[k] === 'number')

const browserHost = (): ProviderHost | undefined => {
  const win = (globalThis as { window?: Window }).window
  return win?.document ? { window: win, document: win.document } : undefined
}

/** Features the wall needs; a browser without them is outdated (document 3 §8: force release). */
const modernBrowser = (host: ProviderHost | undefined) => () => {
  const win = host?.window as (Window & typeof globalThis) | undefined
  return !!win && typeof win.MutationObserver === 'function' && typeof win.Promise?.prototype.finally === 'function' && typeof win.Element?.prototype.closest === 'function'
}

export function paywallPlugin(options: PaywallOptions = {}): Plugin {
  return {
    name: 'paywall',
    setup(ctx) {
      const host = 'host' in options ? options.host : browserHost()
      const { now, timers } = ctx.clock
      let periodEnd: unknown
      const walls = ctx.store.slice('walls', { areas: {} } as WallsState)
      const settings = wallSettings(ctx.store.getState().site?.settings ?? {})
      const overrides = readOverrides(ctx.store.getState().page?.url ?? host?.window.location?.href)
      const vfAuth = settings.useVfAuth && !overrides.customAuth
      const slice = ctx.store.slice('paywall', { status: 'idle', decision: undefined, reason: undefined, vfAuth })
      if (!settings.enabled) return
      ctx.i18n.registerNamespace('paywall', (locale) => import(`./locales/${locale}.ts`))
      const debug = (title: string, ...details: unknown[]) => {
        if (overrides.debug) console.info(`[viafoura] paywall: ${title}`, ...details)
        else ctx.log.debug(`paywall: ${title}`, ...details)
      }

      const user = () => ctx.store.getState().session?.user ?? ctx.store.getState().site?.user
      const reader = () => {
        const u = user()
        if (isGuestUser(u)) return 'guest' as const
        return u?.user_privilege === 'admin' || u?.user_privilege === 'moderator' ? ('staff' as const) : ('user' as const)
      }
      const applies = () => appliesTo(ctx.store.getState().page?.path ?? host?.window.location?.pathname ?? '/', settings.locations)

      // What the rules read: the largest thread on the page, this page's load-more presses, the reader's posts.
      let comments = 0
      let loadMoreClicks = 0
      const allowanceKey = () => `${ALLOWANCE_KEY}${user()?.uuid ?? ''}`
      const keptAllowance = (): Allowance => ctx.storage.local.get(allowanceKey(), isAllowance) ?? { posts: [] }

      const provider = host
        ? (options.provider ?? createProvider)({
            host,
            url: ctx.config.endpoints.paywallProvider,
            appId: settings.appId,
            debug: overrides.debug,
            locale: ctx.i18n.locale,
            texts: {},
            onLogin: () => ctx.bus.publish('authentication', 'required', { trigger: 'paywall', method: 'login' }),
            warn: (message, error) => ctx.log.warn(`paywall: ${message}`, error),
          })
        : undefined

      const actor = createActor(
        paywallMachine.provide({
          actors: {
            check: fromPromise(async () => {
              if (!(options.supported ?? modernBrowser(host))()) throw new VfError(ErrorCode.Unsupported, 'This browser cannot show the paywall')
            }),
            provider: fromCallback(({ sendBack }) => {
              if (!provider) {
                sendBack({ type: 'fail', error: new VfError(ErrorCode.Unsupported, 'No page to load the paywall provider in') })
                return
              }
              return provider.start(sendBack)
            }),
          },
          actions: {
            wallViewed: (_, { decision }) => {
              if (!decision) return
              debug('wall shown', decision)
              ctx.bus.publish('analytics', 'wall_view', {
                type: decision.kind,
                segment: decision.segment,
                areas: Object.keys(decision.areas).join(','),
                ...(decision.remaining !== undefined ? { remaining: decision.remaining } : {}),
              })
            },
          },
        }),
      )

      const evaluate = () => {
        let allowance
        if (reader() === 'user' && settings.targetRegistered) {
          allowance = registeredAllowance(keptAllowance(), settings, now())
          ctx.storage.local.set(allowanceKey(), allowance.next)
        }
        const decision: Decision = applies()
          ? decide({ settings, overrides, reader: reader(), segment: ctx.store.getState().segments?.segment ?? 'none', comments, loadMoreClicks, ...(allowance ? { allowance } : {}) })
          : { kind: 'none', walled: false, areas: {}, segment: 'none' }
        actor.send({ type: 'decide', decision })
        // The end of a reset period lifts the wall without anything else happening on the page.
        timers.clearTimeout(periodEnd)
        if (decision.until !== undefined) periodEnd = timers.setTimeout(evaluate, Math.min(Math.max(0, decision.until - now()), Constants.maxTimerMs))
      }

      const slots = host ? createSlots({ ctx, host, provider, signIn: () => ctx.bus.publish('authentication', 'required', { trigger: 'paywall', method: 'login' }) }) : undefined
      let lastStatus: string | undefined
      actor.subscribe((snapshot) => {
        const status = snapshot.value as PaywallStatus
        const { decision, reason } = snapshot.context
        const areas = areasOf(status, decision)
        if (status !== lastStatus) debug(`${lastStatus ?? 'start'} → ${status}`, reason ?? '')
        lastStatus = status
        slice.update((draft) => {
          draft.status = status
          draft.decision = decision
          draft.reason = reason
        })
        walls.update(() => ({ areas, ...(status === 'walled' && decision?.visible !== undefined ? { visible: decision.visible, percentToHide: settings.percentToHide } : {}) }))
        slots?.sync(Object.keys(areas).length > 0)
      })
      actor.start()
      actor.send({ type: 'start' })
      evaluate()

      ctx.bus.subscribe('commenting', 'loaded', (loaded) => {
        const total = loaded && typeof loaded === 'object' ? Number((loaded as { total?: unknown }).total) : NaN
        if (Number.isFinite(total)) comments = Math.max(comments, total)
        evaluate()
      })
      const posted = () => {
        if (reader() !== 'user') return
        const kept = keptAllowance()
        ctx.storage.local.set(allowanceKey(), { ...kept, posts: [...kept.posts, now()] })
        evaluate()
      }
      ctx.bus.subscribe('comment', 'created', posted)
      ctx.bus.subscribe('comment-reply', 'posted', posted)
      ctx.bus.subscribe('user', 'changed', evaluate)
      ctx.bus.subscribe('paywall', 'destroy', () => {
        loadMoreClicks = 0
        actor.send({ type: 'destroy' })
        evaluate()
      })
      ctx.bus.subscribe('paywall', 'release', () => actor.send({ type: 'release' }))
      let segment = ctx.store.getState().segments?.segment
      ctx.onDispose(
        ctx.store.subscribe(() => {
          const next = ctx.store.getState().segments?.segment
          if (next === segment) return
          segment = next
          evaluate()
        }),
      )

      /** Stops `area`'s action while its wall is up: the caller gets `{error: 'paywall'}`. */
      const gate =
        (area: 'post' | 'reply'): Interceptor =>
        (call) => (walls.getState().areas[area] === 'wall' ? call.intercept('paywall') : call.continue())
      ctx.actions.addInterceptor('live_comments.load_more', (call) => {
        if (walls.getState().areas.load_more === 'wall') return call.intercept('paywall')
        loadMoreClicks += 1
        evaluate()
        if (walls.getState().areas.load_more === 'wall') call.intercept('paywall')
        else call.continue()
      })
      ctx.actions.addInterceptor('comments.post', gate('post'))
      ctx.actions.addInterceptor('comments.reply', gate('reply'))

      ctx.onDispose(() => {
        timers.clearTimeout(periodEnd)
        actor.stop()
        slots?.stop()
      })
    },
  }
}
