/**
 * One chat's live feed: follows its container (plugins/ui/live-feed.ts) once the chat is loaded, reads each
 * event into a change (state.ts applies them) and applies a frame's changes in one store update — 50
 * messages a second are a few renders, not fifty — and after a reconnect reads what it missed: the newest
 * page, and the shown messages again (a removal meanwhile takes them off).
 */
import { ChatLimits, type ChatMessage } from '../../contracts/entities/chat-api'
import type { ContentAuthor } from '../../contracts/entities/comments-api'
import type { RealtimeEvent } from '../../contracts/entities/realtime'
import type { PluginContext, Slice } from '../../contracts/plugin'
import { inGroups, liveFeed, type FrameScheduler } from '../ui/live-feed'
import { safeEntries } from '../../kernel/lib/safe-keys'
import type { ChatApi } from './api'
import { changesApplied, type ChangeContext, type ChatChange, type ChatOutcome, type ChatSlice, type ChatState } from './state'

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
  const apply = (changes: ChatChange[]) => {
    const out: ChatOutcome = { arrived: [] }
    update(changesApplied(changes, context(), out))
    arrived(out)
  }

  const feed = liveFeed<ChatChange>({
    ctx,
    name: 'livechat',
    frame,
    read: readChange,
    apply,
    /** What was missed while the socket was down: the newest page, and the shown messages read again. */
    async catchUp(container) {
      const chat = state()
      if (!chat) return undefined
      const asked = [...chat.uuids]
      const [newest, ...selections] = await Promise.all([api.messages(container, { limit: ChatLimits.initialLoad }), ...inGroups(asked).map((group) => api.selection(container, group))])
      const present = new Set(selections.flatMap((s) => s.contents.map((m) => m.content_uuid)))
      return () =>
        apply([
          ...[...newest.contents].reverse().map((item): ChatChange => ({ action: 'created', item, users: newest.users })),
          ...selections.flatMap((s) => s.contents.map((item): ChatChange => ({ action: 'updated', item, users: s.users }))),
          ...asked.filter((uuid) => !present.has(uuid) && chat.items[uuid]).map((uuid): ChatChange => ({ action: 'deleted', item: chat.items[uuid]! })),
        ])
    },
    linkChanged: (connection) =>
      update((draft) => {
        if (connection.connected) delete draft.link
        else if (connection.socket === 'offline') draft.link = connection.resume === 'online' ? 'paused' : 'stopped'
      }),
  })

  const stopWatching = slice.select(
    (s) => {
      const chat = s.chats[instanceId]
      return chat?.status === 'loaded' ? (chat.container?.content_container_uuid ?? '') : undefined
    },
    (uuid) => {
      if (uuid) void feed.follow(uuid)
    },
  )

  return {
    /** Applies the reader's own change at once (the service's answer), by the same rules. */
    apply,
    dispose() {
      stopWatching()
      feed.dispose()
    },
  }
}
