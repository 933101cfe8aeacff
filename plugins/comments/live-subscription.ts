/**
 * One mounted thread's live feed: follows its container (plugins/ui/live-feed.ts) once the thread is
 * loaded, applies each frame's events in one store update, announces what they showed, and after a
 * reconnect reads what it missed. The rules of applying them are in live.ts.
 */
import type { ListAnswer } from '../../contracts/entities/comments-api'
import type { PluginContext, Slice } from '../../contracts/plugin'
import { inGroups, liveFeed, type FrameScheduler } from '../ui/live-feed'
import type { CommentsApi } from './api'
import type { ConversationsInputs } from './inputs'
import { caughtUp, changesApplied, emptyOutcome, linkChanged, heldShown, liveReloaded, readChange, type LiveChange, type LiveOutcome, type LiveReader } from './live'
import type { ThreadState } from './state'
import type { CommentsSlice } from './thread'
import { safeEntries } from '../../kernel/lib/safe-keys'

export interface LiveDeps {
  ctx: PluginContext
  api: CommentsApi
  slice: Slice<CommentsSlice>
  instanceId: string
  containerId: string
  inputs: ConversationsInputs
  frame: FrameScheduler
}

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

  /** Announces what a recipe showed (document 4 §4), with the items as the store now has them. */
  const announce = (out: LiveOutcome) => {
    const items = (uuids: string[]) => uuids.map((uuid) => state()?.items[uuid]).filter((item) => item !== undefined)
    if (out.shown.length) ctx.bus.publish('comments-realtime', 'more-loaded', items(out.shown))
    if (out.replies.length) ctx.bus.publish('comment-replies-realtime', 'loaded', items(out.replies))
  }

  /** Every loaded item read again, in selections of at most the service's limit each. */
  const reread = async (uuid: string, asked: string[]) => {
    const answers = await Promise.all(inGroups(asked).map((group) => api.selection(uuid, group)))
    // Entries copied one by one: Object.assign would let a `__proto__` author replace the record's prototype.
    return { contents: answers.flatMap((a) => a.contents), users: Object.fromEntries(answers.flatMap((a) => safeEntries(a.users ?? {}))) as ListAnswer['users'] }
  }

  const feed = liveFeed<LiveChange>({
    ctx,
    name: 'comments',
    frame,
    read: readChange,
    apply(batch) {
      const out = emptyOutcome()
      replace(changesApplied(batch, reader(), out))
      announce(out)
    },
    /** What was missed while the socket was down: the newest page, and the loaded items read again. */
    async catchUp(container) {
      const thread = state()
      if (!thread) return undefined
      const asked = [...new Set([...thread.top.uuids, ...(thread.live?.held ?? []), ...Object.values(thread.replies).flatMap((list) => list.uuids)])]
      const [answer, selection] = await Promise.all([
        // Fresh: the service lets a browser keep a thread's public page for seconds, and what was missed is in them.
        api.thread(containerId, { limit: inputs.limit + inputs.paginationLimit, reply_limit: inputs.replyLimit, sorted_by: 'newest' }, { fresh: true }),
        reread(container, asked),
      ])
      return () => {
        const out = emptyOutcome()
        replace(caughtUp(answer, selection, asked, reader(), out))
        announce(out)
      }
    },
    linkChanged: (connection) => update(linkChanged(connection)),
  })

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
      if (uuid) void feed.follow(uuid)
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
      stopWatching()
      feed.dispose()
    },
  }
}
