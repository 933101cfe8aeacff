/**
 * Fills the slots widgets ask for (document 3 §4, §8, §9; document 4 §4): a slot the page's own
 * subscriber filled, or that the site gives no integration, is left alone; otherwise it is taken at once
 * (a label and a frame of the ad's size, so the ad moves nothing), its ad loads once it is within the
 * area's pixel threshold of the viewport, and the result is published (`ads`/`loaded`, `ads`/`failed`
 * with document 3 §8's failure). Only one video ad (ex.co or vi) per page: a second video slot takes the
 * alternative integration, and a video ad that fails falls back to it. A failed slot is marked an ad
 * opportunity and collapses only once it is out of view. An ad half visible for 1 s and then 100 ms is
 * reported viewed to analytics (`analytics`/`track_ad_view`), once.
 */
import type { AdFailure, AdSlotRequest } from '../../contracts/entities/ads'
import type { AdIntegration } from '../../contracts/enums'
import { ErrorCode, VfError } from '../../kernel/errors'
import type { Timers } from '../../contracts/clock'
import type { Logger, PluginBus, PluginStyles } from '../../contracts/plugin'
import type { SiteSettings } from '../../contracts/settings'
import { placeBait } from './bait'
import { hasCustomTag } from './integrations/custom'
import { INTEGRATIONS } from './integrations'
import type { AdHost, AdJob } from './integrations/types'
import { isEmptySlot } from './slot'
import { AdFailureReason, reasonOf, type AdResult } from './result'
import type { ScriptLoader } from './script'
import { AdRequests, adSize, areaSettings, isVideo, personalizedAds, repliesAds, scriptUrl, type AdRequestEvent } from './settings'
import { ensureAdStyles, ensureSize } from './styles'
import { observerOf, watchViewed, whenNear, whenOutOfView, type ObserverClass } from './viewed'

/** A slot as a widget asks for it, with the optional extras a slot may carry. */
export type SlotRequest = AdSlotRequest & { width?: unknown; height?: unknown; parent_uuid?: unknown }

export interface AdsDeps {
  publish: PluginBus['publish']
  timers: Timers
  settings(): Partial<SiteSettings> | undefined
  /** What analytics consent allows (`allowed`, `blocked`, `pending`), if known. */
  consent(): string | undefined
  /** False on a page with `vf:ads-disabled`. */
  adsEnabled(): boolean
  /** The page's window (its vendors' globals) for a document. */
  host(document: Document): AdHost
  scripts(document: Document): ScriptLoader
  /** The product's service (development scripts are served there). */
  serviceRoot: string
  site: string
  t(key: string): string
  styles: PluginStyles
  log: Logger
  /** The IntersectionObserver to watch slots with (the document's own by default). */
  observer?: ObserverClass
  /** Reads the bait (tests fake the blocker). */
  baitBlocked?: (bait: HTMLElement) => boolean
}

export interface Ads {
  /** Fills the slot of a `vf-ads` request; undefined when it was not ours to fill. */
  fill(event: AdRequestEvent, request: SlotRequest, signal?: AbortSignal): Promise<AdResult | undefined>
  /** Whether the bait found an ad blocker (undefined until it was read). */
  adBlocker(): boolean | undefined
  dispose(): void
}

const isElement = (value: unknown): value is HTMLElement => !!value && typeof value === 'object' && (value as Node).nodeType === 1

