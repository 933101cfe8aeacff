/**
 * The reader's notifications (document 2 §7, v5): all of them with the site's broadcasts, those of one
 * container (mentions), marking one seen or read, and deleting one. Each record carries who acted as
 * the recipient sees them (name, picture, hidden by a ghost or hide ban, muted by the recipient) and
 * what it is about (its state, first words and page), so the client applies document 2 §4's rules of
 * what counts without a second round trip. Only the recipient reads or changes their notifications.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { BroadcastNotification, Notification, NotificationsResponse } from '../../../contracts/entities/notification'
import type { AppContext } from '../app'
import { notFound, unauthorized } from '../errors'
import { notificationRecord, type NotificationRow } from '../notifications'
import { pushBroadcast } from '../push-delivery'
import { sectionByUuid } from '../sections'

/** The newest this many are listed (a reader's tray, not an archive). */
export const NOTIFICATIONS_LIMIT = 200
/** The first words of the content a notification is about. */
const EXCERPT = 140

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
const uuid = { type: 'string', pattern: UUID }

interface Row extends NotificationRow {
  actor_name: string | null
  actor_pic: string | null
  actor_hidden: boolean
  actor_muted: boolean
  content_state: string | null
  content_text: string | null
  page_url: string | null
  page_title: string | null
}

const SELECT = `select n.*, a.name as actor_name, a.pic_small as actor_pic,
    exists (select 1 from bans b where b.user_uuid = a.uuid and b.ban_level in ('ghost', 'hide') and (b.is_permanent or b.date_expired > now())) as actor_hidden,
    exists (select 1 from mutes m where m.muter_uuid = n.target_user_uuid and m.muted_uuid = a.uuid) as actor_muted,
    case when c.content_uuid is null then null when c.processing_status is not null then c.processing_status when c.state = 'visible' then 'visible' else 'deleted' end as content_state,
    left(c.content, ${EXCERPT}) as content_text, p.url as page_url, p.title as page_title
  from notifications n
    left join users a on a.uuid = n.actor_uuid
    left join content c on c.content_uuid = n.content_uuid
    left join containers ct on ct.content_container_uuid = n.content_container_uuid
    left join pages p on p.uuid = ct.page_uuid`

/** A row as the recipient's record, with its actor and content. */
function record(row: Row): Notification {
  const out = notificationRecord(row)
  if (row.actor_uuid) out.actor = { name: row.actor_name ?? '', ...(row.actor_pic ? { pic_small: row.actor_pic } : {}), hidden: row.actor_hidden, muted: row.actor_muted }
  if (row.content_state) {
    out.content = {
      state: row.content_state as NonNullable<Notification['content']>['state'],
      excerpt: (row.content_text ?? '').replace(/\s+/g, ' ').trim(),
      ...(row.page_url ? { page_url: row.page_url } : {}),
      ...(row.page_title ? { page_title: row.page_title } : {}),
    }
  }
  return out
}

interface BroadcastRow {
  notification_uuid: string
  section_uuid: string
  notification_type: 'broadcast_site' | 'broadcast_topic'
  actor_uuid: string | null
  target_title: string
  target_url: string
  target_description: string
  target_image_url: string
  target_image_alt: string
  target_topic_id: string | null
  time: Date
  status?: string | null
}

/** A broadcast as document 2 §3 records it, for one reader (`status`, pending until they saw it). */
export function broadcastRecord(row: BroadcastRow): BroadcastNotification {
  return {
    notification_uuid: row.notification_uuid,
    actor_uuid: row.actor_uuid ?? '',
    notification_type: row.notification_type,
    section_uuid: row.section_uuid,
    status: (row.status ?? 'pending') as BroadcastNotification['status'],
    target_title: row.target_title,
    target_url: row.target_url,
    ...(row.target_description ? { target_description: row.target_description } : {}),
    ...(row.target_image_url ? { target_image_url: row.target_image_url, target_image_alt: row.target_image_alt } : {}),
    ...(row.target_topic_id ? { target_topic_id: row.target_topic_id } : {}),
    time: new Date(row.time).getTime(),
  }
}

/** The newest broadcasts a reader gets: the site's, and those of the topics they follow. */
export const BROADCASTS_LIMIT = 50

