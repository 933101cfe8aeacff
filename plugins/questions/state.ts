/**
 * One live questions widget's state and the immer recipes that change it. Questions are kept once, by
 * UUID; `uuids` are the visible ones in the chosen order (most votes, then newest; or newest), `pending`
 * those awaiting approval that this reader may see (a moderator all, a reader their own), oldest first,
 * and `rejected` (moderators only) those a moderator rejected, which they may restore.
 * Live changes (live.ts) and the reader's own writes go through `applyChange`, so whichever of the
 * service's answer and the realtime event comes first, the other changes nothing more.
 */
import type { ContentAuthor } from '../../contracts/entities/comments-api'
import { isSafeKey, safeEntries } from '../../kernel/lib/safe-keys'
import type { Question, QuestionsContainer, QuestionSort, QuestionsPage } from './contract'

export interface QuestionsState {
  status: 'loading' | 'loaded' | 'error'
  container?: QuestionsContainer
  sort: QuestionSort
  items: Record<string, Question>
  users: Record<string, ContentAuthor>
  /** Visible questions shown, in the order of `sort`. */
  uuids: string[]
  /** Questions awaiting approval shown to this reader, oldest first. */
  pending: string[]
  /** Rejected questions (moderators only: they may restore them), the latest first. */
  rejected: string[]
  /** More visible questions can be loaded, from `next`. */
  more: boolean
  next?: string
  /** `paused` offline, `stopped` once reconnecting gave up; unset while live updates flow. */
  link?: 'paused' | 'stopped'
}

export interface QuestionsSlice {
  widgets: Record<string, QuestionsState>
}

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The live questions plugin's: every widget's state, by instance id. */
    livequestions: QuestionsSlice
  }
}

export const emptyQuestions = (sort: QuestionSort): QuestionsState => ({ status: 'loading', sort, items: {}, users: {}, uuids: [], pending: [], rejected: [], more: false })

/** A question whose keys can be stored (no `__proto__` and the like from a service). */
export const keyable = (item: { content_uuid?: unknown; actor_uuid?: unknown }) => typeof item.content_uuid === 'string' && isSafeKey(item.content_uuid) && typeof item.actor_uuid === 'string' && isSafeKey(item.actor_uuid)

/** Negative when `a` comes before `b` in `sort`: most votes first (then newest), or newest first; the UUID breaks ties as the service does. */
export function compare(sort: QuestionSort, a: Question, b: Question): number {
  if (sort === 'votes' && a.total_votes !== b.total_votes) return b.total_votes - a.total_votes
  if (a.date_created !== b.date_created) return b.date_created - a.date_created
  return a.content_uuid < b.content_uuid ? 1 : a.content_uuid > b.content_uuid ? -1 : 0
}

const mergeUsers = (draft: QuestionsState, users: Record<string, ContentAuthor> | undefined) => {
  for (const [uuid, user] of safeEntries(users ?? {})) draft.users[uuid] = user
}

/** The first page, what awaits approval and (for moderators) what was rejected, as the widget's questions (in `sort`). */
export const questionsLoaded = (container: QuestionsContainer, sort: QuestionSort, page: QuestionsPage, pending: QuestionsPage, rejected?: QuestionsPage) => (draft: QuestionsState) => {
  draft.status = 'loaded'
  draft.container = container
  draft.sort = sort
  draft.items = {}
  draft.users = {}
  const visible = page.contents.filter(keyable)
  const waiting = pending.contents.filter(keyable)
  const refused = (rejected?.contents ?? []).filter(keyable)
  for (const item of [...visible, ...waiting, ...refused]) draft.items[item.content_uuid] = item
  mergeUsers(draft, page.users)
  mergeUsers(draft, pending.users)
  mergeUsers(draft, rejected?.users)
  draft.uuids = visible.map((item) => item.content_uuid)
  draft.pending = waiting.map((item) => item.content_uuid)
  draft.rejected = refused.map((item) => item.content_uuid)
  draft.more = page.more_available
  if (page.next_starting_from) draft.next = page.next_starting_from
  else delete draft.next
}

/** A later page, after what is shown (a question already here is not listed twice). */
export const moreLoaded = (page: QuestionsPage) => (draft: QuestionsState) => {
  mergeUsers(draft, page.users)
  for (const item of page.contents.filter(keyable)) {
    if (draft.uuids.includes(item.content_uuid)) continue
    draft.items[item.content_uuid] = item
    draft.uuids.push(item.content_uuid)
  }
  draft.more = page.more_available
  if (page.next_starting_from) draft.next = page.next_starting_from
  else delete draft.next
}

