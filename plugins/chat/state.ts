/**
 * One chat's state and the immer recipes that change it. Messages are kept once, by UUID; `uuids` is
 * their order on screen, oldest first (the service pages newest first: pages are reversed as they
 * arrive). Live changes (live.ts) and the reader's own writes go through `applyChange`, so whichever of
 * the service's answer and the realtime event comes first, the other changes nothing more.
 */
import type { ChatContainer, ChatMessage, ChatMessagesAnswer } from '../../contracts/entities/chat-api'
import type { ContentAuthor } from '../../contracts/entities/comments-api'
import type { MessagePosition, RealtimeAction } from '../../contracts/enums'
import { isSafeKey, safeEntries } from '../../kernel/lib/safe-keys'

export interface ChatState {
  status: 'loading' | 'loaded' | 'error'
  container?: ChatContainer
  items: Record<string, ChatMessage>
  users: Record<string, ContentAuthor>
  /** The messages shown, oldest first. */
  uuids: string[]
  /** Older messages can be loaded (scrolling up), from `next`. */
  more: boolean
  next?: string
  /** Readers typing now, by UUID, with when their indicator goes (the clock's ms). */
  typing: Record<string, number>
  /** Messages that arrived while the reader was scrolled up, not yet shown to them. */
  fresh: number
  /** Removed messages: a change arriving after the removal is ignored. */
  removed: Record<string, true>
  /** `paused` offline, `stopped` once reconnecting gave up; unset while live updates flow. */
  link?: 'paused' | 'stopped'
}

export interface ChatSlice {
  chats: Record<string, ChatState>
}

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The chat plugin's: every chat widget's state, by instance id. */
    livechat: ChatSlice
  }
}

export const emptyChat = (): ChatState => ({ status: 'loading', items: {}, users: {}, uuids: [], more: false, typing: {}, fresh: 0, removed: {} })

/** A message whose keys can be stored (no `__proto__` and the like from a service). */
const keyable = (item: { content_uuid?: unknown; actor_uuid?: unknown }) => typeof item.content_uuid === 'string' && isSafeKey(item.content_uuid) && typeof item.actor_uuid === 'string' && isSafeKey(item.actor_uuid)

/** Shown in the chat: not removed, and visible (moderators see disabled ones too, marked). */
export const shown = (item: ChatMessage, moderator: boolean) => item.processing_status !== 'removed' && (moderator || item.state === 'visible')

const mergeUsers = (draft: ChatState, users: Record<string, ContentAuthor> | undefined) => {
  for (const [uuid, user] of safeEntries(users ?? {})) draft.users[uuid] = user
}

/** The first page (newest first from the service) as the chat's messages, oldest first. */
export const chatLoaded = (container: ChatContainer, answer: ChatMessagesAnswer) => (draft: ChatState) => {
  const contents = answer.contents.filter(keyable)
  draft.status = 'loaded'
  draft.container = container
  draft.items = {}
  draft.removed = {}
  for (const item of contents) draft.items[item.content_uuid] = item
  draft.users = {}
  mergeUsers(draft, answer.users)
  draft.uuids = contents.map((item) => item.content_uuid).reverse()
  draft.more = answer.more_available
  if (answer.next_starting_from) draft.next = answer.next_starting_from
  else delete draft.next
  draft.fresh = 0
}

/** An older page, put above what is shown (a message already here is not listed twice). */
export const olderLoaded = (answer: ChatMessagesAnswer) => (draft: ChatState) => {
  const older: string[] = []
  for (const item of answer.contents.filter(keyable)) {
    if (draft.items[item.content_uuid] || draft.removed[item.content_uuid]) continue
    draft.items[item.content_uuid] = item
    older.push(item.content_uuid)
  }
  mergeUsers(draft, answer.users)
  draft.uuids = [...older.reverse(), ...draft.uuids]
  draft.more = answer.more_available
  if (answer.next_starting_from) draft.next = answer.next_starting_from
  else delete draft.next
}

export interface ChatChange {
  action: RealtimeAction | 'container'
  item?: ChatMessage
  users?: Record<string, ContentAuthor>
  container?: Partial<ChatContainer>
  /** A reader typing (`started_typing`). */
  typist?: string
}

export interface ChangeContext {
  /** Who reads: their own messages and typing are not news to them. */
  me?: string
  moderator: boolean
  /** The clock's now, for typing indicators. */
  now: number
  /** How long a typing indicator stays. */
  typingMs: number
  /** The reader is at the end of the chat: new messages are seen where they arrive. */
  atEnd: boolean
}

/** What a batch of changes brought, for the announcement and the bus. */
export interface ChatOutcome {
  arrived: string[]
}

