/**
 * What a realtime event of a reviews container means for a widget, and how a batch of them (or the
 * service's answer to the reader's own change, applied by the same rules) changes its state: the ratings
 * every event carries replace the shown ones; a new review goes where the widget's sort puts it; a reply
 * goes under its review; an edit or a helpful vote changes the item where it is shown (keeping the
 * reader's own votes, which others' events do not carry); a removed item goes.
 */
import type { ContentAuthor } from '../../contracts/entities/comments-api'
import type { RealtimeEvent } from '../../contracts/entities/realtime'
import type { RatingSummary, Review } from '../../contracts/entities/reviews-api'
import type { ReviewSort } from '../../contracts/enums'
import { safeEntries } from '../../kernel/lib/safe-keys'
import { isRemoved, keyable, readSummary, type BoardState, type Paged } from './state'

export interface ReviewChange {
  action: string
  item?: Review
  users: Record<string, ContentAuthor>
  summary?: RatingSummary
  /** The service's answer to this reader's own change (its reactions are the reader's). */
  own?: boolean
}

export interface LiveReader {
  uuid?: string
  moderator: boolean
}

/** What arrived in a batch: reviews and replies by others, for the widget's polite announcements. */
export interface LiveOutcome {
  reviews: string[]
  replies: string[]
}

export const emptyOutcome = (): LiveOutcome => ({ reviews: [], replies: [] })

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

export function readChange(event: RealtimeEvent, containerUuid: string): ReviewChange | undefined {
  const payload = event.payload ?? {}
  const summary = readSummary(payload.summary)
  const item = payload.content
  if (!isObject(item)) return summary && event.content_container_uuid === containerUuid ? { action: event.action, users: {}, summary } : undefined
  if (item.content_container_uuid !== containerUuid || typeof item.content_uuid !== 'string' || typeof item.actor_uuid !== 'string' || typeof item.date_created !== 'number' || typeof item.state !== 'string' || !keyable(item)) return undefined
  const users: Record<string, ContentAuthor> = {}
  if (isObject(payload.users)) for (const [uuid, user] of safeEntries(payload.users)) if (isObject(user) && user.uuid === uuid) users[uuid] = user as unknown as ContentAuthor
  const { replies: _replies, ...rest } = item
  return { action: event.action, item: rest as unknown as Review, users, ...(summary ? { summary } : {}) }
}

/** The service's order of a review sort as a comparator (pinned reviews first): negative when `a` is listed before `b`. */
export function reviewOrder(sort: ReviewSort) {
  const ascending = sort === 'oldest' || sort === 'lowest_rated'
  const key = (item: Review): number[] => [
    ascending ? (item.is_pinned ? 0 : 1) : item.is_pinned ? 1 : 0,
    ...(sort === 'top_rated' || sort === 'lowest_rated' ? [item.rating ?? 0] : sort === 'most_helpful' ? [item.total_likes ?? 0] : sort === 'most_replies' ? [item.total_replies ?? 0] : []),
    item.date_created ?? 0,
  ]
  return (a: Review, b: Review) => {
    const ka = key(a)
    const kb = key(b)
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ascending ? ka[i]! - kb[i]! : kb[i]! - ka[i]!
    const byUuid = a.content_uuid < b.content_uuid ? -1 : a.content_uuid > b.content_uuid ? 1 : 0
    return ascending ? byUuid : -byUuid
  }
}

const byTime = (a: Review, b: Review) => (a.date_created ?? 0) - (b.date_created ?? 0) || (a.content_uuid < b.content_uuid ? -1 : 1)

/**
 * Puts `uuid` where `compare` says among the listed items. Not listed when it belongs after the last item
 * the service listed while more remain: "load more" brings it in its place.
 */
