/**
 * The permission ruler (documents 1–3 §6): who may do what, decided from the user's privilege, ban,
 * e-mail verification and moderation status, the site settings and, for content, the content itself.
 * Guests are asked to sign in rather than refused outright.
 */
import type { ContentItem } from '../../contracts/entities/content'
import type { User } from '../../contracts/entities/user'
import type { PermissionAction, PermissionSubject, Ruler, Ruling } from '../../contracts/permissions'
import type { SiteSettings } from '../../contracts/settings'
import { isGuestUser } from '../../kernel/lib/ids'
import { toMs } from '../../kernel/lib/timestamps'
import { isOn } from '../../kernel/lib/settings'

export interface RulerState {
  user: User | undefined
  settings: Partial<SiteSettings>
  now: () => number
}

const ALLOWED: Ruling = { allowed: true }
const signIn: Ruling = { allowed: false, reason: 'sign_in_required', method: 'login' }
const refuse = (reason: Exclude<Ruling, { allowed: true }>['reason'], message?: string): Ruling => ({ allowed: false, reason, ...(message ? { message } : {}) })

export const isModerator = (user: User | undefined) => user?.user_privilege === 'moderator' || user?.user_privilege === 'admin'
const isSocial = (user: User | undefined) => !!user?.social_login_provider

/** May this user post at all (comments, replies, messages)? */
function canPost(state: RulerState, guestAllowed: boolean): Ruling {
  const { user, settings } = state
  if (isGuestUser(user)) return guestAllowed ? ALLOWED : signIn
  if (user!.ban_level === 'posting') return refuse('banned', 'You are not allowed to post.')
  // E-mail verification applies to e-mail accounts only, and once they have already commented.
  if (isOn(settings.enable_email_verification) && !isSocial(user) && user!.email_verification_status === 'pending_new' && user!.comments_made > 0) {
    return refuse('email_verification_required', 'Please verify your e-mail address to keep commenting.')
  }
  return ALLOWED
}

/** Edit and removal rules of document 1 §5. */
function canChangeOwn(state: RulerState, content: Partial<ContentItem> | undefined, removal: boolean): Ruling {
  const { user, settings } = state
  if (isGuestUser(user)) return signIn
  if (!content || content.actor_uuid !== user!.uuid) return refuse('not_owner')
  if (!isOn(settings.enable_user_comment_editing, true)) return refuse('disabled_by_settings')
  if (removal && !isOn(settings.enable_user_comment_remove, true)) return refuse('disabled_by_settings')
  if (content.status === 'closed') return refuse('closed')
  if (content.processing_status === 'removed' || content.processing_status === 'spam' || content.processing_status === 'disabled') return refuse('other')
  if (content.editor_pick !== undefined && content.editor_pick !== 0) return refuse('other', 'An editor’s pick cannot be changed.')
  // The window closes at the earlier of creation + the timeout and the lock date.
  const created = toMs(content.date_created)
  const timeout = typeof settings.user_comment_edit_timeout === 'number' ? settings.user_comment_edit_timeout * 1000 : undefined
  const ends = [created !== undefined && timeout !== undefined ? created + timeout : undefined, toMs(content.date_locked)].filter((t): t is number => t !== undefined)
  if (ends.length && state.now() >= Math.min(...ends)) return refuse('expired')
  return ALLOWED
}

const loggedIn = (state: RulerState): Ruling => (isGuestUser(state.user) ? signIn : ALLOWED)

