/**
 * One mounted chat: loading (the chat found, or created when the service does not know it yet, then its
 * latest 30 messages), older pages as the reader scrolls up (`livechat`/`paged`), sending and replying,
 * typing (sent at most once per `ChatLimits.typingThrottleMs`; others' indicators go after
 * `typingShownMs`, on the product's clock), the moderators' removal, disabling and chat bans, and the
 * reader's place (`above`, `view`, `below`: whether the newest message is on screen), which decides
 * whether arriving messages are seen or counted as new. Every write is applied from the service's
 * answer by the rules of a live event (state.ts).
 */
import { ChatLimits, type ChatItemAnswer, type ChatMessage } from '../../contracts/entities/chat-api'
import type { RealtimeAction, ViewportPosition } from '../../contracts/enums'
import type { PluginContext, Slice } from '../../contracts/plugin'
import { errorMessage } from '../../kernel/error-message'
import { ErrorCode, readerError, VfError } from '../../kernel/errors'
import { graphemeCount } from '../../kernel/lib/text'
import type { ChatApi, ChatModeration } from './api'
import { startLive } from './live'
import type { FrameScheduler } from '../ui/live-feed'
import { clamp } from '../../kernel/lib/parse'
import { chatLoaded, emptyChat, freshSeen, olderLoaded, typingExpired, type ChangeContext, type ChatOutcome, type ChatSlice, type ChatState } from './state'

/** The tag analytics names this widget by. */
export const WIDGET = 'vf-livechat'

export interface ChatDeps {
  ctx: PluginContext
  api: ChatApi
  slice: Slice<ChatSlice>
  instanceId: string
  containerId: string
  frame: FrameScheduler
}

export type Chat = ReturnType<typeof createChat>

