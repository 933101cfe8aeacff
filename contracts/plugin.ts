/**
 * The plugin API: what a plugin is and everything the kernel hands it. Our own plugins are written
 * against exactly these types, so a third-party plugin has the same power and the same guarantees
 * (everything registered through the context is undone when the plugin goes).
 */
import type { ActionName, ActionParams, ActionResult } from './actions'
import type { ResolvedConfig } from './config'
import type { ErrorCode } from './errors'
import type { Channel, EventArgs, EventOf } from './events'
import type { PermissionAction, PermissionSubject, Refusal, Ruler, Ruling } from './permissions'
import type { WidgetService } from './widgets'

/** Any bus handler; `this` is the facade's owner (`vf` for the page). */
export type BusHandler = (...args: any[]) => void

/** What a `$prepublish` middleware returns to let a publish continue, possibly rewritten. */
export interface PublishRecord {
  channel: string
  event: string
  args: unknown[]
}

/** `$prepublish` middleware: return the (possibly rewritten) record to continue, a falsy value to swallow. */
export type Middleware = (channel: string, event: string, ...args: any[]) => PublishRecord | false | null | undefined | void | 0 | ''

/** The frozen handle a subscription returns. */
export interface Subscription {
  readonly channel: string
  readonly event: string
  readonly callback: BusHandler
  /** Ends this subscription; calling it again does nothing. */
  remove(): void
}

/** The bus as a plugin sees it: typed by the event map of `contracts/events.ts`. */
export interface PluginBus {
  /** Publishes through the `$prepublish` chain to every subscriber, synchronously. */
  publish<C extends Channel, E extends EventOf<C>>(channel: C, event: E, ...args: EventArgs<C, E>): void
  /** Subscribes; the returned handle removes it. Undefined (with a warning) for an invalid name or handler. */
  subscribe<C extends Channel, E extends EventOf<C>>(channel: C, event: E, handler: (...args: EventArgs<C, E>) => void): Subscription | undefined
  /** As `subscribe`, removed after the first call. */
  once<C extends Channel, E extends EventOf<C>>(channel: C, event: E, handler: (...args: EventArgs<C, E>) => void): Subscription | undefined
  /** Removes this plugin's subscriptions that match; omitted arguments match anything. */
  unsubscribe(channel?: Channel, event?: string, handler?: BusHandler): void
  /** Adds middleware that sees every publish; returns the function that removes it. */
  prepublish(middleware: Middleware): (() => void) | undefined
}

/** What an interceptor receives (snake_case because publisher pages already use these names). */
export interface InterceptorContext {
  readonly action_name: string
  readonly action_params: unknown
  readonly instance_id: string | undefined
  /** Lets the action go on to the next interceptor, then the handler. */
  continue(): void
  /** Stops the action; the caller receives `{error: reason}` (default `Intercepted: <name>`). */
  intercept(reason?: string): void
  /** Removes this interceptor for later calls. */
  removeInterceptor(): void
}

/** An action interceptor; may be async, must call `continue()` or `intercept()` within 5 s. */
export type Interceptor = (ctx: InterceptorContext) => void | Promise<void>

/** What an action handler receives besides its params. */
export interface ActionMeta {
  readonly name: string
  /** The widget instance the call targets, when the caller named one. */
  readonly instanceId: string | undefined
}

/** An action's implementation. */
export type ActionHandler<P = unknown, R = unknown> = (params: P, meta: ActionMeta) => R | Promise<R>

/** The permission a guarded action asks for before its interceptors and handler run. */
export interface ActionGuard<P = unknown> {
  subject: PermissionSubject
  action: PermissionAction
  /** The resource the ruling concerns, read from the call's params (a comment, a user…). */
  resource?: (params: P) => unknown
}

/** Options of `register`. */
export interface RegisterOptions<P = unknown> {
  /** Integrators may intercept it; true by default (document 4 §2). */
  interceptable?: boolean
  /** Ask the permission ruler first. */
  guard?: ActionGuard<P>
}

/** How a call resolves when its handler did not run, or failed. Never thrown: always resolved. */
export type ActionFailure =
  | { readonly error: string; readonly code: typeof ErrorCode.ActionUndefined }
  | { readonly error: string; readonly code: typeof ErrorCode.Intercepted | typeof ErrorCode.InterceptorTimeout }
  | { readonly error: string; readonly code: typeof ErrorCode.ActionFailed; readonly cause: unknown }
  | Refusal

