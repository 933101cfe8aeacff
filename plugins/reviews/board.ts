/**
 * One mounted reviews widget (the reviews, or the standalone rating): loading (the container found, or
 * created when the service does not know it yet, then its first reviews, its ratings and the reader's own
 * review), paging, sorting, replies, every change the reader makes and a moderator's tools — each applied to the store from
 * the service's answer by the same rules as a live event (live.ts), so whichever comes first, the other
 * then changes nothing. It follows its container live (plugins/ui/live-feed.ts).
 */
import { RatingBounds, ReviewLimits, type Review, type ReviewItemAnswer } from '../../contracts/entities/reviews-api'
import type { ReviewSort } from '../../contracts/enums'
import type { PluginContext, Slice } from '../../contracts/plugin'
import { errorMessage } from '../../kernel/error-message'
import { ErrorCode, readerError, VfError } from '../../kernel/errors'
import { inGroups, liveFeed, type FrameScheduler } from '../ui/live-feed'
import { clamp } from '../../kernel/lib/parse'
import { graphemeCount } from '../../kernel/lib/text'
import type { HelpfulVote, ReviewsApi } from './api'
import type { BoardInputs } from './inputs'
import { REVIEW_MODERATION_ACTIONS, ReviewModerationCalls, type ReviewModerationAction } from './moderation'
import { applyChange, changesApplied, emptyOutcome, readChange, type LiveOutcome, type LiveReader, type ReviewChange } from './live'
import { boardLoaded, emptyBoard, moreLoaded, ownLoaded, readSummary, repliesLoaded, type BoardState, type ReviewsSlice } from './state'

export interface BoardDeps {
  ctx: PluginContext
  api: ReviewsApi
  slice: Slice<ReviewsSlice>
  instanceId: string
  containerId: string
  inputs: BoardInputs
  /** The tag analytics names this widget by. */
  widget: 'vf-livereviews' | 'vf-rating'
  frame: FrameScheduler
}

/** A review as the reader writes it: stars (1–5) are sent as points (20 each). */
export interface ReviewDraft {
  title: string
  content: string
  /** Stars, 1 to 5; on an edit, only when the reader changed them. */
  stars?: number
}

export type Board = ReturnType<typeof createBoard>

