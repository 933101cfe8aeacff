/**
 * One mounted live questions widget: loading (the container found, or created when new, then the first
 * `limit` visible questions in the chosen order and what awaits approval for this reader), more pages of
 * `pagination-limit`, the order (most votes or newest), asking, upvoting and withdrawing it, and the
 * moderators' approval, rejection (and restoring a rejected question by approving it), answers and
 * "answered" mark. Every write is applied from the service's answer by the rules of
 * a live event (state.ts), and told to the page (`livequestions` events) and to analytics.
 */
import type { PluginContext, Slice } from '../../contracts/plugin'
import { errorMessage } from '../../kernel/error-message'
import { ErrorCode, readerError, VfError } from '../../kernel/errors'
import type { FrameScheduler } from '../ui/live-feed'
import { clamp } from '../../kernel/lib/parse'
import { graphemeCount } from '../../kernel/lib/text'
import type { QuestionsApi } from './api'
import { QuestionLimits, type Question, type QuestionAnswerResult, type QuestionSort } from './contract'
import { startLive } from './live'
import { emptyQuestions, moreLoaded, questionsLoaded, type ChangeContext, type QuestionsOutcome, type QuestionsSlice, type QuestionsState } from './state'

/** The tag analytics names this widget by. */
export const WIDGET = 'vf-livequestions'

export interface QuestionsDeps {
  ctx: PluginContext
  api: QuestionsApi
  slice: Slice<QuestionsSlice>
  instanceId: string
  containerId: string
  limit: number
  paginationLimit: number
  frame: FrameScheduler
}

export type Questions = ReturnType<typeof createQuestions>

