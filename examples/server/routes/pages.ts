/** `POST /pages` (document 2 §7): the page a widget lives on, created or updated by unique id or url. */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../app'
import { badRequest } from '../errors'
import { sectionByDomain, sectionByUuid } from '../sections'

interface PageBody {
  title?: string
  url: string
  unique_id?: string
  image_url?: string
  description?: string
  page_type?: string
  owners?: string[]
  section?: string
}

const text = (max: number) => ({ type: 'string', maxLength: max })
const schema = {
  body: {
    type: 'object',
    required: ['url'],
    additionalProperties: false,
    properties: {
      title: text(500),
      url: { type: 'string', minLength: 1, maxLength: 2000 },
      unique_id: text(200),
      image_url: text(2000),
      description: text(500),
      page_type: text(50),
      owners: { type: 'array', maxItems: 50, items: text(200) },
      section: text(200),
    },
  },
}

export default async function pagesRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const upsert = async (sectionUuid: string, body: PageBody) => {
    let url: URL
    try {
      url = new URL(body.url)
    } catch {
      throw badRequest('url must be an absolute http(s) address')
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('url must be an absolute http(s) address')
    const values = [body.title ?? '', body.description ?? '', body.image_url ?? '', body.page_type ?? 'article', JSON.stringify(body.owners ?? []), body.section ?? '']
    const existing = await db.one<{ uuid: string }>(
      body.unique_id ? 'select uuid from pages where section_uuid = $1 and unique_id = $2' : 'select uuid from pages where section_uuid = $1 and url = $2',
      [sectionUuid, body.unique_id ?? url.href],
    )
    const row = existing
      ? await db.one('update pages set title = $2, description = $3, image_url = $4, page_type = $5, owners = $6, section = $7 where uuid = $1 returning *', [existing.uuid, ...values])
      : await db.one(
          'insert into pages (uuid, section_uuid, url, path, unique_id, title, description, image_url, page_type, owners, section) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *',
          [randomUUID(), sectionUuid, url.href, url.pathname, body.unique_id ?? null, ...values],
        )
    const page = row as Record<string, unknown> & { id: string; date_created: Date }
    return { result: { ...page, id: Number(page.id), date_created: new Date(page.date_created).getTime() } }
  }

  app.post<{ Params: { section: string }; Body: PageBody }>('/v2/:section/pages', { schema: { ...schema, params: { type: 'object', properties: { section: { type: 'string', format: 'uuid' } } } } }, async (request) =>
    upsert((await sectionByUuid(db, request.params.section)).section_uuid, request.body),
  )
  app.post<{ Body: PageBody }>('/v2/pages', { schema }, async (request) => {
    let host: string
    try {
      host = new URL(request.body.url).hostname
    } catch {
      throw badRequest('url must be an absolute http(s) address')
    }
    return upsert((await sectionByDomain(db, host, config.development)).section_uuid, request.body)
  })
}
