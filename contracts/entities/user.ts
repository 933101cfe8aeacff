/** Users, the page-facing user context and login results (document 2 §3, document 4 §2). */
import type { BanLevel, EmailVerificationStatus, LoginProvider, ModerationStatus, UserPrivilege } from '../enums'

/** The full user record. Counters default to 0; times are ms. */
export interface User {
  uuid: string
  /** Numeric id; 0 or absent for a guest. */
  id?: number
  name: string
  /** `user` for people, `site` for a publisher account. */
  type: 'user' | 'site'
  user_privilege: UserPrivilege
  anonymous?: boolean
  email?: string
  email_pending?: string
  email_verification_status: EmailVerificationStatus
  email_notice_frequency?: string
  username?: string
  username_pending?: string
  username_moderation_status: ModerationStatus
  avatar_moderation_status: ModerationStatus
  badge_trusted?: boolean
  custom_badges?: string[]
  ban_level?: BanLevel
  is_muted?: boolean
  isMuted?: boolean
  /** `completed` for a settled account. */
  processing_status?: string
  date_created?: number
  date_following?: number
  date_muted?: number
  pic_large?: string
  pic_small?: string
  pic_large_pending?: string
  pic_small_pending?: string
  social_login_id?: string
  social_login_provider?: LoginProvider | string
  subscribed?: boolean
  subscriber_count: number
  comments_made: number
  plain_comments_made?: number
  picture_comments_made?: number
  video_comments_made?: number
  comments_received: number
  likes_made: number
  likes_received: number
  dislikes_made: number
  dislikes_received: number
  shares?: number
  rating?: number
  rank_overall?: number
  rank_comments_made?: number
  rank_comments_received?: number
  rank_likes_made?: number
  rank_likes_received?: number
  rank_subscriber_count?: number
  anonymous_name?: string
  disable_email_notifications?: boolean
}

/** The guest default (document 3 §3): all-zero guest UUID, privilege guest, counters 0. */
export type GuestUser = User & { user_privilege: 'guest'; name: 'Guest'; processing_status: 'completed' }

/** The user as `vf.context.get('user')` exposes it to pages (document 4 §2). */
export interface UserContext
  extends Pick<
    User,
    | 'anonymous'
    | 'avatar_moderation_status'
    | 'badge_trusted'
    | 'ban_level'
    | 'custom_badges'
    | 'date_created'
    | 'email'
    | 'email_notice_frequency'
    | 'email_pending'
    | 'email_verification_status'
    | 'id'
    | 'name'
    | 'pic_large'
    | 'pic_large_pending'
    | 'pic_small'
    | 'pic_small_pending'
    | 'processing_status'
    | 'social_login_id'
    | 'social_login_provider'
    | 'subscriber_count'
    | 'type'
    | 'user_privilege'
    | 'username_moderation_status'
    | 'uuid'
  > {
  /** The user's counts; each 0 when missing, all null for a logged-out user. */
  data_count(): Promise<DataCount>
}

/** The counts of `data_count()`. */
export interface DataCount {
  comments_made: number | null
  likes_received: number | null
  likes_made: number | null
  dislikes_made: number | null
  dislikes_received: number | null
}

/** What a successful login resolves with. */
export interface LoginResult {
  user: User
  isNewUser: boolean
  /** How the user signed in (email, cookie, social…). */
  loginType?: string
}

/** A login failure, normalised (document 2 §8). */
export interface LoginFailure {
  /** The error text or code (`login_banned`…). */
  error: string
  loginType: string
  email?: string
  reason?: string
  end_date?: number
  permanent?: boolean
}

/** A guest's content kept for replay after sign-in; expires one hour after creation. */
export interface PendingGuestAction {
  name: string
  comment: string
  /** ms. */
  expires: number
}

/** The stored signup referral: what the visitor was doing when asked to sign up. */
export interface SignupReferral {
  action: string
  /** ms. */
  timestamp: number
}
