/**
 * Tells each shown comment only about changes to what it shows. A live thread changes the store every
 * frame, a few comments at a time; with a store listener per comment, each update would ask every one
 * of a thousand comments whether it changed. Here one listener per thread compares, for each watched
 * comment, its item, its author, its replies and the focus, and calls only the comments whose own
 * values moved. What every comment reads (the reader, the site's settings, who is muted) changing
 * tells them all.
 */
import type { User } from '../../../contracts/entities/user'
import { itemsWritten, type ThreadState } from '../state'

type State = Readonly<Record<string, unknown>>
type Listener = () => void

export interface ItemStore {
  getState(): State
  subscribe(listener: Listener): () => void
}

export interface ItemWatch {
  /** Calls `listener` when comment `uuid`'s values may have changed. */
  subscribe(uuid: string, listener: Listener): () => void
}

/**
 * What every comment reads besides its own thread: the reader, the site's settings, who the reader
 * muted. Comments read these through here, so the watch and the comments cannot disagree on the list.
 */
export const sharedValues = (state: State) => ({
  me: (state.session as { user?: User } | undefined)?.user,
  settings: (state.site as { settings?: Record<string, unknown> } | undefined)?.settings,
  muted: (state.graph as { muted?: Record<string, unknown> } | undefined)?.muted,
})

function changed(before: ThreadState | undefined, after: ThreadState | undefined, uuid: string): boolean {
  if (!before || !after) return before !== after
  const item = after.items[uuid]
  const was = before.items[uuid]
  if (item !== was || after.replies[uuid] !== before.replies[uuid]) return true
  if ((before.focus === uuid) !== (after.focus === uuid)) return true
  return !!item && after.users[item.actor_uuid] !== before.users[item.actor_uuid]
}

/**
 * The comments that may have changed, when a live batch made `after` from `before` and touched only
 * items and reply lists (the batches of a busy thread): found from what the batch wrote, not by asking
 * every comment. Undefined when that cannot be told (anything else changed): then every comment is asked.
 */
function changedOnly(before: ThreadState | undefined, after: ThreadState | undefined): Iterable<string> | undefined {
  if (!before || !after || before.users !== after.users || before.focus !== after.focus) return undefined
  const items = before.items === after.items ? [] : itemsWritten(before.items, after.items)
  if (!items) return undefined
  if (before.replies === after.replies) return items
  const uuids = new Set(items)
  for (const uuid in after.replies) if (after.replies[uuid] !== before.replies[uuid]) uuids.add(uuid)
  for (const uuid in before.replies) if (!(uuid in after.replies)) uuids.add(uuid)
  return uuids
}

function createItemWatch(store: ItemStore, thread: (state: State) => ThreadState | undefined): ItemWatch {
  const listeners = new Map<string, Set<Listener>>()
  let unsubscribe: (() => void) | undefined
  let last: State = store.getState()

  const onStore = () => {
    const state = store.getState()
    const before = last
    last = state
    const now = sharedValues(state)
    const was = sharedValues(before)
    const all = now.me !== was.me || now.settings !== was.settings || now.muted !== was.muted
    const threadBefore = thread(before)
    const threadAfter = thread(state)
    if (!all && threadBefore === threadAfter) return
    const due: Listener[] = []
    const some = all ? undefined : changedOnly(threadBefore, threadAfter)
    if (some) for (const uuid of some) due.push(...(listeners.get(uuid) ?? []))
    else for (const [uuid, set] of listeners) if (all || changed(threadBefore, threadAfter, uuid)) due.push(...set)
    for (const listener of due) listener()
  }

  return {
    subscribe(uuid, listener) {
      if (!unsubscribe) {
        last = store.getState()
        unsubscribe = store.subscribe(onStore)
      }
      let set = listeners.get(uuid)
      if (!set) listeners.set(uuid, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(uuid)
        if (listeners.size === 0) {
          unsubscribe?.()
          unsubscribe = undefined
        }
      }
    },
  }
}

const watches = new WeakMap<ItemStore, WeakMap<object, ItemWatch>>()

/** The watch of this store and thread selector (one per conversations widget), made on first use. */
export function itemWatch(store: ItemStore, thread: (state: State) => ThreadState | undefined): ItemWatch {
  let byThread = watches.get(store)
  if (!byThread) watches.set(store, (byThread = new WeakMap()))
  let watch = byThread.get(thread)
  if (!watch) byThread.set(thread, (watch = createItemWatch(store, thread)))
  return watch
}
