/** `POST /bootstrap/v2?session=false` (document 2 §7): the site's settings, section tree and the user. */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../app'
import { sectionByDomain } from '../sections'
import { findUser, guestUser } from '../users'

export default async function bootstrapRoutes(app: FastifyInstance, { db, config }: AppContext) {
  app.post<{ Body: { section_tree?: boolean; domain: string } }>(
    '/bootstrap/v2',
    {
      schema: {
        querystring: { type: 'object', properties: { session: { type: 'string', enum: ['true', 'false'] } } },
        body: {
          type: 'object',
          required: ['domain'],
          additionalProperties: false,
          properties: { section_tree: { type: 'boolean' }, domain: { type: 'string', minLength: 1, maxLength: 253 } },
        },
      },
    },
    async (request) => {
      const section = await sectionByDomain(db, request.body.domain, config.development)
      const user = (request.userUuid && (await findUser(db, request.userUuid, true))) || guestUser()
      return {
        result: {
          user,
          settings: { ...section.settings, section_id: section.section_uuid },
          sectionTree: { section_id: section.section_uuid, site_uuid: section.site_uuid, domain: section.domain, name: section.name },
        },
      }
    },
  )
}
