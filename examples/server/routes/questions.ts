/**
 * The live questions service under `/v1/livequestions/{section_uuid}` (document 1 §2–§9): its containers
 * (listed by the publisher's id, created), the visible questions in pages by votes or by time, what awaits
 * approval, questions read again by UUID, asking, upvoting once (and withdrawing it), and the moderators'
 * part (approve, reject, the rejected questions and restoring one by approving it, answer, mark answered or not). The rules are checked here and in questions/service.ts; every change goes
 * out on the realtime hub to the sockets subscribed to that container only, as a guest may know it.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { QuestionErrors, QuestionLimits, QuestionSort } from '../../../plugins/questions/contract'
import type { AppContext } from '../app'
import { requireModerator } from '../comments/access'
import { forbidden, HttpError, unauthorized } from '../errors'
import { sectionByUuid } from '../sections'
import { createQuestionsService, listQuestionContainers, questionsContainers, questionsOf, questionText, QUESTIONS_TYPE } from '../questions/service'

type Params = { section: string; container: string; question: string }
const uuid = { type: 'string', format: 'uuid' }
const sectionParams = { type: 'object', properties: { section: uuid } }
const containerParams = { type: 'object', properties: { section: uuid, container: uuid } }
const questionParams = { type: 'object', properties: { section: uuid, container: uuid, question: uuid } }
const noQuery = { type: 'object', additionalProperties: false, properties: {} }
const textBody = (max: number) => ({ type: 'object', required: ['content'], additionalProperties: false, properties: { content: { type: 'string', minLength: 1, maxLength: max * 8 } } })

export default async function questionRoutes(app: FastifyInstance, { db, hub }: AppContext) {
  const questions = createQuestionsService({ db, hub })
  const base = '/v1/livequestions/:section'
  const inside = `${base}/:container`
  const one = `${inside}/questions/:question`
  const place = (request: FastifyRequest<{ Params: Partial<Params> }>) => questionsOf(db, request.params.section!, { uuid: request.params.container! })

  app.get<{ Params: Pick<Params, 'section'>; Querystring: { container_id?: string; limit?: number } }>(
    base,
    { schema: { params: sectionParams, querystring: { type: 'object', additionalProperties: false, properties: { container_id: { type: 'string', minLength: 1, maxLength: 200 }, limit: { type: 'integer', minimum: 1, maximum: 100 } } } } },
    async (request) => {
      const section = await sectionByUuid(db, request.params.section)
      return { result: await listQuestionContainers(db, section.section_uuid, { limit: request.query.limit ?? 10, ...(request.query.container_id ? { containerId: request.query.container_id } : {}) }) }
    },
  )

  app.post<{ Params: Pick<Params, 'section'>; Body: { container_id: string; type?: string } }>(
    base,
    { schema: { params: sectionParams, body: { type: 'object', required: ['container_id'], additionalProperties: false, properties: { container_id: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^\\s<>"\'`]+$' }, type: { type: 'string', enum: [QUESTIONS_TYPE] } } } } },
    async (request, reply) => {
      const section = await sectionByUuid(db, request.params.section)
      const created = await questionsContainers.create(db, section.section_uuid, request.body.container_id, null, randomUUID())
      reply.status(201)
      return { result: created }
    },
  )

  app.get<{ Params: Pick<Params, 'section' | 'container'>; Querystring: { sorted_by?: QuestionSort; limit?: number; starting_from?: string } }>(
    `${inside}/questions`,
    {
      schema: {
        params: containerParams,
        querystring: { type: 'object', additionalProperties: false, properties: { sorted_by: { type: 'string', enum: [...QuestionSort] }, limit: { type: 'integer', minimum: 1, maximum: QuestionLimits.pageMax }, starting_from: { type: 'string', maxLength: 80 } } },
      },
    },
    async (request) => {
      const [{ container }, viewer] = await Promise.all([place(request), questions.viewer(request)])
      return { result: await questions.page(viewer, container.content_container_uuid, request.query) }
    },
  )

  app.get<{ Params: Pick<Params, 'section' | 'container'> }>(`${inside}/questions/pending`, { schema: { params: containerParams, querystring: noQuery } }, async (request) => {
    const [{ container }, viewer] = await Promise.all([place(request), questions.viewer(request)])
    return { result: await questions.pending(viewer, container.content_container_uuid) }
  })

  /** Moderators: the rejected questions, which they may restore (approve). */
  app.get<{ Params: Pick<Params, 'section' | 'container'> }>(`${inside}/questions/rejected`, { schema: { params: containerParams, querystring: noQuery } }, async (request) => {
    const viewer = await requireModerator(db, request)
    const { container } = await place(request)
    return { result: await questions.rejected(viewer, container.content_container_uuid) }
  })

  app.get<{ Params: Pick<Params, 'section' | 'container'>; Querystring: { uuids: string } }>(
    `${inside}/questions/selection`,
    { schema: { params: containerParams, querystring: { type: 'object', required: ['uuids'], additionalProperties: false, properties: { uuids: { type: 'string', pattern: '^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36}){0,99}$' } } } } },
    async (request) => {
      const [{ container }, viewer] = await Promise.all([place(request), questions.viewer(request)])
      return { result: await questions.selection(viewer, container.content_container_uuid, request.query.uuids.split(',')) }
    },
  )

  /** A reader asks: it awaits approval (a moderator's own question is approved as it is asked). */
  app.post<{ Params: Pick<Params, 'section' | 'container'>; Body: { content: string } }>(
    `${inside}/questions`,
    { schema: { params: containerParams, body: textBody(QuestionLimits.questionCharacters) } },
    async (request, reply) => {
      const { section, container } = await place(request)
      const text = questionText(request.body.content, 'question')
      const asker = await questions.askerOf(request, container.content_container_uuid)
      const id = randomUUID()
      await db.query('insert into questions (content_uuid, section_uuid, content_container_uuid, actor_uuid, content, state) values ($1, $2, $3, $4, $5, $6)', [
        id,
        section.section_uuid,
        container.content_container_uuid,
        asker.uuid,
        text,
        asker.moderator ? 'visible' : 'awaiting_moderation',
      ])
      reply.status(201)
      return { result: await questions.answer(section, id, 'created', asker) }
    },
  )

  /** A signed-in reader upvotes a visible question of someone else's, once. */
  app.post<{ Params: Params }>(`${one}/upvote`, { schema: { params: questionParams } }, async (request) => {
    if (!request.userUuid) throw unauthorized()
    const [{ section, container }, viewer] = await Promise.all([place(request), questions.viewer(request)])
    const question = await questions.row(viewer, container.content_container_uuid, request.params.question)
    if (question.state !== 'visible') throw forbidden(QuestionErrors.notApproved)
    if (question.actor_uuid === viewer.uuid) throw forbidden(QuestionErrors.ownQuestion)
    // The key (question, reader) decides, whatever two requests at once do: the second inserts nothing.
    const added = await db.query(
      `with vote as (insert into question_votes (question_uuid, user_uuid) values ($1, $2) on conflict do nothing returning 1)
       update questions set total_votes = total_votes + 1 where content_uuid = $1 and exists (select 1 from vote) returning 1`,
      [question.content_uuid, viewer.uuid],
    )
    if (added.length === 0) throw new HttpError(409, QuestionErrors.alreadyVoted)
    return { result: await questions.answer(section, question.content_uuid, 'updated', viewer) }
  })

  /** A reader withdraws their upvote: the count goes down by theirs, once (a second withdrawal is refused). */
  app.delete<{ Params: Params }>(`${one}/upvote`, { schema: { params: questionParams, querystring: noQuery } }, async (request) => {
    if (!request.userUuid) throw unauthorized()
    const [{ section, container }, viewer] = await Promise.all([place(request), questions.viewer(request)])
    const question = await questions.row(viewer, container.content_container_uuid, request.params.question)
    // The key (question, reader) decides here too: of two withdrawals at once, only one deletes the vote.
    const removed = await db.query(
      `with vote as (delete from question_votes where question_uuid = $1 and user_uuid = $2 returning 1)
       update questions set total_votes = greatest(total_votes - 1, 0) where content_uuid = $1 and exists (select 1 from vote) returning 1`,
      [question.content_uuid, viewer.uuid],
    )
    if (removed.length === 0) throw new HttpError(409, QuestionErrors.notVoted)
    return { result: await questions.answer(section, question.content_uuid, 'updated', viewer) }
  })

  /** A moderator approves (everyone sees it; a rejected one is restored so) or rejects (it goes, for everyone but moderators) a question. */
  for (const [path, state, action] of [
    ['approve', 'visible', 'visible'],
    ['reject', 'disabled', 'disabled'],
  ] as const) {
    app.post<{ Params: Params }>(`${one}/${path}`, { schema: { params: questionParams } }, async (request) => {
      const viewer = await requireModerator(db, request)
      const { section, container } = await place(request)
      const question = await questions.row(viewer, container.content_container_uuid, request.params.question)
      await db.query('update questions set state = $2 where content_uuid = $1', [question.content_uuid, state])
      return { result: await questions.answer(section, question.content_uuid, action, viewer) }
    })
  }

  /** A moderator answers a question: the answer is shown under it and it is answered (approved too, if it was not yet). */
  app.post<{ Params: Params; Body: { content: string } }>(`${one}/answers`, { schema: { params: questionParams, body: textBody(QuestionLimits.answerCharacters) } }, async (request, reply) => {
    const viewer = await requireModerator(db, request)
    const { section, container } = await place(request)
    const question = await questions.row(viewer, container.content_container_uuid, request.params.question)
    if (question.state === 'disabled') throw forbidden('A rejected question cannot be answered.')
    const text = questionText(request.body.content, 'answer')
    await db.tx(async (tx) => {
      await tx.query('insert into question_answers (content_uuid, question_uuid, actor_uuid, content) values ($1, $2, $3, $4)', [randomUUID(), question.content_uuid, viewer.uuid, text])
      await tx.query(`update questions set is_answered = true, state = 'visible', date_answered = coalesce(date_answered, now()) where content_uuid = $1`, [question.content_uuid])
    })
    reply.status(201)
    return { result: await questions.answer(section, question.content_uuid, 'updated', viewer) }
  })

  /** A moderator marks a visible question answered (answered on air, say), or not answered again. */
  for (const [method, answered] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route<{ Params: Params }>({
      method,
      url: `${one}/answered`,
      schema: { params: questionParams },
      handler: async (request) => {
        const viewer = await requireModerator(db, request)
        const { section, container } = await place(request)
        const question = await questions.row(viewer, container.content_container_uuid, request.params.question)
        if (question.state !== 'visible') throw forbidden('Approve the question first.')
        await db.query(`update questions set is_answered = $2, date_answered = case when $2 then coalesce(date_answered, now()) else null end where content_uuid = $1`, [question.content_uuid, answered])
        return { result: await questions.answer(section, question.content_uuid, 'updated', viewer) }
      },
    })
  }
}
