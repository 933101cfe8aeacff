/**
 * The signed-in reader's feed (document 2 §3–§4, §8): reading their notifications and broadcasts, taking
 * those that arrive live, marking them seen or read, deleting them, and what the page hears of them (the
 * new count, `vf.context.get('notifications')`). The notifications plugin imports this only when there is
 * a reader to read for — one signed in at start-up or later, a live notification for them, or a page or
 * the tray asking — so a guest's page never downloads it; the plugin's setup keeps the subscriptions and
 * the actions, which delegate here.
 */
import type { BroadcastNotification, Notification } from '../../contracts/entities/notification'
import type { PluginContext } from '../../contracts/plugin'
import type { Slice } from '../../contracts/store'
import { notificationsApi } from './api'
import { isPending } from './model'
import { initialNotifications, type NotificationsState } from './slice'
import { feedOf, mutedOf, notificationsContext } from './state'

export interface FeedDeps {
  ctx: PluginContext
  slice: Slice<NotificationsState>
  /** The signed-in reader's UUID; undefined for a guest. */
  reader: () => string | undefined
}

export function createFeed({ ctx, slice, reader }: FeedDeps) {
  const api = notificationsApi(ctx)
  const feed = () => feedOf(slice.getState(), mutedOf(ctx.store.getState()))

  // --- reading ---------------------------------------------------------------------------------
  let inFlight: AbortController | undefined
  /** Reads everything again for the reader signed in now; a failure (or a reader gone meanwhile) changes nothing. */
  const fetchAll = async (): Promise<boolean> => {
    const owner = reader()
    if (!owner) return false
    inFlight?.abort()
    const controller = new AbortController()
    inFlight = controller
    try {
      const answer = await api.all(controller.signal)
      if (controller.signal.aborted || reader() !== owner) return false
      slice.update((draft) => {
        draft.owner = owner
        draft.phase = 'loaded'
        draft.notifications = answer.notifications
        draft.broadcasts = answer.broadcasts
        draft.arrived = []
      })
      return true
    } catch (error) {
      ctx.log.debug('The notifications could not be read; what is shown stays.', error)
      return false
    } finally {
      if (inFlight === controller) inFlight = undefined
    }
  }
  const clear = () => {
    inFlight?.abort()
    if (slice.getState().owner !== undefined || slice.getState().phase !== 'idle') slice.update(() => initialNotifications())
  }

  // --- live --------------------------------------------------------------------------------------
  const markArrived = (uuid: string) => {
    if (slice.getState().notifications.some((m) => m.notification_uuid === uuid)) slice.update((draft) => void draft.arrived.push(uuid))
  }
  const received = (n: Notification) => {
    const owner = reader()
    if (!owner || !n || typeof n.notification_uuid !== 'string' || (n.target_uuid && n.target_uuid !== owner)) return
    // The push channel's records name the actor but not their name: the feed needs it, so read again.
    if (!n.actor) return void fetchAll().then((ok) => ok && markArrived(n.notification_uuid))
    slice.update((draft) => {
      draft.owner = owner
      draft.notifications = [n, ...draft.notifications.filter((m) => m.notification_uuid !== n.notification_uuid)]
      draft.arrived.push(n.notification_uuid)
    })
  }
  const broadcast = (b: BroadcastNotification) => {
    if (!reader() || !b || typeof b.notification_uuid !== 'string') return
    // A topic's broadcast goes to every socket of the site: it is the reader's only if they follow the topic.
    if (b.notification_type === 'broadcast_topic' && !(b.target_topic_id && Object.hasOwn(ctx.store.getState().topics?.followed ?? {}, b.target_topic_id))) return
    slice.update((draft) => {
      draft.broadcasts = [b, ...draft.broadcasts.filter((m) => m.notification_uuid !== b.notification_uuid)]
      draft.arrived.push(b.notification_uuid)
    })
  }

  // --- marking and deleting ----------------------------------------------------------------------
  /** PATCHes one, then changes it here (a failure leaves it as it was, and is the caller's to show). */
  const mark = async (status: 'seen' | 'read', uuid: string) => {
    await api.mark(status, uuid)
    slice.update((draft) => {
      for (const list of [draft.notifications, draft.broadcasts]) {
        const item = list.find((m) => m.notification_uuid === uuid)
        if (item && !(status === 'seen' && item.status === 'read')) item.status = status
      }
    })
  }
  const group = (key: string) => feed().groups.find((g) => g.key === key)
  const uuidsOf = (key: string, which: 'unread' | 'all') => {
    const g = group(key)
    if (!g) return []
    if (g.broadcast) return which === 'all' || g.broadcast.status !== 'read' ? [g.broadcast.notification_uuid] : []
    return g.members.filter((m) => which === 'all' || m.status !== 'read').map((m) => m.notification_uuid)
  }

  return {
    fetchAll,
    clear,
    received,
    broadcast,
    /** The new count the tray's bell shows. */
    newCount: () => feed().newCount,
    /** `vf.context.get('notifications')`. */
    context: () => notificationsContext(feed(), slice.getState().broadcasts),
    async markSeen() {
      const { visible } = feed()
      const pending = [...visible.filter((n) => isPending(n.status)), ...slice.getState().broadcasts.filter((b) => isPending(b.status))]
      await Promise.all(pending.map((n) => mark('seen', n.notification_uuid)))
    },
    async markRead(key: string) {
      await Promise.all(uuidsOf(key, 'unread').map((uuid) => mark('read', uuid)))
    },
    async markAllRead() {
      const keys = feed().groups.filter((g) => g.status !== 'read').map((g) => g.key)
      await Promise.all(keys.flatMap((key) => uuidsOf(key, 'unread').map((uuid) => mark('read', uuid))))
    },
    async remove(key: string) {
      await Promise.all(
        uuidsOf(key, 'all').map(async (uuid) => {
          await api.remove(uuid)
          slice.update((draft) => {
            draft.notifications = draft.notifications.filter((m) => m.notification_uuid !== uuid)
            draft.broadcasts = draft.broadcasts.filter((m) => m.notification_uuid !== uuid)
          })
        }),
      )
    },
    dispose() {
      inFlight?.abort()
    },
  }
}

export type ReaderFeed = ReturnType<typeof createFeed>
