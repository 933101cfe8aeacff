/**
 * What the reader's own profile and account say of their name where the site premoderates names
 * (`enable_username_premoderation`): a new name waiting for a moderator (others see the name they have
 * until then), or a new name a moderator did not approve. Nothing once a name is approved. A polite
 * status: the tray shows the reader's latest record, so a decision arriving with it is announced.
 * Names are isolated (U+2068…U+2069) so a name in another script does not reorder the sentence.
 */
import type { User } from '../../../contracts/entities/user'
import { useT } from '../../../kernel/react'

const isolate = (name: string) => `\u2068${name}\u2069`

export function NameStatus({ user }: { user: User }) {
  const { t } = useT()
  const status = user.username_moderation_status
  const pending = status === 'pending_new' || status === 'pending_update'
  if (!pending && status !== 'rejected') return null
  return (
    <p role="status" className="vf-status vf-name-status" data-status={pending ? 'warning' : 'error'}>
      {pending
        ? t('tray:account.name_pending', { name: isolate(user.username_pending ?? ''), current: isolate(user.name) })
        : t('tray:account.name_rejected', { current: isolate(user.name) })}
    </p>
  )
}
