/**
 * The channel/event bus shared by the product and the page (document 4 §2): `(channel, event, ...args)`
 * addressing, the `$prepublish` middleware chain, name validation, `this` binding, and isolation of a
 * throwing subscriber. It keeps its own copy-on-write subscriber lists rather than mitt's: mitt copies the
 * list twice on every emit and lets one throwing handler stop the rest, and the bus must stay within
 * 1.3× of a raw mitt emit (`npm run bench`) while doing more.
 */
import type { BusHandler, Middleware, PublishRecord, Subscription } from '../contracts/plugin'
import type { Logger } from './log'

export type { BusHandler, Middleware, PublishRecord, Subscription }

export interface SubscribeOptions {
  once?: boolean
  /** `this` inside the callback (the public API binds `vf`). */
  thisArg?: unknown
  /** Called once when the subscription ends, by `remove()` or after a `once` subscription fired. */
  onRemoved?: () => void
}

/** The bus core. Facades (the page's `vf`, each plugin's `ctx.bus`) sit on top of it. */
export interface BusCore {
  publish(channel: string, event: string, args: unknown[]): void
  /** `publish` with the arguments spread, as `$publish` takes them (saves a wrapper on the hot path). */
  emit(channel: string, event: string, ...args: unknown[]): void
  subscribe(channel: string, event: string, callback: BusHandler, options?: SubscribeOptions): Subscription | undefined
  /** Adds middleware; returns the function that removes it. */
  prepublish(middleware: Middleware): (() => void) | undefined
  /** How many subscribers listen to `channel`/`event` (for diagnostics and tests). */
  count(channel: string, event: string): number
}

interface Entry {
  readonly callback: BusHandler
  readonly thisArg: unknown
  readonly once: boolean
  removed: boolean
  remove(): void
}

/** Names already checked, so a hot publish costs a set lookup instead of a regular expression. */
const knownNames = new Set<string>()
const KNOWN_NAMES_CAP = 2000

/** A channel or event name: a non-empty string of at most 200 characters without whitespace. */
export function isValidName(name: unknown): name is string {
  if (typeof name !== 'string') return false
  if (knownNames.has(name)) return true
  if (name.length === 0 || name.length > 200 || /\s/.test(name)) return false
  if (knownNames.size < KNOWN_NAMES_CAP) knownNames.add(name)
  return true
}

/** Calls `fn(channel, event, ...args)` without building a spread array for the common short cases. */
function callMiddleware(fn: Middleware, channel: string, event: string, args: unknown[]) {
  switch (args.length) {
    case 0:
      return fn(channel, event)
    case 1:
      return fn(channel, event, args[0])
    case 2:
      return fn(channel, event, args[0], args[1])
    default:
      return fn(channel, event, ...args)
  }
}

