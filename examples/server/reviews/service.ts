/**
 * What every reviews route shares: the container a request names, who asks, and the answer to a write —
 * the item as it now is with the container's ratings after it, for the writer, and published on the
 * realtime hub for every socket following the container (with the ratings, so every open widget shows
 * the new average at once).
 */
import type { FastifyRequest } from 'fastify'
import type { ContentAuthor } from '../../../contracts/entities/comments-api'
import type { RatingSummary, Review, ReviewItemAnswer } from '../../../contracts/entities/reviews-api'
import type { AppContext } from '../app'
import { viewerOf } from '../comments/access'
import type { Authors, Viewer } from '../comments/queries'
import { notFound } from '../errors'
import type { Section } from '../sections'
import { placeOf } from './containers'
import { createReviewReader } from './queries'

export type ReviewParams = { section: string; container: string; content: string }

const GUEST: Viewer = { uuid: undefined, moderator: false }

/** What everyone may receive of an item: no reader's reactions, no flag counts, no words of what readers may not see. */
export function publicReview(item: Review): Review {
  const hidden = item.processing_status === 'removed' || item.state !== 'visible'
  return { ...item, reactions: { liked: false, disliked: false, flagged: false }, total_flags: 0, ...(hidden ? { content: '', title: '' } : {}) }
}

export function createReviewsService({ db, hub }: Pick<AppContext, 'db' | 'hub'>) {
  const reviews = createReviewReader(db)

  /** The ratings changed without an item (a rating given alone): every open widget hears the new ones. */
  const ratingsChanged = (section: Section, container: string, summary: RatingSummary) =>
    hub.publish(section.site_uuid, { type: 'event', action: 'updated', content_container_uuid: container, summary })

  /**
   * The item as it now is, for the writer, and — unless its author is hidden from others (a ghost or hide
   * ban) — for every socket following the container, as `action`, with the ratings after the change.
   */
  const answer = async (section: Section, uuid: string, action: string, viewer: Viewer): Promise<ReviewItemAnswer> => {
    const seen: Authors = new Map()
    const [item] = await reviews.select({ uuid: action === 'created' ? undefined : viewer.uuid, moderator: true }, undefined, [uuid], seen)
    if (!item) throw notFound(`No review or reply ${uuid}`)
    const [users, summary] = await Promise.all([reviews.reader.authors(viewer, seen), reviews.summary(item.content_container_uuid)])
    if (!seen.get(item.actor_uuid)?.hidden) {
      const everyone: Record<string, ContentAuthor> = await reviews.reader.authors(GUEST, seen)
      hub.publish(section.site_uuid, { type: 'event', action, content_container_uuid: item.content_container_uuid, content: publicReview(item), users: everyone, summary })
    } else ratingsChanged(section, item.content_container_uuid, summary)
    return { content: item, users, summary }
  }

  return {
    reviews,
    answer,
    ratingsChanged,
    viewer: (request: FastifyRequest) => viewerOf(db, request),
    /** The reviews container a request's params name (section and container UUIDs). */
    place: (request: FastifyRequest<{ Params: Partial<ReviewParams> }>) => placeOf(db, request.params.section!, { uuid: request.params.container! }),
  }
}

export type ReviewsService = ReturnType<typeof createReviewsService>

const uuid = { type: 'string', format: 'uuid' }
/** JSON schemas the routes share. */
export const schemas = {
  uuid,
  section: { type: 'object', properties: { section: uuid } },
  container: { type: 'object', properties: { section: uuid, container: uuid } },
  item: { type: 'object', properties: { section: uuid, container: uuid, content: uuid } },
  noQuery: { type: 'object', additionalProperties: false, properties: {} },
} as const
