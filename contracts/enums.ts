/**
 * Every enumeration of documents 1–3 (§4 states and transitions, §9 constants), as `as const` values
 * with their union types. Code compares against these, never against loose string literals.
 */

/** Request or load status (document 1 §4). */
export const RequestStatus = ['pending', 'success', 'error', 'none'] as const
/** One of {@link RequestStatus}. */
export type RequestStatus = (typeof RequestStatus)[number]

/** Message statuses for status lines (document 3 §8). */
export const MessageStatus = ['success', 'pending', 'error', 'warning', 'info'] as const
/** One of {@link MessageStatus}. */
export type MessageStatus = (typeof MessageStatus)[number]

/** Moderation of names, avatars and e-mail (document 1 §4, document 3 §4). */
export const ModerationStatus = ['approved', 'rejected', 'pending_new', 'pending_update', 'none'] as const
/** One of {@link ModerationStatus}. */
export type ModerationStatus = (typeof ModerationStatus)[number]

/** Content state (document 1 §4). */
export const ContentState = ['visible', 'spam', 'disabled', 'hidden', 'awaiting_moderation'] as const
/** One of {@link ContentState}. */
export type ContentState = (typeof ContentState)[number]

/** Processing status of content (document 1 §3). */
export const ProcessingStatus = ['removed', 'spam', 'disabled'] as const
/** One of {@link ProcessingStatus}. */
export type ProcessingStatus = (typeof ProcessingStatus)[number]

/** Posting restriction on an actor (document 1 §4). */
export const ActorRestriction = ['posting', 'ghost', 'login', 'hide', 'none'] as const
/** One of {@link ActorRestriction}. */
export type ActorRestriction = (typeof ActorRestriction)[number]

/** Why content is blocked (document 1 §4). */
export const BlockReason = [
  'actor_ghost_banned',
  'actor_hide_banned',
  'actor_muted',
  'content_awaiting_moderation',
  'content_marked_as_spam',
  'content_disabled',
  'content_deleted',
] as const
/** One of {@link BlockReason}. */
export type BlockReason = (typeof BlockReason)[number]

/** Input field states (document 1 §4). */
export const InputState = ['focused', 'warning', 'error', 'none'] as const
/** One of {@link InputState}. */
export type InputState = (typeof InputState)[number]

/** Realtime content event actions (document 1 §4). */
export const RealtimeAction = [
  'disabled',
  'visible',
  'deleted',
  'updated',
  'liked',
  'disliked',
  'unliked',
  'undisliked',
  'created',
  'pinned',
  'unpinned',
  'flagged',
  'flags_cleared',
  'spammed',
  'started_typing',
  'picked',
  'unpicked',
  'notified',
] as const
/** One of {@link RealtimeAction}. */
export type RealtimeAction = (typeof RealtimeAction)[number]

/** Actions a comment offers (document 1 §4, document 3 §4). */
export const CommentAction = [
  'disable',
  'dislike',
  'edit',
  'enable',
  'flag',
  'like',
  'pin',
  'remove',
  'replies',
  'reply',
  'unflag',
  'unpin',
  'unspam',
  'spam',
  'pick',
  'unpick',
  'console-url',
  'toggle-top-comment',
] as const
/** One of {@link CommentAction}. */
export type CommentAction = (typeof CommentAction)[number]

/** Position of a chat message in its run (document 1 §4). */
export const MessagePosition = ['only', 'first', 'last', 'middle', 'only_typing'] as const
/** One of {@link MessagePosition}. */
export type MessagePosition = (typeof MessagePosition)[number]

/** Where an element is relative to the viewport (document 1 §4). */
export const ViewportPosition = ['above', 'view', 'below'] as const
/** One of {@link ViewportPosition}. */
export type ViewportPosition = (typeof ViewportPosition)[number]

/** Comment sorts of the comments service (document 1 §9; default newest). */
export const CommentSort = ['newest', 'oldest', 'num_likes_desc', 'num_replies_desc', 'newest_pick'] as const
/** One of {@link CommentSort}. */
export type CommentSort = (typeof CommentSort)[number]

/** Sorts accepted by the comments widget's `sort` attribute (document 1 §5; otherwise newest). */
export const WidgetSort = ['newest', 'oldest', 'num_likes_desc', 'num_replies_desc', 'featured'] as const
/** One of {@link WidgetSort}. */
export type WidgetSort = (typeof WidgetSort)[number]

/** Sort names of the other comment list (document 1 §9; default most_helpful). */
export const ReviewSort = ['newest', 'oldest', 'top_rated', 'lowest_rated', 'most_helpful', 'most_replies'] as const
/** One of {@link ReviewSort}. */
export type ReviewSort = (typeof ReviewSort)[number]

