/**
 * What the reader's notifications show (document 2 §4): which count, how they group, a group's time
 * and status, the new count, the day buckets.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { BroadcastNotification, Notification } from '../../../contracts/entities/notification'
import { dayBucket, groupNotifications, newCount, unreadMembers, visibleNotifications } from '../../../plugins/notifications/model'

let serial = 0
const note = (over: Partial<Notification> = {}): Notification => ({
  notification_uuid: `n${++serial}`,
  grouping_key: 'reply:t1',
  section_uuid: 's',
  notification_type: 'reply',
  service_type: 'livecomments',
  actor_uuid: 'bob',
  status: 'pending',
  time: 1_000,
  content_uuid: `c${serial}`,
  actor: { name: 'Bob', hidden: false, muted: false },
  content: { state: 'visible', excerpt: 'Hello' },
  ...over,
})
const none = () => false
const uuids = (list: Notification[]) => list.map((n) => n.notification_uuid)

test('a notification counts only with a named, unmuted, visible actor and content that is not spam or disabled', () => {
  const ok = note()
  const nameless = note({ actor: { name: '  ', hidden: false, muted: false } })
  const mutedByService = note({ actor: { name: 'Eve', hidden: false, muted: true } })
  const mutedHere = note({ actor_uuid: 'mallory', actor: { name: 'Mallory', hidden: false, muted: false } })
  const hidden = note({ actor: { name: 'Gus', hidden: true, muted: false } })
  const spam = note({ content: { state: 'spam', excerpt: '' } })
  const disabled = note({ notification_type: 'like', content: { state: 'disabled', excerpt: '' } })
  const shown = visibleNotifications([ok, nameless, mutedByService, mutedHere, hidden, spam, disabled], (uuid) => uuid === 'mallory')
  assert.equal(uuids(shown), [ok.notification_uuid])
})

test('a reply whose content was removed is dropped; reply_removed cancels the matching reply and is not shown itself', () => {
  const removed = note({ content: { state: 'removed', excerpt: '' } })
  const cancelled = note({ content_uuid: 'c-x' })
  const removal = note({ notification_type: 'reply_removed', content_uuid: 'c-x', grouping_key: 'reply_removed:c-x' })
  const other = note()
  // A like on removed content is not a reply: only spam and disabled content drop it.
  const likeOnRemoved = note({ notification_type: 'like', grouping_key: 'like:c', content: { state: 'removed', excerpt: '' } })
  assert.equal(uuids(visibleNotifications([removed, cancelled, removal, other, likeOnRemoved], none)), [other.notification_uuid, likeOnRemoved.notification_uuid])
})

test('groups by key: time is the newest member’s, status the highest-priority one (pending, then seen, then read), newest group first', () => {
  const a1 = note({ grouping_key: 'reply:a', time: 100, status: 'read' })
  const a2 = note({ grouping_key: 'reply:a', time: 300, status: 'seen' })
  const b1 = note({ grouping_key: 'like:b', notification_type: 'like', time: 200, status: 'read' })
  const c1 = note({ grouping_key: 'follow:c', notification_type: 'follow', time: 50, status: 'read' })
  const c2 = note({ grouping_key: 'follow:c', notification_type: 'follow', time: 40, status: 'pending' })
  const groups = groupNotifications([a1, a2, b1, c1, c2], [])
  assert.equal(groups.map((g) => [g.key, g.time, g.status]), [['reply:a', 300, 'seen'], ['like:b', 200, 'read'], ['follow:c', 50, 'pending']])
  assert.equal(uuids(groups[0]!.members), [a2.notification_uuid, a1.notification_uuid], 'members newest first')
  assert.equal(uuids(unreadMembers(groups[2]!)), [c2.notification_uuid], 'marking a group read marks its pending or seen members')
})

test('the new count is the pending notifications that count, with pending broadcasts; broadcasts are groups of their own', () => {
  const broadcast: BroadcastNotification = { notification_uuid: 'b1', actor_uuid: 'site', notification_type: 'broadcast_site', section_uuid: 's', status: 'pending', target_title: 'Polls open', target_url: 'https://example.com/polls', time: 5_000 }
  const visible = visibleNotifications([note({ status: 'pending' }), note({ status: 'new' }), note({ status: 'seen' }), note({ status: 'pending', actor: { name: '', hidden: false, muted: false } })], none)
  assert.is(newCount(visible, [broadcast]), 3)
  const groups = groupNotifications(visible, [broadcast])
  assert.equal(groups[0]!.broadcast, broadcast)
  assert.is(groups[0]!.status, 'pending')
})

test('day buckets are the reader’s calendar days: today, yesterday, older', () => {
  const now = new Date(2026, 10, 26, 9, 30).getTime()
  assert.is(dayBucket(new Date(2026, 10, 26, 0, 0).getTime(), now), 'today')
  assert.is(dayBucket(new Date(2026, 10, 25, 23, 59).getTime(), now), 'yesterday_to_today')
  assert.is(dayBucket(new Date(2026, 10, 25, 0, 0).getTime(), now), 'yesterday_to_today')
  assert.is(dayBucket(new Date(2026, 10, 24, 23, 59).getTime(), now), 'older')
})

test.run()
