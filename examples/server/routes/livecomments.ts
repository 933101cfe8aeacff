/**
 * The comments service (document 1 §7) under `/v4/livecomments/{section_uuid}`: the thread, pages,
 * replies, posting, editing, removal, reactions and moderation — every rule of document 1 §5–§6 checked
 * here again, because a client is never trusted. Each write is published on the realtime hub.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ItemAnswer, ListAnswer, ListedContent, ThreadAnswer } from '../../../contracts/entities/comments-api'
import type { CommentSort } from '../../../contracts/enums'
import type { AppContext } from '../app'
import { requireModerator, viewerOf as viewerFor } from '../comments/access'
import { createReader, type Authors, type Viewer } from '../comments/queries'
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../errors'
import { notifyAfterWrite } from '../notifications'
import { sectionByUuid, type Section } from '../sections'
import { chosenName, commentText, guestName, plainText } from '../text'
import { API_CODE } from './users'
import { isOn } from '../../../kernel/lib/settings'

const uuid = { type: 'string', format: 'uuid' }
const int = (min: number, max: number) => ({ type: 'integer', minimum: min, maximum: max })
const SORTS = ['newest', 'oldest', 'num_likes_desc', 'num_replies_desc', 'newest_pick']
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: int(1, 100), reply_limit: int(0, 100), starting_from: { type: 'string', maxLength: 400 }, sorted_by: { type: 'string', enum: SORTS }, filtered_by: { type: 'string', enum: ['is_picked', 'is_top_content'] }, container_id: { type: 'string', minLength: 1, maxLength: 200 } },
}
/** The first load asks for the widget's limit plus its pagination limit (document 1 §7), each up to 100. */
const threadQuery = { ...listQuery, properties: { ...listQuery.properties, limit: int(1, 200) } }
// Lengths are counted in characters as a reader sees them (graphemes) by commentText and chosenName,
// not here: JSON schema counts code points, and a family emoji is seven. The body limit bounds the rest.
const contentBody = { type: 'object', required: ['content'], additionalProperties: false, properties: { content: { type: 'string', minLength: 1 }, anonymous_name: { type: 'string', minLength: 1, maxLength: 1000 } } }

type Params = { section: string; container: string; content: string }
type ListQuery = { limit?: number; reply_limit?: number; starting_from?: string; sorted_by?: CommentSort; filtered_by?: 'is_picked' | 'is_top_content'; container_id?: string }

/**
 * A guest's thread page may be kept by browsers and shared caches for a few seconds, and used a while
 * longer while it is checked again in the background; with its ETag, checking again costs a 304.
 */
export const PUBLIC_THREAD_CACHE = 'public, max-age=5, stale-while-revalidate=30'
/** A signed-in reader's page carries their own reactions: for them only, and never kept. */
export const PRIVATE_CACHE = 'private, no-store'

const GUEST: Viewer = { uuid: undefined, moderator: false }

/** Does an If-None-Match header name this ETag (weakly compared, as the header asks)? */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === etag
  })
}

/** The reader's own reactions put into a shared page (which is never changed: what differs is copied). */
function withReactions(answer: ThreadAnswer, reactions: Set<string>): ThreadAnswer {
  const mark = (item: ListedContent): ListedContent => {
    const own = { liked: reactions.has(`${item.content_uuid}:like`), disliked: reactions.has(`${item.content_uuid}:dislike`), flagged: reactions.has(`${item.content_uuid}:flag`) }
    const replies = item.replies && { ...item.replies, contents: item.replies.contents.map(mark) }
    return { ...item, reactions: own, ...(replies ? { replies } : {}) }
  }
  return { ...answer, contents: answer.contents.map(mark) }
}

const itemsOf = (answer: ThreadAnswer) => answer.contents.flatMap((item) => [item.content_uuid, ...(item.replies?.contents.map((reply) => reply.content_uuid) ?? [])])

