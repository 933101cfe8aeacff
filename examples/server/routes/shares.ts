/**
 * Shares of a page, for the legacy share bar and share total widgets: `POST /v4/shares/{section}` counts
 * one share of an address through a network and answers the totals; `GET /v4/shares/{section}?url=`
 * answers them. Addresses are counted canonical: the comment-share parameters (`vfshare`, `vfsubscribed`)
 * and a `#vf-{n}` fragment removed, so a shared comment's link counts for its page.
 */
import type { FastifyInstance } from 'fastify'
import { ShareNetwork, type ShareTotals } from '../../../contracts/entities/shares'
import type { AppContext } from '../app'
import type { Db } from '../db'
import { badRequest } from '../errors'
import { sectionByUuid } from '../sections'

const SHARE_PARAMETERS = ['vfshare', 'vfsubscribed']

/** The canonical form of a shared address, or undefined when it is not a web address. */
export function canonicalShareUrl(raw: string): string | undefined {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  for (const name of SHARE_PARAMETERS) url.searchParams.delete(name)
  if (/^#vf-\d+$/.test(url.hash)) url.hash = ''
  return url.href
}

async function totals(db: Db, section: string, url: string): Promise<ShareTotals> {
  const rows = await db.query<{ network: ShareNetwork; total: string | number }>('select network, total from page_shares where section_uuid = $1 and url = $2', [section, url])
  const networks: ShareTotals['networks'] = {}
  let total = 0
  for (const row of rows) {
    networks[row.network] = Number(row.total)
    total += Number(row.total)
  }
  return { url, total, networks }
}

const params = { type: 'object', required: ['section'], properties: { section: { type: 'string', format: 'uuid' } } }
const address = { type: 'string', minLength: 1, maxLength: 2000 }

export default async function shareRoutes(app: FastifyInstance, { db }: AppContext) {
  const canonical = (raw: string) => {
    const url = canonicalShareUrl(raw)
    if (!url) throw badRequest('url must be a web address')
    return url
  }

  app.get<{ Params: { section: string }; Querystring: { url: string } }>('/v4/shares/:section', { schema: { params, querystring: { type: 'object', required: ['url'], additionalProperties: false, properties: { url: address } } } }, async (request, reply) => {
    const section = await sectionByUuid(db, request.params.section)
    reply.header('cache-control', 'public, max-age=5')
    return totals(db, section.section_uuid, canonical(request.query.url))
  })

  app.post<{ Params: { section: string }; Body: { url: string; network: ShareNetwork } }>(
    '/v4/shares/:section',
    { schema: { params, body: { type: 'object', required: ['url', 'network'], additionalProperties: false, properties: { url: address, network: { type: 'string', enum: [...ShareNetwork] } } } } },
    async (request) => {
      const section = await sectionByUuid(db, request.params.section)
      const url = canonical(request.body.url)
      await db.query('insert into page_shares (section_uuid, url, network, total) values ($1, $2, $3, 1) on conflict (section_uuid, url, network) do update set total = page_shares.total + 1', [section.section_uuid, url, request.body.network])
      return totals(db, section.section_uuid, url)
    },
  )
}
