/**
 * The comment counter (document 1 §2): a short, locale-formatted number, shown only when the visible
 * total is a non-zero integer; hidden with a hidden container except for moderators. Fetch errors are
 * ignored: a counter never shows an error on an article page.
 */
import { useEffect, useState } from 'react'
import type { Container } from '../../../contracts/entities/container'
import { useStoreValue, useT } from '../../../kernel/react'
import { formatShortNumber } from '../../../kernel/lib/format-number'

export function Counter({ containerId, load }: { containerId: string; load: (containerId: string) => Promise<Container | undefined> }) {
  const { t, locale, ready } = useT('conversations')
  const [container, setContainer] = useState<Container>()
  const me = useStoreValue((s) => s.session?.user)
  useEffect(() => {
    let live = true
    load(containerId).then(
      (found) => live && setContainer(found),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [load, containerId])
  const total = container?.total_visible_content
  const moderator = me?.user_privilege === 'moderator' || me?.user_privilege === 'admin'
  if (!ready || !container || !Number.isInteger(total) || !total || (container.is_hidden && !moderator)) return null
  return (
    <span className="vf-counter">
      <span aria-hidden="true">{formatShortNumber(total, locale)}</span>
      <span className="vf-visually-hidden">{t('count_label', { n: total })}</span>
    </span>
  )
}
