/**
 * The realtime plugin: one websocket per page (`/ws?site_uuid=`, document 2 §4, §7) shared by every
 * plugin that wants live content. A plugin calls `realtime.subscribe` with `one_of` rules and listens
 * to `realtime`/`event` for its subscription id; the socket's state is on `realtime`/`connection`.
 * While a reader is signed in, the plugin holds their notifications subscription (`user_uuid`, with
 * their access token); notifications from the push channel arrive as `notification`/`received` and
 * `notification`/`broadcast` for the tray. The socket, its machine and XState load with the first
 * subscriber or signed-in reader, so a guest's page without live widgets pays nothing for them; and not
 * before the page has painted what asked for them (a thread subscribes as its first page arrives).
 *
 * The subscription follows the reader's activity (document 3 §4): inactive after five minutes without
 * any (`activityTimeoutMs`) or at once when the page is hidden, active on any activity. It is on the bus
 * (`realtime`/`active`, `realtime`/`inactive`), in the `realtime` store slice and in `realtime.state`;
 * while inactive the service sends the page none of its containers' events (see connection.ts), and
 * the live widgets catch up when the reader is back.
 */
import type { RealtimeRules, RealtimeSubscription } from '../../contracts/entities/realtime'
import { Constants, type ActivityStatus } from '../../contracts/enums'
import type { RealtimeConnection } from '../../contracts/events'
import type { Plugin } from '../../contracts/plugin'
import { pageHidden } from '../../kernel/lib/activity'
import { hasAnimationFrames, inNextFrame } from '../../kernel/lib/frames'
import { isGuestUser, isIdentifiedUser } from '../../kernel/lib/ids'
import type { Connection } from './connection'
import type { NetworkHost } from './network'
import type { SocketFactory } from './socket'
import type { SocketStatus } from './subscription.machine'

export type { NetworkHost, SocketStatus }

/** What `realtime.state` answers ("socket status", "is connected"): the connection and its subscriptions. */
export interface RealtimeState extends RealtimeConnection {
  subscriptions: RealtimeSubscription[]
  /** Where the socket runs once one was opened: in a worker, or on the page's main thread. */
  transport?: 'worker' | 'main-thread'
  /** The reader's activity (document 3 §4): inactive, the page's content subscriptions are paused. */
  activity: ActivityStatus
}

/** The `realtime` store slice: what views read of live updates. */
export interface RealtimeSlice {
  /**
   * The reader's activity as the realtime subscription follows it (document 3 §4); followed once live
   * updates are in use (before that, whether the page is hidden).
   */
  activity: ActivityStatus
  /**
   * The service sends this page no content events now: the reader has been inactive past a short grace
   * (connection.ts). A subscription made meanwhile waits, and what it shows must be read again once it
   * is confirmed.
   */
  paused: boolean
  /** The socket, as `realtime`/`connection` says. */
  connection: RealtimeConnection
}

declare module '../../contracts/store' {
  interface StoreSlices {
    realtime: RealtimeSlice
  }
}

declare module '../../contracts/actions' {
  interface Actions {
    /** Adds a subscriber to `one_of` rules; events for it arrive on `realtime`/`event` with its `subscription_id`. */
    'realtime.subscribe': { params: { rules: RealtimeRules }; result: RealtimeSubscription }
    /** Removes a subscriber; the last one leaving unsubscribes on the service. */
    'realtime.unsubscribe': { params: { subscription_id: string }; result: void }
    /** Connects again now: out of the offline state after the retries ran out, or out of a backoff wait. */
    'realtime.retry': { params: Record<string, never>; result: void }
    /** Drops the socket and opens a new one, retries reset. */
    'realtime.reconnect': { params: Record<string, never>; result: void }
    /** Closes the socket until the next subscribe. */
    'realtime.close': { params: Record<string, never>; result: void }
    'realtime.state': { params: Record<string, never>; result: RealtimeState }
  }
}

declare module '../../contracts/events' {
  interface Events {
    'realtime-connection': {
      /** The socket closed; reconnection attempt `attempt` starts in `delayMs` (exponential backoff with jitter). */
      retrying: [attempt: number, delayMs: number]
    }
  }
}

export interface RealtimeOptions {
  /** Opens the websocket: the browser's WebSocket by default (tests pass the `ws` client). */
  socket?: SocketFactory
  /** Backoff jitter, in [0, 1). */
  random?: () => number
  /** The socket endpoint; `config.endpoints.realtime` by default. */
  endpoint?: string
  /** The site's uuid; bootstrap's section tree by default. */
  siteUuid?: string
  /** Where online/offline and visibility are heard: the page's window by default. */
  host?: NetworkHost
  /** The signed-in reader's access token: the one the product's HTTP client keeps, by default. */
  accessToken?: () => string | undefined
  keepAliveMs?: number
  retries?: number
  /** ms without activity after which the reader is inactive; five minutes by default (document 3 §4). */
  activityTimeoutMs?: number
}

/** The page's window, where there is one (not in Node). */
const browserHost = (): NetworkHost | undefined => (globalThis as { window?: NetworkHost }).window

