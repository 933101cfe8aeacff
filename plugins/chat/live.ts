/**
 * One chat's live feed: subscribes to its container through `realtime.subscribe` once the chat is loaded
 * (without the realtime plugin the action is undefined and the chat is simply not live), reads each
 * event into a change (state.ts applies them), buffers them and applies them once per frame in one store
 * update — 50 messages a second are a few renders, not fifty — and after a reconnect reads what it
 * missed: the newest page, and the shown messages again (a removal meanwhile takes them off).
 */
import { ChatLimits, type ChatMessage } from '../../contracts/entities/chat-api'
import type { ContentAuthor } from '../../contracts/entities/comments-api'
import type { RealtimeEvent } from '../../contracts/entities/realtime'
import { RealtimeStatus } from '../../contracts/enums'
import type { PluginContext, Slice, Subscription } from '../../contracts/plugin'
import { isActionFailure } from '../../kernel/actions'
import { safeEntries } from '../../kernel/lib/safe-keys'
import type { ChatApi } from './api'
import { changesApplied, type ChangeContext, type ChatChange, type ChatOutcome, type ChatSlice, type ChatState } from './state'

/** Schedules `fn` before the next paint; returns the cancel. */
export type FrameScheduler = (fn: () => void) => () => void

/** Events waiting for a frame past this many are applied at once (a hidden page may get no frame for long). */
const MAX_BUFFERED = 2000
const SELECTION_LIMIT = 100

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/** The change an event is for this chat, or nothing. */
export function readChange(event: RealtimeEvent, chat: string): ChatChange | undefined {
  const { content, container, users } = event.payload
  if (isObject(container)) {
    if (container.content_container_uuid !== chat) return undefined
    const status = container.status === 'closed' || container.status === 'open' ? container.status : undefined
    return status ? { action: 'container', container: { status } } : undefined
  }
  if (!isObject(content) || content.content_container_uuid !== chat) return undefined
  const authors: Record<string, ContentAuthor> = {}
  if (isObject(users)) for (const [uuid, user] of safeEntries(users)) if (isObject(user) && user.uuid === uuid) authors[uuid] = user as unknown as ContentAuthor
  if (event.action === 'started_typing') return typeof content.actor_uuid === 'string' ? { action: 'started_typing', typist: content.actor_uuid, users: authors } : undefined
  if (typeof content.content_uuid !== 'string' || typeof content.actor_uuid !== 'string' || typeof content.date_created !== 'number' || typeof content.state !== 'string') return undefined
  return { action: event.action, item: content as unknown as ChatMessage, users: authors }
}

export interface LiveDeps {
  ctx: PluginContext
  api: ChatApi
  slice: Slice<ChatSlice>
  instanceId: string
  frame: FrameScheduler
  /** The context changes are applied in (who reads, now, whether they are at the end). */
  context: () => ChangeContext
  /** What a batch brought. */
  arrived: (out: ChatOutcome) => void
}

export function startLive({ ctx, api, slice, instanceId, frame, context, arrived }: LiveDeps) {
  const state = (): ChatState | undefined => slice.getState().chats[instanceId]
  const update = (recipe: (draft: ChatState) => void) =>
    slice.update((draft) => {
      const chat = draft.chats[instanceId]
      if (chat) recipe(chat as ChatState)
    })
  let disposed = false
  let container: string | undefined
  let subscriptionId: string | undefined
  let lost = false
  let buffer: ChatChange[] = []
  let cancelFrame: (() => void) | undefined
  const subscriptions: Array<Subscription | undefined> = []

  const apply = (changes: ChatChange[]) => {
    const out: ChatOutcome = { arrived: [] }
    update(changesApplied(changes, context(), out))
    arrived(out)
  }
  const flush = () => {
    cancelFrame = undefined
    const batch = buffer
    buffer = []
    if (batch.length && !disposed) apply(batch)
  }

  const onEvent = (event: RealtimeEvent) => {
    if (!subscriptionId || event.subscription_id !== subscriptionId || !container) return
    const change = readChange(event, container)
    if (!change) return
    buffer.push(change)
    if (buffer.length < MAX_BUFFERED) cancelFrame ??= frame(flush)
    else {
      cancelFrame?.()
      flush()
    }
  }

  /** What was missed while the socket was down: the newest page, and the shown messages read again. */
  const catchUp = async () => {
    const chat = state()
    if (!chat || !container) return
    const asked = [...chat.uuids]
    const chunks: string[][] = []
    for (let at = 0; at < asked.length; at += SELECTION_LIMIT) chunks.push(asked.slice(at, at + SELECTION_LIMIT))
    const [newest, ...selections] = await Promise.all([api.messages(container, { limit: ChatLimits.initialLoad }), ...chunks.map((chunk) => api.selection(container!, chunk))])
    if (disposed) return
    cancelFrame?.()
    flush()
    const present = new Set(selections.flatMap((s) => s.contents.map((m) => m.content_uuid)))
    const changes: ChatChange[] = [
      ...[...newest.contents].reverse().map((item): ChatChange => ({ action: 'created', item, users: newest.users })),
      ...selections.flatMap((s) => s.contents.map((item): ChatChange => ({ action: 'updated', item, users: s.users }))),
      ...asked.filter((uuid) => !present.has(uuid) && chat.items[uuid]).map((uuid): ChatChange => ({ action: 'deleted', item: chat.items[uuid]! })),
    ]
    apply(changes)
  }

  const unsubscribe = () => {
    const id = subscriptionId
    subscriptionId = undefined
    if (id) void ctx.actions.call('realtime.unsubscribe', { params: { subscription_id: id } })
  }

  const subscribe = async (uuid: string) => {
    if (uuid === container) return
    unsubscribe()
    container = uuid
    const result = await ctx.actions.call('realtime.subscribe', { params: { rules: { content_container_uuid: [uuid] } } })
    if (isActionFailure(result)) return void ctx.log.debug('livechat: live updates off', result.error)
    if (disposed || container !== uuid) return void ctx.actions.call('realtime.unsubscribe', { params: { subscription_id: result.subscription_id } })
    subscriptionId = result.subscription_id
  }

  subscriptions.push(
    ctx.bus.subscribe('realtime', 'event', onEvent),
    ctx.bus.subscribe('realtime', 'offline', () => void (lost = true)),
    ctx.bus.subscribe('realtime', 'connection', (connection) => {
      if (!subscriptionId) return
      update((draft) => {
        if (connection.connected) delete draft.link
        else if (connection.socket === 'offline') draft.link = connection.resume === 'online' ? 'paused' : 'stopped'
      })
    }),
    ctx.bus.subscribe('realtime', 'status', (id, status) => {
      if (id !== subscriptionId) return
      if (status === RealtimeStatus.none || status === RealtimeStatus.error) lost = true
      else if (status === RealtimeStatus.subscribed && lost) {
        lost = false
        catchUp().catch((error: unknown) => ctx.log.warn('livechat: could not catch up after reconnecting', error))
      }
    }),
  )

  const stopWatching = slice.select(
    (s) => {
      const chat = s.chats[instanceId]
      return chat?.status === 'loaded' ? (chat.container?.content_container_uuid ?? '') : undefined
    },
    (uuid) => {
      if (uuid) void subscribe(uuid)
    },
  )

  return {
    /** Applies the reader's own change at once (the service's answer), by the same rules. */
    apply,
    dispose() {
      disposed = true
      cancelFrame?.()
      stopWatching()
      for (const sub of subscriptions) sub?.remove()
      unsubscribe()
    },
  }
}
