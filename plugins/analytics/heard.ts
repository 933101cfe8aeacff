/**
 * The bus events analytics listens to (document 4 §4): the `analytics` channel the widgets and pages
 * publish on, and the product's own events that are analytics too (a comment posted is an interaction,
 * a guest asked to sign in is an attempted action…). Heard from the plugin's start, so that what
 * happens while consent is being asked is counted once it is given.
 */
import type { Channel } from '../../contracts/events'

export const HEARD = [
  ['analytics', 'start'],
  ['analytics', 'track_view'],
  ['analytics', 'track_engagement'],
  ['analytics', 'track_ad_view'],
  ['analytics', 'interaction'],
  ['analytics', 'wall_view'],
  ['analytics', 'ab_test'],
  ['analytics', 'load_more_click'],
  ['analytics', 'tray_trigger_click'],
  ['analytics', 'bell_load'],
  ['analytics', 'conversation_starter_load'],
  ['analytics', 'sortComments'],
  ['analytics', 'view'],
  ['analytics', 'engage'],
  ['analytics', 'login'],
  ['analytics', 'signup'],
  ['analytics', 'logout'],
  ['comment', 'created'],
  ['comment', 'edited'],
  ['comment', 'reaction'],
  ['comment-reply', 'posted'],
  ['comments', 'read'],
  ['comments', 'engage'],
  ['reviews', 'created'],
  ['share', 'clicked'],
  ['topics', 'followed'],
  ['topics', 'unfollowed'],
  ['vf-tray-trigger', 'clicked'],
  ['vf-tray-trigger', 'loaded'],
  ['authentication', 'required'],
  ['account', 'reset'],
  ['viafoura', 'unready'],
  ['viafoura', 'ready'],
] as const satisfies ReadonlyArray<readonly [Channel, string]>

/** One heard publish. */
export interface Heard {
  channel: string
  event: string
  args: unknown[]
}
