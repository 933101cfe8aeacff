/**
 * Follow, mute, name, avatar and statistics for the signed-in reader (document 2 §4 "Follow and mute", §5, §7).
 * Local state changes first where the reader should see it at once (mute, avatar removal) and goes
 * back exactly as it was when the service refuses; every change is a call the service checks again.
 */
import type { Statistics } from '../../contracts/entities/statistics'
import type { User } from '../../contracts/entities/user'
import type { PluginContext, Slice } from '../../contracts/plugin'
import type { SiteSettings } from '../../contracts/settings'
import { ErrorCode, readerError, VfError } from '../../kernel/errors'
import { isGuestUser } from '../../kernel/lib/ids'
import { requireParam } from '../../kernel/lib/required'
import { isSafeKey } from '../../kernel/lib/safe-keys'
import { cleanName } from '../../kernel/lib/text'
import { isOn } from '../../kernel/lib/settings'
import { SESSION_NAMESPACE } from './state'
import { sessionApi } from './api'

/** A follow the reader made (document 2 §3 "Follow item"). */
export interface Follow {
  user_uuid: string
  date_created: number
  type: 'user' | 'site'
}

/** What the session knows of the reader's graph. */
export interface GraphState {
  /** Users the reader follows, by UUID. */
  following: Record<string, Follow>
  /** Users the reader muted, by UUID, with when. */
  muted: Record<string, { date_muted: number }>
  /** How many follow the reader (the followers list, limit 100). */
  followers: Array<{ user_uuid: string; date_created: number }>
}

export const emptyGraph = (): GraphState => ({ following: {}, muted: {}, followers: [] })

export interface GraphDeps {
  ctx: PluginContext
  graph: Slice<GraphState>
  user: () => User
  setUser: (user: User) => void
  settings: () => Partial<SiteSettings>
  now: () => number
}

