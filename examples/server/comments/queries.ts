/**
 * Reading comments as one viewer may see them (document 1 §4–§6): moderators see everything with its
 * real state; everyone else never sees disabled or spam items, items of ghost- or hide-banned authors
 * (except their own), others' items awaiting moderation, or removed items (a removed comment with
 * replies stays as an empty placeholder so its replies keep their place). Lists page by an opaque keyset cursor, so
 * comments arriving meanwhile never make "load more" repeat or skip one.
 */
import { createHash } from 'node:crypto'
import type { ContentAuthor, ContentPage, ListedContent, TabTotals } from '../../../contracts/entities/comments-api'
import type { Container } from '../../../contracts/entities/container'
import type { CommentSort } from '../../../contracts/enums'
import type { Db } from '../db'
import type { Section } from '../sections'
import { decodeCursor, encodeCursor, sortOrder, type Keyed, type SortOrder } from './cursor'
import { authorFor, authorRowOf, ms, NO_REACTIONS, toItem, type AuthorRow, type Authors, type Row, type RowWithHidden, type Viewer } from './rows'

export type { AuthorRow, Authors, Viewer } from './rows'

/** Authors whose content is hidden from others (an active ghost or hide ban). */
const HIDDEN_AUTHORS = `select b.user_uuid from bans b where b.ban_level in ('ghost', 'hide') and (b.is_permanent or b.date_expired > now())`

/** The visibility condition for `c` and a viewer at $1 (uuid or null) and $2 (moderator). */
export const VISIBLE = `($2::boolean or (
  (c.state = 'visible' or (c.state = 'awaiting_moderation' and c.actor_uuid = $1::uuid))
  and (c.processing_status is null or c.total_direct_replies > 0)
  and (c.actor_uuid = $1::uuid or c.actor_uuid not in (${HIDDEN_AUTHORS}))))`

/** The active ban of `u` a list shows (the latest), and whether `u` is hidden from others. */
const AUTHOR_BAN = `(select b.ban_level from bans b where b.user_uuid = u.uuid and (b.is_permanent or b.date_expired > now()) order by b.date_created desc limit 1)`
const AUTHOR_HIDDEN = `exists (select 1 from bans b where b.user_uuid = u.uuid and b.ban_level in ('ghost', 'hide') and (b.is_permanent or b.date_expired > now()))`

/** The content columns a listed item is made of, named (not `*`: its statements are prepared, see db.ts). */
const CONTENT = ['content_uuid', 'section_uuid', 'content_container_uuid', 'parent_uuid', 'thread_uuid', 'actor_uuid', 'type', 'content', 'state', 'processing_status', 'is_pinned', 'is_picked', 'is_top_comment', 'is_edited', 'total_likes', 'total_dislikes', 'total_flags', 'total_replies', 'total_direct_replies', 'date_created', 'date_edited', 'date_pinned', 'date_locked']
  .map((column) => `c.${column}`)
  .join(', ')

/** The row with its author (what the list's `users` needs), its parent's author and whether the conversation is closed. */
const COLUMNS = `${CONTENT}, u.id as author_id, u.name as author_name, u.pic_small as author_pic_small, u.pic_large as author_pic_large, u.badge_trusted as author_badge_trusted,
  u.user_privilege as author_privilege, ${AUTHOR_BAN} as author_ban, p.actor_uuid as parent_actor_uuid,
  coalesce(ct.settings->>'status' = 'closed', false) or coalesce(pg.status = 'closed', false) as closed`
const JOINS = `join users u on u.uuid = c.actor_uuid
  join containers ct on ct.content_container_uuid = c.content_container_uuid
  left join pages pg on pg.uuid = ct.page_uuid
  left join content p on p.content_uuid = c.parent_uuid`
const SELECT = `select ${COLUMNS}, ${AUTHOR_HIDDEN} as author_hidden from content c ${JOINS}`

/**
 * A container's tab totals from the counters its row keeps (migration 010), less what hidden authors
 * wrote in it: found from the few hidden authors' own rows, so the thread itself is never counted.
 */
