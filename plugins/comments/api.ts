/**
 * The comments service client (document 1 §7): one function per call, paths built in one place. Answers
 * are unwrapped by the HTTP client; failures reject with its HttpError (status and message).
 */
import type { ItemAnswer, ListAnswer, ThreadAnswer } from '../../contracts/entities/comments-api'
import type { Container } from '../../contracts/entities/container'
import type { CommentSort, ContentFilter } from '../../contracts/enums'
import type { PluginContext } from '../../contracts/plugin'
import { isHttpError } from '../../kernel/http/errors'
import { requireParam } from '../../kernel/lib/required'

export interface ListQuery {
  limit: number
  reply_limit: number
  sorted_by: CommentSort
  filtered_by?: ContentFilter
  starting_from?: string
}

/** Moderator actions on one item, with their method and path. */
export const ModerationCalls = {
  enable: ['POST', 'moderation/{uuid}/enable'],
  disable: ['POST', 'moderation/{uuid}/disable'],
  spam: ['POST', 'moderation/{uuid}/spam'],
  unspam: ['POST', 'moderation/{uuid}/unspam'],
  pin: ['POST', 'content/{uuid}/pin'],
  unpin: ['DELETE', 'content/{uuid}/pin'],
  pick: ['POST', 'comments/{uuid}/pick'],
  unpick: ['DELETE', 'comments/{uuid}/pick'],
  top_comment: ['POST', 'comments/{uuid}/top-comment'],
  remove_top_comment: ['DELETE', 'comments/{uuid}/top-comment'],
} as const satisfies Record<string, readonly ['POST' | 'DELETE', string]>

export type ModerationAction = keyof typeof ModerationCalls

/** Reader reactions, with their method and path. */
export const ReactionCalls = {
  like: ['POST', 'like'],
  unlike: ['DELETE', 'like'],
  dislike: ['POST', 'dislike'],
  undislike: ['DELETE', 'dislike'],
  flag: ['POST', 'flag'],
  unflag: ['DELETE', 'flag'],
} as const satisfies Record<string, readonly ['POST' | 'DELETE', string]>

export type Reaction = keyof typeof ReactionCalls

export function commentsApi(ctx: PluginContext) {
  const section = () => requireParam(ctx.store.getState().site?.settings.section_id, 'section id')
  const base = () => `${ctx.config.endpoints.livecomments}/${section()}`
  const inContainer = (container: string) => `${base()}/${requireParam(container, 'content_container_uuid')}`

  return {
    /** The container and its first page; rejects with a 404 when the container does not exist yet. */
    /** `fresh`: past the browser's cache of the public first page (a catch-up must see the last seconds). */
    thread: (containerId: string, query: ListQuery, options: { fresh?: boolean } = {}) =>
      ctx.http.request<ThreadAnswer>({ url: base(), query: { container_id: containerId, ...query }, ...(options.fresh ? { fresh: true } : {}) }),
    /** The container (with its visible total), or undefined when the service does not know it: never created here. */
    container: async (containerId: string): Promise<Container | undefined> => {
      try {
        return await ctx.http.request<Container>({ url: `${base()}/contentcontainer/id`, query: { container_id: containerId } })
      } catch (error) {
        if (isHttpError(error) && error.error_status === 404) return undefined
        throw error
      }
    },
    more: (container: string, query: ListQuery) => ctx.http.request<ListAnswer>({ url: `${inContainer(container)}/comments`, query: { ...query } }),
    replies: (container: string, parent: string, query: { limit: number; starting_from?: string }) =>
      ctx.http.request<ListAnswer>({ url: `${inContainer(container)}/comments/${parent}`, query: { ...query } }),
    selection: (container: string, uuids: string[]) => ctx.http.request<ListAnswer>({ url: `${inContainer(container)}/selection`, query: { uuids: uuids.join(',') } }),
    post: (container: string, body: { content: string; anonymous_name?: string }, parent?: string) =>
      ctx.http.request<ItemAnswer>({ method: 'POST', url: `${inContainer(container)}/comments${parent ? `/${parent}` : ''}`, json: body }),
    edit: (container: string, uuid: string, content: string) => ctx.http.request<ItemAnswer>({ method: 'POST', url: `${inContainer(container)}/content/${uuid}/edit`, json: { content } }),
    remove: (container: string, uuid: string) => ctx.http.request<ItemAnswer>({ method: 'DELETE', url: `${inContainer(container)}/comments/${uuid}` }),
    react: (container: string, uuid: string, reaction: Reaction, reason?: string) => {
      const [method, path] = ReactionCalls[reaction]
      return ctx.http.request<ItemAnswer>({ method, url: `${inContainer(container)}/comments/${uuid}/${path}`, ...(reaction === 'flag' ? { json: { reason } } : {}) })
    },
    moderate: (container: string, uuid: string, action: ModerationAction) => {
      const [method, path] = ModerationCalls[action]
      return ctx.http.request<ItemAnswer>({ method, url: `${inContainer(container)}/${path.replace('{uuid}', uuid)}` })
    },
    /** The legacy single-comment read (deep links to a comment not in the first page). */
    single: (uuid: string) => ctx.http.request<ItemAnswer>({ url: `${ctx.config.endpoints.v1}/comments/${uuid}` }),
  }
}

export type CommentsApi = ReturnType<typeof commentsApi>
