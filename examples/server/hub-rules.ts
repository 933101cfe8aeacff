/**
 * Which sockets a content event is for (document 2 §4): a subscription's `one_of` rules against the
 * frame, and an index of a site's subscriptions by the value of one of their rule keys, so an event is
 * checked against the few subscriptions filed under its own values instead of every socket on the site.
 */
import type { WebSocket } from 'ws'
import type { RealtimeRules } from '../../contracts/entities/realtime'

export type Message = Record<string, unknown>
export const isObject = (value: unknown): value is Message => !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * The value a frame carries for a rule key: on the frame, in its payload, or in its (payload's) content
 * — what the client's `matches` reads (plugins/realtime/frames.ts).
 */
export function valueFor(frame: Message, key: string): unknown {
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

/**
 * The content subscriptions of each site's sockets, filed under one of their rule keys (the container
 * when they name one) and each of its values. With 1,000 sockets on 100 threads an event meets ten
 * subscriptions instead of a thousand. A subscription filed under a value can only match an event
 * carrying that value (every rule must match), so the full check on those few decides as before.
 */
export function createContentIndex() {
  type Filed = { socket: WebSocket; rules: RealtimeRules; key: string }
  const filed = new Map<string, Map<string, Map<string, Set<Filed>>>>()
  const filedOf = new Map<WebSocket, { siteUuid: string; entries: Map<string, Filed> }>()
  const ANCHOR = 'content_container_uuid'
  /** The values a subscription is filed under: its key's, or '' for one without rules (it takes every event). */
  const filedValues = (entry: Pick<Filed, 'rules' | 'key'>) => (entry.key === '' ? [''] : entry.rules[entry.key]!)

  const unfile = (socket: WebSocket, id: string) => {
    const own = filedOf.get(socket)
    const entry = own?.entries.get(id)
    if (!own || !entry) return
    own.entries.delete(id)
    const byKey = filed.get(own.siteUuid)
    const byValue = byKey?.get(entry.key)
    for (const value of filedValues(entry)) {
      const set = byValue?.get(value)
      set?.delete(entry)
      if (set?.size === 0) byValue!.delete(value)
    }
    if (byValue?.size === 0) byKey!.delete(entry.key)
    if (byKey?.size === 0) filed.delete(own.siteUuid)
  }

  return {
    /** Files (or files again) the socket's content subscription `id`. */
    file(siteUuid: string, socket: WebSocket, id: string, rules: RealtimeRules) {
      unfile(socket, id)
      const key = ANCHOR in rules ? ANCHOR : (Object.keys(rules)[0] ?? '')
      const entry: Filed = { socket, rules, key }
      let byKey = filed.get(siteUuid)
      if (!byKey) filed.set(siteUuid, (byKey = new Map()))
      let byValue = byKey.get(key)
      if (!byValue) byKey.set(key, (byValue = new Map()))
      for (const value of filedValues(entry)) {
        let set = byValue.get(value)
        if (!set) byValue.set(value, (set = new Set()))
        set.add(entry)
      }
      let own = filedOf.get(socket)
      if (!own) filedOf.set(socket, (own = { siteUuid, entries: new Map() }))
      own.entries.set(id, entry)
    },
    unfile,
    /** Forgets every subscription of the socket. */
    forget(socket: WebSocket) {
      for (const id of [...(filedOf.get(socket)?.entries.keys() ?? [])]) unfile(socket, id)
      filedOf.delete(socket)
    },
    /** The sockets on the site with a subscription that takes this content event. */
    takers(siteUuid: string, message: Message) {
      const found = new Set<WebSocket>()
      for (const [key, byValue] of filed.get(siteUuid) ?? []) {
        const value = key === '' ? '' : valueFor(message, key)
        if (typeof value !== 'string') continue
        for (const entry of byValue.get(value) ?? []) if (!found.has(entry.socket) && matchesRules(entry.rules, message)) found.add(entry.socket)
      }
      return found
    },
  }
}
