/**
 * Permission subjects and the actions asked of each (documents 1–3 §6). The ruling itself is decided by
 * one ruler function a plugin sets (the session plugin); the kernel only asks.
 */

/** Every subject with the actions that may be asked of it. */
export const PermissionActions = {
  comment: ['attempt_to_create', 'create', 'like', 'dislike', 'update', 'remove', 'flag', 'moderate'],
  reply: ['create'],
  live_content: ['create'],
  message: ['create', 'flag', 'like', 'dislike'],
  content: ['flag'],
  user: [
    'login',
    'trust',
    'follow',
    'see_follow',
    'mute',
    'unmute',
    'update_password',
    'update_avatar',
    'update_email',
    'update_notifications',
    'update_name',
    'has_rejected_username',
    'has_pending_username',
    'has_new_username',
    'save_share',
  ],
  page: ['rate', 'see_subscriptions', 'follow', 'follow_thread'],
  media: ['upload'],
  topic: ['follow'],
  polls: ['vote'],
} as const

/** A permission subject: `comment`, `user`, `page`… */
export type PermissionSubject = keyof typeof PermissionActions

/** The actions that may be asked of subject `S`. */
export type PermissionAction<S extends PermissionSubject = PermissionSubject> = (typeof PermissionActions)[S][number]

/** Why a ruling refused. `sign_in_required` makes the kernel ask the visitor to sign in. */
export type RefusalReason =
  | 'sign_in_required'
  | 'banned'
  | 'email_verification_required'
  | 'username_pending'
  | 'disabled_by_settings'
  | 'not_owner'
  | 'not_moderator'
  | 'expired'
  | 'closed'
  | 'muted'
  | 'other'

/** What a ruler answers: allowed, or refused with a reason (and, for sign-in, which dialog to show). */
export type Ruling =
  | { readonly allowed: true }
  | {
      readonly allowed: false
      readonly reason: RefusalReason
      /** For `sign_in_required`: the dialog to open (document 4 §3). Defaults to `login`. */
      readonly method?: 'login' | 'signup'
      /** A human explanation, for logs and for the widget's message line. */
      readonly message?: string
    }

/**
 * The one ruling function. `resource` is whatever the action concerns (a content item, a user, a page…).
 * It answers synchronously: rulings read state the session plugin already holds.
 */
export type Ruler = (subject: PermissionSubject, action: PermissionAction, resource?: unknown) => Ruling

/** The refusal a guarded action resolves with instead of running (never a thrown string). */
export interface Refusal {
  readonly error: string
  readonly code: 'PermissionDenied'
  readonly subject: PermissionSubject
  readonly action: PermissionAction
  readonly reason: RefusalReason
  readonly message?: string
}
