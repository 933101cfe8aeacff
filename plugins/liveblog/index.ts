/**
 * The live blog plugin (document 1 §1–§9, document 4 §4–§5): the `vf-livestory` widget (alias
 * `vf-live-blog`) — the publisher's posts in time order with their images, replies, likes, pins and
 * editor's picks, arriving live; promo slots for the page (`vf-ads`/`requestLiveblogAd`); and, for
 * editors (moderators and administrators) only, the form that writes, edits, pins and removes posts and
 * uploads their images. Every interaction is a registered action guarded by the permission ruler, so a
 * page can intercept it and a guest is asked to sign in.
 */
import type { ContentItem } from '../../contracts/entities/content'
import type { LiveblogContainer, LivePost, LiveSignatureAnswer } from '../../contracts/entities/liveblog-api'
import type { MediaItem } from '../../contracts/entities/page'
import type { Plugin } from '../../contracts/plugin'
import { ErrorCode, VfError } from '../../kernel/errors'
import type { ModerationAction } from './api'
import type { Blog } from './blog'
import { liveblogAttributes } from './inputs'
import type { FrameScheduler } from '../ui/live-feed'
import type { BlogState } from './state'

type Instance = { instanceId?: string }
type Item = Instance & { uuid: string }

declare module '../../contracts/actions' {
  interface Actions {
    /** Loads (or reloads) a live blog widget's posts. */
    'liveblog.load': { params: Instance; result: BlogState }
    /** The next (older) posts; a page may gate it as it gates the comments' "load more". */
    'liveblog.load_more': { params: Instance & { limit?: number }; result: { loaded: number; hasMore: boolean } }
    /** The (next) replies of a post. */
    'liveblog.load_replies': { params: Instance & { post: string }; result: LivePost[] }
    /** The reader was shown the posts that arrived live (the "new posts" control). */
    'liveblog.show_new': { params: Instance; result: void }
    /** Editors: a new post with its images (uploaded first with `liveblog.upload`). */
    'liveblog.post': { params: Instance & { content: string; media_uuids?: string[] }; result: LivePost }
    /** Editors: a post's new text and, when given, its images. */
    'liveblog.edit_post': { params: Item & { content: string; media_uuids?: string[] }; result: LivePost }
    /** Editors: removes a post and its replies. */
    'liveblog.remove_post': { params: Item; result: LivePost }
    /** Editors: uploads an image with its description (its alt text), for a post to carry. */
    'liveblog.upload': { params: Instance & { file: Blob; description: string; name?: string }; result: MediaItem }
    /** Editors: pins, picks and moderation of a post or reply. */
    'liveblog.moderate': { params: Item & { action: ModerationAction }; result: LivePost }
    /** Editors: closes the live blog to new posts and replies, or opens it again. */
    'liveblog.set_status': { params: Instance & { status: 'open' | 'closed' }; result: LiveblogContainer }
    /** Editors: the live blog's signature, for the page's `signature` attribute. */
    'liveblog.signature': { params: Instance; result: LiveSignatureAnswer }
    /** A reader's reply to a post (a guest, where allowed, with a name). */
    'liveblog.reply': { params: Instance & { post: string; content: string; anonymous_name?: string }; result: LivePost }
    'liveblog.edit_reply': { params: Item & { content: string }; result: LivePost }
    'liveblog.remove_reply': { params: Item; result: LivePost }
    'liveblog.like': { params: Item; result: LivePost }
    'liveblog.unlike': { params: Item; result: LivePost }
    'liveblog.dislike': { params: Item; result: LivePost }
    'liveblog.undislike': { params: Item; result: LivePost }
    /** Reports a reply (posts are the editors'). */
    'liveblog.flag': { params: Item & { reason: string }; result: LivePost }
    'liveblog.unflag': { params: Item; result: LivePost }
  }
}

declare module '../../contracts/events' {
  interface Events {
    /** What reached a live blog over the realtime socket, as it is shown: new posts; new replies under loaded posts. */
    'liveblog-realtime': { 'more-loaded': [posts: ContentItem[]]; 'replies-loaded': [replies: ContentItem[]] }
  }
}

export interface LiveblogOptions {
  /** When live events are applied; the browser's animation frame by default (tests drive their own). */
  frame?: FrameScheduler
}

