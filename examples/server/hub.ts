/**
 * The realtime hub: who is connected for which site, what each socket subscribed to, and publishing to
 * them. Given the database, every publish also goes out through PostgreSQL NOTIFY and every instance
 * LISTENs, so several service instances on one database deliver each other's events to their own
 * sockets. Every instance filters by its own sockets' subscriptions: a content event reaches only the
 * sockets with a subscription it matches, a notification only its recipient's sockets.
 */
import { randomUUID } from 'node:crypto'
import type { WebSocket } from 'ws'
import type { BroadcastNotification, Notification } from '../../contracts/entities/notification'
import type { RealtimeRules } from '../../contracts/entities/realtime'
import type { Db } from './db'

/** No frame over this size is sent or accepted (the socket server closes on a bigger incoming one). */
export const MAX_FRAME_BYTES = 64 * 1024
/** The NOTIFY channel the instances share. */
export const HUB_CHANNEL = 'vf_realtime'
/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: a frame travels in pieces of 2000 UTF-16
 * units (at most 6000 bytes of UTF-8) after a short header.
 */
const PIECE_UNITS = 2000
const MAX_PIECES = Math.ceil(MAX_FRAME_BYTES / PIECE_UNITS) + 1
/** Messages whose pieces are still arriving; beyond this many the oldest is given up. */
const MAX_PARTIAL = 64
/** Per socket: at most this many subscriptions and rule values over all of them (bounded memory). */
export const MAX_SUBSCRIPTIONS = 100
export const MAX_SOCKET_RULE_VALUES = 1000

/**
 * One socket's subscription: its rules, or the user whose notifications it receives (a notification
 * subscription never matches content events).
 */
export type Subscription = { rules: RealtimeRules; user?: undefined } | { user: string; rules?: undefined }

