/** Realtime subscriptions and events (document 2 §3–§4, §7, document 1 §4). */
import type { RealtimeAction, RealtimeStatus } from '../enums'
import type { BroadcastNotification, Notification } from './notification'

/** Filter rules: key → list of values (`one_of`). */
export type RealtimeRules = Record<string, string[]>

/** One subscription on the realtime socket. */
export interface RealtimeSubscription {
  subscription_id: string
  rules: RealtimeRules
  status: RealtimeStatus
  /** How many parts of the product listen to it. */
  subscribers: number
}

/**
 * A content event pushed by the service. The reference service sends a comment's change as top-level
 * fields (`content_container_uuid`, `content`, `users`); the product hands them on as `payload`.
 */
export interface RealtimeEvent {
  type: 'event'
  action: RealtimeAction
  /** The subscription whose rules the event matched (set by the product for each subscriber). */
  subscription_id?: string
  /** The container the event concerns, when it concerns one. */
  content_container_uuid?: string
  /** The changed content or notification. */
  payload: Record<string, unknown>
  /** ms. */
  time?: number
}

/** Rules as they travel: each key holds a `one_of` list (document 2 §7). */
export type RealtimeWireRules = Record<string, { one_of: string[] }>

/**
 * What the product sends on the socket (`/ws?site_uuid=`). The service delivers a content event only to
 * sockets with a subscription whose every rule it matches (the rule key's value on the event, or in its
 * content). A subscription to a user's notifications has the rules `{ user_uuid: { one_of: [uuid] } }`
 * and that user's `access_token`; without a valid token naming exactly that user it is answered with
 * status error.
 */
export type RealtimeClientFrame =
  | { type: 'subscribe'; subscription_id: string; rules: RealtimeWireRules; access_token?: string }
  | { type: 'unsubscribe'; subscription_id: string }
  | { type: 'keep-alive' }

/**
 * What the service sends: confirmations, keep-alive answers, content events and the notifications push
 * channel (document 2 §4): `notification` to the sockets subscribed to its recipient's (`target_uuid`)
 * notifications, with that subscription's id; `notification broadcast` to every socket on the site.
 * A websocket frame carries one of these as its JSON object, or several as a JSON array of them: the
 * service coalesces a socket's events into at most one frame per 8 ms (a lone event still goes alone,
 * as the bare object, without waiting), and a reader takes an array's messages one by one, in order.
 */
export type RealtimeServerFrame =
  | { type: 'subscribe'; status: 'success' | string; subscription_id: string }
  | { type: 'unsubscribe'; status: 'success' | string; subscription_id: string }
  | { type: 'keep-alive' }
  | (Omit<RealtimeEvent, 'payload'> & { payload?: Record<string, unknown>; [field: string]: unknown })
  | { type: 'notification'; action: 'notified'; subscription_id: string; payload: Notification }
  | { type: 'notification broadcast'; action: 'notified'; payload: BroadcastNotification }
