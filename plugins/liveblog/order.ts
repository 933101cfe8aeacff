/**
 * Where a post belongs among those loaded, by the service's own order (examples/server/comments/
 * cursor.ts): pins first, then the sort's key (likes, replies, picks), then time, then the UUID, all in
 * the sort's direction. Replies are oldest first. An item that belongs after everything loaded while the
 * service has more is left out: "load more" brings it in its place.
 */
import type { LivePost } from '../../contracts/entities/liveblog-api'
import type { CommentSort } from '../../contracts/enums'
import type { Paged } from './state'

type Compare = (a: LivePost, b: LivePost) => number

const flag = (value: boolean | undefined) => (value ? 1 : 0)

/** The service's order as a comparator: negative when `a` is listed before `b`. */
export function listOrder(sort: CommentSort, pinnedFirst: boolean): Compare {
  const ascending = sort === 'oldest'
  const key = (item: LivePost): number[] => [
    ...(pinnedFirst ? [ascending ? -flag(item.is_pinned) : flag(item.is_pinned)] : []),
    ...(sort === 'num_likes_desc' ? [item.total_likes ?? 0] : sort === 'num_replies_desc' ? [item.total_replies ?? 0] : sort === 'newest_pick' ? [flag(item.is_picked)] : []),
    item.date_created ?? 0,
  ]
  return (a, b) => {
    const ka = key(a)
    const kb = key(b)
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ascending ? ka[i]! - kb[i]! : kb[i]! - ka[i]!
    const byUuid = a.content_uuid < b.content_uuid ? -1 : a.content_uuid > b.content_uuid ? 1 : 0
    return ascending ? byUuid : -byUuid
  }
}

export const replyOrder = listOrder('oldest', false)

/**
 * Puts `uuid` where `compare` says among the listed items (taking it out first if listed). Returns
 * whether it is listed now: not when it belongs after the last item the service listed and more remain.
 */
export function place(list: Paged, items: Record<string, LivePost>, uuid: string, compare: Compare): boolean {
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
