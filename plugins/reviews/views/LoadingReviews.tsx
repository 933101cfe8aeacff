/**
 * What the reviews show while they load: shapes laid out as the ratings and reviews will be, so nothing
 * jumps when they replace them, and one polite status that says it is loading. It holds the space the
 * widget host reserved (`initial-height`) while it is shown.
 */
import { useWidgetLoading } from '../../../kernel/react'
import { Skeleton } from '../../ui'

const REVIEWS = [0, 1, 2]

export function LoadingReviews({ label, compact = false }: { label: string; compact?: boolean }) {
  useWidgetLoading(true)
  return (
    <div className="vf-reviews vf-reviews--loading">
      <p role="status" className="vf-visually-hidden">
        {label}
      </p>
      <div className="vf-ratings" aria-hidden="true">
        <Skeleton shape="line" width="short" />
        {!compact && <Skeleton shape="block" size="lg" />}
      </div>
      {!compact &&
        REVIEWS.map((n) => (
          <div key={n} className="vf-review vf-review--loading" aria-hidden="true">
            <Skeleton shape="line" width="short" />
            <Skeleton shape="line" width="medium" />
            <Skeleton shape="line" width="long" />
            <Skeleton shape="line" width={n === 1 ? 'long' : 'medium'} />
          </div>
        ))}
    </div>
  )
}
