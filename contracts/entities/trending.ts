/**
 * Trending articles (document 1 §2, §5, §7, §9): what `GET /{section}/trending` and
 * `GET /{section}/trendingrecommended` answer, and the bounds of their query. Shared by the service and
 * the `trending` plugin.
 */

/** One article of the list: its page and how much was written under it. */
export interface TrendingArticle {
  content_container_uuid: string
  container_id: string
  /** The page's address, title, summary and picture (empty strings when the page has none). */
  url: string
  title: string
  description: string
  image_url: string
  /** When the page was first seen, ms since the epoch. */
  date_published: number
  /** Visible contents written within the trend window (the rank). */
  total_visible_contents: number
  /** Visible contents in all. */
  total_visible_content: number
}

export interface TrendingAnswer {
  articles: TrendingArticle[]
}

/** The query of both calls. `sorted_by` is fixed (document 1 §7). */
export interface TrendingQuery {
  limit: number
  content_container_window_days: number
  content_window_hours: number
  sorted_by: 'total_visible_contents'
  /** The moment the windows end, ISO 8601 (now when absent). */
  date_time?: string
}

/** Document 4 §5: limit 1–100 (5), days published 1–30 (7, `all` = 30), trend window 1–48 hours (3). */
export const TrendingBounds = {
  limit: { min: 1, max: 100, default: 5 },
  days: { min: 1, max: 30, default: 7 },
  hours: { min: 1, max: 48, default: 3 },
} as const

/** The header carrying the visitor for `trendingrecommended`. */
export const UNIQUE_ID_HEADER = 'X-UNIQUE-ID'
