/**
 * The realtime subscription (document 2 §4, §7, §9) as a pure XState machine. The plugin binds the real
 * websocket to the `socket` placeholder with `.provide()` and hears what happens through emitted
 * events; tests bind a fake socket and drive time with the actor's clock.
 *
 * idle → online.connecting → online.open (reset retries, keep-alive every 30 s, resubscribe all)
 *   socket closed, or silent (a keep-alive unanswered: nothing at all received within the grace period
 *   after it, see KEEP_ALIVE_GRACE_MS): every status none; while retries remain → waiting (exponential
 *   backoff with jitter)
 *   → online again; retries exhausted → offline.exhausted, until a manual retry. A forced close → closed.
 *   The browser offline (its navigator says so, or it just went): no retry is spent, offline.network
 *   until it is back online. Back online, or the page visible again, while waiting or offline: online at
 *   once with the retries reset.
 * The reader's activity (document 3 §4, `activity.active`/`activity.inactive`): while inactive, the
 *   content subscriptions are dropped on the service and wait (status none); active again, they are
 *   asked for again. A user's notifications are never paused.
 */
import { assign, enqueueActions, fromCallback, setup, type SnapshotFrom } from 'xstate'
import type { BroadcastNotification, Notification } from '../../contracts/entities/notification'
import type { RealtimeEvent, RealtimeRules } from '../../contracts/entities/realtime'
import { Constants, type RealtimeStatus } from '../../contracts/enums'
import type { RealtimeConnection } from '../../contracts/events'
import { keepAliveFrame, parseFrames, socketUrl, type Frame } from './frames'
import { backoffDelay, KEEP_ALIVE_GRACE_MS } from './reconnect'
import { addSubscriber, askAgain, confirmSubscribe, confirmUnsubscribe, deliveries, markAllNone, pauseAll, removeSubscriber, resubscribeAll, resumeAll, type Change, type Table } from './subscriptions'

/**
 * What the socket actor reports. A message is a received frame (`data`); `frames`, when given, are the
 * messages of it still to be read (the plugin delivered the ones before them itself, see connection.ts).
 */
export type SocketEvent = { type: 'socket.open' } | { type: 'socket.message'; data: unknown; frames?: Frame[] } | { type: 'socket.close'; code?: number }
/** What the machine asks of the socket actor. */
export type SocketCommand = { type: 'send'; frame: string }
/** What the `network` actor reports: the browser's network came or went, the page became visible. */
export type NetworkEvent = { type: 'network.online' } | { type: 'network.offline' } | { type: 'page.visible'; online: boolean }

/** The named operations of document 2 §4 that arrive as events. */
export type RealtimeCommand =
  | { type: 'connect' }
  | { type: 'reconnect' }
  | { type: 'close' }
  | { type: 'retry' }
  /** `auth`: a user's notifications, asked for with the access token. */
  | { type: 'subscribe'; subscription_id: string; rules: RealtimeRules; auth?: boolean }
  | { type: 'unsubscribe'; subscription_id: string }
  /** Asks for a refused subscription again, with the token of now. */
  | { type: 'resubscribe'; subscription_id: string }
  | { type: 'keepalive.set'; ms: number }
  | { type: 'keepalive.send' }
  /** Raised by the machine itself as a keep-alive goes out: arms the watchdog. */
  | { type: 'keepalive.sent' }
  | { type: 'retries.set'; count: number }
  | { type: 'site.set'; siteUuid: string }
  /** The reader became active, or inactive (document 3 §4). */
  | { type: 'activity.active' }
  | { type: 'activity.inactive' }

