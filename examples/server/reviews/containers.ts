/**
 * Reviews containers (document 1 §3, §7): containers of the reviews type (`livereviews`), so a reviews call
 * can never reach a comments thread and the reverse (../typed-containers.ts).
 */
import type { ReviewsContainer } from '../../../contracts/entities/reviews-api'
import { typedContainers, type TypedPlace } from '../typed-containers'

export const REVIEWS_TYPE = 'livereviews'

export const reviewsContainers = typedContainers(REVIEWS_TYPE, 'reviews')

export type Place = TypedPlace & { container: ReviewsContainer }

/** The section and, in it, the reviews container named by UUID or by the publisher's id; 404 for either unknown. */
export const placeOf = reviewsContainers.placeOf
