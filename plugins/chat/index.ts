/**
 * The chat plugin (document 1 §1–§9, document 4 §4–§5): the `vf-livechat` widget — a live chat, oldest
 * at the top and newest at the bottom, in the height the host gives it: the latest 30 messages first and
 * older ones as the reader scrolls up, messages and replies grouped into runs of one author, who is
 * typing, a "new messages" control when the reader has scrolled up, and the moderators' removal,
 * disabling and chat bans. Every interaction is a registered action guarded by the permission ruler, so a
 * page can intercept it and a guest is asked to sign in.
 */
import type { ChatContainer, ChatMessage, ChatSignatureAnswer } from '../../contracts/entities/chat-api'
import type { ContentItem } from '../../contracts/entities/content'
import type { ViewportPosition } from '../../contracts/enums'
import type { Plugin } from '../../contracts/plugin'
import { ErrorCode, VfError } from '../../kernel/errors'
import type { ChatModeration } from './api'
import type { Chat } from './chat'
import { chatAttributes } from './inputs'
import type { FrameScheduler } from '../ui/live-feed'
import type { ChatState } from './state'

type Instance = { instanceId?: string }
type Item = Instance & { uuid: string }

declare module '../../contracts/actions' {
  interface Actions {
    /** Loads (or reloads) a chat widget's latest messages. */
    'livechat.load': { params: Instance; result: ChatState }
    /** The older messages before those shown (the reader scrolled up); a page may gate it. */
    'livechat.load_older': { params: Instance & { limit?: number }; result: { loaded: number; hasMore: boolean } }
    /** Sends a message (signed-in readers). */
    'livechat.send': { params: Instance & { content: string }; result: ChatMessage }
    /** Replies to a message. */
    'livechat.reply': { params: Instance & { parent: string; content: string }; result: ChatMessage }
    /** Tells the others the reader is typing (sent at most once per throttle window; false when held back). */
    'livechat.typing': { params: Instance; result: boolean }
    /** Removes a message: its author's own, or any for a moderator. */
    'livechat.remove': { params: Item; result: ChatMessage }
    /** Moderators: hides a message from readers, or shows it again. */
    'livechat.moderate': { params: Item & { action: ChatModeration }; result: ChatMessage }
    /** Moderators: bans a reader from this chat, or lifts the ban. */
    'livechat.ban': { params: Instance & { user: string }; result: { user_uuid: string; banned: boolean } }
    'livechat.unban': { params: Instance & { user: string }; result: { user_uuid: string; banned: boolean } }
    /** Moderators: closes the chat, or opens it again. */
    'livechat.set_status': { params: Instance & { status: 'open' | 'closed' }; result: ChatContainer }
    /** Moderators: resets the chat's own settings (open again; its bans stay). */
    'livechat.reset_settings': { params: Instance; result: ChatContainer }
    /** Moderators: the chat's signature, for the page's `signature` attribute. */
    'livechat.signature': { params: Instance; result: ChatSignatureAnswer }
    /** Where the newest message is for the reader (`view`: on screen); at the end, new messages are seen. */
    'livechat.viewport': { params: Instance & { position: ViewportPosition }; result: void }
  }
}

declare module '../../contracts/events' {
  interface Events {
    /** Messages of others that reached a chat over the realtime socket, as they are shown. */
    'livechat-realtime': { 'more-loaded': [messages: ContentItem[]] }
  }
}

export interface ChatOptions {
  /** When live events are applied; the browser's animation frame by default (tests drive their own). */
  frame?: FrameScheduler
}

export function chatPlugin(options: ChatOptions = {}): Plugin {
  return {
    name: 'livechat',
    dependencies: ['session'],
    setup(ctx) {
      const slice = ctx.store.slice('livechat', { chats: {} })
      const chats = new Map<string, Chat>()
      ctx.i18n.registerNamespace('livechat', (locale) => import(`./locales/${locale}.ts`))

      /** The chat an action is for: the named instance, or the only one on the page. */
      const chat = (instanceId: string | undefined, params: Instance | undefined) => {
        const id = params?.instanceId ?? instanceId ?? (chats.size === 1 ? [...chats.keys()][0] : undefined)
        const found = id ? chats.get(id) : undefined
        if (!found) throw new VfError(ErrorCode.WidgetNotFound, id ? `No chat widget ${id} on this page` : 'Name the chat widget (instanceId): this page has several')
        return found
      }
      const find = (uuid: string): ChatMessage | undefined => {
        for (const c of chats.values()) {
          const item = c.item(uuid)
          if (item) return item
        }
        return undefined
      }
      const writer = { guard: { subject: 'message', action: 'create' } } as const
      const moderator = { guard: { subject: 'comment', action: 'moderate' } } as const

      ctx.actions.register('livechat.load', (p, m) => chat(m.instanceId, p).load())
      ctx.actions.register('livechat.load_older', (p, m) => chat(m.instanceId, p).loadOlder(p?.limit))
      ctx.actions.register('livechat.send', (p, m) => chat(m.instanceId, p).send(p.content), writer)
      ctx.actions.register('livechat.reply', (p, m) => chat(m.instanceId, p).reply(p.parent, p.content), writer)
      ctx.actions.register('livechat.typing', (p, m) => chat(m.instanceId, p).typing(), writer)
      ctx.actions.register('livechat.remove', (p, m) => chat(m.instanceId, p).remove(p.uuid), { guard: { subject: 'comment', action: 'remove', resource: (p) => find(p.uuid) } })
      ctx.actions.register('livechat.moderate', (p, m) => chat(m.instanceId, p).moderate(p.uuid, p.action), moderator)
      ctx.actions.register('livechat.ban', (p, m) => chat(m.instanceId, p).ban(p.user), moderator)
      ctx.actions.register('livechat.unban', (p, m) => chat(m.instanceId, p).unban(p.user), moderator)
      ctx.actions.register('livechat.set_status', (p, m) => chat(m.instanceId, p).setStatus(p.status), moderator)
      ctx.actions.register('livechat.reset_settings', (p, m) => chat(m.instanceId, p).resetSettings(), moderator)
      ctx.actions.register('livechat.signature', (p, m) => chat(m.instanceId, p).signature(), moderator)
      ctx.actions.register('livechat.viewport', (p, m) => chat(m.instanceId, p).setViewport(p.position))

      // A new reader (sign-in or sign-out): the chats load again, for their rights.
      let lastUser = ctx.store.getState().session?.user?.uuid
      ctx.bus.subscribe('user', 'changed', (next) => {
        if (next.uuid === lastUser) return
        lastUser = next.uuid
        for (const c of chats.values()) void c.load().catch(() => undefined)
      })

      ctx.widgets.define({
        tag: 'vf-livechat',
        // The site's feature switch (document 1 §3): turned off, the page keeps what the publisher wrote.
        siteSwitch: 'enable_livechat',
        attributes: chatAttributes,
        skeletonHeight: 480,
        load: async () => (await Promise.all([import('./views/module'), ctx.i18n.load('livechat')]))[0].chatModule(ctx, { slice, chats, ...(options.frame ? { frame: options.frame } : {}) }),
      })
    },
  }
}
