/**
 * One live blog's state and the immer recipes that change it. Posts and replies are kept once, by UUID;
 * the posts' order and each post's loaded replies are lists of UUIDs, so an item changed anywhere (a
 * like, an edit, a pin) changes everywhere it is shown.
 */
import type { ContentAuthor } from '../../contracts/entities/comments-api'
import { appendPage, keepPage, paged, type Paged } from '../../kernel/lib/paged'
import type { LiveblogContainer, LivePost, LivePostPage, LivePostsAnswer } from '../../contracts/entities/liveblog-api'
import type { WidgetSort } from '../../contracts/enums'
import { isSafeKey, safeEntries } from '../../kernel/lib/safe-keys'

export type { Paged } from '../../kernel/lib/paged'

export interface BlogState {
  status: 'loading' | 'loaded' | 'error'
  container?: LiveblogContainer
  items: Record<string, LivePost>
  users: Record<string, ContentAuthor>
  posts: Paged
  replies: Record<string, Paged>
  /** Posts readers see (`GET …/posts/visible/count`), followed live. */
  count: number
  sort: WidgetSort
  /** Posts that arrived live and the reader has not been shown yet (the "new posts" control), newest first. */
  fresh: string[]
  /** Deleted items: a change arriving after the delete is ignored. */
  removed: Record<string, true>
  /**
   * Whether live updates reach this live blog: `paused` while the browser is offline (they resume by
   * themselves), `stopped` once reconnecting gave up (the reader can retry). Unset while they flow.
   */
  link?: 'paused' | 'stopped'
}

export interface LiveblogSlice {
  blogs: Record<string, BlogState>
}

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The live blog plugin's: every live blog widget's state, by instance id. */
    liveblog: LiveblogSlice
  }
}

export const emptyBlog = (sort: WidgetSort): BlogState => ({
  status: 'loading',
  items: {},
  users: {},
  posts: { uuids: [], more: false },
  replies: {},
  count: 0,
  sort,
  fresh: [],
  removed: {},
})

/** An item that may be kept by UUID: its own, its parent's and its author's UUIDs are safe keys (never `__proto__`). */
export const keyable = (item: { content_uuid?: unknown; parent_uuid?: unknown; actor_uuid?: unknown }) =>
  isSafeKey(item.content_uuid) && (item.parent_uuid === undefined || item.parent_uuid === null || isSafeKey(item.parent_uuid)) && isSafeKey(item.actor_uuid)


/**
 * Only what may be kept by UUID, nested replies included: anything hostile is left out, not allowed to
 * break the blog. A removed item (editors are listed them) is gone from a live blog for everyone.
 */
function keyablePage<P extends LivePostPage>(page: P): P {
  return { ...page, contents: page.contents.filter((item) => keyable(item) && !isRemoved(item)).map((item) => (item.replies ? { ...item, replies: keyablePage(item.replies) } : item)) }
}

/** Same fields with the same values, one level deep. */
export function sameFields<T extends object>(a: T | undefined, b: T): boolean {
  if (!a) return false
  const keys = Object.keys(b) as Array<keyof T>
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key])
}

/**
 * The same item: the same fields with the same values, its images and reactions compared by what they
 * hold (every event brings new arrays and objects for them).
 */
export function sameItem(a: LivePost | undefined, b: LivePost): boolean {
  if (!a) return false
  const keys = Object.keys(b) as Array<keyof LivePost>
  if (keys.length !== Object.keys(a).length) return false
  return keys.every((key) => a[key] === b[key] || (typeof a[key] === 'object' && typeof b[key] === 'object' && JSON.stringify(a[key]) === JSON.stringify(b[key])))
}

/** Adds the answer's authors, keeping the objects already held when nothing about them changed. */
export function mergeUsers(draft: BlogState, users: Record<string, ContentAuthor> | undefined) {
  if (!users || typeof users !== 'object') return
  for (const [uuid, user] of safeEntries(users)) if (user && typeof user === 'object' && !sameFields(draft.users[uuid], user)) draft.users[uuid] = user
}

export const blogLoaded = (container: LiveblogContainer, loaded: LivePostsAnswer, count: number) => (draft: BlogState) => {
  const answer = keyablePage(loaded)
  draft.status = 'loaded'
  draft.container = container
  draft.items = {}
  draft.replies = {}
  draft.fresh = []
  mergeUsers(draft, answer.users)
  keepPage(draft, answer)
  draft.posts = paged(answer)
  draft.count = count
}

export const moreLoaded = (loaded: LivePostsAnswer) => (draft: BlogState) => {
  const page = keyablePage(loaded)
  mergeUsers(draft, page.users)
  keepPage(draft, page)
  appendPage(draft.posts, page)
}

export const repliesLoaded = (post: string, loaded: LivePostsAnswer, fresh: boolean) => (draft: BlogState) => {
  const page = keyablePage(loaded)
  mergeUsers(draft, page.users)
  keepPage(draft, page)
  const list = (draft.replies[post] ??= { uuids: [], more: false })
  if (fresh) list.uuids = []
  appendPage(list, page)
}

/** Is the item removed (by its author or an editor)? */
export const isRemoved = (item: LivePost) => item.processing_status === 'removed'
