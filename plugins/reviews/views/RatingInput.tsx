/**
 * The rating a reader gives: a group of five native radio buttons (one to five stars) under a legend, so
 * it is one Tab stop, the arrow keys move the choice, and a screen reader says "3 out of 5 stars, radio
 * button, 3 of 5" — the stars are only how it looks. The chosen stars (and those the pointer is over)
 * are filled; the focused one is outlined. A choice may be required (`invalid` ties the form's error to it).
 */
import { useId, useState } from 'react'
import { RatingBounds } from '../../../contracts/entities/reviews-api'
import { useWords } from './words'

const CHOICES = Array.from({ length: RatingBounds.stars }, (_, i) => i + 1)

export interface RatingInputProps {
  legend: string
  /** Stars chosen, 1–5, or none yet. */
  value: number | undefined
  onChange: (stars: number) => void
  disabled?: boolean
  /** The id of the error about it, when it is the field the error is about. */
  errorId?: string
  /** The legend is said but not shown (the standalone rating's heading says it already). */
  hideLegend?: boolean
}

export function RatingInput({ legend, value, onChange, disabled, errorId, hideLegend }: RatingInputProps) {
  const { t } = useWords()
  const name = useId()
  const [pointed, setPointed] = useState<number>()
  const shown = pointed ?? value ?? 0
  return (
    <fieldset className="vf-rating-input" disabled={disabled} aria-describedby={errorId} aria-invalid={errorId ? true : undefined} onMouseLeave={() => setPointed(undefined)}>
      <legend className={hideLegend ? 'vf-visually-hidden' : 'vf-rating-input__legend'}>{legend}</legend>
      <div className="vf-rating-input__stars">
        {CHOICES.map((n) => (
          <label key={n} className="vf-rating-input__star" data-on={n <= shown ? '' : undefined} onMouseEnter={() => setPointed(n)}>
            <input type="radio" className="vf-rating-input__radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
            <span className="vf-rating-input__mark" aria-hidden="true">
              ★
            </span>
            <span className="vf-visually-hidden">{t('stars', { n })}</span>
          </label>
        ))}
        <span className="vf-rating-input__chosen" aria-hidden="true">
          {value ? t(`star_words.${value}`) : ''}
        </span>
      </div>
    </fieldset>
  )
}
