/**
 * The legacy API's rating (document 1 §7 "Legacy API"): `PUT /v1/ratings/{id}` with `{points}` rates the
 * page `{id}` (its numeric id or UUID) for the signed-in reader and answers the page's `rating` (the
 * average, in points) and `ratings` (how many). The rating goes to the page's reviews container (made
 * when the page has none yet; `container_id` names another of the section's): a reader with a review
 * changes its rating (a review's bounds, 1–100), any other reader's is a rating given alone (0–100).
 * The standalone rating widget (`vf-rating`) rates through it.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { LegacyRatingAnswer } from '../../../contracts/entities/reviews-api'
import { isOn } from '../../../kernel/lib/settings'
import type { Db } from '../db'
import { forbidden, notFound, unauthorized } from '../errors'
import { sectionByUuid } from '../sections'
import { reviewsContainers, REVIEWS_TYPE } from './containers'
import { ratingPoints, reviewRating } from './rules'
import type { ReviewsService } from './service'

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'

export default function legacyRatingRoutes(app: FastifyInstance, { db, service }: { db: Db; service: ReviewsService }) {
  app.put<{ Params: { id: string }; Body: { points: number; container_id?: string } }>(
    '/v1/ratings/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: `^([0-9]{1,15}|${UUID})$` } } },
        body: { type: 'object', required: ['points'], additionalProperties: false, properties: { points: { type: 'integer' }, container_id: { type: 'string', minLength: 1, maxLength: 200 } } },
      },
    },
    async (request) => {
      const numeric = /^\d+$/.test(request.params.id)
      const page = await db.one<{ uuid: string; section_uuid: string; unique_id: string | null }>(`select uuid, section_uuid, unique_id from pages where ${numeric ? 'id = $1::bigint' : 'uuid = $1::uuid'}`, [request.params.id])
      if (!page) throw notFound(`No page ${request.params.id}`)
      if (!request.userUuid) throw unauthorized()
      const points = ratingPoints(request.body.points)
      const section = await sectionByUuid(db, page.section_uuid)
      if (!isOn(section.settings.enable_ratings_reviews_for_this_site, true)) throw forbidden('Reviews are turned off on this site.')
      const linked = request.body.container_id
        ? undefined
        : await db.one<{ container_id: string }>(
            `select container_id from containers where section_uuid = $1 and type = '${REVIEWS_TYPE}' and (page_uuid = $2 or container_id = $3) order by (page_uuid = $2) desc nulls last limit 1`,
            [page.section_uuid, page.uuid, page.unique_id],
          )
      const containerId = request.body.container_id ?? linked?.container_id ?? page.unique_id ?? page.uuid
      const container = await reviewsContainers.create(db, page.section_uuid, containerId, page.uuid, randomUUID())
      if (container.status === 'closed') throw forbidden('These reviews are closed.')
      const uuid = container.content_container_uuid
      const own = await service.reviews.ownReview(uuid, request.userUuid)
      let summary
      if (own) {
        await db.query('update content set rating = $2 where content_uuid = $1', [own.content_uuid, reviewRating(points)])
        summary = (await service.answer(section, own.content_uuid, 'updated', await service.viewer(request))).summary
      } else {
        await db.query(
          `insert into ratings (content_container_uuid, user_uuid, points) values ($1, $2, $3)
           on conflict (content_container_uuid, user_uuid) do update set points = excluded.points, date_edited = now()`,
          [uuid, request.userUuid, points],
        )
        summary = await service.reviews.summary(uuid)
        service.ratingsChanged(section, uuid, summary)
      }
      const answer: LegacyRatingAnswer = { rating: summary.average, ratings: summary.count }
      return { result: answer }
    },
  )
}