export function place(list: Paged, items: Record<string, Review>, uuid: string, compare: (a: Review, b: Review) => number): boolean {
  const item = items[uuid]
  const at = list.uuids.indexOf(uuid)
  if (at >= 0) list.uuids.splice(at, 1)
  if (!item) return false
  const before = list.uuids.findIndex((other) => {
    const listed = items[other]
    return !!listed && compare(item, listed) < 0
  })
  const last = list.last === undefined ? undefined : items[list.last]
  if (before >= 0) list.uuids.splice(before, 0, uuid)
  else if (!list.more || (last && compare(item, last) <= 0)) list.uuids.push(uuid)
  else return false
  return true
}

/** Would this reader see this item (the service's listing rule)? */
export function visibleTo(item: Review, reader: LiveReader): boolean {
  if (isRemoved(item)) return false
  if (reader.moderator) return true
  return item.state === 'visible' || (item.state === 'awaiting_moderation' && !!reader.uuid && item.actor_uuid === reader.uuid)
}

const drop = (list: Paged | undefined, uuid: string) => {
  const at = list?.uuids.indexOf(uuid) ?? -1
  if (at >= 0) list!.uuids.splice(at, 1)
}

/** Applies one change to a board (inside an immer recipe). */
export function applyChange(draft: BoardState, change: ReviewChange, reader: LiveReader, listed: boolean, out: LiveOutcome): void {
  if (change.summary) draft.summary = change.summary
  const item = change.item
  if (!item || draft.removed[item.content_uuid]) return
  for (const [uuid, user] of Object.entries(change.users)) draft.users[uuid] = user
  const uuid = item.content_uuid
  const known = draft.items[uuid]
  const parent = item.parent_uuid ?? undefined
  const mine = !!reader.uuid && item.actor_uuid === reader.uuid

  if (change.action === 'deleted' || isRemoved(item) || !visibleTo(item, reader)) {
    const gone = change.action === 'deleted' || isRemoved(item)
    if (gone) draft.removed[uuid] = true
    delete draft.items[uuid]
    if (parent) {
      drop(draft.replies[parent], uuid)
      const review = draft.items[parent]
      if (gone && known && review) {
        review.total_direct_replies = Math.max(0, (review.total_direct_replies ?? 1) - 1)
        review.total_replies = Math.max(0, (review.total_replies ?? 1) - 1)
      }
    } else {
      drop(draft.reviews, uuid)
      delete draft.replies[uuid]
      if (gone && draft.own === uuid) delete draft.own
    }
    return
  }

  // The reader's own votes are theirs: others' events carry none. Nor do they carry the words of an item
  // hidden from readers, which a moderator's widget keeps.
  const words = !change.own && known && item.state !== 'visible' && !item.content ? { content: known.content, ...(known.title !== undefined ? { title: known.title } : {}) } : {}
  draft.items[uuid] = change.own || !known ? item : { ...item, ...words, reactions: known.reactions }
  if (!parent) {
    if (mine) {
      draft.own = uuid
      delete draft.ownRating
    }
    if (!listed) return
    const wasListed = draft.reviews.uuids.includes(uuid)
    // Arrived, or changed in what the sort orders by: where the sort puts it now.
    if (place(draft.reviews, draft.items, uuid, reviewOrder(draft.sort)) && !wasListed && !known && !mine) out.reviews.push(uuid)
    return
  }
  if (known) return
  const review = draft.items[parent]
  if (review) {
    review.total_direct_replies = (review.total_direct_replies ?? 0) + 1
    review.total_replies = (review.total_replies ?? 0) + 1
  }
  const replies = draft.replies[parent]
  if (replies && !replies.more) {
    place(replies, draft.items, uuid, byTime)
    if (!mine) out.replies.push(uuid)
  } else if (mine) {
    // The reader's own reply shows at once, even under replies not loaded yet ("Show replies" still brings them).
    const list = (draft.replies[parent] ??= { uuids: [], more: (review?.total_direct_replies ?? 1) > 1 })
    if (!list.uuids.includes(uuid)) list.uuids.push(uuid)
  }
}

/** A batch of changes applied in one recipe. */
export const changesApplied = (batch: ReviewChange[], reader: LiveReader, listed: boolean, out: LiveOutcome) => (draft: BoardState) => {
  for (const change of batch) applyChange(draft, change, reader, listed, out)
}
