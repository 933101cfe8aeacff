/**
 * The tracker: what runs once tracking is allowed (a chunk of its own, so a page without consent never
 * loads it). It keeps the visit's ids, makes each event with its common fields, stores and delivers
 * them, counts engagement and activity, sends a page view once per distinct address, the consent event
 * once per visitor, and the Core Web Vitals of a sampled page view; as the page is hidden or left, it
 * reports engagement and sends everything by beacon.
 */
import { Analytics, type AnalyticsEventName, type AnalyticsState } from '../../contracts/analytics'
import { Constants } from '../../contracts/constants'
import type { AnalyticsEvent, AnalyticsView } from '../../contracts/entities/analytics'
import type { PluginContext, Slice } from '../../contracts/plugin'
import { createActivity, type Activity } from './activity'
import { clearConsentMark, markConsent, type ConsentDecision } from './consent'
import { loadVitals, watchVitals, type Vitals, type VitalsSource } from './cwv'
import { createDelivery } from './delivery'
import { createEngagement, type Engagement } from './engagement'
import { interpret, type Recorder } from './events'
import type { Heard } from './heard'
import { isHidden, type AnalyticsHost } from './host'
import { forgetVisit, requestId, touchVisit, type VisitIds } from './ids'
import { createOutbox, type IngestPath } from './outbox'
import { makeEvent, viewOf, type PayloadDeps } from './payload'
import { createTransport } from './transport'

export interface TrackerOptions {
  ctx: PluginContext
  slice: Slice<AnalyticsState>
  host: AnalyticsHost | undefined
  consent: () => ConsentDecision
  makeId: () => string
  /** Decides the Core Web Vitals sample (`< 0.05`). */
  random: () => number
  vitals: () => Promise<VitalsSource>
}

export interface Tracker {
  hear(heard: Heard): void
  /** Stops; `forget` (consent withdrawn): the stored events, the ids' cookies and the consent marker go too. */
  stop(forget: boolean): void
}

/** The ingest URL of `path`: its `{DOMAIN}` placeholder is the site (document 3 §7). */
export const ingestUrl = (template: string, site: string) => template.replace(/\{DOMAIN\}/g, encodeURIComponent(site))

/** A non-reversible short fingerprint (FNV-1a), to remember an e-mail without keeping it. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

/** Cookies are rewritten (the session's 30 minutes renewed) at most this often. */
const TOUCH_EVERY_MS = 60_000

