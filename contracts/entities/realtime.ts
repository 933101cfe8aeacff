/** Realtime subscriptions and events (document 2 §3–§4, §7, document 1 §4). */
import type { RealtimeAction, RealtimeStatus } from '../enums'

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

/** What the product sends on the socket (`/ws?site_uuid=`). */
export type RealtimeClientFrame =
  | { type: 'subscribe'; subscription_id: string; rules: RealtimeWireRules }
  | { type: 'unsubscribe'; subscription_id: string }
  | { type: 'keep-alive' }

/**
 * What the service sends: confirmations, keep-alive answers, content events and the notifications push
 * channel (`notification`, `notification broadcast`, action `notified`, document 2 §4).
 */
export type RealtimeServerFrame =
  | { type: 'subscribe'; status: 'success' | string; subscription_id: string }
  | { type: 'unsubscribe'; status: 'success' | string; subscription_id: string }
  | { type: 'keep-alive' }
  | (Omit<RealtimeEvent, 'payload'> & { payload?: Record<string, unknown>; [field: string]: unknown })
  | { type: 'notification' | 'notification broadcast'; action: 'notified'; payload?: Record<string, unknown>; [field: string]: unknown }
