/**
 * The polls service under `/v1/polls/{section_uuid}` (the product's `endpoints.polls`): a page's poll by
 * its container id, one poll by UUID, a moderator's new poll, a reader's vote (`POST …/{poll}/votes`), a
 * moderator's close (`PUT …/{poll}` with `status: closed`) and removal (`DELETE …/{poll}`). The rules are
 * checked in polls/service.ts; every change reaches the sockets subscribed to that poll only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { PollLimits, VISITOR_HEADER, type PollCreateBody, type PollVoteBody } from '../../../plugins/polls/contract'
import type { AppContext } from '../app'
import { requireModerator, viewerOf } from '../comments/access'
import { badRequest } from '../errors'
import { createPollService, type PollViewer } from '../polls/service'
import { sectionByUuid } from '../sections'

type Params = { section: string; poll: string }
const uuid = { type: 'string', format: 'uuid' }
const sectionParams = { type: 'object', properties: { section: uuid } }
const pollParams = { type: 'object', properties: { section: uuid, poll: uuid } }
const noQuery = { type: 'object', additionalProperties: false, properties: {} }
const flag = { type: 'integer', enum: [0, 1] }
/** A guest's visitor id, as the analytics plugin makes it. */
const VISITOR = /^[A-Za-z0-9_-]{8,64}$/

export default async function pollRoutes(app: FastifyInstance, { db, hub }: AppContext) {
  const polls = createPollService({ db, hub })
  const base = '/v1/polls/:section'
  const inside = `${base}/:poll`

  const viewer = async (request: FastifyRequest): Promise<PollViewer> => {
    const who = await viewerOf(db, request)
    const header = request.headers[VISITOR_HEADER.toLowerCase()]
    const visitor = typeof header === 'string' ? header.trim() : undefined
    if (visitor !== undefined && !VISITOR.test(visitor)) throw badRequest(`${VISITOR_HEADER} must name the visitor`)
    return { ...who, visitor }
  }

  app.get<{ Params: Pick<Params, 'section'>; Querystring: { container_id: string } }>(
    base,
    { schema: { params: sectionParams, querystring: { type: 'object', required: ['container_id'], additionalProperties: false, properties: { container_id: { type: 'string', minLength: 1, maxLength: 200 } } } } },
    async (request) => {
      const section = await sectionByUuid(db, request.params.section)
      const found = await polls.find(section.section_uuid, { containerId: request.query.container_id })
      return { result: found ? [await polls.answer(section, found, await viewer(request))] : [] }
    },
  )

  app.get<{ Params: Params }>(inside, { schema: { params: pollParams, querystring: noQuery } }, async (request) => {
    const section = await sectionByUuid(db, request.params.section)
    return { result: await polls.answer(section, await polls.must(section.section_uuid, request.params.poll), await viewer(request)) }
  })

  app.post<{ Params: Pick<Params, 'section'>; Body: PollCreateBody }>(
    base,
    {
      schema: {
        params: sectionParams,
        body: {
          type: 'object',
          required: ['container_id', 'question', 'options'],
          additionalProperties: false,
          properties: {
            container_id: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^\\s<>"\'`]+$' },
            question: { type: 'string', minLength: 1, maxLength: PollLimits.questionCharacters },
            options: { type: 'array', minItems: PollLimits.minOptions, maxItems: PollLimits.maxOptions, items: { type: 'string', minLength: 1, maxLength: PollLimits.optionCharacters } },
            multiple: { type: 'boolean' },
            closes_at: { type: 'integer', minimum: 0 },
            require_user_authentication_to_vote: flag,
            require_user_authentication_to_see_results: flag,
          },
        },
      },
    },
    async (request, reply) => {
      const moderator = await requireModerator(db, request)
      const section = await sectionByUuid(db, request.params.section)
      const stored = await polls.create(section, request.body, moderator.uuid, Date.now())
      reply.status(201)
      return { result: await polls.answer(section, stored, { ...moderator, visitor: undefined }) }
    },
  )

  app.post<{ Params: Params; Body: PollVoteBody }>(
    `${inside}/votes`,
    { schema: { params: pollParams, body: { type: 'object', required: ['option_uuids'], additionalProperties: false, properties: { option_uuids: { type: 'array', maxItems: PollLimits.maxOptions, items: uuid } } } } },
    async (request, reply) => {
      const section = await sectionByUuid(db, request.params.section)
      const result = await polls.vote(section, request.params.poll, await viewer(request), request.body.option_uuids)
      reply.status(201)
      return { result }
    },
  )

  app.put<{ Params: Params; Body: { status: 'closed' } }>(
    inside,
    { schema: { params: pollParams, body: { type: 'object', required: ['status'], additionalProperties: false, properties: { status: { type: 'string', enum: ['closed'] } } } } },
    async (request) => {
      const moderator = await requireModerator(db, request)
      const section = await sectionByUuid(db, request.params.section)
      const stored = await polls.close(section, request.params.poll, moderator.uuid)
      return { result: await polls.answer(section, stored, { ...moderator, visitor: undefined }) }
    },
  )

  app.delete<{ Params: Params }>(inside, { schema: { params: pollParams, querystring: noQuery } }, async (request) => {
    await requireModerator(db, request)
    const section = await sectionByUuid(db, request.params.section)
    return { result: await polls.remove(section, request.params.poll) }
  })
}
