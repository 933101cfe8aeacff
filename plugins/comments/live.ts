/**
 * Live comments, pure: every content event action of document 1 §4 as immer recipes over one thread.
 * Events are untrusted, may repeat and may arrive out of order, so each recipe is idempotent and keeps
 * the newest version of an item: a duplicate changes nothing, an edit never goes back to an older text,
 * and a delete wins over a create that arrives after it. New top-level comments by others wait behind
 * the "new comments" button (`held`), so nothing above the reader's position moves while they read.
 */
import { current, isDraft } from 'immer'
import type { RealtimeEvent } from '../../contracts/entities/realtime'
import type { ContentAuthor, ListedContent, ThreadAnswer } from '../../contracts/entities/comments-api'
import type { RealtimeAction } from '../../contracts/enums'
import type { RealtimeConnection } from '../../contracts/events'
import { serviceSort } from './inputs'
import { listOrder, place, replyOrder } from './order'
import { safeEntries } from '../../kernel/lib/safe-keys'
import { onCopy } from './live-copy'
import { keyable, keyablePage, liveOf, mergeUsers, sameFields, type ThreadState } from './state'

/** What the live feed keeps per thread, besides the thread itself. */
export interface LiveState {
  /** New top-level comments by others, newest first, kept in `items` until the reader shows them. */
  held: string[]
  /** Deleted items: a create or change arriving after the delete is ignored. */
  removed: Record<string, true>
  /** Replies whose parent is not loaded yet, by parent uuid; their items are kept in `items`. */
  waiting: Record<string, string[]>
  /**
   * Changes to items not loaded here, newest version each: events may overtake the item's creation, and
   * the creation then shows this version instead of its older text (or does not show a removed item).
   */
  ahead?: Record<string, ListedContent>
  /**
   * Whether live updates reach this thread: `paused` while the browser is offline (they resume by
   * themselves), `stopped` once reconnecting gave up (the reader can retry). Unset while they flow.
   */
  link?: 'paused' | 'stopped'
}

/** One content event, read: the item as the service now has it and its authors. */
export interface LiveChange {
  action: RealtimeAction
  item: ListedContent
  users: Record<string, ContentAuthor>
}

/** Who is reading: their own posts are shown at once; moderators see every state. */
export interface LiveReader {
  uuid?: string
  moderator: boolean
}

/** What a batch did that the product announces on the bus (document 4 §4). */
export interface LiveOutcome {
  /** Uuids of replies placed under their parent (`comment-replies-realtime`/`loaded`). */
  replies: string[]
  /** Uuids of top-level comments shown (`comments-realtime`/`more-loaded`). */
  shown: string[]
}

export const emptyOutcome = (): LiveOutcome => ({ replies: [], shown: [] })

/** Replies waiting for an unknown parent are few; past this the oldest parent's are dropped. */
const MAX_WAITING_PARENTS = 100

/** Changes kept for items not loaded (`LiveState.ahead`); past this the oldest are dropped. */
const MAX_AHEAD = 200

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * Reads a content event for the container `containerUuid`, or undefined when it is not one this thread
 * can use (another container, no item, a malformed item). The service sends the item as `content` and
 * its authors as `users` (examples/server/routes/livecomments.ts).
 */
export function readChange(event: RealtimeEvent, containerUuid: string): LiveChange | undefined {
  const item = event.payload.content
  if (!isObject(item) || typeof item.content_uuid !== 'string' || item.content_container_uuid !== containerUuid) return undefined
  if (typeof item.actor_uuid !== 'string' || typeof item.date_created !== 'number' || typeof item.state !== 'string') return undefined
  if (!keyable(item as { content_uuid: string })) return undefined
  const users: Record<string, ContentAuthor> = {}
  if (isObject(event.payload.users)) {
    for (const [uuid, user] of safeEntries(event.payload.users)) if (isObject(user) && user.uuid === uuid) users[uuid] = user as unknown as ContentAuthor
  }
  const { replies: _replies, ...rest } = item
  return { action: event.action, item: rest as unknown as ListedContent, users }
}

