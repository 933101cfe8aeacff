/**
 * The product's state: one immutable tree updated with immer recipes, read through selectors, and
 * observed with `subscribe(listener)` / `getState()` — exactly the pair React's `useSyncExternalStore`
 * needs. Each plugin owns one slice; the kernel removes it with the plugin.
 */
import { produce, type Draft } from 'immer'
import { ErrorCode, VfError } from './errors'
import type { Logger } from './log'

export type Listener = () => void
export type Recipe<S> = (draft: Draft<S>) => void | S

export interface Store<S> {
  getState(): S
  update(recipe: Recipe<S>): void
  subscribe(listener: Listener): () => void
  /** Calls `listener(selected, previous)` whenever the selected value changes (by `isEqual`, default `Object.is`). */
  select<T>(selector: (state: S) => T, listener: (value: T, previous: T) => void, isEqual?: (a: T, b: T) => boolean): () => void
}

export interface Slice<T> extends Store<T> {
  readonly name: string
}

export interface RootStore extends Store<Readonly<Record<string, unknown>>> {
  /** Creates the slice `name` with its initial value; a second slice of the same name is refused. */
  slice<T>(name: string, initial: T): Slice<T>
  /** Removes the slice `name` (when its plugin is removed). */
  drop(name: string): void
}

export function createStore(logger: Logger): RootStore {
  let state: Readonly<Record<string, unknown>> = Object.freeze(Object.create(null) as Record<string, unknown>)
  const listeners = new Set<Listener>()

  const notify = () => {
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch (error) {
        logger.error('A store listener threw; the other listeners still ran.', error)
      }
    }
  }

  const setState = (next: Readonly<Record<string, unknown>>) => {
    if (next === state) return
    state = next
    notify()
  }

  const subscribe = (listener: Listener) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  function makeSelect<S>(get: () => S, sub: (l: Listener) => () => void) {
    return <T>(selector: (s: S) => T, listener: (value: T, previous: T) => void, isEqual: (a: T, b: T) => boolean = Object.is) => {
      let current = selector(get())
      return sub(() => {
        const next = selector(get())
        if (isEqual(next, current)) return
        const previous = current
        current = next
        listener(next, previous)
      })
    }
  }

  const root: RootStore = {
    getState: () => state,
    update(recipe) {
      setState(produce(state, recipe as Recipe<Record<string, unknown>>) as Readonly<Record<string, unknown>>)
    },
    subscribe,
    select: makeSelect(() => state, subscribe),
    slice<T>(name: string, initial: T): Slice<T> {
      if (typeof name !== 'string' || name === '' || name === '__proto__' || name === 'constructor' || name === 'prototype') {
        throw new VfError(ErrorCode.InvalidArgument, `Invalid store slice name "${String(name)}"`)
      }
      if (Object.hasOwn(state, name)) throw new VfError(ErrorCode.InvalidArgument, `The store slice "${name}" already exists`)
      root.update((draft) => {
        draft[name] = initial as unknown
      })
      const get = () => state[name] as T
      // A slice listener runs only when its own slice changed, so widgets do not re-render for others' updates.
      const subscribeSlice = (listener: Listener) => {
        let seen = get()
        return subscribe(() => {
          const now = get()
          if (now === seen) return
          seen = now
          listener()
        })
      }
      return {
        name,
        getState: get,
        update(recipe) {
          if (!Object.hasOwn(state, name)) {
            logger.warn(`The store slice "${name}" was removed; the update is ignored.`)
            return
          }
          const previous = state[name] as T
          const next = produce(previous, recipe as never) as T
          if (next === previous) return
          setState(Object.freeze(Object.assign(Object.create(null) as Record<string, unknown>, state, { [name]: next })))
        },
        subscribe: subscribeSlice,
        select: makeSelect(get, subscribeSlice),
      }
    },
    drop(name) {
      if (!Object.hasOwn(state, name)) return
      root.update((draft) => {
        delete draft[name]
      })
    },
  }
  return root
}
