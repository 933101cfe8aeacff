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
import type { ReaderFeed } from './feed'
import { setupTopics, TOPIC_ID, TOPIC_PATHS } from './topics'
import { setupFollows } from './follows'
import { setupFollowers } from './followers'
import { initialNotifications, NOTIFICATIONS_NAMESPACE } from './slice'

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
      const reader = () => {
        const user = ctx.store.getState().session?.user
        return user && !isGuestUser(user) ? user.uuid : undefined
      }

      // The reader's feed (reading, live arrivals, marking, deleting: feed.ts) is its own chunk, fetched
      // once there is a reader to read for: a guest's page never downloads it. Until it is there the slice
      // is empty, as the feed would leave it for a guest.
      let disposed = false
      let made: ReaderFeed | undefined
      let loading: Promise<ReaderFeed> | undefined
      const readerFeed = (): Promise<ReaderFeed> =>
        (loading ??= import('./feed').then(
          ({ createFeed }) => {
            made = createFeed({ ctx, slice, reader })
            if (disposed) made.dispose()
            return made
          },
          (error: unknown) => {
            // A chunk that could not be fetched (offline): the next call tries again.
            loading = undefined
            throw error
          },
        ))
      /** Runs `use` on the feed: at once when it is there, else once it arrived; a failed fetch of its code is logged. */
      const withFeed = (use: (feed: ReaderFeed) => unknown) => {
        if (made) return void use(made)
        readerFeed().then(use, (error: unknown) => ctx.log.warn('The notifications could not start.', error))
      }

      // --- reading ---------------------------------------------------------------------------------
      let later: unknown
      const timers = ctx.clock.timers
      /** A sign-in: read now, and again once the service has settled what it changed. */
      const signedIn = () => {
        timers.clearTimeout(later)
        withFeed((feed) => {
          if (slice.getState().owner !== reader()) feed.clear()
          void feed.fetchAll()
        })
        later = timers.setTimeout(() => withFeed((feed) => void feed.fetchAll()), Constants.notificationsRefreshDelayMs)
      }
      ctx.onDispose(() => {
        disposed = true
        timers.clearTimeout(later)
        made?.dispose()
      })
      ctx.bus.subscribe('user-notifications', 'refresh', signedIn)
      ctx.bus.subscribe('user', 'changed', (user) => {
        if (!user || isGuestUser(user)) {
          timers.clearTimeout(later)
          made?.clear()
        }
      })
      // A reader already signed in when this plugin started (the session's refresh went out before it).
      if (reader()) signedIn()

      // --- live (for a reader only: a guest's page does not fetch the feed for them) --------------------
      ctx.bus.subscribe('notification', 'received', (n: Notification) => void ((made || reader()) && withFeed((feed) => feed.received(n))))
      ctx.bus.subscribe('notification', 'broadcast', (b: BroadcastNotification) => void ((made || reader()) && withFeed((feed) => feed.broadcast(b))))

      // --- what the page hears -----------------------------------------------------------------------
      let announced = 0
      const announce = () => {
        const count = made ? made.newCount() : 0
        if (count === announced) return
        announced = count
        ctx.bus.publish('user-notifications', 'new-count-changed', count)
      }
      ctx.onDispose(slice.subscribe(announce))
      ctx.onDispose(ctx.store.subscribe(announce))
      ctx.contexts.provide('notifications', () => (made ? made.context() : { notifications: [], broadcasts: [], counts: { new: 0 } }))

      // --- marking and deleting (each waits for the feed's code) --------------------------------------
      ctx.actions.register('notifications.refresh', async () => (await readerFeed()).fetchAll())
      ctx.actions.register('notifications.mark_seen', async () => (await readerFeed()).markSeen())
      ctx.actions.register('notifications.mark_read', async ({ key }) => (await readerFeed()).markRead(key))
      ctx.actions.register('notifications.mark_all_read', async () => (await readerFeed()).markAllRead())
      ctx.actions.register('notifications.delete', async ({ key }) => (await readerFeed()).remove(key))

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
