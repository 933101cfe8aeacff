/**
 * Core Web Vitals (document 3 §9): LCP, FCP, CLS, INP and TTFB, measured on 5 % of page views and rated
 * by the spec's good/poor thresholds. The measuring is Google's `web-vitals` library (pinned): INP and
 * CLS have many browser subtleties (interaction grouping, session windows, back/forward cache, prerender)
 * that it keeps up with, and it loads (≈ 3 KB) only on the sampled pages. Each vital is final at a
 * different time — FCP and TTFB early, LCP at the first input, CLS and INP as the page is hidden — so
 * they are gathered and sent together when the page is hidden; one that is final only after that is
 * sent on its own.
 */
import { WebVitalThresholds, type WebVitalName } from '../../contracts/analytics'
import type { WebVitalScore } from '../../contracts/entities/analytics'

/** The measurement of one vital, as web-vitals reports it (the fields read here). */
export interface VitalReport {
  name: string
  value: number
}

/** The library's entry points (web-vitals' `onLCP`…); tests pass their own. */
export type VitalsSource = Record<`on${WebVitalName}`, (callback: (metric: VitalReport) => void) => void>

export type Scores = Partial<Record<WebVitalName, WebVitalScore>>

/** The rating of `value` by document 3 §9's thresholds. */
export function rate(name: WebVitalName, value: number): WebVitalScore['rating'] {
  const [good, poor] = WebVitalThresholds[name]
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor'
}

const isVital = (name: string): name is WebVitalName => Object.hasOwn(WebVitalThresholds, name)

export interface Vitals {
  /** The vitals gathered since the last take (undefined: none). */
  take(): Scores | undefined
}

/**
 * Starts measuring; `final(scores)` hears a vital that arrives while the page is hidden (after the
 * page's report was taken), at once.
 */
export function watchVitals(source: VitalsSource, hidden: () => boolean, final: (scores: Scores) => void): Vitals {
  let gathered: Scores = {}
  const take = () => {
    const scores = gathered
    gathered = {}
    return Object.keys(scores).length ? scores : undefined
  }
  const report = (metric: VitalReport) => {
    if (!isVital(metric.name) || !Number.isFinite(metric.value)) return
    const value = metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value)
    gathered[metric.name] = { value, rating: rate(metric.name, value) }
    if (hidden()) final(take()!)
  }
  source.onTTFB(report)
  source.onFCP(report)
  source.onLCP(report)
  source.onCLS(report)
  source.onINP(report)
  return { take }
}

/** web-vitals, loaded now. */
export const loadVitals = async (): Promise<VitalsSource> => {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals')
  return { onCLS, onFCP, onINP, onLCP, onTTFB }
}
