/**
 * The ads plugin (document 3 §3–§9, document 4 §4–§5): answers the promo slots the widgets publish on
 * `vf-ads` (comments, live blog, content recirculation, conversation starter) and `<vf-standalone-ad>`
 * with the site's ad integrations (custom, gtag, m32, outbrain, exco, vi, snigel; `none` leaves a slot to
 * the page), each script loaded on demand. A page fills a slot itself by subscribing to the request: its
 * subscriber runs in the same publish, and a slot it filled (or marked `data-vf-ad`) is left to it.
 * Filling is the registered action `ads.fill`, so a page may intercept it. Nothing on a page with
 * `vf:ads-disabled`. Publishes `ads`/`loaded` and `ads`/`failed` (document 3 §8's failure result) and
 * the ad views (`analytics`/`track_ad_view`).
 */
import type { AdFailure } from '../../contracts/entities/ads'
import type { Location as PageLocation } from '../../contracts/entities/page'
import type { Plugin } from '../../contracts/plugin'
import type { SiteSettings } from '../../contracts/settings'
import type { Ads, SlotRequest } from './ads'
import { hasCustomTag } from './integrations/custom'
import { isEmptySlot } from './slot'
import type { AdHost } from './integrations/types'
import { AdFailureReason, type AdResult, type AdSuccess } from './result'
import type { ScriptLoader } from './script'
import { AdRequests, areaSettings, DEFAULT_AD_SIZE, repliesAds, type AdArea, type AdRequestEvent } from './settings'
import { STANDALONE_SKELETON, standaloneAttributes } from './attributes'
import { ensureReservations } from './reserve'
import type { ObserverClass } from './viewed'

export const ADS_NAMESPACE = 'ads'

declare module '../../contracts/events' {
  interface Events {
    ads: {
      /** An ad was rendered in a slot. */
      loaded: [result: AdSuccess]
      /** An ad failed (document 3 §8): status, reason, container id, integration. The slot is an ad opportunity. */
      failed: [result: AdFailure]
    }
  }
}
declare module '../../contracts/actions' {
  interface Actions {
    /** Fills a requested slot with the site's integration for it; null when the slot was not the product's to fill. */
    'ads.fill': { params: { event: AdRequestEvent; slot: SlotRequest }; result: AdResult | null }
  }
}

/** The promo slots of each area, reserved before they are asked for (the widgets' own elements). */
const RESERVED: Partial<Record<AdArea, readonly string[]>> = {
  general: ['vf-conversations li.vf-promo', 'vf-livecomments li.vf-promo'],
  liveblog: ['vf-livestory li.vf-promo', 'vf-live-blog li.vf-promo'],
  conversation_starter: ['vf-conversation-starter .vf-starter__slot'],
  // The recirculation list hides its slot while it is empty.
  trending_conversations: ['vf-content-recirculation .vf-trending__ad'],
}

export interface AdsOptions {
  /** The page's window for a document (a fake window in tests). */
  host?: (document: Document) => AdHost
  scripts?: (document: Document) => ScriptLoader
  baitBlocked?: (bait: HTMLElement) => boolean
  observer?: ObserverClass
}

