/**
 * One mounted live blog's live feed: subscribes to its container through `realtime.subscribe` once the
 * blog is loaded (without the realtime plugin the action is undefined and the blog is simply not live),
 * buffers events and applies them once per animation frame in one store update, and after a reconnect
 * reads what it missed. The rules of applying them are in live.ts.
 */
import type { RealtimeEvent } from '../../contracts/entities/realtime'
import { RealtimeStatus } from '../../contracts/enums'
import type { PluginContext, Slice, Subscription } from '../../contracts/plugin'
import { isActionFailure } from '../../kernel/actions'
import { hasAnimationFrames, inNextFrame } from '../../kernel/lib/frames'
import { safeEntries } from '../../kernel/lib/safe-keys'
import type { LiveblogApi } from './api'
import { serviceSort, type LiveblogInputs } from './inputs'
import { caughtUp, changesApplied, emptyOutcome, freshSeen, linkChanged, readChange, type LiveChange, type LiveOutcome, type LiveReader } from './live'
import type { BlogState, LiveblogSlice } from './state'

/** Schedules `fn` before the next paint; returns the cancel. */
export type FrameScheduler = (fn: () => void) => () => void

/** The browser's animation frame, shared with the widgets' other frame work; where there is none, a 16 ms timer. */
export function animationFrames(setTimer: (fn: () => void, ms: number) => unknown, clearTimer: (handle: unknown) => void): FrameScheduler {
  return (fn) => {
    if (hasAnimationFrames()) return inNextFrame(fn)
    const handle = setTimer(fn, 16)
    return () => clearTimer(handle)
  }
}

/** Events waiting for a frame past this many are applied at once (a hidden page may get no frame for long). */
export const MAX_BUFFERED = 2000

/** The service's selection limit: a catch-up reads the loaded items in groups of this many. */
const SELECTION_LIMIT = 100

export interface LiveDeps {
  ctx: PluginContext
  api: LiveblogApi
  slice: Slice<LiveblogSlice>
  instanceId: string
  inputs: LiveblogInputs
  frame: FrameScheduler
  /** What arrived in a batch, for the widget's announcements and the bus. */
  arrived: (out: LiveOutcome) => void
}

export function startLive({ ctx, api, slice, instanceId, inputs, frame, arrived }: LiveDeps) {
  const state = (): BlogState | undefined => slice.getState().blogs[instanceId]
  const update = (recipe: (draft: BlogState) => void) =>
    slice.update((draft) => {
      const blog = draft.blogs[instanceId]
      if (blog) recipe(blog as BlogState)
    })
  const reader = (): LiveReader => {
    const user = ctx.store.getState().session?.user
    return { ...(user?.uuid && user.user_privilege !== 'guest' ? { uuid: user.uuid } : {}), moderator: user?.user_privilege === 'moderator' || user?.user_privilege === 'admin' }
  }

  let disposed = false
  let container: string | undefined
  let subscriptionId: string | undefined
  /** The socket dropped since the last confirmation: the next one is followed by a catch-up. */
  let lost = false
  let buffer: LiveChange[] = []
  let cancelFrame: (() => void) | undefined
  const subscriptions: Array<Subscription | undefined> = []

  const flush = () => {
    cancelFrame = undefined
    const batch = buffer
    buffer = []
    if (!batch.length || disposed) return
    const out = emptyOutcome()
    update(changesApplied(batch, reader(), out))
    arrived(out)
  }

  const onEvent = (event: RealtimeEvent) => {
    if (!subscriptionId || event.subscription_id !== subscriptionId || !container) return
    const change = readChange(event, container)
    if (!change) return
    buffer.push(change)
    if (buffer.length < MAX_BUFFERED) cancelFrame ??= frame(flush)
    else {
      cancelFrame?.()
      flush()
    }
  }

  /** What was missed while the socket was down: the newest posts, the loaded items read again, the count. */
  const catchUp = async () => {
    const blog = state()
    if (!blog || !container) return
    const asked = [...new Set([...blog.posts.uuids, ...Object.values(blog.replies).flatMap((list) => list.uuids)])]
    const chunks: string[][] = []
    for (let at = 0; at < asked.length; at += SELECTION_LIMIT) chunks.push(asked.slice(at, at + SELECTION_LIMIT))
    const [answer, count, ...selections] = await Promise.all([
      api.posts(container, { limit: inputs.limit, reply_limit: inputs.replyLimit, sorted_by: serviceSort(blog.sort) }),
      api.count(container),
      ...chunks.map((chunk) => api.selection(container!, chunk)),
    ])
    if (disposed) return
    // Events already buffered are older than these answers: applied first, they cannot undo them.
    cancelFrame?.()
    flush()
    const selection = { contents: selections.flatMap((s) => s.contents), more_available: false, users: Object.fromEntries(selections.flatMap((s) => safeEntries(s.users ?? {}))) }
    const out = emptyOutcome()
    update(caughtUp(answer, selection, asked, count.count, reader(), out))
    arrived(out)
  }

  const unsubscribe = () => {
    const id = subscriptionId
    subscriptionId = undefined
    if (id) void ctx.actions.call('realtime.unsubscribe', { params: { subscription_id: id } })
  }

  const subscribe = async (uuid: string) => {
    if (uuid === container) return
    unsubscribe()
    container = uuid
    const result = await ctx.actions.call('realtime.subscribe', { params: { rules: { content_container_uuid: [uuid] } } })
    // No realtime plugin (ActionUndefined) or a refusal: this blog is not live, and says why once.
    if (isActionFailure(result)) return void ctx.log.debug('liveblog: live updates off', result.error)
    if (disposed || container !== uuid) return void ctx.actions.call('realtime.unsubscribe', { params: { subscription_id: result.subscription_id } })
    subscriptionId = result.subscription_id
  }

  subscriptions.push(
    ctx.bus.subscribe('realtime', 'event', onEvent),
    ctx.bus.subscribe('realtime', 'offline', () => void (lost = true)),
    ctx.bus.subscribe('realtime', 'connection', (connection) => {
      if (subscriptionId) update(linkChanged(connection))
    }),
    ctx.bus.subscribe('realtime', 'status', (id, status) => {
      if (id !== subscriptionId) return
      if (status === RealtimeStatus.none || status === RealtimeStatus.error) lost = true
      // Caught up on the confirmation: the service sends a subscriber nothing before it confirms.
      else if (status === RealtimeStatus.subscribed && lost) {
        lost = false
        catchUp().catch((error: unknown) => ctx.log.warn('liveblog: could not catch up after reconnecting', error))
      }
    }),
  )

  const stopWatching = slice.select(
    (s) => {
      const blog = s.blogs[instanceId]
      return blog?.status === 'loaded' ? (blog.container?.content_container_uuid ?? '') : undefined
    },
    (uuid) => {
      if (uuid) void subscribe(uuid)
    },
  )

  return {
    reader,
    /** The reader was shown the new posts. */
    seen: () => update(freshSeen),
    dispose() {
      disposed = true
      cancelFrame?.()
      stopWatching()
      for (const sub of subscriptions) sub?.remove()
      unsubscribe()
    },
  }
}
