/**
 * The realtime hub: who is connected for which site, what each socket subscribed to, and publishing to
 * them. Given the database, every publish also goes out through PostgreSQL NOTIFY and every instance
 * LISTENs, so several service instances on one database deliver each other's events to their own
 * sockets. Every instance filters by its own sockets' subscriptions: a content event reaches only the
 * sockets with a subscription it matches, a notification only its recipient's sockets. A socket's
 * messages leave coalesced, one frame per window (hub-outbox.ts). The database also
 * says on this channel what was written (migration 010), for the caches that keep what it showed.
 */
import { randomUUID } from 'node:crypto'
import type { Writable } from 'node:stream'
import type { WebSocket } from 'ws'
import type { BroadcastNotification, Notification } from '../../contracts/entities/notification'
import type { RealtimeRules } from '../../contracts/entities/realtime'
import type { Db } from './db'
import { createContentIndex, isObject } from './hub-rules'
import { createOutbox, realScheduler, type HubScheduler } from './hub-outbox'
import { createWireReader, encodeFrames, MAX_FRAME_BYTES, type OutgoingFrame } from './hub-wire'

export { MAX_FRAME_BYTES } from './hub-wire'
export { FRAME_WINDOW_MS, SLOW_CONSUMER_CODE, type HubScheduler } from './hub-outbox'

/** The NOTIFY channel the instances share. */
export const HUB_CHANNEL = 'vf_realtime'
/**
 * Under load a NOTIFY statement leaves at most this often, taking every frame published meanwhile (the
 * first after a quiet spell leaves at once): the other instances hear a busy thread up to this much later,
 * and the database sees a hundred statements a second instead of one per publish.
 */
const FLUSH_MS = 10
/**
 * Notifications are kept in `realtime_log` this long: an instance whose LISTEN connection was lost for
 * less (the reconnection backs off to 30 s at most) reads what it missed; a longer outage loses the rest.
 */
export const LOG_RETENTION_SECONDS = 300
/** How often old log rows are deleted. */
const PRUNE_MS = 60_000
/**
 * Seqs are handed out as inserts begin, and rows become visible as their transactions commit, so a row
 * may appear after a higher seq was heard. Catching up re-reads this many seqs below the highest heard;
 * the seqs heard recently ({@link SEEN_MAX}) keep anything from being delivered twice.
 */
const REPLAY_SLACK = 1000
const SEEN_MAX = 20_000
/**
 * A socket whose unsent frames (the connection's buffer and the events waiting for their frame) pass
 * this many bytes cannot keep up (a stalled or very slow reader): it is closed with
 * {@link SLOW_CONSUMER_CODE} rather than buffered without bound; its client reconnects and catches up
 * from the service.
 */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024
/** Per socket: at most this many subscriptions and rule values over all of them (bounded memory). */
export const MAX_SUBSCRIPTIONS = 100
export const MAX_SOCKET_RULE_VALUES = 1000

/**
 * One socket's subscription: its rules, or the user whose notifications it receives (a notification
 * subscription never matches content events).
 */
export type Subscription = { rules: RealtimeRules; user?: undefined } | { user: string; rules?: undefined }

const ruleValues = (subscription: Subscription) => (subscription.rules ? Object.values(subscription.rules).reduce((n, values) => n + values.length, 0) : 1)

