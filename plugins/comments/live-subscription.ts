/**
 * One mounted thread's live feed: subscribes to its container through `realtime.subscribe` once the
 * thread is loaded (without the realtime plugin the action is undefined and the thread is simply not
 * live), buffers events and applies them once per animation frame in one store update, and after a
 * reconnect fetches what it missed. The rules of applying them are in live.ts.
 */
import type { ListAnswer } from '../../contracts/entities/comments-api'
import type { RealtimeEvent } from '../../contracts/entities/realtime'
import { RealtimeStatus } from '../../contracts/enums'
import type { PluginContext, Slice, Subscription } from '../../contracts/plugin'
import { isActionFailure } from '../../kernel/actions'
import { hasAnimationFrames, inNextFrame } from '../../kernel/lib/frames'
import type { CommentsApi } from './api'
import type { ConversationsInputs } from './inputs'
import { caughtUp, changesApplied, emptyOutcome, linkChanged, heldShown, liveReloaded, readChange, type LiveChange, type LiveOutcome, type LiveReader } from './live'
import type { ThreadState } from './state'
import type { CommentsSlice } from './thread'
import { safeEntries } from '../../kernel/lib/safe-keys'

/** Schedules `fn` before the next paint; returns the cancel. */
export type FrameScheduler = (fn: () => void) => () => void

/**
 * The browser's animation frame, shared with the widgets' other frame work (kernel/lib/frames.ts) so a
 * frame makes one commit; where there is none (a server, a test), a 16 ms timer.
 */
export function animationFrames(setTimer: (fn: () => void, ms: number) => unknown, clearTimer: (handle: unknown) => void): FrameScheduler {
  return (fn) => {
    if (hasAnimationFrames()) return inNextFrame(fn)
    const handle = setTimer(fn, 16)
    return () => clearTimer(handle)
  }
}

export interface LiveDeps {
  ctx: PluginContext
  api: CommentsApi
  slice: Slice<CommentsSlice>
  instanceId: string
  containerId: string
  inputs: ConversationsInputs
  frame: FrameScheduler
}

/**
 * Events waiting for a frame past this many are applied at once. A frame normally comes long before
 * (5,000 events a second make ~100 a frame), but a page that gets none for long (hidden, or stalled by
 * the host) must not hold an ever-growing buffer and then apply it in one enormous frame.
 */
export const MAX_BUFFERED = 2000

/** The service's selection limit: catch-up reads the loaded items in groups of this many. */
const SELECTION_LIMIT = 100

