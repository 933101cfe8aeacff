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

declare module './store' {
  interface StoreSlices {
    /** The paywall's: which comments controls it replaces. */
    walls: WallsState
  }
}
