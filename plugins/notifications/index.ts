/**
 * The notifications plugin (document 2 §3–§4): the signed-in reader's notifications and broadcasts,
 * the tray's feed, community and settings tabs (declared through `tray.add_tab`), and what a page hears and asks of them —
 * `user-notifications`/`new-count-changed` whenever the new count changes (the tray's bell shows it),
 * and `vf.context.get('notifications')`.
 *
 * When they are read: when someone signs in (`user-notifications`/`refresh`, which the session publishes
 * on every user change) and again 2.5 s later (document 2 §9's refresh delay: what the sign-in changed
 * has settled by then); when a realtime notification arrives without the record the feed needs; and on
 * `notifications.refresh`. A failed fetch is silently ignored (document 2 §8): what was shown stays.
 * Realtime `notification`/`received` and `notification`/`broadcast` (the push channel, `notified`)
 * arrive live and are announced politely by the feed.
 *
 * Marking seen or read is a PATCH per notification, after which the local status changes; a group is
 * marked read by marking each pending or seen member. Deleting removes each member (DELETE single).
 */
import type { BroadcastNotification, Notification } from '../../contracts/entities/notification'
import type { Plugin } from '../../contracts/plugin'
import { Constants } from '../../contracts/constants'
import { isGuestUser } from '../../kernel/lib/ids'
import { notificationsApi } from './api'
import { isPending } from './model'
import { setupTopics, TOPIC_ID, TOPIC_PATHS } from './topics'
import { setupFollows } from './follows'
import { setupFollowers } from './followers'
import { feedOf, initialNotifications, mutedOf, NOTIFICATIONS_NAMESPACE, notificationsContext } from './state'

declare module '../../contracts/actions' {
  interface Actions {
    /** Reads the reader's notifications again; resolves whether the fetch succeeded. */
    'notifications.refresh': { params: Record<string, never>; result: boolean }
    /** Marks every pending notification that counts as seen (the feed was shown). */
    'notifications.mark_seen': { params: Record<string, never>; result: void }
    /** Marks a group read: each of its pending or seen members (a broadcast's group: the broadcast). */
    'notifications.mark_read': { params: { key: string }; result: void }
    /** Marks every group read. */
    'notifications.mark_all_read': { params: Record<string, never>; result: void }
    /** Deletes a group: each of its members. */
    'notifications.delete': { params: { key: string }; result: void }
  }
}

