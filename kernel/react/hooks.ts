/** Hooks for widget views: the bus, actions, the store, request status, translations and the clock. */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector'
import type { ActionName, ActionParams, ActionResult } from '../../contracts/actions'
import type { Namespace } from '../../contracts/i18n'
import type { Channel, EventArgs, EventOf } from '../../contracts/events'
import type { ActionFailure } from '../../contracts/plugin'
import type { StoreState } from '../../contracts/store'
import { isActionFailure } from '../actions'
import type { StatusValue } from '../request-status'
import { hasAnimationFrames, inNextFrame } from '../lib/frames'
import { realTimers } from '../with-timeout'
import { useLocale, useServices } from './provider'

/** Subscribes while mounted; always calls the latest `handler` without re-subscribing. */
export function useBusEvent<C extends Channel, E extends EventOf<C>>(channel: C, event: E, handler: (...args: EventArgs<C, E>) => void): void {
  const { bus } = useServices()
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => {
    const subscription = bus.subscribe(channel, event, ((...args: EventArgs<C, E>) => latest.current(...args)) as never)
    return () => subscription?.remove()
  }, [bus, channel, event])
}

/** The bus's publish, stable across renders. */
export function usePublish() {
  return useServices().bus.publish
}

export interface ActionState<R> {
  pending: boolean
  failure: ActionFailure | undefined
  result: R | undefined
}

/** Calls an action and tracks it; the call resolves (never throws) with the result or the failure. */
export function useAction<N extends ActionName>(name: N): [(params: ActionParams<N>, instanceId?: string) => Promise<ActionResult<N> | ActionFailure>, ActionState<ActionResult<N>>] {
  const { actions } = useServices()
  const [state, setState] = useState<ActionState<ActionResult<N>>>({ pending: false, failure: undefined, result: undefined })
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const call = useCallback(
    async (params: ActionParams<N>, instanceId?: string) => {
      setState((s) => ({ ...s, pending: true, failure: undefined }))
      const outcome = await actions.call(name, { params, ...(instanceId ? { instanceId } : {}) })
      if (mounted.current) {
        setState(isActionFailure(outcome) ? { pending: false, failure: outcome, result: undefined } : { pending: false, failure: undefined, result: outcome as ActionResult<N> })
      }
      return outcome
    },
    [actions, name],
  )
  return [call, state]
}

/** A selected value of the store (typed by `StoreSlices`); re-renders only when it changes. */
export function useStoreValue<T>(selector: (state: StoreState) => T): T {
  const { store } = useServices()
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()))
}

