/**
 * Visitor segmentation and ab tests (document 3 §1, §3–§6, §9). A plugin of its own rather than a part of
 * the paywall: the segment is the visitor's, read by the paywall (which walls by it), and by analytics and
 * ads as the spec's ownership has it (contracts/analytics.ts names segmentation beside them); ab tests are
 * assigned from the same visitor id and store.
 *
 * It keeps 90 days of timestamps in the browser (visits, page views, comment-read and on-site time,
 * load-more clicks, shares, follows, opens, votes, contributions), hears them on the bus, adds 2000 ms of
 * time every 2000 ms from 3000 ms while the page is shown (comment-read time while a comments widget is on
 * it), and keeps the derived segment in the `segments` slice.
 */
import type { Plugin } from '../../contracts/plugin'
import { isGuestUser } from '../../kernel/lib/ids'
import { assign, isAbTestRecord, isExpired, isTestActive, type AbTestRecord } from './ab-tests'
import type { SegmentsState } from '../../contracts/segments'
import { segmentOf } from './segment'
import { add, derive, isNewVisit, parseSegmentData, prune, SEGMENT_FIRST_TICK_MS, SEGMENT_TICK_MS, type SegmentData, type SegmentKind } from './store'

/** An ab-test assignment as the page and plugins read it. */
export interface AbTestAssignment {
  name: string
  group: 'control' | 'variant'
  control: number
  expiry: number
}

declare module '../../contracts/actions' {
  interface Actions {
    /** The visitor's segment and counts now. */
    'segments.get': { params: Record<string, never> | undefined; result: SegmentsState }
    /** The visitor's group in ab test `name`, or null when the test is not active (or over) for them. `refresh`: by the hash even for staff. */
    'ab_tests.assign': { params: { name: string; refresh?: boolean }; result: AbTestAssignment | null }
    /** Ends ab test `name` for this visitor now. */
    'ab_tests.expire': { params: { name: string }; result: boolean }
  }
}

export interface SegmentsOptions {
  /** The global switch: true turns every ab test off. */
  disableAbTests?: boolean
  /** Is the page shown? (the document's visibility by default) */
  visible?: () => boolean
  /** A new anonymous visitor id (a random UUID by default). */
  makeId?: () => string
}

const STORE_KEY = 'segments'
const VISITOR_KEY = 'segments.visitor'
const AB_KEY = 'ab_tests'
const isRecordMap = (v: unknown): v is Record<string, AbTestRecord> => !!v && typeof v === 'object' && Object.values(v).every(isAbTestRecord)
const documentVisible = () => (globalThis as { document?: Document }).document?.visibilityState !== 'hidden'

