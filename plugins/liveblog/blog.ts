/**
 * One mounted live blog: loading (the container found, or created when the service does not know it
 * yet, then its first posts and their count), paging, replies, and every change a reader or an editor
 * makes — each applied to the store from the service's answer by the same rules as a live event
 * (live.ts), so whichever of the answer and the event comes first, the other then changes nothing.
 */
import type { LiveItemAnswer, LivePost } from '../../contracts/entities/liveblog-api'
import { LiveblogLimits } from '../../contracts/entities/liveblog-api'
import type { MediaItem } from '../../contracts/entities/page'
import type { RealtimeAction } from '../../contracts/enums'
import type { PluginContext, Slice } from '../../contracts/plugin'
import { errorMessage } from '../../kernel/error-message'
import { ErrorCode, readerError, VfError } from '../../kernel/errors'
import type { LiveblogApi, ModerationAction, Reaction } from './api'
import { serviceSort, type LiveblogInputs } from './inputs'
import { applyChange, emptyOutcome, type LiveOutcome } from './live'
import { startLive } from './live-subscription'
import type { FrameScheduler } from '../ui/live-feed'
import { clamp } from '../../kernel/lib/parse'
import { blogLoaded, emptyBlog, moreLoaded, repliesLoaded, type BlogState, type LiveblogSlice } from './state'

/** The tag analytics names this widget by. */
export const WIDGET = 'vf-livestory'

export interface BlogDeps {
  ctx: PluginContext
  api: LiveblogApi
  slice: Slice<LiveblogSlice>
  instanceId: string
  containerId: string
  inputs: LiveblogInputs
  frame: FrameScheduler
}

export type Blog = ReturnType<typeof createBlog>

