/**
 * One container followed live over the realtime plugin, for any widget that shows a container's content
 * (comments, live blog, chat, reviews, questions, polls, a plugin developer's own): subscribes through the
 * `realtime.subscribe` action (without the realtime plugin the action is undefined and the widget is simply
 * not live, said once in the debug log), reads each event of its subscription into the widget's own change,
 * buffers them and applies them once per animation frame in one batch — a busy container makes a few
 * renders a second, not one per event — and after a lost link, once the service confirms the subscription
 * again, reads what was missed.
 *
 * It speaks only the realtime contract (document 2 §4 and contracts/events.ts); what a change is and how a
 * batch is applied are the widget's.
 */
import type { RealtimeEvent, RealtimeRules } from '../../contracts/entities/realtime'
import { RealtimeStatus } from '../../contracts/enums'
import type { RealtimeConnection } from '../../contracts/events'
import type { PluginContext, Subscription } from '../../contracts/plugin'
import { isActionFailure } from '../../kernel/actions'
import { hasAnimationFrames, inNextFrame } from '../../kernel/lib/frames'

/** Schedules `fn` before the next paint; returns the cancel. */
export type FrameScheduler = (fn: () => void) => () => void

/**
 * The browser's animation frame, shared with the widgets' other frame work (kernel/lib/frames.ts) so a frame makes
 * one commit; where there is none (a server, a test), a 16 ms timer.
 */
export function animationFrames(setTimer: (fn: () => void, ms: number) => unknown, clearTimer: (handle: unknown) => void): FrameScheduler {
  return (fn) => {
    if (hasAnimationFrames()) return inNextFrame(fn)
    const handle = setTimer(fn, 16)
    return () => clearTimer(handle)
  }
}

/**
 * Events waiting for a frame past this many are applied at once. A frame normally comes long before
 * (5,000 events a second make ~100 a frame), but a page that gets none for long (hidden, or stalled by
 * the host) must not hold an ever-growing buffer and then apply it in one enormous frame.
 */
export const MAX_BUFFERED = 2000

/** The service's selection limit (document 1 §7): a catch-up reads the loaded items in groups of this many. */
export const SELECTION_LIMIT = 100

/** `items` in groups of at most `size` (for selection calls). */
export function inGroups<T>(items: readonly T[], size = SELECTION_LIMIT): T[][] {
  const groups: T[][] = []
  for (let at = 0; at < items.length; at += size) groups.push(items.slice(at, at + size))
  return groups
}

export interface LiveFeedOptions<Change> {
  ctx: PluginContext
  /** The widget's name, for the log. */
  name: string
  frame: FrameScheduler
  /** The change an event of the followed container is for this widget, or nothing. */
  read(event: RealtimeEvent, container: string): Change | undefined
  /** Applies a batch of changes, in arrival order (one store update). */
  apply(batch: Change[]): void
  /**
   * Reads what was missed while the link was down and returns what applies it. Events buffered meanwhile
   * are older than its answers: they are applied first, so they cannot undo them.
   */
  catchUp(container: string): Promise<(() => void) | undefined>
  /** The socket's link changed while this widget is live (to show "paused" or "stopped"). */
  linkChanged?(connection: RealtimeConnection): void
  /** The rules a followed key subscribes with; the container's (`content_container_uuid`) by default. */
  rules?(key: string): RealtimeRules
}

export interface LiveFeed {
  /** Follows this container (once loaded; the same one again changes nothing; another replaces it). */
  follow(container: string): Promise<void>
  /** Whether the service confirmed a subscription (the widget is live). */
  readonly live: boolean
  dispose(): void
}

export function liveFeed<Change>({ ctx, name, frame, read, apply, catchUp, linkChanged, rules }: LiveFeedOptions<Change>): LiveFeed {
  let disposed = false
  let container: string | undefined
  let subscriptionId: string | undefined
  /** The socket dropped since the last confirmation: the next one is followed by a catch-up. */
  let lost = false
  let buffer: Change[] = []
  let cancelFrame: (() => void) | undefined
  const subscriptions: Array<Subscription | undefined> = []

  const flush = () => {
    cancelFrame?.()
    cancelFrame = undefined
    const batch = buffer
    buffer = []
    if (batch.length && !disposed) apply(batch)
  }

  const onEvent = (event: RealtimeEvent) => {
    if (!subscriptionId || event.subscription_id !== subscriptionId || !container) return
    const change = read(event, container)
    if (change === undefined) return
    buffer.push(change)
    if (buffer.length >= MAX_BUFFERED) flush()
    else cancelFrame ??= frame(() => {
      cancelFrame = undefined
      flush()
    })
  }

  const caughtUp = async (uuid: string) => {
    const applyMissed = await catchUp(uuid)
    if (disposed || container !== uuid) return
    flush()
    applyMissed?.()
  }

  const unsubscribe = () => {
    const id = subscriptionId
    subscriptionId = undefined
    if (id) void ctx.actions.call('realtime.unsubscribe', { params: { subscription_id: id } })
  }

  subscriptions.push(
    ctx.bus.subscribe('realtime', 'event', onEvent),
    ctx.bus.subscribe('realtime', 'offline', () => void (lost = true)),
    // Only a live widget says whether its updates flow: one without a subscription never was live.
    ctx.bus.subscribe('realtime', 'connection', (connection) => {
      if (subscriptionId) linkChanged?.(connection)
    }),
    ctx.bus.subscribe('realtime', 'status', (id, status) => {
      if (id !== subscriptionId || !container) return
      if (status === RealtimeStatus.none || status === RealtimeStatus.error) lost = true
      // Caught up on the confirmation, not on `connected`: the service sends a subscriber nothing before it
      // confirms, so an earlier read could miss what happened in between.
      else if (status === RealtimeStatus.subscribed && lost) {
        lost = false
        caughtUp(container).catch((error: unknown) => ctx.log.warn(`${name}: could not catch up after reconnecting`, error))
      }
    }),
  )

  return {
    async follow(uuid) {
      if (uuid === container || disposed) return
      unsubscribe()
      buffer = []
      container = uuid
      const result = await ctx.actions.call('realtime.subscribe', { params: { rules: rules ? rules(uuid) : { content_container_uuid: [uuid] } } })
      // No realtime plugin (ActionUndefined) or a refusal: this widget is not live, and says why once.
      if (isActionFailure(result)) return void ctx.log.debug(`${name}: live updates off`, result.error)
      if (disposed || container !== uuid) return void ctx.actions.call('realtime.unsubscribe', { params: { subscription_id: result.subscription_id } })
      subscriptionId = result.subscription_id
      // Made while the reader is away (the realtime plugin paused live content, document 3 §4): it waits,
      // and once the service confirms it, what happened since this widget read its content is read.
      if (ctx.store.getState().realtime?.paused) lost = true
    },
    get live() {
      return subscriptionId !== undefined
    },
    dispose() {
      disposed = true
      cancelFrame?.()
      cancelFrame = undefined
      buffer = []
      for (const sub of subscriptions) sub?.remove()
      unsubscribe()
    },
  }
}
