/**
 * Visitor segments (document 3 §3, §4): the segments plugin keeps the visitor's in the `segments` store
 * slice; the paywall (and analytics, ads) read it there.
 */

/** Anonymous visitors' segments by engagement, and registered users' commenter segment. */
export const Segment = ['top', 'high', 'medium', 'low', 'none', 'commenter'] as const
/** One of {@link Segment}. */
export type Segment = (typeof Segment)[number]

/** Derived counts (last 30 days) and flags of the segment store (document 3 §3). */
export interface SegmentCounts {
  /** Visits in the last 30 days. */
  visitFrequency: number
  /** Page views in the last 30 days. */
  recentViews: number
  /** Comment-read time in the last 30 days, ms. */
  recentCommentTimeMs: number
  /** On-site time in the last 30 days, ms. */
  recentSiteTimeMs: number
  loadMoreClicks: number
  shares: number
  follows: number
  opens: number
  votes: number
  /** n_cc: comments (contributions) made in the last 30 days. */
  n_cc: number
  flags: { engaged: boolean; shared: boolean; registered: boolean; paid: boolean; commenter: boolean; contributor: boolean }
}

/** The `segments` slice. */
export interface SegmentsState {
  segment: Segment
  counts: SegmentCounts
}

declare module './store' {
  interface StoreSlices {
    /** The segments plugin's: the visitor's segment and the counts it comes from. */
    segments: SegmentsState
  }
}
