/** Content items: comments, replies, reviews, live posts and chat messages (document 1 §3). */
import type { Animation, BlockReason, ContentOrigin, ContentState, ProcessingStatus } from '../enums'

/** Where content shared from elsewhere came from. */
export interface ContentMetadata {
  /** The section of the author's host site. */
  author_host_section_uuid?: string
  origin_title?: string
  origin_summary?: string
  origin_url?: string
  origin_image_url?: string
  origin_image_alt?: string
}

/** One comment, reply, review, live post or chat message. UUIDs are 8-4-4-4-12 hex strings; times are ms. */
export interface ContentItem {
  /** The content's own UUID. */
  content_uuid: string
  /** The author's UUID. */
  actor_uuid: string
  /** The text body (plain text unless a field is documented as rich). */
  content: string
  section_uuid: string
  content_container_uuid: string
  /** The parent's UUID for a reply; absent for top-level content. */
  parent_uuid?: string
  /** The author of the parent. */
  parent_actor_uuid?: string
  /** The top-level comment this belongs to. */
  thread_uuid?: string
  /** The live post a reply belongs to. */
  post_uuid?: string
  /** Actions offered on it for the current user. */
  actions?: string[]
  animation?: Animation
  isNew?: boolean
  is_edited?: boolean
  is_picked?: boolean
  is_pinned?: boolean
  is_top_comment?: boolean
  is_top_comment_eligible_by_mod?: boolean
  media_uuids?: string[]
  metadata?: ContentMetadata
  /** Position in a list. */
  place?: number
  origin?: ContentOrigin
  /** Read by the current user. */
  read?: boolean
  reply_uuids?: string[]
  social_id?: string
  state: ContentState
  /** Defaults to visible. */
  simplified_state?: ContentState
  state_reasons?: BlockReason[]
  /** Creation time, ms. */
  time?: number
  total_direct_replies: number
  total_dislikes: number
  total_flags?: number
  total_likes: number
  total_replies: number
  /** ms. */
  date_created: number
  /** ms. */
  date_edited?: number
  /** ms. */
  date_pinned?: number
  /** ms after which the author may no longer edit. */
  date_locked?: number
  /** A review's rating. */
  rating?: number
  /** Legacy numeric author id. */
  user_id?: number
  /** 0 means not picked. */
  editor_pick?: number
  processing_status?: ProcessingStatus
  /** `closed` for a closed section. */
  status?: 'closed' | string
  /** `review` for reviews. */
  type?: 'review' | 'comment' | 'post' | 'message' | string
}
