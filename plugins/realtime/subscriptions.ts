/**
 * The subscription table (document 2 §4), pure: each operation returns the new table, the frames to
 * send and the status changes to announce, so the machine only applies them. Statuses: none (1),
 * subscribing (2), subscribed (3), unsubscribing (4), error (5).
 */
import type { RealtimeEvent, RealtimeRules, RealtimeSubscription } from '../../contracts/entities/realtime'
import { RealtimeStatus } from '../../contracts/enums'
import { matches, rulesKey, subscribeFrame, unsubscribeFrame } from './frames'

/** A subscription with the key of its rules (equal rules share one subscription). */
export interface Entry extends RealtimeSubscription {
  key: string
  /** A user's notifications: every subscribe carries the access token current at that moment. */
  auth?: true
}

export type Table = Readonly<Record<string, Entry>>

export interface Change {
  table: Table
  /** Frames to send, in order (only produced while the socket is open). */
  send: string[]
  /** Subscriptions whose status changed, with the new status. */
  statuses: Array<[subscriptionId: string, status: RealtimeStatus]>
}

const unchanged = (table: Table): Change => ({ table, send: [], statuses: [] })

/** The subscription that already has these rules (and is authenticated, or not, alike), if any. */
export const findByRules = (table: Table, rules: RealtimeRules, auth = false): Entry | undefined => {
  const key = rulesKey(rules, auth)
  return Object.values(table).find((entry) => entry.key === key)
}

/** The subscribe frame for an entry; an authenticated one carries the token of the moment, never a kept one. */
const subscribeFor = (entry: Entry, accessToken: string | undefined) => subscribeFrame(entry.subscription_id, entry.rules, entry.auth ? accessToken : undefined)

/**
 * Adds a subscriber ("add subscriber"): to the subscription with the same rules, or to a new one under
 * `id`. A subscription that had no subscriber left is asked for again; on an open socket, asking sets
 * subscribing, otherwise (`open` false: no socket, or an inactive reader) it waits (none). With `auth` it is a user's
 * notifications, asked for with the access token.
 */
export function addSubscriber(table: Table, id: string, rules: RealtimeRules, open: boolean, auth?: { accessToken: string | undefined }): Change {
  const existing = findByRules(table, rules, !!auth)
  const entry: Entry = existing
    ? { ...existing, subscribers: existing.subscribers + 1 }
    : { subscription_id: id, key: rulesKey(rules, !!auth), rules, status: RealtimeStatus.none, subscribers: 1, ...(auth ? { auth: true as const } : {}) }
  const asking = open && (!existing || existing.status === RealtimeStatus.unsubscribing || existing.status === RealtimeStatus.error || existing.status === RealtimeStatus.none)
  if (asking) entry.status = RealtimeStatus.subscribing
  // Not asked for now (a paused reader's): one the service is dropping is kept, waiting, and its late
  // confirmation changes nothing.
  else if (existing?.status === RealtimeStatus.unsubscribing) entry.status = RealtimeStatus.none
  const change: Change = { table: { ...table, [entry.subscription_id]: entry }, send: [], statuses: [] }
  if (asking) change.send.push(subscribeFor(entry, auth?.accessToken))
  if (!existing || entry.status !== existing.status) change.statuses.push([entry.subscription_id, entry.status])
  return change
}

/**
 * Removes a subscriber. When the last one leaves, an open socket is told and the status becomes
 * unsubscribing until the service confirms; without a socket the subscription simply goes.
 */
export function removeSubscriber(table: Table, id: string, open: boolean): Change {
  const existing = table[id]
  if (!existing) return unchanged(table)
  if (existing.subscribers > 1) return { table: { ...table, [id]: { ...existing, subscribers: existing.subscribers - 1 } }, send: [], statuses: [] }
  if (open && existing.status !== RealtimeStatus.none) {
    return {
      table: { ...table, [id]: { ...existing, subscribers: 0, status: RealtimeStatus.unsubscribing } },
      send: [unsubscribeFrame(id)],
      statuses: [[id, RealtimeStatus.unsubscribing]],
    }
  }
  const { [id]: _gone, ...rest } = table
  return { table: rest, send: [], statuses: existing.status === RealtimeStatus.none ? [] : [[id, RealtimeStatus.none]] }
}

/**
 * The socket opened: every subscription with subscribers is asked for again ("resubscribe all"), the
 * authenticated ones with the access token of now; while the reader is inactive, only those.
 */
export function resubscribeAll(table: Table, accessToken: string | undefined, active = true): Change {
  const change: Change = { table: {}, send: [], statuses: [] }
  const next: Record<string, Entry> = {}
  for (const entry of Object.values(table)) {
    if (entry.subscribers === 0) continue
    // An inactive reader's content subscriptions wait for them (see pauseAll).
    if (!active && !entry.auth) {
      next[entry.subscription_id] = { ...entry, status: RealtimeStatus.none }
      if (entry.status !== RealtimeStatus.none) change.statuses.push([entry.subscription_id, RealtimeStatus.none])
      continue
    }
    next[entry.subscription_id] = { ...entry, status: RealtimeStatus.subscribing }
    change.send.push(subscribeFor(entry, accessToken))
    if (entry.status !== RealtimeStatus.subscribing) change.statuses.push([entry.subscription_id, RealtimeStatus.subscribing])
  }
  change.table = next
  return change
}

