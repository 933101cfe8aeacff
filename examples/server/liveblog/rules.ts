/**
 * Who may write what in a live blog (document 1 §5–§6), checked on the service because a client is never
 * trusted: posts are the editors' (moderators and administrators) alone; readers reply, under the same
 * rules as comments (a posting ban refuses with its code, an unverified e-mail after a first comment,
 * guests only where anonymous comments are on and with a name); a reply's author edits and removes it
 * within the comments' window, a moderator removes anything; nothing is written to a closed live blog.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { LiveblogLimits } from '../../../contracts/entities/liveblog-api'
import { graphemeCount, normalizeLineBreaks } from '../../../kernel/lib/text'
import { isOn } from '../../../kernel/lib/settings'
import type { Viewer } from '../comments/queries'
import type { Db } from '../db'
import { badRequest, forbidden, notFound, unauthorized } from '../errors'
import type { Section } from '../sections'
import { chosenName, commentText, guestName, plainText } from '../text'
import { API_CODE } from '../routes/users'
import type { RowWithHidden } from '../comments/rows'

interface Writer {
  email_verification_status: string
  social_login_provider: string | null
  user_privilege: string
  has_commented: boolean
  ban: { is_permanent: boolean; user_message: string | null; date_expired: string | null } | null
}

/** The signed-in writer with their active posting ban; a posting ban refuses whatever they write (403 with its code). */
async function writer(db: Db, uuid: string): Promise<Writer> {
  const [me] = await db.prepared<Writer>(
    'vf_liveblog_writer',
    `select u.email_verification_status, u.social_login_provider, u.user_privilege,
       (select c.date_created from content c where c.actor_uuid = u.uuid order by c.date_created limit 1) is not null as has_commented,
       (select row_to_json(b) from (select is_permanent, user_message, date_expired from bans where user_uuid = u.uuid and ban_level = 'posting' and (is_permanent or date_expired > now()) order by date_created desc limit 1) b) as ban
     from users u where u.uuid = $1::uuid`,
    [uuid],
  )
  if (!me) throw unauthorized()
  if (me.ban) {
    throw forbidden('This account is banned from posting.', { api_code: API_CODE.bannedFromPosting, reason: me.ban.user_message ?? '', end_date: me.ban.date_expired ? Math.floor(new Date(me.ban.date_expired).getTime() / 1000) : null, permanent: me.ban.is_permanent })
  }
  return me
}

const moderates = (privilege: string) => privilege === 'moderator' || privilege === 'admin'

/** The editor writing a post: a signed-in moderator or administrator without a posting ban. */
export async function editorOf(db: Db, request: FastifyRequest): Promise<Viewer & { uuid: string }> {
  if (!request.userUuid) throw unauthorized()
  const me = await writer(db, request.userUuid)
  if (!moderates(me.user_privilege)) throw forbidden('Only editors (moderators and administrators) can write in a live blog.')
  return { uuid: request.userUuid, moderator: true }
}

/** The reader replying: signed in, or a guest with a name where the site allows it (made a user without a login). */
export async function replierOf(db: Db, request: FastifyRequest, section: Section, anonymousName: string | undefined): Promise<{ actor: string; viewer: Viewer }> {
  if (!request.userUuid) {
    if (!isOn(section.settings.enable_anonymous_comments)) throw unauthorized()
    if (!anonymousName?.trim()) throw badRequest('A name is required to reply without an account.')
    const name = chosenName(anonymousName)
    const key = await guestName(db, section.section_uuid, name)
    const guest = randomUUID()
    await db.query('insert into users (uuid, section_uuid, name, name_key, anonymous, email_verification_status) values ($1, $2, $3, $4, true, $5)', [guest, section.section_uuid, name, key, 'none'])
    return { actor: guest, viewer: { uuid: undefined, moderator: false } }
  }
  const me = await writer(db, request.userUuid)
  if (isOn(section.settings.enable_email_verification) && !me.social_login_provider && me.email_verification_status === 'pending_new' && me.has_commented) {
    throw forbidden('Please verify your e-mail address before posting again.')
  }
  return { actor: request.userUuid, viewer: { uuid: request.userUuid, moderator: moderates(me.user_privilege) } }
}

/** A post's text as stored: as a comment's, up to the post's own length. */
export function postText(raw: string): string {
  const text = normalizeLineBreaks(plainText(raw, 'The post')).trim()
  if (!text) throw badRequest('A post cannot be empty.')
  if (graphemeCount(text) > LiveblogLimits.postCharacters) throw badRequest(`A post can be at most ${LiveblogLimits.postCharacters} characters long.`)
  return text
}

/** A reply's text as stored (a comment's rules). */
export const replyText = (raw: string) => commentText(raw)

/**
 * May the viewer change (edit, or with `removal` remove) this reply? Its author within the comments'
 * rules (document 1 §5); for a removal, any moderator. A post is the editors' (see {@link editorOf}).
 */
export function mayChangeReply(section: Section, row: RowWithHidden, viewer: Viewer, removal: boolean, now = Date.now()): void {
  if (!viewer.uuid) throw unauthorized()
  if (removal && viewer.moderator) return
  if (row.actor_uuid !== viewer.uuid) throw forbidden('Only the author can change this reply.')
  const s = section.settings
  if (!isOn(s.enable_user_comment_editing, true)) throw forbidden('Editing comments is turned off on this site.')
  if (removal && !isOn(s.enable_user_comment_remove, true)) throw forbidden('Removing comments is turned off on this site.')
  if (row.closed) throw forbidden('This live blog is closed.')
  if (row.processing_status || row.state === 'spam' || row.state === 'disabled') throw forbidden('This reply can no longer be changed.')
  if (row.is_picked) throw forbidden('An editor’s pick cannot be changed.')
  const timeout = typeof s.user_comment_edit_timeout === 'number' ? s.user_comment_edit_timeout * 1000 : undefined
  const ends = [timeout !== undefined ? new Date(row.date_created).getTime() + timeout : undefined, row.date_locked ? new Date(row.date_locked).getTime() : undefined].filter((t): t is number => t !== undefined)
  if (ends.length && now >= Math.min(...ends)) throw forbidden('The time to change this reply has passed.')
}

/** The row of a post or reply of this live blog, as stored; 404 otherwise. */
export function inBlog(row: RowWithHidden | undefined, container: string, uuid: string): RowWithHidden {
  if (!row || row.content_container_uuid !== container) throw notFound(`No post or reply ${uuid} in this live blog`)
  return row
}