/** What the machine announces (the plugin turns these into bus events and log lines). */
export type RealtimeEmitted =
  | { type: 'event'; event: RealtimeEvent }
  | { type: 'notification'; notification: Notification }
  | { type: 'broadcast'; notification: BroadcastNotification }
  | { type: 'status'; subscription_id: string; status: RealtimeStatus }
  | { type: 'connected' }
  | { type: 'retrying'; attempt: number; delayMs: number }
  | { type: 'offline' }
  /** A keep-alive went unanswered: the socket is taken for dead and replaced (the `retrying` that follows says when). */
  | { type: 'unanswered' }
  | { type: 'ignored'; reason: 'malformed' | 'unknown'; detail: string }

export interface RealtimeInput {
  /** The realtime websocket endpoint (`ws(s)://…/ws`). */
  endpoint: string
  siteUuid?: string
  keepAliveMs?: number
  retries?: number
  /** The jitter source, in [0, 1). */
  random?: () => number
  /** Is the browser online (`navigator.onLine`)? Read when the socket closes: offline, no retry is spent. */
  isOnline?: () => boolean
  /** The signed-in reader's access token, read whenever an authenticated subscribe goes out. */
  accessToken?: () => string | undefined
  /** Is the reader active at the start (false: a page opened in a background tab)? True by default. */
  active?: boolean
}

interface Context {
  endpoint: string
  siteUuid: string | undefined
  keepAliveMs: number
  maxRetries: number
  /** Reconnections left before going offline. */
  retries: number
  /** Reconnections made since the socket was last open. */
  attempt: number
  delayMs: number
  random: () => number
  isOnline: () => boolean
  accessToken: () => string | undefined
  subscriptions: Table
  /** The reader is active: content subscriptions are held on the service only then. */
  active: boolean
  /** Kinds of ignored frame already logged: each is logged once. */
  logged: Array<'malformed' | 'unknown'>
}

const positive = (value: number | undefined, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback)
/** A retry count: a whole number, 0 or more. */
const count = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0)

/** On close the service forgets every subscription: all statuses become none. */
const markNone = { type: 'apply', params: ({ context }: { context: Context }) => effect(markAllNone(context.subscriptions), false) } as const

/**
 * The socket is gone (closed, or silent past the grace): the browser without network waits for it
 * (reconnecting now would only spend retries); otherwise a backoff wait while retries remain, else offline.
 */
const socketLost = [
  { guard: 'networkDown', target: '#realtime.offline.network', actions: markNone },
  { guard: 'retriesLeft', target: '#realtime.waiting', actions: markNone },
  { target: '#realtime.offline', actions: markNone },
] as const

