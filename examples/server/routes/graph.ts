/**
 * The social graph (document 2 §4 "Follow and mute", §9): following users, pages and threads through the v5
 * subscriptions calls and the legacy `follows/{id}`, muting through the legacy `mutes/{id}`, and a user's
 * statistics. The rules the client applies are applied here again: nobody follows or mutes themself,
 * only a targetable user can be followed, a muted user cannot be followed, muting unfollows, moderators
 * cannot be muted, muting needs the site's `enable_muting`, and only the reader (or an administrator)
 * reads their own mute list.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Statistics } from '../../../contracts/entities/statistics'
import type { AppContext } from '../app'
import { notificationRecord, pushNotification, type NotificationRow } from '../notifications'
import { createReader } from '../comments/queries'
import type { Db } from '../db'
import { badRequest, forbidden, notFound, unauthorized } from '../errors'
import { sectionByUuid, type Section } from '../sections'
import { isOn } from '../../../kernel/lib/settings'

/** At most this many entries in a follow or mute list (document 2 §9: limit 100). */
export const GRAPH_LIST_LIMIT = 100

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
const uuid = { type: 'string', pattern: UUID }
const idOrUuid = { type: 'string', pattern: `^([0-9]{1,15}|${UUID.slice(1, -1)})$` }
const limitQuery = { type: 'object', additionalProperties: false, properties: { limit: { type: 'integer', minimum: 1, maximum: GRAPH_LIST_LIMIT } } }

interface Target {
  uuid: string
  section_uuid: string
  user_privilege: string
}

/** Follows and mutes as statements: each keeps `users.subscriber_count` true in the same transaction. */
function graphStore(db: Db) {
  const target = async (idOrUuid: string): Promise<Target> => {
    const numeric = /^\d+$/.test(idOrUuid)
    const row = await db.one<Target>(`select uuid, section_uuid, user_privilege from users where ${numeric ? 'id = $1::bigint' : 'uuid = $1::uuid'}`, [idOrUuid])
    if (!row) throw notFound(`No user ${idOrUuid}`)
    return row
  }

  const unfollow = async (tx: Db, follower: string, followed: string) => {
    const removed = await tx.query('delete from user_follows where follower_uuid = $1 and followed_uuid = $2 returning 1', [follower, followed])
    if (removed.length > 0) await tx.query('update users set subscriber_count = greatest(subscriber_count - 1, 0) where uuid = $1', [followed])
  }

  /**
   * Whether a user may be targeted (followed; document 1 §6, document 2 §6): moderators always; others not
   * while their name or e-mail awaits approval or under a ban, except a ghost ban, which they must not
   * be able to notice.
   */
  const targetable = async (user: Target) =>
    user.user_privilege !== 'user' ||
    !(await db.one(
      `select 1 from users u where u.uuid = $1 and (
         u.username_moderation_status in ('pending_new', 'pending_update')
         or u.email_verification_status in ('pending_new', 'pending_update')
         or exists (select 1 from bans b where b.user_uuid = u.uuid and b.ban_level <> 'ghost' and (b.is_permanent or b.date_expired > now())))`,
      [user.uuid],
    ))

  return {
    target,
    /** Follows; the followed user's `follow` notification, when one was made, is returned for the realtime push. */
    async follow(follower: string, followed: Target, section: string, page?: string): Promise<NotificationRow | undefined> {
      if (follower === followed.uuid) throw badRequest('You cannot follow yourself.')
      // One answer whatever the reason: a reader's pending status or ban is not told to others.
      if (!(await targetable(followed))) throw forbidden('This user cannot be followed right now.')
      return db.tx(async (tx) => {
        if (await tx.one('select 1 from mutes where muter_uuid = $1 and muted_uuid = $2', [follower, followed.uuid])) throw forbidden('You muted this user. Unmute them to follow them.')
        const added = await tx.query('insert into user_follows (follower_uuid, followed_uuid, section_uuid, page_uuid) values ($1, $2, $3, $4) on conflict do nothing returning 1', [follower, followed.uuid, section, page ?? null])
        if (added.length === 0) return undefined
        await tx.query('update users set subscriber_count = subscriber_count + 1 where uuid = $1', [followed.uuid])
        // The followed user hears of it in their notifications (type "follow"), and at once if connected.
        // Not from someone the followed user muted (document 2 §4).
        return tx.one<NotificationRow>(
          `insert into notifications (notification_uuid, section_uuid, target_user_uuid, actor_uuid, notification_type, service_type, grouping_key)
           select $1, $2, $3, $4, 'follow', 'notifications', $5
           where not exists (select 1 from mutes where muter_uuid = $3 and muted_uuid = $4) returning *`,
          [randomUUID(), section, followed.uuid, follower, `follow:${followed.uuid}`],
        )
      })
    },
    unfollow,
    async mute(muter: string, muted: Target) {
      if (muter === muted.uuid) throw badRequest('You cannot mute yourself.')
      if (muted.user_privilege !== 'user') throw forbidden('Moderators and administrators cannot be muted.')
      await db.tx(async (tx) => {
        // Muting someone first unfollows them (document 2 §4).
        await unfollow(tx, muter, muted.uuid)
        await tx.query('insert into mutes (muter_uuid, muted_uuid) values ($1, $2) on conflict do nothing', [muter, muted.uuid])
      })
    },
  }
}

