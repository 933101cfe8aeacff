/**
 * The product's state as plugins see it: one immutable tree of slices, each written by the plugin that
 * created it (through its {@link Slice}) and read by everyone. Slices are typed by declaration merging,
 * like the event and action maps — a plugin declares each slice it creates, in its own files:
 *
 * ```ts
 * declare module '../../contracts/store' {
 *   interface StoreSlices { counter: CounterState }
 * }
 * ```
 * and then `ctx.store.slice('counter', initial)` is a `Slice<CounterState>`, and any plugin reads
 * `ctx.store.getState().counter?.total` typed. A slice exists only while its plugin is installed, so
 * every slice reads as possibly absent.
 */
import type { User } from './entities/user'
import type { Location } from './entities/page'
import type { SiteSettings } from './settings'

/** What bootstrap told the kernel about the site and the visitor (document 2 §4): the `site` slice. */
export interface SiteState {
  /** The visitor as bootstrap saw them (the session plugin's slice follows sign-ins). */
  user: User | undefined
  settings: Partial<SiteSettings>
  sectionTree: { section_id: string; site_uuid?: string; domain?: string; name?: string } | undefined
}

/** The `network` slice: is the browser online (document 2 §4)? */
export interface NetworkState {
  online: boolean
}

/** Slice name → its state. The kernel declares its own three here; plugins add theirs by declaration merging. */
export interface StoreSlices {
  /** The kernel's: bootstrap's site, settings and section. */
  site: SiteState
  /** The kernel's: the current page (document 1 §3 Location), re-read on `vf.context.reset` and deep links. */
  page: Location
  /** The kernel's: online or offline. */
  network: NetworkState
}

/** A declared slice name. */
export type SliceName = keyof StoreSlices & string

/** The whole state, read-only: every declared slice, each present while its owner is installed. */
export type StoreState = { readonly [K in SliceName]?: StoreSlices[K] }

/** A store listener: read the new state with `getState()`. */
export type StoreListener = () => void

/** One plugin's piece of the product state: immutable, updated by immer recipes. */
export interface Slice<T> {
  readonly name: string
  getState(): T
  /** An immer recipe: mutate the draft, or return a new value. */
  update(recipe: (draft: T) => void | T): void
  /** `useSyncExternalStore`-compatible subscription; returns the unsubscribe function. */
  subscribe(listener: StoreListener): () => void
  /** Calls `listener` when the selected value changes. */
  select<V>(selector: (state: T) => V, listener: (value: V, previous: V) => void, isEqual?: (a: V, b: V) => boolean): () => void
}

/** `ctx.store`. */
export interface PluginStore {
  /**
   * Creates this plugin's slice `name` (declared in {@link StoreSlices}); the returned slice is the only way
   * to write it, and it is dropped when the plugin goes. A name that already exists is refused.
   */
  slice<K extends SliceName>(name: K, initial: StoreSlices[K]): Slice<StoreSlices[K]>
  /** The whole state, read-only (other plugins' slices are read, never written). */
  getState(): StoreState
  /** Called on every change of any slice; returns the unsubscribe function. */
  subscribe(listener: StoreListener): () => void
}
