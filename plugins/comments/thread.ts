/**
 * One mounted comments widget's thread: loading (creating the container when the service does not know
 * it yet), paging, replies, sorting and tabs, and every change the reader makes, each applied to the
 * store from the service's answer so the screen shows what the service really holds.
 */
import type { ItemAnswer, ListAnswer, ListedContent } from '../../contracts/entities/comments-api'
import type { Container } from '../../contracts/entities/container'
import { WidgetSort } from '../../contracts/enums'
import { errorMessage } from '../../kernel/error-message'
import { ErrorCode, readerError, VfError } from '../../kernel/errors'
import { isHttpError } from '../../kernel/http/errors'
import { parseEnum } from '../../kernel/lib/parse'
import type { ListQuery, ModerationAction, Reaction } from './api'
import { serviceSort } from './inputs'
import type { Highlight } from './summaries'
import { relist } from './live'
import { startLive, type LiveDeps } from './live-subscription'
import { emptyThread, freezeNew, itemChanged, mergeUsers, itemPosted, moreLoaded, repliesLoaded, threadLoaded, THREAD_TABS, type ThreadState, type ThreadTab } from './state'

export interface CommentsSlice {
  threads: Record<string, ThreadState>
  /** Each mounted counter's container (summaries.ts), by instance id. */
  counters?: Record<string, Container>
  /** Each mounted pull quote's highlighted comment, by instance id. */
  highlights?: Record<string, Highlight>
  /** Each mounted conversation starter's visible total, by instance id. */
  totals?: Record<string, number>
}

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The comments plugin's: every comments widget's thread, by instance id. */
    comments: CommentsSlice
  }
}

/** What the thread's live updates need (`frame`: when buffered live events are applied), and the deep link. */
export interface ThreadDeps extends LiveDeps {
  /** The deep-linked comment UUID, if the address names one. */
  deepLink?: string
}

export type Thread = ReturnType<typeof createThread>

/** How long a page fetched ahead of the reader's "load more" is used: older, it is asked for again (its comments may have changed). */
export const PREFETCH_FRESH_MS = 15_000