/** List filters: featured (is_picked) and top (is_top_content) (document 1 §9). */
export const ContentFilter = ['is_picked', 'is_top_content'] as const
/** One of {@link ContentFilter}. */
export type ContentFilter = (typeof ContentFilter)[number]

/** Thread tabs (document 1 §9). */
export const ThreadTab = ['all', 'featured', 'top'] as const
/** One of {@link ThreadTab}. */
export type ThreadTab = (typeof ThreadTab)[number]

/** Ad integrations (document 3 §9). */
export const AdIntegration = ['custom', 'gtag', 'm32', 'none', 'outbrain', 'exco', 'vi', 'snigel'] as const
/** One of {@link AdIntegration}. */
export type AdIntegration = (typeof AdIntegration)[number]

/** Languages the product accepts (document 3 §9; `ar` is an alias of the ar-ar translations). */
export const Language = ['en-us', 'es-es', 'fr-fr', 'fr-ca', 'fi-fi', 'nl-nl', 'ar', 'sr-rs', 'da-dk', 'it-it', 'pt-br', 'de-de', 'de-de-formal'] as const
/** One of {@link Language}. */
export type Language = (typeof Language)[number]

/** The 13 translation locales (document 2 §2). */
export const Locale = ['ar-ar', 'da-dk', 'de-de-formal', 'de-de', 'en-us', 'es-es', 'fi-fi', 'fr-ca', 'fr-fr', 'it-it', 'nl-nl', 'pt-br', 'sr-rs'] as const
/** One of {@link Locale}. */
export type Locale = (typeof Locale)[number]

/** Visual tones of UI pieces (document 3 §9). */
export const Tone = ['none', 'accent', 'mention', 'success', 'warning', 'danger', 'LIGHT_PRIMARY', 'DARK_PRIMARY', 'TRANSPARENT'] as const
/** One of {@link Tone}. */
export type Tone = (typeof Tone)[number]

/** Sizes of UI pieces (document 3 §9). */
export const Size = ['none', 'inline', 'tiny', 'small', 'medium', 'large'] as const
/** One of {@link Size}. */
export type Size = (typeof Size)[number]

/** Service types (documents 1–3 §9). */
export const ServiceType = ['livecomments', 'livereviews', 'livechat', 'livestories', 'legacy', 'notifications'] as const
/** One of {@link ServiceType}. */
export type ServiceType = (typeof ServiceType)[number]

/** Notification statuses: pending is shown as new (document 2 §4, document 3 §3). */
export const NotificationStatus = ['pending', 'new', 'seen', 'read'] as const
/** One of {@link NotificationStatus}. */
export type NotificationStatus = (typeof NotificationStatus)[number]

/** Notification types (document 2 §4). */
export const NotificationType = [
  'subscribed_page_content',
  'subscribed_user_content',
  'reply',
  'like',
  'follow',
  'broadcast_site',
  'broadcast_topic',
  'reply_deleted',
  'reply_removed',
  'trending_article',
] as const
/** One of {@link NotificationType}. */
export type NotificationType = (typeof NotificationType)[number]

/** Notification day buckets (document 1 §9, document 2). */
export const DayBucket = ['today', 'yesterday_to_today', 'older'] as const
/** One of {@link DayBucket}. */
export type DayBucket = (typeof DayBucket)[number]

/** User privileges (document 2 §6; admin and moderator both count as moderators). */
export const UserPrivilege = ['guest', 'user', 'moderator', 'admin'] as const
/** One of {@link UserPrivilege}. */
export type UserPrivilege = (typeof UserPrivilege)[number]

/** Roles (document 3 §6). */
export const Role = ['guest', 'administrator', 'moderator', 'user', 'none'] as const
/** One of {@link Role}. */
export type Role = (typeof Role)[number]

/** Page styling flags (document 3 §6). */
export const PageStyleFlag = ['logged-out', 'logged-in', 'mod', 'admin'] as const
/** One of {@link PageStyleFlag}. */
export type PageStyleFlag = (typeof PageStyleFlag)[number]

/** Ban levels (document 2 §4). */
export const BanLevel = ['none', 'posting', 'ghost', 'hide'] as const
/** One of {@link BanLevel}. */
export type BanLevel = (typeof BanLevel)[number]

/** E-mail verification statuses named by the documents (document 2 §4). */
export const EmailVerificationStatus = ['approved', 'none', 'pending_new', 'pending_update', 'rejected'] as const
/** One of {@link EmailVerificationStatus}. */
export type EmailVerificationStatus = (typeof EmailVerificationStatus)[number]

/** Social login types accepted by `vf.session.login.social` (document 2 §5). */
export const SocialProvider = ['apple', 'facebook', 'google', 'twitter', 'linkedin', 'yahoo', 'windowslive', 'aol'] as const
/** One of {@link SocialProvider}. */
export type SocialProvider = (typeof SocialProvider)[number]