export function createQuestions({ ctx, api, slice, instanceId, containerId, limit, paginationLimit, frame }: QuestionsDeps) {
  const update = (recipe: (draft: QuestionsState) => void) =>
    slice.update((draft) => {
      const widget = draft.widgets[instanceId]
      if (widget) recipe(widget as QuestionsState)
    })
  const state = () => slice.getState().widgets[instanceId]!
  const container = () => {
    const uuid = state()?.container?.content_container_uuid
    if (!uuid) throw new VfError(ErrorCode.ContextUnavailable, ctx.i18n.t('settings.error.error_fetching'))
    return uuid
  }
  const statusKey = `livequestions:${instanceId}`
  const interaction = (type: string, item?: Question, extra: Record<string, unknown> = {}) =>
    ctx.bus.publish('analytics', 'interaction', { type, widget: WIDGET, containerId, ...(item ? { content_uuid: item.content_uuid, container: item.content_container_uuid } : {}), ...extra })

  const context = (): ChangeContext => {
    const user = ctx.store.getState().session?.user
    const me = user?.uuid && user.user_privilege !== 'guest' ? user.uuid : undefined
    return { ...(me ? { me } : {}), moderator: user?.user_privilege === 'moderator' || user?.user_privilege === 'admin' }
  }

  slice.update((draft) => void (draft.widgets[instanceId] = emptyQuestions('votes')))

  /** Reads the first page (as many as shown, within the limits), what awaits approval and (for moderators) what was rejected, and returns what applies them. */
  const reread = async (sort = state().sort, size = limit) => {
    const found = state().container ?? (await api.container(containerId))
    const uuid = found.content_container_uuid
    const [page, pending, rejected] = await Promise.all([api.page(uuid, { sorted_by: sort, limit: size }), api.pending(uuid), context().moderator ? api.rejected(uuid) : undefined])
    return () => update(questionsLoaded(found, sort, page, pending, rejected))
  }

  const arrived = (out: QuestionsOutcome) => {
    const items = (uuids: string[]) => uuids.map((uuid) => state()?.items[uuid]).filter((item): item is Question => !!item)
    const fresh = items(out.arrived)
    if (fresh.length) ctx.bus.publish('livequestions-realtime', 'more-loaded', fresh)
    const answered = items(out.answered)
    if (answered.length) ctx.bus.publish('livequestions-realtime', 'answered', answered)
    const waiting = items(out.waiting)
    if (waiting.length) ctx.bus.publish('livequestions-realtime', 'waiting', waiting)
  }
  const live = startLive({ ctx, api, slice, instanceId, frame, context, reread: () => reread(state().sort, clamp(state().uuids.length, limit, QuestionLimits.pageMax)), arrived })

  const apply = (answer: QuestionAnswerResult, action: 'created' | 'visible' | 'updated') => {
    live.apply([{ action, item: answer.content, users: answer.users, own: true }])
    return answer.content
  }
  const text = (content: string, kind: 'question' | 'answer') => {
    const trimmed = content.trim()
    if (!trimmed) throw readerError(ctx.i18n.t(kind === 'question' ? 'livequestions:errors.empty' : 'livequestions:errors.empty_answer'))
    const max = kind === 'question' ? QuestionLimits.questionCharacters : QuestionLimits.answerCharacters
    if (graphemeCount(trimmed) > max) throw readerError(ctx.i18n.t(kind === 'question' ? 'livequestions:errors.too_long' : 'livequestions:errors.answer_too_long', { n: max }))
    return trimmed
  }

  const load = async (sort: QuestionSort = state().sort) => {
    update((draft) => void (draft.status = 'loading'))
    try {
      const found = await api.container(containerId)
      update((draft) => void (draft.container = found))
      ;(await reread(sort))()
      ctx.bus.publish('livequestions', 'loaded', { containerId })
      ctx.bus.publish('analytics', 'view', { widget: WIDGET, containerId })
      return state()
    } catch (error) {
      update((draft) => void (draft.status = 'error'))
      ctx.status.fail(statusKey, errorMessage(error, (key) => ctx.i18n.t(key)))
      throw error
    }
  }

  /** The next page of `pagination-limit` (or `limit` when given, 1 to 100). */
  const loadMore = async (size?: number) => {
    const widget = state()
    if (!widget.more) return { loaded: 0, hasMore: false }
    const count = typeof size === 'number' && Number.isInteger(size) ? clamp(size, 1, QuestionLimits.pageMax) : paginationLimit
    const page = await api.page(container(), { sorted_by: widget.sort, limit: count, ...(widget.next ? { starting_from: widget.next } : {}) })
    update(moreLoaded(page))
    ctx.bus.publish('livequestions', 'more-loaded', page.contents)
    ctx.bus.publish('analytics', 'load_more_click', { widget: WIDGET, containerId })
    return { loaded: page.contents.length, hasMore: page.more_available }
  }

  /** Orders the list by votes or by time: the first page is read again in that order. */
  const sort = async (next: QuestionSort) => {
    const from = state().sort
    if (next === from && state().status === 'loaded') return state()
    ;(await reread(next, limit))()
    interaction('sort', undefined, { from, to: next })
    ctx.bus.publish('livequestions', 'sorted', next)
    return state()
  }

  const ask = async (content: string) => {
    const item = apply(await api.ask(container(), text(content, 'question')), 'created')
    interaction('question', item)
    ctx.bus.publish('livequestions', 'asked', item)
    return item
  }

  const upvote = async (uuid: string) => {
    const item = apply(await api.upvote(container(), uuid), 'updated')
    interaction('upvote', item)
    return item
  }

  /** A reader withdraws their upvote (the button's second press). */
  const withdrawVote = async (uuid: string) => {
    const item = apply(await api.withdrawVote(container(), uuid), 'updated')
    interaction('withdraw_upvote', item)
    return item
  }

  /** Approves (a rejected question too: it is restored) or rejects; a rejected question stays in the moderator's rejected list. */
  const moderate = async (uuid: string, action: 'approve' | 'reject') => {
    const restoring = state()?.items[uuid]?.state === 'disabled'
    const answer = await api.moderate(container(), uuid, action)
    apply(answer, action === 'reject' ? 'updated' : 'visible')
    interaction(restoring && action === 'approve' ? 'restore' : action, answer.content)
    return answer.content
  }

  const answer = async (uuid: string, content: string) => {
    const item = apply(await api.answer(container(), uuid, text(content, 'answer')), 'updated')
    interaction('answer', item)
    ctx.bus.publish('livequestions', 'answered', item)
    return item
  }

  const markAnswered = async (uuid: string, answered: boolean) => {
    const item = apply(await api.markAnswered(container(), uuid, answered), 'updated')
    interaction(answered ? 'mark_answered' : 'mark_unanswered', item)
    return item
  }

  return {
    containerId,
    statusKey,
    load,
    loadMore,
    sort,
    ask,
    upvote,
    withdrawVote,
    moderate,
    answer,
    markAnswered,
    item: (uuid: string) => state()?.items[uuid],
    dispose() {
      live.dispose()
      slice.update((draft) => void delete draft.widgets[instanceId])
    },
  }
}
