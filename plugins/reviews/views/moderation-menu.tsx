/**
 * A moderator's menu on a review or a reply, in the kit's menu button (the one the comments' "…" uses), an
 * icon named by its label ("Moderate the review by Ada"; no visible words that the name would have to hold):
 * hide from readers or show again, mark as spam or not, and on a review pin or unpin and feature or not.
 * Each item calls `reviews.moderate`, so the ruler and the page's interceptors decide; the menu is listed
 * only when opened. And the words a review's state is told in beside its time, as the comments tell theirs.
 */
import type { Review } from '../../../contracts/entities/reviews-api'
import { Icon, MenuButton, type MenuEntry } from '../../ui'
import type { ReviewModerationAction } from '../moderation'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** The on/off tools: on now, the action that turns it off, the one that turns it on (a review's only last). */
const TOOLS = (item: Review, reply: boolean): Array<[boolean, ReviewModerationAction, ReviewModerationAction]> => [
  [item.state === 'disabled', 'enable', 'disable'],
  [item.state === 'spam', 'unspam', 'spam'],
  ...(reply
    ? []
    : ([
        [item.is_pinned === true, 'unpin', 'pin'],
        [item.is_picked === true, 'unpick', 'pick'],
      ] as Array<[boolean, ReviewModerationAction, ReviewModerationAction]>)),
]

export function moderationEntries(item: Review, reply: boolean, t: Translate, moderate: (action: ReviewModerationAction) => void): MenuEntry[] {
  return TOOLS(item, reply).map(([on, off, turnOn]) => {
    const action = on ? off : turnOn
    return { id: turnOn, label: t(`moderation.${action}`), onSelect: () => moderate(action) }
  })
}

export function ModerationMenu({ item, reply, name, t, moderate }: { item: Review; reply: boolean; name: string; t: Translate; moderate: (action: ReviewModerationAction) => void }) {
  return (
    <MenuButton label={t(reply ? 'moderation.label_reply' : 'moderation.label', { name })} items={() => moderationEntries(item, reply, t, moderate)} className="vf-review__moderate">
      <Icon name="shield-check" />
    </MenuButton>
  )
}

/** What is said of an item's state beside its time: awaiting moderation (to its author: only they see it), hidden, spam, pinned, featured. */
export function stateNotes(item: Review, mine: boolean, t: Translate): string[] {
  return [
    item.state === 'awaiting_moderation' && t(mine ? 'state.awaiting_own' : 'state.awaiting_moderation'),
    item.state === 'disabled' && t('state.hidden'),
    item.state === 'spam' && t('state.spam'),
    item.is_pinned && t('state.pinned'),
    item.is_picked && t('state.picked'),
  ].filter((note): note is string => typeof note === 'string')
}
