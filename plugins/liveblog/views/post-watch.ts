/**
 * What each post or reply of a live blog shows, and which of them a store change concerns: the live
 * blog's side of the UI kit's item watch (plugins/ui/list/item-watch.ts). An item shows its record, its
 * author and its loaded replies; what every item reads (the reader, the site's settings, the live blog's
 * status) changing concerns them all. A live blog changes the store on every arriving post; this way
 * only the items that changed render again.
 */
import type { StoreState } from '../../../contracts/store'
import { itemWatch, type ItemChanges, type ItemWatch, type WatchedStore } from '../../ui'
import type { BlogState } from '../state'

type Blog = (state: StoreState) => BlogState | undefined

/** What every item reads besides its own record: the reader, the site's settings, the live blog's status. */
export const sharedValues = (state: StoreState, blog: BlogState | undefined) => ({
  me: state.session?.user,
  settings: state.site?.settings,
  closed: blog?.container?.status === 'closed',
})

function changedItem(before: BlogState, after: BlogState): (uuid: string) => boolean {
  const items = before.items !== after.items
  const replies = before.replies !== after.replies
  const users = before.users !== after.users
  return (uuid) => {
    if (items && before.items[uuid] !== after.items[uuid]) return true
    if (replies && before.replies[uuid] !== after.replies[uuid]) return true
    if (!users) return false
    const item = after.items[uuid]
    return !!item && after.users[item.actor_uuid] !== before.users[item.actor_uuid]
  }
}

const byBlog = new WeakMap<Blog, (before: StoreState, after: StoreState) => ItemChanges>()

/** The items a change from `before` to `after` concerns, for the live blog `blog` selects (one function per widget). */
export function postChanges(blog: Blog): (before: StoreState, after: StoreState) => ItemChanges {
  let changes = byBlog.get(blog)
  if (!changes) {
    changes = (before, after) => {
      const blogBefore = blog(before)
      const blogAfter = blog(after)
      const was = sharedValues(before, blogBefore)
      const now = sharedValues(after, blogAfter)
      if (now.me !== was.me || now.settings !== was.settings || now.closed !== was.closed) return true
      if (blogBefore === blogAfter) return false
      if (!blogBefore || !blogAfter) return true
      return changedItem(blogBefore, blogAfter)
    }
    byBlog.set(blog, changes)
  }
  return changes
}

/** The watch of this store and live blog selector, made on first use. */
export function postWatch(store: WatchedStore<StoreState>, blog: Blog): ItemWatch {
  return itemWatch(store, postChanges(blog))
}
