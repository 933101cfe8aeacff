/**
 * What readers and editors do to a live blog's posts and replies (document 1 §7): likes and dislikes
 * (signed-in readers, one each, exclusive), reports on replies (with a reason, never one's own), and the
 * editors' pins, picks and moderation (enable, disable, spam, unspam). Each answers the item as it now
 * is and publishes it on the realtime hub.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../app'
import { requireModerator } from '../comments/access'
import { badRequest, forbidden, notFound, unauthorized } from '../errors'
import { inBlog } from '../liveblog/rules'
import { createLiveblogService, schemas, type LiveParams } from '../liveblog/service'
import { isOn } from '../../../kernel/lib/settings'
import { plainText } from '../text'

type ItemParams = Pick<LiveParams, 'section' | 'container' | 'content'>
type Kind = 'like' | 'dislike' | 'flag'

const COUNTER = { like: 'total_likes', dislike: 'total_dislikes', flag: 'total_flags' } as const

export default async function liveblogActionRoutes(app: FastifyInstance, { db, hub }: AppContext) {
  const blog = createLiveblogService({ db, hub })
  const inside = '/v4/liveblogs/:section/:container'

  const react = async (request: FastifyRequest<{ Params: ItemParams; Body?: { reason?: string } }>, kind: Kind, add: boolean) => {
    const { section, container } = await blog.place(request)
    if (!request.userUuid) throw unauthorized()
    if (kind === 'dislike' && !isOn(section.settings.enable_dislikes)) throw forbidden('Dislikes are turned off on this site.')
    const row = inBlog(await blog.reader.raw(request.params.content), container.content_container_uuid, request.params.content)
    if (row.processing_status === 'removed') throw notFound(`No post or reply ${request.params.content}`)
    if (kind === 'flag' && !row.parent_uuid) throw badRequest('Posts are the editors’: only replies can be reported.')
    if (kind === 'flag' && row.actor_uuid === request.userUuid) throw forbidden('You cannot report your own reply.')
    const reason = kind === 'flag' && add ? plainText(request.body?.reason?.trim() ?? '', 'The reason') : null
    if (kind === 'flag' && add && !reason) throw badRequest('Say why you are reporting this reply.')
    await db.tx(async (tx) => {
      const change = async (k: Kind, on: boolean) => {
        const done = on
          ? await tx.query('insert into reactions (content_uuid, user_uuid, kind, reason) values ($1, $2, $3, $4) on conflict do nothing returning 1', [row.content_uuid, request.userUuid, k, k === 'flag' ? reason : null])
          : await tx.query('delete from reactions where content_uuid = $1 and user_uuid = $2 and kind = $3 returning 1', [row.content_uuid, request.userUuid, k])
        if (done.length) await tx.query(`update content set ${COUNTER[k]} = greatest(${COUNTER[k]} + $2, 0) where content_uuid = $1`, [row.content_uuid, on ? 1 : -1])
      }
      if (add && kind !== 'flag') await change(kind === 'like' ? 'dislike' : 'like', false)
      await change(kind, add)
    })
    const action = kind === 'flag' ? (add ? 'flagged' : 'flags_cleared') : `${add ? '' : 'un'}${kind}d`
    return { result: await blog.answer(request, section, row.content_uuid, action, await blog.viewer(request)) }
  }

  for (const [kind, path] of [['like', 'likes'], ['dislike', 'dislikes']] as const) {
    app.post<{ Params: ItemParams }>(`${inside}/${path}/:content`, { schema: { params: schemas.item } }, (request) => react(request, kind, true))
    app.delete<{ Params: ItemParams }>(`${inside}/${path}/:content`, { schema: { params: schemas.item } }, (request) => react(request, kind, false))
  }
  app.post<{ Params: ItemParams; Body: { reason: string } }>(
    `${inside}/replies/:content/flags`,
    { schema: { params: schemas.item, body: { type: 'object', required: ['reason'], additionalProperties: false, properties: { reason: { type: 'string', minLength: 1, maxLength: 500 } } } } },
    (request) => react(request, 'flag', true),
  )
  app.delete<{ Params: ItemParams }>(`${inside}/replies/:content/flags`, { schema: { params: schemas.item } }, (request) => react(request, 'flag', false))

  /** Editors' changes: the column change and the realtime action it is announced as; pins and picks are for posts. */
  const moderation: Array<[method: 'POST' | 'PUT' | 'DELETE', path: string, set: string, action: string, postsOnly: boolean]> = [
    ['POST', 'moderation/:content/enable', `state = 'visible'`, 'visible', false],
    ['POST', 'moderation/:content/disable', `state = 'disabled'`, 'disabled', false],
    ['POST', 'moderation/:content/spam', `state = 'spam'`, 'spammed', false],
    ['POST', 'moderation/:content/unspam', `state = 'visible'`, 'visible', false],
    ['PUT', 'posts/:content/pin', 'is_pinned = true, date_pinned = now()', 'pinned', true],
    ['DELETE', 'posts/:content/pin', 'is_pinned = false, date_pinned = null', 'unpinned', true],
    ['POST', 'posts/:content/pick', 'is_picked = true', 'picked', false],
    ['DELETE', 'posts/:content/pick', 'is_picked = false', 'unpicked', false],
  ]
  for (const [method, path, set, action, postsOnly] of moderation) {
    app.route<{ Params: ItemParams }>({
      method,
      url: `${inside}/${path}`,
      schema: { params: schemas.item },
      handler: async (request) => {
        const viewer = await requireModerator(db, request)
        const { section, container } = await blog.place(request)
        const row = inBlog(await blog.reader.raw(request.params.content), container.content_container_uuid, request.params.content)
        if (row.processing_status === 'removed') throw notFound(`No post or reply ${request.params.content}`)
        if (postsOnly && row.parent_uuid) throw badRequest('Only posts can be pinned.')
        await db.query(`update content set ${set} where content_uuid = $1`, [row.content_uuid])
        return { result: await blog.answer(request, section, row.content_uuid, action, viewer) }
      },
    })
  }
}