/** An item's version: its last edit, else its creation. Likes and moderation keep the version. */
const version = (item: ListedContent) => Math.max(item.date_edited ?? 0, item.date_created ?? 0)

/** Counted in the thread's total, as the service counts (visible, not removed). */
const counted = (item: ListedContent | undefined) => !!item && item.state === 'visible' && !item.processing_status

/** Would this reader see this item: the service's listing rule (examples/server/comments/queries.ts), and their own removals as placeholders. */
export function visibleTo(item: ListedContent, reader: LiveReader): boolean {
  if (reader.moderator) return true
  const mine = !!reader.uuid && item.actor_uuid === reader.uuid
  const state = item.state === 'visible' || (item.state === 'awaiting_moderation' && mine)
  // A removed comment with replies stays as a placeholder for them; the author's own stays as one where
  // it was, so they see it done (the next load no longer lists it).
  return state && (!item.processing_status || item.total_direct_replies > 0 || (mine && item.processing_status === 'removed'))
}


/** The socket's state as this thread shows it (see `LiveState.link`); a short reconnect shows nothing. */
export const linkChanged = (connection: RealtimeConnection) => (draft: ThreadState) => {
  const live = liveOf(draft)
  if (connection.connected) delete live.link
  else if (connection.socket === 'offline') live.link = connection.resume === 'online' ? 'paused' : 'stopped'
}

/** New comments waiting behind the button. */
export const heldCount = (thread: ThreadState | undefined) => thread?.live?.held.length ?? 0

/**
 * The event's item over the one held: what the reader did to it (their reactions) is not in the
 * public event, nor are flag counts, nor (for moderators) a removed comment's text.
 */
function merged(old: ListedContent | undefined, item: ListedContent): ListedContent {
  if (!old) return item
  const next = { ...item, reactions: old.reactions }
  if (!item.total_flags && old.total_flags) next.total_flags = old.total_flags
  if (item.processing_status === 'removed' && !item.content && old.content) next.content = old.content
  return next
}

/** Takes `uuid` off every list it is shown or waiting in. */
function unlist(draft: ThreadState, live: LiveState, uuid: string, parent: string | undefined) {
  const drop = (list: string[]) => {
    const at = list.indexOf(uuid)
    if (at >= 0) list.splice(at, 1)
  }
  drop(draft.top.uuids)
  drop(live.held)
  if (parent) {
    const replies = draft.replies[parent]
    if (replies) drop(replies.uuids)
    const waiting = live.waiting[parent]
    if (waiting) drop(waiting)
  }
}

/** Places a reply under its loaded parent, or keeps it until the parent arrives. */
function placeReply(draft: ThreadState, live: LiveState, item: ListedContent, reader: LiveReader, out: LiveOutcome) {
  const parentUuid = item.parent_uuid!
  const parent = draft.items[parentUuid]
  if (!parent) {
    const waiting = (live.waiting[parentUuid] ??= [])
    if (!waiting.includes(item.content_uuid)) waiting.push(item.content_uuid)
    const parents = Object.keys(live.waiting)
    if (parents.length > MAX_WAITING_PARENTS) delete live.waiting[parents[0]!]
    return
  }
  const list = draft.replies[parentUuid]
  if (list?.uuids.includes(item.content_uuid)) return
  const first = parent.total_direct_replies === 0
  // A new object, not a change in place: items in the store are frozen (see live-copy.ts).
  draft.items[parentUuid] = { ...parent, total_direct_replies: parent.total_direct_replies + 1, total_replies: parent.total_replies + 1 }
  // Replies are listed oldest first: the new one belongs at the end, which is on screen only when
  // every earlier reply is; otherwise the parent's "show replies" count grows and it loads in order.
  // The reader's own reply is shown at once regardless, as posting it does.
  const mine = !!reader.uuid && item.actor_uuid === reader.uuid
  if (list && (!list.more || mine)) list.uuids.push(item.content_uuid)
  else if (!list && (first || mine)) draft.replies[parentUuid] = { uuids: [item.content_uuid], more: !first }
  else return
  out.replies.push(item.content_uuid)
}

