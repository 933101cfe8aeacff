/**
 * A user's comments across a site (document 1 §7): `GET /v4/livecomments/{section}/{user_uuid}/recent`
 * and `…/profile`. They show exactly what the thread lists show the same caller — disabled and spam
 * comments only to moderators, a ghost- or hide-banned author's comments only to that author and to
 * moderators, removed ones to nobody but moderators — so a profile never leaks what a thread hides,
 * not even as a count.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ContentPage } from '../../../contracts/entities/comments-api'
import type { AppContext } from '../app'
import { viewerOf } from '../comments/access'
import { createReader, type Authors, type Viewer } from '../comments/queries'
import type { Db } from '../db'
import { notFound } from '../errors'
import { sectionByUuid, type Section } from '../sections'

const uuid = { type: 'string', format: 'uuid' }
const params = { type: 'object', properties: { section: uuid, user: uuid } }
const recentQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: { type: 'integer', minimum: 1, maximum: 100 }, starting_from: { type: 'string', maxLength: 400 } },
}
const noQuery = { type: 'object', additionalProperties: false, properties: {} }
/** A profile opens with as many recent comments as a first list page (document 1 §9: 10). */
const PROFILE_RECENT = 10

type Params = { section: string; user: string }

/** Where each comment was made, so a list out of its thread can still name and link its article. */
export interface ContainerPlace {
  content_container_uuid: string
  container_id: string
  page_url?: string
  page_title?: string
}

async function places(db: Db, page: ContentPage): Promise<Record<string, ContainerPlace>> {
  const uuids = [...new Set(page.contents.map((c) => c.content_container_uuid))]
  if (uuids.length === 0) return {}
  const rows = await db.query<{ content_container_uuid: string; container_id: string; url: string | null; title: string | null }>(
    'select ct.content_container_uuid, ct.container_id, pg.url, pg.title from containers ct left join pages pg on pg.uuid = ct.page_uuid where ct.content_container_uuid = any($1::uuid[])',
    [uuids],
  )
  return Object.fromEntries(rows.map((r) => [r.content_container_uuid, { content_container_uuid: r.content_container_uuid, container_id: r.container_id, ...(r.url ? { page_url: r.url } : {}), ...(r.title ? { page_title: r.title } : {}) }]))
}

export default async function userCommentRoutes(app: FastifyInstance, { db }: AppContext) {
  const reader = createReader(db)
  const base = '/v4/livecomments/:section/:user'

  /** The section and the user, who must belong to the same site: anyone else is unknown here. */
  const subject = async (request: FastifyRequest<{ Params: Params }>): Promise<{ section: Section; user: string }> => {
    const section = await sectionByUuid(db, request.params.section)
    const row = await db.one<{ uuid: string }>('select u.uuid from users u join sections s on s.section_uuid = u.section_uuid where u.uuid = $1 and s.site_uuid = $2', [request.params.user, section.site_uuid])
    if (!row) throw notFound(`No user ${request.params.user}`)
    return { section, user: row.uuid }
  }

  const recent = async (viewer: Viewer, section: Section, user: string, limit: number, cursor?: string) => {
    const seen: Authors = new Map([[user, undefined]])
    const page = await reader.recent(viewer, section.section_uuid, user, { limit, ...(cursor ? { cursor } : {}) }, seen)
    const [users, containers] = await Promise.all([reader.authors(viewer, seen), places(db, page)])
    return { page, users, containers }
  }

  app.get<{ Params: Params; Querystring: { limit?: number; starting_from?: string } }>(`${base}/recent`, { schema: { params, querystring: recentQuery } }, async (request) => {
    const { section, user } = await subject(request)
    const { page, users, containers } = await recent(await viewerOf(db, request), section, user, request.query.limit ?? 10, request.query.starting_from)
    return { result: { ...page, users, containers } }
  })

  app.get<{ Params: Params }>(`${base}/profile`, { schema: { params, querystring: noQuery } }, async (request) => {
    const { section, user } = await subject(request)
    const viewer = await viewerOf(db, request)
    const [counts, { page, users, containers }] = await Promise.all([reader.activity(viewer, section.section_uuid, user), recent(viewer, section, user, PROFILE_RECENT)])
    return { result: { user: users[user], ...counts, recent: page, users, containers } }
  })
}
