/** "3 minutes ago" that keeps itself current (every 1000 ms), with the full date as its machine value and title. */
import { useNow, useT } from '../../kernel/react/hooks'
import { formatRelativeTime, longDate } from '../../kernel/lib/relative-time'

export function RelativeTime({ ms }: { ms: number }) {
  const now = useNow(1000)
  const { t, locale } = useT()
  const iso = new Date(ms).toISOString()
  return (
    <time dateTime={iso} title={longDate(ms, locale)}>
      {formatRelativeTime(ms, now, locale, t('time.now'))}
    </time>
  )
}