export interface Hub {
  /**
   * A socket on the site. `stream`, the connection under it, lets the frames published in one turn of
   * the event loop leave in one write instead of a system call each.
   */
  add(siteUuid: string, socket: WebSocket, stream?: Corkable): void
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
   * whose frame is over 64 KB is not sent at all (returns 0). A socket's messages are coalesced into
   * one frame per window (hub-outbox.ts): they leave at the end of this turn, or when the socket's
   * window ends.
   */
  publish(siteUuid: string, message: unknown): number
  /**
   * Answers the socket's own frame (a subscribe, a keep-alive) at once, after the events waiting for
   * its next frame, so an answer never overtakes an event published before it.
   */
  reply(socket: WebSocket, message: unknown): void
  /** A notification for its recipient (`target_uuid`) on this site, on every instance. */
  notify(siteUuid: string, notification: Notification): number
  /** A site broadcast to every socket on the site, on every instance. */
  broadcast(siteUuid: string, notification: BroadcastNotification): number
  count(siteUuid: string): number
  /**
   * Hears what the database says was written (migration 010's triggers NOTIFY this channel with `!` and
   * a container's UUID, or `!*`): `listener` gets the container's UUID, or `*` when anything may have
   * changed — also each time a lost LISTEN connection listens again, since what was said meanwhile was
   * not heard. Returns the function that stops hearing.
   */
  onChange(listener: (scope: string) => void): () => void
  /** Resolves once this instance hears the others (at once without a database). */
  readonly ready: Promise<void>
  /** Stops hearing the others, after the notifications already on their way have been sent. */
  close(): Promise<void>
}

/** What a connection's stream offers for holding writes back until the end of the turn (`net.Socket` does). */
export type Corkable = Pick<Writable, 'cork' | 'uncork'>

export interface HubOptions {
  /** Where a failed NOTIFY is reported (the console by default); local delivery is never affected. */
  onError?: (error: unknown) => void
  /** Unsent bytes past which a socket is closed as too slow ({@link MAX_BUFFERED_BYTES} by default). */
  maxBufferedBytes?: number
  /** When each socket's frame leaves (hub-outbox.ts): the real clock by default, a test's own. */
  scheduler?: HubScheduler
}

