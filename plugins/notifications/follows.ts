/**
 * Following the page and its threads (document 1 §6, document 2 §6–§7: the `page`/`follow` and
 * `page`/`follow_thread` rulings, `POST`/`DELETE /v5/subscriptions/{section}/pages/{page_uuid}`): a reader
 * who follows the page hears of every new comment on it, one who follows a thread (a top-level comment)
 * of every reply in it — `subscribed_page_content` notifications in their feed, live, and pushed.
 *
 * Whether the reader follows the page, and which of its threads, is read on sign-in (one call) and
 * forgotten on sign-out. The four actions (`notifications.follow_page`, `unfollow_page`, `follow_thread`,
 * `unfollow_thread`) are guarded by their rulings, so a guest is asked to sign in and a page's
 * interceptor can stop them; each publishes `page-follow`/`followed` (or `unfollowed`) and an analytics interaction. The tray's
 * feed offers the page's follow; a comment's menu offers its thread's (the store's `follows` slice says
 * which, and `ready` once this plugin's words are there for it).
 */
import type { PluginContext } from '../../contracts/plugin'
import { isGuestUser } from '../../kernel/lib/ids'
import { lazily } from './lazy'
import { NOTIFICATIONS_NAMESPACE } from './slice'

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The notifications plugin's: whether the signed-in reader follows this page, and which of its threads. */
    follows: FollowsState
  }
}

declare module '../../contracts/actions' {
  interface Actions {
    /** Follows the current page: every new comment on it notifies the reader. */
    'notifications.follow_page': { params: Record<string, never>; result: void }
    /** Stops following the current page. */
    'notifications.unfollow_page': { params: Record<string, never>; result: void }
    /** Follows a thread (a top-level comment, by its UUID): every reply in it notifies the reader. */
    'notifications.follow_thread': { params: { uuid: string }; result: void }
    /** Stops following a thread. */
    'notifications.unfollow_thread': { params: { uuid: string }; result: void }
  }
}

declare module '../../contracts/events' {
  interface Events {
    'page-follow': {
      /** The reader followed the page (`{page_uuid}`) or a thread of it (`{page_uuid, thread_uuid}`). */
      followed: [data: { page_uuid: string; thread_uuid?: string }]
      /** The reader stopped following the page or a thread of it. */
      unfollowed: [data: { page_uuid: string; thread_uuid?: string }]
    }
  }
}

export interface FollowsState {
  /** Whose follows these are; undefined for a guest. */
  owner: string | undefined
  /** The current page as the service knows it (its UUID), once read. */
  page: { uuid: string; title: string; url: string } | undefined
  /** Whether the reader follows the page. */
  followed: boolean
  /** The threads of this page the reader follows, by the top-level comment's UUID. */
  threads: Record<string, true>
  /** This plugin's words are loaded: a comment's menu can name its thread's follow. */
  ready: boolean
}

export const initialFollows = (): FollowsState => ({ owner: undefined, page: undefined, followed: false, threads: {}, ready: false })

export function setupFollows(ctx: PluginContext) {
  const slice = ctx.store.slice('follows', initialFollows())
  const reader = () => {
    const user = ctx.store.getState().session?.user
    return user && !isGuestUser(user) ? user.uuid : undefined
  }
  // The calls to the service (page-follow-calls.ts) are their own chunk, fetched for a reader or on first use.
  const calls = lazily(() => import('./page-follow-calls').then(({ createPageFollowCalls }) => createPageFollowCalls({ ctx, slice, reader })))
  /** Reads whether the signed-in reader follows the page and which threads (a failure leaves nothing followed). */
  const load = () => {
    if (!reader()) return
    calls.get().then(
      (made) => made.load(),
      (error: unknown) => ctx.log.debug('Whether the reader follows this page could not be read.', error),
    )
  }
  const forget = () => slice.update((draft) => void ((draft.owner = undefined), (draft.followed = false), (draft.threads = {})))

  ctx.bus.subscribe('user-notifications', 'refresh', load)
  ctx.bus.subscribe('user', 'changed', (user) => {
    if (!user || isGuestUser(user)) forget()
  })
  if (reader()) load()
  // A comment's menu names its thread's follow in this plugin's words: loaded once the comments are there.
  const words = () => void ctx.i18n.load(NOTIFICATIONS_NAMESPACE).then(() => slice.update((draft) => void (draft.ready = true)), (error: unknown) => ctx.log.debug('The notifications’ words could not be loaded.', error))
  ctx.bus.subscribe('commenting', 'loaded', words)

  ctx.actions.register('notifications.follow_page', async () => (await calls.get()).followPage(), { guard: { subject: 'page', action: 'follow' } })
  ctx.actions.register('notifications.unfollow_page', async () => (await calls.get()).unfollowPage(), { guard: { subject: 'page', action: 'follow' } })
  ctx.actions.register('notifications.follow_thread', async (params) => (await calls.get()).followThread(params), { guard: { subject: 'page', action: 'follow_thread' } })
  ctx.actions.register('notifications.unfollow_thread', async (params) => (await calls.get()).unfollowThread(params), { guard: { subject: 'page', action: 'follow_thread' } })

  /** The current page's UUID at the service (the page service registers it once per page view). */
  const currentPage = async () => (await calls.get()).currentPage()
  return { slice, currentPage }
}

export type FollowsSetup = ReturnType<typeof setupFollows>
