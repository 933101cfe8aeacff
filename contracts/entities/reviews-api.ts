/**
 * The reviews service's answers (document 1 §7 "Reviews service", document 3 §5) as the reference service
 * sends them and the reviews plugin reads them. Every answer is wrapped as `{result: …}`; the HTTP client
 * unwraps it. A review is a content item of type `review` with a rating and a title; its replies are
 * ordinary replies; "was this helpful" is the like (and "not helpful" the dislike).
 */
import type { Container } from './container'
import type { ContentPage, ListedContent, WithAuthors } from './comments-api'

/**
 * Document 3 §5: a review's rating is 1 to 100; a rating given alone (the legacy `PUT ratings/{id}`, the
 * standalone rating) is 0 to 100. The widgets show five stars, one per 20 points.
 */
export const RatingBounds = {
  review: { min: 1, max: 100 },
  points: { min: 0, max: 100 },
  /** Points per star. */
  step: 20,
  stars: 5,
} as const

/** The limits the service enforces on a review's words. */
export const ReviewLimits = {
  /** A title, in characters as a reader counts them. */
  title: 150,
} as const

/** A review (or a reply to one) as listed. */
export interface Review extends ListedContent {
  /** The review's rating (1–100); replies have none. */
  rating?: number
  /** The review's title; replies have none. */
  title?: string
}

export interface ReviewPage extends ContentPage {
  contents: Review[]
}

/** The ratings of a container: their average (points, 0–100), how many, and how many per star (1 to 5). */
export interface RatingSummary {
  average: number
  count: number
  /** `distribution[0]` is one star, `distribution[4]` five. */
  distribution: [number, number, number, number, number]
}

/** A reviews container, with its status and its ratings. */
export type ReviewsContainer = Container & { status: 'open' | 'closed' }

/** `GET …/{container}/reviews`: a page of reviews with their first replies, the ratings, and the reader's own review (its UUID). */
export interface ReviewsAnswer extends ReviewPage, WithAuthors {
  summary: RatingSummary
  /** The signed-in reader's review in this container, when they wrote one. */
  own_review_uuid?: string
}

/** Replies and selections. */
export type ReviewListAnswer = ReviewPage & WithAuthors

/** Answers to writing, editing, removing and every reaction: the item as it now is, and the ratings after it. */
export interface ReviewItemAnswer extends WithAuthors {
  content: Review
  summary: RatingSummary
}

/** A review as sent: the rating is required on creation, and sent on an edit only when it changes. */
export interface ReviewBody {
  title: string
  content: string
  rating?: number
}

/** `POST …/content-containers/review-count-and-status/by-container-ids`: one entry per container id asked that exists. */
export interface ReviewCountEntry {
  container_id: string
  content_container_uuid: string
  total_reviews: number
  average_rating: number
  status: 'open' | 'closed'
  is_hidden: boolean
}

/** The legacy `PUT ratings/{id}` answer: the page's average rating (points) and how many ratings it has. */
export interface LegacyRatingAnswer {
  rating: number
  ratings: number
}

/** A realtime event of a reviews container carries the ratings after the change, so widgets follow the average live. */
export interface ReviewEventPayload {
  content: Review
  users: WithAuthors['users']
  summary: RatingSummary
}