/** Sorts under which new comments come first: newest, and picks-then-newest. */
const holdsNew = (draft: ThreadState) => draft.sort === 'newest' || draft.sort === 'featured'

/** The order of the top-level list this thread shows: pins lead only the unfiltered list. */
const topOrder = (draft: ThreadState) => listOrder(serviceSort(draft.sort), draft.tab === 'all')

/** Would the thread's tab list this top-level item (the featured tab lists picks, the top tab top comments)? */
const inTab = (draft: ThreadState, item: ListedContent) =>
  draft.tab === 'all' || (draft.tab === 'featured' ? !!item.is_picked : !!item.is_top_comment)

/**
 * An item the reader may see again (enabled, unmarked as spam), or that changed place (pinned,
 * unpinned, picked under the picks-first sort, chosen for the tab): put where the service would list
 * it, or taken off the tab that no longer lists it. Counts changing under a count sort do not move a
 * comment: a list that reorders itself under the reader cannot be read.
 */
export function relist(draft: ThreadState, old: ListedContent | undefined, next: ListedContent, reader: LiveReader) {
  const live = liveOf(draft)
  const uuid = next.content_uuid
  if (!visibleTo(next, reader)) return unlist(draft, live, uuid, next.parent_uuid)
  const was = !!old && visibleTo(old, reader)
  if (next.parent_uuid) {
    const list = draft.replies[next.parent_uuid]
    if (!was && list && draft.items[next.parent_uuid]) place(list, draft.items, uuid, replyOrder)
    return
  }
  // A held comment waits behind the button whatever changes (asked last: most changes move nothing,
  // and the held list can be long in a busy thread).
  if (!inTab(draft, next)) {
    const at = draft.top.uuids.indexOf(uuid)
    if (at >= 0 && !live.held.includes(uuid)) draft.top.uuids.splice(at, 1)
    return
  }
  const moved = !was || !old || !inTab(draft, old) || (draft.tab === 'all' && !!old.is_pinned !== !!next.is_pinned) || (draft.sort === 'featured' && !!old.is_picked !== !!next.is_picked)
  if (moved && !live.held.includes(uuid)) place(draft.top, draft.items, uuid, topOrder(draft))
}

/** Shows a top-level comment now: after the pinned ones, which stay on top. */
function showOnTop(draft: ThreadState, uuids: string[]) {
  const fresh = uuids.filter((uuid) => !draft.top.uuids.includes(uuid))
  const pinned = draft.top.uuids.filter((uuid) => draft.items[uuid]?.is_pinned).length
  draft.top.uuids.splice(pinned, 0, ...fresh)
}

/** A new item, visible to the reader: a reply under its parent, the reader's own comment at once, another's held. */
function insert(draft: ThreadState, live: LiveState, item: ListedContent, reader: LiveReader, out: LiveOutcome) {
  draft.items[item.content_uuid] = item
  if (item.parent_uuid) placeReply(draft, live, item, reader, out)
  else if (reader.uuid && item.actor_uuid === reader.uuid) showOnTop(draft, [item.content_uuid])
  // The featured and top tabs list what moderators chose; a new comment is neither yet. It is in no list
  // yet either (lists only name items the thread keeps), so the held list (thousands, in a busy
  // thread) is not searched for it.
  else if (draft.tab === 'all') {
    // Newest first, a new comment belongs on top, above the reader: it waits behind the button.
    if (holdsNew(draft)) live.held.unshift(item.content_uuid)
    // Oldest first or by counts, it belongs at or near the end: placed there when that end is loaded,
    // otherwise "load more" brings it; either way nothing above the reader moves.
    else if (place(draft.top, draft.items, item.content_uuid, topOrder(draft))) out.shown.push(item.content_uuid)
  }
  const waiting = live.waiting[item.content_uuid]
  if (waiting) {
    delete live.waiting[item.content_uuid]
    for (const reply of waiting) {
      const held = draft.items[reply]
      if (held) placeReply(draft, live, held, reader, out)
    }
  }
}

