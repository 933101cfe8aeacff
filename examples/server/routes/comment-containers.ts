/**
 * A comment container's own calls (document 1 §7) under `/v4/livecomments/{section_uuid}/{container}`:
 * its settings (POST merges, DELETE resets) and its signature. Both are moderators' tools: a reader who
 * could reopen a closed conversation, or fetch the signature of any container, would make them pointless.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../app'
import { containerSignature } from '../auth/signed-values'
import { requireModerator } from '../comments/access'
import { createReader } from '../comments/queries'
import { notFound } from '../errors'
import { sectionByUuid } from '../sections'

const uuid = { type: 'string', format: 'uuid' }
const params = { type: 'object', properties: { section: uuid, container: uuid } }
const noQuery = { type: 'object', additionalProperties: false, properties: {} }

/**
 * Only the settings this service honours: `status` closes a conversation to posting and editing, and
 * `is_hidden` hides the counter from readers. Anything else is refused rather than stored and ignored.
 */
const settingsBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { status: { type: 'string', enum: ['open', 'closed'] }, is_hidden: { type: 'boolean' } },
}

type Params = { section: string; container: string }
type SettingsBody = { status?: 'open' | 'closed'; is_hidden?: boolean }

export default async function commentContainerRoutes(app: FastifyInstance, { db, config, pages }: AppContext) {
  const reader = createReader(db)
  const base = '/v4/livecomments/:section/:container'

  /** The container, after the caller is known to be a moderator: a guest learns nothing about it. */
  const moderated = async (request: FastifyRequest<{ Params: Params }>) => {
    await requireModerator(db, request)
    const section = await sectionByUuid(db, request.params.section)
    const found = await reader.container(section.section_uuid, { uuid: request.params.container })
    if (!found) throw notFound(`No container ${request.params.container}`)
    return { section, container: found }
  }

  app.post<{ Params: Params; Body: SettingsBody }>(`${base}/settings`, { schema: { params, querystring: noQuery, body: settingsBody } }, async (request) => {
    const { section, container } = await moderated(request)
    const { is_hidden: hidden, ...settings } = request.body
    await db.query('update containers set settings = settings || $2::jsonb, is_hidden = coalesce($3, is_hidden) where content_container_uuid = $1', [container.content_container_uuid, JSON.stringify(settings), hidden ?? null])
    // The thread's pages carry its settings and status: forgotten here at once, everywhere when the database says so.
    pages.invalidate(container.content_container_uuid)
    return { result: await reader.container(section.section_uuid, { uuid: container.content_container_uuid }) }
  })

  app.delete<{ Params: Params }>(`${base}/settings`, { schema: { params, querystring: noQuery } }, async (request) => {
    const { section, container } = await moderated(request)
    await db.query(`update containers set settings = '{}', is_hidden = false where content_container_uuid = $1`, [container.content_container_uuid])
    pages.invalidate(container.content_container_uuid)
    return { result: await reader.container(section.section_uuid, { uuid: container.content_container_uuid }) }
  })

  app.get<{ Params: Params }>(`${base}/signature`, { schema: { params, querystring: noQuery } }, async (request) => {
    const { section, container } = await moderated(request)
    return { result: { content_container_uuid: container.content_container_uuid, signature: containerSignature(config.secret, section.section_uuid, container.content_container_uuid) } }
  })
}
