/**
 * The reviews plugin (document 1 §1–§9, document 3 §5, document 4 §4–§5): the `vf-livereviews` widget —
 * readers rate (one to five stars, a radio group) and review (a title and a body), one review each per
 * container, see the average and the distribution, sort the reviews, say whether one was helpful, reply,
 * and edit or remove their own; moderators hide, mark as spam, pin and feature reviews (the comments'
 * tools, `reviews.moderate`); reviews and ratings arrive live — and the standalone rating `vf-rating`
 * (the ratings, the reader's own stars, "Write a review" to `redirect-to`, and the top reviews with
 * `show-reviews`). Every interaction is a registered action guarded by the permission ruler, so a page
 * can intercept it and a guest is asked to sign in. `reviews`/`created` is published for each new
 * review; `vf.reviews.counts(ids)` answers the review counts of several containers.
 */
import type { ContentItem } from '../../contracts/entities/content'
import type { Review, ReviewCountEntry } from '../../contracts/entities/reviews-api'
import type { ReviewSort } from '../../contracts/enums'
import type { Plugin } from '../../contracts/plugin'
import { ErrorCode, VfError } from '../../kernel/errors'
import type { FrameScheduler } from '../ui/live-feed'
import type { HelpfulVote } from './api'
import type { ReviewModerationAction } from './moderation'
import type { Board, ReviewDraft } from './board'
import { ratingAttributes, reviewsAttributes } from './inputs'
import type { BoardState } from './state'

type Instance = { instanceId?: string }
type Item = Instance & { uuid: string }

declare module '../../contracts/actions' {
  interface Actions {
    /** Loads (or reloads) a reviews widget: its reviews, ratings and the reader's own review. */
    'reviews.load': { params: Instance; result: BoardState }
    /** The next reviews; a page may gate it as it gates the comments' "load more". */
    'reviews.load_more': { params: Instance & { limit?: number }; result: { loaded: number; hasMore: boolean } }
    /** Lists the reviews in another order (newest, oldest, top_rated, lowest_rated, most_helpful, most_replies). */
    'reviews.sort': { params: Instance & { sort: ReviewSort }; result: ReviewSort }
    /** The (next) replies of a review. */
    'reviews.load_replies': { params: Instance & { review: string }; result: Review[] }
    /** The reader's review: stars (1–5), a title and a body. One per reader per container (the service refuses a second). */
    'reviews.post': { params: Instance & ReviewDraft; result: Review }
    /** The owner's edit of their review (stars only when changed) or reply (content only). */
    'reviews.edit': { params: Item & ReviewDraft; result: Review }
    /** Removes the reader's own review or reply (a moderator: anyone's). */
    'reviews.remove': { params: Item; result: Review }
    'reviews.reply': { params: Instance & { review: string; content: string }; result: Review }
    /** "Was this helpful?": yes, no, or taking either back. */
    'reviews.vote': { params: Item & { vote: HelpfulVote }; result: Review }
    /** Moderators: hide or show again (disable, enable), mark as spam or not, pin or unpin, feature or not (pick, unpick) a review; hide or spam a reply. */
    'reviews.moderate': { params: Item & { action: ReviewModerationAction }; result: Review }
    /** The standalone rating: the reader's stars for the page, without a review. */
    'reviews.rate': { params: Instance & { stars: number }; result: { rating: number; ratings: number } }
    /** Review counts, averages and status of several containers by the publisher's ids. */
    'reviews.counts': { params: { containerIds: string[] }; result: ReviewCountEntry[] }
  }
}

declare module '../../contracts/events' {
  interface Events {
    /** What reached a reviews widget live, as it is shown: new reviews; new replies under loaded reviews. */
    'reviews-realtime': { 'more-loaded': [reviews: ContentItem[]]; 'replies-loaded': [replies: ContentItem[]] }
  }
}

export interface ReviewsOptions {
  /** When live events are applied; the browser's animation frame by default (tests drive their own). */
  frame?: FrameScheduler
}

