/**
 * One live questions widget's live feed: follows its container (plugins/ui/live-feed.ts) once loaded,
 * reads each event into a change (state.ts applies them) and applies a frame's changes in one store
 * update. A question awaiting approval comes over the socket as its UUID alone (the service tells no
 * one its words before approval): a moderator's widget reads it with the moderator's rights, a reader's
 * ignores it. A rejected question comes as its UUID alone too: a reader's widget lets it go, a moderator's
 * reads it (it moves to the rejected, whence it may be restored). After a reconnect it reads what it missed: the first page again, what awaits approval, and
 * the questions shown (a question rejected meanwhile goes).
 */
import type { ContentAuthor } from '../../contracts/entities/comments-api'
import type { RealtimeEvent } from '../../contracts/entities/realtime'
import type { PluginContext, Slice } from '../../contracts/plugin'
import { inGroups, liveFeed, type FrameScheduler } from '../ui/live-feed'
import { safeEntries } from '../../kernel/lib/safe-keys'
import type { QuestionsApi } from './api'
import type { Question } from './contract'
import { changesApplied, emptyOutcome, keyable, type ChangeContext, type QuestionChange, type QuestionsOutcome, type QuestionsSlice, type QuestionsState } from './state'

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/** What an event is for this widget: a change, a question now awaiting approval or rejected (its UUID), or nothing. */
export type LiveChange = QuestionChange | { action: 'waiting'; uuid: string } | { action: 'rejected'; uuid: string }

/** The change an event of this container is, or nothing. */
export function readChange(event: RealtimeEvent, container: string): LiveChange | undefined {
  const { content, users } = event.payload
  if (!isObject(content) || content.content_container_uuid !== container || typeof content.content_uuid !== 'string') return undefined
  const uuid = content.content_uuid
  if (content.state === 'disabled') return { action: 'rejected', uuid }
  if (content.state === 'awaiting_moderation' && typeof content.content !== 'string') return { action: 'waiting', uuid }
  if (content.state !== 'visible' || typeof content.content !== 'string' || typeof content.actor_uuid !== 'string' || typeof content.total_votes !== 'number' || typeof content.date_created !== 'number' || !Array.isArray(content.answers)) return undefined
  const authors: Record<string, ContentAuthor> = {}
  if (isObject(users)) for (const [key, user] of safeEntries(users)) if (isObject(user) && user.uuid === key) authors[key] = user as unknown as ContentAuthor
  const item = content as unknown as Question
  return { action: event.action === 'created' ? 'created' : event.action === 'visible' ? 'visible' : 'updated', item: { ...item, is_answered: !!item.is_answered, voted: false }, users: authors }
}

export interface LiveDeps {
  ctx: PluginContext
  api: QuestionsApi
  slice: Slice<QuestionsSlice>
  instanceId: string
  frame: FrameScheduler
  context: () => ChangeContext
  /** Reads the first page and what awaits approval again (the catch-up). */
  reread: () => Promise<() => void>
  /** What a batch brought. */
  arrived: (out: QuestionsOutcome) => void
}

export function startLive({ ctx, api, slice, instanceId, frame, context, reread, arrived }: LiveDeps) {
  const state = (): QuestionsState | undefined => slice.getState().widgets[instanceId]
  const update = (recipe: (draft: QuestionsState) => void) =>
    slice.update((draft) => {
      const widget = draft.widgets[instanceId]
      if (widget) recipe(widget as QuestionsState)
    })
  const apply = (changes: QuestionChange[]) => {
    if (!changes.length) return
    const out = emptyOutcome()
    update(changesApplied(changes, context(), out))
    arrived(out)
  }

  /** Questions now awaiting approval (those not known yet) or rejected, read with a moderator's rights (a reader's widget has no use for them). */
  const readWaiting = async (uuids: string[], rejected: string[] = []) => {
    const container = state()?.container?.content_container_uuid
    if (!container || !context().moderator) return
    const known = state()?.items ?? {}
    const unknown = [...uuids.filter((uuid) => !known[uuid]), ...rejected]
    for (const group of inGroups(unknown)) {
      const page = await api.selection(container, group)
      apply(page.contents.filter(keyable).map((item): QuestionChange => ({ action: 'created', item, users: page.users, own: true })))
    }
  }

  const feed = liveFeed<LiveChange>({
    ctx,
    name: 'livequestions',
    frame,
    read: readChange,
    apply(batch) {
      const moderator = context().moderator
      // A rejected question leaves a reader's lists at once; a moderator's widget reads it into the rejected.
      apply(batch.flatMap((change): QuestionChange[] => (change.action === 'waiting' ? [] : change.action === 'rejected' ? (moderator ? [] : [{ action: 'removed', uuid: change.uuid }]) : [change])))
      const waiting = batch.flatMap((change) => (change.action === 'waiting' ? [change.uuid] : []))
      const rejected = batch.flatMap((change) => (change.action === 'rejected' ? [change.uuid] : []))
      if (waiting.length || rejected.length) readWaiting(waiting, rejected).catch((error: unknown) => ctx.log.warn('livequestions: a question awaiting approval or rejected could not be read', error))
    },
    async catchUp(container) {
      const widget = state()
      if (!widget) return undefined
      const shown = [...widget.uuids]
      const [applyPage, ...selections] = await Promise.all([reread(), ...inGroups(shown).map((group) => api.selection(container, group))])
      return () => {
        applyPage()
        const present = new Set(selections.flatMap((s) => s.contents.map((q) => q.content_uuid)))
        apply([
          ...selections.flatMap((s) => s.contents.filter(keyable).map((item): QuestionChange => ({ action: 'updated', item, users: s.users, own: true }))),
          ...shown.filter((uuid) => !present.has(uuid)).map((uuid): QuestionChange => ({ action: 'removed', uuid })),
        ])
      }
    },
    linkChanged: (connection) =>
      update((draft) => {
        if (connection.connected) delete draft.link
        else if (connection.socket === 'offline') draft.link = connection.resume === 'online' ? 'paused' : 'stopped'
      }),
  })

  const stopWatching = slice.select(
    (s) => {
      const widget = s.widgets[instanceId]
      return widget?.status === 'loaded' ? (widget.container?.content_container_uuid ?? '') : undefined
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
