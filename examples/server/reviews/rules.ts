/**
 * What the service accepts in a review (document 1 §5, document 3 §5): a rating within its bounds, a
 * title and a body as a comment's text is checked (kernel/lib/text: counted as a reader counts
 * characters, control characters refused), and the owner's right to change it.
 */
import { RatingBounds, ReviewLimits } from '../../../contracts/entities/reviews-api'
import { COMMENT_MAX, graphemeCount, normalizeLineBreaks } from '../../../kernel/lib/text'
import type { RowWithHidden, Viewer } from '../comments/rows'
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../errors'
import { plainText } from '../text'

/** The refusal of a second review by the same reader in one container (the service's rule, not the widget's). */
export const ALREADY_REVIEWED = 'You have already reviewed this. Edit your review instead.'

export const alreadyReviewed = () => new HttpError(409, ALREADY_REVIEWED)

/** A review's rating: a whole number from 1 to 100. */
export function reviewRating(value: unknown): number {
  const { min, max } = RatingBounds.review
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw badRequest(`A review's rating must be a whole number from ${min} to ${max}.`)
  return value
}

/** A rating given alone (the legacy call): a whole number from 0 to 100. */
export function ratingPoints(value: unknown): number {
  const { min, max } = RatingBounds.points
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw badRequest(`A rating must be a whole number from ${min} to ${max}.`)
  return value
}

/** A review's title as stored: one line, trimmed, 1 to 150 characters. */
export function reviewTitle(raw: string): string {
  const title = normalizeLineBreaks(plainText(raw, 'The title')).replace(/\s+/g, ' ').trim()
  if (!title) throw badRequest('A review needs a title.')
  if (graphemeCount(title) > ReviewLimits.title) throw badRequest(`A review's title can be at most ${ReviewLimits.title} characters long.`)
  return title
}

/** A review's body or a reply's text: a comment's rules, said of what it is. */
export function reviewText(raw: string, what: 'review' | 'reply'): string {
  const text = normalizeLineBreaks(plainText(raw, what === 'review' ? 'The review' : 'The reply')).trim()
  if (!text) throw badRequest(what === 'review' ? 'A review needs a few words about it.' : 'A reply cannot be empty.')
  if (graphemeCount(text) > COMMENT_MAX) throw badRequest(`A ${what} can be at most ${COMMENT_MAX} characters long.`)
  return text
}

/** The row of a review or reply of this container, as stored; 404 otherwise (and for a removed one). */
export function inReviews(row: RowWithHidden | undefined, container: string, uuid: string): RowWithHidden {
  if (!row || row.content_container_uuid !== container || row.processing_status === 'removed') throw notFound(`No review or reply ${uuid} here`)
  return row
}

/**
 * May the viewer change (edit, or with `removal` remove) this review or reply? Its owner (document 1 §5:
 * reviews are edited by their owner) while it is not closed, spam or disabled; for a removal, any moderator too.
 */
export function mayChange(row: RowWithHidden, viewer: Viewer, removal: boolean): void {
  if (!viewer.uuid) throw unauthorized()
  if (removal && viewer.moderator) return
  if (row.actor_uuid !== viewer.uuid) throw forbidden('Only its author can change this review.')
  if (row.closed) throw forbidden('These reviews are closed.')
  if (row.processing_status || row.state === 'spam' || row.state === 'disabled') throw forbidden('This review can no longer be changed.')
}
