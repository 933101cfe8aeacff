/**
 * Reading reviews as one viewer may see them: the comments' reading rules and item shape
 * (examples/server/comments/queries.ts, reused here), in the reviews' own orders (document 1 §9: newest,
 * oldest, top_rated, lowest_rated, most_helpful, most_replies), each paged by a keyset cursor as the
 * comments' lists are (comments/cursor.ts), with every review's rating and title; and the ratings of a
 * container (average and distribution), counting each reader once: their review's rating, else the
 * rating they gave alone.
 */
import type { ContentPage } from '../../../contracts/entities/comments-api'
import { RatingBounds, type RatingSummary, type Review, type ReviewPage } from '../../../contracts/entities/reviews-api'
import type { ReviewSort } from '../../../contracts/enums'
import { decodeCursor, encodeCursor, type Keyed, type SortOrder } from '../comments/cursor'
import { createReader, VISIBLE, type Authors, type Viewer } from '../comments/queries'
import type { Db } from '../db'

interface Column {
  sql: string
  number: string
  back: (param: string) => string
}
const count = (sql: string): Column => ({ sql, number: sql, back: (p) => `${p}::int` })
const TIME: Column = { sql: 'c.date_created', number: '(extract(epoch from c.date_created) * 1000000)::bigint', back: (p) => `(timestamptz 'epoch' + ${p}::bigint * interval '1 microsecond')` }

/**
 * The order of a review sort: a moderator's pinned reviews first (as the comments' pins lead), then its
 * key, then time, then the UUID, all one direction (lowest_rated and oldest ascend; the pin's key is
 * turned so that pins still lead).
 */
export function reviewOrder(sort: ReviewSort): SortOrder {
  const ascending = sort === 'oldest' || sort === 'lowest_rated'
  const pin = count(ascending ? '(case when c.is_pinned then 0 else 1 end)' : '(case when c.is_pinned then 1 else 0 end)')
  const key =
    sort === 'top_rated' || sort === 'lowest_rated' ? [count('coalesce(c.rating, 0)')] : sort === 'most_helpful' ? [count('c.total_likes')] : sort === 'most_replies' ? [count('c.total_replies')] : []
  const columns = [pin, ...key, TIME]
  const direction = ascending ? 'asc' : 'desc'
  return {
    select: columns.map((column, i) => `${column.number} as k${i}`).join(', '),
    order: [...columns.map((column) => `${column.sql} ${direction}`), `c.content_uuid ${direction}`].join(', '),
    after: (values, param) =>
      `(${[...columns.map((c) => c.sql), 'c.content_uuid'].join(', ')}) ${ascending ? '>' : '<'} (${[...columns.map((c, i) => c.back(param(values[i]))), `${param(values[columns.length])}::uuid`].join(', ')})`,
    size: columns.length,
  }
}

/** Readers whose content (and ratings) others do not see: an active ghost or hide ban. */
const HIDDEN = `select b.user_uuid from bans b where b.ban_level in ('ghost', 'hide') and (b.is_permanent or b.date_expired > now())`
/** A reader's standing review in a container (`c` the content row): what the one-review rule counts. */
const STANDING = `c.type = 'review' and c.parent_uuid is null and c.processing_status is null`

/** The star (1–5) a rating in points falls in: 1–20 one star, …, 81–100 five; 0 (a rating alone) counts as one. */
export const starOf = (points: number) => Math.min(RatingBounds.stars, Math.max(1, Math.ceil(points / RatingBounds.step)))

