/**
 * The ratings of a container: the average in stars (one decimal, in the reader's number format), how
 * many ratings, and — unless compact — how many gave each number of stars, as bars with their share.
 * The bars' lengths are set through the CSSOM (a custom property), which a strict policy allows.
 */
import { useLayoutEffect, useRef } from 'react'
import type { RatingSummary as Summary } from '../../../contracts/entities/reviews-api'
import { intlFormatter } from '../../../kernel/lib/intl-locale'
import { Stars, starsOf } from './Stars'
import { useWords } from './words'

const AVERAGE: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 }
const COUNT: Intl.NumberFormatOptions = {}
const SHARE: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 }
const ROWS = [5, 4, 3, 2, 1] as const

function Bar({ share }: { share: number }) {
  const ref = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    ref.current?.style.setProperty('--vf-share', `${Math.round(share * 1000) / 10}%`)
  }, [share])
  return (
    <span className="vf-ratings__bar" aria-hidden="true">
      <span ref={ref} className="vf-ratings__fill" />
    </span>
  )
}

export function RatingSummary({ summary, compact = false }: { summary: Summary; compact?: boolean }) {
  const { t, locale } = useWords()
  const number = (n: number, options: Intl.NumberFormatOptions) => intlFormatter('NumberFormat', locale, options).format(n)
  if (summary.count === 0) return <p className="vf-ratings vf-ratings--none">{t('summary.none')}</p>
  const average = number(starsOf(summary.average), AVERAGE)
  return (
    <div className="vf-ratings" data-compact={compact ? '' : undefined}>
      <p className="vf-ratings__average">
        <span className="vf-ratings__number" aria-hidden="true">
          {average}
        </span>
        <Stars points={summary.average} size="lg" label={t('summary.average', { n: average })} />
        <span className="vf-ratings__count">{t('summary.count', { n: number(summary.count, COUNT) })}</span>
      </p>
      {!compact && (
        <ul className="vf-ratings__rows" aria-label={t('summary.distribution')}>
          {ROWS.map((stars) => {
            const n = summary.distribution[stars - 1] ?? 0
            const share = summary.count ? n / summary.count : 0
            return (
              <li key={stars} className="vf-ratings__row">
                <span className="vf-ratings__label">{t('stars', { n: stars })}</span>
                <Bar share={share} />
                <span className="vf-ratings__share">{t('summary.share', { share: number(share, SHARE), n: number(n, COUNT) })}</span>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
