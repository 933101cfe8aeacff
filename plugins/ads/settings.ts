/**
 * The ad settings of document 3 §3 and §9 read for one slot: the five areas (general site, conversation
 * starter, trending conversations, live blog, standalone), each with its integration, its alternative
 * and two ad ids; the pixel thresholds (0 by default); the ad's size (300 where missing or not
 * positive, §5); Snigel's sizes by widget (§9); replies ads and personalized ads. Settings are the
 * service's answer, so every value is read defensively.
 */
import type { AdSettings } from '../../contracts/entities/ads'
import { AdIntegration } from '../../contracts/enums'
import type { SiteSettings } from '../../contracts/settings'
import { isOn } from '../../kernel/lib/settings'

declare module '../../contracts/settings' {
  interface SiteSettings {
    /**
     * Where an integration's script is loaded from instead of its vendor's address (an absolute https
     * address, or a path on the product's service: the demo's development scripts).
     */
    ad_script_urls?: Partial<Record<AdIntegration, string>>
  }
}

/** The five ad areas. */
export type AdArea = 'general' | 'conversation_starter' | 'trending_conversations' | 'liveblog' | 'standalone'

/** The `vf-ads` request events and what each slot is. */
export const AdRequests = {
  requestCommentAd: { area: 'general', widget: 'conversations', threshold: 'pixel_threshold_conversations' },
  requestLiveblogAd: { area: 'liveblog', widget: 'liveblog', threshold: 'pixel_threshold_liveblogs' },
  requestContentRecirculationAd: { area: 'trending_conversations', widget: 'content-recirculation', threshold: 'pixel_threshold_trending_carousel' },
  requestStandaloneAd: { area: 'standalone', widget: 'standalone', threshold: 'pixel_threshold_standalone' },
  requestConversationStarter: { area: 'conversation_starter', widget: 'conversation-starter', threshold: 'pixel_threshold_conversation_starter' },
} as const satisfies Record<string, { area: AdArea; widget: string; threshold: keyof AdSettings }>

export type AdRequestEvent = keyof typeof AdRequests
export type AdWidget = (typeof AdRequests)[AdRequestEvent]['widget']

/** An area's settings, read. */
export interface AreaSettings {
  integration: AdIntegration
  alternative: AdIntegration
  adId: string
  adId2: string
  /** How far (px) from the viewport the slot starts loading its ad. */
  pixelThreshold: number
}

const prefix = (area: AdArea) => (area === 'general' ? '' : `${area}_`)

function integration(value: unknown): AdIntegration {
  return typeof value === 'string' && (AdIntegration as readonly string[]).includes(value) ? (value as AdIntegration) : 'none'
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 500) : typeof value === 'number' ? String(value) : '')

export function areaSettings(settings: Partial<SiteSettings> | undefined, area: AdArea, threshold: keyof AdSettings): AreaSettings {
  const s = (settings ?? {}) as Record<string, unknown>
  const p = prefix(area)
  const pixels = Number(s[threshold])
  return {
    integration: integration(s[`${p}ad_integration`]),
    alternative: integration(s[`${p}ad_integration_alternative`]),
    adId: text(s[`${p}site_ad_id`]),
    adId2: text(s[`${p}site_ad_id_2`]),
    pixelThreshold: Number.isFinite(pixels) && pixels > 0 ? Math.min(Math.round(pixels), 10_000) : 0,
  }
}

/** The video integrations: one of them per page (document 3 §4). */
export const VIDEO_INTEGRATIONS: readonly AdIntegration[] = ['exco', 'vi']
export const isVideo = (integration: AdIntegration) => VIDEO_INTEGRATIONS.includes(integration)

/** Document 3 §5: width and height default to 300 when missing or not positive (and stay within 2,000). */
export const DEFAULT_AD_SIZE = 300
export function adSize(width?: unknown, height?: unknown): { width: number; height: number } {
  const one = (value: unknown) => {
    const n = typeof value === 'string' && value.trim() ? Number(value) : typeof value === 'number' ? value : NaN
    return Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), 2000) : DEFAULT_AD_SIZE
  }
  return { width: one(width), height: one(height) }
}

export type SnigelSize = readonly [number, number] | 'fluid'
/** Document 3 §9: 300x250, 300x50 and fluid; comments, live blog and live story add 728x90 and 320x50. */
export function snigelSizes(widget: string): SnigelSize[] {
  const sizes: SnigelSize[] = [[300, 250], [300, 50], 'fluid']
  if (widget === 'conversations' || widget === 'liveblog' || widget === 'livestory') sizes.push([728, 90], [320, 50])
  return sizes
}

/** Replies may carry ads only where the site turned `enable_ads_replies` on. */
export const repliesAds = (settings: Partial<SiteSettings> | undefined) => isOn(settings?.enable_ads_replies)

/** Personalized ads: the site's `personalized_ads`, and only with the reader's consent to tracking. */
export const personalizedAds = (settings: Partial<SiteSettings> | undefined, consent: string | undefined) => isOn(settings?.personalized_ads) && consent === 'allowed'

/** The vendors' script addresses (`{id}` is the slot's ad id, `{site}` the site). m32 and custom have none. */
export const VENDOR_SCRIPTS: Partial<Record<AdIntegration, string>> = {
  gtag: 'https://securepubads.g.doubleclick.net/tag/js/gpt.js',
  outbrain: 'https://widgets.outbrain.com/outbrain.js',
  exco: 'https://player.ex.co/player/{id}',
  vi: 'https://s.vi-serve.com/tagLoader.js',
  snigel: 'https://cdn.snigelweb.com/adengine/{site}/loader.js',
}

/**
 * The address an integration's script loads from, or undefined when it has none or the address is not
 * one the product loads: https anywhere, or the product's own service (`serviceRoot`) over http.
 */
export function scriptUrl(settings: Partial<SiteSettings> | undefined, which: AdIntegration, vars: { id: string; site: string }, serviceRoot: string): string | undefined {
  const configured = settings?.ad_script_urls?.[which]
  const template = typeof configured === 'string' && configured.trim() ? configured.trim() : VENDOR_SCRIPTS[which]
  if (!template) return undefined
  const filled = template.replace('{id}', encodeURIComponent(vars.id)).replace('{site}', encodeURIComponent(vars.site))
  let url: URL
  try {
    url = new URL(filled, serviceRoot)
  } catch {
    return undefined
  }
  const service = new URL(serviceRoot)
  if (url.protocol === 'https:' || url.origin === service.origin) return url.href
  return undefined
}