export function createChat({ ctx, api, slice, instanceId, containerId, frame }: ChatDeps) {
  const { timers } = ctx.clock
  const update = (recipe: (draft: ChatState) => void) =>
    slice.update((draft) => {
      const chat = draft.chats[instanceId]
      if (chat) recipe(chat as ChatState)
    })
  const state = () => slice.getState().chats[instanceId]!
  const container = () => {
    const uuid = state()?.container?.content_container_uuid
    if (!uuid) throw new VfError(ErrorCode.ContextUnavailable, ctx.i18n.t('settings.error.error_fetching'))
    return uuid
  }
  const statusKey = `livechat:${instanceId}`
  const interaction = (type: string, item?: ChatMessage) =>
    ctx.bus.publish('analytics', 'interaction', { type, widget: WIDGET, containerId, ...(item ? { content_uuid: item.content_uuid, container: item.content_container_uuid } : {}) })

  /** Where the newest message is for the reader: `view` (on screen), `below` (they scrolled up). */
  let viewport: ViewportPosition = 'view'
  let lastTyped = -Infinity
  let expiry: unknown
  let disposed = false

  const context = (): ChangeContext => {
    const user = ctx.store.getState().session?.user
    const me = user?.uuid && user.user_privilege !== 'guest' ? user.uuid : undefined
    return { ...(me ? { me } : {}), moderator: user?.user_privilege === 'moderator' || user?.user_privilege === 'admin', now: ctx.clock.now(), typingMs: ChatLimits.typingShownMs, atEnd: viewport === 'view' }
  }

  /** Others' typing indicators go when their time is over: one timer, for the first to go. */
  const scheduleExpiry = () => {
    if (expiry !== undefined) timers.clearTimeout(expiry)
    expiry = undefined
    const times = Object.values(state()?.typing ?? {})
    if (!times.length || disposed) return
    const wait = Math.max(0, Math.min(...times) - ctx.clock.now())
    expiry = timers.setTimeout(() => {
      expiry = undefined
      update(typingExpired(ctx.clock.now()))
      scheduleExpiry()
    }, wait)
  }

  slice.update((draft) => void (draft.chats[instanceId] = emptyChat()))
  const arrived = (out: ChatOutcome) => {
    scheduleExpiry()
    const items = out.arrived.map((uuid) => state()?.items[uuid]).filter((item): item is ChatMessage => !!item)
    if (items.length) ctx.bus.publish('livechat-realtime', 'more-loaded', items)
  }
  const live = startLive({ ctx, api, slice, instanceId, frame, context, arrived })

  const apply = (answer: ChatItemAnswer, action: RealtimeAction) => {
    live.apply([{ action, item: answer.content, users: answer.users }])
    return answer.content
  }
  const text = (content: string) => {
    const trimmed = content.trim()
    if (!trimmed) throw readerError(ctx.i18n.t('livechat:errors.empty'))
    if (graphemeCount(trimmed) > ChatLimits.messageCharacters) throw readerError(ctx.i18n.t('livechat:errors.too_long', { n: ChatLimits.messageCharacters }))
    return trimmed
  }

  const load = async () => {
    update((draft) => void (draft.status = 'loading'))
    try {
      const found = await api.container(containerId)
      const answer = await api.messages(found.content_container_uuid, { limit: ChatLimits.initialLoad })
      update(chatLoaded(found, answer))
      ctx.bus.publish('livechat', 'loaded', { containerId })
      ctx.bus.publish('analytics', 'view', { widget: WIDGET, containerId })
      return state()
    } catch (error) {
      update((draft) => void (draft.status = 'error'))
      ctx.status.fail(statusKey, errorMessage(error, (key) => ctx.i18n.t(key)))
      throw error
    }
  }

  /** The page before the oldest shown (the reader scrolled up to it). */
  const loadOlder = async (limit?: number) => {
    const chat = state()
    if (!chat.more) return { loaded: 0, hasMore: false }
    const size = typeof limit === 'number' && Number.isInteger(limit) ? clamp(limit, 1, ChatLimits.pageMax) : ChatLimits.initialLoad
    const answer = await api.messages(container(), { limit: size, ...(chat.next ? { starting_from: chat.next } : {}) })
    update(olderLoaded(answer))
    ctx.bus.publish('livechat', 'paged', answer.contents)
    ctx.bus.publish('analytics', 'load_more_click', { widget: WIDGET, containerId })
    return { loaded: answer.contents.length, hasMore: answer.more_available }
  }

  const send = async (content: string) => {
    const item = apply(await api.send(container(), text(content)), 'created')
    // Whoever sends reads on at the end.
    viewport = 'view'
    update(freshSeen)
    interaction('message', item)
    return item
  }

  const reply = async (parent: string, content: string) => {
    const item = apply(await api.reply(container(), parent, text(content)), 'created')
    viewport = 'view'
    update(freshSeen)
    interaction('reply', item)
    return item
  }

  /** The reader is typing: the others are told, at most once per throttle window. */
  const typing = async () => {
    const now = ctx.clock.now()
    if (now - lastTyped < ChatLimits.typingThrottleMs) return false
    lastTyped = now
    await api.typing(container())
    return true
  }

  const remove = async (uuid: string) => {
    const item = apply(await api.remove(container(), uuid), 'deleted')
    interaction('remove', item)
    return item
  }
  const moderate = async (uuid: string, action: ChatModeration) => apply(await api.moderate(container(), uuid, action), action === 'enable' ? 'visible' : 'disabled')
  const ban = async (user: string) => {
    const result = await api.ban(container(), { user_uuid: user })
    interaction('ban')
    return result
  }
  const unban = (user: string) => api.unban(container(), { user_uuid: user })

  const setStatus = async (status: 'open' | 'closed') => {
    const changed = await api.change(container(), { status })
    update((draft) => void (draft.container = { ...draft.container, ...changed }))
    return changed
  }

  const resetSettings = async () => {
    const changed = await api.resetSettings(container())
    update((draft) => void (draft.container = { ...draft.container, ...changed }))
    return changed
  }

  return {
    containerId,
    statusKey,
    load,
    loadOlder,
    send,
    reply,
    typing,
    remove,
    moderate,
    ban,
    unban,
    setStatus,
    resetSettings,
    signature: () => api.signature(container()),
    /** The view tells where the newest message is for the reader; at the end, the new ones are seen. */
    setViewport(position: ViewportPosition) {
      viewport = position
      if (position === 'view' && state()?.fresh) update(freshSeen)
    },
    viewport: () => viewport,
    item: (uuid: string) => state()?.items[uuid],
    dispose() {
      disposed = true
      if (expiry !== undefined) timers.clearTimeout(expiry)
      live.dispose()
      slice.update((draft) => void delete draft.chats[instanceId])
    },
  }
}
