/**
 * The `walls` store slice (document 3 §2, §4): what a wall (the paywall) does to the comments area. The
 * paywall plugin writes it; the comments widget reads it and, where an area is walled, renders an empty
 * slot element (`[data-vf-wall-slot="<area>"]`) in place of that control, which the wall's owner fills.
 * Without the slice (no wall plugin, no wall) every control is there.
 */

/** The comments controls a wall can replace: the post form, a reply form, the load-more area. */
export type WallArea = 'post' | 'reply' | 'load_more'

/** `wall`: the slot replaces the control. `note`: the slot is shown above the control (a warning). */
export type WallMode = 'wall' | 'note'

export interface WallsState {
  areas: Partial<Record<WallArea, WallMode>>
  /**
   * With the load-more area walled: the top-level comments a thread keeps in the page (the others are
   * not rendered at all). Absent: every loaded comment stays.
   */
  visible?: number
  /** Of the loaded comments past `visible`, the share (0–100) left out of the page. */
  percentToHide?: number
}

/**
 * `GET /v2/{section_uuid}/paywall/posts` (the reference service): the signed-in reader's posts that count
 * toward their allowance (walls_num_post_to_wall_reg) — comments and replies on the site within
 * `window_days`, the larger of walls_lookback_days and walls_reset_days — wherever they wrote them.
 */
export interface WallPostsAnswer {
  /** When each was posted, ms since the epoch on the service's clock, oldest first (the newest 1,000 at most). */
  posts: number[]
  /** How many there are in the window. */
  count: number
  window_days: number
  /** The service's clock as it answered, ms since the epoch: `posts` are read against it. */
  now: number
}

declare module './store' {
  interface StoreSlices {
    /** The paywall's: which comments controls it replaces. */
    walls: WallsState
  }
}
