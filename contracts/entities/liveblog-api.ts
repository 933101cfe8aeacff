/**
 * The live blog service's answers (document 1 §7, "Live blog service") as the reference service sends
 * them and the live blog plugin reads them, and the limits both sides keep. Every answer is wrapped as
 * `{result: …}`; the HTTP client unwraps it. Posts and their replies are content items (document 1 §3)
 * listed as the comments service lists them, with the images a post carries.
 */
import type { ContentAuthor, ContentPage, ListedContent, WithAuthors } from './comments-api'
import type { Container } from './container'
import type { MediaItem } from './page'

/** What the live blog's service accepts (document 1 §5–§6: lengths and sizes it enforces, the widget's editor counts by). */
export const LiveblogLimits = {
  /** A post's text, in characters as a reader counts them (graphemes). */
  postCharacters: 10_000,
  /** A reply's text: a reader's comment, as long as a comment. */
  replyCharacters: 5000,
  /** Images one post carries. */
  postMedia: 4,
  /** An uploaded image's size, in bytes. */
  mediaBytes: 5 * 1024 * 1024,
  /** An image's description (its alt text), in characters. */
  mediaDescription: 500,
  /** The image types the service takes (checked by their bytes). */
  mediaTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
} as const

/** A post or a reply of a live blog: a listed content item with the images it carries (posts only). */
export interface LivePost extends ListedContent {
  /** The post's images, in the order the editor placed them. */
  media?: MediaItem[]
  /** A reply's post (document 1 §3 `post_uuid`). */
  post_uuid?: string
  /** The first replies of a post (top-level lists only). */
  replies?: LivePostPage
}

/** One page of posts, or of one post's replies. */
export interface LivePostPage extends Omit<ContentPage, 'contents'> {
  contents: LivePost[]
}

/** A live blog container as its calls answer it: open or closed to new posts and replies. */
export type LiveblogContainer = Container & { status?: 'open' | 'closed' }

/** `GET …/posts`, `…/replies/{uuid}`, `…/content/{uuid}/direct`, `…/selection`: a page with its authors. */
export type LivePostsAnswer = LivePostPage & WithAuthors

/** Answers to posting, editing, every reaction and moderation call: the item as it now is. */
export interface LiveItemAnswer {
  content: LivePost
  users: Record<string, ContentAuthor>
}

/** `GET …/posts/visible/count`: the posts a guest sees (replies not counted). */
export interface LiveCountAnswer {
  count: number
}

/** `POST …/posts` and `POST …/content/{uuid}/edit` for a post: its text and its images (uploaded first, `POST …/media`). */
export interface LivePostBody {
  content: string
  media_uuids?: string[]
}

/** `PUT /{section}/{container}`: what an editor changes about the live blog itself. */
export interface LiveblogContainerBody {
  /** `closed` stops new posts and replies. */
  status?: 'open' | 'closed'
  /** Hides the live blog's counters from readers. */
  is_hidden?: boolean
}

/** `GET …/signature`: the container's signature, for a moderator to place in the page (`signature` attribute). */
export interface LiveSignatureAnswer {
  content_container_uuid: string
  signature: string
}
