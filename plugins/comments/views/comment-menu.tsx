/**
 * A comment's "…" menu: what is done to a comment less often than liking or replying to it. Listed only
 * when the reader opens the menu (the kit's MenuButton asks then), so a thread of a thousand comments
 * asks the ruler nothing and reads no follow or mute for comments whose menu nobody opens.
 *
 * Every item is an action call, so the ruler and the page's interceptors decide: edit and remove for the
 * reader's own comment (as the ruler allows: a time limit, a site setting) or any for a moderator, copy
 * the comment's link, report (or withdraw a report), follow and mute its author, and the moderator's
 * tools with the moderation console.
 */
import type { ContentAuthor, ListedContent } from '../../../contracts/entities/comments-api'
import type { StoreState } from '../../../contracts/store'
import type { PermissionAction, PermissionSubject, Ruling } from '../../../contracts/permissions'
import { Icon, type MenuEntry } from '../../ui'
import type { ModerationAction } from '../api'

export interface CommentMenuDeps {
  item: ListedContent
  author: ContentAuthor | undefined
  /** The author's name as shown. */
  name: string
  state: StoreState
  can: (subject: PermissionSubject, action: PermissionAction, resource?: unknown) => Ruling
  t: (key: string, options?: Record<string, unknown>) => string
  /** The moderation console's address. */
  console: string
  /** Calls an action about this comment (its failure is shown in the comment). */
  call: (name: string, params: Record<string, unknown>) => void
  edit: () => void
  remove: () => void
  report: () => void
  share: () => void
  /** Mutes the author: their comments leave the reader's thread. */
  mute: (uuid: string) => void
}

/** A moderator's on/off tools: whether it is on now, the action that turns it off, the one that turns it on. */
const TOOLS = (item: ListedContent): Array<[boolean, ModerationAction, ModerationAction]> => [
  [item.state === 'disabled', 'enable', 'disable'],
  [item.state === 'spam', 'unspam', 'spam'],
  [item.is_pinned === true, 'unpin', 'pin'],
  [item.is_picked === true, 'unpick', 'pick'],
  [item.is_top_comment === true, 'remove_top_comment', 'top_comment'],
]

export const isModerator = (user: { user_privilege?: string } | undefined) => user?.user_privilege === 'moderator' || user?.user_privilege === 'admin'

export function commentMenu(deps: CommentMenuDeps): MenuEntry[] {
  const { item, author, name, state, can, t, call } = deps
  const me = state.session?.user
  const mine = !!me && item.actor_uuid === me.uuid
  const moderator = isModerator(me)
  const uuid = item.content_uuid
  const entries: MenuEntry[] = []

  if (mine && can('comment', 'update', item).allowed) entries.push({ id: 'edit', label: t('actions.edit'), icon: <Icon name="pencil" />, onSelect: deps.edit })
  if ((mine && can('comment', 'remove', item).allowed) || moderator) entries.push({ id: 'remove', label: t('actions.remove'), icon: <Icon name="trash" />, danger: true, onSelect: deps.remove })
  entries.push({ id: 'share', label: t('actions.share'), icon: <Icon name="link" />, onSelect: deps.share })
  if (!mine) {
    entries.push(
      item.reactions.flagged
        ? { id: 'unflag', label: t('actions.unflag'), icon: <Icon name="flag" />, onSelect: () => call('comments.unflag', { uuid }) }
        : { id: 'flag', label: t('actions.flag'), icon: <Icon name="flag" />, onSelect: deps.report },
    )
  }
  if (!mine && author) {
    const following = !!state.graph?.following?.[author.uuid]
    const muted = !!state.graph?.muted?.[author.uuid]
    // Offered to a guest too: the action asks them to sign in. Not offered where the ruler refuses outright (a muted author).
    const follow = can('user', 'follow', { uuid: author.uuid, isMuted: muted })
    if (following) entries.push({ id: 'follow', label: t('actions.unfollow', { name }), icon: <Icon name="user-check" />, onSelect: () => call('session.unfollow_user', { uuid: author.uuid }) })
    else if (follow.allowed || follow.reason === 'sign_in_required') entries.push({ id: 'follow', label: t('actions.follow', { name }), icon: <Icon name="user-plus" />, onSelect: () => call('session.follow_user', { uuid: author.uuid }) })
    // Muting is the signed-in reader's, where the site turned it on (document 2 §5); a guest is not offered it.
    if (can('user', 'mute').allowed) {
      entries.push({
        id: 'mute',
        label: t('actions.mute', { name }),
        icon: <Icon name="volume-x" />,
        onSelect: () => deps.mute(author.uuid),
      })
    }
  }
  // Following the thread (a top-level comment): the notifications plugin's actions and `follows` slice, offered
  // once that plugin's words are loaded; a guest is asked to sign in by the `page`/`follow_thread` ruling.
  const follows = state.follows
  const followThread = follows?.ready && !item.parent_uuid ? can('page', 'follow_thread') : undefined
  if (followThread && (followThread.allowed || followThread.reason === 'sign_in_required')) {
    const following = !!follows?.threads[uuid]
    entries.push({ id: 'follow_thread', label: t(following ? 'user-notifications:thread.unfollow' : 'user-notifications:thread.follow'), icon: <Icon name={following ? 'check' : 'bell'} />, onSelect: () => call(following ? 'notifications.unfollow_thread' : 'notifications.follow_thread', { uuid }) })
  }
  if (moderator && item.processing_status !== 'removed') {
    entries.push({ type: 'separator', id: 'moderation' })
    for (const [on, off, turnOn] of TOOLS(item)) {
      const action = on ? off : turnOn
      entries.push({ id: turnOn, label: t(`moderation.${action}`), onSelect: () => call('comments.moderate', { uuid, action }) })
    }
    entries.push({ type: 'link', id: 'console', label: t('moderation.console'), href: `${deps.console}/content/${uuid}`, target: '_blank', rel: 'noopener noreferrer' })
  }
  return entries
}
