/**
 * Compiled by `tsc` (never run): proves the entity and enumeration contracts reject wrong data.
 * Every `@ts-expect-error` must be a real error, or the type check fails.
 */
import type { ContentItem, EventArgs, LoginFailure, RealtimeEvent, SiteSettings, User, UserContext, VfConfig } from '../../contracts'
import { Constants, RealtimeStatus, type CommentSort, type TrayTab } from '../../contracts'

const sort: CommentSort = 'newest'
// @ts-expect-error not a comment sort
const badSort: CommentSort = 'random'
const tab: TrayTab = 'vf-profile'
// @ts-expect-error tray tabs carry the vf- prefix
const badTab: TrayTab = 'profile'
const subscribed: RealtimeStatus = RealtimeStatus.subscribed
// @ts-expect-error statuses are 1–5
const badStatus: RealtimeStatus = 6
const timeout: 5000 = Constants.interceptorTimeoutMs

// @ts-expect-error a content item needs its state and counters
const partial: ContentItem = { content_uuid: 'c', actor_uuid: 'a', content: 'hi', section_uuid: 's', content_container_uuid: 'cc' }
const item: ContentItem = {
  content_uuid: 'c',
  actor_uuid: 'a',
  content: 'hi',
  section_uuid: 's',
  content_container_uuid: 'cc',
  state: 'visible',
  total_direct_replies: 0,
  total_dislikes: 0,
  total_likes: 0,
  total_replies: 0,
  date_created: 0,
}
// @ts-expect-error content states are enumerated
const badState: ContentItem = { ...item, state: 'deleted' }

declare const user: User
// @ts-expect-error privileges are enumerated
const badUser: User = { ...user, user_privilege: 'superuser' }
declare const context: UserContext
const counts: Promise<{ comments_made: number | null }> = context.data_count()

const failure: LoginFailure = { error: 'login_banned', loginType: 'email' }
// @ts-expect-error a login failure names its login type
const badFailure: LoginFailure = { error: 'x' }

const settings: Pick<SiteSettings, 'enable_dislikes' | 'ad_integration'> = { enable_dislikes: 1, ad_integration: 'gtag' }
// @ts-expect-error ad integrations are enumerated
const badAds: Pick<SiteSettings, 'ad_integration'> = { ad_integration: 'adsense' }
const config: VfConfig = { debug: true, endpoints: { api: 'https://api.example/v2' } }
// @ts-expect-error unknown endpoint groups are refused
const badConfig: VfConfig = { endpoints: { mystery: 'x' } }

const engage: EventArgs<'comments', 'engage'> = [{ commentCount: 3 }]
// @ts-expect-error the engage payload is {commentCount: number}
const badEngage: EventArgs<'comments', 'engage'> = [{ commentCount: 'x' }]
const required: EventArgs<'authentication', 'required'> = [{ trigger: 'comments.like', method: 'login' }]
// @ts-expect-error method is login or signup
const badRequired: EventArgs<'authentication', 'required'> = [{ trigger: 'x', method: 'register' }]
// @ts-expect-error unknown channel
const badChannel: EventArgs<'nope', 'ready'> = []
const rt: RealtimeEvent = { type: 'event', action: 'created', payload: {} }
// @ts-expect-error realtime actions are enumerated
const badRt: RealtimeEvent = { type: 'event', action: 'exploded', payload: {} }

export const used = [sort, badSort, tab, badTab, subscribed, badStatus, timeout, partial, badState, badUser, counts, failure, badFailure, settings, badAds, config, badConfig, engage, badEngage, required, badRequired, badChannel, rt, badRt]
