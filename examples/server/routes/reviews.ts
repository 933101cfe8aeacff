/**
 * The reviews service (document 1 §7 "Reviews service": the comments' shape with reviews in their place)
 * under `/v1/livereviews/{section_uuid}`: its containers (found by the publisher's id, created when new;
 * review counts and status by container ids), the reviews (in the six review sorts, with their first
 * replies, the container's ratings and the reader's own review), writing one — one per reader per
 * container, the database's unique index is the rule — editing it (its owner; the rating only when
 * sent), removing it, replies, "was this helpful" (like) and "not helpful" (dislike), and a selection
 * by UUID, and the moderators' tools (routes/reviews-moderation.ts). Every write is published on the realtime hub with the ratings after it. The legacy
 * `PUT /v1/ratings/{id}` is in reviews/legacy-rating.ts.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ReviewLimits, type ReviewBody, type ReviewCountEntry, type ReviewsAnswer } from '../../../contracts/entities/reviews-api'
import { ReviewSort } from '../../../contracts/enums'
import { isOn } from '../../../kernel/lib/settings'
import type { AppContext } from '../app'
import type { Authors } from '../comments/queries'
import { forbidden, unauthorized } from '../errors'
import { replierOf } from '../liveblog/rules'
import { chosenName } from '../text'
import { sectionByUuid } from '../sections'
import { placeOf, reviewsContainers, REVIEWS_TYPE } from '../reviews/containers'
import legacyRatingRoutes from '../reviews/legacy-rating'
import { alreadyReviewed, inReviews, mayChange, reviewRating, reviewText, reviewTitle } from '../reviews/rules'
import { createReviewsService, schemas, type ReviewParams } from '../reviews/service'
import reviewModerationRoutes from './reviews-moderation'

type ListQuery = { limit?: number; reply_limit?: number; starting_from?: string; sorted_by?: ReviewSort; user_uuid?: string }
const int = (min: number, max: number) => ({ type: 'integer', minimum: min, maximum: max })
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: int(1, 200), reply_limit: int(0, 100), starting_from: { type: 'string', maxLength: 400 }, sorted_by: { type: 'string', enum: [...ReviewSort] }, user_uuid: schemas.uuid },
}
const replyQuery = { type: 'object', additionalProperties: false, properties: { limit: int(1, 100), starting_from: { type: 'string', maxLength: 400 } } }
// Lengths are counted as a reader counts characters by the rules (reviews/rules.ts), not here.
const reviewBody = {
  type: 'object',
  required: ['title', 'content', 'rating'],
  additionalProperties: false,
  properties: { title: { type: 'string', maxLength: ReviewLimits.title * 8 }, content: { type: 'string' }, rating: { type: 'integer' } },
}
const editBody = { type: 'object', required: ['content'], additionalProperties: false, properties: { title: { type: 'string', maxLength: ReviewLimits.title * 8 }, content: { type: 'string' }, rating: { type: 'integer' } } }
const replyBody = { type: 'object', required: ['content'], additionalProperties: false, properties: { content: { type: 'string', minLength: 1 }, anonymous_name: { type: 'string', minLength: 1, maxLength: 1000 } } }

/** PostgreSQL's unique violation: a second standing review by the reader got as far as the index. */
const UNIQUE_VIOLATION = '23505'

