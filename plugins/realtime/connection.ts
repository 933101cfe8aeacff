/**
 * The realtime connection: the subscription machine bound to a real websocket, the page's network and
 * visibility and the product's clock, its announcements turned into bus events. It also holds the
 * signed-in reader's notifications subscription, and follows the reader's activity (document 3 §4):
 * inactive (five minutes without any, or the page hidden), their content subscriptions are dropped on
 * the service after a short grace and the socket, if nothing else needs it, closes; active again, they
 * are asked for again and each live widget catches up what it missed (plugins/ui/live-feed.ts). Loaded
 * on demand, with XState, by the first subscriber (or the first signed-in reader).
 */
import { createActor } from 'xstate'
import { Constants } from '../../contracts/constants'
import type { ActivityStatus } from '../../contracts/enums'
import type { RealtimeRules, RealtimeSubscription } from '../../contracts/entities/realtime'
import { RealtimeStatus } from '../../contracts/enums'
import type { RealtimeConnection } from '../../contracts/events'
import type { PluginContext, Slice } from '../../contracts/plugin'
import { createActivity, pageHidden, type Activity } from '../../kernel/lib/activity'
import type { Timers } from '../../kernel/with-timeout'
import { normalizeRules, parseFrames, type Frame } from './frames'
import { networkActor, onLine, type NetworkHost } from './network'
import { browserSocket, socketActor, type RealtimeSocket, type SocketFactory } from './socket'
import { KEEP_ALIVE_GRACE_MS } from './reconnect'
import { echoAwaited, realtimeMachine, resumeOf, socketStatus } from './subscription.machine'
import { deliveries, findByRules, publicSubscription } from './subscriptions'
import { workersAvailable, workerSockets } from './worker-socket'
import type { RealtimeSlice, RealtimeState } from './index'

export interface ConnectionDeps {
  ctx: PluginContext
  endpoint: string
  siteUuid: string | undefined
  /** The browser's WebSocket by default, in a worker where one can run (see worker-socket.ts). */
  socket: SocketFactory | undefined
  /** False keeps the default socket on the main thread (`vfConfig.realtimeWorker`). */
  worker?: boolean
  timers: Timers
  /** The product's clock (activity is measured by it); `Date.now` by default. */
  now?: () => number
  random: () => number
  /** The page's window (online/offline, visibility); none in Node. */
  host: NetworkHost | undefined
  /** The signed-in reader's access token now. */
  accessToken: () => string | undefined
  /** Refreshes the tokens; false when the login is gone. */
  refreshTokens?: () => Promise<boolean>
  keepAliveMs?: number
  retries?: number
  /** ms without activity after which the reader is inactive (`Constants.activityTimeoutMs` by default). */
  activityTimeoutMs?: number
  /** The plugin's store slice: the activity and the connection are kept there for views. */
  slice?: Slice<RealtimeSlice>
}

export interface Connection {
  /** Adds a subscriber to these rules (sharing a subscription with equal rules) and connects if needed. */
  subscribe(rules: RealtimeRules): RealtimeSubscription
  unsubscribe(subscriptionId: string): void
  /** Holds the notifications subscription of this signed-in user (connecting if needed), or of nobody. */
  setUser(userUuid: string | undefined): void
  /** Out of the offline state (or out of a backoff wait) now, with retries reset. */
  retry(): void
  reconnect(): void
  /** Closes the socket; the next subscribe opens it again. */
  close(): void
  sendKeepAlive(): void
  state(): RealtimeState
  stop(): void
}

/**
 * An open socket nobody subscribes to any more (the reader signed out on a page without live widgets,
 * or a single-page site took its widgets off) is closed after this long, ms: one keep-alive period, so
 * widgets that come back at once (the next article of a single-page site) find it still open.
 */
export const IDLE_CLOSE_MS = 30_000

/**
 * The reader became inactive: their content subscriptions are dropped on the service this much later,
 * ms. A reader who only glanced at another tab (or answered a message) and is back within it costs the
 * service nothing and their widgets no catch-up; past it, the service stops sending this page its
 * containers' events, and the socket closes one idle period later unless a signed-in reader's
 * notifications still need it.
 */
export const PAUSE_GRACE_MS = 10_000

/** The user's notifications: one `user_uuid` rule, sent with their token (document 2 §4). */
const userRules = (userUuid: string): RealtimeRules => ({ user_uuid: [userUuid] })

