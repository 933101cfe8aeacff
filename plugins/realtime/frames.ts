/**
 * The realtime wire (document 2 §7), pure: frames to send, and every received frame read strictly into
 * messages of a few kinds. A received frame is one message's JSON object, or a JSON array of several:
 * the service coalesces a socket's events into one frame per window (examples/server/hub-outbox.ts),
 * and an array's messages are read one by one, in order, as if each had come alone. A server frame is
 * untrusted input: anything unexpected becomes `ignored`, with a reason, and never a thrown error.
 */
import type { BroadcastNotification, Notification } from '../../contracts/entities/notification'
import type { RealtimeClientFrame, RealtimeEvent, RealtimeRules, RealtimeWireRules } from '../../contracts/entities/realtime'
import { RealtimeAction } from '../../contracts/enums'

/** Limits on what a subscriber may ask for: the service refuses frames over 64 KB. */
export const MAX_RULE_KEYS = 8
export const MAX_RULE_VALUES = 100

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor'])

/**
 * Checks and normalises subscriber rules: non-empty keys, each with 1–100 distinct non-empty strings,
 * sorted so equal rules share one subscription. Throws a message naming what is wrong.
 */
export function normalizeRules(rules: unknown): RealtimeRules {
  if (!isObject(rules)) throw new TypeError('Realtime rules must be an object of key → list of values.')
  const keys = Object.keys(rules).sort()
  if (keys.length === 0 || keys.length > MAX_RULE_KEYS) throw new TypeError(`Realtime rules need 1 to ${MAX_RULE_KEYS} keys.`)
  const normalized: RealtimeRules = {}
  for (const key of keys) {
    const values = rules[key]
    if (!key.trim() || FORBIDDEN_KEYS.has(key)) throw new TypeError(`"${key}" is not a valid realtime rule key.`)
    if (!Array.isArray(values) || values.length === 0 || values.length > MAX_RULE_VALUES || !values.every((v) => typeof v === 'string' && v !== '')) {
      throw new TypeError(`Realtime rule "${key}" needs 1 to ${MAX_RULE_VALUES} non-empty strings.`)
    }
    normalized[key] = [...new Set(values as string[])].sort()
  }
  return normalized
}

/**
 * One string per distinct set of rules (rules are normalised first). An authenticated subscription (a
 * user's notifications, sent with a token) never shares with a plain one of the same rules.
 */
export const rulesKey = (rules: RealtimeRules, auth = false): string => JSON.stringify(Object.entries(rules)) + (auth ? ' auth' : '')

/** The `one_of` filter rules the service reads ("create rules"). */
export function wireRules(rules: RealtimeRules): RealtimeWireRules {
  const wire: RealtimeWireRules = {}
  for (const [key, values] of Object.entries(rules)) wire[key] = { one_of: [...values] }
  return wire
}

/** A subscribe; a user's notifications also carry their access token (the service checks it names them). */
export const subscribeFrame = (subscriptionId: string, rules: RealtimeRules, accessToken?: string): string =>
  JSON.stringify({ type: 'subscribe', subscription_id: subscriptionId, rules: wireRules(rules), ...(accessToken ? { access_token: accessToken } : {}) } satisfies RealtimeClientFrame)
export const unsubscribeFrame = (subscriptionId: string): string => JSON.stringify({ type: 'unsubscribe', subscription_id: subscriptionId } satisfies RealtimeClientFrame)
export const keepAliveFrame = (): string => JSON.stringify({ type: 'keep-alive' } satisfies RealtimeClientFrame)

/** The socket address: the realtime endpoint with the site's uuid. */
export function socketUrl(endpoint: string, siteUuid: string): string {
  const url = new URL(endpoint)
  url.searchParams.set('site_uuid', siteUuid)
  return url.href
}

/** A received frame, read. */
export type Frame =
  | { kind: 'keep-alive' }
  | { kind: 'subscribed'; subscription_id: string; ok: boolean }
  | { kind: 'unsubscribed'; subscription_id: string }
  | { kind: 'event'; event: RealtimeEvent }
  | { kind: 'notification'; notification: Notification }
  | { kind: 'broadcast'; notification: BroadcastNotification }
  | { kind: 'ignored'; reason: 'malformed' | 'unknown'; detail: string }

