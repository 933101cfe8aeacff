/** "1.23k" for the eye, the full number for screen readers and on hover. */
import { formatShortNumber } from '../../kernel/lib/format-number'
import { intlFormatter } from '../../kernel/lib/intl-locale'
import { useT } from '../../kernel/react/hooks'

export function ShortNumber({ value }: { value: number }) {
  const { locale } = useT()
  const full = intlFormatter('NumberFormat', locale, {}).format(value)
  return (
    <span title={full}>
      <span aria-hidden="true">{formatShortNumber(value, locale)}</span>
      <span className="vf-visually-hidden">{full}</span>
    </span>
  )
}
