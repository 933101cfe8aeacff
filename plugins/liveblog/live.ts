/**
 * The live blog's live updates, pure: every content event action of document 1 §4 as an immer recipe
 * over one blog. Events are untrusted, may repeat and may come out of order, so each recipe is
 * idempotent and keeps the newest version of an item: a duplicate changes nothing, an edit never goes
 * back to an older text, and a delete wins over anything after it.
 *
 * A new post goes where the service lists it at once (on top, after the pinned ones, newest first): the
 * list's scroll anchoring keeps what the reader reads where it is, and the post is noted as `fresh` for
 * the "new posts" control a reader further down the page is offered. A removed post is gone for
 * everyone, editors too (its replies go with it).
 */
import type { ContentAuthor } from '../../contracts/entities/comments-api'
import type { LiveblogContainer, LivePost, LivePostsAnswer } from '../../contracts/entities/liveblog-api'
import type { RealtimeAction } from '../../contracts/enums'
import type { RealtimeEvent } from '../../contracts/entities/realtime'
import type { RealtimeConnection } from '../../contracts/events'
import { safeEntries } from '../../kernel/lib/safe-keys'
import { serviceSort } from './inputs'
import { listOrder, place, replyOrder } from './order'
import { isRemoved, keyable, mergeUsers, sameItem, type BlogState } from './state'

/** Who is reading: their own writing shows at once and is not "new" to them; editors see every state. */
export interface LiveReader {
  uuid?: string
  moderator: boolean
}

/** One content event, read: the item as the service now has it and its authors; or the live blog itself changed. */
export type LiveChange =
  | {
      action: RealtimeAction
      item: LivePost
      users: Record<string, ContentAuthor>
      /** The service's answer to the reader's own change: it carries their own reactions. */
      own?: boolean
    }
  | { action: 'container'; container: Partial<LiveblogContainer> }

/** What a batch brought that the widget announces: posts and replies that arrived. */
export interface LiveOutcome {
  posts: string[]
  replies: string[]
}

export const emptyOutcome = (): LiveOutcome => ({ posts: [], replies: [] })

/** Fresh posts are remembered up to this many (a reader away for hours is offered the newest ones). */
const MAX_FRESH = 200

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * Reads a realtime event for the live blog `containerUuid`, or undefined when it is not one this blog
 * can use (another container, no item, a malformed one). The service sends the item as `content` with
 * its authors as `users`, and a change to the live blog itself as `container`.
 */
export function readChange(event: RealtimeEvent, containerUuid: string): LiveChange | undefined {
  const { content: item, container } = event.payload
  if (isObject(container)) {
    if (container.content_container_uuid !== containerUuid) return undefined
    const status = container.status === 'closed' || container.status === 'open' ? container.status : undefined
    return { action: 'container', container: { ...(status ? { status } : {}), ...(typeof container.is_hidden === 'boolean' ? { is_hidden: container.is_hidden } : {}) } }
  }
  if (!isObject(item) || typeof item.content_uuid !== 'string' || item.content_container_uuid !== containerUuid) return undefined
  if (typeof item.actor_uuid !== 'string' || typeof item.date_created !== 'number' || typeof item.state !== 'string' || !keyable(item)) return undefined
  const users: Record<string, ContentAuthor> = {}
  if (isObject(event.payload.users)) {
    for (const [uuid, user] of safeEntries(event.payload.users)) if (isObject(user) && user.uuid === uuid) users[uuid] = user as unknown as ContentAuthor
  }
  const { replies: _replies, ...rest } = item
  const media = Array.isArray(rest.media) ? rest.media.filter(isObject) : []
  return { action: event.action, item: { ...(rest as unknown as LivePost), media: media as unknown as LivePost['media'] }, users }
}

/** An item's version: its last edit, else its creation. Likes and moderation keep the version. */
const version = (item: LivePost) => Math.max(item.date_edited ?? 0, item.date_created ?? 0)

/** Counted in the header: a post readers see. */
const counted = (item: LivePost | undefined) => !!item && !item.parent_uuid && item.state === 'visible' && !item.processing_status

/** Would this reader see this item (the service's listing rule; a removed item is gone for everyone here)? */
export function visibleTo(item: LivePost, reader: LiveReader): boolean {
  if (isRemoved(item)) return false
  if (reader.moderator) return true
  return item.state === 'visible' || (item.state === 'awaiting_moderation' && !!reader.uuid && item.actor_uuid === reader.uuid)
}

