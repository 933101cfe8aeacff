/**
 * Trending articles (document 1 §7, comments service): `GET /v4/livecomments/{section}/trending` and
 * `…/trendingrecommended` (the same, for the visitor named by `X-UNIQUE-ID`: pages they viewed left out).
 * The query's bounds are document 4 §5's; `sorted_by` can only be `total_visible_contents`. Answers are
 * public and change as readers write: cacheable for a few seconds.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { TrendingBounds, type TrendingAnswer } from '../../../contracts/entities/trending'
import type { AppContext } from '../app'
import { badRequest } from '../errors'
import { sectionByUuid } from '../sections'
import { trendingArticles } from '../trending/queries'

interface Query {
  limit?: number
  content_container_window_days?: number
  content_window_hours?: number
  sorted_by?: 'total_visible_contents'
  date_time?: string
}

const bounded = (b: { min: number; max: number }) => ({ type: 'integer', minimum: b.min, maximum: b.max })
const querystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: bounded(TrendingBounds.limit),
    content_container_window_days: bounded(TrendingBounds.days),
    content_window_hours: bounded(TrendingBounds.hours),
    sorted_by: { type: 'string', enum: ['total_visible_contents'] },
    date_time: { type: 'string', minLength: 1, maxLength: 40 },
  },
}
const params = { type: 'object', required: ['section'], properties: { section: { type: 'string', format: 'uuid' } } }
/** A visitor id as the product makes them (`_vfa`). */
const VISITOR = /^[A-Za-z0-9_-]{8,64}$/

export default async function trendingRoutes(app: FastifyInstance, { db }: AppContext) {
  const answer = async (request: FastifyRequest<{ Params: { section: string }; Querystring: Query }>, visitorId?: string): Promise<TrendingAnswer> => {
    const section = await sectionByUuid(db, request.params.section)
    const q = request.query
    const at = q.date_time ? new Date(q.date_time) : new Date()
    if (Number.isNaN(at.getTime())) throw badRequest('date_time must be a date and time (ISO 8601)')
    const articles = await trendingArticles(db, {
      sectionUuid: section.section_uuid,
      limit: q.limit ?? TrendingBounds.limit.default,
      days: q.content_container_window_days ?? TrendingBounds.days.default,
      hours: q.content_window_hours ?? TrendingBounds.hours.default,
      at,
      ...(visitorId ? { visitorId } : {}),
    })
    return { articles }
  }

  app.get<{ Params: { section: string }; Querystring: Query }>('/v4/livecomments/:section/trending', { schema: { params, querystring } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=5')
    return answer(request)
  })

  app.get<{ Params: { section: string }; Querystring: Query }>('/v4/livecomments/:section/trendingrecommended', { schema: { params, querystring } }, async (request, reply) => {
    const visitor = request.headers['x-unique-id']
    const id = typeof visitor === 'string' ? visitor.trim() : ''
    if (!VISITOR.test(id)) throw badRequest('X-UNIQUE-ID must name the visitor')
    // Each visitor has their own list: never shared by a cache.
    reply.header('cache-control', 'private, no-store')
    return answer(request, id)
  })
}
