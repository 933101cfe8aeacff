/**
 * Who follows the reader, kept current while they read (document 2 §4): the session reads the list at
 * sign-in; when a `follow` notification arrives live for the signed-in reader, the list is read again
 * (`GET /v5/subscriptions/{section}/users/subscribers`, limit 100) so the community tab shows the new
 * follower at once, and says so politely. A failed read changes nothing (the session's list stays).
 */
import type { Notification } from '../../contracts/entities/notification'
import type { PluginContext } from '../../contracts/plugin'
import { isGuestUser } from '../../kernel/lib/ids'
import { requireParam } from '../../kernel/lib/required'
import { isSafeKey } from '../../kernel/lib/safe-keys'

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The notifications plugin's: the reader's followers as read again after a follow arrived live. */
    followers: FollowersState
  }
}

export interface FollowersState {
  /** Whose list this is; undefined until one was read live. */
  owner: string | undefined
  /** Newest first; undefined while the session's own list (read at sign-in) is the newest. */
  list: Array<{ user_uuid: string; date_created: number }> | undefined
  /** Followers that arrived live and have not been announced yet, by UUID. */
  arrived: string[]
}

export const initialFollowers = (): FollowersState => ({ owner: undefined, list: undefined, arrived: [] })

export function setupFollowers(ctx: PluginContext) {
  const slice = ctx.store.slice('followers', initialFollowers())
  const reader = () => {
    const user = ctx.store.getState().session?.user
    return user && !isGuestUser(user) ? user.uuid : undefined
  }
  let latest = 0
  const reload = async (follower: string) => {
    const owner = reader()
    if (!owner) return
    const mine = ++latest
    try {
      const section = requireParam(ctx.store.getState().site?.settings.section_id, 'section id')
      const answer = await ctx.http.request<{ subscriptions?: unknown[] }>({ url: `${ctx.config.endpoints.notifications}/subscriptions/${section}/users/subscribers` })
      if (mine !== latest || reader() !== owner) return
      const list = (Array.isArray(answer?.subscriptions) ? answer.subscriptions : [])
        .filter((f): f is { user_uuid: string; date_created: number } => !!f && typeof (f as { user_uuid?: unknown }).user_uuid === 'string' && isSafeKey((f as { user_uuid: string }).user_uuid))
        .map((f) => ({ user_uuid: f.user_uuid, date_created: typeof f.date_created === 'number' ? f.date_created : 0 }))
      slice.update((draft) => {
        draft.owner = owner
        draft.list = list
        if (list.some((f) => f.user_uuid === follower) && !draft.arrived.includes(follower)) draft.arrived.push(follower)
      })
    } catch (error) {
      ctx.log.debug('The followers could not be read again.', error)
    }
  }
  ctx.bus.subscribe('notification', 'received', (n: Notification) => {
    const owner = reader()
    if (!owner || !n || n.notification_type !== 'follow' || typeof n.actor_uuid !== 'string' || (n.target_uuid && n.target_uuid !== owner)) return
    void reload(n.actor_uuid)
  })
  ctx.bus.subscribe('user', 'changed', (user) => {
    const who = user && !isGuestUser(user) ? user.uuid : undefined
    if (slice.getState().owner !== undefined && slice.getState().owner !== who) slice.update(() => initialFollowers())
  })
  return slice
}