/** The longest the socket's chunk waits for the page to be idle after its paint, ms. */
export const PAINT_WAIT_MS = 1000

/**
 * Resolves once the page has painted a frame after now and its main thread is idle (or `PAINT_WAIT_MS`
 * later): the socket's chunk and XState then never compete with the first paint of what asked for them,
 * the way a thread's first comments are still rendering when it subscribes. At once where nothing paints
 * (a server, a worker); a hidden page's missing frame is covered by the frame helper's own fallback.
 */
function afterPaint(): Promise<void> {
  if (!hasAnimationFrames()) return Promise.resolve()
  const idle = (globalThis as { requestIdleCallback?: (fn: () => void, options: { timeout: number }) => unknown }).requestIdleCallback
  return new Promise((resolve) => {
    // A frame callback runs before its paint; what it queues runs after.
    inNextFrame(() => (typeof idle === 'function' ? idle(() => resolve(), { timeout: PAINT_WAIT_MS }) : setTimeout(resolve, 0)))
  })
}

export function realtimePlugin(options: RealtimeOptions = {}): Plugin {
  return {
    name: 'realtime',
    setup(ctx) {
      let connection: Promise<Connection> | undefined
      let disposed = false
      const host = 'host' in options ? options.host : browserHost()
      const idle: RealtimeConnection = { socket: 'idle', connected: false, retries: options.retries ?? Constants.realtimeRetries }
      const slice = ctx.store.slice('realtime', { activity: host && pageHidden(host) ? 'inactive' : 'active', paused: false, connection: idle })
      /** The access token the HTTP client keeps, read at each subscribe so a refreshed token is the one sent. */
      const accessToken = () => ctx.http.accessToken()
      const siteUuid = () => {
        const uuid = ctx.store.getState().site?.sectionTree?.site_uuid
        return options.siteUuid ?? (typeof uuid === 'string' && uuid ? uuid : undefined)
      }
      /** The signed-in reader's uuid; undefined for a guest or before the session plugin has one. */
      const signedIn = (): string | undefined => {
        const user = ctx.store.getState().session?.user
        return user && !isGuestUser(user) && isIdentifiedUser(user) ? user.uuid : undefined
      }
      /** The connection, loaded (with XState) by the first caller that needs one, once the page has painted. */
      const connect = () =>
        (connection ??= afterPaint().then(() => import('./connection')).then(({ createConnection }) => {
          const created = createConnection({
            ctx,
            endpoint: options.endpoint ?? ctx.config.endpoints.realtime,
            siteUuid: siteUuid(),
            socket: options.socket,
            worker: ctx.config.realtimeWorker,
            timers: ctx.clock.timers,
            now: () => ctx.clock.now(),
            random: options.random ?? Math.random,
            host,
            accessToken: options.accessToken ?? accessToken,
            refreshTokens: () => ctx.http.refresh(),
            keepAliveMs: options.keepAliveMs,
            retries: options.retries,
            activityTimeoutMs: options.activityTimeoutMs,
            slice,
          })
          // Removed while the chunk was on its way: nothing may stay open.
          if (disposed) created.stop()
          // Whoever loads it, the reader signed in by then gets their notifications (a failed load for
          // the sign-in itself is made good by the next subscriber's).
          else created.setUser(signedIn())
          return created
        }).catch((error: unknown) => {
          // A chunk that failed to arrive is asked for again by the next subscriber.
          connection = undefined
          throw error
        }))
      /** The loaded connection, without loading one: no subscriber yet means nothing to do. */
      const loaded = async (fn: (c: Connection) => void) => {
        if (connection) fn(await connection)
      }
      ctx.onDispose(() => {
        disposed = true
        loaded((c) => c.stop()).catch(() => undefined)
      })

      let following: string | undefined
      /** Holds the reader's notifications subscription: taken on sign-in, dropped on sign-out or user change. */
      const followUser = () => {
        const uuid = signedIn()
        if (uuid === following || disposed) return
        following = uuid
        // Whoever is signed in when the connection is ready is the one subscribed (several changes may pass meanwhile).
        if (uuid) connect().then((c) => c.setUser(signedIn()), (error: unknown) => ctx.log.warn('notifications will not arrive live.', error))
        else loaded((c) => c.setUser(undefined)).catch(() => undefined)
      }
      ctx.store.subscribe(followUser)
      followUser()

      ctx.actions.register('realtime.subscribe', async ({ rules }) => (await connect()).subscribe(rules))
      ctx.actions.register('realtime.unsubscribe', ({ subscription_id }) => loaded((c) => c.unsubscribe(subscription_id)))
      ctx.actions.register('realtime.retry', () => loaded((c) => c.retry()))
      ctx.actions.register('realtime.reconnect', () => loaded((c) => c.reconnect()))
      ctx.actions.register('realtime.close', () => loaded((c) => c.close()))
      ctx.actions.register('realtime.state', async (): Promise<RealtimeState> =>
        connection ? (await connection).state() : { ...idle, activity: slice.getState().activity, subscriptions: [] },
      )
    },
  }
}