export type QuestionChange = { action: 'removed'; uuid: string } | QuestionUpdate

export interface QuestionUpdate {
  action: 'created' | 'visible' | 'updated'
  item: Question
  users?: Record<string, ContentAuthor>
  /** The reader's own answer from the service (it knows whether they voted); an event does not. */
  own?: boolean
}

/** Who reads: their own questions are not news to them; moderators see what awaits approval. */
export interface ChangeContext {
  me?: string
  moderator: boolean
}

/** What a batch brought, for the polite announcement and the bus. */
export interface QuestionsOutcome {
  /** Others' questions that appeared (approved, or asked by a moderator). */
  arrived: string[]
  /** Questions that were answered (an answer written, or marked answered). */
  answered: string[]
  /** Questions that now await approval (for a moderator). */
  waiting: string[]
}

export const emptyOutcome = (): QuestionsOutcome => ({ arrived: [], answered: [], waiting: [] })

const without = (list: string[], uuid: string) => {
  const at = list.indexOf(uuid)
  if (at >= 0) list.splice(at, 1)
}

/** Places a visible question in the order: where it sorts, unless it sorts after the last loaded while more are to load (that page brings it). */
function place(draft: QuestionsState, uuid: string) {
  const item = draft.items[uuid]!
  let at = draft.uuids.findIndex((other) => draft.items[other] && compare(draft.sort, item, draft.items[other]!) < 0)
  if (at < 0) {
    if (draft.more) return false
    at = draft.uuids.length
  }
  draft.uuids.splice(at, 0, uuid)
  return true
}

/**
 * Applies one change: a question asked, approved, rejected (a moderator keeps it, with its words, to
 * restore it), restored, upvoted or its vote withdrawn, answered. Vote counts go up and down (a vote can be
 * withdrawn), so each event's count is taken as it comes: the socket brings them in the service's order,
 * and the reader's own vote's event follows the service's answer to it.
 */
export function applyChange(draft: QuestionsState, change: QuestionChange, context: ChangeContext, out: QuestionsOutcome) {
  if (change.action === 'removed' || (change.item.state === 'disabled' && !context.moderator)) {
    const uuid = change.action === 'removed' ? change.uuid : change.item.content_uuid
    delete draft.items[uuid]
    without(draft.uuids, uuid)
    without(draft.pending, uuid)
    without(draft.rejected, uuid)
    return
  }
  const item = change.item
  if (!keyable(item)) return
  const uuid = item.content_uuid
  const old = draft.items[uuid]
  if (item.state === 'disabled') {
    // A moderator's: out of the lists readers see, into the rejected, whence it may be restored.
    mergeUsers(draft, change.users)
    draft.items[uuid] = { ...item, voted: !!old?.voted || item.voted }
    without(draft.uuids, uuid)
    without(draft.pending, uuid)
    if (!draft.rejected.includes(uuid)) draft.rejected.unshift(uuid)
    return
  }
  without(draft.rejected, uuid)
  mergeUsers(draft, change.users)
  // Whether the reader voted is theirs alone: an event (for everyone) keeps what was known.
  draft.items[uuid] = { ...item, voted: change.own ? item.voted : !!old?.voted || item.voted }
  if (item.state === 'awaiting_moderation') {
    if (!context.moderator && item.actor_uuid !== context.me) {
      delete draft.items[uuid]
      return
    }
    if (!draft.pending.includes(uuid)) {
      draft.pending.push(uuid)
      if (context.moderator && item.actor_uuid !== context.me) out.waiting.push(uuid)
    }
    return
  }
  // Visible.
  const wasPending = draft.pending.includes(uuid) || old?.state === 'disabled'
  without(draft.pending, uuid)
  const listed = draft.uuids.includes(uuid)
  if (listed) {
    // Its votes may move it (most votes first).
    if (draft.sort === 'votes' && old && old.total_votes !== item.total_votes) {
      without(draft.uuids, uuid)
      if (!place(draft, uuid)) draft.uuids.push(uuid)
    }
  } else if (place(draft, uuid) && !old && item.actor_uuid !== context.me) out.arrived.push(uuid)
  else if (wasPending && !draft.uuids.includes(uuid)) draft.uuids.push(uuid)
  if (item.is_answered && !old?.is_answered && old) out.answered.push(uuid)
  else if (old && item.answers.length > old.answers.length) out.answered.push(uuid)
}

export const changesApplied = (changes: QuestionChange[], context: ChangeContext, out: QuestionsOutcome) => (draft: QuestionsState) => {
  for (const change of changes) applyChange(draft, change, context, out)
}
