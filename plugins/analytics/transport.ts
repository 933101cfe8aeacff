/**
 * How events travel to the ingest (document 3 §7): a beacon when available, else a POST with
 * credentials that outlives the page (`keepalive`), else an image GET with the payload in `t`.
 *
 * A beacon is never answered: a send it carries cannot be known to have failed, so nothing could be
 * retried. So while the page is showing, events go by the answered POST (the product's HTTP client),
 * whose failure keeps them for the retry; the beacon carries what is sent as the page goes (hidden or
 * closed: no answer could be waited for then), and what it carried stays in the stack for the next page
 * to confirm (the service stores an event once). Without `fetch`, the beacon and then the image are the
 * ways, in that order, whenever.
 */
import type { AnalyticsEvent } from '../../contracts/entities/analytics'
import type { HttpClient, HttpErrorShape } from '../../contracts/http'
import type { Timers } from '../../contracts/clock'
import type { AnalyticsHost } from './host'
import type { IngestPath } from './outbox'

/**
 * How a send went. `delivered`: the service took it. `beaconed`: a beacon carries it (unconfirmed).
 * `failed`: not taken (offline, the service down or busy): retry. `refused`: the service will never take
 * it (malformed, too large): drop it.
 */
export type SendOutcome = 'delivered' | 'beaconed' | 'failed' | 'refused'

/** Statuses that no retry can change. */
const REFUSED = new Set([400, 413, 422])
/** An image that neither loads nor fails within this has failed. */
export const IMAGE_TIMEOUT_MS = 30_000

export interface TransportDeps {
  host: AnalyticsHost | undefined
  http: HttpClient
  /** The ingest URLs, their `{DOMAIN}` already replaced. */
  urls: Record<IngestPath, string>
  timers: Timers
}

export interface Transport {
  /** Sends `events` (one request: one event, or an array of them); `leaving`: the page is being hidden or closed. */
  send(path: IngestPath, events: readonly AnalyticsEvent[], leaving: boolean): Promise<SendOutcome>
}

const bodyOf = (events: readonly AnalyticsEvent[]) => (events.length === 1 ? events[0] : events)

export function createTransport(deps: TransportDeps): Transport {
  const { host } = deps
  const hasFetch = () => !host || typeof host.fetch === 'function'

  const beacon = (url: string, events: readonly AnalyticsEvent[]): boolean => {
    const send = host?.navigator?.sendBeacon
    if (typeof send !== 'function') return false
    try {
      // Text, not JSON: a cross-origin beacon of another type is refused before it leaves (no preflight).
      return send.call(host!.navigator, url, JSON.stringify(bodyOf(events))) === true
    } catch {
      return false
    }
  }

  const post = async (url: string, events: readonly AnalyticsEvent[]): Promise<SendOutcome> => {
    try {
      await deps.http.request({ method: 'POST', url, json: bodyOf(events), keepalive: true })
      return 'delivered'
    } catch (error) {
      const status = (error as Partial<HttpErrorShape>)?.error_status
      return typeof status === 'number' && REFUSED.has(status) ? 'refused' : 'failed'
    }
  }

  const image = (url: string, event: AnalyticsEvent): Promise<SendOutcome> =>
    new Promise((resolve) => {
      const Image = host?.Image
      if (typeof Image !== 'function') return resolve('failed')
      let settled = false
      const done = (outcome: SendOutcome) => {
        if (settled) return
        settled = true
        deps.timers.clearTimeout(timer)
        resolve(outcome)
      }
      const timer = deps.timers.setTimeout(() => done('failed'), IMAGE_TIMEOUT_MS)
      try {
        const img = new Image()
        img.onload = () => done('delivered')
        img.onerror = () => done('failed')
        const target = new URL(url)
        target.searchParams.set('t', JSON.stringify(event))
        img.src = target.href
      } catch {
        done('failed')
      }
    })

  const images = async (url: string, events: readonly AnalyticsEvent[]): Promise<SendOutcome> => {
    const outcomes = await Promise.all(events.map((event) => image(url, event)))
    return outcomes.every((o) => o === 'delivered') ? 'delivered' : 'failed'
  }

  return {
    async send(path, events, leaving) {
      if (!events.length) return 'delivered'
      const url = deps.urls[path]
      if (hasFetch()) {
        if (leaving && beacon(url, events)) return 'beaconed'
        return post(url, events)
      }
      if (beacon(url, events)) return 'beaconed'
      return images(url, events)
    },
  }
}