export function rule(state: RulerState, subject: PermissionSubject, action: PermissionAction, resource?: unknown): Ruling {
  const { user, settings } = state
  const content = resource && typeof resource === 'object' ? (resource as Partial<ContentItem>) : undefined
  switch (`${subject}.${action}`) {
    case 'comment.attempt_to_create':
      return !isGuestUser(user) && user!.ban_level === 'posting' ? refuse('banned', 'You are not allowed to post.') : ALLOWED
    case 'comment.create':
    case 'reply.create':
      return canPost(state, isOn(settings.enable_anonymous_comments))
    case 'message.create':
      return canPost(state, false)
    case 'live_content.create':
      return isModerator(user) ? ALLOWED : isGuestUser(user) ? signIn : refuse('not_moderator')
    case 'comment.like':
    case 'message.like':
      return loggedIn(state)
    case 'comment.dislike':
    case 'message.dislike':
      if (!isOn(settings.enable_dislikes)) return refuse('disabled_by_settings')
      return loggedIn(state)
    case 'comment.update':
      return canChangeOwn(state, content, false)
    case 'comment.remove':
      // Moderators and administrators remove anyone's comment, at any time (the service allows it too).
      return isModerator(user) ? ALLOWED : canChangeOwn(state, content, true)
    case 'comment.flag':
    case 'content.flag':
    case 'message.flag':
      if (isGuestUser(user)) return signIn
      return content?.actor_uuid === user!.uuid ? refuse('other', 'You cannot flag your own content.') : ALLOWED
    case 'comment.moderate':
    case 'user.trust':
      return isModerator(user) ? ALLOWED : isGuestUser(user) ? signIn : refuse('not_moderator')
    case 'user.login':
      return isOn(settings.disable_widget_logins) ? refuse('disabled_by_settings') : ALLOWED
    case 'user.mute':
    case 'user.unmute':
      if (!isOn(settings.enable_muting)) return refuse('disabled_by_settings')
      return loggedIn(state)
    case 'user.follow': {
      if (isGuestUser(user)) return signIn
      const target = resource as { isMuted?: boolean; is_muted?: boolean; uuid?: string } | undefined
      if (target?.uuid === user!.uuid) return refuse('other', 'You cannot follow yourself.')
      return target?.isMuted || target?.is_muted ? refuse('muted', 'Unmute this person to follow them.') : ALLOWED
    }
    case 'user.update_password':
    case 'user.update_email':
      if (isGuestUser(user)) return signIn
      return isSocial(user) ? refuse('other', 'Your account is managed by your sign-in provider.') : ALLOWED
    case 'user.update_notifications':
      if (isGuestUser(user)) return signIn
      return user!.email && !isOn(settings.disable_email_notifications) && !user!.disable_email_notifications ? ALLOWED : refuse('disabled_by_settings')
    case 'user.has_rejected_username':
      return user?.username_moderation_status === 'rejected' ? ALLOWED : refuse('other')
    case 'user.has_pending_username':
      return user?.username_moderation_status === 'pending_update' ? ALLOWED : refuse('other')
    case 'user.has_new_username':
      return user?.username_moderation_status === 'pending_new' ? ALLOWED : refuse('other')
    case 'media.upload':
      if (isGuestUser(user)) return signIn
      return isOn(settings.enable_comment_images) || isOn(settings.enable_comment_video) ? ALLOWED : refuse('disabled_by_settings')
    case 'polls.vote': {
      // A poll's own setting (the resource: the poll voted in) wins over the site's.
      const own = (resource as { settings?: Partial<SiteSettings> } | undefined)?.settings?.require_user_authentication_to_vote
      return isOn(own ?? settings.require_user_authentication_to_vote) ? loggedIn(state) : ALLOWED
    }
    case 'user.see_follow':
    case 'user.update_avatar':
    case 'user.update_name':
    case 'user.save_share':
    case 'page.rate':
    case 'page.see_subscriptions':
    case 'page.follow':
    case 'page.follow_thread':
    case 'topic.follow':
      return loggedIn(state)
    default:
      return refuse('other', `No ruling for ${subject}.${action}`)
  }
}

/** The ruler the session plugin sets, reading the current state on every question. */
export function createRuler(state: () => RulerState): Ruler {
  return (subject, action, resource) => rule(state(), subject, action, resource)
}