/** The thread totals follow what the service counts: visible, not removed; picks and top comments too. */
function recount(draft: ThreadState, old: ListedContent | undefined, next: ListedContent) {
  const delta = (was: boolean, is: boolean) => (is ? 1 : 0) - (was ? 1 : 0)
  draft.totals.all = Math.max(0, draft.totals.all + delta(counted(old), counted(next)))
  if (next.parent_uuid) return
  draft.totals.featured = Math.max(0, draft.totals.featured + delta(counted(old) && !!old?.is_picked, counted(next) && !!next.is_picked))
  draft.totals.top = Math.max(0, draft.totals.top + delta(counted(old) && !!old?.is_top_comment, counted(next) && !!next.is_top_comment))
}

/** Applies one change; see the file's comment for the rules. */
export function applyChange(draft: ThreadState, change: LiveChange, reader: LiveReader, out: LiveOutcome) {
  const { action, item } = change
  // Typing is shown by live chat, not in a comment list; notifications reach the tray on their own channel.
  if (action === 'started_typing' || action === 'notified') return
  const live = liveOf(draft)
  const uuid = item.content_uuid
  if (live.removed[uuid]) return
  const old = draft.items[uuid]
  if (old && version(item) < version(old)) return
  if (action === 'deleted') live.removed[uuid] = true
  // A change to an item this reader has not loaded: it arrives with its page, in its place. Except an
  // item enabled again that the reader could not see before: it goes to its place if that is loaded.
  // The change is remembered in case its item's creation is still on the way (see `ahead`).
  if (!old && action !== 'created' && action !== 'visible') return keepAhead(live, item)
  const early = old ? undefined : takeAhead(live, uuid)
  // A change that overtook the creation is a later state of the item, even at the same version (a
  // moderation keeps the version): it wins over the creation's.
  const next = merged(old, early && version(early) >= version(item) ? early : item)
  // A repeat of what is held (the same like twice): the comment keeps its object and does not render again.
  if (sameFields(old, next)) return
  const visible = visibleTo(next, reader)
  if (!old && !visible) return
  mergeUsers(draft, change.users)
  recount(draft, old, next)
  if (!old && action === 'created') return insert(draft, live, next, reader, out)
  draft.items[uuid] = next
  relist(draft, old, next, reader)
}

/** Remembers the newest version of a change to an item not loaded here (`LiveState.ahead`). */
function keepAhead(live: LiveState, item: ListedContent) {
  const ahead = (live.ahead ??= {})
  const held = ahead[item.content_uuid]
  if (held && version(held) > version(item)) return
  // The same change again (its reactions, the reader's own, are not in the event): nothing to keep.
  if (held && sameFields(held, { ...item, reactions: held.reactions })) return
  delete ahead[item.content_uuid]
  ahead[item.content_uuid] = item
  const uuids = Object.keys(ahead)
  if (uuids.length > MAX_AHEAD) delete ahead[uuids[0]!]
}

/** The change that overtook `uuid`'s creation, if one did; it is used once. */
function takeAhead(live: LiveState, uuid: string): ListedContent | undefined {
  const early = live.ahead?.[uuid]
  if (!early) return undefined
  delete live.ahead![uuid]
  return early
}

/** A thread as it is: the base of an immer draft that was not changed yet (a test's `produce`), or the value. */
const settled = (thread: ThreadState): ThreadState => (isDraft(thread) ? current(thread) : thread)

