/**
 * Reading comments as one viewer may see them (document 1 §4–§6): moderators see everything with its
 * real state; everyone else never sees disabled or spam items, items of ghost- or hide-banned authors
 * (except their own), others' items awaiting moderation, or removed items (a removed comment with
 * replies stays as an empty placeholder so its replies keep their place). Lists page by an opaque keyset cursor, so
 * comments arriving meanwhile never make "load more" repeat or skip one.
 */
import type { ContentAuthor, ContentPage, ListedContent, TabTotals } from '../../../contracts/entities/comments-api'
import type { Container } from '../../../contracts/entities/container'
import type { CommentSort } from '../../../contracts/enums'
import type { Db } from '../db'
import { decodeCursor, encodeCursor, sortOrder, type Keyed, type SortOrder } from './cursor'

export interface Viewer {
  uuid: string | undefined
  moderator: boolean
}

/** Authors whose content is hidden from others (an active ghost or hide ban). */
const HIDDEN_AUTHORS = `select b.user_uuid from bans b where b.ban_level in ('ghost', 'hide') and (b.is_permanent or b.date_expired > now())`

/** The visibility condition for `c` and a viewer at $1 (uuid or null) and $2 (moderator). */
export const VISIBLE = `($2::boolean or (
  (c.state = 'visible' or (c.state = 'awaiting_moderation' and c.actor_uuid = $1::uuid))
  and (c.processing_status is null or c.total_direct_replies > 0)
  and (c.actor_uuid = $1::uuid or c.actor_uuid not in (${HIDDEN_AUTHORS}))))`

/** What everyone can see: the counted content. */
const COUNTED = `c.state = 'visible' and c.processing_status is null and c.actor_uuid not in (${HIDDEN_AUTHORS})`

interface Row {
  content_uuid: string
  section_uuid: string
  content_container_uuid: string
  parent_uuid: string | null
  thread_uuid: string | null
  actor_uuid: string
  author_id: string
  parent_actor_uuid: string | null
  type: string
  content: string
  state: ListedContent['state']
  processing_status: 'removed' | 'spam' | 'disabled' | null
  is_pinned: boolean
  is_picked: boolean
  is_top_comment: boolean
  is_edited: boolean
  total_likes: number
  total_dislikes: number
  total_flags: number
  total_replies: number
  total_direct_replies: number
  date_created: Date
  date_edited: Date | null
  date_pinned: Date | null
  date_locked: Date | null
  closed: boolean
}

const COLUMNS = `c.*, u.id as author_id, p.actor_uuid as parent_actor_uuid,
  coalesce(ct.settings->>'status' = 'closed', false) or coalesce(pg.status = 'closed', false) as closed`
const JOINS = `join users u on u.uuid = c.actor_uuid
  join containers ct on ct.content_container_uuid = c.content_container_uuid
  left join pages pg on pg.uuid = ct.page_uuid
  left join content p on p.content_uuid = c.parent_uuid`
const SELECT = `select ${COLUMNS} from content c ${JOINS}`

/** Conditions over `c` with their parameters; the viewer is always $1 (uuid or null) and $2 (moderator). */
function conditions(viewer: Viewer) {
  const params: unknown[] = [viewer.uuid ?? null, viewer.moderator]
  return { params, where: [VISIBLE], $: (value: unknown) => `$${params.push(value)}` }
}

const ms = (date: Date | null) => (date ? new Date(date).getTime() : undefined)

function toItem(row: Row, reactions: Set<string>, viewer: Viewer): ListedContent {
  const removed = row.processing_status === 'removed'
  const item: ListedContent = {
    content_uuid: row.content_uuid,
    section_uuid: row.section_uuid,
    content_container_uuid: row.content_container_uuid,
    actor_uuid: row.actor_uuid,
    user_id: Number(row.author_id),
    content: removed && !viewer.moderator ? '' : row.content,
    state: row.state,
    simplified_state: row.state,
    is_pinned: row.is_pinned,
    is_picked: row.is_picked,
    editor_pick: row.is_picked ? 1 : 0,
    is_top_comment: row.is_top_comment,
    is_edited: row.is_edited,
    total_likes: row.total_likes,
    total_dislikes: row.total_dislikes,
    total_flags: viewer.moderator ? row.total_flags : 0,
    total_replies: row.total_replies,
    total_direct_replies: row.total_direct_replies,
    date_created: ms(row.date_created)!,
    time: ms(row.date_created)!,
    type: row.type,
    reactions: { liked: reactions.has(`${row.content_uuid}:like`), disliked: reactions.has(`${row.content_uuid}:dislike`), flagged: reactions.has(`${row.content_uuid}:flag`) },
  }
  if (row.parent_uuid) Object.assign(item, { parent_uuid: row.parent_uuid, ...(row.parent_actor_uuid ? { parent_actor_uuid: row.parent_actor_uuid } : {}) })
  if (row.thread_uuid) item.thread_uuid = row.thread_uuid
  if (row.processing_status) item.processing_status = row.processing_status
  if (row.date_edited) item.date_edited = ms(row.date_edited)!
  if (row.date_pinned) item.date_pinned = ms(row.date_pinned)!
  if (row.date_locked) item.date_locked = ms(row.date_locked)!
  if (row.closed) item.status = 'closed'
  return item
}