export default async function graphRoutes(app: FastifyInstance, { db, hub }: AppContext) {
  const store = graphStore(db)
  /** A new follow notification goes to the followed user's notifications subscription, on every instance. */
  const push = (row: NotificationRow | undefined) => {
    if (!row) return
    sectionByUuid(db, row.section_uuid)
      .then((section) => hub.notify(section.site_uuid, notificationRecord(row)))
      .catch((error: unknown) => console.error('[notifications] A follow notification could not be pushed.', error))
    // And to the followed reader's browsers, where they turned push on.
    void pushNotification(db, row)
  }
  const reader = createReader(db)

  const me = (request: FastifyRequest) => {
    if (!request.userUuid) throw unauthorized()
    return request.userUuid
  }
  const privilegeOf = async (user: string) => (await db.one<{ user_privilege: string }>('select user_privilege from users where uuid = $1', [user]))?.user_privilege
  const pageIn = async (section: Section, page: string) => {
    const row = await db.one<{ uuid: string }>('select uuid from pages where uuid = $1::uuid and section_uuid = $2', [page, section.section_uuid])
    if (!row) throw notFound(`No page ${page} on this site`)
    return row.uuid
  }
  const ms = (date: Date) => new Date(date).getTime()

  // --- v5: user and page subscriptions -------------------------------------------------------------
  const v5 = '/v5/subscriptions/:section'
  type SectionParams = { section: string }
  const sectionParams = { type: 'object', properties: { section: uuid } }

  app.get<{ Params: SectionParams; Querystring: { limit?: number } }>(`${v5}/users/subscribers`, { schema: { params: sectionParams, querystring: limitQuery } }, async (request) => {
    const user = me(request)
    await sectionByUuid(db, request.params.section)
    const rows = await db.query<{ user_uuid: string; date_created: Date }>(
      'select follower_uuid as user_uuid, date_created from user_follows where followed_uuid = $1 order by date_created desc limit $2',
      [user, request.query.limit ?? GRAPH_LIST_LIMIT],
    )
    return { subscriptions: rows.map((r) => ({ user_uuid: r.user_uuid, date_created: ms(r.date_created) })) }
  })

  app.get<{ Params: SectionParams; Querystring: { limit?: number } }>(`${v5}/users/subscriptions`, { schema: { params: sectionParams, querystring: limitQuery } }, async (request) => {
    const user = me(request)
    await sectionByUuid(db, request.params.section)
    const rows = await db.query<{ user_uuid: string; date_created: Date }>(
      'select followed_uuid as user_uuid, date_created from user_follows where follower_uuid = $1 order by date_created desc limit $2',
      [user, request.query.limit ?? GRAPH_LIST_LIMIT],
    )
    return { subscriptions: rows.map((r) => ({ user_uuid: r.user_uuid, date_created: ms(r.date_created) })) }
  })

  const userParams = { type: 'object', properties: { section: uuid, user: uuid } }
  app.post<{ Params: SectionParams & { user: string } }>(`${v5}/users/:user`, { schema: { params: userParams } }, async (request) => {
    const follower = me(request)
    const section = await sectionByUuid(db, request.params.section)
    push(await store.follow(follower, await store.target(request.params.user), section.section_uuid))
    return { subscribed: true }
  })

  app.delete<{ Params: SectionParams & { user: string } }>(`${v5}/users/:user`, { schema: { params: userParams } }, async (request) => {
    const follower = me(request)
    await sectionByUuid(db, request.params.section)
    await db.tx((tx) => store.unfollow(tx, follower, request.params.user))
    return { subscribed: false }
  })

  const pageParams = { type: 'object', properties: { section: uuid, page: uuid } }
  const pageBody = { type: 'object', additionalProperties: false, properties: { page_title: { type: 'string', maxLength: 500 }, page_url: { type: 'string', maxLength: 2000 } } }
  app.post<{ Params: SectionParams & { page: string }; Body: { page_title?: string; page_url?: string } }>(`${v5}/pages/:page`, { schema: { params: pageParams, body: pageBody } }, async (request) => {
    const follower = me(request)
    const page = await pageIn(await sectionByUuid(db, request.params.section), request.params.page)
    await db.query('insert into page_follows (follower_uuid, page_uuid) values ($1, $2) on conflict do nothing', [follower, page])
    return { subscribed: true }
  })

  // Whether the reader follows the page, and which of its threads (top-level comments) they follow.
  app.get<{ Params: SectionParams & { page: string } }>(`${v5}/pages/:page`, { schema: { params: pageParams } }, async (request) => {
    const follower = me(request)
    const page = await pageIn(await sectionByUuid(db, request.params.section), request.params.page)
    const threads = await db.query<{ thread_uuid: string }>(
      `select f.thread_uuid from thread_follows f join content c on c.content_uuid = f.thread_uuid join containers ct on ct.content_container_uuid = c.content_container_uuid
       where f.follower_uuid = $1 and (ct.page_uuid = $2 or (ct.page_uuid is null and ct.container_id = (select unique_id from pages where uuid = $2)))
       order by f.date_created desc limit 500`,
      [follower, page],
    )
    return { subscribed: !!(await db.one('select 1 from page_follows where follower_uuid = $1 and page_uuid = $2', [follower, page])), threads: threads.map((t) => t.thread_uuid) }
  })

  // --- following a thread (the `page`/`follow_thread` ruling; migration 026) ---------------------------
  const threadParams = { type: 'object', properties: { section: uuid, thread: uuid } }
  /** A visible top-level comment of the site: a thread a reader can follow. */
  const threadIn = async (section: Section, thread: string) => {
    const row = await db.one<{ content_uuid: string }>(
      `select content_uuid from content where content_uuid = $1::uuid and section_uuid = $2 and parent_uuid is null and state = 'visible' and processing_status is null`,
      [thread, section.section_uuid],
    )
    if (!row) throw notFound(`No thread ${thread} on this site`)
    return row.content_uuid
  }
  app.post<{ Params: SectionParams & { thread: string } }>(`${v5}/threads/:thread`, { schema: { params: threadParams } }, async (request) => {
    const follower = me(request)
    const thread = await threadIn(await sectionByUuid(db, request.params.section), request.params.thread)
    await db.query('insert into thread_follows (follower_uuid, thread_uuid) values ($1, $2) on conflict do nothing', [follower, thread])
    return { subscribed: true }
  })
  app.delete<{ Params: SectionParams & { thread: string } }>(`${v5}/threads/:thread`, { schema: { params: threadParams } }, async (request) => {
    const follower = me(request)
    await sectionByUuid(db, request.params.section)
    await db.query('delete from thread_follows where follower_uuid = $1 and thread_uuid = $2', [follower, request.params.thread])
    return { subscribed: false }
  })

  app.delete<{ Params: SectionParams & { page: string } }>(`${v5}/pages/:page`, { schema: { params: pageParams } }, async (request) => {
    const follower = me(request)
    await sectionByUuid(db, request.params.section)
    await db.query('delete from page_follows where follower_uuid = $1 and page_uuid = $2', [follower, request.params.page])
    return { subscribed: false }
  })

  // --- v1 (legacy): follows and mutes ----------------------------------------------------------------
  const idParams = { type: 'object', properties: { id: idOrUuid } }

  app.put<{ Params: { id: string }; Body: { page_id?: string | number } | undefined }>(
    '/v1/follows/:id',
    { schema: { params: idParams, body: { type: ['object', 'null'], additionalProperties: false, properties: { page_id: { anyOf: [idOrUuid, { type: 'integer', minimum: 1 }] } } } } },
    async (request) => {
      const follower = me(request)
      const followed = await store.target(request.params.id)
      let page: string | undefined
      const pageId = request.body?.page_id
      if (pageId !== undefined) {
        const numeric = typeof pageId === 'number' || /^\d+$/.test(pageId)
        const row = await db.one<{ uuid: string; section_uuid: string }>(`select uuid, section_uuid from pages where ${numeric ? 'id = $1::bigint' : 'uuid = $1::uuid'}`, [String(pageId)])
        if (!row) throw notFound(`No page ${pageId}`)
        page = row.uuid
      }
      push(await store.follow(follower, followed, followed.section_uuid, page))
      return { following: true }
    },
  )

  app.delete<{ Params: { id: string } }>('/v1/follows/:id', { schema: { params: idParams } }, async (request) => {
    const follower = me(request)
    const followed = await store.target(request.params.id)
    await db.tx((tx) => store.unfollow(tx, follower, followed.uuid))
    return { following: false }
  })

  app.get<{ Params: { id: string }; Querystring: { limit?: number } }>('/v1/mutes/:id', { schema: { params: idParams, querystring: limitQuery } }, async (request) => {
    const viewer = me(request)
    const owner = await store.target(request.params.id)
    if (owner.uuid !== viewer && (await privilegeOf(viewer)) !== 'admin') throw forbidden('You can only see your own muted users.')
    const rows = await db.query<{ uuid: string; id: string; name: string; pic_small: string | null; date_muted: Date }>(
      `select u.uuid, u.id::text as id, u.name, u.pic_small, m.date_created as date_muted
       from mutes m join users u on u.uuid = m.muted_uuid where m.muter_uuid = $1 order by m.date_created desc limit $2`,
      [owner.uuid, request.query.limit ?? GRAPH_LIST_LIMIT],
    )
    return rows.map((r) => ({ uuid: r.uuid, id: Number(r.id), name: r.name, ...(r.pic_small ? { pic_small: r.pic_small } : {}), date_muted: ms(r.date_muted), isMuted: true }))
  })

  app.put<{ Params: { id: string } }>('/v1/mutes/:id', { schema: { params: idParams } }, async (request) => {
    const muter = me(request)
    const muted = await store.target(request.params.id)
    const home = await db.one<{ settings: Record<string, unknown> }>('select s.settings from users u join sections s on s.section_uuid = u.section_uuid where u.uuid = $1', [muter])
    if (!isOn(home?.settings.enable_muting)) throw forbidden('Muting is not enabled on this site.')
    await store.mute(muter, muted)
    return { muted: true }
  })

  app.delete<{ Params: { id: string } }>('/v1/mutes/:id', { schema: { params: idParams } }, async (request) => {
    const muter = me(request)
    const muted = await store.target(request.params.id)
    await db.query('delete from mutes where muter_uuid = $1 and muted_uuid = $2', [muter, muted.uuid])
    return { muted: false }
  })

  // --- statistics ----------------------------------------------------------------------------------
  app.get<{ Params: { section: string; user: string } }>('/v2/:section/users/:user/statistics', { schema: { params: { type: 'object', properties: { section: uuid, user: idOrUuid } } } }, async (request): Promise<{ result: Statistics }> => {
    const section = await sectionByUuid(db, request.params.section)
    const user = await store.target(request.params.user)
    const viewer = request.userUuid
    const privilege = viewer ? await privilegeOf(viewer) : undefined
    const seen = await reader.activity({ uuid: viewer, moderator: privilege === 'moderator' || privilege === 'admin' }, section.section_uuid, user.uuid)
    return {
      result: {
        content_created: seen.comments_made,
        likes_received: seen.likes_received,
        dislikes_received: seen.dislikes_received,
        likes_created: seen.likes_made,
        dislikes_created: seen.dislikes_made,
      },
    }
  })
}
