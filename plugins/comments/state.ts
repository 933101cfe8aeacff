/**
 * One comments thread's state and the immer recipes that change it. Items are kept once, by UUID; the
 * top-level order and each comment's loaded replies are lists of UUIDs, so an item changed anywhere
 * (a like, an edit, a moderation) changes everywhere it is shown.
 */
import type { ContentAuthor, ContentPage, ListedContent, TabTotals, ThreadAnswer } from '../../contracts/entities/comments-api'
import { appendPage, keepPage, paged, type Paged } from '../../kernel/lib/paged'
import type { Container } from '../../contracts/entities/container'
import type { WidgetSort } from '../../contracts/enums'
import { isSafeKey, safeEntries } from '../../kernel/lib/safe-keys'
import type { LiveState } from './live'

export type { Paged } from '../../kernel/lib/paged'

export const THREAD_TABS = ['all', 'featured', 'top'] as const
export type ThreadTab = (typeof THREAD_TABS)[number]

export interface ThreadState {
  status: 'loading' | 'loaded' | 'error'
  container?: Container & { status?: 'open' | 'closed' }
  items: Record<string, ListedContent>
  users: Record<string, ContentAuthor>
  top: Paged
  replies: Record<string, Paged>
  totals: TabTotals
  sort: WidgetSort
  tab: ThreadTab
  /** The deep-linked comment to show and focus, once loaded. */
  focus?: string
  /** What the live feed holds back or remembers (live.ts). */
  live?: LiveState
}

export const emptyThread = (sort: WidgetSort): ThreadState => ({
  status: 'loading',
  items: {},
  users: {},
  top: { uuids: [], more: false },
  replies: {},
  totals: { all: 0, featured: 0, top: 0 },
  sort,
  tab: 'all',
})


/**
 * An item an answer may key a record by: its UUID, its parent's and its author's are safe keys. One
 * that is not (`__proto__`…) is hostile or broken and is left out, not allowed to break the thread.
 */
export const keyable = (item: { content_uuid: unknown; parent_uuid?: unknown; actor_uuid?: unknown }) =>
  isSafeKey(item.content_uuid) && (item.parent_uuid === undefined || item.parent_uuid === null || isSafeKey(item.parent_uuid)) && (item.actor_uuid === undefined || isSafeKey(item.actor_uuid))

/** Only the items of a page that may be kept by UUID (see {@link keyable}), nested replies included. */
export function keyablePage<P extends ContentPage>(page: P): P {
  if (page.contents.every((item) => keyable(item) && (!item.replies || item.replies.contents.every(keyable)))) return page
  return {
    ...page,
    contents: page.contents.filter(keyable).map((item) => (item.replies ? { ...item, replies: keyablePage(item.replies) } : item)),
  }
}

/** Same fields with the same values, one level deep (an author, or an item whose nested values are kept). */
export function sameFields<T extends object>(a: T | undefined, b: T): boolean {
  if (!a) return false
  const keys = Object.keys(b) as Array<keyof T>
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key])
}

/**
 * Which items a live batch wrote: the items record it made, the record it was made from, and the UUIDs
 * written (or deleted). Whoever compares comments between two states one batch apart looks at those
 * instead of every comment (views/item-watch.ts). Kept beside the record, which stays a plain record.
 */
const itemWrites = new WeakMap<object, { from: object; uuids: ReadonlySet<string> }>()

export function noteItemWrites(next: object, from: object, uuids: ReadonlySet<string>) {
  itemWrites.set(next, { from, uuids })
}

/** The UUIDs written from `before` to `after` when one batch made one from the other; else unknown. */
export function itemsWritten(before: object, after: object): ReadonlySet<string> | undefined {
  const writes = itemWrites.get(after)
  return writes && writes.from === before ? writes.uuids : undefined
}

/** Freezes `value` and everything in it not frozen yet, as immer does with what a recipe adds. */
export function freezeNew<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value
  Object.freeze(value)
  // A list of thousands of UUIDs (the held comments) is walked without a copy of it or a call per UUID.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (typeof value[i] === 'object') freezeNew(value[i])
  } else for (const key of Object.keys(value)) freezeNew((value as Record<string, unknown>)[key])
  return value
}

/**
 * Adds the answer's authors, keeping the ones already held when nothing about them changed: every
 * comment by an author re-renders when its author object is replaced, and a page of a hundred
 * comments names the same few people again.
 */
export function mergeUsers(draft: ThreadState, users: Record<string, ContentAuthor> | undefined) {
  if (!users || typeof users !== 'object') return
  for (const [uuid, user] of safeEntries(users)) if (user && typeof user === 'object' && !sameFields(draft.users[uuid], user)) draft.users[uuid] = user
}

export const threadLoaded = (loaded: ThreadAnswer) => (draft: ThreadState) => {
  const answer = keyablePage(loaded)
  draft.status = 'loaded'
  draft.container = answer.container
  draft.items = {}
  draft.replies = {}
  mergeUsers(draft, answer.users)
  keepPage(draft, answer)
  draft.top = paged(answer)
  draft.totals = answer.totals
}

export const moreLoaded = (loaded: ContentPage & { users: Record<string, ContentAuthor> }) => (draft: ThreadState) => {
  const page = keyablePage(loaded)
  mergeUsers(draft, page.users)
  keepPage(draft, page)
  appendPage(draft.top, page)
}

export const repliesLoaded = (parent: string, loaded: ContentPage & { users: Record<string, ContentAuthor> }, fresh: boolean) => (draft: ThreadState) => {
  const page = keyablePage(loaded)
  mergeUsers(draft, page.users)
  keepPage(draft, page)
  const list = (draft.replies[parent] ??= { uuids: [], more: false })
  if (fresh) list.uuids = []
  appendPage(list, page)
}

/** The item as the service now has it (after a like, an edit, a moderation…). */
export const itemChanged = (item: ListedContent, users: Record<string, ContentAuthor>) => (draft: ThreadState) => {
  if (!keyable(item)) return
  mergeUsers(draft, users)
  const { replies: _replies, ...rest } = item
  draft.items[item.content_uuid] = rest as ListedContent
}

/** A new comment or reply the reader posted: shown first (comments) or last (replies), counted. */
export const itemPosted = (item: ListedContent, users: Record<string, ContentAuthor>) => (draft: ThreadState) => {
  if (!keyable(item)) return
  // The live feed may have shown (and counted) it already, before the service's answer came back.
  const known = !!draft.items[item.content_uuid]
  itemChanged(item, users)(draft)
  if (item.parent_uuid) {
    const list = (draft.replies[item.parent_uuid] ??= { uuids: [], more: false })
    if (!list.uuids.includes(item.content_uuid)) list.uuids.push(item.content_uuid)
    const parent = draft.items[item.parent_uuid]
    if (parent && !known) {
      parent.total_direct_replies += 1
      parent.total_replies += 1
    }
  } else if (!draft.top.uuids.includes(item.content_uuid)) {
    // After the pinned comments, which stay on top.
    const pinned = draft.top.uuids.filter((uuid) => draft.items[uuid]?.is_pinned).length
    draft.top.uuids.splice(pinned, 0, item.content_uuid)
  }
  if (item.state === 'visible' && !known) draft.totals.all += 1
}

/** Is this item one the reader may act on as its author (not removed)? */
export const isRemoved = (item: ListedContent) => item.processing_status === 'removed'

/** What the live feed keeps for this thread (live.ts), made on first use. */
export const liveOf = (draft: ThreadState): LiveState => (draft.live ??= { held: [], removed: {}, waiting: {} })

