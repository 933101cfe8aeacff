/**
 * The live blog service client (document 1 §7, "Live blog service"): one function per call, paths built
 * in one place. Answers are unwrapped by the HTTP client; failures reject with its HttpError. Finding
 * the container (and creating it when the service does not know it yet) is the kernel's page service
 * (`ctx.pages.container(id, 'livestories')`), which lists and creates at the same base.
 */
import type { Container } from '../../contracts/entities/container'
import type { LiveblogContainer, LiveblogContainerBody, LiveCountAnswer, LiveItemAnswer, LivePostBody, LivePostsAnswer, LiveSignatureAnswer } from '../../contracts/entities/liveblog-api'
import type { MediaItem } from '../../contracts/entities/page'
import type { CommentSort } from '../../contracts/enums'
import type { PluginContext } from '../../contracts/plugin'
import { requireParam } from '../../kernel/lib/required'

export interface PostsQuery {
  limit: number
  reply_limit?: number
  sorted_by?: CommentSort
  starting_from?: string
}

/** Editors' changes to one item, with their method and path. */
export const ModerationCalls = {
  enable: ['POST', 'moderation/{uuid}/enable'],
  disable: ['POST', 'moderation/{uuid}/disable'],
  spam: ['POST', 'moderation/{uuid}/spam'],
  unspam: ['POST', 'moderation/{uuid}/unspam'],
  pin: ['PUT', 'posts/{uuid}/pin'],
  unpin: ['DELETE', 'posts/{uuid}/pin'],
  pick: ['POST', 'posts/{uuid}/pick'],
  unpick: ['DELETE', 'posts/{uuid}/pick'],
} as const satisfies Record<string, readonly ['POST' | 'PUT' | 'DELETE', string]>

export type ModerationAction = keyof typeof ModerationCalls

/** Readers' reactions, with their method and path. */
export const ReactionCalls = {
  like: ['POST', 'likes'],
  unlike: ['DELETE', 'likes'],
  dislike: ['POST', 'dislikes'],
  undislike: ['DELETE', 'dislikes'],
} as const satisfies Record<string, readonly ['POST' | 'DELETE', string]>

export type Reaction = keyof typeof ReactionCalls

export function liveblogApi(ctx: PluginContext) {
  const section = () => requireParam(ctx.store.getState().site?.settings.section_id, 'section id')
  const base = () => `${ctx.config.endpoints.liveblogs}/${section()}`
  const inBlog = (container: string) => `${base()}/${requireParam(container, 'content_container_uuid')}`

  return {
    /** The live blog of the publisher's id, created when the service does not know it yet (document 1 §4, §8). */
    container: (containerId: string) => ctx.pages.container(containerId, 'livestories') as Promise<LiveblogContainer>,
    /** The section's live blogs (the kernel's lookup asks with `container_id` and a limit of one). */
    list: (query: { limit?: number; container_id?: string } = {}) => ctx.http.request<Container[]>({ url: base(), query: { ...query } }),
    create: (containerId: string) => ctx.http.request<LiveblogContainer>({ method: 'POST', url: base(), json: { container_id: containerId, type: 'livestories' } }),
    /** An editor opens or closes the live blog, or hides its counters. */
    change: (container: string, body: LiveblogContainerBody) => ctx.http.request<LiveblogContainer>({ method: 'PUT', url: inBlog(container), json: body }),
    signature: (container: string) => ctx.http.request<LiveSignatureAnswer>({ url: `${inBlog(container)}/signature` }),
    upload: (container: string, file: Blob, description: string, fileName?: string) => {
      const form = new FormData()
      form.append('description', description)
      form.append('media', file, fileName ?? 'image')
      return ctx.http.request<MediaItem>({ method: 'POST', url: `${inBlog(container)}/media`, form })
    },
    posts: (container: string, query: PostsQuery) => ctx.http.request<LivePostsAnswer>({ url: `${inBlog(container)}/posts`, query: { ...query } }),
    count: (container: string) => ctx.http.request<LiveCountAnswer>({ url: `${inBlog(container)}/posts/visible/count` }),
    post: (container: string, body: LivePostBody) => ctx.http.request<LiveItemAnswer>({ method: 'POST', url: `${inBlog(container)}/posts`, json: body }),
    /** A post's text and images (an editor), or a reply's text (its author). */
    edit: (container: string, uuid: string, body: LivePostBody) => ctx.http.request<LiveItemAnswer>({ method: 'POST', url: `${inBlog(container)}/content/${uuid}/edit`, json: body }),
    remove: (container: string, uuid: string) => ctx.http.request<LiveItemAnswer>({ method: 'DELETE', url: `${inBlog(container)}/posts/${uuid}` }),
    /** A post's replies in an order (oldest first by default). */
    replies: (container: string, post: string, query: { limit: number; sorted_by?: CommentSort; starting_from?: string }) =>
      ctx.http.request<LivePostsAnswer>({ url: `${inBlog(container)}/replies/${post}`, query: { ...query } }),
    /** An item's direct replies, oldest first. */
    direct: (container: string, uuid: string, query: { limit: number; starting_from?: string }) => ctx.http.request<LivePostsAnswer>({ url: `${inBlog(container)}/content/${uuid}/direct`, query: { ...query } }),
    reply: (container: string, post: string, body: { content: string; anonymous_name?: string }) => ctx.http.request<LiveItemAnswer>({ method: 'POST', url: `${inBlog(container)}/replies/${post}`, json: body }),
    react: (container: string, uuid: string, reaction: Reaction) => {
      const [method, path] = ReactionCalls[reaction]
      return ctx.http.request<LiveItemAnswer>({ method, url: `${inBlog(container)}/${path}/${uuid}` })
    },
    flag: (container: string, uuid: string, reason: string) => ctx.http.request<LiveItemAnswer>({ method: 'POST', url: `${inBlog(container)}/replies/${uuid}/flags`, json: { reason } }),
    unflag: (container: string, uuid: string) => ctx.http.request<LiveItemAnswer>({ method: 'DELETE', url: `${inBlog(container)}/replies/${uuid}/flags` }),
    moderate: (container: string, uuid: string, action: ModerationAction) => {
      const [method, path] = ModerationCalls[action]
      return ctx.http.request<LiveItemAnswer>({ method, url: `${inBlog(container)}/${path.replace('{uuid}', uuid)}` })
    },
    selection: (container: string, uuids: string[]) => ctx.http.request<LivePostsAnswer>({ url: `${inBlog(container)}/selection`, query: { uuids: uuids.join(',') } }),
  }
}

export type LiveblogApi = ReturnType<typeof liveblogApi>
