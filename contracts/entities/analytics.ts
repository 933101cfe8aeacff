/** Analytics payloads, the visitor segment store and ab-test records (document 3 §3). */
import type { ConsentFlag, Segment } from '../enums'

/**
 * Engagement measured for a page view since the last report (document 3 §3, §9): counted on a 333 ms
 * tick while the page is visible and the reader active (activity within the last 60 s).
 */
export interface EngagementData {
  /** ms the reader was engaged with the page. */
  time: number
  /** ms of `time` during which at least one of the product's widgets was on screen. */
  vftime: number
  /** The widgets (tags) that were on screen while the reader was engaged. */
  widgets: string[]
  /** ms on screen while engaged, per widget tag. */
  widgetTime: Record<string, number>
  /** ms on screen while engaged, per content container id. */
  containerTime: Record<string, number>
  /** How many times the keyboard focus moved into a widget from outside it. */
  focuses: number
  /** ms the page was hidden. */
  hiddenTime: number
  /** Comments that counted as read (`comments`/`read`: 3000 ms of engagement each). */
  commentsRead: number
}

/** The page an event happened on (the `view` field). */
export interface AnalyticsView {
  /** The page address without deep-link parameters, e-mail addresses taken out. */
  url: string
  path: string
  title: string
  domain: string
  section: string
  unique_id: string
  /** The page-level container id. */
  container: string
  page_type: string
  lang: string
  /** Where the reader came from (`document.referrer`), e-mail addresses taken out. */
  referrer: string
}

/** Who and where (the `meta` field): the first-party ids of document 4 §6 and the site. */
export interface AnalyticsMeta {
  /** Visitor id (`_vfa`, one year). An event without one is kept and retried. */
  vid?: string
  /** Session id (`_vfb`, 30 minutes, renewed by each event). */
  sid?: string
  /** The external referrer that first brought this visitor (6 months). */
  ref?: string
  /** The signed-in reader's uuid; absent for a guest. */
  uid?: string
  /** guest, user, moderator, admin. */
  privilege: string
  site_uuid?: string
  section_id?: string
  /** Where tracking consent came from. */
  consent: 'flag' | 'tcf'
  /** Third-party ids, on consent and view events only: the TCF consent string. */
  tp?: { tcf?: string; gdpr?: boolean }
}

/** The reader's screen and browser (the `csd` field). */
export interface AnalyticsClient {
  /** Viewport and screen size, CSS px; device pixel ratio. */
  vw: number
  vh: number
  sw: number
  sh: number
  dpr: number
  /** The browser's language. */
  lang: string
  /** Below the mobile layout width (765 px). */
  mobile: boolean
}

/** One Core Web Vital as measured on the page, and its rating by document 3 §9's thresholds. */
export interface WebVitalScore {
  value: number
  rating: 'good' | 'needs-improvement' | 'poor'
}

/**
 * One analytics event as sent to the analytics endpoint (document 3 §3 "Analytics event payload"):
 * the common fields, then the data of its kind.
 */
export interface AnalyticsEvent {
  /** The event's kind (contracts/analytics.ts `AnalyticsEventName`). */
  name: string
  /** Event id (a UUID): duplicates (same name and eid) are neither queued twice nor stored twice. */
  eid: string
  view: AnalyticsView
  meta: AnalyticsMeta
  csd: AnalyticsClient
  /** User agent. */
  ua: string
  /** Request id: one per page view; a reload of the same path within 5 minutes keeps it. */
  rq: string
  /** How many times the product was reset on this page (`vf.context.reset`). */
  rs: number
  /** When it happened, ms since the epoch. */
  ts: number
  /** The local time zone's offset from UTC, minutes east. */
  ltz: number
  /** The widgets on the page (tags). */
  w: string[]
  /** How many of each widget the page holds. */
  wStats: Record<string, number>
  engagement?: EngagementData
  adData?: Record<string, unknown>
  bellsLoaded?: number
  cwv_scores?: Partial<Record<'LCP' | 'FCP' | 'CLS' | 'INP' | 'TTFB', WebVitalScore>>
  loginData?: Record<string, unknown>
  signupData?: Record<string, unknown>
  commentSortData?: { from: string; to: string }
  /** What a guest tried that needed sign-in (an `authentication`/`required` trigger), or a password reset. */
  attemptedAction?: { action: string; method?: string; email?: string }
  /** The reader, never with an e-mail. */
  user_data?: Record<string, unknown>
  consent?: ConsentFlag
  /** An interaction: what the reader did, in which widget. */
  interaction?: { type: string; widget?: string; container?: string }
  /** Anything else the publishing widget said about the event (e-mails removed). */
  data?: Record<string, unknown>
}

/** What the segmentation keeps per visitor (timestamps in ms, 90 days). */
export interface SegmentStore {
  visits: number[]
  pageViews: number[]
  commentReadTime: number[]
  onSiteTime: number[]
  loadMoreClicks: number[]
  commentShare: number[]
  follow: number[]
  open: number[]
  vote: number[]
  contributor: number[]
  /** Derived counts. */
  visitFrequency: number
  recentViews: number
  recentCommentTime: number
  n_cc: number
  engaged: boolean
  shared: boolean
  registered: boolean
  paid: boolean
  commenter: boolean
  contributorFlag: boolean
  segment: Segment
}

/** An ab-test assignment. */
export interface AbTestRecord {
  name: string
  /** The hash of the user id that decided the group. */
  hash: number
  /** In the variant group (not control). */
  isIn: boolean
  /** Percent in control. */
  control: number
  /** ms. */
  expiry: number
}