export function segmentsPlugin(options: SegmentsOptions = {}): Plugin {
  return {
    name: 'segments',
    setup(ctx) {
      const { now, timers } = ctx.clock
      const user = () => ctx.store.getState().session?.user ?? ctx.store.getState().site?.user
      const registered = () => !isGuestUser(user())
      let data: SegmentData = prune(parseSegmentData(ctx.storage.local.get(STORE_KEY)), now())
      let comments = false
      const visible = options.visible ?? documentVisible
      const started = now()
      let lastTick = started
      /** Comment reading since the last tick, not yet in the store: it counts toward the top segment (document 3 §4's "plus extra"). */
      const extra = () => (comments && visible() ? Math.max(0, Math.min(now() - lastTick, lastTick === started ? SEGMENT_FIRST_TICK_MS : SEGMENT_TICK_MS)) : 0)
      const state = (): SegmentsState => {
        const counts = derive(data, now())
        return { segment: segmentOf(counts, registered(), extra()), counts }
      }
      const slice = ctx.store.slice('segments', state())
      const save = () => {
        ctx.storage.local.set(STORE_KEY, data)
        const next = state()
        slice.update(() => next)
      }
      const record = (kind: SegmentKind) => {
        data = add(data, kind, now())
        save()
      }

      // This page view (and a visit, after 30 minutes without one).
      if (isNewVisit(data, now())) data = add(data, 'visits', now())
      data = add(data, 'views', now())
      if (registered()) data = { ...data, registered: true }
      save()

      ctx.bus.subscribe('analytics', 'load_more_click', () => record('loadMore'))
      ctx.bus.subscribe('share', 'clicked', () => record('shares'))
      ctx.bus.subscribe('topics', 'followed', () => record('follows'))
      ctx.bus.subscribe('tray', 'opened', () => record('opens'))
      ctx.bus.subscribe('analytics', 'interaction', (d) => {
        if (d && typeof d === 'object' && (d as { type?: unknown }).type === 'vote') record('votes')
      })
      ctx.bus.subscribe('comment', 'created', () => record('contributions'))
      ctx.bus.subscribe('comment-reply', 'posted', () => record('contributions'))
      ctx.bus.subscribe('reviews', 'created', () => record('contributions'))
      ctx.bus.subscribe('user', 'changed', () => {
        if (registered()) data = { ...data, registered: true }
        save()
      })

      // The segmentation timer: 2000 ms of time every 2000 ms, the first at 3000 ms, while the page is shown.
      ctx.bus.subscribe('commenting', 'loaded', () => void (comments = true))
      let timer: unknown
      const tick = () => {
        lastTick = now()
        if (visible()) {
          data = add(data, 'siteTime', now())
          if (comments) data = add(data, 'commentTime', now())
          save()
        }
        timer = timers.setTimeout(tick, SEGMENT_TICK_MS)
      }
      timer = timers.setTimeout(tick, SEGMENT_FIRST_TICK_MS)
      ctx.onDispose(() => timers.clearTimeout(timer))

      // Ab tests.
      const visitorId = () => {
        const signedIn = user()
        if (signedIn && !isGuestUser(signedIn)) return signedIn.uuid
        let id = ctx.storage.local.get<string>(VISITOR_KEY, (v): v is string => typeof v === 'string' && v.length > 0)
        if (!id) {
          id = (options.makeId ?? (() => globalThis.crypto?.randomUUID?.() ?? `${now()}-${Math.random()}`))()
          ctx.storage.local.set(VISITOR_KEY, id)
        }
        return id
      }
      const records = () => ctx.storage.local.get(AB_KEY, isRecordMap) ?? {}
      const told = new Set<string>()
      ctx.actions.register('ab_tests.assign', ({ name, refresh }) => {
        if (typeof name !== 'string' || !isTestActive(name, ctx.store.getState().site?.settings ?? {}, options.disableAbTests === true)) return null
        const all = records()
        const userId = visitorId()
        const privilege = user()?.user_privilege
        let kept = Object.hasOwn(all, name) ? all[name] : undefined
        if (kept && isExpired(kept, now())) return null
        if (!kept || refresh) {
          kept = assign(name, { userId, now: now(), staff: privilege === 'admin' || privilege === 'moderator', refresh: refresh === true })
          ctx.storage.local.set(AB_KEY, { ...all, [name]: kept })
        }
        const assignment: AbTestAssignment = { name, group: kept.isIn ? 'control' : 'variant', control: kept.control, expiry: kept.expiry }
        if (!told.has(name)) {
          told.add(name)
          ctx.bus.publish('analytics', 'ab_test', { name, group: assignment.group, control: kept.control, hash: kept.hash })
        }
        return assignment
      })
      ctx.actions.register('ab_tests.expire', ({ name }) => {
        const all = records()
        const kept = typeof name === 'string' && Object.hasOwn(all, name) ? all[name] : undefined
        if (!kept) return false
        ctx.storage.local.set(AB_KEY, { ...all, [name]: { ...kept, expiry: now() } })
        return true
      })
      ctx.actions.register('segments.get', () => state())
    },
  }
}