export function startLive({ ctx, api, slice, instanceId, containerId, inputs, frame }: LiveDeps) {
  const state = (): ThreadState | undefined => slice.getState().threads[instanceId]
  const update = (recipe: (draft: ThreadState) => void) =>
    slice.update((draft) => {
      const thread = draft.threads[instanceId]
      if (thread) recipe(thread as ThreadState)
    })
  /** A live batch's new thread (live-copy.ts) into the store: made frozen, so immer takes it as it is. */
  const replace = (batch: (thread: ThreadState) => ThreadState) =>
    slice.update(() => {
      const base = slice.getState()
      const thread = base.threads[instanceId]
      if (!thread) return
      const next = batch(thread)
      if (next === thread) return
      return Object.freeze({ ...base, threads: Object.freeze({ ...base.threads, [instanceId]: next }) })
    })
  const reader = (): LiveReader => {
    const user = ctx.store.getState().session?.user
    return { ...(user?.uuid ? { uuid: user.uuid } : {}), moderator: user?.user_privilege === 'moderator' || user?.user_privilege === 'admin' }
  }

  let disposed = false
  let container: string | undefined
  let subscriptionId: string | undefined
  /** The socket dropped since the last confirmation: the next one is followed by a catch-up. */
  let lost = false
  let buffer: LiveChange[] = []
  let cancelFrame: (() => void) | undefined
  const subscriptions: Array<Subscription | undefined> = []

  /** Announces what a recipe showed (document 4 §4), with the items as the store now has them. */
  const announce = (out: LiveOutcome) => {
    const items = (uuids: string[]) => uuids.map((uuid) => state()?.items[uuid]).filter((item) => item !== undefined)
    if (out.shown.length) ctx.bus.publish('comments-realtime', 'more-loaded', items(out.shown))
    if (out.replies.length) ctx.bus.publish('comment-replies-realtime', 'loaded', items(out.replies))
  }

  const flush = () => {
    cancelFrame = undefined
    const batch = buffer
    buffer = []
    if (!batch.length || disposed) return
    const out = emptyOutcome()
    replace(changesApplied(batch, reader(), out))
    announce(out)
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

  /** Every loaded item read again, in selections of at most the service's limit each. */
  const reread = async (uuid: string, asked: string[]) => {
    const chunks: string[][] = []
    for (let at = 0; at < asked.length; at += SELECTION_LIMIT) chunks.push(asked.slice(at, at + SELECTION_LIMIT))
    const answers = await Promise.all(chunks.map((chunk) => api.selection(uuid, chunk)))
    // Entries copied one by one: Object.assign would let a `__proto__` author replace the record's prototype.
    return { contents: answers.flatMap((a) => a.contents), users: Object.fromEntries(answers.flatMap((a) => safeEntries(a.users ?? {}))) as ListAnswer['users'] }
  }

  /** What was missed while the socket was down: the newest page, and the loaded items read again. */
  const catchUp = async () => {
    const thread = state()
    if (!thread || !container) return
    const asked = [...new Set([...thread.top.uuids, ...(thread.live?.held ?? []), ...Object.values(thread.replies).flatMap((list) => list.uuids)])]
    const [answer, selection] = await Promise.all([
      api.thread(containerId, { limit: inputs.limit + inputs.paginationLimit, reply_limit: inputs.replyLimit, sorted_by: 'newest' }),
      reread(container, asked),
    ])
    if (disposed) return
    // Events already buffered are older than these answers: applied first, they cannot undo them.
    cancelFrame?.()
    flush()
    const out = emptyOutcome()
    replace(caughtUp(answer, selection, asked, reader(), out))
    announce(out)
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
    // No realtime plugin (ActionUndefined) or a refusal: this thread is not live, and says why once.
    if (isActionFailure(result)) return void ctx.log.debug('comments: live updates off', result.error)
    if (disposed || container !== uuid) return void ctx.actions.call('realtime.unsubscribe', { params: { subscription_id: result.subscription_id } })
    subscriptionId = result.subscription_id
  }

  subscriptions.push(
    ctx.bus.subscribe('realtime', 'event', onEvent),
    ctx.bus.subscribe('realtime', 'offline', () => void (lost = true)),
    // Only a live thread says whether its updates flow: a thread without a subscription never was live.
    ctx.bus.subscribe('realtime', 'connection', (connection) => {
      if (subscriptionId) update(linkChanged(connection))
    }),
    ctx.bus.subscribe('realtime', 'status', (id, status) => {
      if (id !== subscriptionId) return
      if (status === RealtimeStatus.none || status === RealtimeStatus.error) lost = true
      // Caught up on the confirmation, not on `connected`: the service sends a subscriber nothing
      // before it confirms, so an earlier read could miss what happened in between.
      else if (status === RealtimeStatus.subscribed && lost) {
        lost = false
        catchUp().catch((error: unknown) => ctx.log.warn('comments: could not catch up after reconnecting', error))
      }
    }),
  )

  // Subscribed once the thread is loaded (its container's uuid is known); a reload drops the held
  // comments it now lists.
  const stopWatching = slice.select(
    (s) => {
      const thread = s.threads[instanceId]
      return thread?.status === 'loaded' ? (thread.container?.content_container_uuid ?? '') : undefined
    },
    (uuid, previous) => {
      if (uuid === undefined) return
      if (previous === undefined) update(liveReloaded)
      if (uuid) void subscribe(uuid)
    },
  )

  return {
    /** Who reads this thread now, for the live rules. */
    reader,
    /** The reader asked for the held new comments. */
    showNew() {
      const out = emptyOutcome()
      update(heldShown(out))
      announce(out)
    },
    dispose() {
      disposed = true
      cancelFrame?.()
      stopWatching()
      for (const sub of subscriptions) sub?.remove()
      unsubscribe()
    },
  }
}
