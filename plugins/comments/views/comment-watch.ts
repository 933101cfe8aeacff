/**
 * What each comment of a thread shows, and which comments a store change concerns: the comments' side
 * of the UI kit's item watch (plugins/ui/list/item-watch.ts). A comment shows its item, its author, its
 * replies and whether it (or one of its replies) is the deep-linked one; what every comment reads (the
 * reader, the site's settings, who is muted) changing concerns them all.
 */
import type { StoreState } from '../../../contracts/store'
import { itemWatch, type ItemChanges, type ItemWatch, type WatchedStore } from '../../ui'
import { itemsWritten, type ThreadState } from '../state'

type State = StoreState
type Thread = (state: State) => ThreadState | undefined

/**
 * What every comment reads besides its own thread: the reader, the site's settings, who the reader
 * muted. Comments read these through here, so the watch and the comments cannot disagree on the list.
 */
export const sharedValues = (state: State) => ({
  me: state.session?.user,
  settings: state.site?.settings,
  muted: state.graph?.muted,
})

/** The comment holding the deep-linked one among its replies (it keeps that reply rendered), if any. */
export const focusParent = (thread: ThreadState | undefined) => (thread?.focus ? thread.items[thread.focus]?.parent_uuid ?? undefined : undefined)

/**
 * Asks, per comment, whether what it shows differs between `before` and `after` (two states of its
 * thread). What is the same for every comment (which records were replaced, where the focus went) is
 * worked out once, so the question asked of each of a thousand comments is a look-up or two.
 */
function changedComment(before: ThreadState, after: ThreadState): (uuid: string) => boolean {
  const focus = before.focus === after.focus ? undefined : new Set([before.focus, after.focus, focusParent(before), focusParent(after)])
  const items = before.items !== after.items
  const replies = before.replies !== after.replies
  const users = before.users !== after.users
  return (uuid) => {
    if (focus?.has(uuid)) return true
    if (items && before.items[uuid] !== after.items[uuid]) return true
    if (replies && before.replies[uuid] !== after.replies[uuid]) return true
    if (!users) return false
    const item = after.items[uuid]
    return !!item && after.users[item.actor_uuid] !== before.users[item.actor_uuid]
  }
}

/**
 * The comments that may have changed, when a live batch made `after` from `before` and touched only
 * items and reply lists (the batches of a busy thread): found from what the batch wrote, not by asking
 * every comment. Undefined when that cannot be told (anything else changed): then every comment is asked.
 */
function changedOnly(before: ThreadState, after: ThreadState): Iterable<string> | undefined {
  if (before.users !== after.users || before.focus !== after.focus) return undefined
  const items = before.items === after.items ? [] : itemsWritten(before.items, after.items)
  if (!items) return undefined
  if (before.replies === after.replies) return items
  const uuids = new Set(items)
  for (const uuid in after.replies) if (after.replies[uuid] !== before.replies[uuid]) uuids.add(uuid)
  for (const uuid in before.replies) if (!(uuid in after.replies)) uuids.add(uuid)
  return uuids
}

const byThread = new WeakMap<Thread, (before: State, after: State) => ItemChanges>()

/** The comments a change from `before` to `after` concerns, for the thread `thread` selects (one function per thread). */
export function commentChanges(thread: Thread): (before: State, after: State) => ItemChanges {
  let changes = byThread.get(thread)
  if (!changes) {
    changes = (before, after) => {
      const now = sharedValues(after)
      const was = sharedValues(before)
      if (now.me !== was.me || now.settings !== was.settings || now.muted !== was.muted) return true
      const threadBefore = thread(before)
      const threadAfter = thread(after)
      if (threadBefore === threadAfter) return false
      if (!threadBefore || !threadAfter) return true
      return changedOnly(threadBefore, threadAfter) ?? changedComment(threadBefore, threadAfter)
    }
    byThread.set(thread, changes)
  }
  return changes
}

/** The watch of this store and thread selector (one per conversations widget), made on first use. */
export function commentWatch(store: WatchedStore<State>, thread: Thread): ItemWatch {
  return itemWatch(store, commentChanges(thread))
}