export default async function livecommentsRoutes(app: FastifyInstance, { db, hub, pages }: AppContext) {
  const reader = createReader(db)
  const base = '/v4/livecomments/:section'

  const viewerOf = (request: FastifyRequest) => viewerFor(db, request)
  const section = (request: FastifyRequest<{ Params: Partial<Params> }>) => sectionByUuid(db, request.params.section!)
  /** The section and one of its containers, in one query; unknown ones answered 404 as the calls always have. */
  const place = async (sectionUuid: string, where: { containerId?: string; uuid?: string }) => {
    const found = await reader.head(sectionUuid, where)
    if (!found) throw notFound(`No site has the section ${sectionUuid}`)
    if (!found.found) throw notFound(`No container ${where.uuid ?? where.containerId}`)
    return { section: found.section, ...found.found }
  }
  const container = async (request: FastifyRequest<{ Params: Partial<Params> }>) => (await place(request.params.section!, { uuid: request.params.container! })).container

  /**
   * The item as it now is, for the caller and (with no reactions) for everyone on the realtime hub; the
   * thread's cached pages are forgotten here at once (the database's NOTIFY tells the other instances).
   */
  const answer = async (request: FastifyRequest, sectionRow: Section, contentUuid: string, action: string, known?: Viewer): Promise<ItemAnswer> => {
    const viewer = known ?? (await viewerOf(request))
    const seen: Authors = new Map()
    // A comment just made has no reactions of the caller yet: no need to ask.
    const [item] = await reader.select({ uuid: action === 'created' ? undefined : viewer.uuid, moderator: true }, undefined, [contentUuid], seen)
    if (!item) throw notFound(`No comment ${contentUuid}`)
    pages.invalidate(item.content_container_uuid)
    const users = await reader.authors(viewer, seen)
    const publicItem = { ...item, reactions: { liked: false, disliked: false, flagged: false }, total_flags: 0, ...(item.processing_status === 'removed' ? { content: '' } : {}) }
    // A ghost- or hide-banned author must not learn of the ban, nor anyone else see their words: nothing goes out.
    if (!seen.get(item.actor_uuid)?.hidden) {
      hub.publish(sectionRow.site_uuid, { type: 'event', action, content_container_uuid: item.content_container_uuid, content: publicItem, users: await reader.authors(GUEST, seen) })
      // A new comment (its parent's author, its page's and thread's followers) and a like make notifications (notifications.ts).
      if (action === 'created' || action === 'liked') await notifyAfterWrite(db, hub, sectionRow.site_uuid, action, item.content_uuid, request.userUuid)
    }
    return { content: item, users }
  }

  /**
   * Posting rules (document 1 §5–§6): who may post, bans with their code, e-mail verification. The author
   * and, signed in, what they may see, in one query.
   */
  const poster = async (request: FastifyRequest, sectionRow: Section, anonymousName: string | undefined): Promise<{ actor: string; viewer: Viewer }> => {
    if (!request.userUuid) {
      if (!isOn(sectionRow.settings.enable_anonymous_comments)) throw unauthorized()
      if (!anonymousName?.trim()) throw badRequest('A name is required to comment without an account.')
      const name = chosenName(anonymousName)
      const key = await guestName(db, sectionRow.section_uuid, name)
      const guest = randomUUID()
      await db.query('insert into users (uuid, section_uuid, name, name_key, anonymous, email_verification_status) values ($1, $2, $3, $4, true, $5)', [guest, sectionRow.section_uuid, name, key, 'none'])
      return { actor: guest, viewer: GUEST }
    }
    // Whether they have commented before is asked, not counted: a prolific author costs what a new one
    // does. In the order of the author index, so the planner reads one entry of it, never the table.
    const [me] = await db.prepared<{ email_verification_status: string; social_login_provider: string | null; user_privilege: string; has_commented: boolean; ban: { is_permanent: boolean; user_message: string | null; date_expired: string | null } | null }>(
      'vf_poster',
      `select u.email_verification_status, u.social_login_provider, u.user_privilege, (select c.date_created from content c where c.actor_uuid = u.uuid order by c.date_created limit 1) is not null as has_commented,
         (select row_to_json(b) from (select is_permanent, user_message, date_expired from bans where user_uuid = u.uuid and ban_level = 'posting' and (is_permanent or date_expired > now()) order by date_created desc limit 1) b) as ban
       from users u where u.uuid = $1::uuid`,
      [request.userUuid],
    )
    if (!me) throw unauthorized()
    const { ban } = me
    if (ban) {
      throw forbidden('This account is banned from posting.', { api_code: API_CODE.bannedFromPosting, reason: ban.user_message ?? '', end_date: ban.date_expired ? Math.floor(new Date(ban.date_expired).getTime() / 1000) : null, permanent: ban.is_permanent })
    }
    if (isOn(sectionRow.settings.enable_email_verification) && !me.social_login_provider && me.email_verification_status === 'pending_new' && me.has_commented) {
      throw forbidden('Please verify your e-mail address before posting again.')
    }
    return { actor: request.userUuid, viewer: { uuid: request.userUuid, moderator: me.user_privilege === 'moderator' || me.user_privilege === 'admin' } }
  }

  /** Author's edit and removal rules (document 1 §5); moderators may remove anything. The row and who asks. */
  const mayChange = async (request: FastifyRequest, sectionRow: Section, contentUuid: string, removal: boolean) => {
    const viewer = await viewerOf(request)
    if (!viewer.uuid) throw unauthorized()
    const row = await reader.raw(contentUuid)
    if (!row || row.section_uuid !== sectionRow.section_uuid) throw notFound(`No comment ${contentUuid}`)
    if (removal && viewer.moderator) return { row, viewer }
    if (row.actor_uuid !== viewer.uuid) throw forbidden('Only the author can change this comment.')
    const s = sectionRow.settings
    if (!isOn(s.enable_user_comment_editing, true)) throw forbidden('Editing comments is turned off on this site.')
    if (removal && !isOn(s.enable_user_comment_remove, true)) throw forbidden('Removing comments is turned off on this site.')
    if (row.closed) throw forbidden('This conversation is closed.')
    if (row.processing_status || row.state === 'spam' || row.state === 'disabled') throw forbidden('This comment can no longer be changed.')
    if (row.is_picked) throw forbidden('An editor’s pick cannot be changed.')
    const timeout = typeof s.user_comment_edit_timeout === 'number' ? s.user_comment_edit_timeout * 1000 : undefined
    const ends = [timeout !== undefined ? new Date(row.date_created).getTime() + timeout : undefined, row.date_locked ? new Date(row.date_locked).getTime() : undefined].filter((t): t is number => t !== undefined)
    if (ends.length && Date.now() >= Math.min(...ends)) throw forbidden('The time to change this comment has passed.')
    return { row, viewer }
  }

  const moderator = (request: FastifyRequest) => requireModerator(db, request)

  /** One page of a list as `viewer` sees it, with its authors (read along with the rows). */
  const list = async (viewer: Viewer, containerUuid: string, q: ListQuery, parent?: string): Promise<ListAnswer> => {
    const seen: Authors = new Map()
    const page = await reader.page(
      viewer,
      { container: containerUuid, ...(parent ? { parent } : {}), ...(q.filtered_by ? { filter: q.filtered_by } : {}) },
      { limit: q.limit ?? 10, sort: parent ? 'oldest' : (q.sorted_by ?? 'newest'), ...(q.starting_from ? { cursor: q.starting_from } : {}), ...(parent ? {} : { replyLimit: q.reply_limit ?? 2 }) },
      seen,
    )
    return { ...page, users: await reader.authors(viewer, seen) }
  }

  /**
   * The thread's first page as guests see it, from this instance's page cache (comments/page-cache.ts):
   * made by two queries when it is not there, then sent as it was made until a write changes the thread.
   */
  const sharedThread = (sectionUuid: string, q: ListQuery) => {
    const key = [sectionUuid, q.container_id, q.limit ?? 10, q.reply_limit ?? 2, q.sorted_by ?? 'newest', q.filtered_by ?? '', q.starting_from ?? ''].join('\n')
    return pages.get(key, async () => {
      const { container: found, totals } = await place(sectionUuid, { containerId: q.container_id! })
      const first = await list(GUEST, found.content_container_uuid, q)
      const value: ThreadAnswer = { ...first, container: found, totals }
      return { containerUuid: found.content_container_uuid, value }
    })
  }

  /**
   * The thread. A guest gets the shared page with its ETag, cacheable for a few seconds (304 when the
   * copy they have is current). A signed-in reader gets the same page with their own reactions put in,
   * read in one small query, and kept by nobody; one who sees more than guests there (a moderator, an
   * author with comments awaiting moderation, or under a ghost or hide ban) gets their own page.
   */
  app.get<{ Params: Pick<Params, 'section'>; Querystring: ListQuery }>(base, { schema: { params: { type: 'object', properties: { section: uuid } }, querystring: { ...threadQuery, required: ['container_id'] } } }, async (request, reply) => {
    const shared = await sharedThread(request.params.section, request.query)
    // Whether the answer is the guests' page depends on the Authorization header: a shared cache keys on it.
    const vary = reply.getHeader('vary')
    reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization')
    if (!request.userUuid) {
      reply.header('cache-control', PUBLIC_THREAD_CACHE).header('etag', shared.etag)
      if (notModified(request.headers['if-none-match'], shared.etag)) return reply.code(304).send()
      return reply.type('application/json; charset=utf-8').send(shared.body)
    }
    reply.header('cache-control', PRIVATE_CACHE)
    const own = await reader.own(request.userUuid, shared.containerUuid, itemsOf(shared.value))
    if (own.moderator || own.seesMore) {
      const first = await list({ uuid: request.userUuid, moderator: own.moderator }, shared.containerUuid, request.query)
      return { result: { ...first, container: shared.value.container, totals: shared.value.totals } satisfies ThreadAnswer }
    }
    if (own.reactions.size === 0) return reply.type('application/json; charset=utf-8').send(shared.body)
    return { result: withReactions(shared.value, own.reactions) }
  })

  app.post<{ Params: Pick<Params, 'section'>; Body: { container_id: string; page_uuid?: string; type?: string } }>(
    base,
    { schema: { params: { type: 'object', properties: { section: uuid } }, body: { type: 'object', required: ['container_id'], additionalProperties: false, properties: { container_id: { type: 'string', minLength: 1, maxLength: 200 }, page_uuid: uuid, type: { type: 'string', enum: ['livecomments'] } } } } },
    async (request, reply) => {
      const s = await section(request)
      await db.query(`insert into containers (content_container_uuid, section_uuid, container_id, page_uuid, type) values ($1, $2, $3, $4, 'livecomments') on conflict (section_uuid, container_id, type) do nothing`, [
        randomUUID(),
        s.section_uuid,
        request.body.container_id,
        request.body.page_uuid ?? null,
      ])
      reply.status(201)
      return { result: await reader.container(s.section_uuid, { containerId: request.body.container_id }) }
    },
  )

  app.get<{ Params: Pick<Params, 'section'>; Querystring: { container_id: string } }>(`${base}/contentcontainer/id`, { schema: { querystring: { type: 'object', required: ['container_id'], properties: { container_id: { type: 'string', minLength: 1, maxLength: 200 } } } } }, async (request) => {
    return { result: (await place(request.params.section, { containerId: request.query.container_id })).container }
  })

  const containerParams = { type: 'object', properties: { section: uuid, container: uuid } }
  const itemParams = { type: 'object', properties: { section: uuid, container: uuid, content: uuid } }

  for (const path of ['comments', 'contents']) {
    app.get<{ Params: Params; Querystring: ListQuery }>(`${base}/:container/${path}`, { schema: { params: containerParams, querystring: listQuery } }, async (request) => {
      const [found, viewer] = await Promise.all([container(request), viewerOf(request)])
      return { result: await list(viewer, found.content_container_uuid, request.query) }
    })
  }
  for (const path of ['comments/:content', 'content/:content/direct']) {
    app.get<{ Params: Params; Querystring: ListQuery }>(`${base}/:container/${path}`, { schema: { params: itemParams, querystring: listQuery } }, async (request) => {
      const [c, parent, viewer] = await Promise.all([container(request), reader.raw(request.params.content), viewerOf(request)])
      if (!parent || parent.content_container_uuid !== c.content_container_uuid) throw notFound(`No comment ${request.params.content}`)
      return { result: await list(viewer, c.content_container_uuid, request.query, request.params.content) }
    })
  }

  app.get<{ Params: Params; Querystring: { uuids: string } }>(`${base}/:container/selection`, { schema: { params: containerParams, querystring: { type: 'object', required: ['uuids'], properties: { uuids: { type: 'string', pattern: '^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36}){0,99}$' } } } } }, async (request) => {
    const [c, viewer] = await Promise.all([container(request), viewerOf(request)])
    const seen: Authors = new Map()
    const contents = await reader.select(viewer, c.content_container_uuid, request.query.uuids.split(','), seen)
    return { result: { contents, more_available: false, users: await reader.authors(viewer, seen) } satisfies ListAnswer }
  })

  const post = async (request: FastifyRequest<{ Params: Params; Body: { content: string; anonymous_name?: string } }>, parent?: string) => {
    const { section: s, container: c } = await place(request.params.section, { uuid: request.params.container })
    if (c.status === 'closed') throw forbidden('This conversation is closed.')
    const text = commentText(request.body.content)
    // Every text field of the post is checked, the name too, even where a signed-in author does not use it.
    if (request.body.anonymous_name !== undefined) chosenName(request.body.anonymous_name)
    let root: string | undefined
    if (parent) {
      const row = await reader.raw(parent)
      if (!row || row.content_container_uuid !== c.content_container_uuid || row.processing_status === 'removed') throw notFound(`No comment ${parent} to reply to`)
      root = row.thread_uuid ?? row.content_uuid
    }
    const { actor, viewer } = await poster(request, s, request.body.anonymous_name)
    const id = randomUUID()
    const insert = 'insert into content (content_uuid, section_uuid, content_container_uuid, parent_uuid, thread_uuid, actor_uuid, content) values ($1, $2, $3, $4, $5, $6, $7)'
    const values = [id, s.section_uuid, c.content_container_uuid, parent ?? null, root ?? id, actor, text]
    // One statement, so all of it lands or none: a reply also counts on its parent and its thread's root
    // (one row when they are the same comment: a statement may update a row only once).
    if (!parent) await db.prepared('vf_insert_comment', insert, values)
    else {
      await db.prepared(
        'vf_insert_reply',
        `with added as (${insert} returning 1)
         update content set total_direct_replies = total_direct_replies + (content_uuid = $4)::int, total_replies = total_replies + (content_uuid = $5)::int
         where content_uuid in ($4, $5) and exists (select 1 from added)`,
        values,
      )
    }
    return answer(request, s, id, 'created', viewer)
  }
  app.post<{ Params: Params; Body: { content: string; anonymous_name?: string } }>(`${base}/:container/comments`, { schema: { params: containerParams, body: contentBody } }, async (request, reply) => {
    reply.status(201)
    return { result: await post(request) }
  })
  app.post<{ Params: Params; Body: { content: string; anonymous_name?: string } }>(`${base}/:container/comments/:content`, { schema: { params: itemParams, body: contentBody } }, async (request, reply) => {
    reply.status(201)
    return { result: await post(request, request.params.content) }
  })

  app.post<{ Params: Params; Body: { content: string } }>(`${base}/:container/content/:content/edit`, { schema: { params: itemParams, body: { ...contentBody, properties: { content: contentBody.properties.content } } } }, async (request) => {
    const s = await section(request)
    const { viewer } = await mayChange(request, s, request.params.content, false)
    const text = commentText(request.body.content)
    await db.query('update content set content = $2, is_edited = true, date_edited = now() where content_uuid = $1', [request.params.content, text])
    return { result: await answer(request, s, request.params.content, 'updated', viewer) }
  })

  app.delete<{ Params: Params }>(`${base}/:container/comments/:content`, { schema: { params: itemParams } }, async (request) => {
    const s = await section(request)
    const { row, viewer } = await mayChange(request, s, request.params.content, true)
    await db.tx(async (tx) => {
      await tx.query(`update content set processing_status = 'removed' where content_uuid = $1`, [row.content_uuid])
      if (row.parent_uuid) await tx.query('update content set total_direct_replies = greatest(total_direct_replies - 1, 0) where content_uuid = $1', [row.parent_uuid])
      if (row.parent_uuid && row.thread_uuid) await tx.query('update content set total_replies = greatest(total_replies - 1, 0) where content_uuid = $1', [row.thread_uuid])
    })
    return { result: await answer(request, s, row.content_uuid, 'deleted', viewer) }
  })

  /** Likes, dislikes and flags: signed-in readers, one of each per reader, like and dislike exclusive. */
  const react = async (request: FastifyRequest<{ Params: Params; Body?: { reason?: string } }>, kind: 'like' | 'dislike' | 'flag', add: boolean) => {
    const s = await section(request)
    if (!request.userUuid) throw unauthorized()
    if (kind === 'dislike' && !isOn(s.settings.enable_dislikes)) throw forbidden('Dislikes are turned off on this site.')
    const row = await reader.raw(request.params.content)
    if (!row || row.section_uuid !== s.section_uuid || row.processing_status === 'removed') throw notFound(`No comment ${request.params.content}`)
    if (kind === 'flag' && row.actor_uuid === request.userUuid) throw forbidden('You cannot flag your own comment.')
    if (kind === 'flag' && add && !request.body?.reason?.trim()) throw badRequest('Say why you are flagging this comment.')
    if (kind === 'flag' && add) plainText(request.body!.reason!, 'The reason')
    const counter = { like: 'total_likes', dislike: 'total_dislikes', flag: 'total_flags' } as const
    await db.tx(async (tx) => {
      const change = async (k: 'like' | 'dislike' | 'flag', on: boolean) => {
        const done = on
          ? await tx.query('insert into reactions (content_uuid, user_uuid, kind, reason) values ($1, $2, $3, $4) on conflict do nothing returning 1', [row.content_uuid, request.userUuid, k, k === 'flag' ? request.body!.reason!.trim() : null])
          : await tx.query('delete from reactions where content_uuid = $1 and user_uuid = $2 and kind = $3 returning 1', [row.content_uuid, request.userUuid, k])
        if (done.length) await tx.query(`update content set ${counter[k]} = greatest(${counter[k]} + $2, 0) where content_uuid = $1`, [row.content_uuid, on ? 1 : -1])
      }
      if (add && kind !== 'flag') await change(kind === 'like' ? 'dislike' : 'like', false)
      await change(kind, add)
    })
    const action = kind === 'flag' ? (add ? 'flagged' : 'flags_cleared') : `${add ? '' : 'un'}${kind}d`
    return { result: await answer(request, s, row.content_uuid, action) }
  }
  for (const kind of ['like', 'dislike', 'flag'] as const) {
    const body = kind === 'flag' ? { body: { type: 'object', required: ['reason'], additionalProperties: false, properties: { reason: { type: 'string', minLength: 1, maxLength: 500 } } } } : {}
    app.post<{ Params: Params; Body?: { reason?: string } }>(`${base}/:container/comments/:content/${kind}`, { schema: { params: itemParams, ...body } }, (request) => react(request, kind, true))
    app.delete<{ Params: Params }>(`${base}/:container/comments/:content/${kind}`, { schema: { params: itemParams } }, (request) => react(request, kind, false))
  }

  /** Moderation: one column change and the realtime action it is announced as. */
  const moderation: Array<[method: 'POST' | 'DELETE', path: string, set: string, action: string]> = [
    ['POST', 'moderation/:content/enable', `state = 'visible'`, 'visible'],
    ['POST', 'moderation/:content/disable', `state = 'disabled'`, 'disabled'],
    ['POST', 'moderation/:content/spam', `state = 'spam'`, 'spammed'],
    ['POST', 'moderation/:content/unspam', `state = 'visible'`, 'visible'],
    ['POST', 'content/:content/pin', 'is_pinned = true, date_pinned = now()', 'pinned'],
    ['DELETE', 'content/:content/pin', 'is_pinned = false, date_pinned = null', 'unpinned'],
    ['POST', 'comments/:content/pick', 'is_picked = true', 'picked'],
    ['DELETE', 'comments/:content/pick', 'is_picked = false', 'unpicked'],
    ['POST', 'comments/:content/top-comment', 'is_top_comment = true', 'updated'],
    ['DELETE', 'comments/:content/top-comment', 'is_top_comment = false', 'updated'],
  ]
  for (const [method, path, set, action] of moderation) {
    app.route<{ Params: Params }>({
      method,
      url: `${base}/:container/${path}`,
      schema: { params: itemParams },
      handler: async (request) => {
        const viewer = await moderator(request)
        const { section: s, container: c } = await place(request.params.section, { uuid: request.params.container })
        const done = await db.query(`update content set ${set} where content_uuid = $1 and content_container_uuid = $2 returning 1`, [request.params.content, c.content_container_uuid])
        if (!done.length) throw notFound(`No comment ${request.params.content}`)
        return { result: await answer(request, s, request.params.content, action, viewer) }
      },
    })
  }

  // Legacy: one comment by UUID (deep links from older pages).
  app.get<{ Params: { id: string } }>('/v1/comments/:id', { schema: { params: { type: 'object', properties: { id: uuid } } } }, async (request) => {
    const viewer = await viewerOf(request)
    const seen: Authors = new Map()
    const [item] = await reader.select(viewer, undefined, [request.params.id], seen)
    if (!item) {
      const row = await reader.raw(request.params.id)
      // Awaiting moderation: a guest is told to sign in (the widget ignores that with a warning).
      if (row && row.state === 'awaiting_moderation' && !viewer.uuid) throw new HttpError(401, 'Sign in to see this comment.')
      throw notFound(`No comment ${request.params.id}`)
    }
    return { result: { content: item, users: await reader.authors(viewer, seen) } satisfies ItemAnswer }
  })
}
