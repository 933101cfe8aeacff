/**
 * Delivery: events are stored (outbox.ts), then sent — together when several arrive in one task, at
 * most `Analytics.batchEvents` a request. What failed is tried again 15 s later; what a previous page
 * left in the stack, 3 s after this one loads (document 3 §7, §9). As the page goes (hidden, or closed),
 * everything not yet confirmed leaves by beacon at once, in the same task. An event without a visitor
 * id is not sent: it is given this visit's, or kept and retried (document 3 §5).
 */
import { Analytics } from '../../contracts/analytics'
import { Constants } from '../../contracts/constants'
import type { Timers } from '../../contracts/clock'
import type { AnalyticsEvent } from '../../contracts/entities/analytics'
import { entryKey, type IngestPath, type Outbox, type OutboxEntry } from './outbox'
import type { SendOutcome, Transport } from './transport'

export interface DeliveryDeps {
  outbox: Outbox
  transport: Transport
  timers: Timers
  now: () => number
  /** The visit's visitor id, once known. */
  visitorId: () => string | undefined
  /** Is the browser offline? Then nothing is tried until the retry. */
  offline: () => boolean
  /** Is the page hidden? Then what is sent goes as it would when the page goes. */
  leaving: () => boolean
  /** Hears how many events wait, after each change. */
  onQueued?: (count: number) => void
}

export interface Delivery {
  /** Stores the event and sends it with the others of this task; false for a duplicate (same name and eid). */
  submit(event: AnalyticsEvent, path?: IngestPath): boolean
  /** What a previous page left: sent 3 s from now. */
  resumeOnLoad(): void
  /** The page is being hidden or closed: everything unconfirmed goes by beacon now (once: until `back`). */
  leave(): void
  /** The page shows again. */
  back(): void
  /** Sends what waits now (the page came back online). */
  flush(): void
  stop(): void
}

export function createDelivery(deps: DeliveryDeps): Delivery {
  const { outbox, transport, timers } = deps
  const inFlight = new Set<string>()
  /** What a beacon carried since the page was last showing: not handed to another as it goes. */
  const carried = new Set<string>()
  /** What a previous page left: it waits for the load's retry, not for this page's first event. */
  let held = new Set<string>()
  let retry: unknown
  let soon = false
  let stopped = false

  const report = () => deps.onQueued?.(outbox.size())

  const scheduleRetry = (ms: number) => {
    if (retry !== undefined || stopped) return
    retry = timers.setTimeout(() => {
      retry = undefined
      held = new Set()
      send(false)
    }, ms)
  }

  const settle = (keys: string[], outcome: SendOutcome) => {
    for (const key of keys) inFlight.delete(key)
    if (stopped) return
    if (outcome === 'delivered' || outcome === 'refused') outbox.remove(keys)
    else if (outcome === 'beaconed') outbox.markBeaconed(keys, deps.now())
    else scheduleRetry(Constants.analyticsRetryMs)
    report()
  }

  /** Sends every stored event not already on its way (all of them, when leaving). Never awaits before sending. */
  const send = (leaving: boolean) => {
    if (stopped) return
    if (!leaving && deps.offline()) {
      if (outbox.size()) scheduleRetry(Constants.analyticsRetryMs)
      return
    }
    const vid = deps.visitorId()
    const groups = new Map<IngestPath, OutboxEntry[]>()
    let unidentified = false
    for (const entry of outbox.list()) {
      const key = entryKey(entry.event)
      if (leaving ? carried.has(key) : inFlight.has(key) || held.has(key)) continue
      if (!entry.event.meta?.vid && !vid) {
        unidentified = true
        continue
      }
      const list = groups.get(entry.path) ?? []
      list.push(entry)
      groups.set(entry.path, list)
    }
    if (unidentified) scheduleRetry(Constants.analyticsRetryMs)
    for (const [path, entries] of groups) {
      for (let i = 0; i < entries.length; i += Analytics.batchEvents) {
        const batch = entries.slice(i, i + Analytics.batchEvents)
        const keys = batch.map((e) => entryKey(e.event))
        const events = batch.map((e) => (e.event.meta?.vid ? e.event : { ...e.event, meta: { ...e.event.meta, vid } }))
        for (const key of keys) {
          inFlight.add(key)
          if (leaving) carried.add(key)
        }
        transport.send(path, events, leaving).then(
          (outcome) => settle(keys, outcome),
          () => settle(keys, 'failed'),
        )
      }
    }
  }

  return {
    submit(event, path = 'analytics') {
      if (stopped) return false
      const added = outbox.add({ event, path })
      report()
      if (!added) return false
      if (!soon) {
        soon = true
        // The events of one task (a view and the consent that allowed it) share a request.
        queueMicrotask(() => {
          soon = false
          send(deps.leaving())
        })
      }
      return true
    },
    resumeOnLoad() {
      held = new Set(outbox.list().map((e) => entryKey(e.event)))
      if (held.size) scheduleRetry(Constants.analyticsRetryOnLoadMs)
      report()
    },
    leave: () => send(true),
    back: () => carried.clear(),
    flush: () => send(deps.leaving()),
    stop() {
      stopped = true
      if (retry !== undefined) timers.clearTimeout(retry)
      retry = undefined
    },
  }
}
