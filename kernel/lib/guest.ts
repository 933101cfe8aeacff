/** The guest user (document 3 §3): no id, the all-zero guest UUID, privilege guest, every counter 0. */
import type { User } from '../../contracts/entities/user'
import { GUEST_UUID } from './ids'

export function guestUser(): User {
  return {
    uuid: GUEST_UUID,
    id: 0,
    name: 'Guest',
    type: 'user',
    user_privilege: 'guest',
    processing_status: 'completed',
    username_moderation_status: 'none',
    avatar_moderation_status: 'none',
    email_verification_status: 'none',
    subscriber_count: 0,
    comments_made: 0,
    plain_comments_made: 0,
    picture_comments_made: 0,
    video_comments_made: 0,
    comments_received: 0,
    likes_made: 0,
    likes_received: 0,
    dislikes_made: 0,
    dislikes_received: 0,
    rating: 0,
    badge_trusted: false,
  }
}