/**
 * The reader became inactive (document 3 §4): each content subscription with subscribers is dropped on
 * the service, so it stops sending this socket its containers' events, and is kept here with status
 * none, to be asked for again when the reader is back (resumeAll). A user's notifications stay.
 */
export function pauseAll(table: Table): Change {
  const change: Change = { table, send: [], statuses: [] }
  const next: Record<string, Entry> = { ...table }
  for (const entry of Object.values(table)) {
    if (entry.auth || entry.subscribers === 0 || entry.status === RealtimeStatus.none) continue
    // A refused one holds nothing on the service.
    if (entry.status !== RealtimeStatus.error) change.send.push(unsubscribeFrame(entry.subscription_id))
    next[entry.subscription_id] = { ...entry, status: RealtimeStatus.none }
    change.statuses.push([entry.subscription_id, RealtimeStatus.none])
  }
  if (change.statuses.length) change.table = next
  return change
}

/** The reader is active again: every waiting content subscription with subscribers is asked for again. */
export function resumeAll(table: Table): Change {
  const change: Change = { table, send: [], statuses: [] }
  const next: Record<string, Entry> = { ...table }
  for (const entry of Object.values(table)) {
    if (entry.auth || entry.subscribers === 0 || entry.status !== RealtimeStatus.none) continue
    next[entry.subscription_id] = { ...entry, status: RealtimeStatus.subscribing }
    change.send.push(subscribeFrame(entry.subscription_id, entry.rules))
    change.statuses.push([entry.subscription_id, RealtimeStatus.subscribing])
  }
  if (change.statuses.length) change.table = next
  return change
}

/** The socket closed: the service forgot everything, so every status is none and leavers are gone. */
export function markAllNone(table: Table): Change {
  const change: Change = { table: {}, send: [], statuses: [] }
  const next: Record<string, Entry> = {}
  for (const entry of Object.values(table)) {
    if (entry.status !== RealtimeStatus.none) change.statuses.push([entry.subscription_id, RealtimeStatus.none])
    if (entry.subscribers > 0) next[entry.subscription_id] = { ...entry, status: RealtimeStatus.none }
  }
  change.table = next
  return change
}

/** The service answered a subscribe: subscribed, or error when it refused. Late answers change nothing. */
export function confirmSubscribe(table: Table, id: string, ok: boolean): Change {
  const existing = table[id]
  if (!existing || existing.status !== RealtimeStatus.subscribing) return unchanged(table)
  const status = ok ? RealtimeStatus.subscribed : RealtimeStatus.error
  return { table: { ...table, [id]: { ...existing, status } }, send: [], statuses: [[id, status]] }
}

/** A refused subscription asked for once more (a user's notifications, after the token was refreshed). */
export function askAgain(table: Table, id: string, accessToken: string | undefined): Change {
  const existing = table[id]
  if (!existing || existing.status !== RealtimeStatus.error || existing.subscribers === 0) return unchanged(table)
  return { table: { ...table, [id]: { ...existing, status: RealtimeStatus.subscribing } }, send: [subscribeFor(existing, accessToken)], statuses: [[id, RealtimeStatus.subscribing]] }
}

/** The service answered an unsubscribe: the subscription goes, unless a subscriber came back meanwhile. */
export function confirmUnsubscribe(table: Table, id: string): Change {
  const existing = table[id]
  if (!existing || existing.status !== RealtimeStatus.unsubscribing) return unchanged(table)
  const { [id]: _gone, ...rest } = table
  return { table: rest, send: [], statuses: [[id, RealtimeStatus.none]] }
}

/**
 * The event once for each subscription it concerns: the one it names, or every live subscription whose
 * rules it matches (the service sends a site's events to all its sockets).
 */
export function deliveries(table: Table, event: RealtimeEvent): RealtimeEvent[] {
  const live = (entry: Entry) => entry.subscribers > 0 && (entry.status === RealtimeStatus.subscribed || entry.status === RealtimeStatus.subscribing)
  if (event.subscription_id) {
    const named = table[event.subscription_id]
    return named && live(named) ? [event] : []
  }
  return Object.values(table)
    .filter((entry) => live(entry) && matches(entry.rules, event))
    .map((entry) => ({ ...event, subscription_id: entry.subscription_id }))
}

/** Without the internal key: what the product shows of a subscription. */
export const publicSubscription = ({ key: _key, auth: _auth, ...subscription }: Entry): RealtimeSubscription => ({ ...subscription, rules: { ...subscription.rules } })
