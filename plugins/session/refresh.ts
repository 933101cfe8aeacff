/**
 * After a sign-in (document 2 §4 "User change"): notifications are refreshed at once and the user record
 * 2.5 s later, when the service has settled what the login changed; readers with the plain user
 * privilege also get their profile counts; the new record is published as `user`/`fetch` (after
 * `user`/`changed`). A failed fetch is a warning only, never a sign-out, and publishes nothing.
 */
import type { Statistics } from '../../contracts/entities/statistics'
import type { User } from '../../contracts/entities/user'
import type { PluginContext } from '../../contracts/plugin'
import { Constants } from '../../contracts/constants'
import { isGuestUser } from '../../kernel/lib/ids'
import type { Timers } from '../../kernel/with-timeout'
import { sessionApi } from './api'

export interface RefreshDeps {
  ctx: PluginContext
  timers: Timers
  user: () => User
  /** Replaces the user record (keeping how they signed in). */
  updateUser: (user: User) => void
  statistics: (params: { uuid: string }) => Promise<Statistics>
}

/** The profile counts a statistics answer gives, under the user record's names. */
export const countsFrom = (stats: Statistics): Partial<User> => ({
  comments_made: stats.content_created,
  likes_received: stats.likes_received,
  likes_made: stats.likes_created,
  dislikes_made: stats.dislikes_created,
  dislikes_received: stats.dislikes_received,
})

export function createUserRefresh({ ctx, timers, user, updateUser, statistics }: RefreshDeps) {
  const api = sessionApi(ctx)
  let handle: unknown
  const refresh = async (uuid: string) => {
    try {
      const fresh = await api.currentUser()
      const counts = fresh.user_privilege === 'user' ? countsFrom(await statistics({ uuid })) : {}
      // Another sign-in (or a sign-out) happened meanwhile: this answer is about someone else.
      if (user().uuid !== uuid || fresh.uuid !== uuid) return
      updateUser({ ...user(), ...fresh, ...counts })
      ctx.bus.publish('user', 'fetch', user())
    } catch (error) {
      ctx.log.warn('The signed-in user could not be refreshed.', error)
    }
  }
  return {
    schedule() {
      timers.clearTimeout(handle)
      const me = user()
      if (isGuestUser(me)) return
      ctx.bus.publish('user-notifications', 'refresh')
      handle = timers.setTimeout(() => void refresh(me.uuid), Constants.notificationsRefreshDelayMs)
    },
    stop: () => timers.clearTimeout(handle),
  }
}