export function adsPlugin(options: AdsOptions = {}): Plugin {
  return {
    name: 'ads',
    setup(ctx) {
      ctx.i18n.registerNamespace(ADS_NAMESPACE, (locale) => import(`./locales/${locale}.ts`))
      const settings = () => ctx.store.getState().site?.settings as Partial<SiteSettings> | undefined
      const adsEnabled = () => (ctx.store.getState().page as Pick<PageLocation, 'ads_enabled'> | undefined)?.ads_enabled !== false
      const host = options.host ?? ((document: Document) => (document.defaultView ?? globalThis) as unknown as AdHost)
      // The integrations are a chunk of their own, fetched with the first slot to fill.
      let ads: Promise<Ads> | undefined
      let removed = false
      const instance = () =>
        (ads ??= Promise.all([import('./ads'), import('./script')]).then(([{ createAds }, { domScriptLoader }]) => {
          const made = createAds({
            publish: ctx.bus.publish,
            timers: ctx.clock.timers,
            settings,
            consent: () => ctx.store.getState().analytics?.consent,
            adsEnabled,
            host,
            scripts: options.scripts ?? domScriptLoader,
            serviceRoot: ctx.config.endpoints.root,
            site: ctx.config.site,
            t: (key) => ctx.i18n.t(`${ADS_NAMESPACE}:${key}`),
            styles: ctx.styles,
            log: ctx.log,
            ...(options.baitBlocked ? { baitBlocked: options.baitBlocked } : {}),
            ...('observer' in options ? { observer: options.observer } : {}),
          })
          if (removed) made.dispose()
          return made
        }))
      ctx.onDispose(() => {
        removed = true
        void ads?.then((made) => made.dispose())
      })

      const settled = () =>
        new Promise<void>((resolve) => {
          if (settings()?.section_id) return resolve()
          const stop = ctx.store.subscribe(() => {
            if (settings()?.section_id) stop(), resolve()
          })
          ctx.signal.addEventListener('abort', () => (stop(), resolve()), { once: true })
        })
      ctx.actions.register('ads.fill', async ({ event, slot }) => {
        if (!adsEnabled()) return null
        await settled()
        const kind = AdRequests[event]
        const { integration } = kind ? areaSettings(settings(), kind.area, kind.threshold) : { integration: 'none' }
        if (integration === 'none') return null
        if (slot?.parent_uuid !== undefined && slot.parent_uuid !== null && !repliesAds(settings())) return null
        // The publisher's tag is not on this page: the failure, without fetching the integrations at all.
        const element = slot?.element as HTMLElement | undefined
        if (integration === 'custom' && !hasCustomTag(host(element?.ownerDocument ?? document)) && element?.isConnected && !element.hasAttribute('data-vf-ad')) {
          if (!isEmptySlot(element)) return null
          element.setAttribute('data-vf-ad-opportunity', '')
          const failure: AdFailure = { status: 'failure', reason: AdFailureReason.custom, ...(typeof slot.container_id === 'string' && slot.container_id ? { container_id: slot.container_id } : {}), integration: 'custom' }
          ctx.bus.publish('ads', 'failed', failure)
          return failure
        }
        const [made] = await Promise.all([instance(), ctx.i18n.load(ADS_NAMESPACE)])
        return (await made.fill(event, slot, ctx.signal)) ?? null
      })

      // The request's subscribers (the page's among them) all run first: what they filled stays theirs.
      const pending = new WeakMap<Element, Promise<AdResult | undefined>>()
      for (const event of Object.keys(AdRequests) as AdRequestEvent[]) {
        ctx.bus.subscribe('vf-ads', event, (slot) => {
          if (!slot || typeof slot !== 'object' || !slot.element) return
          const filled = Promise.resolve().then(async () => {
            const outcome = await ctx.actions.call('ads.fill', { params: { event, slot } })
            return outcome && typeof outcome === 'object' && 'status' in outcome ? (outcome as AdResult) : undefined
          })
          pending.set(slot.element, filled)
        })
      }

      // Promo slots keep the ad's space from their first paint where the site will put an ad in them.
      if (typeof document !== 'undefined') {
        const reserve = () => {
          const s = settings()
          if (!s?.section_id || !adsEnabled()) return
          for (const [area, selectors] of Object.entries(RESERVED) as Array<[AdArea, readonly string[]]>) {
            const { integration } = areaSettings(s, area, 'pixel_threshold_conversations')
            if (integration === 'none' || (integration === 'custom' && !hasCustomTag(host(document)))) continue
            ensureReservations(ctx.styles, document, selectors, DEFAULT_AD_SIZE, { display: area === 'trending_conversations' })
          }
        }
        reserve()
        let seen: [unknown, boolean] = [settings(), adsEnabled()]
        ctx.store.subscribe(() => {
          const now: [unknown, boolean] = [settings(), adsEnabled()]
          if (now[0] === seen[0] && now[1] === seen[1]) return
          seen = now
          reserve()
        })
      }

      ctx.widgets.define({
        tag: 'vf-standalone-ad',
        attributes: standaloneAttributes,
        skeletonHeight: STANDALONE_SKELETON,
        load: async () => {
          const [{ standaloneModule }] = await Promise.all([import('./standalone'), ctx.i18n.load(ADS_NAMESPACE)])
          return standaloneModule(ctx, pending, adsEnabled)
        },
      })
    },
  }
}
