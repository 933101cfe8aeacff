/**
 * Analytics (document 3 §1–§9, document 4 §4, §6): the events the analytics plugin sends, the limits the
 * product and the ingest share, and the `analytics` store slice that the paywall, ads and segmentation
 * read (what consent allows, whether the reader is active, the ids of this visit).
 */
import type { ActivityStatus, ConsentFlag } from './enums'

/** The kinds of event sent to the analytics endpoint (the `name` of an `AnalyticsEvent`). */
export const AnalyticsEventName = [
  /** A page view: once per distinct address in a page's life. */
  'view',
  /** Time engaged since the last report: sent when the page is hidden or left, and before another view. */
  'engagement',
  /** Tracking was allowed: once per visitor (the consent marker). */
  'consent',
  /** A sign-in (once per e-mail), a new account, a sign-out. */
  'login',
  'signup',
  'logout',
  /** A password-reset e-mail was asked for (the address is never sent: "not collected"). */
  'password_reset',
  /** The comments' sort changed. */
  'sort',
  /** The reader did something in a widget: posted, replied, reacted, shared, followed, reviewed… */
  'interaction',
  /** A paywall was shown. */
  'wall_view',
  /** An ad was seen (half of it on screen for a second). */
  'ad_view',
  /** A guest tried something that needs sign-in. */
  'attempted_action',
  /** "Load more" in a comments widget. */
  'load_more',
  /** The tray's bell was clicked; a bell was placed on the page. */
  'tray_trigger_click',
  'bell_load',
  'conversation_starter_load',
  /** An ab-test assignment. */
  'ab_test',
  /** A widget says it was seen, or engaged with (`analytics`/`view`, `analytics`/`engage`). */
  'widget_view',
  'widget_engage',
  /** The reader's first action in a comments widget (`comments`/`engage`). */
  'comments_engage',
  /** Core Web Vitals, for the 5 % of page views sampled. */
  'cwv',
] as const
/** One of {@link AnalyticsEventName}. */
export type AnalyticsEventName = (typeof AnalyticsEventName)[number]

/** Constants of analytics that the product and the ingest share. */
export const Analytics = {
  /** The page's consent flag (document 4 §6): -2, -1, 1 or 2 as text. */
  consentKey: '__vftc__',
  /** First-party cookies (document 4 §6; the referrer's name is ours): visitor 1 year, session 30 minutes, referrer 6 months. */
  visitorCookie: '_vfa',
  sessionCookie: '_vfb',
  referrerCookie: '_vfr',
  /** A request id is reused by a page view of the same path within this (document 3 §4). */
  requestIdReuseMs: 5 * 60_000,
  /** Core Web Vitals are measured on this share of page views. */
  webVitalsSampleRate: 0.05,
  /** The most events one request carries (a beacon or a POST of several). */
  batchEvents: 25,
  /** The largest event the ingest takes, in bytes of JSON; a batch at most `batchEvents` of them. */
  eventBytes: 16_384,
} as const

/** Good and poor thresholds of each Core Web Vital (document 3 §9): good ≤ [0] < needs improvement ≤ [1] < poor. */
export const WebVitalThresholds = {
  LCP: [2500, 4000],
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  TTFB: [800, 1800],
} as const satisfies Record<string, readonly [number, number]>
/** One of the measured vitals. */
export type WebVitalName = keyof typeof WebVitalThresholds

/**
 * What consent allows (document 3 §4): `pending` while a consent framework has not answered yet (events
 * wait in memory, nothing is stored or sent), `allowed` with the allow-all flag or the framework's
 * consent for the product's vendor, `blocked` otherwise.
 */
export type TrackingConsent = 'pending' | 'allowed' | 'blocked'

/** The `analytics` slice: what the analytics plugin knows of this visit. */
export interface AnalyticsState {
  consent: TrackingConsent
  /** What decided it: the page's flag, the TCF framework, or nothing (no signal: blocked). */
  consentSource: 'flag' | 'tcf' | 'none'
  /** The page's consent flag, when it set one. */
  flag: ConsentFlag | undefined
  /** Active on any reader activity; inactive after 60 s without any, or while the page is hidden. */
  activity: ActivityStatus
  /** The ids of this visit, once tracking is allowed. */
  visitorId: string | undefined
  sessionId: string | undefined
  requestId: string | undefined
  /** ms engaged on this page view so far. */
  engagedMs: number
  /** Events waiting for delivery (stored, retried). */
  queued: number
}

declare module './store' {
  interface StoreSlices {
    /** The analytics plugin's: consent, activity and the visit's ids (contracts/analytics.ts). */
    analytics: AnalyticsState
  }
}

declare module './actions' {
  interface Actions {
    /**
     * Sets the page's consent flag (as `sessionStorage.__vftc__` does before load): 2 allows tracking,
     * -2, -1 and 1 block it, null clears it. Answers what consent now allows.
     */
    'analytics.consent': { params: { flag: ConsentFlag | null }; result: TrackingConsent }
  }
}

/** One day of a site's analytics report. */
export interface AnalyticsReportDay {
  /** YYYY-MM-DD (UTC). */
  day: string
  views: number
  /** Distinct visitors with a page view that day. */
  visitors: number
  /** ms readers were engaged (with the widget, when the report is for one). */
  engagedMs: number
  interactions: number
}

/**
 * A site's analytics over its last days (`GET /v3/analytics/{domain}/report`), for its administrators and
 * moderators: page views, engagement time and interactions day by day, per page and per widget. With a
 * `path`, everything is that page's; with a `widget`, engagement and interactions are that widget's and
 * views those of pages that held it.
 */
export interface AnalyticsReport {
  /** The first and last day covered (YYYY-MM-DD, UTC). */
  from: string
  to: string
  filter: { path?: string; widget?: string }
  totals: { views: number; visitors: number; engagedMs: number; interactions: number }
  /** Every day from `from` to `to`, in order (days without events are zeros). */
  daily: AnalyticsReportDay[]
  /** The most viewed pages (at most 20). */
  pages: Array<{ path: string; title: string; views: number; engagedMs: number; interactions: number }>
  /** Each widget: ms engaged while it was on screen, interactions in it, views of pages holding it. */
  widgets: Array<{ widget: string; engagedMs: number; interactions: number; views: number }>
  /** Interactions by kind (comment, reply, like, share…). */
  interactionTypes: Array<{ type: string; count: number }>
}
