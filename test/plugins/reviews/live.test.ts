/**
 * What live events and the reader's own answers do to a reviews widget (plugins/reviews/live.ts): the
 * ratings they carry replace the shown ones, a new review goes where the sort puts it, others' events keep
 * the reader's own votes, a removed review goes (and frees the reader's "own"), replies go under loaded
 * reviews; hostile or foreign events change nothing. And the standalone rating's `redirect-to` takes only
 * http(s) addresses and paths.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { produce } from 'immer'
import type { Review } from '../../../contracts/entities/reviews-api'
import type { RealtimeEvent } from '../../../contracts/entities/realtime'
import { applyChange, emptyOutcome, readChange, reviewOrder, type ReviewChange } from '../../../plugins/reviews/live'
import { ratingAttributes } from '../../../plugins/reviews/inputs'
import { emptyBoard, readSummary, type BoardState } from '../../../plugins/reviews/state'

const C = '00000000-0000-4000-8000-00000000000c'
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const review = (n: number, over: Partial<Review> = {}): Review => ({
  content_uuid: uuid(n),
  content_container_uuid: C,
  section_uuid: C,
  actor_uuid: uuid(100 + n),
  content: `Review ${n}`,
  title: `Title ${n}`,
  rating: 60,
  state: 'visible',
  date_created: 1000 + n,
  total_likes: 0,
  total_dislikes: 0,
  total_replies: 0,
  total_direct_replies: 0,
  reactions: { liked: false, disliked: false, flagged: false },
  ...over,
} as Review)
const SUMMARY = { average: 70, count: 3, distribution: [0, 0, 1, 1, 1] as [number, number, number, number, number] }

function board(items: Review[], sort: BoardState['sort'] = 'most_helpful'): BoardState {
  const b = emptyBoard(sort)
  b.status = 'loaded'
  for (const item of items) b.items[item.content_uuid] = item
  b.reviews = { uuids: items.map((i) => i.content_uuid), more: false }
  return b
}
const apply = (state: BoardState, change: ReviewChange, me?: string) => {
  const out = emptyOutcome()
  const next = produce(state, (draft) => applyChange(draft as BoardState, change, { ...(me ? { uuid: me } : {}), moderator: false }, true, out))
  return { next, out }
}
const event = (action: string, payload: Record<string, unknown>): RealtimeEvent => ({ type: 'event', action: action as RealtimeEvent['action'], content_container_uuid: C, payload })

test('an event is read when it is the container’s: its review, authors and ratings; the ratings alone; nothing foreign or hostile', () => {
  const item = review(1)
  const read = readChange(event('created', { content: item, users: { [item.actor_uuid]: { uuid: item.actor_uuid, name: 'Ana' } }, summary: SUMMARY }), C)!
  assert.is(read.item!.content_uuid, item.content_uuid)
  assert.equal(read.summary, SUMMARY)
  assert.is(Object.keys(read.users).length, 1)
  assert.equal(readChange(event('updated', { summary: SUMMARY }), C), { action: 'updated', users: {}, summary: SUMMARY })
  assert.is(readChange(event('created', { content: { ...item, content_container_uuid: uuid(9) } }), C), undefined)
  assert.is(readChange(event('created', { content: { ...item, content_uuid: '__proto__' } }), C), undefined)
  assert.is(readSummary({ average: 50, count: 1, distribution: [1, 0, 0] }), undefined)
  assert.is(readSummary({ average: 'x', count: 1, distribution: [1, 0, 0, 0, 0] }), undefined)
})

test('a new review by another reader goes where the sort puts it, is announced, and the ratings change', () => {
  const state = board([review(1, { rating: 100 }), review(2, { rating: 20 })], 'top_rated')
  const { next, out } = apply(state, { action: 'created', item: review(3, { rating: 60 }), users: {}, summary: SUMMARY })
  assert.equal(next.reviews.uuids, [uuid(1), uuid(3), uuid(2)])
  assert.equal(out.reviews, [uuid(3)])
  assert.equal(next.summary, SUMMARY)
  const newest = apply(board([review(1), review(2)], 'newest'), { action: 'created', item: review(9), users: {} }).next
  assert.is(newest.reviews.uuids[0], uuid(9))
})

test('the reader’s own new review becomes theirs and is not announced to them; others’ votes keep the reader’s own', () => {
  const me = uuid(103)
  const { next, out } = apply(board([review(1)]), { action: 'created', item: review(3), users: {}, own: true }, me)
  assert.is(next.own, uuid(3))
  assert.equal(out.reviews, [])
  const voted = board([review(1, { reactions: { liked: true, disliked: false, flagged: false }, total_likes: 1 })])
  const after = apply(voted, { action: 'liked', item: review(1, { total_likes: 2 }), users: {} }).next
  assert.is(after.items[uuid(1)]!.total_likes, 2)
  assert.is(after.items[uuid(1)]!.reactions.liked, true)
})

test('a removed review goes for everyone and frees the reader’s own; a later change to it is ignored', () => {
  const state = { ...board([review(1), review(2)]), own: uuid(2) }
  const gone = apply(state, { action: 'deleted', item: review(2, { processing_status: 'removed' }), users: {} }).next
  assert.equal(gone.reviews.uuids, [uuid(1)])
  assert.is(gone.own, undefined)
  const late = apply(gone, { action: 'updated', item: review(2), users: {} }).next
  assert.equal(late.reviews.uuids, [uuid(1)])
})

test('replies: another reader’s goes under a loaded list and is announced; under an unloaded one it is counted; the reader’s own shows at once', () => {
  const reply = (n: number, actor: number) => review(n, { parent_uuid: uuid(1), actor_uuid: uuid(actor), rating: undefined, title: undefined } as Partial<Review>)
  const loaded = { ...board([review(1, { total_direct_replies: 1 })]), replies: { [uuid(1)]: { uuids: [uuid(50)], more: false } } }
  loaded.items[uuid(50)] = reply(50, 200)
  const a = apply(loaded, { action: 'created', item: reply(51, 201), users: {} })
  assert.equal(a.next.replies[uuid(1)]!.uuids, [uuid(50), uuid(51)])
  assert.equal(a.out.replies, [uuid(51)])
  assert.is(a.next.items[uuid(1)]!.total_direct_replies, 2)
  const unloaded = board([review(1, { total_direct_replies: 3 })])
  const b = apply(unloaded, { action: 'created', item: reply(52, 202), users: {} })
  assert.is(b.next.replies[uuid(1)], undefined)
  assert.is(b.next.items[uuid(1)]!.total_direct_replies, 4)
  const mine = apply(unloaded, { action: 'created', item: reply(53, 203), users: {}, own: true }, uuid(203)).next
  assert.equal(mine.replies[uuid(1)], { uuids: [uuid(53)], more: true })
})

test('the review sorts order as the service does', () => {
  const items = [review(1, { rating: 40, total_likes: 5, total_replies: 1 }), review(2, { rating: 100, total_likes: 1, total_replies: 4 }), review(3, { rating: 40, total_likes: 9, total_replies: 0 })]
  const sorted = (sort: BoardState['sort']) => [...items].sort(reviewOrder(sort)).map((i) => i.content_uuid.slice(-1))
  assert.equal(sorted('newest'), ['3', '2', '1'])
  assert.equal(sorted('oldest'), ['1', '2', '3'])
  assert.equal(sorted('top_rated'), ['2', '3', '1'])
  assert.equal(sorted('lowest_rated'), ['1', '3', '2'])
  assert.equal(sorted('most_helpful'), ['3', '1', '2'])
  assert.equal(sorted('most_replies'), ['2', '1', '3'])
})

test('redirect-to takes an http(s) address or a path, never a script or another host by //', () => {
  const pattern = ratingAttributes['redirect-to'].pattern!
  for (const ok of ['https://example.com/reviews#write', 'http://localhost:8080/reviews.html', '/reviews.html']) assert.ok(pattern.test(ok), ok)
  for (const bad of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x', 'reviews.html']) assert.not.ok(pattern.test(bad), bad)
})

test('a moderator’s tools live: a hidden or spam review leaves a reader’s list (the ratings follow) but stays, with its words, in a moderator’s; a pinned one leads the sort', () => {
  const start = board([review(1, { total_likes: 5 }), review(2, { total_likes: 3 }), review(3, { total_likes: 1 })])
  const hiddenEvent = { action: 'disabled', item: review(2, { total_likes: 3, state: 'disabled', content: '', title: '' }), users: {}, summary: { ...SUMMARY, count: 2 } }
  const reader = apply(start, hiddenEvent)
  assert.equal(reader.next.reviews.uuids, [uuid(1), uuid(3)])
  assert.is(reader.next.summary.count, 2, 'the ratings without it')
  const out = emptyOutcome()
  const moderator = produce(start, (draft) => applyChange(draft as BoardState, hiddenEvent, { moderator: true }, true, out))
  assert.equal(moderator.reviews.uuids, [uuid(1), uuid(2), uuid(3)])
  assert.is(moderator.items[uuid(2)]!.state, 'disabled')
  assert.is(moderator.items[uuid(2)]!.content, 'Review 2', 'a moderator keeps the words the public event leaves out')
  const spam = apply(start, { action: 'spammed', item: review(3, { total_likes: 1, state: 'spam', content: '' }), users: {} })
  assert.equal(spam.next.reviews.uuids, [uuid(1), uuid(2)])
  const pinned = apply(start, { action: 'pinned', item: review(3, { total_likes: 1, is_pinned: true }), users: {} })
  assert.equal(pinned.next.reviews.uuids, [uuid(3), uuid(1), uuid(2)], 'pinned first in most helpful')
  const oldest = board([review(1), review(2), review(3)], 'oldest')
  assert.equal(apply(oldest, { action: 'pinned', item: review(3, { is_pinned: true }), users: {} }).next.reviews.uuids, [uuid(3), uuid(1), uuid(2)], 'and in an ascending sort')
  assert.ok(reviewOrder('lowest_rated')(review(9, { is_pinned: true, rating: 100 }), review(8, { rating: 1 })) < 0)
})

test.run()