export function createAds(deps: AdsDeps): Ads {
  const disposed = new AbortController()
  const stops = new Set<() => void>()
  // The page's one video ad: the slot holding it (a slot taken out of the page, as a reset does, frees it).
  const videoClaims = new WeakMap<Document, Element>()
  let blocked: boolean | undefined
  let baitPlaced = false
  let count = 0

  const hold = (stop: () => void) => {
    stops.add(stop)
    return stop
  }

  function failure(integration: AdIntegration, reason: string, containerId: string | undefined): AdFailure {
    const result: AdFailure = { status: 'failure', reason, ...(containerId ? { container_id: containerId } : {}), integration }
    deps.log.debug(`The ${integration} ad failed: ${reason}`)
    deps.publish('ads', 'failed', result)
    return result
  }

  async function fill(event: AdRequestEvent, request: SlotRequest, signal?: AbortSignal): Promise<AdResult | undefined> {
    const kind = AdRequests[event]
    const slot = request?.element
    if (!kind || !isElement(slot) || !slot.isConnected || !deps.adsEnabled()) return undefined
    // The page's own subscriber filled it (or marked it its own), or we took it already.
    if (slot.hasAttribute('data-vf-ad') || !isEmptySlot(slot)) return undefined
    const settings = deps.settings()
    const area = areaSettings(settings, kind.area, kind.threshold)
    if (area.integration === 'none') return undefined
    if (request.parent_uuid !== undefined && request.parent_uuid !== null && !repliesAds(settings)) return undefined
    const containerId = typeof request.container_id === 'string' && request.container_id ? request.container_id : undefined
    const document = slot.ownerDocument
    const host = deps.host(document)

    // The publisher's tag is not on this page: nothing was taken, nothing moves.
    if (area.integration === 'custom' && !hasCustomTag(host)) {
      slot.setAttribute('data-vf-ad-opportunity', '')
      return failure('custom', AdFailureReason.custom, containerId)
    }

    if (!baitPlaced && document.body) {
      baitPlaced = true
      hold(placeBait(document, deps.timers, (isBlocked) => (blocked = isBlocked), deps.baitBlocked))
    }

    ensureAdStyles(deps.styles, document)
    const { width, height } = adSize(request.width, request.height)
    const frameId = `vf-ad-${++count}`
    const wrapper = document.createElement('div')
    wrapper.className = 'vf-ad'
    wrapper.dataset.state = 'loading'
    wrapper.setAttribute('role', 'group')
    wrapper.setAttribute('aria-labelledby', `${frameId}-label`)
    const label = document.createElement('p')
    label.className = 'vf-ad__label'
    label.id = `${frameId}-label`
    label.textContent = deps.t('label')
    const frame = document.createElement('div')
    frame.className = 'vf-ad__frame'
    frame.id = frameId
    frame.dataset.size = ensureSize(deps.styles, document, width, height)
    wrapper.append(label, frame)
    slot.setAttribute('data-vf-ad', 'loading')
    slot.append(wrapper)

    const stopped = AbortSignal.any ? AbortSignal.any([disposed.signal, ...(signal ? [signal] : [])]) : disposed.signal
    const Observer = 'observer' in deps ? deps.observer : observerOf(slot)
    if (!(await whenNear(wrapper, area.pixelThreshold, Observer, stopped))) return undefined

    const job = (integration: AdIntegration): AdJob => ({
      integration,
      frame,
      frameId,
      containerId,
      position: typeof request.position === 'number' ? request.position : undefined,
      widget: kind.widget,
      adId: area.adId,
      adId2: area.adId2,
      width,
      height,
      personalized: personalizedAds(settings, deps.consent()),
      pageUrl: document.location?.href ?? '',
      host,
      timers: deps.timers,
      load: () => {
        const url = scriptUrl(settings, integration, { id: area.adId, site: deps.site }, deps.serviceRoot)
        return url ? deps.scripts(document)(url) : Promise.reject(new VfError(ErrorCode.InvalidArgument, `${integration} has no script to load`))
      },
      t: deps.t,
    })

    const attempt = async (integration: AdIntegration): Promise<AdResult> => {
      if (integration === 'none') return failure(area.integration, 'no alternative integration', containerId)
      const run = INTEGRATIONS[integration]
      if (isVideo(integration)) videoClaims.set(document, wrapper)
      try {
        await run(job(integration))
        return { status: 'success', ...(containerId ? { container_id: containerId } : {}), integration }
      } catch (error) {
        if (isVideo(integration) && videoClaims.get(document) === wrapper) videoClaims.delete(document)
        frame.replaceChildren()
        return failure(integration, reasonOf(error), containerId)
      }
    }

    // One video ad per page: a second video slot takes the alternative.
    const videoTaken = () => videoClaims.get(document)?.isConnected === true
    let first: AdIntegration = area.integration
    if (isVideo(first) && videoTaken()) first = isVideo(area.alternative) ? 'none' : area.alternative
    let result = await attempt(first)
    // A failed video ad falls back to the alternative.
    if (result.status === 'failure' && isVideo(first) && area.alternative !== first && area.alternative !== 'none' && !(isVideo(area.alternative) && videoTaken())) {
      result = await attempt(area.alternative)
    }
    if (stopped.aborted) return result

    if (result.status === 'success') {
      wrapper.dataset.state = 'ready'
      slot.setAttribute('data-vf-ad', 'ready')
      deps.publish('ads', 'loaded', result)
      const integration = result.integration
      // A reader following an ad's link (one the product drew, or the page's tag did): an interaction.
      const clicked = (event: Event) => {
        const link = (event.target as Element | null)?.closest?.('a[href]')
        if (!link || !wrapper.contains(link)) return
        deps.publish('analytics', 'interaction', { type: 'ad_click', widget: kind.widget, integration, ...(containerId ? { container_id: containerId } : {}), ...(typeof request.position === 'number' ? { position: request.position } : {}) })
      }
      wrapper.addEventListener('click', clicked)
      hold(() => wrapper.removeEventListener('click', clicked))
      hold(
        watchViewed(wrapper, deps.timers, Observer, () =>
          deps.publish('analytics', 'track_ad_view', {
            integration,
            widget: kind.widget,
            ...(containerId ? { container_id: containerId } : {}),
            ...(typeof request.position === 'number' ? { position: request.position } : {}),
            ...(area.adId ? { ad_id: area.adId } : {}),
            ...(blocked !== undefined ? { adBlocker: blocked } : {}),
          }),
        ),
      )
    } else {
      // An ad opportunity the page may still fill; the empty frame goes once the reader cannot see it go.
      wrapper.dataset.state = 'failed'
      slot.setAttribute('data-vf-ad', 'failed')
      slot.setAttribute('data-vf-ad-opportunity', '')
      hold(
        whenOutOfView(wrapper, Observer, () => {
          wrapper.dataset.state = 'collapsed'
          slot.setAttribute('data-vf-ad', 'collapsed')
        }),
      )
    }
    return result
  }

  return {
    fill: async (event, request, signal) => {
      try {
        return await fill(event, request, signal)
      } catch (error) {
        // Nothing of an ad is ever thrown into the page.
        deps.log.debug('An ad slot could not be filled.', error)
        return undefined
      }
    },
    adBlocker: () => blocked,
    dispose() {
      disposed.abort()
      for (const stop of stops) stop()
      stops.clear()
    },
  }
}