export function createSocialGraph({ ctx, graph, user, setUser, settings, now }: GraphDeps) {
  const api = sessionApi(ctx)
  const signedIn = () => {
    if (isGuestUser(user())) throw new VfError(ErrorCode.PermissionDenied, ctx.i18n.t('settings.error.unauthorized'))
    return user()
  }

  /**
   * A change the reader made. A graph load in flight read the service before it, so the load applies
   * its answer and then every change made meanwhile: a mute made a moment after sign-in is not undone
   * by the sign-in's own load.
   */
  type Change = (draft: GraphState) => void
  const loadsInFlight = new Set<Change[]>()
  const change = (recipe: Change) => {
    graph.update(recipe)
    for (const since of loadsInFlight) since.push(recipe)
  }

  /** The followers list again (after a follow change). */
  const reloadFollowers = async () => {
    try {
      const answer = await api.followers()
      graph.update((draft) => void (draft.followers = answer.subscriptions))
    } catch (error) {
      ctx.log.warn('The followers list could not be reloaded.', error)
    }
  }

  /** Reads whom the reader follows and mutes (after sign-in). */
  const load = async () => {
    const me = user()
    if (isGuestUser(me)) return graph.update(() => emptyGraph())
    const since: Change[] = []
    loadsInFlight.add(since)
    try {
      const [following, mutes] = await Promise.all([
        api.following().catch(() => undefined),
        isOn(settings().enable_muting)
          ? api.mutes(me.uuid).catch(() => undefined)
          : Promise.resolve([]),
      ])
      if (user().uuid !== me.uuid) return
      graph.update((draft) => {
        // Keyed by what the answer names: a hostile key (`__proto__`…) is left out (kernel/lib/safe-keys.ts).
        if (following) draft.following = Object.fromEntries(following.subscriptions.filter((f) => isSafeKey(f.user_uuid)).map((f) => [f.user_uuid, { ...f, type: 'user' as const }]))
        if (mutes) draft.muted = Object.fromEntries(mutes.filter((m) => isSafeKey(m.uuid)).map((m) => [m.uuid, { date_muted: m.date_muted }]))
        for (const recipe of since) recipe(draft)
      })
    } finally {
      loadsInFlight.delete(since)
    }
    await reloadFollowers()
  }

  const follow = async ({ uuid, page_id }: { uuid: string; page_id?: string }) => {
    signedIn()
    requireParam(uuid, 'user id')
    // Muted targets and oneself were refused by the ruler (user.follow). The target must exist (and the answer tells a stale button the truth) before we subscribe.
    await api.user(uuid)
    if (page_id) await api.followUserFromPage(uuid, page_id)
    else await api.followUser(uuid)
    change((draft) => void (draft.following[uuid] = { user_uuid: uuid, date_created: now(), type: 'user' }))
    await reloadFollowers()
    return graph.getState().following[uuid]!
  }

  const unfollow = async ({ uuid }: { uuid: string }) => {
    signedIn()
    requireParam(uuid, 'user id')
    await api.unfollowUser(uuid)
    change((draft) => void delete draft.following[uuid])
    await reloadFollowers()
  }

  /** Mute and unmute: skipped (false) when muting is off or for a guest; local first, reverted on failure. */
  const setMuted = async (uuid: string, muted: boolean): Promise<boolean> => {
    if (!isOn(settings().enable_muting) || isGuestUser(user())) return false
    requireParam(uuid, 'user id')
    const before = graph.getState()
    const wasFollowing = before.following[uuid]
    change((draft) => {
      if (muted) {
        draft.muted[uuid] = { date_muted: now() }
        delete draft.following[uuid]
      } else delete draft.muted[uuid]
    })
    let unfollowed = false
    try {
      // Muting someone first stops following them.
      if (muted && wasFollowing) {
        await api.unfollowUser(uuid)
        unfollowed = true
      }
      await api.setMuted(uuid, muted)
    } catch (error) {
      change((draft) => {
        const previous = before.muted[uuid]
        if (previous) draft.muted[uuid] = previous
        else delete draft.muted[uuid]
        if (wasFollowing && !unfollowed) draft.following[uuid] = wasFollowing
      })
      throw error
    }
    ctx.bus.publish('commenting', 'reload')
    return true
  }

  /** Avatar removal: pictures and moderation status go at once, and come back if the service refuses. */
  const removeAvatar = async () => {
    const me = signedIn()
    setUser({ ...me, pic_large: undefined, pic_small: undefined, pic_large_pending: undefined, pic_small_pending: undefined, avatar_moderation_status: 'none' })
    try {
      const updated = await api.removeAvatar(me.uuid)
      setUser({ ...user(), ...updated })
    } catch (error) {
      if (user().uuid === me.uuid) setUser(me)
      throw error
    }
  }

  /** Avatar upload as form data; the reader sees the new picture at once, the old one again on failure. */
  const uploadAvatar = async ({ file }: { file: Blob }) => {
    const me = signedIn()
    if (!(file instanceof Blob) || file.size === 0) {
      // The plugin's own words: its namespace loads with the first need of it.
      await ctx.i18n.load(SESSION_NAMESPACE)
      throw readerError(ctx.i18n.t('session:profile.avatar_missing'))
    }
    const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined
    if (preview) setUser({ ...me, pic_large: preview, pic_small: preview })
    const form = new FormData()
    form.append('avatar', file)
    try {
      const updated = await api.updateUser(me.uuid, form)
      setUser({ ...user(), ...updated })
    } catch (error) {
      if (user().uuid === me.uuid) setUser(me)
      throw error
    } finally {
      if (preview) URL.revokeObjectURL(preview)
    }
  }

  /**
   * A new display name (cleaned of controls and extra spaces, the service's rule too): sent as the profile
   * update's form field, and the reader's record here becomes the service's answer — the new name, or,
   * where the site premoderates names, the name awaiting approval beside the old one. A refusal (a name
   * already taken: 409 naming the field) is the caller's to show; nothing changes here then.
   */
  const updateProfile = async ({ name }: { name: string }): Promise<User> => {
    const me = signedIn()
    const chosen = typeof name === 'string' ? cleanName(name) : ''
    if (!chosen) {
      await ctx.i18n.load(SESSION_NAMESPACE)
      throw readerError(ctx.i18n.t('session:profile.name_missing'))
    }
    const form = new FormData()
    form.append('name', chosen)
    const updated = await api.updateUser(me.uuid, form)
    if (user().uuid === me.uuid) setUser({ ...user(), ...updated })
    return user()
  }

  const statistics = ({ uuid }: { uuid?: string }): Promise<Statistics> => api.statistics(uuid ?? user().uuid)

  return { load, follow, unfollow, mute: ({ uuid }: { uuid: string }) => setMuted(uuid, true), unmute: ({ uuid }: { uuid: string }) => setMuted(uuid, false), removeAvatar, uploadAvatar, updateProfile, statistics }
}
