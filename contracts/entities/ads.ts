/** Ad settings: five areas with an integration, an alternative and two ad ids (document 3 §3). */
import type { AdIntegration } from '../enums'

/** The general-site ad keys. */
export interface AdSettings {
  ad_integration?: AdIntegration
  ad_integration_alternative?: AdIntegration
  site_ad_id?: string
  site_ad_id_2?: string
  conversation_starter_ad_integration?: AdIntegration
  conversation_starter_ad_integration_alternative?: AdIntegration
  conversation_starter_site_ad_id?: string
  conversation_starter_site_ad_id_2?: string
  trending_conversations_ad_integration?: AdIntegration
  trending_conversations_ad_integration_alternative?: AdIntegration
  trending_conversations_site_ad_id?: string
  trending_conversations_site_ad_id_2?: string
  liveblog_ad_integration?: AdIntegration
  liveblog_ad_integration_alternative?: AdIntegration
  liveblog_site_ad_id?: string
  liveblog_site_ad_id_2?: string
  standalone_ad_integration?: AdIntegration
  standalone_ad_integration_alternative?: AdIntegration
  standalone_site_ad_id?: string
  standalone_site_ad_id_2?: string
  /** Pixel thresholds; 0 by default. */
  pixel_threshold_conversation_starter?: number
  pixel_threshold_conversations?: number
  pixel_threshold_liveblogs?: number
  pixel_threshold_standalone?: number
  pixel_threshold_trending_carousel?: number
}

/** An ad slot the host page or the ads plugin fills (`vf-ads` events). */
export interface AdSlotRequest {
  /** The element to fill. */
  element: Element
  /** The container the slot belongs to. */
  container_id?: string
  /** The position in the list (promo slots). */
  position?: number
}

/** How an ad load failed (document 3 §8). */
export interface AdFailure {
  status: 'failure'
  reason: string
  container_id?: string
  integration: AdIntegration
}