export const realtimeMachine = setup({
  types: {
    context: {} as Context,
    input: {} as RealtimeInput,
    events: {} as RealtimeCommand | SocketEvent | NetworkEvent,
    emitted: {} as RealtimeEmitted,
  },
  actors: {
    /** Opens the websocket at `url`, reports open/message/close, sends what it receives, closes when stopped. */
    socket: fromCallback<SocketCommand, { url: string }>(() => () => {}),
    /** Reports the browser's network and the page's visibility; its listeners go when it stops. */
    network: fromCallback(() => () => {}),
  },
  delays: {
    keepAlive: ({ context }) => context.keepAliveMs,
    echoGrace: KEEP_ALIVE_GRACE_MS,
    backoff: ({ context }) => context.delayMs,
  },
  guards: {
    hasSite: ({ context }) => !!context.siteUuid,
    retriesLeft: ({ context }) => context.retries > 0,
    networkDown: ({ context }) => !context.isOnline(),
    visibleOnline: ({ event }) => event.type === 'page.visible' && event.online,
  },
  actions: {
    resetRetries: assign({ retries: ({ context }) => context.maxRetries, attempt: 0 }),
    /** Sends a keep-alive and arms the watchdog for its answer (see the `echo` region of `open`). */
    sendKeepAlive: enqueueActions(({ enqueue }) => {
      enqueue.sendTo('socket', { type: 'send', frame: keepAliveFrame() } satisfies SocketCommand)
      enqueue.raise({ type: 'keepalive.sent' })
    }),
    /** Applies an effect: the new table, its frames (only on an open socket), its announcements. */
    apply: enqueueActions(({ enqueue }, effect: Effect) => {
      if (effect.table) enqueue.assign({ subscriptions: effect.table })
      if (effect.logged) enqueue.assign({ logged: effect.logged })
      if (effect.open) for (const frame of effect.send ?? []) enqueue.sendTo('socket', { type: 'send', frame } satisfies SocketCommand)
      for (const emitted of effect.emit ?? []) enqueue.emit(emitted)
    }),
  },
}).createMachine({
  id: 'realtime',
  context: ({ input }) => ({
    endpoint: input.endpoint,
    siteUuid: input.siteUuid,
    keepAliveMs: positive(input.keepAliveMs, Constants.keepAliveMs),
    maxRetries: input.retries === undefined ? Constants.realtimeRetries : count(input.retries),
    retries: input.retries === undefined ? Constants.realtimeRetries : count(input.retries),
    attempt: 0,
    delayMs: 0,
    random: input.random ?? Math.random,
    isOnline: input.isOnline ?? (() => true),
    accessToken: input.accessToken ?? (() => undefined),
    subscriptions: {},
    active: input.active ?? true,
    logged: [],
  }),
  initial: 'idle',
  on: {
    subscribe: {
      actions: { type: 'apply', params: ({ context, event }) => effect(addSubscriber(context.subscriptions, event.subscription_id, event.rules, false, event.auth ? { accessToken: undefined } : undefined), false) },
    },
    unsubscribe: { actions: { type: 'apply', params: ({ context, event }) => effect(removeSubscriber(context.subscriptions, event.subscription_id, false), false) } },
    'keepalive.set': { actions: assign({ keepAliveMs: ({ context, event }) => positive(event.ms, context.keepAliveMs) }) },
    'retries.set': { actions: assign(({ context, event }) => ({ maxRetries: count(event.count), retries: Math.min(context.retries, count(event.count)) })) },
    'site.set': { actions: assign({ siteUuid: ({ event }) => event.siteUuid }) },
    reconnect: { guard: 'hasSite', target: '.online', reenter: true, actions: 'resetRetries' },
    close: { target: '.closed' },
    'activity.active': { actions: assign({ active: true }) },
    'activity.inactive': { actions: assign({ active: false }) },
  },
  states: {
    idle: {
      on: { connect: { guard: 'hasSite', target: 'online' } },
    },
    online: {
      invoke: [
        { id: 'socket', src: 'socket', input: ({ context }) => ({ url: socketUrl(context.endpoint, context.siteUuid!) }) },
        { id: 'network', src: 'network' },
      ],
      initial: 'connecting',
      on: {
        'socket.close': socketLost,
        // A new site means a new socket address.
        'site.set': { target: 'online', reenter: true, actions: [assign({ siteUuid: ({ event }) => event.siteUuid }), markNone, 'resetRetries'] },
      },
      states: {
        connecting: {
          on: { 'socket.open': 'open' },
        },
        open: {
          entry: [
            'resetRetries',
            enqueueActions(({ enqueue }) => enqueue.emit({ type: 'connected' })),
            // Tokens are read now: one kept from before the drop may have expired meanwhile.
            { type: 'apply', params: ({ context }) => effect(resubscribeAll(context.subscriptions, context.accessToken(), context.active), true) },
          ],
          on: {
            subscribe: {
              actions: {
                type: 'apply',
                params: ({ context, event }) =>
                  effect(addSubscriber(context.subscriptions, event.subscription_id, event.rules, context.active || !!event.auth, event.auth ? { accessToken: context.accessToken() } : undefined), true),
              },
            },
            'activity.inactive': { actions: [assign({ active: false }), { type: 'apply', params: ({ context }) => effect(pauseAll(context.subscriptions), true) }] },
            'activity.active': { actions: [assign({ active: true }), { type: 'apply', params: ({ context }) => effect(resumeAll(context.subscriptions), true) }] },
            resubscribe: { actions: { type: 'apply', params: ({ context, event }) => effect(askAgain(context.subscriptions, event.subscription_id, context.accessToken()), true) } },
            unsubscribe: { actions: { type: 'apply', params: ({ context, event }) => effect(removeSubscriber(context.subscriptions, event.subscription_id, true), true) } },
            // Received frames (`socket.message`) are read in the `echo` region, which also hears them: an
            // event one region of a parallel state takes is not handled by the state itself as well.
            'keepalive.send': { actions: 'sendKeepAlive' },
          },
          type: 'parallel',
          states: {
            keepAlive: {
              initial: 'alive',
              states: {
                alive: {
                  after: { keepAlive: { target: 'alive', reenter: true, actions: 'sendKeepAlive' } },
                  on: {
                    // A new period starts now, not at the end of the old one. Only this state starts again:
                    // the socket is still open, so nothing is announced or asked for again, and a
                    // keep-alive waiting for its answer keeps its deadline.
                    'keepalive.set': { target: 'alive', reenter: true, actions: assign({ keepAliveMs: ({ context, event }) => positive(event.ms, context.keepAliveMs) }) },
                  },
                },
              },
            },
            /**
             * The watchdog: armed when a keep-alive goes out, cleared by any frame that comes in (content
             * events the plugin delivers itself come here while it is armed, see connection.ts). Silent
             * past the grace, the socket is dead: it is dropped at once, with no close handshake to wait
             * for on a connection that carries nothing, and replaced as a closed one is.
             */
            echo: {
              initial: 'heard',
              states: {
                heard: {
                  on: {
                    'socket.message': { actions: { type: 'apply', params: ({ context, event }) => readMessages(context, event) } },
                    'keepalive.sent': 'awaited',
                  },
                },
                /** A further keep-alive meanwhile does not put the deadline off. */
                awaited: {
                  on: { 'socket.message': { target: 'heard', actions: { type: 'apply', params: ({ context, event }) => readMessages(context, event) } } },
                  after: {
                    echoGrace: socketLost.map((transition) => ({ ...transition, actions: [enqueueActions(({ enqueue }) => enqueue.emit({ type: 'unanswered' })), transition.actions] })),
                  },
                },
              },
            },
          },
        },
      },
    },
    waiting: {
      entry: [
        assign(({ context }) => ({ retries: context.retries - 1, attempt: context.attempt + 1, delayMs: backoffDelay(context.attempt + 1, context.random()) })),
        enqueueActions(({ context, enqueue }) => enqueue.emit({ type: 'retrying', attempt: context.attempt, delayMs: context.delayMs })),
      ],
      invoke: { id: 'network', src: 'network' },
      after: { backoff: 'online' },
      on: {
        retry: { target: 'online', actions: 'resetRetries' },
        connect: 'online',
        'network.online': { target: 'online', actions: 'resetRetries' },
        'page.visible': { guard: 'visibleOnline', target: 'online', actions: 'resetRetries' },
        'network.offline': '#realtime.offline.network',
      },
    },
    offline: {
      entry: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'offline' })),
      invoke: { id: 'network', src: 'network' },
      on: {
        retry: { target: 'online', actions: 'resetRetries' },
        connect: { target: 'online', actions: 'resetRetries' },
        'network.online': { target: 'online', actions: 'resetRetries' },
        'page.visible': [{ guard: 'visibleOnline', target: 'online', actions: 'resetRetries' }, { target: '.network' }],
        'network.offline': '.network',
      },
      initial: 'exhausted',
      states: {
        /** The retries ran out: a manual retry (or the network or the page coming back) reconnects. */
        exhausted: {},
        /** The browser is offline: its coming back reconnects, with the retries it did not spend. */
        network: { entry: 'resetRetries' },
      },
    },
    closed: {
      entry: markNone,
      on: { connect: { guard: 'hasSite', target: 'online', actions: 'resetRetries' } },
    },
  },
})

