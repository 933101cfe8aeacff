/**
 * Following topics and authors (document 2 §3, §7, v5): a reader follows a topic with its name and
 * type (`POST /v5/notifications/{section}/topics/{topic_id}`), stops (`DELETE`), lists what they follow
 * (`GET /v5/subscriptions/{section}/topics`) and anyone reads how many follow a topic
 * (`…/topics/{topic_id}/count`). Migration 016.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TopicSubscription } from '../../../contracts/entities/notification'
import type { AppContext } from '../app'
import { unauthorized } from '../errors'
import { sectionByUuid } from '../sections'

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
/** A topic id as pages write them: words, digits, dashes, dots, colons; 200 characters at most. */
const TOPIC = '^[A-Za-z0-9_.:\\-]{1,200}$'
const params = { type: 'object', properties: { section: { type: 'string', pattern: UUID }, topic: { type: 'string', pattern: TOPIC } } }

export default async function topicRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const me = (request: FastifyRequest) => {
    if (!request.userUuid) throw unauthorized()
    return request.userUuid
  }
  type Params = { section: string; topic: string }

  app.post<{ Params: Params; Body: { topic_name?: string; topic_type?: string } | undefined }>(
    '/v5/notifications/:section/topics/:topic',
    { schema: { params, body: { type: ['object', 'null'], additionalProperties: false, properties: { topic_name: { type: 'string', maxLength: 200 }, topic_type: { type: 'string', pattern: '^[a-z_]{1,40}$' } } } } },
    async (request) => {
      const user = me(request)
      const section = await sectionByUuid(db, request.params.section)
      const name = (request.body?.topic_name ?? '').trim() || request.params.topic
      await db.query(
        `insert into topic_subscriptions (user_uuid, section_uuid, topic_id, topic_name, topic_type) values ($1, $2, $3, $4, $5)
         on conflict (user_uuid, section_uuid, topic_id) do update set topic_name = excluded.topic_name, topic_type = excluded.topic_type`,
        [user, section.section_uuid, request.params.topic, name, request.body?.topic_type ?? 'topic'],
      )
      return { subscribed: true }
    },
  )

  app.delete<{ Params: Params }>('/v5/notifications/:section/topics/:topic', { schema: { params } }, async (request) => {
    const user = me(request)
    const section = await sectionByUuid(db, request.params.section)
    await db.query('delete from topic_subscriptions where user_uuid = $1 and section_uuid = $2 and topic_id = $3', [user, section.section_uuid, request.params.topic])
    return { subscribed: false }
  })

  app.get<{ Params: { section: string } }>('/v5/subscriptions/:section/topics', { schema: { params } }, async (request): Promise<{ topics: TopicSubscription[] }> => {
    const user = me(request)
    const section = await sectionByUuid(db, request.params.section)
    const rows = await db.query<{ topic_id: string; topic_name: string; topic_type: string; date_created: Date }>(
      'select topic_id, topic_name, topic_type, date_created from topic_subscriptions where user_uuid = $1 and section_uuid = $2 order by date_created desc limit 500',
      [user, section.section_uuid],
    )
    return { topics: rows.map((r) => ({ topic_id: r.topic_id, topic_name: r.topic_name, topic_type: r.topic_type, date_created: new Date(r.date_created).getTime() })) }
  })

  app.get<{ Params: Params }>('/v5/subscriptions/:section/topics/:topic/count', { schema: { params } }, async (request) => {
    const section = await sectionByUuid(db, request.params.section)
    const [row] = await db.query<{ count: string | number }>('select count(*) as count from topic_subscriptions where section_uuid = $1 and topic_id = $2', [section.section_uuid, request.params.topic])
    return { count: Number(row?.count ?? 0) }
  })
}