export function createReader(db: Db) {
  /** The viewer's reactions to these items, as `uuid:kind`. */
  const reactionsOf = async (viewer: Viewer, uuids: string[]) => {
    if (!viewer.uuid || uuids.length === 0) return new Set<string>()
    const rows = await db.query<{ content_uuid: string; kind: string }>('select content_uuid, kind from reactions where user_uuid = $1 and content_uuid = any($2::uuid[])', [viewer.uuid, uuids])
    return new Set(rows.map((r) => `${r.content_uuid}:${r.kind}`))
  }

  const authors = async (viewer: Viewer, uuids: string[]): Promise<Record<string, ContentAuthor>> => {
    if (uuids.length === 0) return {}
    const rows = await db.query<{ uuid: string; id: string; name: string; pic_small: string | null; pic_large: string | null; badge_trusted: boolean; user_privilege: ContentAuthor['user_privilege']; ban_level: string | null }>(
      `select u.uuid, u.id, u.name, u.pic_small, u.pic_large, u.badge_trusted, u.user_privilege,
        (select b.ban_level from bans b where b.user_uuid = u.uuid and (b.is_permanent or b.date_expired > now()) order by b.date_created desc limit 1) as ban_level
       from users u where u.uuid = any($1::uuid[])`,
      [[...new Set(uuids)]],
    )
    return Object.fromEntries(
      rows.map((r) => {
        const ban = r.ban_level === 'posting' || r.ban_level === 'ghost' || r.ban_level === 'hide' ? r.ban_level : 'none'
        // Someone's shadow ban is theirs and the moderators' to know.
        const shown = ban === 'ghost' || ban === 'hide' ? (viewer.moderator || viewer.uuid === r.uuid ? ban : 'none') : ban
        return [r.uuid, { uuid: r.uuid, id: Number(r.id), name: r.name, ...(r.pic_small ? { pic_small: r.pic_small } : {}), ...(r.pic_large ? { pic_large: r.pic_large } : {}), badge_trusted: r.badge_trusted, user_privilege: r.user_privilege, ban_level: shown }]
      }),
    )
  }

  /** Items in order, with the viewer's reactions and authors collected into `into`. */
  const items = async (viewer: Viewer, rows: Row[], into: Set<string>) => {
    const reactions = await reactionsOf(viewer, rows.map((r) => r.content_uuid))
    for (const row of rows) into.add(row.actor_uuid)
    return rows.map((row) => toItem(row, reactions, viewer))
  }

  /** The selected rows joined to their authors, containers and parents, in `order`. */
  const joined = (keyed: string, order: SortOrder) =>
    `with keyed as (${keyed}) select ${COLUMNS}, ${Array.from({ length: order.size }, (_, i) => `keyed.k${i}`).join(', ')}
     from keyed join content c on c.content_uuid = keyed.content_uuid ${JOINS} order by ${order.order}`

  /**
   * Up to `limit + 1` rows after the cursor, in the sort's order. The rows are chosen from `content`
   * alone, by an index in that order, and only the page's rows are joined: joining first would join
   * every comment of a 1,000-thread container to sort it.
   */
  const keyedRows = async (q: ReturnType<typeof conditions>, sort: CommentSort, pinnedFirst: boolean, limit: number, cursor?: string) => {
    const order = sortOrder(sort, pinnedFirst)
    if (cursor) q.where.push(order.after(decodeCursor(cursor, order), q.$))
    const rows = await db.query<Row & Keyed>(joined(`select c.content_uuid, ${order.select} from content c where ${q.where.join(' and ')} order by ${order.order} limit ${q.$(limit + 1)}`, order), q.params)
    return { rows, order }
  }

  /** The first `limit + 1` direct replies of each parent, oldest first, in one query for the whole page. */
  const firstReplies = async (viewer: Viewer, container: string, parents: string[], limit: number) => {
    const order = sortOrder('oldest', false)
    const byParent = new Map<string, Array<Row & Keyed>>(parents.map((uuid) => [uuid, []]))
    if (parents.length > 0) {
      const q = conditions(viewer)
      q.where.push(`c.content_container_uuid = ${q.$(container)}`, `c.parent_uuid = any(${q.$(parents)}::uuid[])`)
      const rows = await db.query<Row & Keyed>(
        joined(`select * from (select c.content_uuid, ${order.select}, row_number() over (partition by c.parent_uuid order by ${order.order}) as n from content c where ${q.where.join(' and ')}) r where r.n <= ${q.$(limit + 1)}`, order),
        q.params,
      )
      for (const row of rows) byParent.get(row.parent_uuid!)?.push(row)
    }
    return { byParent, order }
  }

  /** A page from rows fetched one past the limit: the extra row only says that more exist. */
  const pageOf = (rows: Array<Row & Keyed>, order: SortOrder, limit: number, build: (row: Row) => ListedContent): ContentPage => {
    const shown = rows.slice(0, limit)
    const more = rows.length > limit
    return { contents: shown.map(build), more_available: more, ...(more ? { next_starting_from: encodeCursor(shown[shown.length - 1]!, order) } : {}) }
  }

  /** A page's rows and their first replies made into items, with one reactions query for all of them. */
  const build = async (
    viewer: Viewer,
    list: { rows: Array<Row & Keyed>; order: SortOrder; limit: number },
    replies: { byParent: Map<string, Array<Row & Keyed>>; order: SortOrder; limit: number } | undefined,
    authorsSeen: Set<string>,
  ) => {
    const first = replies ? [...replies.byParent.values()].flatMap((r) => r.slice(0, replies.limit)) : []
    const reactions = await reactionsOf(viewer, [...list.rows.slice(0, list.limit), ...first].map((r) => r.content_uuid))
    const item = (row: Row) => {
      authorsSeen.add(row.actor_uuid)
      return toItem(row, reactions, viewer)
    }
    return pageOf(list.rows, list.order, list.limit, (row) => {
      const listed = item(row)
      const own = replies?.byParent.get(row.content_uuid)
      if (replies && own) listed.replies = pageOf(own, replies.order, replies.limit, item)
      return listed
    })
  }

  /** One page of a list: top-level items of a container (with their first replies), or the direct replies of a parent. */
  const page = async (
    viewer: Viewer,
    where: { container: string; parent?: string; filter?: 'is_picked' | 'is_top_content' },
    options: { limit: number; sort: CommentSort; cursor?: string; replyLimit?: number },
    authorsSeen: Set<string>,
  ): Promise<ContentPage> => {
    const q = conditions(viewer)
    q.where.push(`c.content_container_uuid = ${q.$(where.container)}`, where.parent ? `c.parent_uuid = ${q.$(where.parent)}` : 'c.parent_uuid is null')
    if (where.filter === 'is_picked') q.where.push('c.is_picked')
    if (where.filter === 'is_top_content') q.where.push('c.is_top_comment')
    // Pins lead the unfiltered top-level list only: a tab or a reply list keeps its own order.
    const { rows, order } = await keyedRows(q, options.sort, !where.parent && !where.filter, options.limit, options.cursor)
    const replyLimit = options.replyLimit ?? 0
    const parents = replyLimit > 0 ? rows.slice(0, options.limit).filter((r) => r.total_direct_replies > 0).map((r) => r.content_uuid) : []
    const replies = parents.length > 0 ? { ...(await firstReplies(viewer, where.container, parents, replyLimit)), limit: replyLimit } : undefined
    return build(viewer, { rows, order, limit: options.limit }, replies, authorsSeen)
  }

  /** A user's recent comments in a section's comment containers, newest first, as the viewer may see them. */
  const recent = async (viewer: Viewer, section: string, actor: string, options: { limit: number; cursor?: string }, authorsSeen: Set<string>) => {
    const q = conditions(viewer)
    // A removed comment stays in a thread as a placeholder for its replies; out of context it is nothing.
    q.where.push(`c.section_uuid = ${q.$(section)}`, `c.actor_uuid = ${q.$(actor)}`, '(c.processing_status is null or $2::boolean)', `exists (select 1 from containers ct where ct.content_container_uuid = c.content_container_uuid and ct.type = 'livecomments')`)
    return build(viewer, { ...(await keyedRows(q, 'newest', false, options.limit, options.cursor)), limit: options.limit }, undefined, authorsSeen)
  }

  /**
   * Every comment of a container, threads and replies in one list, in the sort's order (the legacy
   * page comments): a client of that API nests them itself by `parent_uuid`.
   */
  const flat = async (viewer: Viewer, container: string, options: { limit: number; sort: CommentSort; cursor?: string; filter?: 'is_picked' | 'is_top_content' }, authorsSeen: Set<string>) => {
    const q = conditions(viewer)
    q.where.push(`c.content_container_uuid = ${q.$(container)}`)
    if (options.filter) q.where.push(options.filter === 'is_picked' ? 'c.is_picked' : 'c.is_top_comment')
    return build(viewer, { ...(await keyedRows(q, options.sort, false, options.limit, options.cursor)), limit: options.limit }, undefined, authorsSeen)
  }

  /** What the viewer can see of a user's activity in a section's comment containers. */
  const activity = async (viewer: Viewer, section: string, actor: string) => {
    const q = conditions(viewer)
    q.where.push(`c.section_uuid = ${q.$(section)}`, `c.actor_uuid = ${q.$(actor)}`, '(c.processing_status is null or $2::boolean)', `exists (select 1 from containers ct where ct.content_container_uuid = c.content_container_uuid and ct.type = 'livecomments')`)
    const [made, reacted] = await Promise.all([
      db.one<{ comments_made: number; likes_received: number; dislikes_received: number }>(
        `select count(*)::int as comments_made, coalesce(sum(c.total_likes), 0)::int as likes_received, coalesce(sum(c.total_dislikes), 0)::int as dislikes_received from content c where ${q.where.join(' and ')}`,
        q.params,
      ),
      db.one<{ likes_made: number; dislikes_made: number }>(
        `select count(*) filter (where r.kind = 'like')::int as likes_made, count(*) filter (where r.kind = 'dislike')::int as dislikes_made
         from reactions r join content c on c.content_uuid = r.content_uuid where r.user_uuid = $1 and c.section_uuid = $2`,
        [actor, section],
      ),
    ])
    return { comments_made: made?.comments_made ?? 0, likes_received: made?.likes_received ?? 0, dislikes_received: made?.dislikes_received ?? 0, likes_made: reacted?.likes_made ?? 0, dislikes_made: reacted?.dislikes_made ?? 0 }
  }

  return {
    page,
    flat,
    recent,
    activity,
    authors,
    /** Is this author's content hidden from everyone else (an active ghost or hide ban)? */
    hiddenAuthor: async (uuid: string) => !!(await db.one(`select 1 from (${HIDDEN_AUTHORS}) h where h.user_uuid = $1`, [uuid])),
    /** Items by UUID that the viewer may see, in the order asked. */
    async select(viewer: Viewer, container: string | undefined, uuids: string[], authorsSeen: Set<string>) {
      const rows = await db.query<Row>(`${SELECT} where c.content_uuid = any($3::uuid[]) ${container ? 'and c.content_container_uuid = $4' : ''} and ${VISIBLE}`, [viewer.uuid ?? null, viewer.moderator, uuids, ...(container ? [container] : [])])
      const order = new Map(uuids.map((u, i) => [u, i]))
      rows.sort((a, b) => order.get(a.content_uuid)! - order.get(b.content_uuid)!)
      return items(viewer, rows, authorsSeen)
    },
    /** One row as stored, whoever may see it (for rules). */
    raw: (uuid: string) => db.one<Row>(`${SELECT} where c.content_uuid = $1`, [uuid]),
    async totals(container: string): Promise<TabTotals> {
      const row = await db.one<TabTotals>(
        `select count(*)::int as all, count(*) filter (where c.is_picked)::int as featured, count(*) filter (where c.is_top_comment)::int as top from content c where c.content_container_uuid = $1 and ${COUNTED}`,
        [container],
      )
      return row ?? { all: 0, featured: 0, top: 0 }
    },
    async container(section: string, where: { containerId?: string; uuid?: string }): Promise<(Container & { status: 'open' | 'closed' }) | undefined> {
      const row = await db.one<{ content_container_uuid: string; container_id: string; settings: Record<string, unknown>; is_hidden: boolean; date_created: Date; closed: boolean }>(
        `select ct.*, coalesce(ct.settings->>'status' = 'closed', false) or coalesce(pg.status = 'closed', false) as closed from containers ct left join pages pg on pg.uuid = ct.page_uuid
         where ct.section_uuid = $1 and ${where.uuid ? 'ct.content_container_uuid = $2::uuid' : `ct.container_id = $2 and ct.type = 'livecomments'`}`,
        [section, where.uuid ?? where.containerId],
      )
      if (!row) return undefined
      const totals = await this.totals(row.content_container_uuid)
      return { content_container_uuid: row.content_container_uuid, container_id: row.container_id, settings: row.settings, is_hidden: row.is_hidden, total_visible_content: totals.all, date_created: new Date(row.date_created).getTime(), status: row.closed ? 'closed' : 'open' }
    },
  }
}

export type Reader = ReturnType<typeof createReader>
