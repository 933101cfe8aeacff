/**
 * The comments service's answers (document 1 §7) as the reference service sends them and the comments
 * plugin reads them. Every answer is wrapped as `{result: …}`; the HTTP client unwraps it.
 */
import type { UserPrivilege } from '../enums'
import type { Container } from './container'
import type { ContentItem } from './content'

/** What a list tells about an author: public fields only (never an e-mail). */
export interface ContentAuthor {
  uuid: string
  id: number
  name: string
  pic_small?: string
  pic_large?: string
  badge_trusted: boolean
  user_privilege: UserPrivilege
  /** `ghost` and `hide` are only ever shown to moderators and to the author themself. */
  ban_level: 'none' | 'posting' | 'ghost' | 'hide'
}

/** The current user's own reactions to one content item. */
export interface OwnReactions {
  liked: boolean
  disliked: boolean
  flagged: boolean
}

/** A content item in a list: the item, the reader's reactions and the first page of its direct replies. */
export interface ListedContent extends ContentItem {
  /** The reader's reactions (all false for a guest). */
  reactions: OwnReactions
  /** The first `reply_limit` direct replies (top-level lists only; replies of replies load on demand). */
  replies?: ContentPage
}

/** One page of a list: top-level comments, or the direct replies of one comment. */
export interface ContentPage {
  contents: ListedContent[]
  /** More items exist after this page. */
  more_available: boolean
  /** Opaque cursor to pass as `starting_from` for the next page; absent when nothing more is available. */
  next_starting_from?: string
}

/** Every answer that carries content also carries its authors, keyed by UUID. */
export interface WithAuthors {
  users: Record<string, ContentAuthor>
}

/** How many items each thread tab would show, for the tab activation thresholds. */
export interface TabTotals {
  /** Visible top-level comments and replies (what the counter shows). */
  all: number
  /** Editor picks (`filtered_by=is_picked`). */
  featured: number
  /** Top content (`filtered_by=is_top_content`). */
  top: number
}

/** `GET /{section_uuid}?container_id=…`: the container with the first page of its comments. */
export interface ThreadAnswer extends ContentPage, WithAuthors {
  container: Container & { status?: 'open' | 'closed' }
  totals: TabTotals
}

/** `GET …/comments`, `…/comments/{uuid}` (replies), `…/content/{uuid}/direct`, `…/selection`. */
export type ListAnswer = ContentPage & WithAuthors

/** Answers to posting, editing and every reaction or moderation call: the item as it now is. */
export type ItemAnswer = { content: ListedContent } & WithAuthors
