/** User statistics (document 2 §3). */

/** The statistics response. */
export interface Statistics {
  content_created: number
  likes_received: number
  likes_created: number
  dislikes_created: number
  dislikes_received: number
}