export function createBus(logger: Logger): BusCore {
  // channel → event → subscribers. Lists are copy-on-write: a publish iterates the list it started with,
  // so (un)subscribing inside a handler never shifts the iteration and no per-publish copy is needed.
  const lists = new Map<string, Map<string, readonly Entry[]>>()
  let middlewares: readonly Middleware[] = []

  const listOf = (channel: string, event: string): readonly Entry[] | undefined => lists.get(channel)?.get(event)
  /** Counts list changes, so a publish knows whether the list it looked up is still the current one. */
  let changes = 0
  const setList = (channel: string, event: string, list: readonly Entry[]) => {
    changes++
    let events = lists.get(channel)
    if (!events) lists.set(channel, (events = new Map()))
    if (list.length > 0) events.set(event, list)
    else {
      events.delete(event)
      if (events.size === 0) lists.delete(channel)
    }
  }

  const invalidName = (channel: unknown, event: unknown) =>
    logger.warn(`Invalid event name "${String(channel)}/${String(event)}": channel and event must be non-empty strings without spaces.`)

  const dispatch = (channel: string, event: string, args: unknown[], list: readonly Entry[] | undefined) => {
    if (!list) return
    for (let i = 0; i < list.length; i++) {
      const entry = list[i]!
      if (entry.removed) continue
      if (entry.once) entry.remove()
      try {
        // One argument is the common case; \`call\` spares the engine spreading the array.
        if (args.length === 1) entry.callback.call(entry.thisArg, args[0])
        else entry.callback.apply(entry.thisArg, args)
      } catch (error) {
        // One broken subscriber (a page's or a plugin's) must not stop the ones after it.
        logger.error(`A subscriber of "${channel}/${event}" threw; the other subscribers still ran.`, error)
      }
    }
  }

  // The page's `$publish` lands here directly: its rest array is the one handed to subscribers.
  const emit = (channel: string, event: string, ...args: unknown[]): void => {
    // A name with subscribers was checked when they subscribed, so a hot publish skips the check.
    let list = lists.get(channel)?.get(event)
    if (!list && (!isValidName(channel) || !isValidName(event))) return invalidName(channel, event)
    const before = changes
    for (let i = 0; i < middlewares.length; i++) {
      let result: ReturnType<Middleware>
      try {
        result = callMiddleware(middlewares[i]!, channel, event, args)
      } catch (error) {
        // A broken middleware must not silence the bus: report it and let the event through unchanged.
        logger.error(`A $prepublish middleware threw on "${channel}/${event}"; the event continues unchanged.`, error)
        continue
      }
      if (!result) return
      if (
        typeof result === 'object' &&
        (result.channel === channel || isValidName(result.channel)) &&
        (result.event === event || isValidName(result.event)) &&
        Array.isArray(result.args)
      ) {
        if (result.channel !== channel || result.event !== event) {
          channel = result.channel
          event = result.event
          list = listOf(channel, event)
        }
        args = result.args
      } else {
        logger.warn(`A $prepublish middleware returned neither {channel, event, args} nor a falsy value for "${channel}/${event}"; the event continues unchanged.`)
      }
    }
    // A middleware that (un)subscribed changed the lists: take the one there is now.
    dispatch(channel, event, args, changes === before ? list : listOf(channel, event))
  }

  return {
    publish: (channel, event, args) => emit(channel, event, ...args),
    emit,

    subscribe(channel, event, callback, options = {}) {
      if (!isValidName(channel) || !isValidName(event)) {
        invalidName(channel, event)
        return undefined
      }
      if (typeof callback !== 'function') {
        logger.warn(`The handler for "${channel}/${event}" must be a function; nothing was subscribed.`)
        return undefined
      }
      const entry: Entry = {
        callback,
        thisArg: options.thisArg,
        once: options.once === true,
        removed: false,
        remove() {
          if (entry.removed) return
          entry.removed = true
          setList(channel, event, (listOf(channel, event) ?? []).filter((other) => other !== entry))
          options.onRemoved?.()
        },
      }
      setList(channel, event, [...(listOf(channel, event) ?? []), entry])
      return Object.freeze({ channel, event, callback, remove: entry.remove })
    },

    prepublish(middleware) {
      if (typeof middleware !== 'function') {
        logger.warn('$prepublish needs a function; nothing was added.')
        return undefined
      }
      middlewares = [...middlewares, middleware]
      return () => {
        middlewares = middlewares.filter((m) => m !== middleware)
      }
    },

    count: (channel, event) => listOf(channel, event)?.length ?? 0,
  }
}

/** The five public bus methods (document 4 §2), as `window.vf` and each plugin see them. */
export interface BusFacade {
  $publish(channel: string, event: string, ...args: unknown[]): void
  $subscribe(channel: string, event: string, callback: BusHandler): Subscription | undefined
  $once(channel: string, event: string, callback: BusHandler): Subscription | undefined
  /** Removes the subscriptions made through this facade that match; omitted arguments match anything. */
  $unsubscribe(channel?: string, event?: string, callback?: BusHandler): void
  $prepublish(middleware: Middleware): (() => void) | undefined
}

/**
 * A facade over the core that remembers what was subscribed through it, so `$unsubscribe()` only
 * touches its own subscriptions and a plugin's can all be undone when it is removed.
 */
export function createBusFacade(core: BusCore, thisArg?: () => unknown): BusFacade & { dispose(): void } {
  const mine = new Set<Subscription>()
  const middlewareRemovers = new Set<() => void>()

  const track = (channel: string, event: string, callback: BusHandler, once: boolean): Subscription | undefined => {
    const inner = core.subscribe(channel, event, callback, {
      once,
      thisArg: thisArg?.(),
      onRemoved: () => mine.delete(inner!),
    })
    if (inner) mine.add(inner)
    return inner
  }

  return {
    $publish: core.emit,
    $subscribe: (channel, event, callback) => track(channel, event, callback, false),
    $once: (channel, event, callback) => track(channel, event, callback, true),
    $unsubscribe(channel, event, callback) {
      for (const sub of [...mine]) {
        if (channel !== undefined && sub.channel !== channel) continue
        if (event !== undefined && sub.event !== event) continue
        if (callback !== undefined && sub.callback !== callback) continue
        sub.remove()
      }
    },
    $prepublish(middleware) {
      const remove = core.prepublish(middleware)
      if (!remove) return undefined
      const removeTracked = () => {
        remove()
        middlewareRemovers.delete(removeTracked)
      }
      middlewareRemovers.add(removeTracked)
      return removeTracked
    },
    dispose() {
      for (const sub of [...mine]) sub.remove()
      for (const remove of [...middlewareRemovers]) remove()
    },
  }
}
