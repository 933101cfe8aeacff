/**
 * The chat service (document 1 §7, "Chat service") under `/v4/livechat/{section_uuid}`: its containers
 * (list by the publisher's id, create, change, reset its settings, signature), messages (read newest
 * first in pages, sent, read again by UUID), replies to a message, typing, and the moderators' part
 * (enable and disable a message, remove it, ban a reader from the chat or lift it). Every rule is
 * checked here (chat/service.ts); every write and every typing signal goes out on the realtime hub to
 * the sockets subscribed to that chat only.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ChatBanBody, ChatContainerBody } from '../../../contracts/entities/chat-api'
import { ChatLimits } from '../../../contracts/entities/chat-api'
import type { AppContext } from '../app'
import { containerSignature } from '../auth/signed-values'
import { requireModerator } from '../comments/access'
import { badRequest, forbidden, notFound, unauthorized } from '../errors'
import { sectionByUuid } from '../sections'
import { chatContainers, chatOf, CHAT_TYPE, createChatService, listChats, messageText, publicChat } from '../chat/service'

type Params = { section: string; chat: string; content: string }
const uuid = { type: 'string', format: 'uuid' }
const sectionParams = { type: 'object', properties: { section: uuid } }
const chatParams = { type: 'object', properties: { section: uuid, chat: uuid } }
const itemParams = { type: 'object', properties: { section: uuid, chat: uuid, content: uuid } }
const noQuery = { type: 'object', additionalProperties: false, properties: {} }
const messageBody = { type: 'object', required: ['content'], additionalProperties: false, properties: { content: { type: 'string', minLength: 1, maxLength: ChatLimits.messageCharacters * 8 } } }

export default async function chatRoutes(app: FastifyInstance, { db, config, hub }: AppContext) {
  const chat = createChatService({ db, hub })
  const base = '/v4/livechat/:section'
  const inside = `${base}/:chat`
  const place = (request: FastifyRequest<{ Params: Partial<Params> }>) => chatOf(db, request.params.section!, { uuid: request.params.chat! })
  /** The message named in the path, of this chat and not removed; 404 otherwise. */
  const messageIn = async (container: string, content: string) => {
    const row = await chat.reader.raw(content)
    if (!row || row.content_container_uuid !== container || row.type !== 'message' || row.processing_status === 'removed') throw notFound(`No message ${content} in this chat`)
    return row
  }

  app.get<{ Params: Pick<Params, 'section'>; Querystring: { container_id?: string; limit?: number } }>(
    base,
    { schema: { params: sectionParams, querystring: { type: 'object', additionalProperties: false, properties: { container_id: { type: 'string', minLength: 1, maxLength: 200 }, limit: { type: 'integer', minimum: 1, maximum: 100 } } } } },
    async (request) => {
      const section = await sectionByUuid(db, request.params.section)
      return { result: await listChats(db, section.section_uuid, { limit: request.query.limit ?? 10, ...(request.query.container_id ? { containerId: request.query.container_id } : {}) }) }
    },
  )

  app.post<{ Params: Pick<Params, 'section'>; Body: { container_id: string; page_uuid?: string; type?: string } }>(
    base,
    { schema: { params: sectionParams, body: { type: 'object', required: ['container_id'], additionalProperties: false, properties: { container_id: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^\\s<>"\'`]+$' }, page_uuid: uuid, type: { type: 'string', enum: [CHAT_TYPE] } } } } },
    async (request, reply) => {
      const section = await sectionByUuid(db, request.params.section)
      const created = await chatContainers.create(db, section.section_uuid, request.body.container_id, request.body.page_uuid ?? null, randomUUID())
      reply.status(201)
      return { result: publicChat(created) }
    },
  )

  /** A moderator opens or closes the chat; open widgets hear it. */
  app.put<{ Params: Pick<Params, 'section' | 'chat'>; Body: ChatContainerBody }>(
    inside,
    { schema: { params: chatParams, body: { type: 'object', additionalProperties: false, minProperties: 1, properties: { status: { type: 'string', enum: ['open', 'closed'] } } } } },
    async (request) => {
      await requireModerator(db, request)
      const { section, container } = await place(request)
      await db.query('update containers set settings = settings || $2::jsonb where content_container_uuid = $1', [container.content_container_uuid, JSON.stringify(request.body)])
      const changed = (await chatOf(db, section.section_uuid, { uuid: container.content_container_uuid })).container
      hub.publish(section.site_uuid, { type: 'event', action: 'updated', content_container_uuid: changed.content_container_uuid, container: changed })
      return { result: changed }
    },
  )

  /** A moderator resets the chat's own settings (open again; its bans stay, they are lifted one by one). */
  app.delete<{ Params: Pick<Params, 'section' | 'chat'> }>(`${inside}/settings/edit`, { schema: { params: chatParams, querystring: noQuery } }, async (request) => {
    await requireModerator(db, request)
    const { section, container } = await place(request)
    await db.query(`update containers set settings = case when settings ? 'banned_users' then jsonb_build_object('banned_users', settings->'banned_users') else '{}'::jsonb end where content_container_uuid = $1`, [container.content_container_uuid])
    const changed = (await chatOf(db, section.section_uuid, { uuid: container.content_container_uuid })).container
    hub.publish(section.site_uuid, { type: 'event', action: 'updated', content_container_uuid: changed.content_container_uuid, container: changed })
    return { result: changed }
  })

  app.get<{ Params: Pick<Params, 'section' | 'chat'> }>(`${inside}/signature`, { schema: { params: chatParams, querystring: noQuery } }, async (request) => {
    await requireModerator(db, request)
    const { section, container } = await place(request)
    return { result: { content_container_uuid: container.content_container_uuid, signature: containerSignature(config.secret, section.section_uuid, container.content_container_uuid) } }
  })

  app.get<{ Params: Pick<Params, 'section' | 'chat'>; Querystring: { limit?: number; starting_from?: string } }>(
    `${inside}/messages`,
    { schema: { params: chatParams, querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'integer', minimum: 1, maximum: ChatLimits.pageMax }, starting_from: { type: 'string', maxLength: 80 } } } } },
    async (request) => {
      const [{ container }, viewer] = await Promise.all([place(request), chat.viewer(request)])
      return { result: await chat.page(viewer, container.content_container_uuid, request.query) }
    },
  )

  app.get<{ Params: Pick<Params, 'section' | 'chat'>; Querystring: { uuids: string } }>(
    `${inside}/messages/selection`,
    { schema: { params: chatParams, querystring: { type: 'object', required: ['uuids'], additionalProperties: false, properties: { uuids: { type: 'string', pattern: '^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36}){0,99}$' } } } } },
    async (request) => {
      const [{ container }, viewer] = await Promise.all([place(request), chat.viewer(request)])
      return { result: await chat.selection(viewer, container.content_container_uuid, request.query.uuids.split(',')) }
    },
  )

  const write = async (request: FastifyRequest<{ Params: Partial<Params>; Body: { content: string } }>, parent?: string) => {
    const where = await place(request)
    const writer = await chat.writerOf(request, where)
    const text = messageText(request.body.content)
    const container = where.container.content_container_uuid
    const replied = parent ? await messageIn(container, parent) : undefined
    await chat.counted(container, writer.uuid)
    const id = randomUUID()
    await db.query(
      `with added as (insert into content (content_uuid, section_uuid, content_container_uuid, parent_uuid, thread_uuid, actor_uuid, type, content) values ($1, $2, $3, $4, $5, $6, 'message', $7) returning 1)
       update content set total_direct_replies = total_direct_replies + 1, total_replies = total_replies + 1 where content_uuid = $4 and exists (select 1 from added)`,
      [id, where.section.section_uuid, container, replied?.content_uuid ?? null, replied ? (replied.thread_uuid ?? replied.content_uuid) : id, writer.uuid, text],
    )
    return chat.answer(where.section, id, 'created', writer)
  }

  app.post<{ Params: Pick<Params, 'section' | 'chat'>; Body: { content: string } }>(`${inside}/messages`, { schema: { params: chatParams, body: messageBody } }, async (request, reply) => {
    const result = await write(request)
    reply.status(201)
    return { result }
  })

  app.post<{ Params: Pick<Params, 'section' | 'chat' | 'content'>; Body: { content: string } }>(`${inside}/replies/:content`, { schema: { params: itemParams, body: messageBody } }, async (request, reply) => {
    const result = await write(request, request.params.content)
    reply.status(201)
    return { result }
  })

  /** The reader is typing: shown to the others for a few seconds; sent by the widget at most once per throttle window. */
  app.post<{ Params: Pick<Params, 'section' | 'chat'> }>(`${inside}/typing`, { schema: { params: chatParams } }, async (request, reply) => {
    if (!request.userUuid) throw unauthorized()
    const where = await place(request)
    if (where.container.status === 'closed' || where.banned.includes(request.userUuid)) throw forbidden('You cannot write in this chat.')
    await chat.typing(where.section, where.container.content_container_uuid, request.userUuid)
    reply.status(204)
  })

  /** Its author or a moderator removes a message: it leaves every reader's chat. */
  app.delete<{ Params: Pick<Params, 'section' | 'chat' | 'content'> }>(`${inside}/messages/:content`, { schema: { params: itemParams } }, async (request) => {
    const viewer = await chat.viewer(request)
    if (!viewer.uuid) throw unauthorized()
    const { section, container } = await place(request)
    const row = await messageIn(container.content_container_uuid, request.params.content)
    if (!viewer.moderator && row.actor_uuid !== viewer.uuid) throw forbidden('Only its author or a moderator can remove this message.')
    await db.query(`update content set processing_status = 'removed' where content_uuid = $1`, [row.content_uuid])
    return { result: await chat.answer(section, row.content_uuid, 'deleted', viewer) }
  })

  for (const [path, state, action] of [['enable', 'visible', 'visible'], ['disable', 'disabled', 'disabled']] as const) {
    app.post<{ Params: Pick<Params, 'section' | 'chat' | 'content'> }>(`${inside}/moderation/:content/${path}`, { schema: { params: itemParams } }, async (request) => {
      const viewer = await requireModerator(db, request)
      const { section, container } = await place(request)
      const row = await messageIn(container.content_container_uuid, request.params.content)
      await db.query('update content set state = $2 where content_uuid = $1', [row.content_uuid, state])
      return { result: await chat.answer(section, row.content_uuid, action, viewer) }
    })
  }

  /** A moderator bans a reader from this chat (they read it still, they write no more), or lifts it. */
  const ban = async (request: FastifyRequest<{ Params: Partial<Params>; Body: ChatBanBody }>, add: boolean) => {
    const me = await requireModerator(db, request)
    const { section, container, banned } = await place(request)
    const target = request.body.user_uuid
    if (add && target === me.uuid) throw badRequest('You cannot ban yourself.')
    const user = await db.one<{ user_privilege: string }>('select user_privilege from users where uuid = $1 and section_uuid = $2', [target, section.section_uuid])
    if (!user) throw notFound(`No reader ${target}`)
    if (add && user.user_privilege !== 'user') throw forbidden('Moderators and administrators cannot be banned from a chat.')
    const next = add ? [...new Set([...banned, target])] : banned.filter((u) => u !== target)
    await db.query(`update containers set settings = settings || jsonb_build_object('banned_users', $2::jsonb) where content_container_uuid = $1`, [container.content_container_uuid, JSON.stringify(next)])
    return { result: { user_uuid: target, banned: add } }
  }
  const banBody = { type: 'object', required: ['user_uuid'], additionalProperties: false, properties: { user_uuid: uuid } }
  app.post<{ Params: Pick<Params, 'section' | 'chat'>; Body: ChatBanBody }>(`${inside}/bans`, { schema: { params: chatParams, body: banBody } }, (request) => ban(request, true))
  app.delete<{ Params: Pick<Params, 'section' | 'chat'>; Body: ChatBanBody }>(`${inside}/bans`, { schema: { params: chatParams, body: banBody } }, (request) => ban(request, false))
}
