/**
 * One reviews widget's state and the immer recipes that change it. Reviews and replies are kept once, by
 * UUID; the reviews' order and each review's loaded replies are lists of UUIDs, so an item changed
 * anywhere (a helpful vote, an edit) changes everywhere it is shown. The ratings (average and
 * distribution) are the service's, replaced whenever an answer or a live event brings them.
 */
import type { ContentAuthor, ContentPage } from '../../contracts/entities/comments-api'
import { appendPage, keepPage, paged, type Paged } from '../../kernel/lib/paged'
import type { RatingSummary, Review, ReviewListAnswer, ReviewsAnswer, ReviewsContainer } from '../../contracts/entities/reviews-api'
import type { ReviewSort } from '../../contracts/enums'
import { isSafeKey, safeEntries } from '../../kernel/lib/safe-keys'

export type { Paged } from '../../kernel/lib/paged'

export interface BoardState {
  status: 'loading' | 'loaded' | 'error'
  container?: ReviewsContainer
  items: Record<string, Review>
  users: Record<string, ContentAuthor>
  reviews: Paged
  replies: Record<string, Paged>
  summary: RatingSummary
  sort: ReviewSort
  /** The reader's own standing review, when they wrote one. */
  own?: string
  /** The rating the reader gave alone (the standalone rating), when they have no review. */
  ownRating?: number
  /** Deleted items: a change arriving after the delete is ignored. */
  removed: Record<string, true>
  /** `paused` while offline, `stopped` once reconnecting gave up; unset while live updates flow. */
  link?: 'paused' | 'stopped'
}

export interface ReviewsSlice {
  boards: Record<string, BoardState>
}

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The reviews plugin's: every reviews and standalone rating widget's state, by instance id. */
    reviews: ReviewsSlice
  }
}

export const NO_RATINGS: RatingSummary = { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] }

export const emptyBoard = (sort: ReviewSort): BoardState => ({ status: 'loading', items: {}, users: {}, reviews: { uuids: [], more: false }, replies: {}, summary: NO_RATINGS, sort, removed: {} })

/** An item that may be kept by UUID: its own, its parent's and its author's UUIDs are safe keys. */
export const keyable = (item: { content_uuid?: unknown; parent_uuid?: unknown; actor_uuid?: unknown }) =>
  isSafeKey(item.content_uuid) && (item.parent_uuid === undefined || item.parent_uuid === null || isSafeKey(item.parent_uuid)) && isSafeKey(item.actor_uuid)

export const isRemoved = (item: Review) => item.processing_status === 'removed'

/** The ratings as the service sent them, or nothing when they are not well formed. */
export function readSummary(value: unknown): RatingSummary | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { average, count, distribution } = value as Record<string, unknown>
  if (typeof average !== 'number' || !Number.isFinite(average) || typeof count !== 'number' || !Array.isArray(distribution) || distribution.length !== 5) return undefined
  if (!distribution.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0)) return undefined
  return { average: Math.min(100, Math.max(0, average)), count: Math.max(0, count), distribution: distribution as RatingSummary['distribution'] }
}


/** Only what may be kept by UUID, nested replies included; a removed item is gone for everyone here. */
function keyablePage<P extends ContentPage>(page: P): P {
  return { ...page, contents: page.contents.filter((item) => keyable(item) && !isRemoved(item as Review)).map((item) => (item.replies ? { ...item, replies: keyablePage(item.replies) } : item)) }
}

export function mergeUsers(draft: BoardState, users: Record<string, ContentAuthor> | undefined) {
  if (!users || typeof users !== 'object') return
  for (const [uuid, user] of safeEntries(users)) if (user && typeof user === 'object') draft.users[uuid] = user
}

/** The first page (a new load, a new sort): everything before it is forgotten. */
export const boardLoaded = (container: ReviewsContainer, loaded: ReviewsAnswer | undefined, ratings: { summary: RatingSummary; own?: string; ownRating?: number }) => (draft: BoardState) => {
  draft.status = 'loaded'
  draft.container = container
  draft.items = {}
  draft.replies = {}
  draft.removed = {}
  draft.summary = readSummary(ratings.summary) ?? NO_RATINGS
  if (ratings.own) draft.own = ratings.own
  else delete draft.own
  if (ratings.ownRating !== undefined) draft.ownRating = ratings.ownRating
  else delete draft.ownRating
  if (!loaded) return void (draft.reviews = { uuids: [], more: false })
  const page = keyablePage(loaded)
  mergeUsers(draft, page.users)
  keepPage(draft, page)
  draft.reviews = paged(page)
}

export const moreLoaded = (loaded: ReviewsAnswer) => (draft: BoardState) => {
  const page = keyablePage(loaded)
  mergeUsers(draft, page.users)
  keepPage(draft, page)
  appendPage(draft.reviews, page)
  const summary = readSummary(loaded.summary)
  if (summary) draft.summary = summary
}

export const repliesLoaded = (review: string, loaded: ReviewListAnswer, fresh: boolean) => (draft: BoardState) => {
  const page = keyablePage(loaded)
  mergeUsers(draft, page.users)
  keepPage(draft, page)
  const list = (draft.replies[review] ??= { uuids: [], more: false })
  if (fresh) list.uuids = []
  appendPage(list, page)
}

/** The reader's own review, fetched apart (it may be on a later page of the list): kept, so the widget can offer its edit. */
export const ownLoaded = (loaded: ReviewsAnswer) => (draft: BoardState) => {
  const page = keyablePage(loaded)
  mergeUsers(draft, page.users)
  const [mine] = page.contents
  if (!mine) return
  const { replies: _replies, ...rest } = mine
  draft.items[mine.content_uuid] = rest as Review
  draft.own = mine.content_uuid
}
