/**
 * One group of the feed: who acted (the newest member's actor, "and N others" for the rest), what they
 * did, the first words of the content, when, and whether it is new (pending), seen or read. The text is a
 * link to the page it happened on (opening marks the group read); "Mark as read" and "Delete" are the
 * kit's icon buttons, named with what they act on.
 */
import { memo } from 'react'
import type { Notification } from '../../../contracts/entities/notification'
import { useT } from '../../../kernel/react'
import { Avatar, Icon, IconButton, RelativeTime, useListItem } from '../../ui'
import type { FeedGroup } from '../model'
import { NOTIFICATIONS_NAMESPACE as NS } from '../state'

/** The grouping key prefix the service gives a followed thread's news (examples/server/notifications.ts). */
const THREAD_KEY = 'subscribed_page_content:thread:'

export interface FeedItemProps {
  group: FeedGroup
  busy: boolean
  onRead(key: string): void
  onDelete(key: string): void
}

/** The sentence of a group: its type, its newest actor, and how many others. */
export function useSentence() {
  const { t } = useT(NS)
  return (group: FeedGroup) => {
    if (group.broadcast) return group.broadcast.target_title
    const first = group.members[0] as Notification
    const others = new Set(group.members.map((m) => m.actor_uuid)).size - 1
    const name = first.actor?.name ?? t('item.someone')
    // A followed thread's replies say so; a followed page's new comments say theirs.
    const key = group.key.startsWith(THREAD_KEY) ? 'item.subscribed_thread_content' : `item.${group.kind}`
    return others > 0 ? t(`${key}_others`, { name, n: others }) : t(key, { name })
  }
}

export const FeedItem = memo(function FeedItem({ group, busy, onRead, onDelete }: FeedItemProps) {
  const { t } = useT(NS)
  const sentence = useSentence()(group)
  const register = useListItem(group.key)
  const first = group.members[0]
  const href = group.broadcast?.target_url ?? first?.content?.page_url
  const excerpt = group.broadcast?.target_description ?? first?.content?.excerpt
  const unread = group.status !== 'read'
  const open = () => unread && onRead(group.key)
  const body = (
    <>
      <span className="vf-notification__sentence">{sentence}</span>
      {excerpt ? <span className="vf-notification__excerpt">{excerpt}</span> : null}
    </>
  )
  return (
    <li ref={register} className="vf-notification" data-status={group.status}>
      {group.broadcast ? (
        <span className="vf-notification__site" aria-hidden="true">
          <Icon name="bell" />
        </span>
      ) : (
        <Avatar decorative size="sm" name={first?.actor?.name ?? '?'} src={first?.actor?.pic_small} />
      )}
      <div className="vf-notification__main">
        {href && /^https?:\/\//i.test(href) ? (
          <a className="vf-notification__text" href={href} onClick={open}>
            {body}
          </a>
        ) : (
          <p className="vf-notification__text">{body}</p>
        )}
        <p className="vf-notification__meta">
          <RelativeTime ms={group.time} />
          {unread && <span className="vf-notification__new">{group.status === 'pending' ? t('status.new') : t('status.unread')}</span>}
        </p>
      </div>
      <div className="vf-notification__actions">
        {unread && <IconButton icon="check" variant="ghost" busy={busy} label={t('actions.mark_read', { what: sentence })} onClick={() => onRead(group.key)} />}
        <IconButton icon="trash" variant="ghost" busy={busy} label={t('actions.delete', { what: sentence })} onClick={() => onDelete(group.key)} />
      </div>
    </li>
  )
})
