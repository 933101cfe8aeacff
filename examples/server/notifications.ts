/**
 * The notifications comment writes produce (document 2 §4): a reply tells the author of the comment it
 * answers (`reply`), a like tells the liked comment's author (`like`, once per liker per comment; an
 * unlike keeps it), and a new comment tells whoever follows its page, or its thread when it is a reply
 * (`subscribed_page_content`, once per follower however they follow it; not the parent's author, who has
 * their `reply`). Only notifications that count are made: never to the actor themself, nor from an
 * actor without a name, ghost- or hide-banned, or muted by the recipient, nor about content that is not
 * visible, nor to a guest who cannot sign in to read it. Each is stored, then pushed through the hub to
 * the recipient's notification subscriptions on every instance.
 */
import { randomUUID } from 'node:crypto'
import type { Notification } from '../../contracts/entities/notification'
import type { Db } from './db'
import type { Hub } from './hub'
import { deliverPush, pushTargetsOf } from './push-delivery'
import { pushKind, pushLocale, pushTitle } from './push-text'

/** A stored row (`target_user_uuid` is the recipient). */
export interface NotificationRow {
  notification_uuid: string
  section_uuid: string
  target_user_uuid: string | null
  actor_uuid: string | null
  actor_type: string
  content_uuid: string | null
  content_container_uuid: string | null
  thread_uuid: string | null
  notification_type: Notification['notification_type']
  service_type: Notification['service_type']
  status: Notification['status']
  grouping_key: string | null
  time: Date
}

/** The single-notification record (document 2 §3) of a row. */
export function notificationRecord(row: NotificationRow): Notification {
  // Rows written elsewhere without a key group the way migration 007 filled the older ones.
  const grouping = row.grouping_key ?? `${row.notification_type}:${row.thread_uuid ?? row.content_uuid ?? row.target_user_uuid ?? row.notification_uuid}`
  const record: Notification = {
    notification_uuid: row.notification_uuid,
    grouping_key: grouping,
    section_uuid: row.section_uuid,
    notification_type: row.notification_type,
    service_type: row.service_type,
    actor_uuid: row.actor_uuid ?? '',
    actor_type: row.actor_type,
    status: row.status,
    time: new Date(row.time).getTime(),
  }
  if (row.content_uuid) record.content_uuid = row.content_uuid
  if (row.content_container_uuid) record.content_container_uuid = row.content_container_uuid
  if (row.thread_uuid) record.thread_uuid = row.thread_uuid
  if (row.target_user_uuid) record.target_uuid = row.target_user_uuid
  return record
}

const COLUMNS = 'notification_uuid, section_uuid, target_user_uuid, actor_uuid, actor_type, content_uuid, content_container_uuid, thread_uuid, notification_type, service_type, grouping_key'

/** Whether it counts, for content `c`, actor `a` and recipient `r` (document 2 §4). */
const COUNTS = `a.uuid <> r.uuid and btrim(a.name) <> '' and not r.anonymous
  and c.state = 'visible' and c.processing_status is null
  and not exists (select 1 from bans b where b.user_uuid = a.uuid and b.ban_level in ('ghost', 'hide') and (b.is_permanent or b.date_expired > now()))
  and not exists (select 1 from mutes m where m.muter_uuid = r.uuid and m.muted_uuid = a.uuid)`

/** A reply `$2` tells the author of the comment it answers; its group is the thread. */
const REPLY = `insert into notifications (${COLUMNS})
  select $1, c.section_uuid, r.uuid, a.uuid, 'user', c.content_uuid, c.content_container_uuid, c.thread_uuid, 'reply', ct.type, 'reply:' || coalesce(c.thread_uuid, p.content_uuid)
  from content c join content p on p.content_uuid = c.parent_uuid join users a on a.uuid = c.actor_uuid join users r on r.uuid = p.actor_uuid
    join containers ct on ct.content_container_uuid = c.content_container_uuid
  where c.content_uuid = $2 and ${COUNTS}
  returning *`

/** A like of `$2` by `$3` tells the comment's author, once; its group is the comment. */
const LIKE = `insert into notifications (${COLUMNS})
  select $1, c.section_uuid, r.uuid, a.uuid, 'user', c.content_uuid, c.content_container_uuid, coalesce(c.thread_uuid, c.content_uuid), 'like', ct.type, 'like:' || c.content_uuid
  from content c join users a on a.uuid = $3 join users r on r.uuid = c.actor_uuid
    join containers ct on ct.content_container_uuid = c.content_container_uuid
  where c.content_uuid = $2 and ${COUNTS}
    and exists (select 1 from reactions x where x.content_uuid = c.content_uuid and x.user_uuid = a.uuid and x.kind = 'like')
  on conflict (content_uuid, actor_uuid) where notification_type = 'like' do nothing
  returning *`

