/**
 * Stars as a reader sees a rating: five marks, as many filled as the rating's stars (rounded to the
 * nearest), hidden from assistive technology — the words beside them (`label`) say the rating.
 */
import { RatingBounds } from '../../../contracts/entities/reviews-api'

const MARKS = Array.from({ length: RatingBounds.stars }, (_, i) => i + 1)

/** A rating in points (0–100) as stars (0–5). */
export const starsOf = (points: number) => points / RatingBounds.step

export function Stars({ points, label, size = 'md' }: { points: number; label?: string; size?: 'sm' | 'md' | 'lg' }) {
  const filled = Math.round(starsOf(points))
  return (
    <span className="vf-stars" data-size={size}>
      <span className="vf-stars__marks" aria-hidden="true">
        {MARKS.map((n) => (
          <span key={n} className="vf-stars__mark" data-on={n <= filled ? '' : undefined}>
            ★
          </span>
        ))}
      </span>
      {label && <span className="vf-visually-hidden">{label}</span>}
    </span>
  )
}