const TOTALS = `ct.total_visible - coalesce(h.visible, 0) as total_all, ct.total_picked - coalesce(h.picked, 0) as total_featured, ct.total_top - coalesce(h.top, 0) as total_top_content`
const HIDDEN_SHARE = `left join lateral (
    select count(*)::int as visible, count(*) filter (where c.is_picked)::int as picked, count(*) filter (where c.is_top_comment)::int as top
    from (select distinct b.user_uuid from bans b where b.ban_level in ('ghost', 'hide') and (b.is_permanent or b.date_expired > now())) hidden
    join content c on c.actor_uuid = hidden.user_uuid and c.content_container_uuid = ct.content_container_uuid
    where c.state = 'visible' and c.processing_status is null) h on true`

/** Conditions over `c` with their parameters; the viewer is always $1 (uuid or null) and $2 (moderator). */
function conditions(viewer: Viewer) {
  const params: unknown[] = [viewer.uuid ?? null, viewer.moderator]
  return { params, where: [VISIBLE], $: (value: unknown) => `$${params.push(value)}` }
}

/** A container as the thread and container calls answer it, with its status and tab totals. */
export type ContainerAnswer = Container & { status: 'open' | 'closed' }

interface HeadRow {
  section_uuid: string
  site_uuid: string
  domain: string
  name: string
  section_settings: Record<string, unknown>
  content_container_uuid: string | null
  container_id: string
  settings: Record<string, unknown>
  is_hidden: boolean
  date_created: Date
  closed: boolean
  total_all: number
  total_featured: number
  total_top_content: number
}

/** What a signed-in reader sees beyond the shared page, from {@link Reader.own}. */
export interface OwnView {
  /** The user exists. */
  found: boolean
  moderator: boolean
  /**
   * The reader sees more than guests do in this container: their own comments awaiting moderation, or
   * everything of theirs while they are ghost- or hide-banned (and their own ban level).
   */
  seesMore: boolean
  /** Their reactions to the items asked about, as `uuid:kind`. */
  reactions: Set<string>
}

type ListRow = Row & Keyed & { part: number; ord: string }

