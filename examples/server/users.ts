/** Users as the API answers them (document 2 §3): the full record for oneself, no e-mail for others. */
import type { User } from '../../contracts/entities/user'
import type { Db } from './db'
import { guestUser } from '../../kernel/lib/guest'

export { GUEST_UUID } from '../../kernel/lib/ids'
export { guestUser }

interface UserRow {
  uuid: string
  id: string | number
  name: string
  email: string | null
  user_privilege: User['user_privilege']
  email_verification_status: User['email_verification_status']
  username_moderation_status: User['username_moderation_status']
  username_pending: string | null
  avatar_moderation_status: User['avatar_moderation_status']
  pic_large: string | null
  pic_small: string | null
  social_login_provider: string | null
  social_login_id: string | null
  badge_trusted: boolean
  subscriber_count: number
  date_created: Date
  ban_level: string | null
  comments_made: number
  likes_received: number
}

const SELECT = `select u.*, (select b.ban_level from bans b where b.user_uuid = u.uuid and (b.is_permanent or b.date_expired > now()) order by b.date_created desc limit 1) as ban_level,
  (select count(*)::int from content c where c.actor_uuid = u.uuid) as comments_made,
  (select coalesce(sum(c.total_likes), 0)::int from content c where c.actor_uuid = u.uuid) as likes_received
  from users u`

function toUser(row: UserRow, self: boolean): User {
  const banLevel = row.ban_level === 'posting' || row.ban_level === 'ghost' || row.ban_level === 'hide' ? row.ban_level : 'none'
  return {
    ...guestUser(),
    uuid: row.uuid,
    id: Number(row.id),
    name: row.name,
    user_privilege: row.user_privilege,
    ...(self && row.email ? { email: row.email } : {}),
    email_verification_status: row.email_verification_status,
    username_moderation_status: row.username_moderation_status,
    // The name awaiting a moderator (pre-moderation) is the reader's own to see; others see `name`.
    ...(self && row.username_pending ? { username_pending: row.username_pending } : {}),
    avatar_moderation_status: row.avatar_moderation_status,
    ...(row.pic_large ? { pic_large: row.pic_large } : {}),
    ...(row.pic_small ? { pic_small: row.pic_small } : {}),
    ...(row.social_login_provider ? { social_login_provider: row.social_login_provider, social_login_id: row.social_login_id ?? undefined } : {}),
    badge_trusted: row.badge_trusted,
    subscriber_count: row.subscriber_count,
    date_created: new Date(row.date_created).getTime(),
    ban_level: banLevel,
    comments_made: row.comments_made,
    likes_received: row.likes_received,
  }
}

/** The user with `uuid` (or numeric id); `self` includes private fields such as the e-mail. */
export async function findUser(db: Db, idOrUuid: string, self = false): Promise<User | undefined> {
  const numeric = /^\d{1,15}$/.test(idOrUuid)
  const row = await db.one<UserRow>(`${SELECT} where ${numeric ? 'u.id = $1::bigint' : 'u.uuid = $1::uuid'}`, [idOrUuid])
  return row ? toUser(row, self) : undefined
}

/** The login row for an e-mail: hash and ban, for the login route only. */
export async function loginRow(db: Db, email: string) {
  return db.one<{ uuid: string; password_hash: string | null; ban_level: string | null; ban_permanent: boolean | null; ban_message: string | null; ban_expires: Date | null }>(
    `select u.uuid, u.password_hash, b.ban_level, b.is_permanent as ban_permanent, b.user_message as ban_message, b.date_expired as ban_expires
     from users u left join lateral (select * from bans b where b.user_uuid = u.uuid and b.ban_level = 'login' and (b.is_permanent or b.date_expired > now()) order by b.date_created desc limit 1) b on true
     where lower(u.email) = lower($1)`,
    [email],
  )
}