export function createThread({ ctx, api, slice, instanceId, containerId, inputs, deepLink, frame }: ThreadDeps) {
  const update = (recipe: (draft: ThreadState) => void) =>
    slice.update((draft) => {
      const thread = draft.threads[instanceId]
      if (thread) recipe(thread as ThreadState)
    })
  /**
   * A page into the store without an immer draft. Drafting the thread copied the whole items record and
   * the list and then walked them again to finalise, for every page: work and garbage that grow with the
   * thread (~1 ms a page at 1,000 comments), for a change of a hundred. The recipe (one of state.ts's that
   * only adds entries: a page) runs on copies of the thread's collections instead, and the new thread is
   * frozen here, so immer takes it as it is (a frozen result is not walked again). The old values stay
   * frozen: a recipe that changed one in place would throw, not corrupt the store.
   */
  const addPage = (recipe: (thread: ThreadState) => void) =>
    slice.update(() => {
      const base = slice.getState()
      const thread = base.threads[instanceId]
      if (!thread) return
      const next: ThreadState = { ...thread, items: { ...thread.items }, users: { ...thread.users }, replies: { ...thread.replies }, top: { ...thread.top, uuids: [...thread.top.uuids] } }
      recipe(next)
      return freezeNew({ ...base, threads: { ...base.threads, [instanceId]: next } })
    })
  const state = () => slice.getState().threads[instanceId]!
  const container = () => {
    const uuid = state().container?.content_container_uuid
    if (!uuid) throw new VfError(ErrorCode.ContextUnavailable, ctx.i18n.t('settings.error.error_fetching'))
    return uuid
  }
  const query = (limit: number, extra: Partial<ListQuery> = {}): ListQuery => {
    const { sort, tab } = state()
    return {
      limit,
      reply_limit: inputs.replyLimit,
      sorted_by: serviceSort(sort),
      ...(tab === 'featured' ? { filtered_by: 'is_picked' as const } : tab === 'top' ? { filtered_by: 'is_top_content' as const } : {}),
      ...extra,
    }
  }
  const statusKey = `comments:${instanceId}`

  slice.update((draft) => void (draft.threads[instanceId] = emptyThread(inputs.sort)))
  const live = startLive({ ctx, api, slice, instanceId, containerId, inputs, frame })

  /**
   * The deep-linked comment, when the first page does not hold it: read by UUID (with its thread's
   * root, for a reply whose parent is not loaded either), then listed where the reader sees it (a
   * comment on top, a reply first under its parent, whose other replies still load) and focused.
   */
  const fetchShared = async (uuid: string): Promise<ListedContent | undefined> => {
    const answer = await api.selection(container(), [uuid])
    const item = answer.contents[0]
    if (item) {
      update((draft) => {
        mergeUsers(draft, answer.users)
        draft.items[uuid] = item
      })
      return item
    }
    // Not in this thread for this reader: the single read says why. A 401 (a comment awaiting
    // moderation, for a guest) is ignored with a warning (document 1 §8), as is one that is gone.
    try {
      await api.single(uuid)
    } catch (error) {
      if (isHttpError(error) && error.error_status === 401) ctx.log.warn(`The shared comment ${uuid} is not available to this reader.`)
      else if (isHttpError(error) && error.error_status === 404) ctx.log.warn(`The shared comment ${uuid} does not exist (any more).`)
      else throw error
      return undefined
    }
    ctx.log.warn(`The shared comment ${uuid} is not in this conversation.`)
    return undefined
  }
  const reveal = async (uuid: string, focus = true): Promise<boolean> => {
    const known = state().items[uuid]
    const item = known ?? (await fetchShared(uuid))
    if (!item) return false
    const parent = item.parent_uuid
    if (parent && !state().items[parent] && !(await reveal(parent, false))) return false
    // The shared comment's thread, read for it: root first (`comment-thread`/`loaded`).
    if (!known && focus) {
      const thread: ListedContent[] = []
      for (let at: ListedContent | undefined = item; at; at = at.parent_uuid ? state().items[at.parent_uuid] : undefined) thread.unshift(at)
      ctx.bus.publish('comment-thread', 'loaded', thread)
    }
    update((draft) => {
      if (!parent && !draft.top.uuids.includes(uuid)) draft.top.uuids.unshift(uuid)
      if (parent) {
        // A list made here holds only this reply: the parent's "load replies" still offers the rest.
        const replies = (draft.replies[parent] ??= { uuids: [], more: true })
        if (!replies.uuids.includes(uuid)) replies.uuids.unshift(uuid)
      }
      if (focus) draft.focus = uuid
    })
    return true
  }

  const load = async () => {
    update((draft) => void (draft.status = 'loading'))
    try {
      let answer
      try {
        answer = await api.thread(containerId, query(inputs.limit + inputs.paginationLimit))
      } catch (error) {
        if (!isHttpError(error) || error.error_status !== 404) throw error
        // Not found: a new discussion. Create its container, then load again.
        await ctx.pages.container(containerId, 'livecomments')
        answer = await api.thread(containerId, query(inputs.limit + inputs.paginationLimit))
      }
      update(threadLoaded(answer))
      ctx.bus.publish('commenting', 'loaded', { containerId, total: answer.totals.all })
      // A shared comment that cannot be shown leaves the thread as it loaded.
      if (deepLink) await reveal(deepLink).catch((error: unknown) => ctx.log.warn(`The shared comment ${deepLink} could not be shown: ${error instanceof Error ? error.message : String(error)}`))
      return state()
    } catch (error) {
      update((draft) => void (draft.status = 'error'))
      // Shown for the status display time, then the retry button stays (document 1 §8).
      ctx.status.fail(statusKey, errorMessage(error, (key) => ctx.i18n.t(key)))
      throw error
    }
  }

  /** The page after the loaded ones, of `size`: its request, and a key naming it (container, order, filter, cursor). */
  const nextPage = (size: number) => {
    const { top } = state()
    const request = { container: container(), query: query(size, top.next ? { starting_from: top.next } : {}) }
    return { ...request, key: JSON.stringify(request) }
  }
  /**
   * The next page, asked for while the reader nears the end of the list (the view calls this when the
   * "load more" button comes within a screen of view), so their "load more" finds it already here and the
   * request no longer runs between the click and the comments. Used only for that same page (same
   * order, filter and cursor) and within {@link PREFETCH_FRESH_MS}; a failed one is forgotten (the click
   * asks again, and shows its failure). Nothing is put on the screen or announced until the click.
   */
  let ahead: { key: string; answer: Promise<ListAnswer>; at: number } | undefined
  const prefetchMore = () => {
    const { top, status } = state()
    if (!top.more || status !== 'loaded' || !state().container) return
    const page = nextPage(inputs.paginationLimit)
    if (ahead?.key === page.key && ctx.clock.now() - ahead.at < PREFETCH_FRESH_MS) return
    const answer = api.more(page.container, page.query)
    const asked = { key: page.key, answer, at: ctx.clock.now() }
    ahead = asked
    answer.catch(() => void (ahead === asked && (ahead = undefined)))
  }

  const loadMore = async (limit?: number) => {
    const { top } = state()
    if (!top.more) return { loaded: 0, hasMore: false }
    const size = typeof limit === 'number' && Number.isInteger(limit) ? Math.min(Math.max(limit, 1), 100) : inputs.paginationLimit
    const page = nextPage(size)
    const kept = ahead?.key === page.key && ctx.clock.now() - ahead.at < PREFETCH_FRESH_MS ? ahead.answer : undefined
    ahead = undefined
    const answer = (kept ? await kept.catch(() => undefined) : undefined) ?? (await api.more(page.container, page.query))
    addPage(moreLoaded(answer))
    ctx.bus.publish('comments', 'more-loaded', answer.contents)
    ctx.bus.publish('analytics', 'load_more_click', { containerId })
    return { loaded: answer.contents.length, hasMore: answer.more_available }
  }

  const loadReplies = async (parent: string) => {
    const list = state().replies[parent]
    const fresh = !list
    const answer = await api.replies(container(), parent, { limit: inputs.paginationReplyLimit, ...(list?.next ? { starting_from: list.next } : {}) })
    update(repliesLoaded(parent, answer, fresh))
    ctx.bus.publish('comment-replies', 'loaded', answer.contents)
    return answer.contents
  }

  /** An unknown sort is newest (document 1 §5); the same sort again changes nothing and tells no one. */
  const sort = async (asked: WidgetSort) => {
    const next = parseEnum(asked, WidgetSort, 'newest')
    const from = state().sort
    if (next === from) return
    update((draft) => void (draft.sort = next))
    ctx.bus.publish('commenting', 'sorted', next)
    ctx.bus.publish('comments', 'sorted', next)
    ctx.bus.publish('analytics', 'sortComments', { from, to: next })
    await load()
  }

  /** An unknown tab is all. */
  const tab = async (asked: ThreadTab) => {
    const next = parseEnum(asked, THREAD_TABS, 'all')
    if (next === state().tab) return
    update((draft) => void (draft.tab = next))
    await load()
  }

  /**
   * The service's answer to the reader's own change, applied as the live feed would apply it: a pin
   * moves the comment at once, a removal without replies takes it off the list. Whichever of the answer
   * and the live event comes first, the other then changes nothing.
   */
  const apply = (answer: ItemAnswer) => {
    const uuid = answer.content.content_uuid
    const old = state().items[uuid]
    update((draft) => {
      itemChanged(answer.content, answer.users)(draft)
      relist(draft, old, draft.items[uuid]!, live.reader())
    })
    return answer.content
  }

  const post = async (content: string, anonymousName?: string, parent?: string): Promise<ListedContent> => {
    const text = content.trim()
    if (!text) throw readerError(ctx.i18n.t('conversations:errors.empty'))
    const answer = await api.post(container(), { content: text, ...(anonymousName ? { anonymous_name: anonymousName } : {}) }, parent)
    update(itemPosted(answer.content, answer.users))
    if (parent) ctx.bus.publish('comment-reply', 'posted', answer.content)
    else ctx.bus.publish('comment', 'created', answer.content)
    return answer.content
  }

  const edit = async (uuid: string, content: string) => {
    const text = content.trim()
    if (!text) throw readerError(ctx.i18n.t('conversations:errors.empty'))
    const item = apply(await api.edit(container(), uuid, text))
    ctx.bus.publish('comment', 'edited', item)
    return item
  }

  const remove = async (uuid: string) => apply(await api.remove(container(), uuid))

  const react = async (uuid: string, reaction: Reaction, reason?: string) => {
    const item = apply(await api.react(container(), uuid, reaction, reason))
    if (reaction === 'like') ctx.bus.publish('comment', 'liked', item)
    ctx.bus.publish('comment', 'reaction', item, reaction)
    return item
  }

  const moderate = async (uuid: string, action: ModerationAction) => apply(await api.moderate(container(), uuid, action))

  return {
    containerId,
    statusKey,
    load,
    loadMore,
    prefetchMore,
    loadReplies,
    sort,
    tab,
    post,
    edit,
    remove,
    react,
    moderate,
    showNew: live.showNew,
    item: (uuid: string) => state()?.items[uuid],
    dispose: () => {
      live.dispose()
      slice.update((draft) => void delete draft.threads[instanceId])
    },
  }
}
