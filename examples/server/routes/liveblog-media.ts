/**
 * A live blog's images (document 1 §7 `POST …/media`, multipart): an editor uploads one (the file and
 * its description, the alt text readers' screen readers say) before the post that carries it; images
 * are checked by their bytes, not their claimed type, and served by UUID under the live blog.
 */
import multipart from '@fastify/multipart'
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { LiveblogLimits } from '../../../contracts/entities/liveblog-api'
import { graphemeCount } from '../../../kernel/lib/text'
import type { AppContext } from '../app'
import { badRequest, forbidden, HttpError, notFound } from '../errors'
import { mediaBytes, mediaItem, storeMedia } from '../liveblog/media'
import { editorOf } from '../liveblog/rules'
import { createLiveblogService, originOf, schemas, type LiveParams } from '../liveblog/service'
import { plainText } from '../text'
import { sniffImage } from './profile'

export default async function liveblogMediaRoutes(app: FastifyInstance, { db, hub }: AppContext) {
  await app.register(multipart, { limits: { fileSize: LiveblogLimits.mediaBytes, files: 1, fields: 2, fieldSize: 4 * LiveblogLimits.mediaDescription } })
  const blog = createLiveblogService({ db, hub })
  const inside = '/v4/liveblogs/:section/:container'

  app.post<{ Params: Pick<LiveParams, 'section' | 'container'> }>(`${inside}/media`, { schema: { params: schemas.container } }, async (request, reply) => {
    const editor = await editorOf(db, request)
    const { section, container } = await blog.place(request)
    if (container.status === 'closed') throw forbidden('This live blog is closed.')
    if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data (media, description).')
    let file: { type: string; data: Buffer; name: string } | undefined
    let description = ''
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'media') throw badRequest(`Unexpected file field "${part.fieldname}"`)
        const data = await part.toBuffer()
        if (part.file.truncated) throw new HttpError(413, `The image is larger than ${LiveblogLimits.mediaBytes / 1024 / 1024} MB.`)
        const type = sniffImage(data)
        if (!type) throw badRequest('The image must be a PNG, JPEG, GIF or WebP file.')
        file = { type, data, name: part.filename.slice(0, 200) }
      } else if (part.fieldname === 'description') {
        description = plainText(String(part.value), 'The description').trim()
        if (graphemeCount(description) > LiveblogLimits.mediaDescription) throw badRequest(`A description can be at most ${LiveblogLimits.mediaDescription} characters long.`)
      } else throw badRequest(`Unexpected field "${part.fieldname}"`)
    }
    if (!file) throw badRequest('No image was sent (the field "media").')
    const row = await storeMedia(db, { uuid: randomUUID(), section: section.section_uuid, container: container.content_container_uuid, uploader: editor.uuid, type: file.type, data: file.data, description, fileName: file.name })
    reply.status(201)
    return { result: mediaItem(row, originOf(request)) }
  })

  app.get<{ Params: Pick<LiveParams, 'section' | 'container' | 'media'> }>(
    `${inside}/media/:media`,
    { schema: { params: { type: 'object', properties: { section: schemas.uuid, container: schemas.uuid, media: schemas.uuid } } } },
    async (request, reply) => {
      const row = await mediaBytes(db, request.params.container, request.params.media)
      if (!row) throw notFound('No such image')
      // An image never changes under its UUID: kept for good by browsers and caches.
      return reply.type(row.content_type).header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'cross-origin').send(Buffer.from(row.data))
    },
  )
}
