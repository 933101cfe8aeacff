/**
 * Where an item belongs in the loaded lists, by the service's own order (examples/server/comments/
 * cursor.ts): pins first on the unfiltered top-level list, then the sort's key (likes, replies, picks),
 * then time, then the uuid, all in the sort's direction. Replies are always oldest first.
 *
 * Used when an item changes place while the reader watches (pinned, unpinned, enabled again) and for
 * new comments under sorts whose new items do not go on top. An item that belongs after everything
 * loaded while the service has more is left out: "load more" brings it in its place, since paging
 * follows the same order (an offset would not).
 */
import type { ListedContent } from '../../contracts/entities/comments-api'
import type { CommentSort } from '../../contracts/enums'
import type { Paged, ThreadState } from './state'

type Compare = (a: ListedContent, b: ListedContent) => number

const time = (item: ListedContent) => item.date_created ?? 0
const flag = (value: boolean | undefined) => (value ? 1 : 0)

/** The service's order as a comparator: negative when `a` is listed before `b`. */
export function listOrder(sort: CommentSort, pinnedFirst: boolean): Compare {
  const ascending = sort === 'oldest'
  const key = (item: ListedContent): number[] => [
    ...(pinnedFirst ? [ascending ? -flag(item.is_pinned) : flag(item.is_pinned)] : []),
    ...(sort === 'num_likes_desc' ? [item.total_likes ?? 0] : sort === 'num_replies_desc' ? [item.total_replies ?? 0] : sort === 'newest_pick' ? [flag(item.is_picked)] : []),
    time(item),
  ]
  return (a, b) => {
    const ka = key(a)
    const kb = key(b)
    for (let i = 0; i < ka.length; i++) {
      if (ka[i] !== kb[i]) return ascending ? ka[i]! - kb[i]! : kb[i]! - ka[i]!
    }
    const byUuid = a.content_uuid < b.content_uuid ? -1 : a.content_uuid > b.content_uuid ? 1 : 0
    return ascending ? byUuid : -byUuid
  }
}

/** Replies, in every sort: oldest first. */
export const replyOrder = listOrder('oldest', false)

/**
 * Puts `uuid` where `compare` says among the listed items (taking it out first if it is listed).
 * Returns whether it is listed now: not when it belongs after the last item the service listed and
 * more remain, since the next page starts after that one.
 */
export function place(list: Paged, items: ThreadState['items'], uuid: string, compare: Compare): boolean {
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
