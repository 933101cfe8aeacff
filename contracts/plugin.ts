/**
 * The plugin API: what a plugin is and everything the kernel hands it. Our own plugins are written
 * against exactly these types, so a third-party plugin has the same power and the same guarantees
 * (everything registered through the context is undone when the plugin goes).
 */
import type { ActionName, ActionParams, ActionResult } from './actions'
import type { Clock } from './clock'
import type { ResolvedConfig } from './config'
import type { Cookies } from './cookies'
import type { ErrorCode } from './errors'
import type { Channel, EventArgs, EventOf } from './events'
import type { HttpClient } from './http'
import type { I18n } from './i18n'
import type { PageService } from './pages'
import type { PermissionAction, PermissionSubject, Refusal, Ruler, Ruling } from './permissions'
import type { RequestStatusStore } from './status'
import type { ProductStorage } from './storage'
import type { PluginStore, Slice, StoreListener } from './store'
import type { WidgetService } from './widgets'

export type { Slice, StoreListener }

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

/** `ctx.api`: the public page API members a plugin provides (`vf.session.logout`…), withdrawn with the plugin. */
export interface PublicApi {
  /**
   * Sets `vf.<path>` to `fn` (its calls made before ready were queued by the loader's stub when a shipped
   * plugin declared the path). Allowed: `<the plugin's own name>.<member>`, and the paths the plugin
   * declares in `publicApi` (the spec's public names, like `topics.count`). Anything else, and anything
   * under the kernel's own members (`actions`, `context`, `plugins`, `$…`), is refused (`InvalidArgument`).
   * Removing the plugin puts back what was there.
   */
  expose(path: string, fn: (...args: any[]) => unknown): void
}

/** `ctx.styles`: a plugin's CSS on the page, as constructed sheets the document adopts (no `<style>`, so a strict `style-src` allows it). */
export interface PluginStyles {
  /**
   * Puts this plugin's sheet `name` holding `css` on `document`, once (later calls keep it there); it goes
   * when the plugin is removed. Write logical properties and the theme's custom properties (`--vf-bg`…).
   */
  ensure(document: Document, name: string, css: string): void
}

/** The platform services every plugin receives, all declared here. */
export interface PluginServices {
  /** The resolved configuration: endpoints, site, debug. */
  readonly config: ResolvedConfig
  /** Widget registration. */
  readonly widgets: WidgetService
  /** Calls to the product's services: tokens, XSRF, refresh and errors handled. */
  readonly http: HttpClient
  /** localStorage/sessionStorage that never throws. */
  readonly storage: ProductStorage
  /** Translations: `ctx.i18n.t(key)`, `ctx.i18n.registerNamespace(name, loader)`. */
  readonly i18n: I18n
  /** Per-key request status for status lines. */
  readonly status: RequestStatusStore
  /** The page a widget discusses and its content container. */
  readonly pages: PageService
  /** First-party cookies (the publisher's login cookie is read here). */
  readonly cookies: Cookies
  /** Public page API members a plugin provides (`vf.session.logout`…), withdrawn with the plugin. */
  readonly api: PublicApi
  /** The product's clock: what widgets tick by and schedule with (tests drive it by hand). */
  readonly clock: Clock
  /** The plugin's CSS. */
  readonly styles: PluginStyles
  /**
   * Loads the product's React SDK (`vf/sdk`: React, the JSX runtime, the widget hooks, `reactWidget` and the
   * UI kit) and registers it for the plugin's bundle, so a React widget never bundles its own React. A
   * widget's `load` awaits it before it renders; it resolves to the SDK itself.
   */
  readonly react: () => Promise<ReactSdk>
}

/** The members of `vf/sdk`, declared by the kernel's SDK module (merged into this interface). */
export interface ReactSdk {}

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
  /** The product state: this plugin's slices to write, everyone's to read (typed by `StoreSlices`). */
  readonly store: PluginStore
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

/** The `vf.<path>` calls a plugin provides, declared up front so the loader can stub them for early calls. */
export interface PublicApiDeclaration {
  /**
   * Every path the plugin will `ctx.api.expose`, dot-separated (`session.logout`, `session.login.cookie`).
   * A shipped plugin's paths are stubbed by the loader (the build reads them), so a page's calls made
   * before ready are queued, not lost. Paths outside `<own name>.*` are the spec's public names, which
   * only the plugin that declares them may expose.
   */
  readonly paths: readonly string[]
  /** These paths are also on the deprecated `window.viafoura` (document 4 §1 gives it `session.*`); shipped plugins only. */
  readonly v1?: boolean
}

/** A plugin: a plain object, usually made by a factory (`commentsPlugin(options)`). */
export interface Plugin {
  /** Unique; a second plugin with the same name is refused. */
  readonly name: string
  /** Plugins that must already be installed (and that cannot be removed while this one is). */
  readonly dependencies?: readonly string[]
  /** The public page API this plugin exposes. */
  readonly publicApi?: PublicApiDeclaration
  /** Registers everything through `ctx`; runs under the setup budget. */
  setup(ctx: PluginContext): void | Promise<void>
}
