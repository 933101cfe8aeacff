/**
 * The live questions service client (document 1 §7 shape, under `endpoints.livequestions`): one function
 * per call, paths built in one place. Answers are unwrapped by the HTTP client; failures reject with its
 * HttpError. The container is found by the publisher's id and created when the service does not know it
 * yet (document 1 §4, §8: a not-found load goes through the creating fallback).
 */
import type { PluginContext } from '../../contracts/plugin'
import { isHttpError } from '../../kernel/http/errors'
import { requireParam } from '../../kernel/lib/required'
import type { QuestionAnswerResult, QuestionsContainer, QuestionSort, QuestionsPage } from './contract'

export function questionsApi(ctx: PluginContext) {
  const section = () => requireParam(ctx.store.getState().site?.settings.section_id, 'section id')
  const base = () => `${ctx.config.endpoints.livequestions}/${section()}`
  const inside = (container: string) => `${base()}/${requireParam(container, 'content_container_uuid')}/questions`
  const one = (container: string, uuid: string) => `${inside(container)}/${requireParam(uuid, 'question uuid')}`

  return {
    /** The container of the publisher's id, created when new. */
    async container(containerId: string): Promise<QuestionsContainer> {
      try {
        const [found] = await ctx.http.request<QuestionsContainer[]>({ url: base(), query: { container_id: containerId } })
        if (found) return found
      } catch (error) {
        if (!isHttpError(error) || error.error_status !== 404) throw error
      }
      return ctx.http.request<QuestionsContainer>({ method: 'POST', url: base(), json: { container_id: containerId, type: 'livequestions' } })
    },
    page: (container: string, query: { sorted_by: QuestionSort; limit: number; starting_from?: string }) => ctx.http.request<QuestionsPage>({ url: inside(container), query: { ...query } }),
    pending: (container: string) => ctx.http.request<QuestionsPage>({ url: `${inside(container)}/pending` }),
    /** Moderators: the rejected questions (they may restore them). */
    rejected: (container: string) => ctx.http.request<QuestionsPage>({ url: `${inside(container)}/rejected` }),
    selection: (container: string, uuids: string[]) => ctx.http.request<QuestionsPage>({ url: `${inside(container)}/selection`, query: { uuids: uuids.join(',') } }),
    ask: (container: string, content: string) => ctx.http.request<QuestionAnswerResult>({ method: 'POST', url: inside(container), json: { content } }),
    upvote: (container: string, uuid: string) => ctx.http.request<QuestionAnswerResult>({ method: 'POST', url: `${one(container, uuid)}/upvote` }),
    withdrawVote: (container: string, uuid: string) => ctx.http.request<QuestionAnswerResult>({ method: 'DELETE', url: `${one(container, uuid)}/upvote` }),
    moderate: (container: string, uuid: string, action: 'approve' | 'reject') => ctx.http.request<QuestionAnswerResult>({ method: 'POST', url: `${one(container, uuid)}/${action}` }),
    answer: (container: string, uuid: string, content: string) => ctx.http.request<QuestionAnswerResult>({ method: 'POST', url: `${one(container, uuid)}/answers`, json: { content } }),
    markAnswered: (container: string, uuid: string, answered: boolean) => ctx.http.request<QuestionAnswerResult>({ method: answered ? 'POST' : 'DELETE', url: `${one(container, uuid)}/answered` }),
  }
}

export type QuestionsApi = ReturnType<typeof questionsApi>