/** Providers that may appear in user records (document 2 §5–§6). */
export const LoginProvider = [...SocialProvider, 'live', 'oauth', 'oauth2', 'cookie', 'external', 'loginradius', 'janrain', 'gigya', 'openidconnect'] as const
/** One of {@link LoginProvider}. */
export type LoginProvider = (typeof LoginProvider)[number]

/** Tray tabs as the `tray`/`open` event names them (document 4 §4). */
export const TrayTab = ['vf-feed', 'vf-profile', 'vf-community', 'vf-settings', 'vf-account'] as const
/** One of {@link TrayTab}. */
export type TrayTab = (typeof TrayTab)[number]

/** Tray loading states (document 1 §4). */
export const TrayLoading = ['unloaded', 'loading', 'loaded'] as const
/** One of {@link TrayLoading}. */
export type TrayLoading = (typeof TrayLoading)[number]

/** Push state machine states (document 2 §4). */
export const PushState = ['base', 'ready', 'processing', 'subscribed', 'unsubscribed', 'failed'] as const
/** One of {@link PushState}. */
export type PushState = (typeof PushState)[number]

/** Notification permission values (document 2 §4). */
export const PushPermission = ['granted', 'denied', 'default'] as const
/** One of {@link PushPermission}. */
export type PushPermission = (typeof PushPermission)[number]

/** Realtime subscription statuses with their numeric codes (document 2 §4). */
export const RealtimeStatus = { none: 1, subscribing: 2, subscribed: 3, unsubscribing: 4, error: 5 } as const
/** One of the {@link RealtimeStatus} codes. */
export type RealtimeStatus = (typeof RealtimeStatus)[keyof typeof RealtimeStatus]

/** Consent flag values (document 3 §4; unset means none set). */
export const ConsentFlag = { blockAll: -2, allowFunctional: -1, allowCustomization: 1, allowAll: 2 } as const
/** One of the {@link ConsentFlag} values. */
export type ConsentFlag = (typeof ConsentFlag)[keyof typeof ConsentFlag]

/** Visitor segments (document 3 §4). */
export const Segment = ['top', 'high', 'medium', 'low', 'none'] as const
/** One of {@link Segment}. */
export type Segment = (typeof Segment)[number]

/** Activity subscription status (document 3 §4). */
export const ActivityStatus = ['active', 'inactive'] as const
/** One of {@link ActivityStatus}. */
export type ActivityStatus = (typeof ActivityStatus)[number]

/** Trending list layouts (document 4 §5). */
export const TrendingView = ['full', 'list', 'condensed'] as const
/** One of {@link TrendingView}. */
export type TrendingView = (typeof TrendingView)[number]

/** Trending thumbnail positions (document 4 §5). */
export const ThumbnailPosition = ['left', 'right'] as const
/** One of {@link ThumbnailPosition}. */
export type ThumbnailPosition = (typeof ThumbnailPosition)[number]

/** Pull quote types (document 1 §2). */
export const PullQuoteType = ['likes', 'replies', 'editors_pick'] as const
/** One of {@link PullQuoteType}. */
export type PullQuoteType = (typeof PullQuoteType)[number]

/** Content origins (document 1 §3). */
export const ContentOrigin = ['twitter', 'user', 'none'] as const
/** One of {@link ContentOrigin}. */
export type ContentOrigin = (typeof ContentOrigin)[number]

/** Item animations (document 1 §3). */
export const Animation = ['collapse', 'bounce-in', 'none'] as const
/** One of {@link Animation}. */
export type Animation = (typeof Animation)[number]

/** Ban error codes from the service and the errors they become (document 2 §8). */
export const BanCode = { 65540: 'banned_from_posting', 262151: 'login_banned', 458753: 'signup_banned' } as const
/** One of the {@link BanCode} error names, or the fallback. */
export type BanError = (typeof BanCode)[keyof typeof BanCode] | 'something_went_wrong'

/** Widget tags and their aliases (document 4 §5). */
export const WidgetTag = {
  'vf-conversations': ['vf-livecomments'],
  'vf-conversations-count': ['vf-livecomments-count'],
  'vf-livestory': ['vf-live-blog'],
  'vf-livechat': [],
  'vf-livereviews': [],
  'vf-rating': [],
  'vf-livequestions': [],
  'vf-poll': [],
  'vf-tray': [],
  'vf-tray-trigger': [],
  'vf-topic-follow': [],
  'vf-trending-articles': [],
  'vf-content-recirculation': [],
  'vf-conversation-starter': [],
  'vf-standalone-ad': [],
  'vf-pull-quote': [],
  'vf-push-opt-in': [],
} as const
/** One of the canonical {@link WidgetTag} names. */
export type WidgetTag = keyof typeof WidgetTag

export { Constants } from './constants'