/** What one step changes: the table, frames to send, announcements, the kinds of ignored frame logged. */
interface Effect {
  open: boolean
  table?: Table
  send?: string[]
  emit?: RealtimeEmitted[]
  logged?: Context['logged']
}

const effect = (change: Change, open: boolean): Effect => ({
  open,
  table: change.table,
  send: change.send,
  emit: change.statuses.map(([subscription_id, status]) => ({ type: 'status', subscription_id, status })),
})

/**
 * Reads a received frame's messages in order, as if each had come alone: one effect whose table is the
 * last one's, with every frame to send and announcement of them all.
 */
function readMessages(context: Context, event: Extract<SocketEvent, { type: 'socket.message' }>): Effect {
  const frames = event.frames ?? parseFrames(event.data)
  if (frames.length === 1) return readFrame(context, frames[0]!)
  const send: string[] = []
  const emit: RealtimeEmitted[] = []
  let now = context
  for (const frame of frames) {
    const step = readFrame(now, frame)
    if (step.table) now = { ...now, subscriptions: step.table }
    if (step.logged) now = { ...now, logged: step.logged }
    send.push(...(step.send ?? []))
    emit.push(...(step.emit ?? []))
  }
  return { open: true, send, emit, ...(now.subscriptions !== context.subscriptions ? { table: now.subscriptions } : {}), ...(now.logged !== context.logged ? { logged: now.logged } : {}) }
}

