/**
 * `PATCH /users/{id}` (document 2 §7): a user changes their name or avatar with a multipart form; only
 * the user themself or an administrator may. Avatars are checked by their bytes, not their claimed type.
 * Where the site premoderates names, a reader's new name waits for a moderator (username-moderation.ts):
 * the answer says so (`username_pending`, `username_moderation_status`) and `name` stays as it was.
 */
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../app'
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../errors'
import { chosenName } from '../text'
import { findUser } from '../users'
import { changeName, NAME_HOLDER_COLUMNS, type NameHolder } from '../username-moderation'

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024

/** The image type from the file's first bytes; undefined for anything that is not a picture we serve. */
export function sniffImage(bytes: Buffer): string | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif'
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp'
  return undefined
}

export default async function profileRoutes(app: FastifyInstance, { db, pages }: AppContext) {
  await app.register(multipart, { limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 5, fieldSize: 1024 } })

  const target = async (actor: string | undefined, id: string) => {
    if (!actor) throw unauthorized()
    const user = await findUser(db, id, true)
    if (!user) throw notFound(`No user ${id}`)
    const me = await findUser(db, actor, true)
    if (user.uuid !== actor && me?.user_privilege !== 'admin') throw forbidden('You can only change your own profile.')
    return user
  }
  const idParam = { params: { type: 'object', properties: { id: { type: 'string', pattern: '^([0-9]{1,15}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$' } } } }

  app.patch<{ Params: { id: string } }>('/v2/users/:id', { schema: idParam }, async (request) => {
    const user = await target(request.userUuid, request.params.id)
    if (!request.isMultipart()) throw badRequest('Send the changes as multipart/form-data (name, avatar).')
    let name: string | undefined
    let avatar: { type: string; data: Buffer } | undefined
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'avatar') throw badRequest(`Unexpected file field "${part.fieldname}"`)
        const data = await part.toBuffer()
        if (part.file.truncated) throw new HttpError(413, 'The avatar is larger than 2 MB.')
        const type = sniffImage(data)
        if (!type) throw badRequest('The avatar must be a PNG, JPEG, GIF or WebP image.')
        avatar = { type, data }
      } else if (part.fieldname === 'name') {
        name = chosenName(String(part.value))
      } else throw badRequest(`Unexpected field "${part.fieldname}"`)
    }
    if (name === undefined && avatar === undefined) throw badRequest('Nothing to change: send a name or an avatar.')
    await db.tx(async (tx) => {
      if (name !== undefined) {
        // Where the site premoderates names, a reader's new name waits for a moderator (username-moderation.ts).
        const holder = (await tx.one<NameHolder>(`select ${NAME_HOLDER_COLUMNS} from users where uuid = $1 for update`, [user.uuid]))!
        const { settings } = (await tx.one<{ settings: Record<string, unknown> }>('select settings from sections where section_uuid = $1', [holder.section_uuid]))!
        await changeName(tx, settings, holder, name, user.uuid !== request.userUuid)
      }
      if (avatar) {
        await tx.query(
          'insert into avatars (user_uuid, content_type, data) values ($1, $2, $3) on conflict (user_uuid) do update set content_type = excluded.content_type, data = excluded.data, date_created = now()',
          [user.uuid, avatar.type, avatar.data],
        )
        const url = `/v2/avatars/${user.uuid}?v=${Date.now()}`
        await tx.query(`update users set pic_large = $2, pic_small = $2, avatar_moderation_status = 'approved' where uuid = $1`, [user.uuid, url])
      }
    })
    // Threads show authors' names and pictures: this instance forgets its pages at once (the database
    // tells every instance too, a moment later).
    pages.clear()
    return { result: await findUser(db, user.uuid, true) }
  })

  app.delete<{ Params: { id: string } }>('/v2/users/:id/avatar', { schema: idParam }, async (request) => {
    const user = await target(request.userUuid, request.params.id)
    await db.tx(async (tx) => {
      await tx.query('delete from avatars where user_uuid = $1', [user.uuid])
      await tx.query(`update users set pic_large = null, pic_small = null, avatar_moderation_status = 'none' where uuid = $1`, [user.uuid])
    })
    pages.clear()
    return { result: await findUser(db, user.uuid, true) }
  })

  app.get<{ Params: { uuid: string } }>('/v2/avatars/:uuid', { schema: { params: { type: 'object', properties: { uuid: { type: 'string', format: 'uuid' } } } } }, async (request, reply) => {
    const row = await db.one<{ content_type: string; data: Buffer | Uint8Array }>('select content_type, data from avatars where user_uuid = $1', [request.params.uuid])
    if (!row) throw notFound('No avatar')
    return reply.type(row.content_type).header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(Buffer.from(row.data))
  })
}
