/** What an integration is given to render one ad into its frame, and the page globals it talks to. */
import type { AdIntegration } from '../../../contracts/enums'
import type { Timers } from '../../../contracts/clock'

/** The vendors' page globals, as far as our integrations use them (a fake window in tests). */
export interface AdHost {
  googletag?: {
    defineSlot?(adUnitPath: string, size: [number, number], divId: string): { addService(service: unknown): unknown } | null
    pubads?(): { setPrivacySettings?(settings: { nonPersonalizedAds: boolean }): unknown }
    enableServices?(): void
    display?(divId: string): void
  }
  m32?: { ready?: boolean; display?(divId: string, options: Record<string, unknown>): void }
  __generate_viafoura_tag?: (element: HTMLElement, info: Record<string, unknown>) => unknown
  OBR?: { extern?: { callRecs?(request: { permalink: string; widgetId: string; installationKey?: string }, callback: (answer: unknown) => void): void } }
  ExCoPlayer?: { create?(options: Record<string, unknown>): unknown }
  viAPItag?: { initInstreamBanner?(divId: string, options?: Record<string, unknown>): unknown }
  adngin?: { cmd?: { startAuction?(units: Array<Record<string, unknown>>): unknown } }
}

export interface AdJob {
  integration: AdIntegration
  /** The element the ad goes into; it has `frameId` as its id and its size reserved. */
  frame: HTMLElement
  frameId: string
  containerId: string | undefined
  position: number | undefined
  widget: string
  adId: string
  adId2: string
  width: number
  height: number
  personalized: boolean
  pageUrl: string
  host: AdHost
  timers: Timers
  /** Loads this integration's script (rejects when it has none or it could not be loaded). */
  load(): Promise<void>
  /** Words of the ads namespace. */
  t(key: string): string
}

/** Renders the ad, or throws: an `AdError` with the spec's reason, or the render failure. */
export type Integration = (job: AdJob) => Promise<void>

export const sleep = (timers: Timers, ms: number) => new Promise<void>((resolve) => void timers.setTimeout(resolve, ms))
