/**
 * "1.23k" for the eye, the full number for screen readers and on hover. A number that is the same both
 * ways (under a thousand: nearly every count on a comment) is plain text: three elements fewer, two
 * per comment, in a thread of a thousand.
 */
import { memo } from 'react'
import { formatShortNumber } from '../../kernel/lib/format-number'
import { intlFormatter } from '../../kernel/lib/intl-locale'
import { useT } from '../../kernel/react/hooks'

/** The full number's options, one constant (its formatter is then found by identity). */
const FULL: Intl.NumberFormatOptions = {}

// Memoised: a comment re-rendered for a like redraws only the number that changed.
export const ShortNumber = memo(function ShortNumber({ value }: { value: number }) {
  const { locale } = useT()
  const full = intlFormatter('NumberFormat', locale, FULL).format(value)
  const short = formatShortNumber(value, locale)
  if (short === full) return <>{full}</>
  return (
    <span title={full}>
      <span aria-hidden="true">{short}</span>
      <span className="vf-visually-hidden">{full}</span>
    </span>
  )
})
