/**
 * The live blog service (document 1 §7, "Live blog service") under `/v4/liveblogs/{section_uuid}`: its
 * containers (list, create, change, signature), the posts (read in pages with their first replies and
 * images, written by editors, counted), the replies readers write, and a selection by UUID. Reactions
 * and moderation are in liveblog-actions.ts, images in liveblog-media.ts. Every rule of document 1 §5–§6
 * is checked here again (liveblog/rules.ts); every write is published on the realtime hub.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { LiveblogContainerBody, LiveCountAnswer, LivePostBody } from '../../../contracts/entities/liveblog-api'
import { LiveblogLimits } from '../../../contracts/entities/liveblog-api'
import type { AppContext } from '../app'
import { containerSignature } from '../auth/signed-values'
import { requireModerator } from '../comments/access'
import { badRequest, forbidden, notFound } from '../errors'
import { LIVEBLOG_TYPE, liveblogContainers, placeOf } from '../liveblog/containers'
import { attachMedia } from '../liveblog/media'
import { editorOf, inBlog, mayChangeReply, postText, replierOf, replyText } from '../liveblog/rules'
import { createLiveblogService, originOf, schemas, type LiveParams, type PageQuery } from '../liveblog/service'
import { chosenName } from '../text'
import { sectionByUuid } from '../sections'

const mediaUuids = { type: 'array', maxItems: LiveblogLimits.postMedia, items: schemas.uuid }
const postBody = { type: 'object', required: ['content'], additionalProperties: false, properties: { content: { type: 'string', minLength: 1 }, media_uuids: mediaUuids } }
const { reply_limit: _replyLimit, ...replyQueryProperties } = schemas.pageQuery.properties
/** A post's replies: no replies of their own are listed. */
const replyQuery = { ...schemas.pageQuery, properties: replyQueryProperties }
const replyBody = { type: 'object', required: ['content'], additionalProperties: false, properties: { content: { type: 'string', minLength: 1 }, anonymous_name: { type: 'string', minLength: 1, maxLength: 1000 } } }

