/**
 * The reviews service client (document 1 §7 "Reviews service", "Legacy API"): one function per call,
 * paths built in one place. Answers are unwrapped by the HTTP client; failures reject with its
 * HttpError. Finding the container (and creating it when the service does not know it yet) is the
 * kernel's page service (`ctx.pages.container(id, 'livereviews')`).
 */
import type { LegacyRatingAnswer, RatingSummary, ReviewBody, ReviewCountEntry, ReviewItemAnswer, ReviewListAnswer, ReviewsAnswer, ReviewsContainer } from '../../contracts/entities/reviews-api'
import type { ReviewSort } from '../../contracts/enums'
import type { PluginContext } from '../../contracts/plugin'
import { requireParam } from '../../kernel/lib/required'
import { ReviewModerationCalls, type ReviewModerationAction } from './moderation'

export interface ReviewsQuery {
  limit: number
  reply_limit?: number
  sorted_by?: ReviewSort
  starting_from?: string
  user_uuid?: string
}

/** `GET …/ratings`: the ratings, and the reader's own rating and review. */
export interface RatingsAnswer {
  summary: RatingSummary
  own_rating?: number
  own_review_uuid?: string
}

/** "Was this helpful?": yes (like) or no (dislike), and taking either back. */
export const HelpfulCalls = {
  helpful: ['POST', 'like'],
  unhelpful: ['POST', 'dislike'],
  clear_helpful: ['DELETE', 'like'],
  clear_unhelpful: ['DELETE', 'dislike'],
} as const satisfies Record<string, readonly ['POST' | 'DELETE', string]>

export type HelpfulVote = keyof typeof HelpfulCalls

export function reviewsApi(ctx: PluginContext) {
  const section = () => requireParam(ctx.store.getState().site?.settings.section_id, 'section id')
  const base = () => `${ctx.config.endpoints.livereviews}/${section()}`
  const inside = (container: string) => `${base()}/${requireParam(container, 'content_container_uuid')}`

  return {
    /** The reviews of the publisher's id, created when the service does not know them yet (document 1 §4, §8). */
    container: (containerId: string) => ctx.pages.container(containerId, 'livereviews') as Promise<ReviewsContainer>,
    reviews: (container: string, query: ReviewsQuery) => ctx.http.request<ReviewsAnswer>({ url: `${inside(container)}/reviews`, query: { ...query } }),
    ratings: (container: string) => ctx.http.request<RatingsAnswer>({ url: `${inside(container)}/ratings` }),
    post: (container: string, body: Required<ReviewBody>) => ctx.http.request<ReviewItemAnswer>({ method: 'POST', url: `${inside(container)}/reviews`, json: body }),
    /** A review's new words, and its rating only when given (document 1 §5); a reply's new text. */
    edit: (container: string, uuid: string, body: Partial<ReviewBody> & { content: string }) => ctx.http.request<ReviewItemAnswer>({ method: 'POST', url: `${inside(container)}/content/${uuid}/edit`, json: body }),
    remove: (container: string, uuid: string) => ctx.http.request<ReviewItemAnswer>({ method: 'DELETE', url: `${inside(container)}/reviews/${uuid}` }),
    replies: (container: string, review: string, query: { limit: number; starting_from?: string }) => ctx.http.request<ReviewListAnswer>({ url: `${inside(container)}/reviews/${review}`, query: { ...query } }),
    reply: (container: string, review: string, content: string) => ctx.http.request<ReviewItemAnswer>({ method: 'POST', url: `${inside(container)}/reviews/${review}`, json: { content } }),
    vote: (container: string, uuid: string, vote: HelpfulVote) => {
      const [method, path] = HelpfulCalls[vote]
      return ctx.http.request<ReviewItemAnswer>({ method, url: `${inside(container)}/reviews/${uuid}/${path}` })
    },
    /** A moderator's tool on a review or reply (plugins/reviews/moderation.ts). */
    moderate: (container: string, uuid: string, action: ReviewModerationAction) => {
      const [method, path] = ReviewModerationCalls[action]
      return ctx.http.request<ReviewItemAnswer>({ method, url: `${inside(container)}/${path.replace('{uuid}', requireParam(uuid, 'content uuid'))}` })
    },
    selection: (container: string, uuids: string[]) => ctx.http.request<ReviewListAnswer & { summary: RatingSummary }>({ url: `${inside(container)}/selection`, query: { uuids: uuids.join(',') } }),
    /** Review counts, averages and status of the section's reviews by the publisher's container ids. */
    counts: (containerIds: string[]) =>
      ctx.http.request<ReviewCountEntry[]>({ method: 'POST', url: `${base()}/content-containers/review-count-and-status/by-container-ids`, json: { container_ids: containerIds } }),
    /** The legacy `PUT ratings/{id}` (a page's id): the reader's rating alone, 0–100; `container_id` names the reviews it goes to. */
    rate: (pageId: string | number, points: number, containerId?: string) =>
      ctx.http.request<LegacyRatingAnswer>({ method: 'PUT', url: `${ctx.config.endpoints.v1}/ratings/${requireParam(pageId, 'page id')}`, json: { points, ...(containerId ? { container_id: containerId } : {}) } }),
  }
}

export type ReviewsApi = ReturnType<typeof reviewsApi>