const ACTIONS: ReadonlySet<string> = new Set(RealtimeAction)
const ENVELOPE = new Set(['type', 'action', 'status', 'subscription_id', 'time', 'payload'])

/** The frame's own payload, or its other top-level fields (the reference service's comment events). */
function payloadOf(frame: Record<string, unknown>): Record<string, unknown> {
  if (isObject(frame.payload)) return frame.payload
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(frame)) if (!ENVELOPE.has(key) && !FORBIDDEN_KEYS.has(key)) rest[key] = value
  return rest
}

const malformed = (detail: string): Frame => ({ kind: 'ignored', reason: 'malformed', detail })

/**
 * Reads one received frame into its messages: one for an object, each of an array's in order (none for
 * an empty array). A frame that is not JSON, or not an object or array, is one malformed message.
 */
export function parseFrames(data: unknown): Frame[] {
  if (typeof data !== 'string') return [malformed('a binary frame')]
  let parsed: unknown
  try {
    parsed = JSON.parse(data)
  } catch {
    return [malformed('not JSON')]
  }
  if (!Array.isArray(parsed)) return [readMessage(parsed)]
  const frames: Frame[] = new Array(parsed.length)
  for (let i = 0; i < parsed.length; i++) frames[i] = readMessage(parsed[i])
  return frames
}

/** Reads one message (document 2 §4: event, subscribe with its status, or other). */
function readMessage(frame: unknown): Frame {
  if (!isObject(frame) || typeof frame.type !== 'string') return malformed('no type')
  const id = typeof frame.subscription_id === 'string' && frame.subscription_id ? frame.subscription_id : undefined
  switch (frame.type) {
    case 'keep-alive':
      return { kind: 'keep-alive' }
    case 'subscribe':
      return id ? { kind: 'subscribed', subscription_id: id, ok: frame.status === 'success' } : malformed('a subscribe answer without a subscription_id')
    case 'unsubscribe':
      return id ? { kind: 'unsubscribed', subscription_id: id } : malformed('an unsubscribe answer without a subscription_id')
    case 'event': {
      if (typeof frame.action !== 'string' || !ACTIONS.has(frame.action)) return malformed(`an event with action ${JSON.stringify(frame.action)}`)
      const payload = payloadOf(frame)
      const container = typeof frame.content_container_uuid === 'string' ? frame.content_container_uuid : undefined
      const event: RealtimeEvent = { type: 'event', action: frame.action as RealtimeEvent['action'], payload }
      if (id) event.subscription_id = id
      if (container) event.content_container_uuid = container
      if (typeof frame.time === 'number' && Number.isFinite(frame.time)) event.time = frame.time
      return { kind: 'event', event }
    }
    case 'notification':
    case 'notification broadcast': {
      if (frame.action !== 'notified') return malformed(`a ${frame.type} with action ${JSON.stringify(frame.action)}`)
      const body = payloadOf(frame)
      if (typeof body.notification_uuid !== 'string') return malformed(`a ${frame.type} without a notification_uuid`)
      return frame.type === 'notification'
        ? { kind: 'notification', notification: body as unknown as Notification }
        : { kind: 'broadcast', notification: body as unknown as BroadcastNotification }
    }
    default:
      return { kind: 'ignored', reason: 'unknown', detail: `type ${JSON.stringify(frame.type.slice(0, 40))}` }
  }
}

/** The value an event carries for a rule key: on the frame, in its payload, or in the payload's content. */
function valueFor(event: RealtimeEvent, key: string): unknown {
  const top = (event as unknown as Record<string, unknown>)[key]
  if (top !== undefined) return top
  if (Object.hasOwn(event.payload, key)) return event.payload[key]
  const content = event.payload.content
  return isObject(content) && Object.hasOwn(content, key) ? content[key] : undefined
}

/** Does the event satisfy every `one_of` rule? */
export function matches(rules: RealtimeRules, event: RealtimeEvent): boolean {
  return Object.entries(rules).every(([key, values]) => {
    const value = valueFor(event, key)
    return typeof value === 'string' && values.includes(value)
  })
}
