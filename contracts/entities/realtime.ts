/** Realtime subscriptions and events (document 2 §3–§4, document 1 §4). */
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

/** A content event pushed by the service. */
export interface RealtimeEvent {
  type: 'event'
  action: RealtimeAction
  subscription_id?: string
  /** The changed content or notification. */
  payload: Record<string, unknown>
  /** ms. */
  time?: number
}