/** Reads one received message: confirmations, events for their subscribers, notifications, or ignored (logged once per kind). */
function readFrame(context: Context, frame: Frame): Effect {
  switch (frame.kind) {
    case 'keep-alive':
      return { open: true }
    case 'subscribed':
      return effect(confirmSubscribe(context.subscriptions, frame.subscription_id, frame.ok), true)
    case 'unsubscribed':
      return effect(confirmUnsubscribe(context.subscriptions, frame.subscription_id), true)
    case 'event':
      return { open: true, emit: deliveries(context.subscriptions, frame.event).map((event) => ({ type: 'event', event })) }
    case 'notification':
      return { open: true, emit: [{ type: 'notification', notification: frame.notification }] }
    case 'broadcast':
      return { open: true, emit: [{ type: 'broadcast', notification: frame.notification }] }
    case 'ignored':
      if (context.logged.includes(frame.reason)) return { open: true }
      return { open: true, logged: [...context.logged, frame.reason], emit: [{ type: 'ignored', reason: frame.reason, detail: frame.detail }] }
  }
}

/** Is a keep-alive waiting for its answer (any frame)? The plugin then hands every frame to the machine. */
export const echoAwaited = (snapshot: SnapshotFrom<typeof realtimeMachine>): boolean => snapshot.matches({ online: { open: { echo: 'awaited' } } })

/** The socket's state: not yet needed, connecting, open, waiting to reconnect, given up, or closed on purpose. */
export type SocketStatus = RealtimeConnection['socket']

/** The socket's state as the product names it ("socket status"; "is connected" is `open`). */
export function socketStatus(snapshot: SnapshotFrom<typeof realtimeMachine>): SocketStatus {
  if (snapshot.matches({ online: 'open' })) return 'open'
  if (snapshot.matches('online')) return 'connecting'
  if (snapshot.matches('offline')) return 'offline'
  return snapshot.value as Exclude<SocketStatus, 'open' | 'connecting' | 'offline'>
}

/** Offline, what brings the socket back: the browser coming back online, or a retry (`realtime.retry`). */
export function resumeOf(snapshot: SnapshotFrom<typeof realtimeMachine>): RealtimeConnection['resume'] {
  if (snapshot.matches({ offline: 'network' })) return 'online'
  if (snapshot.matches('offline')) return 'manual'
  return undefined
}
