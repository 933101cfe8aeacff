/**
 * Tells each shown item of a list only about changes to what it shows. A live list changes the store
 * every frame, a few items at a time; with a store listener per item, each update would ask every one of
 * a thousand items whether it changed. Here one listener per list (per store and `changes` function)
 * asks `changes` what moved between the two states, and calls only the listeners of those items.
 */

type Listener = () => void

/** The store as a list watches it (the kernel's store, or any store with the same two methods). */
export interface WatchedStore<S> {
  getState(): S
  subscribe(listener: Listener): () => void
}

/**
 * What changed between two states: `false` nothing any item shows, `true` something every item shows,
 * the keys of the items that changed, or a question asked of each watched item (when only the items can
 * tell, and asking them all costs less than working out the list).
 */
export type ItemChanges = boolean | Iterable<string> | ((key: string) => boolean)

export interface ItemWatch {
  /** Calls `listener` when item `key`'s values may have changed. */
  subscribe(key: string, listener: Listener): () => void
}

function createItemWatch<S>(store: WatchedStore<S>, changes: (before: S, after: S) => ItemChanges): ItemWatch {
  const listeners = new Map<string, Set<Listener>>()
  let unsubscribe: (() => void) | undefined
  let last = store.getState()

  const onStore = () => {
    const state = store.getState()
    const before = last
    last = state
    if (state === before) return
    const changed = changes(before, state)
    if (changed === false) return
    const due: Listener[] = []
    if (changed === true) for (const set of listeners.values()) due.push(...set)
    else if (typeof changed === 'function') {
      for (const [key, set] of listeners) if (changed(key)) due.push(...set)
    } else for (const key of changed) due.push(...(listeners.get(key) ?? []))
    for (const listener of due) listener()
  }

  return {
    subscribe(key, listener) {
      if (!unsubscribe) {
        last = store.getState()
        unsubscribe = store.subscribe(onStore)
      }
      let set = listeners.get(key)
      if (!set) listeners.set(key, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(key)
        if (listeners.size === 0) {
          unsubscribe?.()
          unsubscribe = undefined
        }
      }
    },
  }
}

const watches = new WeakMap<object, WeakMap<object, ItemWatch>>()

/**
 * The watch of this store and `changes` function, made on first use and shared by every item that asks
 * with the same two (keep `changes` stable: one per list, not one per render).
 */
export function itemWatch<S>(store: WatchedStore<S>, changes: (before: S, after: S) => ItemChanges): ItemWatch {
  let byChanges = watches.get(store)
  if (!byChanges) watches.set(store, (byChanges = new WeakMap()))
  let watch = byChanges.get(changes)
  if (!watch) byChanges.set(changes, (watch = createItemWatch(store, changes)))
  return watch
}