/** The grouping key prefix of a followed thread's news (a followed page's is `subscribed_page_content:{page}`). */
export const THREAD_KEY = 'subscribed_page_content:thread:'

/**
 * A new comment `$1` tells each follower of its page and, for a reply, of its thread: one notification
 * each (grouped by page, or by thread when they follow the thread but not the page). A container made
 * by a widget names no page; its page is then the site's page whose unique id is the container id (a
 * page's container id is its unique id unless the page says otherwise).
 */
const FOLLOWED = `insert into notifications (${COLUMNS})
  select gen_random_uuid(), c.section_uuid, r.uuid, a.uuid, 'user', c.content_uuid, c.content_container_uuid, coalesce(c.thread_uuid, c.content_uuid), 'subscribed_page_content', ct.type,
    case when f.by_page then 'subscribed_page_content:' || pg.page_uuid else '${THREAD_KEY}' || c.thread_uuid end
  from content c join users a on a.uuid = c.actor_uuid join containers ct on ct.content_container_uuid = c.content_container_uuid
    cross join lateral (select coalesce(ct.page_uuid, (select p.uuid from pages p where p.section_uuid = ct.section_uuid and p.unique_id = ct.container_id limit 1)) as page_uuid) pg
    cross join lateral (
      select follower_uuid, bool_or(by_page) as by_page from (
        select follower_uuid, true as by_page from page_follows where page_uuid = pg.page_uuid
        union all
        select follower_uuid, false from thread_follows where thread_uuid = c.thread_uuid
      ) follows group by follower_uuid
    ) f
    join users r on r.uuid = f.follower_uuid
  where c.content_uuid = $1 and ${COUNTS}
    and not exists (select 1 from content p where p.content_uuid = c.parent_uuid and p.actor_uuid = r.uuid)
  on conflict (content_uuid, target_user_uuid) where notification_type = 'subscribed_page_content' do nothing
  returning *`

/**
 * After a comment write announced as `action` (the realtime action): the notifications it makes, if any,
 * stored and pushed (a reply's first, then its page's and thread's followers'). `viewerUuid` is who made
 * the write (the liker). Never throws: a comment write does not fail for its notifications.
 */
export async function notifyAfterWrite(db: Db, hub: Hub, siteUuid: string, action: string, contentUuid: string, viewerUuid: string | undefined): Promise<Notification[]> {
  try {
    let rows: NotificationRow[] = []
    if (action === 'created') rows = [...(await db.query<NotificationRow>(REPLY, [randomUUID(), contentUuid])), ...(await db.query<NotificationRow>(FOLLOWED, [contentUuid]))]
    else if (action === 'liked' && viewerUuid) rows = await db.query<NotificationRow>(LIKE, [randomUUID(), contentUuid, viewerUuid])
    return rows.map((row) => {
      const record = notificationRecord(row)
      hub.notify(siteUuid, record)
      void pushNotification(db, row)
      return record
    })
  } catch (error) {
    console.error('[notifications] A notification could not be made.', error)
    return []
  }
}

/** Pushes a new notification to its recipient's browsers, where they turned push on (never throws). */
export async function pushNotification(db: Db, row: NotificationRow): Promise<void> {
  try {
    if (!row.target_user_uuid) return
    const targets = await pushTargetsOf(db, row.target_user_uuid, row.section_uuid)
    if (targets.length === 0) return
    const about = await db.one<{ name: string | null; excerpt: string | null; url: string | null }>(
      `select a.name, left(c.content, 140) as excerpt, p.url from users a
         left join content c on c.content_uuid = $2 left join containers ct on ct.content_container_uuid = c.content_container_uuid left join pages p on p.uuid = ct.page_uuid
       where a.uuid = $1`,
      [row.actor_uuid, row.content_uuid],
    )
    const name = about?.name ?? ''
    // Each browser reads it in the language it subscribed in (push-text.ts).
    const kind = pushKind(row.notification_type, row.grouping_key?.startsWith(THREAD_KEY) ?? false)
    const body = (about?.excerpt ?? '').replace(/\s+/g, ' ').trim()
    await Promise.all(targets.map((target) => deliverPush(db, target, { title: pushTitle(pushLocale(target.locale), kind, name), body, url: about?.url ?? '' })))
  } catch (error) {
    console.error('[push] A notification could not be pushed.', error)
  }
}
