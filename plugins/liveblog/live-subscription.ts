/**
 * One mounted live blog's live feed: follows its container (plugins/ui/live-feed.ts) once the blog is
 * loaded, applies each frame's events in one store update, and after a reconnect reads what it missed.
 * The rules of applying them are in live.ts.
 */
import type { PluginContext, Slice } from '../../contracts/plugin'
import { inGroups, liveFeed, type FrameScheduler } from '../ui/live-feed'
import { safeEntries } from '../../kernel/lib/safe-keys'
import type { LiveblogApi } from './api'
import { serviceSort, type LiveblogInputs } from './inputs'
import { caughtUp, changesApplied, emptyOutcome, freshSeen, linkChanged, readChange, type LiveChange, type LiveOutcome, type LiveReader } from './live'
import type { BlogState, LiveblogSlice } from './state'

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

  const feed = liveFeed<LiveChange>({
    ctx,
    name: 'liveblog',
    frame,
    read: readChange,
    apply(batch) {
      const out = emptyOutcome()
      update(changesApplied(batch, reader(), out))
      arrived(out)
    },
    /** What was missed while the socket was down: the newest posts, the loaded items read again, the count. */
    async catchUp(container) {
      const blog = state()
      if (!blog) return undefined
      const asked = [...new Set([...blog.posts.uuids, ...Object.values(blog.replies).flatMap((list) => list.uuids)])]
      const [answer, count, ...selections] = await Promise.all([
        api.posts(container, { limit: inputs.limit, reply_limit: inputs.replyLimit, sorted_by: serviceSort(blog.sort) }),
        api.count(container),
        ...inGroups(asked).map((group) => api.selection(container, group)),
      ])
      const selection = { contents: selections.flatMap((s) => s.contents), more_available: false, users: Object.fromEntries(selections.flatMap((s) => safeEntries(s.users ?? {}))) }
      return () => {
        const out = emptyOutcome()
        update(caughtUp(answer, selection, asked, count.count, reader(), out))
        arrived(out)
      }
    },
    linkChanged: (connection) => update(linkChanged(connection)),
  })

  const stopWatching = slice.select(
    (s) => {
      const blog = s.blogs[instanceId]
      return blog?.status === 'loaded' ? (blog.container?.content_container_uuid ?? '') : undefined
    },
    (uuid) => {
      if (uuid) void feed.follow(uuid)
    },
  )

  return {
    reader,
    /** The reader was shown the new posts. */
    seen: () => update(freshSeen),
    dispose() {
      stopWatching()
      feed.dispose()
    },
  }
}
