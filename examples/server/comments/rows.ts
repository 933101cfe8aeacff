/**
 * A comment row as the list statements read it, and what a viewer is answered from it: the item with
 * their reactions, and its author as they may see them (document 1 §4–§6).
 */
import type { ContentAuthor, ListedContent } from '../../../contracts/entities/comments-api'

/** Who is reading: their UUID (none for a guest) and whether they moderate. */
export interface Viewer {
  uuid: string | undefined
  moderator: boolean
}

/** What a list tells of an author, as stored: the viewer decides what of the ban is shown. */
export interface AuthorRow {
  uuid: string
  id: string
  name: string
  pic_small: string | null
  pic_large: string | null
  badge_trusted: boolean
  user_privilege: ContentAuthor['user_privilege']
  /** The latest active ban's level, if any. */
  ban_level: string | null
  /** Whether their content is hidden from others (any active ghost or hide ban), when read. */
  hidden?: boolean
}

/**
 * The authors a list shows, by UUID, with their rows when the list's query brought them along (then
 * naming them costs no query of its own).
 */
export type Authors = Map<string, AuthorRow | undefined>

export interface Row {
  content_uuid: string
  section_uuid: string
  content_container_uuid: string
  parent_uuid: string | null
  thread_uuid: string | null
  actor_uuid: string
  author_id: string
  author_name: string
  author_pic_small: string | null
  author_pic_large: string | null
  author_badge_trusted: boolean
  author_privilege: ContentAuthor['user_privilege']
  author_ban: string | null
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

/** A row with whether its author is hidden from others (single reads, for the realtime hub). */
export type RowWithHidden = Row & { author_hidden: boolean }

export const ms = (date: Date | null) => (date ? new Date(date).getTime() : undefined)

export const authorRowOf = (row: Row & { author_hidden?: boolean }): AuthorRow => ({
  uuid: row.actor_uuid,
  id: row.author_id,
  name: row.author_name,
  pic_small: row.author_pic_small,
  pic_large: row.author_pic_large,
  badge_trusted: row.author_badge_trusted,
  user_privilege: row.author_privilege,
  ban_level: row.author_ban,
  ...(row.author_hidden !== undefined ? { hidden: row.author_hidden } : {}),
})

/** An author as `viewer` may see them: someone's shadow ban is theirs and the moderators' to know. */
export function authorFor(viewer: Viewer, r: AuthorRow): ContentAuthor {
  const ban = r.ban_level === 'posting' || r.ban_level === 'ghost' || r.ban_level === 'hide' ? r.ban_level : 'none'
  const shown = ban === 'ghost' || ban === 'hide' ? (viewer.moderator || viewer.uuid === r.uuid ? ban : 'none') : ban
  return { uuid: r.uuid, id: Number(r.id), name: r.name, ...(r.pic_small ? { pic_small: r.pic_small } : {}), ...(r.pic_large ? { pic_large: r.pic_large } : {}), badge_trusted: r.badge_trusted, user_privilege: r.user_privilege, ban_level: shown }
}

export const NO_REACTIONS = new Set<string>()

export function toItem(row: Row, reactions: Set<string>, viewer: Viewer): ListedContent {
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
