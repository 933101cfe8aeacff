/**
 * The visitor's segment (document 3 §4 "Visitor segments", §9): anonymous visitors are top, high, medium,
 * low or none by their last 30 days' comment-read time and load-more clicks; a registered user gets the
 * commenter segment (their recent comment count is always 0 or more).
 */
import { Segment } from '../../contracts/segments'
import type { SegmentCounts } from '../../contracts/segments'


/** Thresholds of document 3 §9. */
export const SegmentThresholds = {
  /** Comment-read time of the top and high segments, ms (at least). */
  highMs: 300_000,
  /** Comment-read time of the medium segment, ms (above). */
  mediumMs: 120_000,
  /** Load-more clicks of the top segment (at least). */
  topLoadMoreClicks: 2,
} as const

export const isSegment = (value: unknown): value is Segment => typeof value === 'string' && (Segment as readonly string[]).includes(value)

/**
 * An anonymous visitor's segment. `extraMs`: read time not yet in the store (this page's tick in progress),
 * counted for the top segment only, as the spec has it.
 */
export function anonymousSegment(counts: Pick<SegmentCounts, 'recentCommentTimeMs' | 'loadMoreClicks' | 'votes' | 'follows' | 'shares' | 'opens'>, extraMs = 0): Segment {
  const time = counts.recentCommentTimeMs
  if (time + extraMs >= SegmentThresholds.highMs && counts.loadMoreClicks >= SegmentThresholds.topLoadMoreClicks) return 'top'
  if (time >= SegmentThresholds.highMs) return 'high'
  if (time > SegmentThresholds.mediumMs) return 'medium'
  if (time > 0 || counts.votes > 0 || counts.follows > 0 || counts.shares > 0 || counts.opens > 0) return 'low'
  return 'none'
}

/** The visitor's segment: commenter when registered (signed in), else by their behaviour. */
export function segmentOf(counts: SegmentCounts, registered: boolean, extraMs = 0): Segment {
  if (registered && counts.n_cc >= 0) return 'commenter'
  return anonymousSegment(counts, extraMs)
}
