/**
 * The comments plugin (document 1, document 4 §4–§5): the `vf-conversations` widget (alias
 * `vf-livecomments`), the `vf-conversations-count` counter, the `vf-pull-quote` and the
 * `vf-conversation-starter`. Every interaction is a registered action
 * guarded by the permission ruler, so pages can intercept it and guests are asked to sign in. A guest's
 * like or dislike is kept and replayed one second after sign-in, unless an hour has passed.
 */
import type { ListedContent } from '../../contracts/entities/comments-api'
import type { WidgetSort } from '../../contracts/enums'
import type { Plugin } from '../../contracts/plugin'
import { Constants } from '../../contracts/constants'
import { isGuestUser } from '../../kernel/lib/ids'
import type { ModerationAction } from './api'
import type { FrameScheduler } from '../ui/live-feed'
import { conversationsAttributes, conversationsLegacy, counterAttributes, counterLegacy, pullQuoteAttributes, starterAttributes } from './inputs'
import type { ThreadState, ThreadTab } from './state'
import type { Thread } from './thread'
import { ErrorCode, VfError } from '../../kernel/errors'

type Instance = { instanceId?: string }

declare module '../../contracts/actions' {
  interface Actions {
    /** Loads (or reloads) a comments widget's thread. */
    'live_comments.load': { params: Instance; result: ThreadState }
    /** The (next) replies of a comment. */
    'live_comments.load_replies': { params: Instance & { parent: string }; result: ListedContent[] }
    'live_comments.sort': { params: Instance & { sort: WidgetSort }; result: void }
    'live_comments.tab': { params: Instance & { tab: ThreadTab }; result: void }
    /** Posts a comment (a guest, where allowed, with a name). */
    'comments.post': { params: Instance & { content: string; anonymous_name?: string }; result: ListedContent }
    'comments.reply': { params: Instance & { parent: string; content: string; anonymous_name?: string }; result: ListedContent }
    'comments.edit': { params: Instance & { uuid: string; content: string }; result: ListedContent }
    'comments.remove': { params: Instance & { uuid: string }; result: ListedContent }
    'comments.like': { params: Instance & { uuid: string }; result: ListedContent }
    'comments.unlike': { params: Instance & { uuid: string }; result: ListedContent }
    'comments.dislike': { params: Instance & { uuid: string }; result: ListedContent }
    'comments.undislike': { params: Instance & { uuid: string }; result: ListedContent }
    'comments.flag': { params: Instance & { uuid: string; reason: string }; result: ListedContent }
    'comments.unflag': { params: Instance & { uuid: string }; result: ListedContent }
    /** A comment's link (the page's address with its share parameter) for the reader to copy; publishes `share`/`clicked`. */
    'comments.share': { params: Instance & { uuid: string }; result: string }
    /** Moderators: enable, disable, spam, unspam, pin, unpin, pick, unpick, top comment. */
    'comments.moderate': { params: Instance & { uuid: string; action: ModerationAction }; result: ListedContent }
    /** Shows the new comments the live feed holds behind the "new comments" button. */
    'live_comments.show_new': { params: Instance; result: void }
  }
}

interface GuestReaction {
  uuid: string
  reaction: 'like' | 'dislike'
  expiry: number
}
const GUEST_REACTION = 'guest_reaction'
/** Document 1 §3's feature switches for the discussion: a site with either turned off has none. */
const COMMENTING_SWITCHES = ['enable_commenting', 'enable_livecommenting'] as const
const isGuestReaction = (v: unknown): v is GuestReaction =>
  !!v && typeof v === 'object' && typeof (v as GuestReaction).uuid === 'string' && ((v as GuestReaction).reaction === 'like' || (v as GuestReaction).reaction === 'dislike') && typeof (v as GuestReaction).expiry === 'number'

export interface CommentsOptions {
  /** When live events are applied; the browser's animation frame by default (tests drive their own). */
  frame?: FrameScheduler
}