const version = (item: ChatMessage) => Math.max(item.date_edited ?? 0, item.date_created ?? 0)

/** Places a new message by its time (nearly always last). */
function place(draft: ChatState, uuid: string) {
  const at = draft.items[uuid]!.date_created
  let index = draft.uuids.length
  while (index > 0 && (draft.items[draft.uuids[index - 1]!]?.date_created ?? 0) > at) index--
  draft.uuids.splice(index, 0, uuid)
}

/** Applies one change: a message created, changed, hidden or removed; a reader typing; the chat opened or closed. */
export function applyChange(draft: ChatState, change: ChatChange, context: ChangeContext, out: ChatOutcome) {
  if (change.action === 'container') {
    if (draft.container && change.container) draft.container = { ...draft.container, ...change.container }
    return
  }
  if (change.action === 'started_typing') {
    if (!change.typist || change.typist === context.me || !isSafeKey(change.typist)) return
    // The typist is named before they wrote anything.
    mergeUsers(draft, change.users)
    draft.typing[change.typist] = context.now + context.typingMs
    return
  }
  const item = change.item
  if (!item || !keyable(item) || draft.removed[item.content_uuid]) return
  const uuid = item.content_uuid
  const old = draft.items[uuid]
  if (change.action === 'deleted' || item.processing_status === 'removed') {
    draft.removed[uuid] = true
    delete draft.items[uuid]
    const at = draft.uuids.indexOf(uuid)
    if (at >= 0) draft.uuids.splice(at, 1)
    return
  }
  if (old && version(item) < version(old)) return
  if (!old && change.action !== 'created' && change.action !== 'visible') return
  mergeUsers(draft, change.users)
  // A reader's own reactions are not in a shared event: keep what they were.
  draft.items[uuid] = old ? { ...item, reactions: change.action === 'created' ? item.reactions : old.reactions } : item
  const listed = draft.uuids.includes(uuid)
  const visible = shown(item, context.moderator) || item.actor_uuid === context.me
  if (!visible) {
    if (listed) draft.uuids.splice(draft.uuids.indexOf(uuid), 1)
    return
  }
  if (listed) return
  place(draft, uuid)
  // Its author stopped typing: they sent it.
  delete draft.typing[item.actor_uuid]
  if (change.action === 'created' && item.actor_uuid !== context.me) {
    out.arrived.push(uuid)
    if (!context.atEnd) draft.fresh += 1
  }
}

export const changesApplied = (changes: ChatChange[], context: ChangeContext, out: ChatOutcome) => (draft: ChatState) => {
  for (const change of changes) applyChange(draft, change, context, out)
}

/** Typing indicators whose time is over go. */
export const typingExpired = (now: number) => (draft: ChatState) => {
  for (const [uuid, until] of Object.entries(draft.typing)) if (until <= now) delete draft.typing[uuid]
}

/** The reader saw the new messages (they reached the end, or pressed the indicator). */
export const freshSeen = (draft: ChatState) => {
  draft.fresh = 0
}

/** Two messages of one author this close in time belong to one run (one name and avatar). */
export const RUN_GAP_MS = 5 * 60_000

/**
 * The position of each message in its run of consecutive messages of one author (document 1 §4): `only`,
 * `first`, `middle`, `last`. A reply starts a run of its own (it shows what it answers). When the author
 * of the last run is typing, that run goes on in the indicator: its last message is not `last` any more.
 */
export function messagePositions(uuids: readonly string[], items: Readonly<Record<string, ChatMessage>>, typing: readonly string[] = []): MessagePosition[] {
  const joins = (a: ChatMessage | undefined, b: ChatMessage | undefined) => !!a && !!b && a.actor_uuid === b.actor_uuid && !b.parent_uuid && b.date_created - a.date_created < RUN_GAP_MS
  const last = items[uuids[uuids.length - 1] ?? '']
  return uuids.map((uuid, index) => {
    const item = items[uuid]
    const before = joins(items[uuids[index - 1] ?? ''], item)
    const after = joins(item, items[uuids[index + 1] ?? '']) || (index === uuids.length - 1 && !!last && typing.includes(last.actor_uuid))
    return before ? (after ? 'middle' : 'last') : after ? 'first' : 'only'
  })
}

/** A typing indicator's position: the end of its author's run when they wrote the last message, else `only_typing`. */
export const typingPosition = (typist: string, uuids: readonly string[], items: Readonly<Record<string, ChatMessage>>): MessagePosition =>
  items[uuids[uuids.length - 1] ?? '']?.actor_uuid === typist ? 'last' : 'only_typing'
