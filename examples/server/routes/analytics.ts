/**
 * The analytics ingest (document 3 §7) and the report that reads it.
 *
 * - `POST /v3/analytics/{domain}` and the second (v3) ingest path `POST /v3/ingest/{domain}`: an event or
 *   an array of them, as a beacon sends it (text/plain) or as JSON; answered 204 once stored.
 * - `GET` on the same paths with the event in `t` (the last-resort image): answered with a 1×1 GIF.
 * - `GET /v3/analytics/{domain}/report?days=&path=&widget=`: the site's report, for its administrators
 *   and moderators (contracts/analytics.ts `AnalyticsReport`).
 *
 * Events are validated (analytics/ingest.ts) and written in batches (analytics/batcher.ts); an answer
 * waits only for its batch's write. Which site a domain is, is kept in memory for a minute: the instance
 * holds nothing else, so any number of them share one database.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { AppContext } from '../app'
import { createBatcher } from '../analytics/batcher'
import { eventsOf, invalidEvent, rowOf, type EventRow } from '../analytics/ingest'
import { analyticsReport } from '../analytics/report'
import { badRequest, forbidden, HttpError, unauthorized } from '../errors'
import { sectionByDomain } from '../sections'

/** The smallest transparent GIF: what the image GET answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
/** How long a domain's site is remembered. */
const SECTION_TTL_MS = 60_000
const INGEST_PATHS = ['/v3/analytics', '/v3/ingest'] as const

const domainParams = { type: 'object', required: ['domain'], properties: { domain: { type: 'string', minLength: 1, maxLength: 253 } } }

export default async function analyticsRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const batcher = createBatcher(db, {
    ...(process.env.VF_ANALYTICS_BATCH_ROWS ? { maxRows: Number(process.env.VF_ANALYTICS_BATCH_ROWS) } : {}),
    ...(process.env.VF_ANALYTICS_BATCH_MS ? { maxWaitMs: Number(process.env.VF_ANALYTICS_BATCH_MS) } : {}),
  })
  // A closing instance writes what it gathered before it goes.
  app.addHook('onClose', async () => batcher.flush())

  const sections = new Map<string, { uuid: string; until: number }>()
  const sectionOf = async (domain: string): Promise<string> => {
    const known = sections.get(domain)
    if (known && known.until > Date.now()) return known.uuid
    const section = await sectionByDomain(db, domain, config.development)
    if (sections.size > 1000) sections.clear()
    sections.set(domain, { uuid: section.section_uuid, until: Date.now() + SECTION_TTL_MS })
    return section.section_uuid
  }

  /** Validates and stores a request's events; resolves once they are written. */
  const ingest = async (domain: string, body: unknown) => {
    const section = await sectionOf(domain)
    let events: unknown[]
    try {
      events = eventsOf(body)
    } catch (error) {
      throw badRequest(`Analytics events could not be read: ${(error as Error).message}.`)
    }
    const received = Date.now()
    const rows: EventRow[] = []
    let refused: string | undefined
    for (const event of events) {
      const why = invalidEvent(event)
      if (why) refused ??= why
      else rows.push(rowOf(section, event as Record<string, unknown>, received))
    }
    if (!rows.length) throw badRequest(`No valid analytics event: ${refused}.`)
    try {
      await batcher.add(rows)
    } catch (error) {
      app.log.error(error)
      // Not the client's fault, and not lost: the product's retry queue sends them again.
      throw new HttpError(503, 'The events could not be stored just now; send them again later.')
    }
  }

  for (const prefix of INGEST_PATHS) {
    app.post<{ Params: { domain: string } }>(`${prefix}/:domain`, { bodyLimit: 512 * 1024, schema: { params: domainParams } }, async (request, reply: FastifyReply) => {
      await ingest(request.params.domain, request.body)
      return reply.status(204).send()
    })
    app.get<{ Params: { domain: string }; Querystring: { t?: string } }>(
      `${prefix}/:domain`,
      { schema: { params: domainParams, querystring: { type: 'object', required: ['t'], properties: { t: { type: 'string', minLength: 2, maxLength: 32_768 } } } } },
      async (request, reply: FastifyReply) => {
        await ingest(request.params.domain, request.query.t)
        return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL)
      },
    )
  }

  app.get<{ Params: { domain: string }; Querystring: { days?: number; path?: string; widget?: string } }>(
    '/v3/analytics/:domain/report',
    {
      schema: {
        params: domainParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { days: { type: 'integer', minimum: 1, maximum: 90, default: 30 }, path: { type: 'string', minLength: 1, maxLength: 500 }, widget: { type: 'string', minLength: 1, maxLength: 60 } },
        },
      },
    },
    async (request) => {
      if (!request.userUuid) throw unauthorized('Sign in with an administrator or moderator account to see the analytics.')
      const section = await sectionOf(request.params.domain)
      const me = await db.one<{ user_privilege: string; section_uuid: string }>('select user_privilege, section_uuid from users where uuid = $1::uuid', [request.userUuid])
      if (!me || me.section_uuid !== section || (me.user_privilege !== 'admin' && me.user_privilege !== 'moderator')) {
        throw forbidden("Only the site's administrators and moderators see its analytics.")
      }
      const { days = 30, path, widget } = request.query
      return { result: await analyticsReport(db, { sectionUuid: section, days, ...(path ? { path } : {}), ...(widget ? { widget } : {}) }) }
    },
  )
}
