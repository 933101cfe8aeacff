/**
 * The realtime connection: the subscription machine bound to a real websocket and the product's clock,
 * its announcements turned into bus events. Loaded on demand, with XState, by the first subscriber.
 */
import { createActor } from 'xstate'
import type { RealtimeRules, RealtimeSubscription } from '../../contracts/entities/realtime'
import type { PluginContext } from '../../contracts/plugin'
import type { Timers } from '../../kernel/with-timeout'
import { normalizeRules } from './frames'
import { browserSocket, socketActor, type SocketFactory } from './socket'
import { realtimeMachine, socketStatus } from './subscription.machine'
import { findByRules, publicSubscription } from './subscriptions'
import type { RealtimeState } from './index'

export interface ConnectionDeps {
  ctx: PluginContext
  endpoint: string
  siteUuid: string | undefined
  /** The browser's WebSocket by default. */
  socket: SocketFactory | undefined
  timers: Timers
  random: () => number
  keepAliveMs?: number
  retries?: number
}

export interface Connection {
  /** Adds a subscriber to these rules (sharing a subscription with equal rules) and connects if needed. */
  subscribe(rules: RealtimeRules): RealtimeSubscription
  unsubscribe(subscriptionId: string): void
  /** Out of the offline state (or out of a backoff wait) now, with retries reset. */
  retry(): void
  reconnect(): void
  /** Closes the socket; the next subscribe opens it again. */
  close(): void
  sendKeepAlive(): void
  state(): RealtimeState
  stop(): void
}

export function createConnection(deps: ConnectionDeps): Connection {
  const { ctx } = deps
  const machine = realtimeMachine.provide({ actors: { socket: socketActor(deps.socket ?? browserSocket) } })
  const actor = createActor(machine, {
    input: { endpoint: deps.endpoint, siteUuid: deps.siteUuid, random: deps.random, keepAliveMs: deps.keepAliveMs, retries: deps.retries },
    clock: deps.timers,
  })
  actor.on('event', ({ event }) => ctx.bus.publish('realtime', 'event', event))
  actor.on('status', ({ subscription_id, status }) => ctx.bus.publish('realtime', 'status', subscription_id, status))
  actor.on('connected', () => ctx.bus.publish('realtime', 'connected'))
  actor.on('retrying', ({ attempt, delayMs }) => ctx.bus.publish('realtime-connection', 'retrying', attempt, delayMs))
  actor.on('offline', () => ctx.bus.publish('realtime', 'offline'))
  // The tray listens for these (document 2 §4: notifications arrive through the push channel).
  actor.on('notification', ({ notification }) => ctx.bus.publish('notification', 'received', notification))
  actor.on('broadcast', ({ notification }) => ctx.bus.publish('notification', 'broadcast', notification))
  actor.on('ignored', ({ reason, detail }) =>
    ctx.log.warn(`ignored a ${reason === 'unknown' ? 'frame of unknown' : 'malformed frame:'} ${detail}. Further ${reason} frames are ignored without a word.`),
  )
  actor.subscribe({ error: (error) => ctx.log.error('live updates stopped.', error) })
  actor.start()

  let warnedNoSite = false
  let nextId = 0
  return {
    subscribe(rules) {
      const normalized = normalizeRules(rules)
      actor.send({ type: 'subscribe', subscription_id: `s${++nextId}`, rules: normalized })
      const snapshot = actor.getSnapshot()
      if (!snapshot.context.siteUuid && !warnedNoSite) {
        warnedNoSite = true
        ctx.log.warn('live updates are off: the site is unknown (bootstrap gave no site_uuid).')
      }
      if (snapshot.matches('idle') || snapshot.matches('closed')) actor.send({ type: 'connect' })
      return publicSubscription(findByRules(actor.getSnapshot().context.subscriptions, normalized)!)
    },
    unsubscribe: (subscriptionId) => actor.send({ type: 'unsubscribe', subscription_id: subscriptionId }),
    retry: () => actor.send({ type: 'retry' }),
    reconnect: () => actor.send({ type: 'reconnect' }),
    close: () => actor.send({ type: 'close' }),
    sendKeepAlive: () => actor.send({ type: 'keepalive.send' }),
    state() {
      const snapshot = actor.getSnapshot()
      const socket = socketStatus(snapshot)
      return {
        socket,
        connected: socket === 'open',
        retries: snapshot.context.retries,
        subscriptions: Object.values(snapshot.context.subscriptions).map(publicSubscription),
      }
    },
    stop: () => actor.stop(),
  }
}
