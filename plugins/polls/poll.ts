/**
 * One mounted poll: loading the page's poll (`vf-poll` widgets find theirs by container id), the reader's
 * vote, a moderator's new poll, close and removal, and the page's container followed live
 * (plugins/ui/live-feed.ts, by the page's id, `POLL_PAGE_KEY`, whether it has a poll yet or not): a poll a
 * moderator makes elsewhere appears, others' votes move the bars, a moderator's close or removal reaches
 * every page. The poll also closes on
 * the product's clock at its closing time. It tells the page `vf-poll`/`created`, `closed` (once, however
 * it closed, for a poll it showed open) and `removed` (document 4 §4), and analytics a view and each vote.
 */
import type { PluginContext, Slice } from '../../contracts/plugin'
import { errorMessage } from '../../kernel/error-message'
import { ErrorCode, readerError, VfError } from '../../kernel/errors'
import { liveFeed, type FrameScheduler } from '../ui/live-feed'
import type { RealtimeEvent } from '../../contracts/entities/realtime'
import type { PollsApi } from './api'
import { POLL_PAGE_KEY, PollLimits, type Poll, type PollCreateBody } from './contract'
import { changesApplied, closedByTime, emptyPoll, ownAnswer, pollLoaded, type PollChange, type PollOutcome, type PollsSlice, type PollState, type PublicPoll } from './state'

/** The tag analytics names this widget by. */
export const WIDGET = 'vf-poll'
/** The longest a timer may wait (a longer wait fires at once in browsers): the closing time is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/** The change an event is for the page's poll (the page named by its container id), or nothing. */
export function readChange(event: RealtimeEvent, page: string): PollChange | undefined {
  const told = event.payload.poll
  if (event.payload[POLL_PAGE_KEY] !== page) return undefined
  const uuid = event.content_container_uuid ?? event.payload.content_container_uuid
  if (event.action === 'deleted') return typeof uuid === 'string' ? { action: 'deleted', uuid } : undefined
  if (!isObject(told) || typeof told.content_container_uuid !== 'string' || (uuid !== undefined && told.content_container_uuid !== uuid) || !Array.isArray(told.options) || (told.status !== 'open' && told.status !== 'closed')) return undefined
  return { action: event.action === 'created' ? 'created' : 'updated', poll: told as unknown as PublicPoll }
}

export interface PollDeps {
  ctx: PluginContext
  api: PollsApi
  slice: Slice<PollsSlice>
  instanceId: string
  containerId: string
  frame: FrameScheduler
}

export type PollController = ReturnType<typeof createPoll>