export function commentsPlugin(options: CommentsOptions = {}): Plugin {
  return {
    name: 'comments',
    dependencies: ['session'],
    setup(ctx) {
      const { timers, now } = ctx.clock
      const slice = ctx.store.slice('comments', { threads: {} })
      const threads = new Map<string, Thread>()
      ctx.i18n.registerNamespace('conversations', (locale) => import(`./locales/${locale}.ts`))
      /** The widgets' words, fetched beside their code rather than after it (their views speak nothing until both are in). */
      const words = () => ctx.i18n.load('conversations')

      /** The thread an action is for: the named instance, or the only one on the page. */
      const thread = (instanceId: string | undefined, params: Instance | undefined) => {
        const id = params?.instanceId ?? instanceId ?? (threads.size === 1 ? [...threads.keys()][0] : undefined)
        const found = id ? threads.get(id) : undefined
        if (!found) throw new VfError(ErrorCode.WidgetNotFound, id ? `No comments widget ${id} on this page` : 'Name the comments widget (instanceId): this page has several')
        return found
      }
      const find = (uuid: string): ListedContent | undefined => {
        for (const t of threads.values()) {
          const item = t.item(uuid)
          if (item) return item
        }
        return undefined
      }
      const user = () => ctx.store.getState().session?.user

      /** A guest's like or dislike: kept (one hour) to replay after sign-in; the ruling then asks them to sign in. */
      const remember = (uuid: string, reaction: 'like' | 'dislike') => {
        if (isGuestUser(user())) ctx.storage.local.set(GUEST_REACTION, { uuid, reaction, expiry: now() + Constants.pendingGuestActionMs } satisfies GuestReaction)
        return find(uuid)
      }

      ctx.actions.register('live_comments.load', (p, m) => thread(m.instanceId, p).load())
      ctx.actions.register('live_comments.load_more', (p, m) => thread(m.instanceId, p as Instance).loadMore(p?.limit))
      ctx.actions.register('live_comments.load_replies', (p, m) => thread(m.instanceId, p).loadReplies(p.parent))
      ctx.actions.register('live_comments.sort', (p, m) => thread(m.instanceId, p).sort(p.sort))
      ctx.actions.register('live_comments.tab', (p, m) => thread(m.instanceId, p).tab(p.tab))
      ctx.actions.register('live_comments.show_new', (p, m) => thread(m.instanceId, p).showNew())
      ctx.actions.register('comments.post', (p, m) => thread(m.instanceId, p).post(p.content, p.anonymous_name), { guard: { subject: 'comment', action: 'create' } })
      ctx.actions.register('comments.reply', (p, m) => thread(m.instanceId, p).post(p.content, p.anonymous_name, p.parent), { guard: { subject: 'reply', action: 'create' } })
      ctx.actions.register('comments.edit', (p, m) => thread(m.instanceId, p).edit(p.uuid, p.content), { guard: { subject: 'comment', action: 'update', resource: (p) => find(p.uuid) } })
      ctx.actions.register('comments.remove', (p, m) => thread(m.instanceId, p).remove(p.uuid), {
        // Moderators remove anything; authors their own, within the rules.
        guard: { subject: 'comment', action: 'remove', resource: (p) => find(p.uuid) },
      })
      ctx.actions.register('comments.like', (p, m) => thread(m.instanceId, p).react(p.uuid, 'like'), { guard: { subject: 'comment', action: 'like', resource: (p) => remember(p.uuid, 'like') } })
      ctx.actions.register('comments.unlike', (p, m) => thread(m.instanceId, p).react(p.uuid, 'unlike'), { guard: { subject: 'comment', action: 'like' } })
      ctx.actions.register('comments.dislike', (p, m) => thread(m.instanceId, p).react(p.uuid, 'dislike'), { guard: { subject: 'comment', action: 'dislike', resource: (p) => remember(p.uuid, 'dislike') } })
      ctx.actions.register('comments.undislike', (p, m) => thread(m.instanceId, p).react(p.uuid, 'undislike'), { guard: { subject: 'comment', action: 'dislike' } })
      ctx.actions.register('comments.flag', (p, m) => thread(m.instanceId, p).react(p.uuid, 'flag', p.reason), { guard: { subject: 'content', action: 'flag', resource: (p) => find(p.uuid) } })
      ctx.actions.register('comments.unflag', (p, m) => thread(m.instanceId, p).react(p.uuid, 'unflag'), { guard: { subject: 'content', action: 'flag', resource: (p) => find(p.uuid) } })
      ctx.actions.register('comments.moderate', (p, m) => thread(m.instanceId, p).moderate(p.uuid, p.action), { guard: { subject: 'comment', action: 'moderate' } })
      ctx.actions.register('comments.share', async ({ uuid }) => {
        // The pull quote's link to a comment, made by the same function (its chunk, loaded when first asked).
        const link = (await import('./summaries')).shareLink(ctx.store.getState().page?.url, uuid)
        if (!link) throw new VfError(ErrorCode.InvalidArgument, 'This page has no web address to link the comment to')
        ctx.bus.publish('share', 'clicked', 'link', 'comment')
        return link
      })

      // A kept guest reaction is replayed a second after the content holding it is loaded for a signed-in
      // reader (document 1 §4): after a sign-in on this page, or on the next page when the publisher's
      // own login took the reader away. Content this page does not show keeps it, until it expires.
      let replay: unknown
      const replayKept = () => {
        if (isGuestUser(user())) return
        const kept = ctx.storage.local.get(GUEST_REACTION, isGuestReaction)
        if (!kept) return
        if (kept.expiry <= now()) return void ctx.storage.local.remove(GUEST_REACTION)
        const owner = [...threads.entries()].find(([, t]) => t.item(kept.uuid))
        if (!owner) return
        timers.clearTimeout(replay)
        replay = timers.setTimeout(() => {
          // Taken only now: a reader who leaves within the second finds it replayed on the next page.
          if (ctx.storage.local.get(GUEST_REACTION, isGuestReaction)?.uuid !== kept.uuid) return
          ctx.storage.local.remove(GUEST_REACTION)
          const item = owner[1].item(kept.uuid)
          if (!item || item.reactions[kept.reaction === 'like' ? 'liked' : 'disliked']) return
          void ctx.actions.call(kept.reaction === 'like' ? 'comments.like' : 'comments.dislike', { instanceId: owner[0], params: { uuid: kept.uuid } })
        }, Constants.guestReplayDelayMs)
      }
      ctx.bus.subscribe('commenting', 'loaded', replayKept)
      // A new reader (sign-in or sign-out): threads reload for their reactions and rights.
      let lastUser = user()?.uuid
      ctx.bus.subscribe('user', 'changed', (next) => {
        if (next.uuid === lastUser) return
        lastUser = next.uuid
        for (const t of threads.values()) void t.load().catch(() => undefined)
      })
      ctx.onDispose(() => timers.clearTimeout(replay))
      ctx.bus.subscribe('commenting', 'reload', () => {
        for (const t of threads.values()) void t.load().catch(() => undefined)
      })

      ctx.widgets.define({
        tag: 'vf-conversations',
        aliases: ['vf-livecomments'],
        attributes: conversationsAttributes,
        legacy: conversationsLegacy,
        revealOnDeepLink: true,
        skeletonHeight: 480,
        siteSwitch: COMMENTING_SWITCHES,
        load: async () => (await Promise.all([import('./views/module'), words()]))[0].conversationsModule(ctx, { slice, threads, timers, ...(options.frame ? { frame: options.frame } : {}) }),
      })
      ctx.widgets.define({
        tag: 'vf-conversations-count',
        aliases: ['vf-livecomments-count'],
        attributes: counterAttributes,
        legacy: counterLegacy,
        load: async () => {
          const [{ counterModule }, { summaryFetches, withSummary }] = await Promise.all([import('./views/module'), import('./summaries'), words()])
          return withSummary(counterModule(ctx), slice, 'counters', summaryFetches(ctx).counters)
        },
      })
      ctx.widgets.define({
        tag: 'vf-pull-quote',
        attributes: pullQuoteAttributes,
        fetchTimeoutMs: Constants.shortWidgetFetchTimeoutMs,
        load: async () => {
          const [{ pullQuoteModule }, { summaryFetches, withSummary }] = await Promise.all([import('./views/PullQuote'), import('./summaries'), words()])
          return withSummary(pullQuoteModule(ctx), slice, 'highlights', summaryFetches(ctx).highlights)
        },
      })
      ctx.widgets.define({
        tag: 'vf-conversation-starter',
        attributes: starterAttributes,
        // It invites the reader into a discussion: none where the site turned commenting off.
        siteSwitch: COMMENTING_SWITCHES,
        load: async () => {
          const [{ conversationStarterModule }, { summaryFetches, withSummary }] = await Promise.all([import('./views/ConversationStarter'), import('./summaries'), words()])
          return withSummary(conversationStarterModule(ctx), slice, 'totals', summaryFetches(ctx).totals)
        },
      })
    },
  }
}
