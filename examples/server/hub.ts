/**
 * The realtime hub: who is connected for which site, and publishing to them. Given the database, every
 * publish also goes out through PostgreSQL NOTIFY and every instance LISTENs, so several service
 * instances on one database deliver each other's events to their own sockets.
 */
import { randomUUID } from 'node:crypto'
import type { WebSocket } from 'ws'
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

export interface Hub {
  add(siteUuid: string, socket: WebSocket): void
  remove(siteUuid: string, socket: WebSocket): void
  /**
   * Sends `message` to every socket on the site here (returns how many received it) and to the other
   * instances. A message whose frame is over 64 KB is not sent at all (returns 0).
   */
  publish(siteUuid: string, message: unknown): number
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
  const origin = randomUUID()
  const onError = options.onError ?? ((error: unknown) => console.error('[realtime] An event could not reach the other instances.', error))
  const partial = new Map<string, string[]>()
  let sequence = 0
  let closing = false
  /** Notifications go out one after another, so every instance sees one instance's events in order. */
  let outgoing: Promise<void> = Promise.resolve()

  const deliver = (siteUuid: string, frame: string) => {
    let sent = 0
    for (const socket of sites.get(siteUuid) ?? []) {
      if (socket.readyState === socket.OPEN) {
        socket.send(frame)
        sent++
      }
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

  const notify = async (siteUuid: string, frame: string) => {
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

  return {
    add(siteUuid, socket) {
      let set = sites.get(siteUuid)
      if (!set) sites.set(siteUuid, (set = new Set()))
      set.add(socket)
    },
    remove(siteUuid, socket) {
      const set = sites.get(siteUuid)
      set?.delete(socket)
      if (set?.size === 0) sites.delete(siteUuid)
    },
    publish(siteUuid, message) {
      const frame = JSON.stringify(message)
      if (Buffer.byteLength(frame) > MAX_FRAME_BYTES) return 0
      const sent = deliver(siteUuid, frame)
      if (db && !closing) outgoing = outgoing.then(() => notify(siteUuid, frame)).catch(onError)
      return sent
    },
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
