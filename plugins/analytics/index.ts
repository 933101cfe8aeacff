/**
 * The analytics plugin (document 3 §1–§9, document 4 §4): page views, engagement per widget, activity,
 * sign-ins, sign-ups and sign-outs, interactions, sorts, wall and ad views, attempted actions, bell
 * loads and tray clicks, and the Core Web Vitals of a sample — sent to the analytics endpoint only with
 * the reader's consent, delivered by beacon or POST with a stored retry queue.
 *
 * This part is small and always there: it decides consent (the page's flag, the TCF framework) and hears
 * the bus from the start. The tracker that does the rest is a chunk loaded once tracking is allowed; what
 * was heard meanwhile waits in memory and is replayed to it, and is dropped if consent is refused. A
 * page that has no consent never stores, sends or loads anything of analytics.
 */
import type { AnalyticsState } from '../../contracts/analytics'
import type { Plugin } from '../../contracts/plugin'
import { Constants } from '../../contracts/constants'
import { createConsent, parseFlag, type ConsentDecision } from './consent'
import type { VitalsSource } from './cwv'
import { HEARD, type Heard } from './heard'
import { browserHost, type AnalyticsHost } from './host'
import { forgetVisit, newId } from './ids'
import { createOutbox } from './outbox'
import type { Tracker } from './tracker'

export type { AnalyticsHost }

export interface AnalyticsOptions {
  /** The page's window (the browser's by default; tests pass a fake). Absent (Node): no engagement or page lifecycle. */
  host?: AnalyticsHost
  /** Event and visit ids (random UUIDs by default). */
  makeId?: () => string
  /** Draws the Core Web Vitals sample: measured when below 0.05 (Math.random by default). */
  random?: () => number
  /** The vitals' measuring library (web-vitals, loaded on a sampled page, by default). */
  vitals?: () => Promise<VitalsSource>
  /** Loads the tracker's chunk (once tracking is allowed); tests hand the module they imported. */
  loadTracker?: () => Promise<typeof import('./tracker')>
}

const initial = (): AnalyticsState => ({
  consent: 'pending',
  consentSource: 'none',
  flag: undefined,
  activity: 'active',
  visitorId: undefined,
  sessionId: undefined,
  requestId: undefined,
  engagedMs: 0,
  queued: 0,
})

export function analyticsPlugin(options: AnalyticsOptions = {}): Plugin {
  return {
    name: 'analytics',
    setup(ctx) {
      const host = 'host' in options ? options.host : browserHost()
      const slice = ctx.store.slice('analytics', initial())
      let tracker: Tracker | undefined
      let loading = false
      let disposed = false
      let started = false
      let buffer: Heard[] = []

      const start = () => {
        if (tracker || loading || disposed) return
        loading = true
        ;(options.loadTracker ?? (() => import('./tracker')))()
          .then(({ createTracker, loadVitals }) => {
            loading = false
            if (disposed || consent.current().consent !== 'allowed' || tracker) return
            tracker = createTracker({
              ctx,
              slice,
              host,
              consent: () => consent.current(),
              makeId: options.makeId ?? newId,
              random: options.random ?? Math.random,
              vitals: options.vitals ?? loadVitals,
            })
            const heard = buffer
            buffer = []
            for (const h of heard) tracker.hear(h)
            // Consent given after start-up: the page the reader is on is viewed now.
            if (started) tracker.hear({ channel: 'analytics', event: 'start', args: [] })
          })
          .catch((error: unknown) => {
            loading = false
            ctx.log.debug('analytics: the tracker could not be loaded', error)
          })
      }

      /**
       * Tracking not allowed: nothing heard is kept. Refused (a blocking flag, the framework's no): what a
       * consenting visit left goes too — its stack, cookies and marker. No signal at all (a new tab whose
       * page sets no flag) forgets nothing: the reader's choice in another tab stands.
       */
      const refuse = (refused: boolean) => {
        buffer = []
        if (tracker) {
          tracker.stop(refused)
          tracker = undefined
        } else if (refused && ctx.storage.local.get('analytics.consent') !== undefined) {
          createOutbox(ctx.storage.local).clear()
          ctx.storage.local.remove('analytics.consent')
          forgetVisit(ctx.cookies, ctx.storage.local, ctx.storage.session)
        }
      }

      const apply = (decision: ConsentDecision) => {
        slice.update((draft) => {
          draft.consent = decision.consent
          draft.consentSource = decision.source
          draft.flag = decision.flag
        })
        if (decision.consent === 'allowed') start()
        else if (decision.consent === 'blocked') refuse(decision.source !== 'none')
      }
      const consent = createConsent({
        session: ctx.storage.raw.session,
        settings: () => ctx.store.getState().site?.settings ?? {},
        host,
        onChange: apply,
        warn: (message, error) => ctx.log.warn(`analytics: ${message}`, error),
      })

      const hear = (heard: Heard) => {
        if (heard.channel === 'analytics' && heard.event === 'start') started = true
        if (tracker) return tracker.hear(heard)
        if (consent.current().consent === 'blocked') return
        buffer.push(heard)
        if (buffer.length > Constants.eventStackCap) buffer.shift()
      }
      for (const [channel, event] of HEARD) {
        ctx.bus.subscribe(channel as 'analytics', event as 'start', (...args: unknown[]) => hear({ channel, event, args }))
      }
      // A page (or its consent banner) gives or withdraws consent on the bus: `{ consent: 2 }`.
      ctx.bus.subscribe('analytics', 'consent', (data) => {
        const value = data && typeof data === 'object' ? ((data as { consent?: unknown; flag?: unknown }).consent ?? (data as { flag?: unknown }).flag) : data
        if (value === null) consent.setFlag(null)
        else {
          const flag = parseFlag(value)
          if (flag !== undefined) consent.setFlag(flag)
          else ctx.log.warn('analytics/consent needs { consent: -2 | -1 | 1 | 2 } (or null to clear it); it is ignored.')
        }
      })
      ctx.actions.register('analytics.consent', ({ flag }) => {
        if (flag !== null && parseFlag(flag) === undefined) throw new TypeError('analytics.consent: flag must be -2, -1, 1, 2 or null')
        return consent.setFlag(flag).consent
      })

      ctx.onDispose(() => {
        disposed = true
        consent.stop()
        tracker?.stop(false)
        tracker = undefined
      })
    },
  }
}