type Message = Record<string, unknown>
const isObject = (value: unknown): value is Message => !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * The value a frame carries for a rule key: on the frame, in its payload, or in its (payload's) content
 * — what the client's `matches` reads (plugins/realtime/frames.ts).
 */
function valueFor(frame: Message, key: string): unknown {
  if (Object.hasOwn(frame, key) && frame[key] !== undefined) return frame[key]
  const payload = isObject(frame.payload) ? frame.payload : frame
  if (Object.hasOwn(payload, key)) return payload[key]
  const content = payload.content
  return isObject(content) && Object.hasOwn(content, key) ? content[key] : undefined
}

/** Does the frame satisfy every `one_of` rule? */
export function matchesRules(rules: RealtimeRules, frame: Message): boolean {
  return Object.entries(rules).every(([key, values]) => {
    const value = valueFor(frame, key)
    return typeof value === 'string' && values.includes(value)
  })
}

const ruleValues = (subscription: Subscription) => (subscription.rules ? Object.values(subscription.rules).reduce((n, values) => n + values.length, 0) : 1)

export interface Hub {
  add(siteUuid: string, socket: WebSocket): void
  /** Forgets the socket and its subscriptions. */
  remove(siteUuid: string, socket: WebSocket): void
  /**
   * Adds or replaces the socket's subscription `id`. False (nothing changes) when the socket is not
   * added or would go over {@link MAX_SUBSCRIPTIONS} or {@link MAX_SOCKET_RULE_VALUES}.
   */
  subscribe(socket: WebSocket, id: string, subscription: Subscription): boolean
  unsubscribe(socket: WebSocket, id: string): void
  /**
   * Sends `message` to the sockets on the site here that it is for (returns how many received it) and
   * to the other instances, which do the same with theirs. Type `event`: sockets with a subscription
   * whose rules it matches. Type `notification`: the sockets subscribed to its `payload.target_uuid`'s
   * notifications, each with its `subscription_id`. Any other type: every socket on the site. A message
   * whose frame is over 64 KB is not sent at all (returns 0).
   */
  publish(siteUuid: string, message: unknown): number
  /** A notification for its recipient (`target_uuid`) on this site, on every instance. */
  notify(siteUuid: string, notification: Notification): number
  /** A site broadcast to every socket on the site, on every instance. */
  broadcast(siteUuid: string, notification: BroadcastNotification): number
  count(siteUuid: string): number
  /** Resolves once this instance hears the others (at once without a database). */
  readonly ready: Promise<void>
  /** Stops hearing the others, after the notifications already on their way have been sent. */
  close(): Promise<void>
}

/** Cuts a frame into NOTIFY-sized pieces without splitting a surrogate pair. */
function pieces(frame: string): string[] {
  const out: string[] = []
  for (let at = 0; at < frame.length; ) {
    let end = Math.min(frame.length, at + PIECE_UNITS)
    const code = frame.charCodeAt(end - 1)
    if (end < frame.length && code >= 0xd800 && code <= 0xdbff) end--
    out.push(frame.slice(at, end))
    at = end
  }
  return out.length ? out : ['']
}

export interface HubOptions {
  /** Where a failed NOTIFY is reported (the console by default); local delivery is never affected. */
  onError?: (error: unknown) => void
}

export function createHub(db?: Pick<Db, 'query' | 'tx' | 'listen'>, options: HubOptions = {}): Hub {
  const sites = new Map<string, Set<WebSocket>>()
  const subscriptions = new Map<WebSocket, Map<string, Subscription>>()
  const origin = randomUUID()
  const onError = options.onError ?? ((error: unknown) => console.error('[realtime] An event could not reach the other instances.', error))
  const partial = new Map<string, string[]>()
  let sequence = 0
  let closing = false
  /** Notifications go out one after another, so every instance sees one instance's events in order. */
  let outgoing: Promise<void> = Promise.resolve()

  /** Does one of the socket's subscriptions take this content event? */
  const wants = (socket: WebSocket, message: Message) => {
    for (const sub of subscriptions.get(socket)?.values() ?? []) if (sub.rules && matchesRules(sub.rules, message)) return true
    return false
  }

  /**
   * Sends a frame (as published) to this instance's sockets on the site that it is for. `known` is the
   * frame's message when the caller has it (a publish here), so a busy thread's thousands of frames a
   * second are not parsed back; a frame from another instance is parsed.
   */
  const deliver = (siteUuid: string, frame: string, known?: Record<string, unknown>) => {
    const sockets = sites.get(siteUuid)
    if (!sockets) return 0
    let message: unknown = known
    if (message === undefined) {
      try {
        message = JSON.parse(frame)
      } catch {
        return 0
      }
    }
    if (!isObject(message)) return 0
    let sent = 0
    if (message.type === 'notification') {
      const recipient = isObject(message.payload) ? message.payload.target_uuid : undefined
      if (typeof recipient !== 'string') return 0
      for (const socket of sockets) {
        if (socket.readyState !== socket.OPEN) continue
        let found = false
        // One frame per subscription, so the client hands it to the right subscriber.
        for (const [id, sub] of subscriptions.get(socket) ?? []) {
          if (sub.user !== recipient) continue
          socket.send(JSON.stringify({ type: message.type, action: message.action, subscription_id: id, payload: message.payload }))
          found = true
        }
        if (found) sent++
      }
      return sent
    }
    for (const socket of sockets) {
      if (socket.readyState !== socket.OPEN || (message.type === 'event' && !wants(socket, message))) continue
      socket.send(frame)
      sent++
    }
    return sent
  }

  /** A piece from another instance: `[origin, message, index, count, site]`, a newline, then the text. */
  const hear = (payload: string) => {
    const newline = payload.indexOf('\n')
    let header: unknown
    try {
      header = JSON.parse(payload.slice(0, newline))
    } catch {
      return
    }
    if (newline < 0 || !Array.isArray(header) || header.length !== 5) return
    const [from, message, index, total, siteUuid] = header as [unknown, unknown, unknown, unknown, unknown]
    if (from === origin || typeof siteUuid !== 'string' || !Number.isInteger(index) || !Number.isInteger(total)) return
    const i = index as number
    const n = total as number
    if (n < 1 || n > MAX_PIECES || i < 0 || i >= n) return
    const text = payload.slice(newline + 1)
    if (n === 1) return void deliver(siteUuid, text)
    const key = `${String(from)}:${String(message)}`
    let parts = partial.get(key)
    if (!parts) {
      partial.set(key, (parts = []))
      if (partial.size > MAX_PARTIAL) partial.delete(partial.keys().next().value!)
    }
    parts[i] = text
    if (parts.filter((part) => part !== undefined).length < n) return
    partial.delete(key)
    deliver(siteUuid, parts.join(''))
  }

  /** NOTIFY the other instances. */
  const toOthers = async (siteUuid: string, frame: string) => {
    if (!db) return
    const message = ++sequence
    const parts = pieces(frame)
    const payloads = parts.map((text, index) => `${JSON.stringify([origin, message, index, parts.length, siteUuid])}\n${text}`)
    if (payloads.length === 1) await db.query('select pg_notify($1, $2)', [HUB_CHANNEL, payloads[0]])
    // One transaction: its notifications arrive together and in order, never half a message.
    else
      await db.tx(async (t) => {
        for (const payload of payloads) await t.query('select pg_notify($1, $2)', [HUB_CHANNEL, payload])
      })
  }

  const listening = db ? db.listen(HUB_CHANNEL, hear) : Promise.resolve(async () => {})
  const ready = listening.then(() => undefined)
  // Whoever awaits `ready` hears a failure; nobody awaiting it must not become an unhandled rejection.
  ready.catch(() => undefined)

  const publish = (siteUuid: string, message: unknown) => {
    const frame = JSON.stringify(message)
    if (frame === undefined || Buffer.byteLength(frame) > MAX_FRAME_BYTES) return 0
    // Only a plain object is read as it is: anything else is read as its JSON says, as other instances do.
    const plain = isObject(message) && Object.getPrototypeOf(message) === Object.prototype ? message : undefined
    const sent = deliver(siteUuid, frame, plain)
    if (db && !closing) outgoing = outgoing.then(() => toOthers(siteUuid, frame)).catch(onError)
    return sent
  }

  return {
    add(siteUuid, socket) {
      let set = sites.get(siteUuid)
      if (!set) sites.set(siteUuid, (set = new Set()))
      set.add(socket)
      if (!subscriptions.has(socket)) subscriptions.set(socket, new Map())
    },
    remove(siteUuid, socket) {
      const set = sites.get(siteUuid)
      set?.delete(socket)
      if (set?.size === 0) sites.delete(siteUuid)
      subscriptions.delete(socket)
    },
    subscribe(socket, id, subscription) {
      const subs = subscriptions.get(socket)
      if (!subs) return false
      const others = [...subs].filter(([other]) => other !== id)
      if (others.length >= MAX_SUBSCRIPTIONS) return false
      if (others.reduce((n, [, sub]) => n + ruleValues(sub), ruleValues(subscription)) > MAX_SOCKET_RULE_VALUES) return false
      subs.set(id, subscription)
      return true
    },
    unsubscribe(socket, id) {
      subscriptions.get(socket)?.delete(id)
    },
    publish,
    notify: (siteUuid, notification) => publish(siteUuid, { type: 'notification', action: 'notified', payload: notification }),
    broadcast: (siteUuid, notification) => publish(siteUuid, { type: 'notification broadcast', action: 'notified', payload: notification }),
    count: (siteUuid) => sites.get(siteUuid)?.size ?? 0,
    ready,
    async close() {
      if (closing) return
      closing = true
      await outgoing
      const stop = await listening.catch(() => undefined)
      await stop?.()
    },
  }
}
