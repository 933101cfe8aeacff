/**
 * The comment counter (document 1 §2): a short, locale-formatted number, shown only when the visible
 * total is a non-zero integer; hidden with a hidden container except for moderators. The plugin asks
 * for the container as the counter mounts (summaries.ts); fetch errors leave nothing to show: a counter
 * never shows an error on an article page. Drawn as the thread's header is: the speech-bubble icon and
 * the number, in the design system's tokens (the comments' sheet).
 */
import { useStoreValue, useT } from '../../../kernel/react'
import { formatShortNumber } from '../../../kernel/lib/format-number'
import { intlFormatter } from '../../../kernel/lib/intl-locale'
import { Icon } from '../../ui'

/** The full number's options, one constant (its formatter is then found by identity). */
const FULL: Intl.NumberFormatOptions = {}

export function Counter({ instanceId }: { instanceId: string }) {
  const { t, locale, ready } = useT('conversations')
  const container = useStoreValue((s) => s.comments?.counters?.[instanceId])
  const me = useStoreValue((s) => s.session?.user)
  const total = container?.total_visible_content
  const moderator = me?.user_privilege === 'moderator' || me?.user_privilege === 'admin'
  if (!ready || !container || !Number.isInteger(total) || !total || (container.is_hidden && !moderator)) return null
  return (
    <span className="vf-counter">
      <Icon name="message-circle" />
      <span className="vf-counter__number" aria-hidden="true">
        {formatShortNumber(total, locale)}
      </span>
      <span className="vf-visually-hidden">{t('count_label', { count: total, n: intlFormatter('NumberFormat', locale, FULL).format(total) })}</span>
    </span>
  )
}
