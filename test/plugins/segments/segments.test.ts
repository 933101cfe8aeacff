/** The segment store and the segment thresholds (document 3 §3, §4, §9), on fixed instants. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { SegmentCounts } from '../../../contracts/segments'
import { anonymousSegment, segmentOf } from '../../../plugins/segments/segment'
import { add, derive, isNewVisit, parseSegmentData, prune, type SegmentData } from '../../../plugins/segments/store'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 5, 1)
const quiet = { recentCommentTimeMs: 0, loadMoreClicks: 0, votes: 0, follows: 0, shares: 0, opens: 0 }

test('anonymous segments by comment-read time (300000 and 120000 ms) and load-more clicks (2)', () => {
  assert.is(anonymousSegment({ ...quiet, recentCommentTimeMs: 300_000, loadMoreClicks: 2 }), 'top')
  assert.is(anonymousSegment({ ...quiet, recentCommentTimeMs: 300_000, loadMoreClicks: 1 }), 'high', 'top needs 2 clicks')
  assert.is(anonymousSegment({ ...quiet, recentCommentTimeMs: 298_000, loadMoreClicks: 2 }, 2000), 'top', 'the extra time counts for top')
  assert.is(anonymousSegment({ ...quiet, recentCommentTimeMs: 298_000, loadMoreClicks: 2 }), 'medium', 'without it: medium')
  assert.is(anonymousSegment({ ...quiet, recentCommentTimeMs: 298_000 }, 2000), 'medium', 'the extra time does not make high')
  assert.is(anonymousSegment({ ...quiet, recentCommentTimeMs: 122_000 }), 'medium')
  assert.is(anonymousSegment({ ...quiet, recentCommentTimeMs: 120_000 }), 'low', 'medium is above 120000, not at it')
  assert.is(anonymousSegment({ ...quiet, recentCommentTimeMs: 2000 }), 'low')
  for (const kind of ['votes', 'follows', 'shares', 'opens'] as const) assert.is(anonymousSegment({ ...quiet, [kind]: 1 }), 'low', kind)
  assert.is(anonymousSegment({ ...quiet, loadMoreClicks: 5 }), 'none', 'clicks alone are no engagement')
  assert.is(anonymousSegment(quiet), 'none')
})

test('a registered user is a commenter, whatever their comment count', () => {
  const counts = derive({ lists: {} }, NOW)
  assert.is(counts.n_cc, 0)
  assert.is(segmentOf(counts, true), 'commenter')
  assert.is(segmentOf(counts, false), 'none')
})

test('counts come from the last 30 days; the store keeps 90', () => {
  let data: SegmentData = { lists: {} }
  data = add(data, 'commentTime', NOW - 31 * DAY, 10)
  data = add(data, 'commentTime', NOW - 29 * DAY, 3)
  data = add(data, 'loadMore', NOW - 89 * DAY)
  data = add(data, 'loadMore', NOW - 91 * DAY)
  data = add(data, 'contributions', NOW - 40 * DAY)
  const counts: SegmentCounts = derive(data, NOW)
  assert.is(counts.recentCommentTimeMs, 6000, 'three ticks of 2000 ms in the window')
  assert.is(counts.loadMoreClicks, 0)
  assert.is(counts.n_cc, 0)
  assert.ok(counts.flags.contributor, 'a contributor in the 90 days')
  assert.not.ok(counts.flags.commenter, 'but no comment in the last 30')
  const kept = prune(data, NOW)
  assert.is(kept.lists.loadMore?.length, 1, 'the click of 91 days ago is gone')
  assert.is(kept.lists.commentTime?.length, 13)
})

test('a visit is a page view after 30 minutes without one', () => {
  const data = add({ lists: {} }, 'views', NOW)
  assert.ok(isNewVisit({ lists: {} }, NOW))
  assert.not.ok(isNewVisit(data, NOW + 29 * 60_000))
  assert.ok(isNewVisit(data, NOW + 30 * 60_000))
})

test('stored data is read strictly: unknown keys, bad lists and __proto__ are dropped', () => {
  const data = parseSegmentData(JSON.parse('{"lists":{"views":[1,2],"visits":["x"],"__proto__":[1],"other":[3]},"registered":true,"paid":"yes"}'))
  assert.equal(data, { lists: { views: [1, 2] }, registered: true })
  assert.equal(parseSegmentData('nonsense'), { lists: {} })
})

test.run()
