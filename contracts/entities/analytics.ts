/** Analytics payloads, the visitor segment store and ab-test records (document 3 §3). */
import type { ConsentFlag, Segment } from '../enums'

/** Engagement measured for a page view. */
export interface EngagementData {
  /** ms engaged. */
  time: number
  /** ms engaged with the product's widgets. */
  vftime: number
  widgets: string[]
  /** ms per container. */
  containerTime?: Record<string, number>
  focuses: number
  /** ms the page was hidden. */
  hiddenTime: number
}

/** One analytics event as sent to the analytics endpoint. */
export interface AnalyticsEvent {
  /** The event name (view, engage, login…). */
  name: string
  /** Event id: duplicates (same name and eid) are not stored. */
  eid: string
  /** View details (page). */
  view: Record<string, unknown>
  meta: Record<string, unknown>
  /** Client/section data. */
  csd?: Record<string, unknown>
  /** User agent. */
  ua?: string
  /** Request id. */
  rq: string
  /** Reset count. */
  rs: number
  /** ms. */
  ts: number
  /** The local time zone offset. */
  ltz: number
  /** Widget names on the page. */
  w: string[]
  wStats?: Record<string, unknown>
  engagement?: EngagementData
  adData?: Record<string, unknown>
  bellsLoaded?: number
  cwv_scores?: Record<string, number>
  loginData?: Record<string, unknown>
  signupData?: Record<string, unknown>
  commentSortData?: { from: string; to: string }
  attemptedAction?: string
  /** The user, never with an e-mail. */
  user_data?: Record<string, unknown>
  consent?: ConsentFlag
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