/** The socket's state as this blog shows it; a short reconnect shows nothing. */
export const linkChanged = (connection: RealtimeConnection) => (draft: BlogState) => {
  if (connection.connected) delete draft.link
  else if (connection.socket === 'offline') draft.link = connection.resume === 'online' ? 'paused' : 'stopped'
}

/** The order of the posts this blog shows. */
export const postOrder = (draft: Pick<BlogState, 'sort'>) => listOrder(serviceSort(draft.sort), true)

/** Sorts under which a new post goes on top, above the reader: newest, and picks then newest. */
const newOnTop = (draft: BlogState) => draft.sort === 'newest' || draft.sort === 'featured'

/**
 * The event's item over the one held: what the reader did to it (their reactions) is not in the public
 * event, nor, for an item readers may not see, its words (editors keep the ones they have).
 */
function merged(old: LivePost | undefined, item: LivePost, own: boolean): LivePost {
  if (!old) return item
  const next: LivePost = own ? { ...item } : { ...item, reactions: old.reactions }
  if (!item.content && old.content && item.state !== 'visible') {
    next.content = old.content
    next.media = old.media ?? []
  }
  return next
}

/** Takes `uuid` off every list it is shown in. */
function unlist(draft: BlogState, uuid: string, parent: string | undefined) {
  const drop = (list: string[] | undefined) => {
    const at = list?.indexOf(uuid) ?? -1
    if (at >= 0) list!.splice(at, 1)
  }
  drop(draft.posts.uuids)
  drop(draft.fresh)
  if (parent) drop(draft.replies[parent]?.uuids)
}

/** A new reply under its loaded post: counted, and shown when its list's end is shown (or it is the reader's own). */
function placeReply(draft: BlogState, item: LivePost, reader: LiveReader, out: LiveOutcome) {
  const parentUuid = item.parent_uuid!
  const parent = draft.items[parentUuid]
  if (!parent) return
  const list = draft.replies[parentUuid]
  if (list?.uuids.includes(item.content_uuid)) return
  const first = parent.total_direct_replies === 0
  draft.items[parentUuid] = { ...parent, total_direct_replies: parent.total_direct_replies + 1, total_replies: parent.total_replies + 1 }
  const mine = !!reader.uuid && item.actor_uuid === reader.uuid
  if (list && (!list.more || mine)) list.uuids.push(item.content_uuid)
  else if (!list && (first || mine)) draft.replies[parentUuid] = { uuids: [item.content_uuid], more: !first }
  else return
  if (!mine) out.replies.push(item.content_uuid)
}

/** A new post: placed where the service lists it; someone else's, on top, is fresh to the reader. */
function placePost(draft: BlogState, item: LivePost, reader: LiveReader, out: LiveOutcome) {
  if (!place(draft.posts, draft.items, item.content_uuid, postOrder(draft))) return
  const mine = !!reader.uuid && item.actor_uuid === reader.uuid
  if (mine) return
  out.posts.push(item.content_uuid)
  if (newOnTop(draft) && !draft.fresh.includes(item.content_uuid)) {
    // In the list's order (newest first), however the events came.
    const fresh = new Set([...draft.fresh, item.content_uuid])
    draft.fresh = draft.posts.uuids.filter((uuid) => fresh.has(uuid)).slice(0, MAX_FRESH)
  }
}

/**
 * An item that became visible again, or changed place (pinned, unpinned, picked under the picks-first
 * sort): put where the service would list it; one the reader may no longer see is taken off. Counts
 * changing under a count sort do not move a post: a list that reorders itself under the reader cannot be read.
 */
export function relist(draft: BlogState, old: LivePost | undefined, next: LivePost, reader: LiveReader) {
  const uuid = next.content_uuid
  if (!visibleTo(next, reader)) return unlist(draft, uuid, next.parent_uuid)
  const was = !!old && visibleTo(old, reader)
  if (next.parent_uuid) {
    const list = draft.replies[next.parent_uuid]
    if (!was && list && draft.items[next.parent_uuid]) place(list, draft.items, uuid, replyOrder)
    return
  }
  const moved = !was || !old || !!old.is_pinned !== !!next.is_pinned || (draft.sort === 'featured' && !!old.is_picked !== !!next.is_picked)
  if (moved) place(draft.posts, draft.items, uuid, postOrder(draft))
}

