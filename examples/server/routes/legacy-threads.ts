/**
 * The legacy API's page discussions (document 1 §7 "Legacy API"): `GET /v1/pages/{id}/threads` (top-level
 * comments, each with its first `child_limit` replies) and `GET /v1/pages/{id}/comments` (every comment,
 * threads and replies in one flat list). `{id}` is the page's numeric id or UUID. Shaped like the legacy
 * single read `GET /v1/comments/{id}`: `{result: …}` with the authors in `users`, and the same
 * visibility rules as every other list.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ListAnswer, TabTotals } from '../../../contracts/entities/comments-api'
import type { Container } from '../../../contracts/entities/container'
import { CommentSort, ThreadTab, WidgetSort, type ContentFilter } from '../../../contracts/enums'
import type { AppContext } from '../app'
import { viewerOf } from '../comments/access'
import { createReader, type Authors } from '../comments/queries'
import { notFound } from '../errors'

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'
const params = { type: 'object', properties: { id: { type: 'string', pattern: `^([0-9]{1,15}|${UUID})$` } } }
/** Legacy pages carried the widget's sort names (`featured`) as well as the service's. */
const SORTS = [...new Set<string>([...CommentSort, ...WidgetSort])]
const query = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sort: { type: 'string', enum: SORTS },
    show: { type: 'string', enum: [...ThreadTab] },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    child_limit: { type: 'integer', minimum: 0, maximum: 100 },
    starting_from: { type: 'string', maxLength: 400 },
  },
}

type Query = { sort?: string; show?: ThreadTab; limit?: number; child_limit?: number; starting_from?: string }
type Params = { id: string }

interface PageRow {
  uuid: string
  id: string
  section_uuid: string
  url: string
  title: string
  unique_id: string | null
}

/** The page a legacy list is for, and its comments container when a discussion has started. */
export interface LegacyPageAnswer extends ListAnswer {
  page: { id: number; uuid: string; url: string; title: string }
  container: (Container & { status?: 'open' | 'closed' }) | null
}

export default async function legacyThreadRoutes(app: FastifyInstance, { db }: AppContext) {
  const reader = createReader(db)

  const pageOf = async (request: FastifyRequest<{ Params: Params }>) => {
    const numeric = /^\d+$/.test(request.params.id)
    const page = await db.one<PageRow>(`select uuid, id::text as id, section_uuid, url, title, unique_id from pages where ${numeric ? 'id = $1::bigint' : 'uuid = $1::uuid'}`, [request.params.id])
    if (!page) throw notFound(`No page ${request.params.id}`)
    // Older pages found their discussion by unique id before containers pointed at pages.
    const linked = await db.one<{ content_container_uuid: string }>(
      `select content_container_uuid from containers where section_uuid = $1 and type = 'livecomments' and (page_uuid = $2 or container_id = $3) order by (page_uuid = $2) desc nulls last limit 1`,
      [page.section_uuid, page.uuid, page.unique_id],
    )
    const found = linked ? (await reader.head(page.section_uuid, { uuid: linked.content_container_uuid }))?.found : undefined
    return { page, container: found?.container ?? null, totals: found?.totals ?? { all: 0, featured: 0, top: 0 } }
  }

  const options = (q: Query) => ({
    limit: q.limit ?? 10,
    sort: (q.sort === 'featured' ? 'newest_pick' : (q.sort ?? 'newest')) as CommentSort,
    ...(q.starting_from ? { cursor: q.starting_from } : {}),
  })
  const filterOf = (show: ThreadTab | undefined): ContentFilter | undefined => (show === 'featured' ? 'is_picked' : show === 'top' ? 'is_top_content' : undefined)

  const answer = async (request: FastifyRequest<{ Params: Params; Querystring: Query }>, flat: boolean): Promise<LegacyPageAnswer & { totals?: TabTotals }> => {
    const { page, container, totals } = await pageOf(request)
    const head = { page: { id: Number(page.id), uuid: page.uuid, url: page.url, title: page.title }, container }
    // A page whose discussion has not started yet has no comments, which is not an error.
    if (!container) return { ...head, contents: [], more_available: false, users: {}, ...(flat ? {} : { totals: { all: 0, featured: 0, top: 0 } }) }
    const viewer = await viewerOf(db, request)
    const seen: Authors = new Map()
    const filter = filterOf(request.query.show)
    const where = { container: container.content_container_uuid, ...(filter ? { filter } : {}) }
    const list = flat
      ? await reader.flat(viewer, where.container, { ...options(request.query), ...where }, seen)
      : await reader.page(viewer, where, { ...options(request.query), replyLimit: request.query.child_limit ?? 2 }, seen)
    return { ...head, ...list, users: await reader.authors(viewer, seen), ...(flat ? {} : { totals }) }
  }

  app.get<{ Params: Params; Querystring: Query }>('/v1/pages/:id/threads', { schema: { params, querystring: query } }, async (request) => ({ result: await answer(request, false) }))
  // child_limit is accepted here too (the legacy client sends the same query to both) but a flat list has nothing to nest.
  app.get<{ Params: Params; Querystring: Query }>('/v1/pages/:id/comments', { schema: { params, querystring: query } }, async (request) => ({ result: await answer(request, true) }))
}