export function createReader(db: Db) {
  /** The viewer's reactions to these items, as `uuid:kind`. */
  const reactionsOf = async (viewer: Viewer, uuids: string[]) => {
    if (!viewer.uuid || uuids.length === 0) return NO_REACTIONS
    const rows = await db.query<{ content_uuid: string; kind: string }>('select content_uuid, kind from reactions where user_uuid = $1 and content_uuid = any($2::uuid[])', [viewer.uuid, uuids])
    return new Set(rows.map((r) => `${r.content_uuid}:${r.kind}`))
  }

  /** The authors as `viewer` may see them; only those whose rows no list brought along are read. */
  const authors = async (viewer: Viewer, seen: Authors | Iterable<string>): Promise<Record<string, ContentAuthor>> => {
    const known = seen instanceof Map ? seen : new Map([...seen].map((uuid) => [uuid, undefined]))
    const missing = [...known].filter(([, row]) => !row).map(([uuid]) => uuid)
    const read =
      missing.length === 0
        ? []
        : await db.query<AuthorRow>(`select u.uuid, u.id, u.name, u.pic_small, u.pic_large, u.badge_trusted, u.user_privilege, ${AUTHOR_BAN} as ban_level from users u where u.uuid = any($1::uuid[])`, [missing])
    const rows = [...[...known.values()].filter((row): row is AuthorRow => !!row), ...read]
    return Object.fromEntries(rows.map((r) => [r.uuid, authorFor(viewer, r)]))
  }

  /** Items in order, with the viewer's reactions and authors collected into `into`. */
  const items = async (viewer: Viewer, rows: RowWithHidden[], into: Authors) => {
    const reactions = await reactionsOf(viewer, rows.map((r) => r.content_uuid))
    for (const row of rows) into.set(row.actor_uuid, authorRowOf(row))
    return rows.map((row) => toItem(row, reactions, viewer))
  }

  /**
   * Up to `limit + 1` rows after the cursor, in the sort's order, and — with `replies` — the first
   * `replies.limit + 1` direct replies (oldest first) of each of the first `limit` that has any, in one
   * statement. The rows are chosen from `content` alone, by an index in the list's order (a 1,000-thread
   * container costs what a small one does), each parent's replies by the replies index, reading no more
   * of them than shown; only then are the chosen rows joined to their authors, parents and container.
   */
  const listRows = async (q: ReturnType<typeof conditions>, sort: CommentSort, pinnedFirst: boolean, limit: number, cursor: string | undefined, replies?: { limit: number }) => {
    const order = sortOrder(sort, pinnedFirst)
    if (cursor) q.where.push(order.after(decodeCursor(cursor, order), q.$))
    const replyOrder = sortOrder('oldest', false)
    const keys = Math.max(order.size, replies ? replyOrder.size : 0)
    const pad = (size: number) => Array.from({ length: keys }, (_, i) => (i < size ? `k${i}` : `null::bigint as k${i}`)).join(', ')
    const top = `select c.content_uuid, c.total_direct_replies, ${order.select}, row_number() over (order by ${order.order}) as ord from content c where ${q.where.join(' and ')} order by ${order.order} limit ${q.$(limit + 1)}`
    const withReplies = replies
      ? `, replies as (
          select r.* from (select content_uuid from top where ord <= ${q.$(limit)} and total_direct_replies > 0) t
          cross join lateral (select c.content_uuid, ${replyOrder.select} from content c
            where c.parent_uuid = t.content_uuid and ${VISIBLE} order by ${replyOrder.order} limit ${q.$(replies.limit + 1)}) r)`
      : ''
    const keyed = `select content_uuid, 0 as part, ord, ${pad(order.size)} from top${replies ? ` union all select content_uuid, 1 as part, null, ${pad(replyOrder.size)} from replies` : ''}`
    const sql = `with top as (${top})${withReplies}, keyed as (${keyed})
       select ${COLUMNS}, keyed.part, keyed.ord, ${Array.from({ length: keys }, (_, i) => `keyed.k${i}`).join(', ')}
       from keyed join content c on c.content_uuid = keyed.content_uuid ${JOINS} order by keyed.part, keyed.ord, ${replyOrder.order}`
    // Prepared: each list's shape (its sort, tab, cursor, replies) is one statement, planned once.
    const rows = await db.prepared<ListRow>(`vf_list_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`, sql, q.params)
    // The list in its order, then every reply oldest first: each parent's replies in their order.
    const list: ListRow[] = []
    const byParent = new Map<string, ListRow[]>()
    for (const row of rows) {
      if (row.part === 0) list.push(row)
      else {
        let own = byParent.get(row.parent_uuid!)
        if (!own) byParent.set(row.parent_uuid!, (own = []))
        own.push(row)
      }
    }
    return { list, order, byParent, replyOrder }
  }

  /** A page from rows fetched one past the limit: the extra row only says that more exist. */
  const pageOf = (rows: Array<Row & Keyed>, order: SortOrder, limit: number, build: (row: Row) => ListedContent): ContentPage => {
    const shown = rows.slice(0, limit)
    const more = rows.length > limit
    return { contents: shown.map(build), more_available: more, ...(more ? { next_starting_from: encodeCursor(shown[shown.length - 1]!, order) } : {}) }
  }

  /** A list's rows (and their first replies) made into a page, with one reactions query for all of them. */
  const build = async (viewer: Viewer, found: Awaited<ReturnType<typeof listRows>>, limit: number, replyLimit: number | undefined, authorsSeen: Authors) => {
    const first = replyLimit !== undefined ? [...found.byParent.values()].flatMap((r) => r.slice(0, replyLimit)) : []
    const reactions = await reactionsOf(viewer, [...found.list.slice(0, limit), ...first].map((r) => r.content_uuid))
    const item = (row: Row) => {
      authorsSeen.set(row.actor_uuid, authorRowOf(row))
      return toItem(row, reactions, viewer)
    }
    return pageOf(found.list, found.order, limit, (row) => {
      const listed = item(row)
      if (replyLimit !== undefined && row.total_direct_replies > 0) listed.replies = pageOf(found.byParent.get(row.content_uuid) ?? [], found.replyOrder, replyLimit, item)
      return listed
    })
  }

  /** One page of a list: top-level items of a container (with their first replies), or the direct replies of a parent. */
  const page = async (
    viewer: Viewer,
    where: { container: string; parent?: string; filter?: 'is_picked' | 'is_top_content' },
    options: { limit: number; sort: CommentSort; cursor?: string; replyLimit?: number },
    authorsSeen: Authors,
  ): Promise<ContentPage> => {
    const q = conditions(viewer)
    q.where.push(`c.content_container_uuid = ${q.$(where.container)}`, where.parent ? `c.parent_uuid = ${q.$(where.parent)}` : 'c.parent_uuid is null')
    if (where.filter === 'is_picked') q.where.push('c.is_picked')
    if (where.filter === 'is_top_content') q.where.push('c.is_top_comment')
    const replyLimit = options.replyLimit ?? 0
    // Pins lead the unfiltered top-level list only: a tab or a reply list keeps its own order.
    const found = await listRows(q, options.sort, !where.parent && !where.filter, options.limit, options.cursor, replyLimit > 0 ? { limit: replyLimit } : undefined)
    return build(viewer, found, options.limit, replyLimit > 0 ? replyLimit : undefined, authorsSeen)
  }

  /** A user's recent comments in a section's comment containers, newest first, as the viewer may see them. */
  const recent = async (viewer: Viewer, section: string, actor: string, options: { limit: number; cursor?: string }, authorsSeen: Authors) => {
    const q = conditions(viewer)
    // A removed comment stays in a thread as a placeholder for its replies; out of context it is nothing.
    q.where.push(`c.section_uuid = ${q.$(section)}`, `c.actor_uuid = ${q.$(actor)}`, '(c.processing_status is null or $2::boolean)', `exists (select 1 from containers ct where ct.content_container_uuid = c.content_container_uuid and ct.type = 'livecomments')`)
    return build(viewer, await listRows(q, 'newest', false, options.limit, options.cursor), options.limit, undefined, authorsSeen)
  }

  /**
   * Every comment of a container, threads and replies in one list, in the sort's order (the legacy
   * page comments): a client of that API nests them itself by `parent_uuid`.
   */
  const flat = async (viewer: Viewer, container: string, options: { limit: number; sort: CommentSort; cursor?: string; filter?: 'is_picked' | 'is_top_content' }, authorsSeen: Authors) => {
    const q = conditions(viewer)
    q.where.push(`c.content_container_uuid = ${q.$(container)}`)
    if (options.filter) q.where.push(options.filter === 'is_picked' ? 'c.is_picked' : 'c.is_top_comment')
    return build(viewer, await listRows(q, options.sort, false, options.limit, options.cursor), options.limit, undefined, authorsSeen)
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

  const containerOf = (row: HeadRow): { container: ContainerAnswer; totals: TabTotals } | undefined =>
    row.content_container_uuid
      ? {
          container: {
            content_container_uuid: row.content_container_uuid,
            container_id: row.container_id,
            settings: row.settings,
            is_hidden: row.is_hidden,
            total_visible_content: row.total_all,
            date_created: new Date(row.date_created).getTime(),
            status: row.closed ? 'closed' : 'open',
          },
          totals: { all: row.total_all, featured: row.total_featured, top: row.total_top_content },
        }
      : undefined

  /**
   * The section and, in it, the container with its status and tab totals, in one query: undefined when
   * the section is unknown; `found` undefined when the container is (in the section, of the type asked).
   */
  const head = async (sectionUuid: string, where: { containerId?: string; uuid?: string }) => {
    const [row] = await db.prepared<HeadRow>(
      where.uuid ? 'vf_head_by_uuid' : 'vf_head_by_id',
      `select s.section_uuid, s.site_uuid, s.domain, s.name, s.settings as section_settings, ct.content_container_uuid, ct.container_id, ct.settings, ct.is_hidden, ct.date_created,
         coalesce(ct.settings->>'status' = 'closed', false) or coalesce(pg.status = 'closed', false) as closed, ${TOTALS}
       from sections s
       left join containers ct on ct.section_uuid = s.section_uuid and ${where.uuid ? 'ct.content_container_uuid = $2::uuid' : `ct.container_id = $2 and ct.type = 'livecomments'`}
       left join pages pg on pg.uuid = ct.page_uuid
       ${HIDDEN_SHARE}
       where s.section_uuid = $1::uuid`,
      [sectionUuid, where.uuid ?? where.containerId],
    )
    if (!row) return undefined
    const section: Section = { section_uuid: row.section_uuid, site_uuid: row.site_uuid, domain: row.domain, name: row.name, settings: row.section_settings }
    return { section, found: containerOf(row) }
  }

  return {
    page,
    flat,
    recent,
    activity,
    authors,
    head,
    /** Is this author's content hidden from everyone else (an active ghost or hide ban)? */
    hiddenAuthor: async (uuid: string) => !!(await db.one(`select 1 from (${HIDDEN_AUTHORS}) h where h.user_uuid = $1`, [uuid])),
    /** Items by UUID that the viewer may see, in the order asked. */
    async select(viewer: Viewer, container: string | undefined, uuids: string[], authorsSeen: Authors) {
      const inContainer = container ? 'and c.content_container_uuid = $4::uuid' : ''
      const params = [viewer.uuid ?? null, viewer.moderator, uuids, ...(container ? [container] : [])]
      // One item (the answer to every write, a deep link) is a prepared statement; a selection is not
      // (PGlite's EXECUTE takes no arrays).
      const rows =
        uuids.length === 1
          ? await db.prepared<RowWithHidden>(container ? 'vf_select_one_in' : 'vf_select_one', `${SELECT} where c.content_uuid = $3::uuid ${inContainer} and ${VISIBLE}`, [params[0], params[1], uuids[0], ...params.slice(3)])
          : await db.query<RowWithHidden>(`${SELECT} where c.content_uuid = any($3::uuid[]) ${inContainer} and ${VISIBLE}`, params)
      const order = new Map(uuids.map((u, i) => [u, i]))
      rows.sort((a, b) => order.get(a.content_uuid)! - order.get(b.content_uuid)!)
      return items(viewer, rows, authorsSeen)
    },
    /** One row as stored, whoever may see it (for rules), with whether its author is hidden from others. */
    raw: async (uuid: string) => (await db.prepared<RowWithHidden>('vf_raw', `${SELECT} where c.content_uuid = $1::uuid`, [uuid]))[0],
    async totals(container: string): Promise<TabTotals> {
      const row = await db.one<HeadRow>(`select ${TOTALS} from containers ct ${HIDDEN_SHARE} where ct.content_container_uuid = $1`, [container])
      return row ? { all: row.total_all, featured: row.total_featured, top: row.total_top_content } : { all: 0, featured: 0, top: 0 }
    },
    async container(section: string, where: { containerId?: string; uuid?: string }): Promise<ContainerAnswer | undefined> {
      return (await head(section, where))?.found?.container
    },
    /**
     * What a signed-in reader sees beyond the shared page of `container`, in one query: whether they are
     * a moderator or see more than guests there, and their reactions to `uuids`.
     */
    async own(user: string, container: string, uuids: string[]): Promise<OwnView> {
      const [row] = await db.prepared<{ user_privilege: string; sees_more: boolean; reactions: string[] }>(
        'vf_own_view',
        `select u.user_privilege,
           ${AUTHOR_HIDDEN} or exists (select 1 from content c where c.actor_uuid = u.uuid and c.content_container_uuid = $2 and c.state = 'awaiting_moderation') as sees_more,
           array(select r.content_uuid || ':' || r.kind from reactions r where r.user_uuid = u.uuid and r.content_uuid = any(string_to_array($3, ',')::uuid[])) as reactions
         from users u where u.uuid = $1::uuid`,
        // The page's items as one text: an array of sixty UUIDs costs PGlite more to take as a parameter.
        [user, container, uuids.join(',')],
      )
      if (!row) return { found: false, moderator: false, seesMore: false, reactions: NO_REACTIONS }
      return { found: true, moderator: row.user_privilege === 'moderator' || row.user_privilege === 'admin', seesMore: row.sees_more, reactions: new Set(row.reactions) }
    },
  }
}

export type Reader = ReturnType<typeof createReader>