/** Applies one change; see the file's comment for the rules. */
export function applyChange(draft: BlogState, change: LiveChange, reader: LiveReader, out: LiveOutcome) {
  if (change.action === 'container') {
    if (draft.container) draft.container = { ...draft.container, ...change.container }
    return
  }
  const { action, item } = change
  // Typing is the chat's; notifications reach the tray on their own channel.
  if (action === 'started_typing' || action === 'notified') return
  const uuid = item.content_uuid
  if (draft.removed[uuid]) return
  const old = draft.items[uuid]
  // A delete wins whatever its version (a removal keeps the version of the last edit or less).
  if (action === 'deleted' || isRemoved(item)) {
    draft.removed[uuid] = true
    if (!old) return
    if (counted(old)) draft.count = Math.max(0, draft.count - 1)
    const parent = item.parent_uuid ? draft.items[item.parent_uuid] : undefined
    if (parent && visibleTo(old, reader)) draft.items[parent.content_uuid] = { ...parent, total_direct_replies: Math.max(0, parent.total_direct_replies - 1), total_replies: Math.max(0, parent.total_replies - 1) }
    unlist(draft, uuid, item.parent_uuid)
    delete draft.items[uuid]
    return
  }
  if (old && version(item) < version(old)) return
  // A change to an item not loaded here: it arrives with its page, in its place. An item enabled again
  // that the reader could not see goes to its place if that is loaded.
  if (!old && action !== 'created' && action !== 'visible') return
  const next = merged(old, item, !!change.own)
  if (sameItem(old, next)) return
  const visible = visibleTo(next, reader)
  if (!old && !visible) return
  mergeUsers(draft, change.users)
  draft.count = Math.max(0, draft.count + (counted(next) ? 1 : 0) - (counted(old) ? 1 : 0))
  draft.items[uuid] = next
  if (!old && action === 'created') return next.parent_uuid ? placeReply(draft, next, reader, out) : placePost(draft, next, reader, out)
  relist(draft, old, next, reader)
}

/** Applies a frame's worth of changes in one store update (one render). */
export const changesApplied = (changes: LiveChange[], reader: LiveReader, out: LiveOutcome) => (draft: BlogState) => {
  for (const change of changes) applyChange(draft, change, reader, out)
}

/** The reader was shown the new posts (they pressed the control, or the top of the blog is on their screen). */
export const freshSeen = (draft: BlogState) => {
  draft.fresh = []
}

/**
 * After a reconnect, what was missed, from the service's newest page of posts (`answer`), a re-read of
 * the loaded items (`selection`, for the UUIDs in `asked`) and the count: posts newer than anything held
 * are new, known ones take their current version, and asked-for ones the service no longer lists for
 * this reader are taken off. Applying it twice changes nothing more.
 */
export const caughtUp = (answer: LivePostsAnswer, selection: LivePostsAnswer, asked: string[], count: number, reader: LiveReader, out: LiveOutcome) => (draft: BlogState) => {
  let watermark = 0
  for (const item of Object.values(draft.items)) watermark = Math.max(watermark, item.date_created ?? 0)
  for (const { replies, ...item } of answer.contents.filter(keyable)) {
    const known = !!draft.items[item.content_uuid]
    if (!known && item.date_created <= watermark) continue
    applyChange(draft, { action: known ? 'updated' : 'created', item, users: answer.users }, reader, out)
    const list = draft.replies[item.content_uuid]
    if (!known && replies && draft.items[item.content_uuid] && !list) {
      for (const { replies: _nested, ...reply } of replies.contents.filter(keyable)) draft.items[reply.content_uuid] ??= reply
      draft.replies[item.content_uuid] = { uuids: replies.contents.filter(keyable).map((r) => r.content_uuid), more: replies.more_available, ...(replies.next_starting_from ? { next: replies.next_starting_from } : {}) }
    } else if (list && !list.more && (draft.items[item.content_uuid]?.total_direct_replies ?? 0) > list.uuids.length) list.more = true
  }
  const present = new Set<string>()
  for (const { replies: _replies, ...item } of selection.contents.filter(keyable)) {
    present.add(item.content_uuid)
    applyChange(draft, { action: 'updated', item, users: selection.users }, reader, out)
  }
  for (const uuid of asked) {
    const item = draft.items[uuid]
    if (!present.has(uuid) && item) unlist(draft, uuid, item.parent_uuid)
  }
  draft.count = count
}