export function liveblogPlugin(options: LiveblogOptions = {}): Plugin {
  return {
    name: 'liveblog',
    dependencies: ['session'],
    setup(ctx) {
      const slice = ctx.store.slice('liveblog', { blogs: {} })
      const blogs = new Map<string, Blog>()
      ctx.i18n.registerNamespace('liveblog', (locale) => import(`./locales/${locale}.ts`))

      /** The live blog an action is for: the named instance, or the only one on the page. */
      const blog = (instanceId: string | undefined, params: Instance | undefined) => {
        const id = params?.instanceId ?? instanceId ?? (blogs.size === 1 ? [...blogs.keys()][0] : undefined)
        const found = id ? blogs.get(id) : undefined
        if (!found) throw new VfError(ErrorCode.WidgetNotFound, id ? `No live blog widget ${id} on this page` : 'Name the live blog widget (instanceId): this page has several')
        return found
      }
      const find = (uuid: string): LivePost | undefined => {
        for (const b of blogs.values()) {
          const item = b.item(uuid)
          if (item) return item
        }
        return undefined
      }
      const editor = { guard: { subject: 'live_content', action: 'create' } } as const
      const moderator = { guard: { subject: 'comment', action: 'moderate' } } as const

      ctx.actions.register('liveblog.load', (p, m) => blog(m.instanceId, p).load())
      ctx.actions.register('liveblog.load_more', (p, m) => blog(m.instanceId, p).loadMore(p?.limit))
      ctx.actions.register('liveblog.load_replies', (p, m) => blog(m.instanceId, p).loadReplies(p.post))
      ctx.actions.register('liveblog.show_new', (p, m) => blog(m.instanceId, p).showNew())
      ctx.actions.register('liveblog.post', (p, m) => blog(m.instanceId, p).post(p.content, p.media_uuids), editor)
      ctx.actions.register('liveblog.edit_post', (p, m) => blog(m.instanceId, p).edit(p.uuid, p.content, p.media_uuids), editor)
      ctx.actions.register('liveblog.remove_post', (p, m) => blog(m.instanceId, p).remove(p.uuid), editor)
      ctx.actions.register('liveblog.upload', (p, m) => blog(m.instanceId, p).upload(p.file, p.description, p.name), editor)
      ctx.actions.register('liveblog.moderate', (p, m) => blog(m.instanceId, p).moderate(p.uuid, p.action), moderator)
      ctx.actions.register('liveblog.set_status', (p, m) => blog(m.instanceId, p).setStatus(p.status), moderator)
      ctx.actions.register('liveblog.signature', (p, m) => blog(m.instanceId, p).signature(), moderator)
      ctx.actions.register('liveblog.reply', (p, m) => blog(m.instanceId, p).reply(p.post, p.content, p.anonymous_name), { guard: { subject: 'reply', action: 'create' } })
      ctx.actions.register('liveblog.edit_reply', (p, m) => blog(m.instanceId, p).edit(p.uuid, p.content), { guard: { subject: 'comment', action: 'update', resource: (p) => find(p.uuid) } })
      // Moderators remove any reply; authors their own, within the rules.
      ctx.actions.register('liveblog.remove_reply', (p, m) => blog(m.instanceId, p).remove(p.uuid), { guard: { subject: 'comment', action: 'remove', resource: (p) => find(p.uuid) } })
      ctx.actions.register('liveblog.like', (p, m) => blog(m.instanceId, p).react(p.uuid, 'like'), { guard: { subject: 'comment', action: 'like' } })
      ctx.actions.register('liveblog.unlike', (p, m) => blog(m.instanceId, p).react(p.uuid, 'unlike'), { guard: { subject: 'comment', action: 'like' } })
      ctx.actions.register('liveblog.dislike', (p, m) => blog(m.instanceId, p).react(p.uuid, 'dislike'), { guard: { subject: 'comment', action: 'dislike' } })
      ctx.actions.register('liveblog.undislike', (p, m) => blog(m.instanceId, p).react(p.uuid, 'undislike'), { guard: { subject: 'comment', action: 'dislike' } })
      ctx.actions.register('liveblog.flag', (p, m) => blog(m.instanceId, p).flag(p.uuid, p.reason), { guard: { subject: 'content', action: 'flag', resource: (p) => find(p.uuid) } })
      ctx.actions.register('liveblog.unflag', (p, m) => blog(m.instanceId, p).unflag(p.uuid), { guard: { subject: 'content', action: 'flag', resource: (p) => find(p.uuid) } })

      // A new reader (sign-in or sign-out): the live blogs load again, for their reactions and rights.
      let lastUser = ctx.store.getState().session?.user?.uuid
      ctx.bus.subscribe('user', 'changed', (next) => {
        if (next.uuid === lastUser) return
        lastUser = next.uuid
        for (const b of blogs.values()) void b.load().catch(() => undefined)
      })

      ctx.widgets.define({
        tag: 'vf-livestory',
        // The site's feature switch (document 1 §3): turned off, the page keeps what the publisher wrote.
        siteSwitch: 'enable_livestories',
        aliases: ['vf-live-blog'],
        attributes: liveblogAttributes,
        skeletonHeight: 640,
        load: async () => (await Promise.all([import('./views/module'), ctx.i18n.load('liveblog')]))[0].liveblogModule(ctx, { slice, blogs, ...(options.frame ? { frame: options.frame } : {}) }),
      })
    },
  }
}
