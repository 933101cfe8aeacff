/**
 * One chat message: in its run of one author's messages (its position: `only`, `first`, `middle`,
 * `last`), the first carries the author's avatar and name, each its words and its time; a reply shows
 * the start of what it answers. A "…" menu offers Reply to signed-in readers, Remove to its author and to
 * moderators, and to moderators Disable/Enable and Ban from this chat (after a confirmation). Each is an
 * action call, so the ruler and the page's interceptors decide. Rendered by the kit's list (one `<li>`).
 */
import { memo, useCallback, useState } from 'react'
import type { ChatMessage } from '../../../contracts/entities/chat-api'
import type { ContentAuthor } from '../../../contracts/entities/comments-api'
import type { MessagePosition } from '../../../contracts/enums'
import { isActionFailure } from '../../../kernel/actions'
import { useServices, useStoreValue } from '../../../kernel/react'
import { Avatar, Badge, Button, ContentBody, Dialog, Icon, MenuButton, RelativeTime, useListItem, type MenuEntry } from '../../ui'
import type { ChatSlice } from '../state'
import { failureText } from './failure'
import { useWords } from './words'

const chatOf = (s: Readonly<Record<string, unknown>>, instanceId: string) => (s.livechat as ChatSlice | undefined)?.chats[instanceId]
/** How much of the message a reply answers it shows. */
const QUOTE = 80

export const Message = memo(function Message({ uuid, position }: { uuid: string; position: MessagePosition }) {
  const { t, locale, instanceId, me, moderator, notify, replyTo } = useWords()
  const { actions } = useServices()
  const item = useStoreValue((s) => chatOf(s, instanceId)?.items[uuid])
  const author = useStoreValue((s) => (item ? (chatOf(s, instanceId)?.users[item.actor_uuid] as ContentAuthor | undefined) : undefined))
  const parent = useStoreValue((s) => (item?.parent_uuid ? chatOf(s, instanceId)?.items[item.parent_uuid] : undefined))
  const parentAuthor = useStoreValue((s) => (parent ? (chatOf(s, instanceId)?.users[parent.actor_uuid] as ContentAuthor | undefined) : undefined))
  const ref = useListItem(uuid)
  const [confirm, setConfirm] = useState<'remove' | 'ban'>()
  const call = useCallback(
    async (name: string, params: Record<string, unknown>) => {
      const outcome = await actions.call(name as never, { instanceId, params: params as never })
      const text = isActionFailure(outcome) ? failureText(outcome, t, locale) : undefined
      if (text) notify(text, 'error')
      return outcome
    },
    [actions, instanceId, t, locale, notify],
  )
  if (!item) return null
  const name = author?.name || t('unknown_author')
  const own = !!me && item.actor_uuid === me
  const starts = position === 'only' || position === 'first'
  const disabled = item.state !== 'visible'
  const items = (): MenuEntry[] => [
    ...(me ? [{ id: 'reply', label: t('actions.reply'), icon: <Icon name="reply" />, onSelect: () => replyTo(uuid) }] : []),
    ...(moderator ? [{ id: 'disable', label: t(disabled ? 'actions.enable' : 'actions.disable'), icon: <Icon name="eye" />, onSelect: () => void call('livechat.moderate', { uuid, action: disabled ? 'enable' : 'disable' }) }] : []),
    ...(moderator && !own && author?.user_privilege === 'user' ? [{ id: 'ban', label: t('actions.ban'), icon: <Icon name="ban" />, danger: true, onSelect: () => setConfirm('ban') }] : []),
    ...(own || moderator ? [{ id: 'remove', label: t('actions.remove'), icon: <Icon name="trash" />, danger: true, onSelect: () => setConfirm('remove') }] : []),
  ]
  const confirmed = async () => {
    const what = confirm
    setConfirm(undefined)
    if (what === 'remove') {
      const outcome = await call('livechat.remove', { uuid })
      if (!isActionFailure(outcome)) notify(t('removed'), 'success')
    } else if (what === 'ban') {
      const outcome = await call('livechat.ban', { user: item.actor_uuid })
      if (!isActionFailure(outcome)) notify(t('banned', { name }), 'success')
    }
  }
  return (
    <li ref={ref} className="vf-msg" data-position={position} data-own={own || undefined} data-state={disabled ? item.state : undefined}>
      {starts ? <Avatar name={name} src={author?.pic_small ?? undefined} size="sm" decorative /> : <span className="vf-msg__gutter" />}
      <div className="vf-msg__bubble">
        {starts && (
          <p className="vf-msg__by">
            <span className="vf-msg__name">{name}</span>
            {(author?.user_privilege === 'moderator' || author?.user_privilege === 'admin') && <Badge>{t('moderator_badge')}</Badge>}
          </p>
        )}
        {starts || <span className="vf-visually-hidden">{name}: </span>}
        {item.parent_uuid && (
          <p className="vf-msg__quote">
            {parent ? t('reply_to', { name: parentAuthor?.name || t('unknown_author'), text: parent.content.length > QUOTE ? `${parent.content.slice(0, QUOTE)}…` : parent.content }) : t('reply_to_gone')}
          </p>
        )}
        <ContentBody className="vf-msg__body" text={item.content} />
        <p className="vf-msg__meta">
          <RelativeTime ms={item.date_created} />
          {disabled && <span className="vf-msg__state"> · {t('disabled')}</span>}
        </p>
      </div>
      {(me || moderator) && (
        <MenuButton label={t('actions.menu', { name })} items={items} className="vf-msg__menu">
          <Icon name="ellipsis" />
        </MenuButton>
      )}
      {confirm && (
        <Dialog title={t(confirm === 'ban' ? 'confirm.ban_title' : 'confirm.remove_title', { name })} onClose={() => setConfirm(undefined)}>
          <p>{t(confirm === 'ban' ? 'confirm.ban_text' : 'confirm.remove_text', { name })}</p>
          <div className="vf-chat__confirm">
            <Button onClick={() => setConfirm(undefined)}>{t('confirm.cancel')}</Button>
            <Button variant="danger" onClick={() => void confirmed()}>
              {t(confirm === 'ban' ? 'actions.ban' : 'actions.remove')}
            </Button>
          </div>
        </Dialog>
      )}
    </li>
  )
})

export type { ChatMessage }