/** Same keys, same values (`Object.is`): for selections made of several values. */
export function shallowEqual<T extends object>(a: T, b: T): boolean {
  if (a === b) return true
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  for (const key of keys) if (!Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false
  return true
}

/**
 * Several values of the store under one subscription: `selector` builds them, and the component
 * re-renders only when `isEqual` (shallow by default) says they changed. A thousand comments each
 * reading seven values cost a thousand store listeners, not seven thousand, on every update.
 */
export function useStoreSelection<T extends object>(
  selector: (state: StoreState) => T,
  isEqual: (a: T, b: T) => boolean = shallowEqual,
  /** A narrower subscription than every store change, for views that know which changes concern them. */
  subscribe?: (listener: () => void) => () => void,
): T {
  const { store } = useServices()
  return useSyncExternalStoreWithSelector(subscribe ?? store.subscribe, store.getState, undefined, selector, isEqual)
}

/** The request status of `key`. */
export function useStatus(key: string): StatusValue {
  const { status } = useServices()
  return useSyncExternalStore(status.subscribe, () => status.get(key))
}

export interface Translation {
  t: (key: string, options?: Record<string, unknown>) => string
  locale: string
  dir: 'ltr' | 'rtl'
  /** The namespace has loaded (render a skeleton until then). */
  ready: boolean
}

/** How many translations one locale keeps; past this it starts again (names in labels are unbounded). */
const MAX_REMEMBERED = 5000

/** The cache key of a translation with options of plain values only (strings, numbers, booleans), or undefined. */
function rememberedAs(key: string, options: Record<string, unknown>): string | undefined {
  let remembered = key
  for (const name in options) {
    const value = options[name]
    const kind = typeof value
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return undefined
    remembered += `\u0000${name}\u0000${String(value)}`
  }
  return remembered
}

/** Translations by instance and locale, with their options' values (a locale's loaded texts do not change). */
const translations = new WeakMap<object, { locale: string; texts: Map<string, string> }>()

function translationCache(i18n: object, locale: string): Map<string, string> {
  let entry = translations.get(i18n)
  if (!entry || entry.locale !== locale) translations.set(i18n, (entry = { locale, texts: new Map() }))
  return entry.texts
}

/** Translations of `namespace` (loaded lazily), re-rendering on language changes. */
/**
 * One label of the base namespace (always loaded before a widget renders), in the widget's locale: a
 * context read and a look-up, with no state, effect or callback of its own — for kit components a thread
 * renders a thousand times (a comment's time says "now" from it).
 */
export function useBaseText(key: string): string {
  const { i18n } = useServices()
  const cache = translationCache(i18n, useLocale())
  let text = cache.get(key)
  if (text === undefined) {
    if (cache.size >= MAX_REMEMBERED) cache.clear()
    cache.set(key, (text = i18n.t(key)))
  }
  return text
}

export function useT(namespace: Namespace = 'base'): Translation {
  const { i18n } = useServices()
  const locale = useLocale()
  // Already loaded (every comment after the first): render translated at once, not twice.
  const [loaded, setLoaded] = useState<string | undefined>(namespace === 'base' || i18n.isLoaded(namespace) ? locale : undefined)
  useEffect(() => {
    let live = true
    // Already loaded when rendered (every comment mounted after the first): no state to set, so a
    // thousand mounting comments schedule no render after their commit.
    if (namespace === 'base' || i18n.isLoaded(namespace)) {
      if (loaded !== locale) setLoaded(locale)
    } else void i18n.load(namespace).then(() => live && setLoaded(locale))
    return () => {
      live = false
    }
  }, [i18n, namespace, locale])
  const t = useCallback(
    (key: string, options?: Record<string, unknown>) => {
      const full = namespace === 'base' || key.includes(':') ? key : `${namespace}:${key}`
      // A thousand comments ask for the same few labels, and for a few ("Actions for Ada") with the same
      // few values: each is made once per locale. Options that are not plain values are not remembered.
      const remembered = options ? rememberedAs(full, options) : full
      const ns: Namespace = full.includes(':') ? full.slice(0, full.indexOf(':')) : 'base'
      if (remembered === undefined || !i18n.isLoaded(ns)) return i18n.t(full, options)
      const cache = translationCache(i18n, locale)
      let text = cache.get(remembered)
      if (text === undefined) {
        if (cache.size >= MAX_REMEMBERED) cache.clear()
        cache.set(remembered, (text = i18n.t(full, options)))
      }
      return text
    },
    [i18n, namespace, locale],
  )
  return { t, locale, dir: i18n.dir, ready: loaded === locale }
}

/** One shared tick per clock and period: a thousand relative times cost one timer, not a thousand. */
const tickers = new WeakMap<object, Map<number, { listeners: Set<() => void>; handle: unknown; time: number }>>()

function subscribeTick(services: { now: () => number; timers: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(h: unknown): void } }, intervalMs: number) {
  let byPeriod = tickers.get(services.timers)
  if (!byPeriod) tickers.set(services.timers, (byPeriod = new Map()))
  let ticker = byPeriod.get(intervalMs)
  if (!ticker) {
    const created = { listeners: new Set<() => void>(), handle: undefined as unknown, time: services.now() }
    const notify = () => {
      for (const listener of [...created.listeners]) listener()
    }
    // On the product's own clock in a browser, the words change in the shared animation frame, so they
    // are committed with whatever else that frame shows; a test's clock notifies at once.
    const inFrame = services.timers === realTimers && hasAnimationFrames()
    const tick = () => {
      created.time = services.now()
      if (inFrame) inNextFrame(notify)
      else notify()
      created.handle = services.timers.setTimeout(tick, intervalMs)
    }
    created.handle = services.timers.setTimeout(tick, intervalMs)
    byPeriod.set(intervalMs, (ticker = created))
  }
  return ticker
}

/**
 * What `read` makes of the current time, from the widget's clock, checked every `intervalMs` (1000 by
 * default). The component renders again only when that changes: "5 minutes ago" costs one render a
 * minute, not one a second (a live thread already renders every frame; a tick need not add commits).
 */
export function useClockValue<T>(read: (now: number) => T, intervalMs = 1000): T {
  const services = useServices()
  const subscribe = useCallback(
    (notify: () => void) => {
      const ticker = subscribeTick(services, intervalMs)
      ticker.listeners.add(notify)
      return () => {
        ticker.listeners.delete(notify)
        if (ticker.listeners.size === 0) {
          services.timers.clearTimeout(ticker.handle)
          tickers.get(services.timers)?.delete(intervalMs)
        }
      }
    },
    [services, intervalMs],
  )
  const [mounted] = useState(services.now)
  return useSyncExternalStore(subscribe, () => read(tickers.get(services.timers)?.get(intervalMs)?.time ?? mounted))
}

/** The current time, re-rendered every `intervalMs` (1000 by default) from the widget's clock. */
export function useNow(intervalMs = 1000): number {
  return useClockValue((now) => now, intervalMs)
}
