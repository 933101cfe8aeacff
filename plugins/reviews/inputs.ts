/**
 * The reviews widgets' inputs (document 1 §2, §9; document 4 §5). `<vf-livereviews>`: the container, the
 * list limits as the comments' (limit and pagination limit 1–100, default 10; reply limit 0–100,
 * default 2; pagination reply limit 1–100, default 10) and the review sort (most_helpful by default).
 * `<vf-rating>`, the standalone rating: the container, `show-reviews` (false), `show-ratings` (true) and
 * `redirect-to`, where "Write a review" takes the reader (an http(s) address or a path of the page's site).
 */
import { ReviewSort } from '../../contracts/enums'
import type { AttributeSchema, PropsOf } from '../../contracts/widgets'
import { containerId, flag, integer, oneOf, text } from '../../kernel/widgets/attributes'

export const reviewsAttributes = {
  'vf-container-id': containerId(),
  limit: integer(1, 100, 10),
  'reply-limit': integer(0, 100, 2),
  'pagination-limit': integer(1, 100, 10),
  'pagination-reply-limit': integer(1, 100, 10),
  sort: oneOf(ReviewSort, 'most_helpful'),
} as const satisfies AttributeSchema

export type ReviewsProps = PropsOf<typeof reviewsAttributes>

/** An address a reader may be sent to: http(s), or a path (not `//host`, never `javascript:`). */
const REDIRECT = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i

export const ratingAttributes = {
  'vf-container-id': containerId(),
  'show-reviews': flag(false),
  'show-ratings': flag(true),
  'redirect-to': text(2000, { pattern: REDIRECT, prop: 'redirectTo' }),
} as const satisfies AttributeSchema

export type RatingProps = PropsOf<typeof ratingAttributes>

/** How many reviews the standalone rating shows when `show-reviews` is on. */
export const RATING_REVIEWS = 3

/** What a mounted reviews board works with, whichever widget it is. */
export interface BoardInputs {
  limit: number
  replyLimit: number
  paginationLimit: number
  paginationReplyLimit: number
  sort: ReviewSort
  /** Whether it lists reviews at all (the standalone rating with show-reviews off does not). */
  listed: boolean
}

export const reviewsInputs = (props: ReviewsProps): BoardInputs => ({ limit: props.limit, replyLimit: props.replyLimit, paginationLimit: props.paginationLimit, paginationReplyLimit: props.paginationReplyLimit, sort: props.sort, listed: true })

export const ratingInputs = (props: RatingProps): BoardInputs => ({ limit: RATING_REVIEWS, replyLimit: 0, paginationLimit: RATING_REVIEWS, paginationReplyLimit: 10, sort: 'most_helpful', listed: props.showReviews })