export function createBlog({ ctx, api, slice, instanceId, containerId, inputs, frame }: BlogDeps) {
  const update = (recipe: (draft: BlogState) => void) =>
    slice.update((draft) => {
      const blog = draft.blogs[instanceId]
      if (blog) recipe(blog as BlogState)
    })
  const state = () => slice.getState().blogs[instanceId]!
  const container = () => {
    const uuid = state().container?.content_container_uuid
    if (!uuid) throw new VfError(ErrorCode.ContextUnavailable, ctx.i18n.t('settings.error.error_fetching'))
    return uuid
  }
  const statusKey = `liveblog:${instanceId}`
  const interaction = (type: string, item?: LivePost) =>
    ctx.bus.publish('analytics', 'interaction', { type, widget: WIDGET, containerId, ...(item ? { content_uuid: item.content_uuid, container: item.content_container_uuid } : {}) })

  slice.update((draft) => void (draft.blogs[instanceId] = emptyBlog(inputs.sort)))
  /** What arrived live, said on the bus (as the comments' `comments-realtime` does): the widget announces it. */
  const arrived = (out: LiveOutcome) => {
    const items = (uuids: string[]) => uuids.map((uuid) => state()?.items[uuid]).filter((item): item is LivePost => item !== undefined)
    if (out.posts.length) ctx.bus.publish('liveblog-realtime', 'more-loaded', items(out.posts))
    if (out.replies.length) ctx.bus.publish('liveblog-realtime', 'replies-loaded', items(out.replies))
  }
  const live = startLive({ ctx, api, slice, instanceId, inputs, frame, arrived })

  /** The service's answer to the reader's own change, applied as a live event would be. */
  const apply = (answer: LiveItemAnswer, action: RealtimeAction) => {
    const out = emptyOutcome()
    update((draft) => applyChange(draft, { action, item: answer.content, users: answer.users, own: true }, live.reader(), out))
    return answer.content
  }
  const text = (content: string) => {
    const trimmed = content.trim()
    if (!trimmed) throw readerError(ctx.i18n.t('liveblog:errors.empty'))
    return trimmed
  }

  const load = async () => {
    update((draft) => void (draft.status = 'loading'))
    try {
      const found = await api.container(containerId)
      const uuid = found.content_container_uuid
      const [answer, count] = await Promise.all([api.posts(uuid, { limit: inputs.limit, reply_limit: inputs.replyLimit, sorted_by: serviceSort(state().sort) }), api.count(uuid)])
      update(blogLoaded(found, answer, count.count))
      ctx.bus.publish('liveblog', 'loaded', { containerId })
      ctx.bus.publish('analytics', 'view', { widget: WIDGET, containerId })
      return state()
    } catch (error) {
      update((draft) => void (draft.status = 'error'))
      // Shown for the status display time; the retry stays (document 1 §8).
      ctx.status.fail(statusKey, errorMessage(error, (key) => ctx.i18n.t(key)))
      throw error
    }
  }

  const loadMore = async (limit?: number) => {
    const { posts, sort } = state()
    if (!posts.more) return { loaded: 0, hasMore: false }
    const size = typeof limit === 'number' && Number.isInteger(limit) ? clamp(limit, 1, 100) : inputs.paginationLimit
    const answer = await api.posts(container(), { limit: size, reply_limit: inputs.replyLimit, sorted_by: serviceSort(sort), ...(posts.next ? { starting_from: posts.next } : {}) })
    update(moreLoaded(answer))
    ctx.bus.publish('analytics', 'load_more_click', { widget: WIDGET, containerId })
    return { loaded: answer.contents.length, hasMore: answer.more_available }
  }

  const loadReplies = async (post: string) => {
    const list = state().replies[post]
    const answer = await api.replies(container(), post, { limit: inputs.paginationReplyLimit, sorted_by: 'oldest', ...(list?.next ? { starting_from: list.next } : {}) })
    update(repliesLoaded(post, answer, !list))
    return answer.contents
  }

  const post = async (content: string, media: string[] = []) => {
    if (media.length > LiveblogLimits.postMedia) throw readerError(ctx.i18n.t('liveblog:errors.too_many_images', { n: LiveblogLimits.postMedia }))
    const item = apply(await api.post(container(), { content: text(content), ...(media.length ? { media_uuids: media } : {}) }), 'created')
    interaction('post', item)
    return item
  }

  const edit = async (uuid: string, content: string, media?: string[]) => {
    const item = apply(await api.edit(container(), uuid, { content: text(content), ...(media ? { media_uuids: media } : {}) }), 'updated')
    interaction('edit', item)
    return item
  }

  const reply = async (postUuid: string, content: string, anonymousName?: string) => {
    const item = apply(await api.reply(container(), postUuid, { content: text(content), ...(anonymousName ? { anonymous_name: anonymousName } : {}) }), 'created')
    interaction('reply', item)
    return item
  }

  const remove = async (uuid: string) => apply(await api.remove(container(), uuid), 'deleted')

  const react = async (uuid: string, reaction: Reaction) => {
    const item = apply(await api.react(container(), uuid, reaction), 'updated')
    interaction(reaction, item)
    return item
  }

  const flag = async (uuid: string, reason: string) => {
    if (!reason.trim()) throw readerError(ctx.i18n.t('liveblog:errors.reason'))
    const item = apply(await api.flag(container(), uuid, reason.trim()), 'updated')
    interaction('flag', item)
    return item
  }
  const unflag = async (uuid: string) => apply(await api.unflag(container(), uuid), 'updated')

  const moderate = async (uuid: string, action: ModerationAction) => apply(await api.moderate(container(), uuid, action), action === 'enable' || action === 'unspam' ? 'visible' : 'updated')

  const upload = async (file: Blob, description: string, fileName?: string): Promise<MediaItem> => {
    if (file.size > LiveblogLimits.mediaBytes) throw readerError(ctx.i18n.t('liveblog:errors.too_large', { n: LiveblogLimits.mediaBytes / 1024 / 1024 }))
    if (file.type && !(LiveblogLimits.mediaTypes as readonly string[]).includes(file.type)) throw readerError(ctx.i18n.t('liveblog:errors.not_an_image'))
    return api.upload(container(), file, description.trim(), fileName)
  }

  const setStatus = async (status: 'open' | 'closed') => {
    const changed = await api.change(container(), { status })
    update((draft) => void (draft.container = { ...draft.container, ...changed }))
    return changed
  }

  return {
    containerId,
    statusKey,
    load,
    loadMore,
    loadReplies,
    post,
    edit,
    reply,
    remove,
    react,
    flag,
    unflag,
    moderate,
    upload,
    setStatus,
    signature: () => api.signature(container()),
    showNew: () => live.seen(),
    item: (uuid: string) => state()?.items[uuid],
    dispose: () => {
      live.dispose()
      slice.update((draft) => void delete draft.blogs[instanceId])
    },
  }
}
