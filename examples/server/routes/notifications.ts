/**
 * The reader's notifications (document 2 §7, v5): all of them with the site's broadcasts, those of one
 * container (mentions), marking one seen or read, and deleting one. Each record carries who acted as
 * the recipient sees them (name, picture, hidden by a ghost or hide ban, muted by the recipient) and
 * what it is about (its state, first words and page), so the client applies document 2 §4's rules of
 * what counts without a second round trip. Only the recipient reads or changes their notifications.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Notification, NotificationsResponse } from '../../../contracts/entities/notification'
import type { AppContext } from '../app'
import { notFound, unauthorized } from '../errors'
import { notificationRecord, type NotificationRow } from '../notifications'
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

export default async function notificationRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
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
    return { notifications: await list(user, section.section_uuid), broadcasts: [] }
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
      if (!rows[0]) throw notFound(`No notification ${request.params.notification}`)
      return { status: rows[0].status }
    })
  mark('seen')
  mark('read')

  app.delete<{ Params: SectionParams & { notification: string } }>(`${base}/single/:notification`, { schema: { params: oneParams } }, async (request) => {
    const user = me(request)
    await sectionByUuid(db, request.params.section)
    const rows = await db.query('delete from notifications where notification_uuid = $1 and target_user_uuid = $2 returning 1', [request.params.notification, user])
    if (!rows[0]) throw notFound(`No notification ${request.params.notification}`)
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
}