/**
 * Applies a frame's worth of changes at once (one store update, one render): the new thread, frozen,
 * or the same one when they changed nothing (live-copy.ts). Given an immer draft, it is returned to
 * replace the draft's value.
 */
export const changesApplied = (changes: LiveChange[], reader: LiveReader, out: LiveOutcome) => (thread: ThreadState) =>
  onCopy(settled(thread), (draft) => {
    for (const change of changes) applyChange(draft, change, reader, out)
  })

/** The reader pressed "new comments": the held ones go on top, newest first. */
export const heldShown = (out: LiveOutcome) => (draft: ThreadState) => {
  const live = liveOf(draft)
  const held = live.held.filter((uuid) => draft.items[uuid])
  live.held = []
  showOnTop(draft, held)
  out.shown.push(...held)
}

/**
 * After the thread was loaded again (a sort, a tab, a new reader): held comments it now lists, or whose
 * items it dropped, are no longer new. Deletes and waiting replies are kept: they still hold.
 */
export const liveReloaded = (draft: ThreadState) => {
  const live = liveOf(draft)
  const listed = new Set(draft.top.uuids)
  live.held = live.held.filter((uuid) => draft.items[uuid] && !listed.has(uuid))
}

/**
 * After a reconnect, what was missed, from the service's newest page (`answer`) and a re-read of the
 * loaded items (`selection`, for the uuids in `asked`): items newer than anything held are new, known
 * ones take their current version, and asked-for ones the service no longer lists for this reader are
 * taken off the lists. The totals are the service's. Applying it twice changes nothing more.
 */
export const caughtUp = (answer: ThreadAnswer, selection: { contents: ListedContent[]; users: Record<string, ContentAuthor> }, asked: string[], reader: LiveReader, out: LiveOutcome) => (thread: ThreadState) =>
  onCopy(settled(thread), (draft) => catchUpDraft(draft, answer, selection, asked, reader, out))

function catchUpDraft(draft: ThreadState, fresh: ThreadAnswer, reread: { contents: ListedContent[]; users: Record<string, ContentAuthor> }, asked: string[], reader: LiveReader, out: LiveOutcome) {
  const live = liveOf(draft)
  const answer = keyablePage(fresh)
  const selection = { ...reread, contents: reread.contents.filter(keyable) }
  let watermark = 0
  for (const item of Object.values(draft.items)) watermark = Math.max(watermark, item.date_created ?? 0)
  for (const { replies, ...item } of answer.contents) {
    const uuid = item.content_uuid
    const known = !!draft.items[uuid]
    if (!known && item.date_created <= watermark) continue
    applyChange(draft, { action: known ? 'updated' : 'created', item: item as ListedContent, users: answer.users }, reader, out)
    const list = draft.replies[uuid]
    if (!known && replies && draft.items[uuid] && !list) {
      // A comment posted while offline arrives with its first replies, already counted.
      for (const { replies: _nested, ...reply } of replies.contents) draft.items[reply.content_uuid] ??= reply as ListedContent
      draft.replies[uuid] = { uuids: replies.contents.map((r) => r.content_uuid), more: replies.more_available, ...(replies.next_starting_from ? { next: replies.next_starting_from } : {}) }
    } else if (list && !list.more && (draft.items[uuid]?.total_direct_replies ?? 0) > list.uuids.length) {
      // Replies were posted while offline: the parent offers to load them, in their order.
      list.more = true
    }
  }
  const present = new Set<string>()
  for (const { replies: _replies, ...item } of selection.contents) {
    present.add(item.content_uuid)
    applyChange(draft, { action: 'updated', item: item as ListedContent, users: selection.users }, reader, out)
  }
  for (const uuid of asked) if (!present.has(uuid) && draft.items[uuid]) unlist(draft, live, uuid, draft.items[uuid]!.parent_uuid)
  draft.totals = answer.totals
}
