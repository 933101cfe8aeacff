/**
 * The chat's service side (document 1 §7, "Chat service"): its containers (found by the publisher's id
 * or by UUID, always of the chat's type `livechat`, so a chat call never reaches a comments thread), the
 * rules of writing (signed-in readers only, not banned from the chat or from posting, not in a closed
 * chat, at most `ChatLimits.rateMessages` messages per window per reader — counted in the database so
 * every instance counts the same — and at most `ChatLimits.messageCharacters` characters), pages of
 * messages newest first by a cursor, and the answer to a write: the message as it now is, for the writer,
 * and published on the realtime hub for the sockets subscribed to that chat (hub-rules.ts files them by
 * container). Typing is published the same way, without being stored.
 */
import type { FastifyRequest } from 'fastify'
import type { ChatContainer, ChatItemAnswer, ChatMessage, ChatMessagesAnswer } from '../../../contracts/entities/chat-api'
import { ChatLimits } from '../../../contracts/entities/chat-api'
import type { ContentAuthor } from '../../../contracts/entities/comments-api'
import { graphemeCount, normalizeLineBreaks } from '../../../kernel/lib/text'
import type { AppContext } from '../app'
import { createRateLimiter } from '../auth/rate-limit'
import { viewerOf } from '../comments/access'
import { createReader, VISIBLE, type Authors, type Viewer } from '../comments/queries'
import type { Db } from '../db'
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../errors'
import { API_CODE } from '../routes/users'
import type { Section } from '../sections'
import { plainText } from '../text'
import { typedContainers, type TypedContainer } from '../typed-containers'

export const CHAT_TYPE = 'livechat'

export const chatContainers = typedContainers(CHAT_TYPE, 'chat')

/** What readers are told of a chat: never whom it banned (that stays in its settings, for the service). */
export const publicChat = (container: TypedContainer): ChatContainer => {
  const { banned_users: _banned, ...settings } = container.settings ?? {}
  return { ...container, settings }
}

export interface ChatPlace {
  section: Section
  container: ChatContainer
  banned: string[]
}

/** The section and, in it, the chat named by UUID or by the publisher's id; 404 for either unknown. */
export async function chatOf(db: Db, sectionUuid: string, where: { uuid?: string; containerId?: string }): Promise<ChatPlace> {
  const { section, container } = await chatContainers.placeOf(db, sectionUuid, where)
  const listed = container.settings?.banned_users
  const banned = Array.isArray(listed) ? (listed as unknown[]).filter((u): u is string => typeof u === 'string') : []
  return { section, container: publicChat(container), banned }
}

/** The section's chats, newest first, or the one with the publisher's id `containerId`. */
export async function listChats(db: Db, sectionUuid: string, options: { containerId?: string; limit: number }): Promise<ChatContainer[]> {
  return (await chatContainers.list(db, sectionUuid, options)).map(publicChat)
}

/** A message's text as stored: line breaks as line feeds, trimmed, 1 to `messageCharacters` characters. */
export function messageText(raw: string): string {
  const text = normalizeLineBreaks(plainText(raw, 'The message')).trim()
  if (!text) throw badRequest('A message cannot be empty.')
  if (graphemeCount(text) > ChatLimits.messageCharacters) throw badRequest(`A message can be at most ${ChatLimits.messageCharacters} characters long.`)
  return text
}

/** A page cursor: the last message's time (ms) and UUID. */
const cursorOf = (message: ChatMessage) => `${message.date_created}_${message.content_uuid}`
function readCursor(cursor: string | undefined): { at: Date; uuid: string } | undefined {
  if (!cursor) return undefined
  const match = /^(\d{1,15})_([0-9a-f-]{36})$/i.exec(cursor)
  if (!match) throw badRequest('Not a page cursor of this chat.')
  return { at: new Date(Number(match[1])), uuid: match[2]! }
}

const GUEST: Viewer = { uuid: undefined, moderator: false }

