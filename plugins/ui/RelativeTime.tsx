/**
 * "3 minutes ago" that keeps itself current (checked every 1000 ms, rendered again only when the words
 * change), with the full date as its machine value and title.
 *
 * `focusable`: the full date is reached from the keyboard too. The time is then a Tab stop, and while it
 * has the keyboard's focus its title shows beside it as a tooltip (CSS alone, time.css.ts: no element
 * and no listener per time), as the browser shows the title on hover; screen readers hear the title as
 * its description.
 */
import { memo } from 'react'
import { useBaseText, useClockValue } from '../../kernel/react/hooks'
import { useLocale } from '../../kernel/react/provider'
import { formatRelativeTime, longDate } from '../../kernel/lib/relative-time'

// Memoised: a comment re-rendered by a live change leaves its time alone.
export const RelativeTime = memo(function RelativeTime({ ms, focusable = false }: { ms: number; focusable?: boolean }) {
  // The locale and one base label, not a translation hook: a thread renders a thousand of these.
  const locale = useLocale()
  const nowText = useBaseText('time.now')
  const label = useClockValue((now) => formatRelativeTime(ms, now, locale, nowText))
  // A time the service did not give (not a number) shows as "now", never as a broken comment.
  const iso = Number.isFinite(ms) ? new Date(ms).toISOString() : undefined
  const full = longDate(ms, locale) || undefined
  return (
    <time dateTime={iso} title={full} className={focusable && full ? 'vf-time' : undefined} tabIndex={focusable && full ? 0 : undefined}>
      {label}
    </time>
  )
})