export function reviewsPlugin(options: ReviewsOptions = {}): Plugin {
  return {
    name: 'reviews',
    dependencies: ['session'],
    publicApi: { paths: ['reviews.counts'] },
    setup(ctx) {
      const slice = ctx.store.slice('reviews', { boards: {} })
      const boards = new Map<string, Board>()
      ctx.i18n.registerNamespace('reviews', (locale) => import(`./locales/${locale}.ts`))

      /**
       * The widget an action is for: the named instance, or the only one on the page, or the only one of
       * the kind the action is about (a page with the reviews and a standalone rating posts to the reviews).
       */
      const board = (instanceId: string | undefined, params: Instance | undefined, kind: Board['widget'] = 'vf-livereviews') => {
        const only = (list: Array<[string, Board]>) => (list.length === 1 ? list[0]![0] : undefined)
        const id = params?.instanceId ?? instanceId ?? only([...boards]) ?? only([...boards].filter(([, b]) => b.widget === kind))
        const found = id ? boards.get(id) : undefined
        if (!found) throw new VfError(ErrorCode.WidgetNotFound, id ? `No reviews widget ${id} on this page` : 'Name the reviews widget (instanceId): this page has none or several')
        return found
      }
      const find = (uuid: string): Review | undefined => {
        for (const b of boards.values()) {
          const item = b.item(uuid)
          if (item) return item
        }
        return undefined
      }
      const rater = { guard: { subject: 'page', action: 'rate' } } as const

      ctx.actions.register('reviews.load', (p, m) => board(m.instanceId, p).load())
      ctx.actions.register('reviews.load_more', (p, m) => board(m.instanceId, p).loadMore(p?.limit))
      ctx.actions.register('reviews.sort', (p, m) => board(m.instanceId, p).sort(p.sort))
      ctx.actions.register('reviews.load_replies', (p, m) => board(m.instanceId, p).loadReplies(p.review))
      ctx.actions.register('reviews.post', (p, m) => board(m.instanceId, p).post(p), rater)
      ctx.actions.register('reviews.edit', (p, m) => board(m.instanceId, p).edit(p.uuid, p), rater)
      ctx.actions.register('reviews.remove', (p, m) => board(m.instanceId, p).remove(p.uuid), { guard: { subject: 'comment', action: 'remove', resource: (p) => find(p.uuid) } })
      ctx.actions.register('reviews.reply', (p, m) => board(m.instanceId, p).reply(p.review, p.content), { guard: { subject: 'reply', action: 'create' } })
      ctx.actions.register('reviews.vote', (p, m) => board(m.instanceId, p).vote(p.uuid, p.vote), { guard: { subject: 'comment', action: 'like' } })
      ctx.actions.register('reviews.moderate', (p, m) => board(m.instanceId, p).moderate(p.uuid, p.action), { guard: { subject: 'comment', action: 'moderate' } })
      ctx.actions.register('reviews.rate', (p, m) => board(m.instanceId, p, 'vf-rating').rate(p.stars), rater)
      ctx.actions.register('reviews.counts', async (p) => {
        const ids = Array.isArray(p?.containerIds) ? [...new Set(p.containerIds.filter((id): id is string => typeof id === 'string' && id.trim() !== ''))] : []
        if (ids.length === 0 || ids.length > 100) throw new VfError(ErrorCode.InvalidArgument, 'Give 1 to 100 container ids')
        const { reviewsApi } = await import('./api')
        return reviewsApi(ctx).counts(ids)
      })
      ctx.api.expose('reviews.counts', (containerIds: unknown) => ctx.actions.call('reviews.counts', { params: { containerIds: containerIds as string[] } }))

      // A new reader (sign-in or sign-out): the widgets load again, for their own review, votes and rights.
      let lastUser = ctx.store.getState().session?.user?.uuid
      ctx.bus.subscribe('user', 'changed', (next) => {
        if (next.uuid === lastUser) return
        lastUser = next.uuid
        for (const b of boards.values()) void b.load().catch(() => undefined)
      })

      const deps = { slice, boards, ...(options.frame ? { frame: options.frame } : {}) }
      ctx.widgets.define({
        tag: 'vf-livereviews',
        // The site's feature switch (document 1 §3): turned off, the page keeps what the publisher wrote.
        siteSwitch: 'enable_ratings_reviews_for_this_site',
        attributes: reviewsAttributes,
        skeletonHeight: 600,
        load: async () => (await Promise.all([import('./views/module'), ctx.i18n.load('reviews')]))[0].reviewsModule(ctx, deps),
      })
      ctx.widgets.define({
        tag: 'vf-rating',
        // The site's feature switch (document 1 §3): turned off, the page keeps what the publisher wrote.
        siteSwitch: 'enable_ratings_reviews_for_this_site',
        attributes: ratingAttributes,
        skeletonHeight: 160,
        load: async () => (await Promise.all([import('./views/module'), ctx.i18n.load('reviews')]))[0].ratingModule(ctx, deps),
      })
    },
  }
}