export function createConnection(deps: ConnectionDeps): Connection {
  const { ctx } = deps
  /**
   * A received frame's content events go straight to their subscribers, routed by the machine's table as
   * it is now, each published on the bus alone (integrators hear one event per message, however the
   * service framed them). What follows the first message that is not an event is left to the machine,
   * so everything is still read in order.
   */
  const received = (data: unknown): Frame[] | undefined => {
    const snapshot = actor.getSnapshot()
    // Only an open connection delivers (the machine's rule for every frame); the rest it decides. While
    // a keep-alive waits for its answer the machine takes the frame instead (delivering its events
    // alike): any frame is an answer. That is the first after each keep-alive, so a busy thread stays cheap.
    if (socketStatus(snapshot) !== 'open' || echoAwaited(snapshot)) return undefined
    const frames = parseFrames(data)
    const table = snapshot.context.subscriptions
    for (let i = 0; i < frames.length; i++) {
      const frame = frames[i]!
      if (frame.kind !== 'event') return frames.slice(i)
      for (const event of deliveries(table, frame.event)) ctx.bus.publish('realtime', 'event', event)
    }
    return []
  }
  const factory =
    deps.socket ??
    (deps.worker !== false && workersAvailable() ? workerSockets({ fallback: browserSocket, onError: (error) => ctx.log.error('a live update failed.', error) }) : browserSocket)
  /** The socket of the latest attempt, for where it runs. */
  let latest: RealtimeSocket | undefined
  const open: SocketFactory = (url) => (latest = factory(url))
  const machine = realtimeMachine.provide({ actors: { socket: socketActor(open, received), network: networkActor(deps.host) } })
  /** The reader's activity: without a page (Node), always active. */
  let activity: Activity | undefined
  const activityNow = (): ActivityStatus => activity?.status() ?? (deps.host && pageHidden(deps.host) ? 'inactive' : 'active')
  const actor = createActor(machine, {
    input: {
      endpoint: deps.endpoint,
      siteUuid: deps.siteUuid,
      random: deps.random,
      isOnline: onLine(deps.host),
      accessToken: deps.accessToken,
      keepAliveMs: deps.keepAliveMs,
      retries: deps.retries,
    },
    clock: deps.timers,
  })
  let stopped = false
  /** Writes the plugin's slice while there is one (a late step after the plugin went writes nothing). */
  const write = (recipe: (draft: RealtimeSlice) => void) => {
    if (!stopped && deps.slice?.getState()) deps.slice.update(recipe)
  }
  /** The signed-in user's notifications subscription, while there is one. */
  let user: { uuid: string; subscriptionId: string } | undefined
  /** A refused notifications subscription gets one token refresh per connection, not a loop. */
  let refreshed = false
  actor.on('event', ({ event }) => ctx.bus.publish('realtime', 'event', event))
  actor.on('status', ({ subscription_id, status }) => {
    ctx.bus.publish('realtime', 'status', subscription_id, status)
    if (status === RealtimeStatus.error && subscription_id === user?.subscriptionId) refreshAndAskAgain(subscription_id)
  })
  actor.on('connected', () => {
    refreshed = false
    ctx.bus.publish('realtime', 'connected')
  })
  actor.on('retrying', ({ attempt, delayMs }) => ctx.bus.publish('realtime-connection', 'retrying', attempt, delayMs))
  actor.on('offline', () => ctx.bus.publish('realtime', 'offline'))
  actor.on('unanswered', () => ctx.log.debug(`the live connection stopped answering (no keep-alive answer within ${KEEP_ALIVE_GRACE_MS / 1000} s): it is replaced.`))
  // The tray listens for these (document 2 §4: notifications arrive through the push channel).
  actor.on('notification', ({ notification }) => ctx.bus.publish('notification', 'received', notification))
  actor.on('broadcast', ({ notification }) => ctx.bus.publish('notification', 'broadcast', notification))
  actor.on('ignored', ({ reason, detail }) =>
    ctx.log.warn(`ignored a ${reason === 'unknown' ? 'frame of unknown' : 'malformed frame:'} ${detail}. Further ${reason} frames are ignored without a word.`),
  )
  /** The connection as views show it; published on the bus whenever any of it changes. */
  const connection = (): RealtimeConnection => {
    const snapshot = actor.getSnapshot()
    const socket = socketStatus(snapshot)
    const resume = resumeOf(snapshot)
    return { socket, connected: socket === 'open', retries: snapshot.context.retries, ...(resume ? { resume } : {}) }
  }
  let published = ''
  /** The pending close of an open socket without subscribers. */
  let idleClose: unknown
  const watchIdle = () => {
    const snapshot = actor.getSnapshot()
    // Wanted on the wire: a subscription with subscribers, and for a content one an active reader.
    const { active, subscriptions } = snapshot.context
    const unused = socketStatus(snapshot) === 'open' && !Object.values(subscriptions).some((entry) => entry.subscribers > 0 && (active || entry.auth))
    if (unused && idleClose === undefined) {
      idleClose = deps.timers.setTimeout(() => {
        idleClose = undefined
        if (!stopped) actor.send({ type: 'close' })
      }, IDLE_CLOSE_MS)
    } else if (!unused && idleClose !== undefined) {
      deps.timers.clearTimeout(idleClose)
      idleClose = undefined
    }
  }
  actor.subscribe({
    next(snapshot) {
      if (stopped) return
      watchIdle()
      const paused = !snapshot.context.active
      if (deps.slice?.getState()?.paused === !paused) write((draft) => void (draft.paused = paused))
      const now = connection()
      const key = JSON.stringify(now)
      if (key === published) return
      published = key
      write((draft) => void (draft.connection = now))
      ctx.bus.publish('realtime', 'connection', now)
    },
    error: (error) => ctx.log.error('live updates stopped.', error),
  })
  actor.start()

  /**
   * The service refused the user's notifications: most likely the token expired while the socket was
   * down. Refreshed once, the subscription is asked for again with the new token.
   */
  function refreshAndAskAgain(subscriptionId: string) {
    if (refreshed || !deps.refreshTokens) return
    refreshed = true
    deps
      .refreshTokens()
      .catch(() => false)
      .then((ok) => {
        if (ok && !stopped && user?.subscriptionId === subscriptionId) actor.send({ type: 'resubscribe', subscription_id: subscriptionId })
      })
  }

  /** Closed by `realtime.close`: only the next subscriber opens it again, not the reader coming back. */
  let closedOnPurpose = false
  /** The pending pause after the reader became inactive (PAUSE_GRACE_MS). */
  let pause: unknown
  const pauseLater = () => {
    pause ??= deps.timers.setTimeout(() => {
      pause = undefined
      if (!stopped) actor.send({ type: 'activity.inactive' })
    }, PAUSE_GRACE_MS)
  }
  const activityChanged = (status: ActivityStatus) => {
    if (stopped) return
    write((draft) => void (draft.activity = status))
    if (status === 'active') ctx.bus.publish('realtime', 'active')
    else ctx.bus.publish('realtime', 'inactive')
    if (status === 'inactive') return pauseLater()
    // Back within the grace: nothing was dropped, nothing is asked for again.
    if (pause !== undefined) {
      deps.timers.clearTimeout(pause)
      pause = undefined
      return
    }
    actor.send({ type: 'activity.active' })
    // The socket closed (or never opened) while nothing was wanted on it: it opens for what waits.
    const snapshot = actor.getSnapshot()
    const waiting = Object.values(snapshot.context.subscriptions).some((entry) => entry.subscribers > 0)
    if (waiting && !closedOnPurpose && (snapshot.matches('idle') || snapshot.matches('closed'))) actor.send({ type: 'connect' })
  }
  if (deps.host) {
    activity = createActivity({ host: deps.host, timers: deps.timers, now: deps.now ?? (() => Date.now()), timeoutMs: deps.activityTimeoutMs ?? Constants.activityTimeoutMs, onChange: activityChanged })
  }
  write((draft) => void (draft.activity = activityNow()))
  // A page opened in a background tab subscribes as any (what it shows was just read) and pauses alike.
  if (activityNow() === 'inactive') pauseLater()

  let warnedNoSite = false
  let nextId = 0
  /** Adds a subscriber and connects if the socket is not there yet: the id of its subscription. */
  const add = (rules: RealtimeRules, auth: boolean): string => {
    actor.send({ type: 'subscribe', subscription_id: `s${++nextId}`, rules, auth })
    const snapshot = actor.getSnapshot()
    if (!snapshot.context.siteUuid && !warnedNoSite) {
      warnedNoSite = true
      ctx.log.warn('live updates are off: the site is unknown (bootstrap gave no site_uuid).')
    }
    closedOnPurpose = false
    // An inactive reader's content subscription waits for them without a socket of its own.
    if ((snapshot.matches('idle') || snapshot.matches('closed')) && (auth || snapshot.context.active)) actor.send({ type: 'connect' })
    return findByRules(actor.getSnapshot().context.subscriptions, rules, auth)!.subscription_id
  }
  return {
    subscribe(rules) {
      const id = add(normalizeRules(rules), false)
      return publicSubscription(actor.getSnapshot().context.subscriptions[id]!)
    },
    unsubscribe: (subscriptionId) => actor.send({ type: 'unsubscribe', subscription_id: subscriptionId }),
    setUser(userUuid) {
      if (stopped || user?.uuid === userUuid) return
      if (user) actor.send({ type: 'unsubscribe', subscription_id: user.subscriptionId })
      user = undefined
      refreshed = false
      if (userUuid) user = { uuid: userUuid, subscriptionId: add(normalizeRules(userRules(userUuid)), true) }
    },
    retry: () => actor.send({ type: 'retry' }),
    reconnect: () => actor.send({ type: 'reconnect' }),
    close() {
      closedOnPurpose = true
      actor.send({ type: 'close' })
    },
    sendKeepAlive: () => actor.send({ type: 'keepalive.send' }),
    state: () => ({
      ...connection(),
      activity: activityNow(),
      ...(latest ? { transport: latest.transport ?? 'main-thread' } : {}),
      subscriptions: Object.values(actor.getSnapshot().context.subscriptions).map(publicSubscription),
    }),
    stop() {
      stopped = true
      activity?.stop()
      if (pause !== undefined) deps.timers.clearTimeout(pause)
      if (idleClose !== undefined) deps.timers.clearTimeout(idleClose)
      actor.stop()
    },
  }
}
