/**
 * The "…" menus of a live blog's posts and replies: what is done less often than liking or replying.
 * Listed only when opened (the kit's MenuButton asks then), so a long live blog asks the ruler nothing
 * for menus nobody opens. Every item is an action call, so the ruler and the page's interceptors decide.
 *
 * A post's menu is the editors' (edit, pin, pick, disable, remove); a reply's offers its author edit and
 * remove (as the ruler allows), others a report, and editors their moderation.
 */
import type { LivePost } from '../../../contracts/entities/liveblog-api'
import type { PermissionAction, PermissionSubject, Ruling } from '../../../contracts/permissions'
import type { StoreState } from '../../../contracts/store'
import { Icon, type MenuEntry } from '../../ui'
import type { ModerationAction } from '../api'

export const isModerator = (user: { user_privilege?: string } | undefined) => user?.user_privilege === 'moderator' || user?.user_privilege === 'admin'

export interface MenuDeps {
  item: LivePost
  state: StoreState
  can: (subject: PermissionSubject, action: PermissionAction, resource?: unknown) => Ruling
  t: (key: string, options?: Record<string, unknown>) => string
  call: (name: string, params: Record<string, unknown>) => void
  edit: () => void
  remove: () => void
  report: () => void
}

/** An editor's on/off tools: whether it is on now, the action that turns it off, the one that turns it on. */
const tools = (item: LivePost, post: boolean): Array<[boolean, ModerationAction, ModerationAction]> => [
  ...(post ? [[item.is_pinned === true, 'unpin', 'pin'] as [boolean, ModerationAction, ModerationAction]] : []),
  [item.is_picked === true, 'unpick', 'pick'],
  [item.state === 'disabled', 'enable', 'disable'],
  ...(post ? [] : [[item.state === 'spam', 'unspam', 'spam'] as [boolean, ModerationAction, ModerationAction]]),
]

function moderation(item: LivePost, post: boolean, t: MenuDeps['t'], call: MenuDeps['call']): MenuEntry[] {
  return tools(item, post).map(([on, off, turnOn]) => {
    const action = on ? off : turnOn
    return { id: turnOn, label: t(`moderation.${action}`), ...(turnOn === 'pin' ? { icon: <Icon name="pin" /> } : {}), onSelect: () => call('liveblog.moderate', { uuid: item.content_uuid, action }) }
  })
}

/** The editors' menu of a post. */
export function postMenu({ item, t, call, edit, remove }: MenuDeps): MenuEntry[] {
  return [
    { id: 'edit', label: t('actions.edit'), icon: <Icon name="pencil" />, onSelect: edit },
    ...moderation(item, true, t, call),
    { type: 'separator', id: 'end' },
    { id: 'remove', label: t('actions.remove'), icon: <Icon name="trash" />, danger: true, onSelect: remove },
  ]
}

/** A reply's menu, for its author, other readers and editors. */
export function replyMenu({ item, state, can, t, call, edit, remove, report }: MenuDeps): MenuEntry[] {
  const me = state.session?.user
  const mine = !!me && me.user_privilege !== 'guest' && item.actor_uuid === me.uuid
  const editor = isModerator(me)
  const entries: MenuEntry[] = []
  if (mine && can('comment', 'update', item).allowed) entries.push({ id: 'edit', label: t('actions.edit'), icon: <Icon name="pencil" />, onSelect: edit })
  if ((mine && can('comment', 'remove', item).allowed) || editor) entries.push({ id: 'remove', label: t('actions.remove'), icon: <Icon name="trash" />, danger: true, onSelect: remove })
  if (!mine) {
    entries.push(
      item.reactions.flagged
        ? { id: 'unflag', label: t('actions.unflag'), icon: <Icon name="flag" />, onSelect: () => call('liveblog.unflag', { uuid: item.content_uuid }) }
        : { id: 'flag', label: t('actions.flag'), icon: <Icon name="flag" />, onSelect: report },
    )
  }
  if (editor) entries.push({ type: 'separator', id: 'moderation' }, ...moderation(item, false, t, call))
  return entries
}
