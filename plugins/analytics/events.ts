/**
 * What each heard publish becomes (document 3 §1, §5; document 4 §4): the analytics channel's events
 * as their kind, and the product's own events as interactions, attempted actions and password resets.
 * A comment read counts into engagement rather than making an event of its own: a reader reading fifty
 * comments sends one engagement report, not fifty events.
 */
import type { AnalyticsEventName } from '../../contracts/analytics'
import type { AnalyticsEvent } from '../../contracts/entities/analytics'
import type { AuthenticationRequest } from '../../contracts/events'
import type { Heard } from './heard'
import { NOT_COLLECTED, scrubRecord } from './scrub'

/** What the tracker offers the interpretation. */
export interface Recorder {
  record(name: AnalyticsEventName, data?: Partial<AnalyticsEvent>, options?: { thirdParty?: boolean }): void
  /** A page view of the current page, unless its address was viewed already. */
  view(): void
  /** Reports the engagement counted so far (with `data` from the page, if any). */
  engagement(data?: Record<string, unknown>): void
  commentRead(): void
  /** The product is being reset (`vf.context.reset`): the view so far is over. */
  reset(): void
  /** Is this the first login for the signed-in reader's e-mail on this browser? Remembers it. */
  firstLoginForReader(): boolean
  /** The reader (uuid, privilege…), never their e-mail. */
  userData(): Record<string, unknown>
  /** One more bell on the page: how many there are now. */
  bellLoaded(): number
  /** Coalesces the publishes of one click (the bell's own and the page's) into one event. */
  once(key: string, fn: () => void): void
}

const record = (value: unknown): Record<string, unknown> => scrubRecord(value)
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined)
const item = (value: unknown) => (value && typeof value === 'object' ? (value as { content_uuid?: unknown; content_container_uuid?: unknown }) : {})

/** An interaction with a content item (posted, replied, reacted to…). */
function contentInteraction(type: string, value: unknown, widget?: string): Partial<AnalyticsEvent> {
  const { content_uuid, content_container_uuid } = item(value)
  return {
    interaction: { type, ...(widget ? { widget } : {}), ...(typeof content_container_uuid === 'string' ? { container: content_container_uuid } : {}) },
    ...(typeof content_uuid === 'string' ? { data: { content_uuid } } : {}),
  }
}

export function interpret(heard: Heard, recorder: Recorder): void {
  const [first, second] = heard.args
  switch (`${heard.channel}/${heard.event}`) {
    case 'analytics/start':
    case 'analytics/track_view':
    // After `vf.context.reset()` (a single-page app's new route): a view if the address is new.
    case 'viafoura/ready':
      return recorder.view()
    case 'analytics/track_engagement':
      return recorder.engagement(record(first))
    case 'analytics/track_ad_view':
      return recorder.record('ad_view', { adData: record(first) })
    case 'analytics/interaction': {
      const data = record(first)
      const type = text(data.type) ?? 'interaction'
      const widget = text(data.widget)
      return recorder.record('interaction', { interaction: { type, ...(widget ? { widget } : {}) }, data })
    }
    case 'analytics/wall_view':
      return recorder.record('wall_view', { data: record(first) })
    case 'analytics/ab_test':
      return recorder.record('ab_test', { data: record(first) })
    case 'analytics/load_more_click':
      return recorder.record('load_more', { data: record(first) })
    case 'analytics/tray_trigger_click':
    case 'vf-tray-trigger/clicked':
      return recorder.once('tray_trigger_click', () => recorder.record('tray_trigger_click'))
    case 'analytics/bell_load':
    case 'vf-tray-trigger/loaded':
      return recorder.once('bell_load', () => recorder.record('bell_load', { bellsLoaded: recorder.bellLoaded() }))
    case 'analytics/conversation_starter_load':
      return recorder.record('conversation_starter_load', { data: record(first) })
    case 'analytics/sortComments': {
      const { from, to } = record(first)
      // Only a change is a sort (document 3 §5).
      if (typeof to !== 'string' || to === from) return
      return recorder.record('sort', { commentSortData: { from: typeof from === 'string' ? from : '', to } })
    }
    case 'analytics/view':
      return recorder.record('widget_view', { data: record(first) })
    case 'analytics/engage':
      return recorder.record('widget_engage', { data: record(first) })
    case 'analytics/login':
      // Once per e-mail (document 3 §5): a second sign-in with the same account on this browser is not a login event.
      if (!recorder.firstLoginForReader()) return
      return recorder.record('login', { loginData: record(first), user_data: recorder.userData() })
    case 'analytics/signup':
      return recorder.record('signup', { signupData: record(first), user_data: recorder.userData() })
    case 'analytics/logout':
      return recorder.record('logout')
    case 'comment/created':
      return recorder.record('interaction', contentInteraction('comment', first, 'vf-conversations'))
    case 'comment-reply/posted':
      return recorder.record('interaction', contentInteraction('reply', first, 'vf-conversations'))
    case 'comment/edited':
      return recorder.record('interaction', contentInteraction('edit', first, 'vf-conversations'))
    case 'comment/reaction':
      return recorder.record('interaction', contentInteraction(text(second) ?? 'reaction', first, 'vf-conversations'))
    case 'reviews/created':
      return recorder.record('interaction', contentInteraction('review', first, 'vf-livereviews'))
    case 'share/clicked':
      return recorder.record('interaction', { interaction: { type: 'share' }, data: { network: text(first) ?? '', button: text(second) ?? '' } })
    case 'topics/followed':
      return recorder.record('interaction', { interaction: { type: 'follow', widget: 'vf-topic-follow' }, data: record(first) })
    case 'topics/unfollowed':
      return recorder.record('interaction', { interaction: { type: 'unfollow', widget: 'vf-topic-follow' }, data: record(first) })
    case 'comments/read':
      return recorder.commentRead()
    case 'comments/engage': {
      const { commentCount } = record(first)
      return recorder.record('comments_engage', { data: { commentCount: typeof commentCount === 'number' ? commentCount : 0 } })
    }
    case 'authentication/required': {
      const { trigger, method } = (first ?? {}) as Partial<AuthenticationRequest>
      return recorder.record('attempted_action', { attemptedAction: { action: text(trigger) ?? 'unknown', ...(text(method) ? { method: text(method)! } : {}) } })
    }
    case 'account/reset':
      // The address the reset went to is never sent (document 3 §5).
      return recorder.record('password_reset', { attemptedAction: { action: 'password_reset', email: NOT_COLLECTED } })
    case 'viafoura/unready':
      return recorder.reset()
  }
}