export default async function liveblogRoutes(app: FastifyInstance, { db, config, hub }: AppContext) {
  const blog = createLiveblogService({ db, hub })
  const base = '/v4/liveblogs/:section'
  const inside = `${base}/:container`

  // Containers: listed by the publisher's id (the product's lookup, kernel/page/pages.ts), created when new.
  app.get<{ Params: Pick<LiveParams, 'section'>; Querystring: { container_id?: string; limit?: number } }>(
    base,
    { schema: { params: schemas.section, querystring: { type: 'object', additionalProperties: false, properties: { container_id: { type: 'string', minLength: 1, maxLength: 200 }, limit: { type: 'integer', minimum: 1, maximum: 100 } } } } },
    async (request) => {
      const section = await sectionByUuid(db, request.params.section)
      return { result: await liveblogContainers.list(db, section.section_uuid, { limit: request.query.limit ?? 10, ...(request.query.container_id ? { containerId: request.query.container_id } : {}) }) }
    },
  )

  app.post<{ Params: Pick<LiveParams, 'section'>; Body: { container_id: string; page_uuid?: string; type?: string } }>(
    base,
    { schema: { params: schemas.section, body: { type: 'object', required: ['container_id'], additionalProperties: false, properties: { container_id: { type: 'string', minLength: 1, maxLength: 200 }, page_uuid: schemas.uuid, type: { type: 'string', enum: [LIVEBLOG_TYPE] } } } } },
    async (request, reply) => {
      const section = await sectionByUuid(db, request.params.section)
      const created = await liveblogContainers.create(db, section.section_uuid, request.body.container_id, request.body.page_uuid ?? null, randomUUID())
      reply.status(201)
      return { result: created }
    },
  )

  app.put<{ Params: Pick<LiveParams, 'section' | 'container'>; Body: LiveblogContainerBody }>(
    inside,
    { schema: { params: schemas.container, body: { type: 'object', additionalProperties: false, minProperties: 1, properties: { status: { type: 'string', enum: ['open', 'closed'] }, is_hidden: { type: 'boolean' } } } } },
    async (request) => {
      await requireModerator(db, request)
      const { section, container } = await blog.place(request)
      const { is_hidden: hidden, ...settings } = request.body
      await db.query('update containers set settings = settings || $2::jsonb, is_hidden = coalesce($3, is_hidden) where content_container_uuid = $1', [container.content_container_uuid, JSON.stringify(settings), hidden ?? null])
      const changed = (await placeOf(db, section.section_uuid, { uuid: container.content_container_uuid })).container
      // Open widgets hear it: a closed live blog takes no more replies.
      hub.publish(section.site_uuid, { type: 'event', action: 'updated', content_container_uuid: changed.content_container_uuid, container: changed })
      return { result: changed }
    },
  )

  app.get<{ Params: Pick<LiveParams, 'section' | 'container'> }>(`${inside}/signature`, { schema: { params: schemas.container, querystring: schemas.noQuery } }, async (request) => {
    await requireModerator(db, request)
    const { section, container } = await blog.place(request)
    return { result: { content_container_uuid: container.content_container_uuid, signature: containerSignature(config.secret, section.section_uuid, container.content_container_uuid) } }
  })

  // Posts.
  app.get<{ Params: Pick<LiveParams, 'section' | 'container'>; Querystring: PageQuery }>(`${inside}/posts`, { schema: { params: schemas.container, querystring: schemas.pageQuery } }, async (request) => {
    const [{ container }, viewer] = await Promise.all([blog.place(request), blog.viewer(request)])
    return { result: await blog.page(viewer, container.content_container_uuid, request.query, originOf(request)) }
  })

  app.get<{ Params: Pick<LiveParams, 'section' | 'container'> }>(`${inside}/posts/visible/count`, { schema: { params: schemas.container, querystring: schemas.noQuery } }, async (request) => {
    const { container } = await blog.place(request)
    const row = await db.one<{ count: number }>(
      `select count(*)::int as count from content c where c.content_container_uuid = $1 and c.parent_uuid is null and c.state = 'visible' and c.processing_status is null
         and not exists (select 1 from bans b where b.user_uuid = c.actor_uuid and b.ban_level in ('ghost', 'hide') and (b.is_permanent or b.date_expired > now()))`,
      [container.content_container_uuid],
    )
    return { result: { count: row?.count ?? 0 } satisfies LiveCountAnswer }
  })

  app.post<{ Params: Pick<LiveParams, 'section' | 'container'>; Body: LivePostBody }>(`${inside}/posts`, { schema: { params: schemas.container, body: postBody } }, async (request, reply) => {
    const editor = await editorOf(db, request)
    const { section, container } = await blog.place(request)
    if (container.status === 'closed') throw forbidden('This live blog is closed.')
    const text = postText(request.body.content)
    const id = randomUUID()
    await db.tx(async (tx) => {
      await tx.query(`insert into content (content_uuid, section_uuid, content_container_uuid, thread_uuid, actor_uuid, type, content) values ($1, $2, $3, $1, $4, 'post', $5)`, [id, section.section_uuid, container.content_container_uuid, editor.uuid, text])
      await attachMedia(tx, id, container.content_container_uuid, request.body.media_uuids ?? [])
    })
    reply.status(201)
    return { result: await blog.answer(request, section, id, 'created', editor) }
  })

  /** A post's text and images (its editors), or a reply's text (its author, within the rules). */
  app.post<{ Params: Pick<LiveParams, 'section' | 'container' | 'content'>; Body: LivePostBody }>(`${inside}/content/:content/edit`, { schema: { params: schemas.item, body: postBody } }, async (request) => {
    const { section, container } = await blog.place(request)
    const row = inBlog(await blog.reader.raw(request.params.content), container.content_container_uuid, request.params.content)
    if (row.processing_status === 'removed') throw notFound(`No post or reply ${request.params.content}`)
    if (!row.parent_uuid) {
      const editor = await editorOf(db, request)
      const text = postText(request.body.content)
      await db.tx(async (tx) => {
        await tx.query('update content set content = $2, is_edited = true, date_edited = now() where content_uuid = $1', [row.content_uuid, text])
        if (request.body.media_uuids) await attachMedia(tx, row.content_uuid, container.content_container_uuid, request.body.media_uuids)
      })
      return { result: await blog.answer(request, section, row.content_uuid, 'updated', editor) }
    }
    if (request.body.media_uuids) throw badRequest('A reply carries no images.')
    const viewer = await blog.viewer(request)
    mayChangeReply(section, row, viewer, false)
    await db.query('update content set content = $2, is_edited = true, date_edited = now() where content_uuid = $1', [row.content_uuid, replyText(request.body.content)])
    return { result: await blog.answer(request, section, row.content_uuid, 'updated', viewer) }
  })

  /** A post (its editors: its replies go with it) or a reply (moderators, or its author within the rules). */
  app.delete<{ Params: Pick<LiveParams, 'section' | 'container' | 'content'> }>(`${inside}/posts/:content`, { schema: { params: schemas.item } }, async (request) => {
    const { section, container } = await blog.place(request)
    const row = inBlog(await blog.reader.raw(request.params.content), container.content_container_uuid, request.params.content)
    if (row.processing_status === 'removed') throw notFound(`No post or reply ${request.params.content}`)
    if (!row.parent_uuid) {
      const editor = await editorOf(db, request)
      // Gone for readers: no placeholder is kept for its replies, which go with it.
      await db.query(`update content set processing_status = 'removed', total_direct_replies = case when content_uuid = $1 then 0 else total_direct_replies end, total_replies = case when content_uuid = $1 then 0 else total_replies end where thread_uuid = $1 or content_uuid = $1`, [row.content_uuid])
      return { result: await blog.answer(request, section, row.content_uuid, 'deleted', editor) }
    }
    const viewer = await blog.viewer(request)
    mayChangeReply(section, row, viewer, true)
    await db.tx(async (tx) => {
      await tx.query(`update content set processing_status = 'removed' where content_uuid = $1`, [row.content_uuid])
      await tx.query('update content set total_direct_replies = greatest(total_direct_replies - 1, 0) where content_uuid = $1', [row.parent_uuid])
      if (row.thread_uuid) await tx.query('update content set total_replies = greatest(total_replies - 1, 0) where content_uuid = $1', [row.thread_uuid])
    })
    return { result: await blog.answer(request, section, row.content_uuid, 'deleted', viewer) }
  })

  // Replies.
  app.get<{ Params: Pick<LiveParams, 'section' | 'container' | 'content'>; Querystring: PageQuery }>(
    `${inside}/replies/:content`,
    { schema: { params: schemas.item, querystring: replyQuery } },
    async (request) => {
      const [{ container }, viewer] = await Promise.all([blog.place(request), blog.viewer(request)])
      inBlog(await blog.reader.raw(request.params.content), container.content_container_uuid, request.params.content)
      return { result: await blog.page(viewer, container.content_container_uuid, request.query, originOf(request), request.params.content) }
    },
  )

  app.get<{ Params: Pick<LiveParams, 'section' | 'container' | 'content'>; Querystring: { limit?: number; starting_from?: string } }>(
    `${inside}/content/:content/direct`,
    { schema: { params: schemas.item, querystring: { type: 'object', additionalProperties: false, properties: { limit: schemas.pageQuery.properties.limit, starting_from: schemas.pageQuery.properties.starting_from } } } },
    async (request) => {
      const [{ container }, viewer] = await Promise.all([blog.place(request), blog.viewer(request)])
      inBlog(await blog.reader.raw(request.params.content), container.content_container_uuid, request.params.content)
      return { result: await blog.page(viewer, container.content_container_uuid, { ...request.query, sorted_by: 'oldest' }, originOf(request), request.params.content) }
    },
  )

  app.post<{ Params: Pick<LiveParams, 'section' | 'container' | 'content'>; Body: { content: string; anonymous_name?: string } }>(`${inside}/replies/:content`, { schema: { params: schemas.item, body: replyBody } }, async (request, reply) => {
    const { section, container } = await blog.place(request)
    if (container.status === 'closed') throw forbidden('This live blog is closed.')
    const text = replyText(request.body.content)
    if (request.body.anonymous_name !== undefined) chosenName(request.body.anonymous_name)
    const post = await blog.reader.raw(request.params.content)
    // Readers reply to posts: a reply to a reply, or to a post that is gone, has nowhere to go.
    if (!post || post.content_container_uuid !== container.content_container_uuid || post.parent_uuid || post.processing_status === 'removed') throw notFound(`No post ${request.params.content} to reply to`)
    const { actor, viewer } = await replierOf(db, request, section, request.body.anonymous_name)
    const id = randomUUID()
    await db.query(
      `with added as (insert into content (content_uuid, section_uuid, content_container_uuid, parent_uuid, thread_uuid, actor_uuid, type, content) values ($1, $2, $3, $4, $4, $5, 'reply', $6) returning 1)
       update content set total_direct_replies = total_direct_replies + 1, total_replies = total_replies + 1 where content_uuid = $4 and exists (select 1 from added)`,
      [id, section.section_uuid, container.content_container_uuid, post.content_uuid, actor, text],
    )
    reply.status(201)
    return { result: await blog.answer(request, section, id, 'created', viewer) }
  })

  app.get<{ Params: Pick<LiveParams, 'section' | 'container'>; Querystring: { uuids: string } }>(
    `${inside}/selection`,
    { schema: { params: schemas.container, querystring: { type: 'object', required: ['uuids'], additionalProperties: false, properties: { uuids: { type: 'string', pattern: '^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36}){0,99}$' } } } } },
    async (request) => {
      const [{ container }, viewer] = await Promise.all([blog.place(request), blog.viewer(request)])
      return { result: await blog.selection(viewer, container.content_container_uuid, request.query.uuids.split(','), originOf(request)) }
    },
  )
}