export function createTracker(options: TrackerOptions): Tracker {
  const { ctx, slice, host } = options
  const { now, timers } = ctx.clock
  const local = ctx.storage.local
  const state = () => ctx.store.getState()
  const pageHost = () => state().page?.domain || host?.document.location?.hostname || ''
  const referrer = () => {
    try {
      return host?.document.referrer ?? ''
    } catch {
      return ''
    }
  }

  let stopped = false
  let ids: VisitIds | undefined
  let touched = -Infinity
  const touch = () => {
    if (now() - touched < TOUCH_EVERY_MS && ids) return ids
    touched = now()
    ids = touchVisit({ cookies: ctx.cookies, local, makeId: options.makeId, pageHost: pageHost() }, referrer())
    return ids
  }
  touch()

  let rq = requestId(ctx.storage.session, state().page?.path ?? '', now(), options.makeId)
  let resets = 0
  let lastView: { view: AnalyticsView; rq: string } | undefined
  const viewed = new Set<string>()
  const payload: PayloadDeps = { state, host, now, makeId: options.makeId, ids: touch, requestId: () => rq, resets: () => resets, consent: options.consent }

  const outbox = createOutbox(local)
  const config = ctx.config
  const transport = createTransport({
    host,
    http: ctx.http,
    timers,
    urls: { analytics: ingestUrl(config.endpoints.analytics, config.site), v3: ingestUrl(config.endpoints.analyticsV3, config.site) },
  })
  const delivery = createDelivery({
    outbox,
    transport,
    timers,
    now,
    visitorId: () => ids?.visitorId,
    offline: () => state().network?.online === false || host?.navigator?.onLine === false,
    leaving: () => !!host && isHidden(host),
    onQueued: (queued) => slice.update((draft) => void (draft.queued = queued)),
  })
  // Before this page adds any: what is stored now, a previous page left.
  delivery.resumeOnLoad()

  const submit = (event: AnalyticsEvent, path: IngestPath = 'analytics') => delivery.submit(event, path)
  /**
   * Nothing is recorded once tracking stopped: a late report (web vitals' measures come when the page is
   * hidden, long after consent may have been withdrawn) would otherwise make an event, and with it set the
   * visitor's cookies again after they were forgotten.
   */
  const record = (name: AnalyticsEventName, data: Partial<AnalyticsEvent> = {}, extra: { thirdParty?: boolean; path?: IngestPath } = {}) => {
    if (stopped) return
    submit(makeEvent(payload, name, data, extra.thirdParty), extra.path)
  }

  let engagement: Engagement | undefined
  let activity: Activity | undefined
  if (host) {
    activity = createActivity({
      host,
      timers,
      now,
      timeoutMs: Constants.analyticsActivityTimeoutMs,
      onChange(status) {
        engagement?.activityChanged(status)
        slice.update((draft) => {
          draft.activity = status
          draft.engagedMs = engagement?.total() ?? 0
        })
      },
    })
    engagement = createEngagement({ host, timers, now, activity: () => activity!.status(), pageContainer: () => state().page?.container ?? '' })
    slice.update((draft) => void (draft.activity = activity!.status()))
  }

  /** The engagement counted since the last report, as an event of the view it belongs to. */
  const reportEngagement = (data?: Record<string, unknown>) => {
    const taken = engagement?.take()
    slice.update((draft) => void (draft.engagedMs = engagement?.total() ?? 0))
    if (!taken && !data) return
    record('engagement', { ...(taken ? { engagement: taken } : {}), ...(data && Object.keys(data).length ? { data } : {}), ...(lastView ? { view: lastView.view, rq: lastView.rq } : {}) })
  }

  let vitals: Vitals | undefined
  const leave = () => {
    reportEngagement()
    const scores = vitals?.take()
    if (scores) record('cwv', { cwv_scores: scores }, { path: 'v3' })
    delivery.leave()
  }
  const visibility = () => {
    if (!host) return
    if (isHidden(host)) leave()
    else delivery.back()
  }
  host?.document.addEventListener('visibilitychange', visibility)
  host?.addEventListener('pagehide', leave)
  // Back online: what waits goes now rather than at the next retry.
  let online = state().network?.online !== false
  const unwatchNetwork = ctx.store.subscribe(() => {
    const now = state().network?.online !== false
    if (now && !online) delivery.flush()
    online = now
  })

  if (options.random() < Analytics.webVitalsSampleRate && host) {
    options
      .vitals()
      .then((source) => {
        if (stopped) return
        vitals = watchVitals(source, () => isHidden(host), (scores) => record('cwv', { cwv_scores: scores }, { path: 'v3' }))
      })
      .catch((error: unknown) => ctx.log.debug('analytics: the web vitals could not be measured', error))
  }

  let bells = 0
  const coalesced = new Set<string>()
  const recorder: Recorder = {
    record,
    view() {
      const page = state().page
      const url = page?.cleanUrl ?? ''
      if (viewed.has(url)) return
      // The view before this one is over: its engagement is its own.
      if (lastView) reportEngagement()
      viewed.add(url)
      rq = requestId(ctx.storage.session, page?.path ?? '', now(), options.makeId)
      slice.update((draft) => void (draft.requestId = rq))
      lastView = { view: viewOf(state(), referrer()), rq }
      record('view', {}, { thirdParty: true })
    },
    engagement: reportEngagement,
    commentRead: () => engagement?.commentRead(),
    reset() {
      reportEngagement()
      resets++
    },
    firstLoginForReader() {
      const user = state().session?.user
      const who = (user?.email || user?.uuid || '').trim().toLowerCase()
      if (!who) return true
      const seen = local.get<string[]>('analytics.logins', Array.isArray) ?? []
      const mark = fingerprint(who)
      if (seen.includes(mark)) return false
      local.set('analytics.logins', [...seen.slice(-49), mark])
      return true
    },
    userData() {
      const user = state().session?.user
      if (!user) return {}
      const { uuid, id, user_privilege, date_created, social_login_provider } = user
      return { uuid, id, user_privilege, ...(date_created !== undefined ? { date_created } : {}), ...(social_login_provider ? { social_login_provider } : {}) }
    },
    bellLoaded: () => ++bells,
    once(key, fn) {
      if (coalesced.has(key)) return
      coalesced.add(key)
      queueMicrotask(() => {
        coalesced.delete(key)
        fn()
      })
    },
  }

  slice.update((draft) => {
    draft.visitorId = ids?.visitorId
    draft.sessionId = ids?.sessionId
    draft.requestId = rq
  })
  const decision = options.consent()
  if (markConsent(local, decision, now())) record('consent', { ...(decision.flag !== undefined ? { consent: decision.flag } : {}), data: { source: decision.source } }, { thirdParty: true })

  return {
    hear(heard) {
      if (stopped) return
      try {
        interpret(heard, recorder)
      } catch (error) {
        // Analytics errors are swallowed (document 3 §8): the page never hears of them.
        ctx.log.debug('analytics: an event could not be recorded', error)
      }
    },
    stop(forget) {
      if (stopped) return
      stopped = true
      delivery.stop()
      activity?.stop()
      engagement?.stop()
      unwatchNetwork()
      host?.document.removeEventListener('visibilitychange', visibility)
      host?.removeEventListener('pagehide', leave)
      if (forget) {
        outbox.clear()
        clearConsentMark(local)
        forgetVisit(ctx.cookies, local, ctx.storage.session)
        slice.update((draft) => {
          draft.visitorId = undefined
          draft.sessionId = undefined
          draft.requestId = undefined
          draft.queued = 0
        })
      }
    },
  }
}

export { loadVitals }
