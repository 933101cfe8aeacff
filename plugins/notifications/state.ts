/**
 * The notifications plugin's slice: the signed-in reader's notifications and broadcasts as the service
 * last gave them (with what arrived live since), and what the feed derives from them.
 */
import type { BroadcastNotification, Notification, NotificationGroup } from '../../contracts/entities/notification'
import type { DayBucket } from '../../contracts/enums'
import type { StoreState } from '../../contracts/store'
import { groupNotifications, newCount, visibleNotifications, type FeedGroup } from './model'
import type { NotificationsState } from './slice'

export { initialNotifications, NOTIFICATIONS_NAMESPACE, type NotificationsState } from './slice'

/** What the feed shows, derived once per state (the same state gives the same object). */
export interface Feed {
  groups: FeedGroup[]
  visible: Notification[]
  newCount: number
}

let last: { state: NotificationsState; muted: Readonly<Record<string, unknown>>; feed: Feed } | undefined
/** The feed of `state` for a reader who muted `muted` (the session's graph); the same inputs give the same object. */
export function feedOf(state: NotificationsState, muted: Readonly<Record<string, unknown>>): Feed {
  if (last && last.state === state && last.muted === muted) return last.feed
  const visible = visibleNotifications(state.notifications, (uuid) => Object.hasOwn(muted, uuid))
  const feed: Feed = { groups: groupNotifications(visible, state.broadcasts), visible, newCount: newCount(visible, state.broadcasts) }
  last = { state, muted, feed }
  return feed
}

/** The reader's mutes, as the session keeps them (none when it keeps none). */
export const mutedOf = (store: StoreState): Readonly<Record<string, unknown>> => store.graph?.muted ?? NO_MUTES
const NO_MUTES: Readonly<Record<string, unknown>> = Object.freeze({})

/** `vf.context.get('notifications')`: the groups (document 2 §3 records, with time and status), broadcasts and counts. */
export function notificationsContext(feed: Feed, broadcasts: readonly BroadcastNotification[]) {
  const groups: Array<NotificationGroup & { time: number; status: string }> = feed.groups
    .filter((g) => !g.broadcast)
    .map((g) => {
      const first = g.members[0]!
      return {
        grouping_key: g.key,
        section_uuid: first.section_uuid,
        ...(first.content_container_uuid ? { content_container_uuid: first.content_container_uuid } : {}),
        ...(first.thread_uuid ? { thread_uuid: first.thread_uuid } : {}),
        notification_type: first.notification_type,
        service_type: first.service_type,
        ...(first.target_uuid ? { target_uuid: first.target_uuid } : {}),
        notifications: g.members,
        time: g.time,
        status: g.status,
      }
    })
  return { notifications: groups, broadcasts: [...broadcasts], counts: { new: feed.newCount } }
}

export type { DayBucket, FeedGroup }