export default async function reviewsRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context
  const service = createReviewsService(context)
  const { reviews } = service
  const base = '/v1/livereviews/:section'
  const inside = `${base}/:container`

  /** Reviews are a site's feature (document 3 §2): off, nobody writes one. */
  const writable = (settings: Record<string, unknown>) => {
    if (!isOn(settings.enable_ratings_reviews_for_this_site, true)) throw forbidden('Reviews are turned off on this site.')
  }

  app.get<{ Params: Pick<ReviewParams, 'section'>; Querystring: { container_id: string } }>(
    `${base}/contentcontainer/id`,
    { schema: { params: schemas.section, querystring: { type: 'object', required: ['container_id'], additionalProperties: false, properties: { container_id: { type: 'string', minLength: 1, maxLength: 200 } } } } },
    async (request) => ({ result: (await placeOf(db, request.params.section, { containerId: request.query.container_id })).container }),
  )

  app.post<{ Params: Pick<ReviewParams, 'section'>; Body: { container_id: string; page_uuid?: string; type?: string } }>(
    base,
    { schema: { params: schemas.section, body: { type: 'object', required: ['container_id'], additionalProperties: false, properties: { container_id: { type: 'string', minLength: 1, maxLength: 200 }, page_uuid: schemas.uuid, type: { type: 'string', enum: [REVIEWS_TYPE] } } } } },
    async (request, reply) => {
      const section = await sectionByUuid(db, request.params.section)
      const created = await reviewsContainers.create(db, section.section_uuid, request.body.container_id, request.body.page_uuid ?? null, randomUUID())
      reply.status(201)
      return { result: created }
    },
  )

  /** How many reviews each container has, its average and status (a listing page shows them beside its links). */
  app.post<{ Params: Pick<ReviewParams, 'section'>; Body: { container_ids: string[] } }>(
    `${base}/content-containers/review-count-and-status/by-container-ids`,
    { schema: { params: schemas.section, body: { type: 'object', required: ['container_ids'], additionalProperties: false, properties: { container_ids: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 200 } } } } } },
    async (request) => {
      const section = await sectionByUuid(db, request.params.section)
      const containers = await reviewsContainers.byIds(db, section.section_uuid, request.body.container_ids)
      const entries = await Promise.all(
        containers.map(async (container): Promise<ReviewCountEntry> => {
          const summary = await reviews.summary(container.content_container_uuid)
          const counted = await db.one<{ n: number }>(
            `select count(*)::int as n from content c where c.content_container_uuid = $1 and c.type = 'review' and c.parent_uuid is null and c.state = 'visible' and c.processing_status is null
               and not exists (select 1 from bans b where b.user_uuid = c.actor_uuid and b.ban_level in ('ghost', 'hide') and (b.is_permanent or b.date_expired > now()))`,
            [container.content_container_uuid],
          )
          return { container_id: container.container_id, content_container_uuid: container.content_container_uuid, total_reviews: counted?.n ?? 0, average_rating: summary.average, status: container.status, is_hidden: container.is_hidden }
        }),
      )
      return { result: entries }
    },
  )

  /** A page of reviews in a sort (one author's with `user_uuid`), the ratings, and the reader's own review. */
  app.get<{ Params: Pick<ReviewParams, 'section' | 'container'>; Querystring: ListQuery }>(`${inside}/reviews`, { schema: { params: schemas.container, querystring: listQuery } }, async (request) => {
    const [{ container }, viewer] = await Promise.all([service.place(request), service.viewer(request)])
    const uuid = container.content_container_uuid
    const seen: Authors = new Map()
    const q = request.query
    const [page, summary, own] = await Promise.all([
      reviews.page(viewer, uuid, { limit: q.limit ?? 10, sort: q.sorted_by ?? 'most_helpful', replyLimit: q.reply_limit ?? 2, ...(q.starting_from ? { cursor: q.starting_from } : {}), ...(q.user_uuid ? { author: q.user_uuid } : {}) }, seen),
      reviews.summary(uuid),
      reviews.ownReview(uuid, viewer.uuid),
    ])
    const answer: ReviewsAnswer = { ...page, users: await reviews.reader.authors(viewer, seen), summary, ...(own ? { own_review_uuid: own.content_uuid } : {}) }
    return { result: answer }
  })

  /** The container's ratings, and the rating the reader gave (their review's, else the one given alone). */
  app.get<{ Params: Pick<ReviewParams, 'section' | 'container'> }>(`${inside}/ratings`, { schema: { params: schemas.container, querystring: schemas.noQuery } }, async (request) => {
    const { container } = await service.place(request)
    const uuid = container.content_container_uuid
    const [summary, own, points] = await Promise.all([reviews.summary(uuid), reviews.ownReview(uuid, request.userUuid), reviews.ownPoints(uuid, request.userUuid)])
    const mine = own?.rating ?? points
    return { result: { summary, ...(mine !== undefined && mine !== null ? { own_rating: mine } : {}), ...(own ? { own_review_uuid: own.content_uuid } : {}) } }
  })

  app.post<{ Params: Pick<ReviewParams, 'section' | 'container'>; Body: ReviewBody }>(`${inside}/reviews`, { schema: { params: schemas.container, body: reviewBody } }, async (request, reply) => {
    const { section, container } = await service.place(request)
    writable(section.settings)
    if (!request.userUuid) throw unauthorized()
    if (container.status === 'closed') throw forbidden('These reviews are closed.')
    const rating = reviewRating(request.body.rating)
    const title = reviewTitle(request.body.title)
    const text = reviewText(request.body.content, 'review')
    const { actor, viewer } = await replierOf(db, request, section, undefined)
    if (await reviews.ownReview(container.content_container_uuid, actor)) throw alreadyReviewed()
    const id = randomUUID()
    try {
      await db.tx(async (tx) => {
        await tx.query(`insert into content (content_uuid, section_uuid, content_container_uuid, thread_uuid, actor_uuid, type, content, title, rating) values ($1, $2, $3, $1, $4, 'review', $5, $6, $7)`, [
          id,
          section.section_uuid,
          container.content_container_uuid,
          actor,
          text,
          title,
          rating,
        ])
        // The review carries the reader's rating now: one given alone before is superseded.
        await tx.query('delete from ratings where content_container_uuid = $1 and user_uuid = $2', [container.content_container_uuid, actor])
      })
    } catch (error) {
      // Two at once: the index let one in.
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw alreadyReviewed()
      throw error
    }
    reply.status(201)
    return { result: await service.answer(section, id, 'created', viewer) }
  })

  /** A review's new title and body, and its rating only when sent (document 1 §5); a reply's new text. Their owner only. */
  app.post<{ Params: ReviewParams; Body: Partial<ReviewBody> & { content: string } }>(`${inside}/content/:content/edit`, { schema: { params: schemas.item, body: editBody } }, async (request) => {
    const [{ section, container }, viewer] = await Promise.all([service.place(request), service.viewer(request)])
    const row = inReviews(await reviews.reader.raw(request.params.content), container.content_container_uuid, request.params.content)
    mayChange(row, viewer, false)
    if (row.parent_uuid) {
      if (request.body.title !== undefined || request.body.rating !== undefined) throw forbidden('A reply has no title or rating.')
      await db.query('update content set content = $2, is_edited = true, date_edited = now() where content_uuid = $1', [row.content_uuid, reviewText(request.body.content, 'reply')])
    } else {
      const text = reviewText(request.body.content, 'review')
      const title = request.body.title !== undefined ? reviewTitle(request.body.title) : null
      const rating = request.body.rating !== undefined ? reviewRating(request.body.rating) : null
      await db.query('update content set content = $2, title = coalesce($3, title), rating = coalesce($4, rating), is_edited = true, date_edited = now() where content_uuid = $1', [row.content_uuid, text, title, rating])
    }
    return { result: await service.answer(section, row.content_uuid, 'updated', viewer) }
  })

  /** Removes a review (its replies go with it) or a reply: its owner, or a moderator. */
  app.delete<{ Params: ReviewParams }>(`${inside}/reviews/:content`, { schema: { params: schemas.item } }, async (request) => {
    const [{ section, container }, viewer] = await Promise.all([service.place(request), service.viewer(request)])
    const row = inReviews(await reviews.reader.raw(request.params.content), container.content_container_uuid, request.params.content)
    mayChange(row, viewer, true)
    await db.tx(async (tx) => {
      if (!row.parent_uuid) {
        await tx.query(`update content set processing_status = 'removed', total_direct_replies = case when content_uuid = $1 then 0 else total_direct_replies end, total_replies = case when content_uuid = $1 then 0 else total_replies end where thread_uuid = $1 or content_uuid = $1`, [row.content_uuid])
        return
      }
      await tx.query(`update content set processing_status = 'removed' where content_uuid = $1`, [row.content_uuid])
      await tx.query('update content set total_direct_replies = greatest(total_direct_replies - 1, 0), total_replies = greatest(total_replies - 1, 0) where content_uuid = $1', [row.parent_uuid])
    })
    return { result: await service.answer(section, row.content_uuid, 'deleted', viewer) }
  })

  app.get<{ Params: ReviewParams; Querystring: { limit?: number; starting_from?: string } }>(`${inside}/reviews/:content`, { schema: { params: schemas.item, querystring: replyQuery } }, async (request) => {
    const [{ container }, viewer] = await Promise.all([service.place(request), service.viewer(request)])
    inReviews(await reviews.reader.raw(request.params.content), container.content_container_uuid, request.params.content)
    const seen: Authors = new Map()
    const page = await reviews.replies(viewer, container.content_container_uuid, request.params.content, { limit: request.query.limit ?? 10, ...(request.query.starting_from ? { cursor: request.query.starting_from } : {}) }, seen)
    return { result: { ...page, users: await reviews.reader.authors(viewer, seen) } }
  })

  /** A reply to a review (readers reply to reviews, not to replies). */
  app.post<{ Params: ReviewParams; Body: { content: string; anonymous_name?: string } }>(`${inside}/reviews/:content`, { schema: { params: schemas.item, body: replyBody } }, async (request, reply) => {
    const { section, container } = await service.place(request)
    writable(section.settings)
    if (container.status === 'closed') throw forbidden('These reviews are closed.')
    const text = reviewText(request.body.content, 'reply')
    if (request.body.anonymous_name !== undefined) chosenName(request.body.anonymous_name)
    const review = inReviews(await reviews.reader.raw(request.params.content), container.content_container_uuid, request.params.content)
    if (review.parent_uuid) throw forbidden('Reply to the review itself.')
    const { actor, viewer } = await replierOf(db, request, section, request.body.anonymous_name)
    const id = randomUUID()
    await db.query(
      `with added as (insert into content (content_uuid, section_uuid, content_container_uuid, parent_uuid, thread_uuid, actor_uuid, type, content) values ($1, $2, $3, $4, $4, $5, 'reply', $6) returning 1)
       update content set total_direct_replies = total_direct_replies + 1, total_replies = total_replies + 1 where content_uuid = $4 and exists (select 1 from added)`,
      [id, section.section_uuid, container.content_container_uuid, review.content_uuid, actor, text],
    )
    reply.status(201)
    return { result: await service.answer(section, id, 'created', viewer) }
  })

  /** "Was this helpful?": yes is the like, no the dislike; one of them per reader, never on their own review. */
  const COUNTER = { like: 'total_likes', dislike: 'total_dislikes' } as const
  const react = async (request: FastifyRequest<{ Params: ReviewParams }>, kind: 'like' | 'dislike', add: boolean) => {
    const { section, container } = await service.place(request)
    if (!request.userUuid) throw unauthorized()
    const row = inReviews(await reviews.reader.raw(request.params.content), container.content_container_uuid, request.params.content)
    if (add && row.actor_uuid === request.userUuid) throw forbidden('You cannot vote on your own review.')
    await db.tx(async (tx) => {
      const change = async (k: 'like' | 'dislike', on: boolean) => {
        const done = on
          ? await tx.query('insert into reactions (content_uuid, user_uuid, kind) values ($1, $2, $3) on conflict do nothing returning 1', [row.content_uuid, request.userUuid, k])
          : await tx.query('delete from reactions where content_uuid = $1 and user_uuid = $2 and kind = $3 returning 1', [row.content_uuid, request.userUuid, k])
        if (done.length) await tx.query(`update content set ${COUNTER[k]} = greatest(${COUNTER[k]} + $2, 0) where content_uuid = $1`, [row.content_uuid, on ? 1 : -1])
      }
      if (add) await change(kind === 'like' ? 'dislike' : 'like', false)
      await change(kind, add)
    })
    return { result: await service.answer(section, row.content_uuid, `${add ? '' : 'un'}${kind}d`, await service.viewer(request)) }
  }
  for (const kind of ['like', 'dislike'] as const) {
    app.post<{ Params: ReviewParams }>(`${inside}/reviews/:content/${kind}`, { schema: { params: schemas.item } }, (request) => react(request, kind, true))
    app.delete<{ Params: ReviewParams }>(`${inside}/reviews/:content/${kind}`, { schema: { params: schemas.item } }, (request) => react(request, kind, false))
  }

  app.get<{ Params: Pick<ReviewParams, 'section' | 'container'>; Querystring: { uuids: string } }>(
    `${inside}/selection`,
    { schema: { params: schemas.container, querystring: { type: 'object', required: ['uuids'], additionalProperties: false, properties: { uuids: { type: 'string', pattern: '^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36}){0,99}$' } } } } },
    async (request) => {
      const [{ container }, viewer] = await Promise.all([service.place(request), service.viewer(request)])
      const seen: Authors = new Map()
      const contents = await reviews.select(viewer, container.content_container_uuid, request.query.uuids.split(','), seen)
      return { result: { contents, more_available: false, users: await reviews.reader.authors(viewer, seen), summary: await reviews.summary(container.content_container_uuid) } }
    },
  )

  reviewModerationRoutes(app, { db }, service, inside)
  legacyRatingRoutes(app, { db, service })
}