export function createReviewReader(db: Db) {
  const reader = createReader(db)

  /** Ratings and titles of these items (replies have none). */
  const decorate = async <T extends { content_uuid: string }>(items: T[]): Promise<Array<T & Pick<Review, 'rating' | 'title'>>> => {
    if (items.length === 0) return []
    const rows = await db.query<{ content_uuid: string; rating: number | null; title: string | null }>('select content_uuid, rating, title from content where content_uuid = any($1::uuid[])', [items.map((i) => i.content_uuid)])
    const by = new Map(rows.map((r) => [r.content_uuid, r]))
    return items.map((item) => {
      const row = by.get(item.content_uuid)
      return { ...item, ...(row?.rating != null ? { rating: row.rating } : {}), ...(row?.title != null ? { title: row.title } : {}) }
    })
  }

  /** Items by UUID the viewer may see, in the order asked, with their ratings and titles. */
  const select = async (viewer: Viewer, container: string | undefined, uuids: string[], seen: Authors): Promise<Review[]> => decorate(await reader.select(viewer, container, uuids, seen))

  /**
   * One page of a container's reviews in a sort (only `author`'s when given), each with its first
   * `replyLimit` replies, oldest first.
   */
  const page = async (viewer: Viewer, container: string, options: { limit: number; sort: ReviewSort; cursor?: string; replyLimit: number; author?: string }, seen: Authors): Promise<ReviewPage> => {
    const order = reviewOrder(options.sort)
    const params: unknown[] = [viewer.uuid ?? null, viewer.moderator, container]
    const $ = (value: unknown) => `$${params.push(value)}`
    const where = [VISIBLE, 'c.content_container_uuid = $3::uuid', 'c.parent_uuid is null', `c.type = 'review'`]
    if (options.author) where.push(`c.actor_uuid = ${$(options.author)}::uuid`)
    if (options.cursor) where.push(order.after(decodeCursor(options.cursor, order), $))
    const keys = await db.query<Keyed>(`select c.content_uuid, ${order.select} from content c where ${where.join(' and ')} order by ${order.order} limit ${$(options.limit + 1)}`, params)
    const shown = keys.slice(0, options.limit)
    const items = await select(viewer, container, shown.map((k) => k.content_uuid), seen)
    const withReplies = await Promise.all(
      items.map(async (item) => {
        if (options.replyLimit <= 0 || item.total_direct_replies <= 0) return item
        const replies: ContentPage = await reader.page(viewer, { container, parent: item.content_uuid }, { limit: options.replyLimit, sort: 'oldest' }, seen)
        return { ...item, replies }
      }),
    )
    const more = keys.length > options.limit
    return { contents: withReplies, more_available: more, ...(more ? { next_starting_from: encodeCursor(shown[shown.length - 1]!, order) } : {}) }
  }

  /** A review's replies, oldest first. */
  const replies = (viewer: Viewer, container: string, parent: string, options: { limit: number; cursor?: string }, seen: Authors) =>
    reader.page(viewer, { container, parent }, { limit: options.limit, sort: 'oldest', ...(options.cursor ? { cursor: options.cursor } : {}) }, seen)

  /**
   * The container's ratings: each reader once (their visible review's rating, else their rating alone),
   * none of a reader hidden from others. The average in points with one decimal.
   */
  const summary = async (container: string): Promise<RatingSummary> => {
    const row = await db.one<{ count: number; average: string | null; s1: number; s2: number; s3: number; s4: number; s5: number }>(
      `with every as (
         select c.rating as points from content c where c.content_container_uuid = $1 and ${STANDING} and c.state = 'visible' and c.rating is not null and c.actor_uuid not in (${HIDDEN})
         union all
         select r.points from ratings r where r.content_container_uuid = $1 and r.user_uuid not in (${HIDDEN})
           and not exists (select 1 from content c where c.content_container_uuid = $1 and c.actor_uuid = r.user_uuid and ${STANDING}))
       select count(*)::int as count, round(avg(points), 1)::text as average,
         count(*) filter (where points <= 20)::int as s1, count(*) filter (where points between 21 and 40)::int as s2, count(*) filter (where points between 41 and 60)::int as s3,
         count(*) filter (where points between 61 and 80)::int as s4, count(*) filter (where points > 80)::int as s5
       from every`,
      [container],
    )
    return { average: row?.average ? Number(row.average) : 0, count: row?.count ?? 0, distribution: [row?.s1 ?? 0, row?.s2 ?? 0, row?.s3 ?? 0, row?.s4 ?? 0, row?.s5 ?? 0] }
  }

  /** The reader's standing review in the container (its UUID and rating), if any. */
  const ownReview = async (container: string, user: string | undefined) => {
    if (!user) return undefined
    return (await db.one<{ content_uuid: string; rating: number | null }>(`select c.content_uuid, c.rating from content c where c.content_container_uuid = $1 and c.actor_uuid = $2 and ${STANDING}`, [container, user])) ?? undefined
  }

  /** The rating the reader gave alone, if any. */
  const ownPoints = async (container: string, user: string | undefined) => {
    if (!user) return undefined
    return (await db.one<{ points: number }>('select points from ratings where content_container_uuid = $1 and user_uuid = $2', [container, user]))?.points
  }

  return { reader, decorate, select, page, replies, summary, ownReview, ownPoints }
}

export type ReviewReader = ReturnType<typeof createReviewReader>
