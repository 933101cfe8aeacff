/**
 * The moderators' part of username pre-moderation (username-moderation.ts), in the style of the other
 * moderation calls: the site's names waiting for approval (`GET /v2/{section_uuid}/moderation/usernames`,
 * oldest first), and approving or rejecting one (`POST …/usernames/{user_uuid}/approve` or `/reject`).
 * Only a moderator or administrator of that site may: a guest is asked to sign in (401), anyone else is
 * refused (403). Approving puts the name on the reader's comments on every instance at once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../app'
import { requireModerator } from '../comments/access'
import { forbidden } from '../errors'
import { sectionByUuid } from '../sections'
import { findUser } from '../users'
import { decideName, pendingNames } from '../username-moderation'

const uuid = { type: 'string', format: 'uuid' }
const sectionParams = { type: 'object', properties: { section: uuid } }
const userParams = { type: 'object', properties: { section: uuid, user: uuid } }

export default async function usernameModerationRoutes(app: FastifyInstance, { db, pages }: AppContext) {
  const base = '/v2/:section/moderation/usernames'

  /** The site, when the caller moderates it (moderators belong to their site as every account does). */
  const moderatedSite = async (request: FastifyRequest<{ Params: { section: string } }>) => {
    const viewer = await requireModerator(db, request)
    const section = await sectionByUuid(db, request.params.section)
    const own = await db.one('select 1 from users where uuid = $1 and section_uuid = $2', [viewer.uuid, section.section_uuid])
    if (!own) throw forbidden('Only moderators of this site can do this.')
    return section
  }

  app.get<{ Params: { section: string } }>(base, { schema: { params: sectionParams } }, async (request) => {
    const section = await moderatedSite(request)
    return { result: await pendingNames(db, section.section_uuid) }
  })

  for (const [path, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post<{ Params: { section: string; user: string } }>(`${base}/:user/${path}`, { schema: { params: userParams } }, async (request) => {
      const section = await moderatedSite(request)
      await decideName(db, section.section_uuid, request.params.user, approve)
      // An approved name is on the reader's comments: this instance forgets its pages at once (the
      // database tells every instance too).
      if (approve) pages.clear()
      return { result: await findUser(db, request.params.user, false) }
    })
  }
}