export function notificationsPlugin(): Plugin {
  return {
    // Not `notifications`: the kernel names that word as a context key (`vf.context.get('notifications')`).
    name: 'user-notifications',
    dependencies: ['session', 'tray'],
    publicApi: { paths: TOPIC_PATHS },
    setup(ctx) {
      const slice = ctx.store.slice('notifications', initialNotifications())
      ctx.i18n.registerNamespace(NOTIFICATIONS_NAMESPACE, (locale) => import(`./locales/${locale}.ts`))
      const api = notificationsApi(ctx)
      const reader = () => {
        const user = ctx.store.getState().session?.user
        return user && !isGuestUser(user) ? user.uuid : undefined
      }
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

      let later: unknown
      const timers = ctx.clock.timers
      /** A sign-in: read now, and again once the service has settled what it changed. */
      const signedIn = () => {
        timers.clearTimeout(later)
        if (slice.getState().owner !== reader()) clear()
        void fetchAll()
        later = timers.setTimeout(() => void fetchAll(), Constants.notificationsRefreshDelayMs)
      }
      ctx.onDispose(() => {
        timers.clearTimeout(later)
        inFlight?.abort()
      })
      ctx.bus.subscribe('user-notifications', 'refresh', signedIn)
      ctx.bus.subscribe('user', 'changed', (user) => {
        if (!user || isGuestUser(user)) {
          timers.clearTimeout(later)
          clear()
        }
      })
      // A reader already signed in when this plugin started (the session's refresh went out before it).
      if (reader()) signedIn()

      // --- live --------------------------------------------------------------------------------------
      ctx.bus.subscribe('notification', 'received', (n: Notification) => {
        const owner = reader()
        if (!owner || !n || typeof n.notification_uuid !== 'string' || (n.target_uuid && n.target_uuid !== owner)) return
        // The push channel's records name the actor but not their name: the feed needs it, so read again.
        if (!n.actor) return void fetchAll().then((ok) => ok && markArrived(n.notification_uuid))
        slice.update((draft) => {
          draft.owner = owner
          draft.notifications = [n, ...draft.notifications.filter((m) => m.notification_uuid !== n.notification_uuid)]
          draft.arrived.push(n.notification_uuid)
        })
      })
      ctx.bus.subscribe('notification', 'broadcast', (b: BroadcastNotification) => {
        if (!reader() || !b || typeof b.notification_uuid !== 'string') return
        // A topic's broadcast goes to every socket of the site: it is the reader's only if they follow the topic.
        if (b.notification_type === 'broadcast_topic' && !(b.target_topic_id && Object.hasOwn(ctx.store.getState().topics?.followed ?? {}, b.target_topic_id))) return
        slice.update((draft) => {
          draft.broadcasts = [b, ...draft.broadcasts.filter((m) => m.notification_uuid !== b.notification_uuid)]
          draft.arrived.push(b.notification_uuid)
        })
      })
      const markArrived = (uuid: string) => {
        if (slice.getState().notifications.some((m) => m.notification_uuid === uuid)) slice.update((draft) => void draft.arrived.push(uuid))
      }

      // --- what the page hears -----------------------------------------------------------------------
      let announced = 0
      const announce = () => {
        const count = feed().newCount
        if (count === announced) return
        announced = count
        ctx.bus.publish('user-notifications', 'new-count-changed', count)
      }
      ctx.onDispose(slice.subscribe(announce))
      ctx.onDispose(ctx.store.subscribe(announce))
      ctx.contexts.provide('notifications', () => notificationsContext(feed(), slice.getState().broadcasts))

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
      ctx.actions.register('notifications.refresh', () => fetchAll())
      ctx.actions.register('notifications.mark_seen', async () => {
        const { visible } = feed()
        const pending = [...visible.filter((n) => isPending(n.status)), ...slice.getState().broadcasts.filter((b) => isPending(b.status))]
        await Promise.all(pending.map((n) => mark('seen', n.notification_uuid)))
      })
      ctx.actions.register('notifications.mark_read', async ({ key }) => void (await Promise.all(uuidsOf(key, 'unread').map((uuid) => mark('read', uuid)))))
      ctx.actions.register('notifications.mark_all_read', async () => {
        const keys = feed().groups.filter((g) => g.status !== 'read').map((g) => g.key)
        await Promise.all(keys.flatMap((key) => uuidsOf(key, 'unread').map((uuid) => mark('read', uuid))))
      })
      ctx.actions.register('notifications.delete', async ({ key }) => {
        await Promise.all(
          uuidsOf(key, 'all').map(async (uuid) => {
            await api.remove(uuid)
            slice.update((draft) => {
              draft.notifications = draft.notifications.filter((m) => m.notification_uuid !== uuid)
              draft.broadcasts = draft.broadcasts.filter((m) => m.notification_uuid !== uuid)
            })
          }),
        )
      })

      // --- the page and its threads: followed, their new comments notify ----------------------------------
      const follows = setupFollows(ctx)
      // The reader's followers, read again when a new one arrives live (the community tab shows them).
      const followers = setupFollowers(ctx)

      // --- topics: follow them and authors, vf.topics.*, <vf-topic-follow> -----------------------------
      const topics = setupTopics(ctx)
      ctx.widgets.define({
        tag: 'vf-topic-follow',
        attributes: {
          'topic-id': { kind: 'text', max: 200, pattern: TOPIC_ID },
          'topic-name': { kind: 'text', max: 200 },
          'topic-type': { kind: 'text', max: 40, pattern: /^[a-z_]{1,40}$/, default: 'topic' },
          'show-count': { kind: 'boolean', default: false },
          'minimum-count': { kind: 'integer', min: 0, max: 1_000_000_000, default: 0, outside: 'default' },
        },
        skeletonHeight: 40,
        load: async () => {
          const [module] = await Promise.all([import('./views/module'), ctx.i18n.load(NOTIFICATIONS_NAMESPACE)])
          const inner = module.topicFollowModule(ctx, topics.slice, topics.count)
          return {
            mount(element, props, context) {
              // Without a topic there is nothing to follow: the tag stays empty, and says why in the console.
              if (!props.topicId) {
                ctx.log.warn('vf-topic-follow needs a topic-id.')
                return () => {}
              }
              return inner.mount(element, { topicId: props.topicId, topicName: props.topicName || props.topicId, topicType: props.topicType, showCount: props.showCount, minimumCount: props.minimumCount }, context)
            },
          }
        },
      })

      // --- the tray's feed tab -----------------------------------------------------------------------
      void ctx.actions.call('tray.add_tab', {
        params: {
          id: 'vf-feed',
          label: `${NOTIFICATIONS_NAMESPACE}:feed.tab`,
          order: 10,
          guests: false,
          load: async () => {
            const [{ feedView }] = await Promise.all([import('./views/module'), ctx.i18n.load(NOTIFICATIONS_NAMESPACE)])
            return feedView(ctx, slice, follows)
          },
        },
      })
      // The reader's community: followers, following, muted (the session keeps the graph and its rules).
      void ctx.actions.call('tray.add_tab', {
        params: {
          id: 'vf-community',
          label: `${NOTIFICATIONS_NAMESPACE}:community.tab`,
          order: 30,
          guests: false,
          load: async () => {
            const [{ communityView }] = await Promise.all([import('./views/module'), ctx.i18n.load(NOTIFICATIONS_NAMESPACE)])
            return communityView(ctx, followers)
          },
        },
      })
      // The reader's notification settings (e-mail kinds) and where their name and picture stand.
      void ctx.actions.call('tray.add_tab', {
        params: {
          id: 'vf-settings',
          label: `${NOTIFICATIONS_NAMESPACE}:settings.tab`,
          order: 40,
          guests: false,
          load: async () => {
            const [{ settingsView }] = await Promise.all([import('./views/module'), ctx.i18n.load(NOTIFICATIONS_NAMESPACE)])
            return settingsView(ctx)
          },
        },
      })
      ctx.onDispose(() => {
        for (const id of ['vf-feed', 'vf-community', 'vf-settings'] as const) void ctx.actions.call('tray.remove_tab', { params: { id } })
      })
    },
  }
}
