/**
 * "3 minutes ago" that keeps itself current (checked every 1000 ms, rendered again only when the words
 * change), with the full date as its machine value and title.
 */
import { memo } from 'react'
import { useClockValue, useT } from '../../kernel/react/hooks'
import { formatRelativeTime, longDate } from '../../kernel/lib/relative-time'

// Memoised: a comment re-rendered by a live change leaves its time alone.
export const RelativeTime = memo(function RelativeTime({ ms }: { ms: number }) {
  const { t, locale } = useT()
  const nowText = t('time.now')
  const label = useClockValue((now) => formatRelativeTime(ms, now, locale, nowText))
  // A time the service did not give (not a number) shows as "now", never as a broken comment.
  const iso = Number.isFinite(ms) ? new Date(ms).toISOString() : undefined
  return (
    <time dateTime={iso} title={longDate(ms, locale) || undefined}>
      {label}
    </time>
  )
})