export function createHub(db?: Pick<Db, 'query' | 'tx' | 'listen'>, options: HubOptions = {}): Hub {
  const maxBuffered = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES
  const sites = new Map<string, Set<WebSocket>>()
  const subscriptions = new Map<WebSocket, Map<string, Subscription>>()
  const origin = randomUUID()
  const onError = options.onError ?? ((error: unknown) => console.error('[realtime] An event could not reach the other instances.', error))
  let sequence = 0
  let closing = false
  /** Notifications go out one after another, so every instance sees one instance's events in order. */
  let outgoing: Promise<void> = Promise.resolve()
  /**
   * Frames waiting for their NOTIFY: they leave together, in one statement, when the one before is done
   * and {@link FLUSH_MS} after it began. In the embedded PGlite a statement costs the service's own thread
   * ~250 µs and a notification ~20 µs plus ~20 ns a byte; one per publish was most of a core at 5,000
   * events a second.
   */
  let lastFlush = -Infinity
  let waiting: OutgoingFrame[] = []

  const streams = new WeakMap<WebSocket, Corkable>()
  const held = new Set<Corkable>()
  const release = () => {
    for (const stream of held) stream.uncork()
    held.clear()
  }
  /** Holds the socket's writes until the end of this turn, when everything sent meanwhile leaves at once. */
  const hold = (socket: WebSocket) => {
    const stream = streams.get(socket)
    if (!stream || held.has(stream)) return
    if (!held.size) process.nextTick(release)
    held.add(stream)
    stream.cork()
  }

  /**
   * `sendTo` queues a message for the socket's next frame (one per window, hub-outbox.ts) unless the
   * socket cannot keep up: one with more than {@link MAX_BUFFERED_BYTES} unsent is closed with
   * {@link SLOW_CONSUMER_CODE} (its client reconnects and catches up) instead of growing its buffer
   * without bound. True when queued.
   */
  const outbox = createOutbox({
    scheduler: options.scheduler ?? realScheduler,
    maxBuffered,
    write(socket, frame) {
      hold(socket)
      socket.send(frame)
    },
  })
  const sendTo = outbox.queue

  const index = createContentIndex()
  const siteOf = new Map<WebSocket, string>()

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
        // One message per subscription, so the client hands it to the right subscriber.
        for (const [id, sub] of subscriptions.get(socket) ?? []) {
          if (sub.user !== recipient) continue
          if (!sendTo(socket, JSON.stringify({ type: message.type, action: message.action, subscription_id: id, payload: message.payload }))) break
          found = true
        }
        if (found) sent++
      }
      return sent
    }
    for (const socket of message.type === 'event' ? index.takers(siteUuid, message) : sockets) {
      if (socket.readyState !== socket.OPEN) continue
      if (sendTo(socket, frame)) sent++
    }
    return sent
  }

  /** Log seqs heard lately (oldest first), and the highest: a frame heard twice is delivered once. */
  const seen = new Set<number>()
  let highest = 0
  /** The log's last seq when this instance started: nothing at or below it is ever replayed here. */
  let floor = 0
  const firstTime = (seq: number) => {
    if (seen.has(seq)) return false
    seen.add(seq)
    if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value!)
    if (seq > highest) highest = seq
    return true
  }
  /** While catching up, what LISTEN hears waits, so the missed frames go out first and in order. */
  let catchingUp: string[] | undefined

  const changeListeners = new Set<(scope: string) => void>()
  const changed = (scope: string) => {
    for (const listener of changeListeners) {
      try {
        listener(scope)
      } catch (error) {
        onError(error)
      }
    }
  }

  /**
   * A NOTIFY: the log row's seq, a space, and the row's payload; or a change the database announces
   * (`!` and its scope), heard at once even while catching up: it only ever makes a cache forget.
   */
  const hear = (notification: string) => {
    if (notification.startsWith('!')) return changed(notification.slice(1))
    if (catchingUp) return void catchingUp.push(notification)
    const space = notification.indexOf(' ')
    const seq = Number(notification.slice(0, space))
    if (space < 1 || !Number.isSafeInteger(seq) || !firstTime(seq)) return
    hearPayload(notification.slice(space + 1))
  }

  /**
   * After a lost LISTEN connection listens again: the log's frames since shortly before the last one
   * heard, each not heard yet delivered in order, then what LISTEN heard meanwhile.
   */
  const catchUp = async () => {
    if (!db || catchingUp) return
    catchingUp = []
    try {
      const rows = await db.query<{ seq: string | number; payload: string }>('select seq, payload from realtime_log where seq > $1 order by seq', [Math.max(floor, highest - REPLAY_SLACK)])
      for (const row of rows) if (firstTime(Number(row.seq))) hearPayload(row.payload)
    } catch (error) {
      onError(error)
    } finally {
      const heard = catchingUp
      catchingUp = undefined
      for (const notification of heard) hear(notification)
    }
  }

  /** A frame from another instance (hub-wire.ts). */
  const hearPayload = createWireReader(origin, (siteUuid, frame) => void deliver(siteUuid, frame))

  /**
   * NOTIFY the other instances of every waiting frame, in order, in one statement (so they arrive
   * together and in order, never half a message). Frames that fit go several to a notification; a bigger
   * one goes in pieces.
   */
  /** Waits until {@link FLUSH_MS} after the last statement began (not while closing). */
  const gather = () => {
    const wait = lastFlush + FLUSH_MS - performance.now()
    return wait > 0 && !closing ? new Promise<void>((resolve) => setTimeout(resolve, wait)) : undefined
  }
  const toOthers = async () => {
    lastFlush = performance.now()
    const frames = waiting
    waiting = []
    if (!db || !frames.length) return
    const payloads = encodeFrames(origin, frames, () => ++sequence)
    // Kept in the log (for an instance that misses the NOTIFY) and notified with the row's seq, in one
    // statement: the rows take their seqs in order, and the NOTIFYs leave in that order.
    await db.query(
      `with logged as (insert into realtime_log (payload) select payload from unnest($2::text[]) with ordinality as sent(payload, n) order by n returning seq, payload)
       select pg_notify($1, seq || ' ' || payload) from logged order by seq`,
      [HUB_CHANNEL, payloads],
    )
  }

  /**
   * Listens, after reading where the log stands: a catch-up never replays what was sent before this
   * instance started. Old rows are pruned once a minute by whichever instance gets there.
   */
  let prune: ReturnType<typeof setInterval> | undefined
  const listening = db
    ? (async () => {
        const [top] = await db.query<{ seq: string | number | null }>('select max(seq) as seq from realtime_log')
        highest = floor = Number(top?.seq ?? 0)
        const stop = await db.listen(HUB_CHANNEL, hear, () => {
          changed('*')
          void catchUp()
        })
        prune = setInterval(() => {
          db.query(`delete from realtime_log where created_at < now() - make_interval(secs => $1)`, [LOG_RETENTION_SECONDS]).catch(onError)
        }, PRUNE_MS)
        prune.unref?.()
        return stop
      })()
    : Promise.resolve(async () => {})
  const ready = listening.then(() => undefined)
  // Whoever awaits `ready` hears a failure; nobody awaiting it must not become an unhandled rejection.
  ready.catch(() => undefined)

  const publish = (siteUuid: string, message: unknown) => {
    const frame = JSON.stringify(message)
    const bytes = frame === undefined ? 0 : Buffer.byteLength(frame)
    if (frame === undefined || bytes > MAX_FRAME_BYTES) return 0
    // Only a plain object is read as it is: anything else is read as its JSON says, as other instances do.
    const plain = isObject(message) && Object.getPrototypeOf(message) === Object.prototype ? message : undefined
    const sent = deliver(siteUuid, frame, plain)
    if (db && !closing) {
      // The first frame to wait books the statement that takes every frame waiting by the time it runs.
      if (waiting.push({ siteUuid, frame, bytes }) === 1) outgoing = outgoing.then(gather).then(toOthers).catch(onError)
    }
    return sent
  }

  return {
    add(siteUuid, socket, stream) {
      if (stream) streams.set(socket, stream)
      let set = sites.get(siteUuid)
      if (!set) sites.set(siteUuid, (set = new Set()))
      set.add(socket)
      siteOf.set(socket, siteUuid)
      if (!subscriptions.has(socket)) subscriptions.set(socket, new Map())
    },
    remove(siteUuid, socket) {
      const set = sites.get(siteUuid)
      set?.delete(socket)
      if (set?.size === 0) sites.delete(siteUuid)
      index.forget(socket)
      outbox.forget(socket)
      subscriptions.delete(socket)
      siteOf.delete(socket)
    },
    subscribe(socket, id, subscription) {
      const subs = subscriptions.get(socket)
      if (!subs) return false
      const others = [...subs].filter(([other]) => other !== id)
      if (others.length >= MAX_SUBSCRIPTIONS) return false
      if (others.reduce((n, [, sub]) => n + ruleValues(sub), ruleValues(subscription)) > MAX_SOCKET_RULE_VALUES) return false
      subs.set(id, subscription)
      if (subscription.rules) index.file(siteOf.get(socket)!, socket, id, subscription.rules)
      else index.unfile(socket, id)
      return true
    },
    unsubscribe(socket, id) {
      index.unfile(socket, id)
      subscriptions.get(socket)?.delete(id)
    },
    publish,
    reply(socket, message) {
      if (socket.readyState !== socket.OPEN) return
      outbox.flush(socket)
      hold(socket)
      socket.send(JSON.stringify(message))
    },
    notify: (siteUuid, notification) => publish(siteUuid, { type: 'notification', action: 'notified', payload: notification }),
    broadcast: (siteUuid, notification) => publish(siteUuid, { type: 'notification broadcast', action: 'notified', payload: notification }),
    count: (siteUuid) => sites.get(siteUuid)?.size ?? 0,
    onChange(listener) {
      changeListeners.add(listener)
      return () => void changeListeners.delete(listener)
    },
    ready,
    async close() {
      if (closing) return
      closing = true
      await outgoing
      const stop = await listening.catch(() => undefined)
      clearInterval(prune)
      await stop?.()
    },
  }
}
