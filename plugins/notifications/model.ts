/**
 * What the reader's notifications show (document 2 §4 "Notifications"), as pure functions of what the
 * service answered and whom the reader muted: which count, how they group, a group's time and status,
 * the new count and the day buckets.
 *
 * - A notification counts only when its actor has a name, is not muted by the reader and is not hidden
 *   (ghost- or hide-banned), and its content is not spam or disabled; a reply whose content was removed
 *   (or deleted) is dropped. A `reply_removed` entry cancels the reply notifications about the same
 *   content, and so does `reply_deleted` (the reply is gone: there is nothing to open); neither is shown.
 * - Broadcasts come from the site, not a person (nobody to mute or hide): each is shown, as a group of its own.
 * - Groups by `grouping_key`: a group's time is its newest member's, its status the highest-priority
 *   status of its visible members (pending, then seen, then read); groups newest first.
 * - The new count is the number of pending visible notifications.
 */
import type { BroadcastNotification, Notification } from '../../contracts/entities/notification'
import type { DayBucket, NotificationStatus } from '../../contracts/enums'

/** Pending and `new` (an older service's word for it) are the same state: not yet seen. */
export const isPending = (status: NotificationStatus) => status === 'pending' || status === 'new'

/** One shown status per notification: pending, seen or read. */
export type ShownStatus = 'pending' | 'seen' | 'read'
const shown = (status: NotificationStatus): ShownStatus => (isPending(status) ? 'pending' : status === 'seen' ? 'seen' : 'read')
const PRIORITY: Record<ShownStatus, number> = { pending: 0, seen: 1, read: 2 }

/** Types that cancel reply notifications about the same content. */
const CANCELLING = new Set(['reply_removed', 'reply_deleted'])

/** A group as the feed shows it. */
export interface FeedGroup {
  key: string
  /** `broadcast` for a site's or topic's broadcast; else the members' type. */
  kind: Notification['notification_type']
  /** Newest first. */
  members: Notification[]
  broadcast?: BroadcastNotification
  /** ms: the newest member's time. */
  time: number
  status: ShownStatus
}

/** Whether one notification counts for a reader who muted `muted` (document 2 §4). */
export function counts(n: Notification, muted: (uuid: string) => boolean): boolean {
  if (CANCELLING.has(n.notification_type)) return false
  const actor = n.actor
  if (actor) {
    if (!actor.name.trim() || actor.muted || actor.hidden) return false
  }
  if (n.actor_uuid && muted(n.actor_uuid)) return false
  const state = n.content?.state
  if (state === 'spam' || state === 'disabled') return false
  if (n.notification_type === 'reply' && (state === 'removed' || state === 'deleted')) return false
  return true
}

/** The notifications that count, with the replies that a removal cancelled taken out. */
export function visibleNotifications(all: readonly Notification[], muted: (uuid: string) => boolean): Notification[] {
  const cancelled = new Set(all.filter((n) => CANCELLING.has(n.notification_type) && n.content_uuid).map((n) => n.content_uuid!))
  return all.filter((n) => counts(n, muted) && !(n.notification_type === 'reply' && n.content_uuid && cancelled.has(n.content_uuid)))
}

/** The feed's groups, newest first: the notifications that count grouped by key, each broadcast on its own. */
export function groupNotifications(visible: readonly Notification[], broadcasts: readonly BroadcastNotification[]): FeedGroup[] {
  const byKey = new Map<string, Notification[]>()
  for (const n of visible) {
    const members = byKey.get(n.grouping_key)
    if (members) members.push(n)
    else byKey.set(n.grouping_key, [n])
  }
  const groups: FeedGroup[] = []
  for (const [key, members] of byKey) {
    members.sort((a, b) => b.time - a.time)
    const status = members.reduce<ShownStatus>((best, m) => (PRIORITY[shown(m.status)] < PRIORITY[best] ? shown(m.status) : best), 'read')
    groups.push({ key, kind: members[0]!.notification_type, members, time: Math.max(...members.map((m) => m.time)), status })
  }
  for (const b of broadcasts) groups.push({ key: `broadcast:${b.notification_uuid}`, kind: b.notification_type, members: [], broadcast: b, time: b.time, status: shown(b.status) })
  return groups.sort((a, b) => b.time - a.time || (a.key < b.key ? -1 : 1))
}

/** New: pending notifications that count, and pending broadcasts. */
export const newCount = (visible: readonly Notification[], broadcasts: readonly BroadcastNotification[]) =>
  visible.filter((n) => isPending(n.status)).length + broadcasts.filter((b) => isPending(b.status)).length

/**
 * The day bucket of `time` for a reader whose day is the local day of `now`: today, yesterday (the
 * spec's "yesterday to today"), or older. Calendar days, not 24-hour spans: 23:59 yesterday is yesterday.
 */
export function dayBucket(time: number, now: number): DayBucket {
  const startOfToday = new Date(now)
  startOfToday.setHours(0, 0, 0, 0)
  if (time >= startOfToday.getTime()) return 'today'
  const startOfYesterday = new Date(startOfToday)
  startOfYesterday.setDate(startOfYesterday.getDate() - 1)
  return time >= startOfYesterday.getTime() ? 'yesterday_to_today' : 'older'
}

/** Every member of the group that marking it read changes (pending or seen). */
export const unreadMembers = (group: FeedGroup) => group.members.filter((m) => shown(m.status) !== 'read')
