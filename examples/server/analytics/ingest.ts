/**
 * What the ingest takes (document 3 §3, §7): one event or an array of at most 25, as the product's
 * analytics plugin sends them — by beacon (text/plain), by POST (JSON) or by image GET (`t`). Each is
 * read strictly: a known name, an id, a time, the common fields of the right types, no field the
 * payload does not have, at most 16 KB. An invalid event in a batch is left out (the others are stored);
 * a request with none valid is refused. E-mail fields are dropped again here, whatever a client sent.
 */
import { Analytics, AnalyticsEventName } from '../../../contracts/analytics'

/** A row of `analytics_events`, ready to insert. */
export interface EventRow {
  section_uuid: string
  name: string
  eid: string
  occurred_at: Date
  visitor_id: string | null
  session_id: string | null
  request_id: string | null
  user_uuid: string | null
  path: string
  title: string
  widget: string | null
  kind: string | null
  engaged_ms: number
  payload: string
}

const NAMES = new Set<string>(AnalyticsEventName)
const FIELDS = new Set([
  'name', 'eid', 'view', 'meta', 'csd', 'ua', 'rq', 'rs', 'ts', 'ltz', 'w', 'wStats', 'engagement', 'adData', 'bellsLoaded', 'cwv_scores',
  'loginData', 'signupData', 'commentSortData', 'attemptedAction', 'user_data', 'consent', 'interaction', 'data',
])
const ID = /^[A-Za-z0-9-]{8,64}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const EMAIL_KEY = /e-?mail/i
/** How far a reader's clock is believed: a week back (retried events), five minutes ahead. */
const PAST_MS = 7 * 86_400_000
const FUTURE_MS = 5 * 60_000

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)
const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '')
const optionalId = (value: unknown): string | null => (typeof value === 'string' && ID.test(value) ? value : null)

/** A copy without e-mail fields, at any depth. */
function withoutEmails(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmails)
  if (!isObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) if (!EMAIL_KEY.test(key) && key !== '__proto__') out[key] = withoutEmails(item)
  return out
}

/** Why an event is refused, or undefined when it is valid. */
export function invalidEvent(event: unknown): string | undefined {
  if (!isObject(event)) return 'an event must be an object'
  for (const key of Object.keys(event)) if (!FIELDS.has(key)) return `unknown field "${key}"`
  if (typeof event.name !== 'string' || !NAMES.has(event.name)) return `unknown event name "${String(event.name).slice(0, 40)}"`
  if (typeof event.eid !== 'string' || !ID.test(event.eid)) return 'eid must be an id of 8 to 64 letters, digits or dashes'
  if (typeof event.ts !== 'number' || !Number.isFinite(event.ts)) return 'ts must be a time in ms'
  if (!isObject(event.view) || !isObject(event.meta)) return 'view and meta must be objects'
  if (event.csd !== undefined && !isObject(event.csd)) return 'csd must be an object'
  if (event.rq !== undefined && typeof event.rq !== 'string') return 'rq must be a string'
  if (event.rs !== undefined && !Number.isInteger(event.rs)) return 'rs must be an integer'
  if (event.ltz !== undefined && (!Number.isInteger(event.ltz) || Math.abs(event.ltz as number) > 900)) return 'ltz must be minutes from UTC'
  if (event.w !== undefined && (!Array.isArray(event.w) || event.w.length > 50 || event.w.some((w) => typeof w !== 'string' || w.length > 60))) return 'w must be widget tags'
  for (const key of ['wStats', 'engagement', 'adData', 'cwv_scores', 'loginData', 'signupData', 'commentSortData', 'attemptedAction', 'user_data', 'interaction', 'data']) {
    if (event[key] !== undefined && !isObject(event[key])) return `${key} must be an object`
  }
  if (JSON.stringify(event).length > Analytics.eventBytes) return `an event is at most ${Analytics.eventBytes} bytes`
  return undefined
}

/** The request's events: an object or an array of them, parsed from text where it came as text. */
export function eventsOf(body: unknown): unknown[] {
  let value = body
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      throw new Error('the body is not JSON')
    }
  }
  if (Array.isArray(value)) {
    if (value.length === 0 || value.length > Analytics.batchEvents) throw new Error(`a batch holds 1 to ${Analytics.batchEvents} events`)
    return value
  }
  if (isObject(value)) return [value]
  throw new Error('the body must be an event or an array of events')
}

const engagedMs = (event: Record<string, unknown>): number => {
  const time = isObject(event.engagement) ? event.engagement.time : undefined
  return typeof time === 'number' && Number.isFinite(time) ? Math.max(0, Math.min(Math.round(time), 2 ** 31 - 1)) : 0
}

/** A valid event as the row stored for the site `sectionUuid`, received at `receivedAt`. */
export function rowOf(sectionUuid: string, raw: Record<string, unknown>, receivedAt: number): EventRow {
  const event = withoutEmails(raw) as Record<string, unknown>
  const view = event.view as Record<string, unknown>
  const meta = event.meta as Record<string, unknown>
  const interaction = isObject(event.interaction) ? event.interaction : undefined
  const ts = event.ts as number
  const occurred = ts < receivedAt - PAST_MS || ts > receivedAt + FUTURE_MS ? receivedAt : ts
  return {
    section_uuid: sectionUuid,
    name: event.name as string,
    eid: event.eid as string,
    occurred_at: new Date(occurred),
    visitor_id: optionalId(meta.vid),
    session_id: optionalId(meta.sid),
    request_id: optionalId(event.rq),
    user_uuid: typeof meta.uid === 'string' && UUID.test(meta.uid) ? meta.uid : null,
    path: text(view.path, 500),
    title: text(view.title, 500),
    widget: interaction ? text(interaction.widget, 60) || null : null,
    kind: interaction ? text(interaction.type, 60) || null : null,
    engaged_ms: engagedMs(event),
    // PostgreSQL's jsonb refuses a NUL; a client's text may carry one.
    payload: JSON.stringify(event).replace(/\\u0000/g, ''),
  }
}