/** The second argument of `call`. */
export interface CallOptions<P = unknown> {
  instanceId?: string
  params?: P
}

/** Actions as a plugin sees them: typed by the action map of `contracts/actions.ts`. */
export interface PluginActions {
  /** Registers an action of the map; throws `ActionDuplicate` if another plugin registered it. */
  register<N extends ActionName>(name: N, handler: ActionHandler<ActionParams<N>, ActionResult<N>>, options?: RegisterOptions<ActionParams<N>>): void
  /** Calls an action: ruling → interceptors → handler. Always resolves. */
  call<N extends ActionName>(name: N, options: { instanceId?: string; params: ActionParams<N> }): Promise<ActionResult<N> | ActionFailure>
  /** Adds an interceptor; false if this callback is already registered for the action. */
  addInterceptor(name: ActionName, interceptor: Interceptor, once?: boolean): boolean
  removeInterceptor(name: ActionName, interceptor: Interceptor): boolean
}

/** How a page job ended. `done` never rejects. */
export type JobOutcome<T = unknown> =
  | { readonly status: 'done'; readonly value: T }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'cancelled' }

/** A queued page job. */
export interface Job<T = unknown> {
  readonly id: number
  readonly name: string
  /** A waiting job never runs; a running one has its signal aborted and the queue moves on. */
  cancel(): boolean
  readonly done: Promise<JobOutcome<T>>
}

/** The work of a page job; stop when `signal` aborts. */
export type JobWork<T> = (signal: AbortSignal) => T | Promise<T>

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

/** The context keys `vf.context.get` accepts (document 4 §2). */
export type ContextKey = 'user' | 'page' | 'notifications'

/** The product's console voice. */
export interface Logger {
  /** Grouped output, only with `localStorage['_vf-debug']` set. */
  debug(title: string, ...details: unknown[]): void
  warn(message: string, ...details: unknown[]): void
  error(message: string, ...details: unknown[]): void
  /** Printed only with `vfConfig.debug` on. */
  deprecated(message: string): void
}

/**
 * Platform services beyond the core. Later services (HTTP, storage, translations) are added here by
 * declaration merging, so the core contract stays small.
 */
export interface PluginServices {
  /** The resolved configuration: endpoints, site, debug. */
  readonly config: ResolvedConfig
  /** Widget registration. */
  readonly widgets: WidgetService
}

/** Everything a plugin may use. All registrations are recorded and undone when the plugin goes. */
export interface PluginContext extends PluginServices {
  /** The plugin's own name. */
  readonly name: string
  readonly bus: PluginBus
  readonly actions: PluginActions
  readonly permissions: {
    /** Sets the one permission ruler (the session plugin does). */
    setRuler(ruler: Ruler): void
    can(subject: PermissionSubject, action: PermissionAction, resource?: unknown): Ruling
  }
  readonly jobs: {
    /** Queues a page job; jobs run one at a time, in order. */
    enqueue<T>(name: string, work: JobWork<T>): Job<T>
  }
  readonly store: {
    /** Creates this plugin's slice `name`. */
    slice<T>(name: string, initial: T): Slice<T>
    /** The whole state, read-only (other plugins' slices are read, never written). */
    getState(): Readonly<Record<string, unknown>>
    subscribe(listener: StoreListener): () => void
  }
  readonly contexts: {
    /** Answers `vf.context.get(key)` (the session plugin provides `user`…). */
    provide(key: ContextKey, getter: () => unknown): void
  }
  readonly log: Logger
  /** Aborted when the plugin is removed: long work should stop. */
  readonly signal: AbortSignal
  /** Runs `fn` when the plugin is removed or its setup fails. */
  onDispose(fn: () => void): void
}

/** A plugin: a plain object, usually made by a factory (`commentsPlugin(options)`). */
export interface Plugin {
  /** Unique; a second plugin with the same name is refused. */
  readonly name: string
  /** Plugins that must already be installed. */
  readonly dependencies?: readonly string[]
  /** Registers everything through `ctx`; runs under the setup budget. */
  setup(ctx: PluginContext): void | Promise<void>
}
