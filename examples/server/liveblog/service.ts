/**
 * What every live blog route shares: the live blog a request names, who asks, pages of posts or replies
 * as that reader may see them (the comments' reading rules, examples/server/comments/queries.ts) with
 * each post's images, and the answer to a write — the item as it now is, for the writer, and published
 * on the realtime hub for every socket subscribed to the live blog (hub-rules.ts files them by container).
 */
import type { FastifyRequest } from 'fastify'
import type { ContentAuthor, ListedContent } from '../../../contracts/entities/comments-api'
import type { LiveItemAnswer, LivePost, LivePostPage, LivePostsAnswer } from '../../../contracts/entities/liveblog-api'
import type { CommentSort } from '../../../contracts/enums'
import type { AppContext } from '../app'
import { viewerOf } from '../comments/access'
import { createReader, type Authors, type Viewer } from '../comments/queries'
import { notFound } from '../errors'
import type { Section } from '../sections'
import { placeOf } from './containers'
import { mediaOf } from './media'

export type LiveParams = { section: string; container: string; content: string; media: string }

export interface PageQuery {
  limit?: number
  reply_limit?: number
  starting_from?: string
  sorted_by?: CommentSort
}

const GUEST: Viewer = { uuid: undefined, moderator: false }

/** The service's own origin as the caller reached it (images are served there). */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`

/**
 * What everyone may receive of an item on the realtime hub: no reader's reactions, no flag counts, and
 * no words of an item readers may not see (removed, disabled, spam, awaiting moderation): moderators'
 * widgets keep the words they have.
 */
export function publicItem(item: LivePost): LivePost {
  const hidden = item.processing_status === 'removed' || item.state !== 'visible'
  return { ...item, reactions: { liked: false, disliked: false, flagged: false }, total_flags: 0, ...(hidden ? { content: '', media: [] } : {}) }
}

export function createLiveblogService({ db, hub }: Pick<AppContext, 'db' | 'hub'>) {
  const reader = createReader(db)

  /** Each post with its images, each reply with its post (`post_uuid`), nested replies too. */
  const decorate = async (items: ListedContent[], origin: string): Promise<LivePost[]> => {
    const all = items.flatMap((item) => [item, ...((item as LivePost).replies?.contents ?? [])])
    const media = await mediaOf(db, all.filter((item) => !item.parent_uuid).map((item) => item.content_uuid), origin)
    const one = (item: ListedContent): LivePost => {
      const own = item as LivePost
      if (!item.parent_uuid) return { ...own, media: media.get(item.content_uuid) ?? [], ...(own.replies ? { replies: { ...own.replies, contents: own.replies.contents.map(one) } } : {}) }
      return { ...own, post_uuid: item.thread_uuid ?? item.parent_uuid }
    }
    return items.map(one)
  }

  /** One page of posts (with their first replies), or of a post's replies, as `viewer` sees it. */
  const page = async (viewer: Viewer, container: string, query: PageQuery, origin: string, parent?: string): Promise<LivePostsAnswer> => {
    const seen: Authors = new Map()
    const found = await reader.page(
      viewer,
      { container, ...(parent ? { parent } : {}) },
      { limit: query.limit ?? 10, sort: query.sorted_by ?? (parent ? 'oldest' : 'newest'), ...(query.starting_from ? { cursor: query.starting_from } : {}), ...(parent ? {} : { replyLimit: query.reply_limit ?? 2 }) },
      seen,
    )
    const contents = await decorate(found.contents, origin)
    const listed: LivePostPage = { ...found, contents }
    return { ...listed, users: await reader.authors(viewer, seen) }
  }

  /** Items by UUID that the viewer may see (the catch-up after a reconnect), in the order asked. */
  const selection = async (viewer: Viewer, container: string, uuids: string[], origin: string): Promise<LivePostsAnswer> => {
    const seen: Authors = new Map()
    const contents = await decorate(await reader.select(viewer, container, uuids, seen), origin)
    return { contents, more_available: false, users: await reader.authors(viewer, seen) }
  }

  /**
   * The item as it now is, for the writer, and — unless its author is hidden from others (a ghost or hide
   * ban: nobody may learn of it) — for every socket subscribed to its live blog, as `action`.
   */
  const answer = async (request: FastifyRequest, section: Section, uuid: string, action: string, viewer: Viewer): Promise<LiveItemAnswer> => {
    const seen: Authors = new Map()
    const [item] = await reader.select({ uuid: action === 'created' ? undefined : viewer.uuid, moderator: true }, undefined, [uuid], seen)
    if (!item) throw notFound(`No post or reply ${uuid}`)
    const [decorated] = await decorate([item], originOf(request))
    const users: Record<string, ContentAuthor> = await reader.authors(viewer, seen)
    if (!seen.get(item.actor_uuid)?.hidden) {
      hub.publish(section.site_uuid, { type: 'event', action, content_container_uuid: item.content_container_uuid, content: publicItem(decorated!), users: await reader.authors(GUEST, seen) })
    }
    return { content: decorated!, users }
  }

  return {
    reader,
    page,
    selection,
    answer,
    viewer: (request: FastifyRequest) => viewerOf(db, request),
    /** The live blog a request's params name (section and container UUIDs). */
    place: (request: FastifyRequest<{ Params: Partial<LiveParams> }>) => placeOf(db, request.params.section!, { uuid: request.params.container! }),
  }
}

export type LiveblogService = ReturnType<typeof createLiveblogService>

const uuid = { type: 'string', format: 'uuid' }
/** JSON schemas the routes share. */
export const schemas = {
  uuid,
  section: { type: 'object', properties: { section: uuid } },
  container: { type: 'object', properties: { section: uuid, container: uuid } },
  item: { type: 'object', properties: { section: uuid, container: uuid, content: uuid } },
  pageQuery: {
    type: 'object',
    additionalProperties: false,
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      reply_limit: { type: 'integer', minimum: 0, maximum: 100 },
      starting_from: { type: 'string', maxLength: 400 },
      sorted_by: { type: 'string', enum: ['newest', 'oldest', 'num_likes_desc', 'num_replies_desc', 'newest_pick'] },
    },
  },
  noQuery: { type: 'object', additionalProperties: false, properties: {} },
} as const