export function createBoard({ ctx, api, slice, instanceId, containerId, inputs, widget, frame }: BoardDeps) {
  const update = (recipe: (draft: BoardState) => void) =>
    slice.update((draft) => {
      const board = draft.boards[instanceId]
      if (board) recipe(board as BoardState)
    })
  const state = () => slice.getState().boards[instanceId]!
  const t = (key: string, options?: Record<string, unknown>) => ctx.i18n.t(`reviews:${key}`, options)
  const container = () => {
    const uuid = state().container?.content_container_uuid
    if (!uuid) throw new VfError(ErrorCode.ContextUnavailable, ctx.i18n.t('settings.error.error_fetching'))
    return uuid
  }
  const statusKey = `reviews:${instanceId}`
  const reader = (): LiveReader => {
    const user = ctx.store.getState().session?.user
    return { ...(user?.uuid && user.user_privilege !== 'guest' ? { uuid: user.uuid } : {}), moderator: user?.user_privilege === 'moderator' || user?.user_privilege === 'admin' }
  }
  const interaction = (type: string, item?: Review) =>
    ctx.bus.publish('analytics', 'interaction', { type, widget, containerId, ...(item ? { content_uuid: item.content_uuid, container: item.content_container_uuid } : {}) })

  slice.update((draft) => void (draft.boards[instanceId] = emptyBoard(inputs.sort)))
  const arrived = (out: LiveOutcome) => {
    const items = (uuids: string[]) => uuids.map((uuid) => state()?.items[uuid]).filter((item): item is Review => item !== undefined)
    if (out.reviews.length) ctx.bus.publish('reviews-realtime', 'more-loaded', items(out.reviews))
    if (out.replies.length) ctx.bus.publish('reviews-realtime', 'replies-loaded', items(out.replies))
  }

  const feed = liveFeed<ReviewChange>({
    ctx,
    name: 'reviews',
    frame,
    read: readChange,
    apply(batch) {
      const out = emptyOutcome()
      update(changesApplied(batch, reader(), inputs.listed, out))
      arrived(out)
    },
    /** What was missed while the socket was down: the loaded items read again, with the ratings. */
    async catchUp(uuid) {
      const board = state()
      if (!board) return undefined
      const asked = [...new Set([...board.reviews.uuids, ...Object.values(board.replies).flatMap((list) => list.uuids)])]
      const groups = asked.length ? inGroups(asked) : [[]]
      const answers = await Promise.all(groups.map((group) => (group.length ? api.selection(uuid, group) : api.ratings(uuid).then((r) => ({ contents: [] as Review[], users: {}, summary: r.summary, more_available: false })))))
      return () => {
        const out = emptyOutcome()
        update((draft) => {
          const present = new Set(answers.flatMap((a) => a.contents.map((c) => c.content_uuid)))
          for (const answer of answers) for (const item of answer.contents) applyChange(draft, { action: 'updated', item, users: answer.users }, reader(), inputs.listed, out)
          // Listed before, gone now (removed, hidden): gone here too.
          for (const gone of asked.filter((u) => !present.has(u))) {
            const item = draft.items[gone]
            if (item) applyChange(draft, { action: 'deleted', item: { ...item, processing_status: 'removed' }, users: {} }, reader(), inputs.listed, out)
          }
          const summary = readSummary(answers.at(-1)?.summary)
          if (summary) draft.summary = summary
        })
      }
    },
    linkChanged: (connection) =>
      update((draft) => {
        if (connection.connected) delete draft.link
        else if (connection.socket === 'offline') draft.link = connection.resume === 'online' ? 'paused' : 'stopped'
      }),
  })

  /** The service's answer to the reader's own change, applied as a live event would be. */
  const apply = (answer: ReviewItemAnswer, action: string) => {
    update((draft) => applyChange(draft, { action, item: answer.content, users: answer.users, ...(readSummary(answer.summary) ? { summary: readSummary(answer.summary)! } : {}), own: true }, reader(), inputs.listed, emptyOutcome()))
    return answer.content
  }

  /** Loads the first page in the board's sort (and, for the standalone rating, the reader's own rating). */
  const load = async () => {
    update((draft) => void (draft.status = 'loading'))
    try {
      const found = await api.container(containerId)
      const uuid = found.content_container_uuid
      const me = reader().uuid
      const [answer, ratings] = await Promise.all([
        inputs.listed ? api.reviews(uuid, { limit: inputs.limit, reply_limit: inputs.replyLimit, sorted_by: state().sort }) : undefined,
        inputs.listed && widget === 'vf-livereviews' ? undefined : api.ratings(uuid),
      ])
      const own = answer?.own_review_uuid ?? ratings?.own_review_uuid
      // The reader's own review, when it is not on the first page: fetched, so its edit is offered.
      const mine = own && me && !answer?.contents.some((c) => c.content_uuid === own) ? await api.reviews(uuid, { limit: 1, reply_limit: 0, user_uuid: me }) : undefined
      update(boardLoaded(found, answer, { summary: answer?.summary ?? ratings!.summary, ...(own ? { own } : {}), ...(ratings?.own_rating !== undefined && !own ? { ownRating: ratings.own_rating } : {}) }))
      if (mine) update(ownLoaded(mine))
      if (uuid) void feed.follow(uuid)
      ctx.bus.publish('analytics', 'view', { widget, containerId })
      return state()
    } catch (error) {
      update((draft) => void (draft.status = 'error'))
      ctx.status.fail(statusKey, errorMessage(error, (key) => ctx.i18n.t(key)))
      throw error
    }
  }

  const loadMore = async (limit?: number) => {
    const { reviews, sort } = state()
    if (!reviews.more) return { loaded: 0, hasMore: false }
    const size = typeof limit === 'number' && Number.isInteger(limit) ? clamp(limit, 1, 100) : inputs.paginationLimit
    const answer = await api.reviews(container(), { limit: size, reply_limit: inputs.replyLimit, sorted_by: sort, ...(reviews.next ? { starting_from: reviews.next } : {}) })
    update(moreLoaded(answer))
    ctx.bus.publish('analytics', 'load_more_click', { widget, containerId })
    return { loaded: answer.contents.length, hasMore: answer.more_available }
  }

  const sort = async (next: ReviewSort) => {
    const answer = await api.reviews(container(), { limit: inputs.limit, reply_limit: inputs.replyLimit, sorted_by: next })
    const { container: found, own, ownRating } = state()
    update((draft) => void (draft.sort = next))
    update(boardLoaded(found!, answer, { summary: answer.summary, ...(own ? { own } : {}), ...(ownRating !== undefined ? { ownRating } : {}) }))
    // The reader's own review stays known (its edit) even when this order does not list it first.
    if (own && !answer.contents.some((c) => c.content_uuid === own)) {
      const me = reader().uuid
      if (me) update(ownLoaded(await api.reviews(container(), { limit: 1, reply_limit: 0, user_uuid: me })))
    }
    return next
  }

  const loadReplies = async (review: string) => {
    const list = state().replies[review]
    const answer = await api.replies(container(), review, { limit: inputs.paginationReplyLimit, ...(list?.next ? { starting_from: list.next } : {}) })
    update(repliesLoaded(review, answer, !list))
    return answer.contents
  }

  const points = (stars: unknown) => {
    if (typeof stars !== 'number' || !Number.isInteger(stars) || stars < 1 || stars > RatingBounds.stars) throw readerError(t('errors.rating'))
    return stars * RatingBounds.step
  }
  const words = (draft: ReviewDraft) => {
    const title = draft.title.replace(/\s+/g, ' ').trim()
    const content = draft.content.trim()
    if (!title) throw readerError(t('errors.title'))
    if (graphemeCount(title) > ReviewLimits.title) throw readerError(t('errors.title_long', { n: ReviewLimits.title }))
    if (!content) throw readerError(t('errors.body'))
    return { title, content }
  }

  const post = async (draft: ReviewDraft) => {
    const rating = points(draft.stars)
    const item = apply(await api.post(container(), { ...words(draft), rating }), 'created')
    ctx.bus.publish('reviews', 'created', item)
    return item
  }

  /** The owner's edit: the rating is sent only when the reader gave one (document 1 §5). */
  const edit = async (uuid: string, draft: ReviewDraft) => {
    const item = state().items[uuid]
    if (item && !item.parent_uuid) {
      const rating = draft.stars === undefined ? undefined : points(draft.stars)
      const edited = apply(await api.edit(container(), uuid, { ...words(draft), ...(rating !== undefined ? { rating } : {}) }), 'updated')
      interaction('edit', edited)
      return edited
    }
    const content = draft.content.trim()
    if (!content) throw readerError(t('errors.reply_empty'))
    return apply(await api.edit(container(), uuid, { content }), 'updated')
  }

  const remove = async (uuid: string) => apply(await api.remove(container(), uuid), 'deleted')

  const reply = async (review: string, content: string) => {
    if (!content.trim()) throw readerError(t('errors.reply_empty'))
    const item = apply(await api.reply(container(), review, content.trim()), 'created')
    interaction('reply', item)
    return item
  }

  const vote = async (uuid: string, choice: HelpfulVote) => {
    const item = apply(await api.vote(container(), uuid, choice), 'updated')
    interaction(choice, item)
    return item
  }

  /** A moderator's tool (hide, show, spam, not spam, pin, unpin, feature, stop featuring), applied as its live event is. */
  const moderate = async (uuid: string, action: ReviewModerationAction) => {
    if (!REVIEW_MODERATION_ACTIONS.includes(action)) throw new VfError(ErrorCode.InvalidArgument, `Moderate a review by ${REVIEW_MODERATION_ACTIONS.join(', ')}`)
    const item = apply(await api.moderate(container(), uuid, action), ReviewModerationCalls[action][2])
    interaction(`moderate_${action}`, item)
    return item
  }

  /** The standalone rating: the reader's stars for the page (the legacy `PUT ratings/{id}`), then the ratings as they now are. */
  const rate = async (stars: number) => {
    const value = points(stars)
    const page = await ctx.pages.load()
    await api.rate(page.id, value, containerId)
    const ratings = await api.ratings(container())
    update((draft) => {
      draft.summary = readSummary(ratings.summary) ?? draft.summary
      if (ratings.own_review_uuid) draft.own = ratings.own_review_uuid
      if (ratings.own_rating !== undefined) draft.ownRating = ratings.own_rating
      const own = draft.own ? draft.items[draft.own] : undefined
      if (own && ratings.own_rating !== undefined) own.rating = ratings.own_rating
    })
    interaction('rate')
    return { rating: ratings.summary.average, ratings: ratings.summary.count }
  }

  return {
    containerId,
    statusKey,
    widget,
    load,
    loadMore,
    sort,
    loadReplies,
    post,
    edit,
    remove,
    reply,
    vote,
    moderate,
    rate,
    item: (uuid: string) => state()?.items[uuid],
    dispose: () => {
      feed.dispose()
      slice.update((draft) => void delete draft.boards[instanceId])
    },
  }
}