export function createPoll({ ctx, api, slice, instanceId, containerId, frame }: PollDeps) {
  const { timers } = ctx.clock
  const statusKey = `polls:${instanceId}`
  const state = (): PollState | undefined => slice.getState().polls[instanceId]
  const update = (recipe: (draft: PollState) => void) =>
    slice.update((draft) => {
      const poll = draft.polls[instanceId]
      if (poll) recipe(poll as PollState)
    })
  const current = (): Poll => {
    const poll = state()?.poll
    if (!poll) throw new VfError(ErrorCode.ContextUnavailable, ctx.i18n.t('polls:none'))
    return poll
  }
  let disposed = false
  let closing: unknown
  /** Polls this widget has said closed or removed (each once). */
  const told = new Set<string>()
  /** Polls this widget showed open: only those are said to close (one that loads closed closed before). */
  const shownOpen = new Set<string>()

  const tell = (event: 'closed' | 'removed', poll: Poll | null | undefined) => {
    if (!poll || told.has(`${event}:${poll.content_container_uuid}`)) return
    told.add(`${event}:${poll.content_container_uuid}`)
    ctx.bus.publish('vf-poll', event, poll)
  }

  /** After any change: say what closed, and wait for the closing time of an open poll. */
  const settle = () => {
    if (closing !== undefined) timers.clearTimeout(closing)
    closing = undefined
    const poll = state()?.poll
    if (!poll || disposed) return
    if (poll.status === 'closed') return shownOpen.has(poll.content_container_uuid) ? tell('closed', poll) : undefined
    shownOpen.add(poll.content_container_uuid)
    if (poll.closes_at === null) return
    const wait = poll.closes_at - ctx.clock.now()
    closing = timers.setTimeout(
      () => {
        closing = undefined
        update(closedByTime(ctx.clock.now()))
        settle()
      },
      Math.min(Math.max(0, wait), MAX_TIMER_MS),
    )
  }

  const reread = async () => {
    const poll = state()?.poll
    if (!poll) return
    const fresh = await api.one(poll.content_container_uuid)
    if (!disposed) update(ownAnswer(fresh))
  }

  const apply = (batch: PollChange[]) => {
    const before = state()?.poll
    const out: PollOutcome = { closed: false, removed: false, stale: false }
    update(changesApplied(batch, out))
    if (out.removed) tell('removed', before)
    const now = state()?.poll
    // A poll made elsewhere on this page: the page hears of it as of one made here.
    if (out.created && now) ctx.bus.publish('vf-poll', 'created', now)
    if (out.stale) void reread().catch((error: unknown) => ctx.log.warn('polls: could not read the poll again', error))
    settle()
  }

  const feed = liveFeed<PollChange>({
    ctx,
    name: 'polls',
    frame,
    read: readChange,
    apply,
    /** What was missed while the socket was down: the page's poll read again (a new one, the same, or none: removed). */
    async catchUp(page) {
      const fresh = await api.find(page)
      return () => apply([{ action: 'found', poll: fresh }])
    },
    rules: (page) => ({ [POLL_PAGE_KEY]: [page] }),
    linkChanged: (connection) =>
      update((draft) => {
        if (connection.connected) delete draft.link
        else if (connection.socket === 'offline') draft.link = connection.resume === 'online' ? 'paused' : 'stopped'
      }),
  })

  slice.update((draft) => void (draft.polls[instanceId] = emptyPoll()))
  // Followed once loaded, with a poll or without: a poll made on the page then appears.
  const stopWatching = slice.select(
    (s) => s.polls[instanceId]?.status === 'loaded',
    (loaded) => {
      if (loaded) void feed.follow(containerId)
    },
  )

  const load = async (): Promise<PollState> => {
    update((draft) => void (draft.status = 'loading'))
    try {
      const poll = await api.find(containerId)
      update(pollLoaded(poll))
      ctx.bus.publish('analytics', 'view', { widget: WIDGET, containerId })
      settle()
      return state()!
    } catch (error) {
      update((draft) => void (draft.status = 'error'))
      ctx.status.fail(statusKey, errorMessage(error, (key) => ctx.i18n.t(key)))
      throw error
    }
  }

  const vote = async (optionUuids: readonly string[]) => {
    const poll = current()
    const chosen = [...new Set(optionUuids)]
    if (chosen.length === 0) throw readerError(ctx.i18n.t(poll.multiple ? 'polls:errors.none_chosen_multiple' : 'polls:errors.none_chosen_single'))
    if (!poll.multiple && chosen.length > 1) throw readerError(ctx.i18n.t('polls:errors.none_chosen_single'))
    const answer = await api.vote(poll.content_container_uuid, chosen)
    update(ownAnswer(answer))
    ctx.bus.publish('analytics', 'interaction', { type: 'vote', widget: WIDGET, containerId, container: answer.content_container_uuid, options: chosen.length })
    settle()
    return answer
  }

  const create = async (body: Omit<PollCreateBody, 'container_id'>) => {
    const question = body.question.trim()
    const options = body.options.map((o) => o.trim()).filter(Boolean)
    if (!question) throw readerError(ctx.i18n.t('polls:errors.question'))
    if (options.length < PollLimits.minOptions) throw readerError(ctx.i18n.t('polls:errors.options', { n: PollLimits.minOptions }))
    const poll = await api.create({ ...body, question, options, container_id: containerId })
    update(pollLoaded(poll))
    ctx.bus.publish('vf-poll', 'created', poll)
    settle()
    return poll
  }

  const close = async () => {
    const answer = await api.close(current().content_container_uuid)
    update(ownAnswer(answer))
    settle()
    return answer
  }

  const remove = async () => {
    const poll = current()
    const result = await api.remove(poll.content_container_uuid)
    update((draft) => {
      draft.poll = null
      draft.removed = true
    })
    tell('removed', poll)
    return result
  }

  return {
    containerId,
    statusKey,
    load,
    vote,
    create,
    close,
    remove,
    poll: () => state()?.poll ?? undefined,
    dispose() {
      disposed = true
      if (closing !== undefined) timers.clearTimeout(closing)
      stopWatching()
      feed.dispose()
      slice.update((draft) => void delete draft.polls[instanceId])
    },
  }
}