export function createChatService({ db, hub }: Pick<AppContext, 'db' | 'hub'>, now?: () => number) {
  const reader = createReader(db)
  const rate = createRateLimiter(db, { limit: ChatLimits.rateMessages, windowMs: ChatLimits.rateWindowMs, ...(now ? { now } : {}) })
  /** When each reader last had their typing published, per chat (the service's own throttle). */
  const typed = new Map<string, number>()
  const clock = now ?? Date.now

  /** Messages newest first, after the cursor, as `viewer` may see them; removed ones are gone for everyone. */
  const page = async (viewer: Viewer, container: string, query: { limit?: number; starting_from?: string }): Promise<ChatMessagesAnswer> => {
    const limit = Math.min(query.limit ?? ChatLimits.initialLoad, ChatLimits.pageMax)
    const cursor = readCursor(query.starting_from)
    const rows = await db.query<{ content_uuid: string }>(
      `select c.content_uuid from content c
       where c.content_container_uuid = $3::uuid and c.type = 'message' and c.processing_status is null and ${VISIBLE}
         and ($4::timestamptz is null or (c.date_created, c.content_uuid) < ($4::timestamptz, $5::uuid))
       order by c.date_created desc, c.content_uuid desc limit $6`,
      [viewer.uuid ?? null, viewer.moderator, container, cursor?.at ?? null, cursor?.uuid ?? null, limit + 1],
    )
    const seen: Authors = new Map()
    const shown = rows.slice(0, limit).map((r) => r.content_uuid)
    const contents = shown.length ? await reader.select(viewer, container, shown, seen) : []
    const last = contents.at(-1)
    return { contents, more_available: rows.length > limit, ...(rows.length > limit && last ? { next_starting_from: cursorOf(last) } : {}), users: await reader.authors(viewer, seen) }
  }

  /** Messages by UUID the viewer may see (a catch-up after a reconnect), in the order asked. */
  const selection = async (viewer: Viewer, container: string, uuids: string[]): Promise<ChatMessagesAnswer> => {
    const seen: Authors = new Map()
    const contents = (await reader.select(viewer, container, uuids, seen)).filter((m) => !m.processing_status)
    return { contents, more_available: false, users: await reader.authors(viewer, seen) }
  }

  /** The message as it now is, for the writer, and — unless its author is hidden from others — for every socket on the chat. */
  const answer = async (section: Section, uuid: string, action: string, viewer: Viewer): Promise<ChatItemAnswer> => {
    const seen: Authors = new Map()
    const [item] = await reader.select({ uuid: viewer.uuid, moderator: true }, undefined, [uuid], seen)
    if (!item) throw notFound(`No message ${uuid}`)
    const users: Record<string, ContentAuthor> = await reader.authors(viewer, seen)
    if (!seen.get(item.actor_uuid)?.hidden) {
      const hidden = item.processing_status === 'removed' || item.state !== 'visible'
      const shared = { ...item, reactions: { liked: false, disliked: false, flagged: false }, total_flags: 0, ...(hidden ? { content: '' } : {}) }
      hub.publish(section.site_uuid, { type: 'event', action, content_container_uuid: item.content_container_uuid, content: shared, users: await reader.authors(GUEST, seen) })
    }
    return { content: item, users }
  }

  /**
   * The reader writing to the chat: signed in, not banned from this chat or from posting, the chat open,
   * under the rate limit. A refusal says why (403 with the ban's code; 429 with when to try again).
   */
  const writerOf = async (request: FastifyRequest, place: ChatPlace): Promise<Viewer & { uuid: string }> => {
    if (!request.userUuid) throw unauthorized()
    const viewer = await viewerOf(db, request)
    if (place.container.status === 'closed') throw forbidden('This chat is closed.')
    if (place.banned.includes(request.userUuid)) throw forbidden('You are banned from this chat.', { api_code: API_CODE.bannedFromPosting, reason: 'chat', permanent: true })
    const ban = await db.one<{ is_permanent: boolean; user_message: string | null; date_expired: string | null }>(
      `select is_permanent, user_message, date_expired from bans where user_uuid = $1 and ban_level = 'posting' and (is_permanent or date_expired > now()) order by date_created desc limit 1`,
      [request.userUuid],
    )
    if (ban) throw forbidden('This account is banned from posting.', { api_code: API_CODE.bannedFromPosting, reason: ban.user_message ?? '', end_date: ban.date_expired ? Math.floor(new Date(ban.date_expired).getTime() / 1000) : null, permanent: ban.is_permanent })
    return { ...viewer, uuid: request.userUuid }
  }

  /** Counts one message of `writer` in `chat`; refused (429) past the limit. */
  const counted = async (chat: string, writer: string) => {
    const hit = await rate.hit(`chat:${chat}:${writer}`)
    if (!hit.allowed) throw new HttpError(429, `Slow down: you can send another message in ${hit.retryAfter} s.`, { retry_after: hit.retryAfter })
  }

  /** A reader typing: published to the chat's sockets at most once per throttle window; never stored. */
  const typing = async (section: Section, chat: string, actor: string) => {
    const key = `${chat}:${actor}`
    const at = clock()
    if (at - (typed.get(key) ?? -Infinity) < ChatLimits.typingThrottleMs) return false
    typed.set(key, at)
    if (typed.size > 10_000) for (const [k, t] of typed) if (at - t > ChatLimits.typingThrottleMs) typed.delete(k)
    // With the typist as a guest may see them: the others name them before they wrote anything.
    const users = await reader.authors(GUEST, [actor])
    hub.publish(section.site_uuid, { type: 'event', action: 'started_typing', content_container_uuid: chat, content: { content_container_uuid: chat, actor_uuid: actor }, users })
    return true
  }

  return {
    reader,
    page,
    selection,
    answer,
    writerOf,
    counted,
    typing,
    viewer: (request: FastifyRequest) => viewerOf(db, request),
  }
}

export type ChatService = ReturnType<typeof createChatService>
