/**
 * The visitor segment store (document 3 §3, §9): lists of timestamps, one per thing the visitor did, kept
 * 90 days in the browser, and what is derived from their last 30 days. A unit of time (comment reading,
 * time on the site) is one timestamp per segmentation tick of 2000 ms, so time is a count too.
 */
import { Constants } from '../../contracts/constants'
import type { SegmentCounts } from '../../contracts/segments'

/** What is counted: visits, page views, comment-read time, on-site time, load-more clicks, shares, follows, opens, votes, contributions. */
export const SEGMENT_KINDS = ['visits', 'views', 'commentTime', 'siteTime', 'loadMore', 'shares', 'follows', 'opens', 'votes', 'contributions'] as const
export type SegmentKind = (typeof SEGMENT_KINDS)[number]

/** What one segmentation tick adds (document 3 §9: "adds 2000 ms every 2000 ms, starting at 3000"). */
export const SEGMENT_TICK_MS = 2000
export const SEGMENT_FIRST_TICK_MS = 3000
/** A new visit after this long without a page view (the session cookie's life). */
export const VISIT_GAP_MS = Constants.sessionCookieMs
/** At most this many timestamps per list (a runaway page must not fill the visitor's storage). */
export const LIST_CAP = 5000

export interface SegmentData {
  lists: Partial<Record<SegmentKind, number[]>>
  /** Known facts rather than counts: signed in at least once, a paying subscriber. */
  registered?: boolean
  paid?: boolean
}

const isList = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => typeof n === 'number' && Number.isFinite(n))

/** Reads stored data strictly: unknown keys and malformed lists are dropped. */
export function parseSegmentData(value: unknown): SegmentData {
  const data: SegmentData = { lists: {} }
  if (!value || typeof value !== 'object') return data
  const raw = value as { lists?: unknown; registered?: unknown; paid?: unknown }
  if (raw.lists && typeof raw.lists === 'object') {
    for (const kind of SEGMENT_KINDS) {
      const list = (raw.lists as Record<string, unknown>)[kind]
      if (isList(list)) data.lists[kind] = list.slice(-LIST_CAP)
    }
  }
  if (raw.registered === true) data.registered = true
  if (raw.paid === true) data.paid = true
  return data
}

/** Drops what is older than 90 days. */
export function prune(data: SegmentData, now: number): SegmentData {
  const from = now - Constants.segmentRetentionMs
  const lists: SegmentData['lists'] = {}
  for (const kind of SEGMENT_KINDS) {
    const kept = data.lists[kind]?.filter((t) => t > from && t <= now)
    if (kept?.length) lists[kind] = kept
  }
  return { ...data, lists }
}

/** `data` with `count` more timestamps of `kind` at `now`. */
export function add(data: SegmentData, kind: SegmentKind, now: number, count = 1): SegmentData {
  const list = [...(data.lists[kind] ?? []), ...Array.from({ length: count }, () => now)].slice(-LIST_CAP)
  return { ...data, lists: { ...data.lists, [kind]: list } }
}

/** Entries of `kind` in the 30 days up to `now`. */
export function recent(data: SegmentData, kind: SegmentKind, now: number): number {
  const from = now - Constants.segmentWindowMs
  return data.lists[kind]?.filter((t) => t > from && t <= now).length ?? 0
}

/** Is a page view at `now` a new visit (none in the last 30 minutes)? */
export function isNewVisit(data: SegmentData, now: number): boolean {
  const last = data.lists.views?.at(-1)
  return last === undefined || now - last >= VISIT_GAP_MS
}

export function derive(data: SegmentData, now: number): SegmentCounts {
  const n = (kind: SegmentKind) => recent(data, kind, now)
  const counts = {
    visitFrequency: n('visits'),
    recentViews: n('views'),
    recentCommentTimeMs: n('commentTime') * SEGMENT_TICK_MS,
    recentSiteTimeMs: n('siteTime') * SEGMENT_TICK_MS,
    loadMoreClicks: n('loadMore'),
    shares: n('shares'),
    follows: n('follows'),
    opens: n('opens'),
    votes: n('votes'),
    n_cc: n('contributions'),
  }
  return {
    ...counts,
    flags: {
      engaged: counts.recentCommentTimeMs > 0 || counts.loadMoreClicks > 0,
      shared: counts.shares > 0,
      registered: data.registered === true,
      paid: data.paid === true,
      commenter: counts.n_cc > 0,
      contributor: (data.lists.contributions?.length ?? 0) > 0,
    },
  }
}