export default async function notificationRoutes(app: FastifyInstance, { db, hub, config }: AppContext): Promise<void> {
  const me = (request: FastifyRequest) => {
    if (!request.userUuid) throw unauthorized()
    return request.userUuid
  }
  const base = '/v5/notifications/:section'
  type SectionParams = { section: string }
  const sectionParams = { type: 'object', properties: { section: uuid } }
  const oneParams = { type: 'object', properties: { section: uuid, notification: uuid } }

  const list = async (user: string, section: string, container?: string): Promise<Notification[]> => {
    const rows = await db.query<Row>(
      `${SELECT} where n.target_user_uuid = $1 and n.section_uuid = $2 ${container ? 'and n.content_container_uuid = $4' : ''}
       order by n.time desc, n.notification_uuid desc limit $3`,
      container ? [user, section, NOTIFICATIONS_LIMIT, container] : [user, section, NOTIFICATIONS_LIMIT],
    )
    return rows.map(record)
  }

  app.get<{ Params: SectionParams }>(`${base}/all`, { schema: { params: sectionParams } }, async (request): Promise<NotificationsResponse> => {
    const user = me(request)
    const section = await sectionByUuid(db, request.params.section)
    const broadcasts = await db.query<BroadcastRow>(
      `select b.*, s.status from broadcasts b
         left join broadcast_states s on s.notification_uuid = b.notification_uuid and s.user_uuid = $1
       where b.section_uuid = $2 and not coalesce(s.deleted, false)
         and (b.notification_type = 'broadcast_site'
              or exists (select 1 from topic_subscriptions t where t.user_uuid = $1 and t.section_uuid = b.section_uuid and t.topic_id = b.target_topic_id))
       order by b.time desc limit $3`,
      [user, section.section_uuid, BROADCASTS_LIMIT],
    )
    return { notifications: await list(user, section.section_uuid), broadcasts: broadcasts.map(broadcastRecord) }
  })

  app.get<{ Params: SectionParams & { container: string } }>(
    `${base}/mentions/:container`,
    { schema: { params: { type: 'object', properties: { section: uuid, container: uuid } } } },
    async (request) => {
      const user = me(request)
      const section = await sectionByUuid(db, request.params.section)
      return { notifications: await list(user, section.section_uuid, request.params.container) }
    },
  )

  /** Marks one of the reader's own notifications; never moves a read one back to seen. */
  const mark = (status: 'seen' | 'read') =>
    app.patch<{ Params: SectionParams & { notification: string } }>(`${base}/${status}/:notification`, { schema: { params: oneParams } }, async (request) => {
      const user = me(request)
      await sectionByUuid(db, request.params.section)
      const rows = await db.query<{ status: string }>(
        `update notifications set status = case when status = 'read' then 'read' else $3 end
         where notification_uuid = $1 and target_user_uuid = $2 returning status`,
        [request.params.notification, user, status],
      )
      if (rows[0]) return { status: rows[0].status }
      // A broadcast: this reader's status of it.
      const marked = await db.query<{ status: string }>(
        `insert into broadcast_states (user_uuid, notification_uuid, status) select $2, notification_uuid, $3 from broadcasts where notification_uuid = $1
         on conflict (user_uuid, notification_uuid) do update set status = case when broadcast_states.status = 'read' then 'read' else excluded.status end
         returning status`,
        [request.params.notification, user, status],
      )
      if (!marked[0]) throw notFound(`No notification ${request.params.notification}`)
      return { status: marked[0].status }
    })
  mark('seen')
  mark('read')

  app.delete<{ Params: SectionParams & { notification: string } }>(`${base}/single/:notification`, { schema: { params: oneParams } }, async (request) => {
    const user = me(request)
    await sectionByUuid(db, request.params.section)
    const rows = await db.query('delete from notifications where notification_uuid = $1 and target_user_uuid = $2 returning 1', [request.params.notification, user])
    if (rows[0]) return { deleted: true }
    const hidden = await db.query(
      `insert into broadcast_states (user_uuid, notification_uuid, deleted) select $2, notification_uuid, true from broadcasts where notification_uuid = $1
       on conflict (user_uuid, notification_uuid) do update set deleted = true returning 1`,
      [request.params.notification, user],
    )
    if (!hidden[0]) throw notFound(`No notification ${request.params.notification}`)
    return { deleted: true }
  })

  // --- the reader's settings ---------------------------------------------------------------------
  interface SettingsRow {
    is_user_notification_on: boolean
    email_reply: boolean
    email_like: boolean
    email_follow: boolean
  }
  const settingsOf = (row: SettingsRow) => ({
    is_user_notification_on: row.is_user_notification_on,
    email: { reply: row.email_reply, like: row.email_like, follow: row.email_follow },
  })
  app.get<{ Params: SectionParams }>(`${base}/settings`, { schema: { params: sectionParams } }, async (request) => {
    const user = me(request)
    const section = await sectionByUuid(db, request.params.section)
    const row = await db.one<SettingsRow>('select * from notification_settings where user_uuid = $1 and section_uuid = $2', [user, section.section_uuid])
    if (!row) throw notFound('No notification settings yet')
    return settingsOf(row)
  })
  const flag = { type: 'boolean' }
  app.post<{ Params: SectionParams; Body: { is_user_notification_on?: boolean; email?: { reply?: boolean; like?: boolean; follow?: boolean } } }>(
    `${base}/settings`,
    {
      schema: {
        params: sectionParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { is_user_notification_on: flag, email: { type: 'object', additionalProperties: false, properties: { reply: flag, like: flag, follow: flag } } },
        },
      },
    },
    async (request) => {
      const user = me(request)
      const section = await sectionByUuid(db, request.params.section)
      const body = request.body ?? {}
      const [row] = await db.query<SettingsRow>(
        `insert into notification_settings (user_uuid, section_uuid, is_user_notification_on, email_reply, email_like, email_follow)
         values ($1, $2, coalesce($3, false), coalesce($4, true), coalesce($5, true), coalesce($6, true))
         on conflict (user_uuid, section_uuid) do update set
           is_user_notification_on = coalesce($3, notification_settings.is_user_notification_on),
           email_reply = coalesce($4, notification_settings.email_reply),
           email_like = coalesce($5, notification_settings.email_like),
           email_follow = coalesce($6, notification_settings.email_follow),
           date_updated = now()
         returning *`,
        [user, section.section_uuid, body.is_user_notification_on ?? null, body.email?.reply ?? null, body.email?.like ?? null, body.email?.follow ?? null],
      )
      return settingsOf(row!)
    },
  )

  // --- development: broadcasts ---------------------------------------------------------------------
  if (config.development) {
    // The form posts url-encoded fields; this plugin's scope alone reads them.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))))
    app.get('/dev/broadcast', async (_request, reply) => reply.type('text/html; charset=utf-8').send(BROADCAST_FORM))
    app.post<{ Body: { section?: string; title?: string; url?: string; description?: string; topic_id?: string } }>('/dev/broadcasts', async (request, reply) => {
      const b = request.body ?? {}
      const title = (b.title ?? '').trim().slice(0, 300)
      const url = (b.url ?? '').trim()
      const topic = (b.topic_id ?? '').trim()
      if (!title || !/^https?:\/\//i.test(url) || (topic && !/^[A-Za-z0-9_.:-]{1,200}$/.test(topic))) return reply.code(400).send({ message: 'A broadcast needs a title and a web address (and a topic id made of letters, digits, _ . : -).' })
      const section = await sectionByUuid(db, b.section && new RegExp(UUID).test(b.section) ? b.section : (await db.one<{ section_uuid: string }>('select section_uuid from sections order by section_uuid limit 1'))!.section_uuid)
      const [row] = await db.query<BroadcastRow>(
        `insert into broadcasts (notification_uuid, section_uuid, notification_type, target_title, target_url, target_description, target_topic_id)
         values ($7, $1, $2, $3, $4, $5, $6) returning *`,
        [section.section_uuid, topic ? 'broadcast_topic' : 'broadcast_site', title, url, (b.description ?? '').trim().slice(0, 1000), topic || null, randomUUID()],
      )
      const record = broadcastRecord(row!)
      hub.broadcast(section.site_uuid, record)
      // And to the browsers of the readers it reaches who turned push on.
      void pushBroadcast(db, row!)
      return reply.code(201).send({ result: record })
    })
  }
}

/** The development broadcast form (a site's editors' tool in a real product). */
const BROADCAST_FORM = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Send a broadcast</title><link rel="icon" href="data:,"></head>
<body><main><h1>Send a broadcast</h1>
<form method="post" action="/dev/broadcasts">
<p><label>Title <input name="title" required maxlength="300"></label></p>
<p><label>Web address <input name="url" type="url" required></label></p>
<p><label>Description <input name="description" maxlength="1000"></label></p>
<p><label>Topic id (empty: everyone on the site) <input name="topic_id" pattern="[A-Za-z0-9_.:-]{1,200}"></label></p>
<p><button>Send</button></p>
</form></main></body></html>`
