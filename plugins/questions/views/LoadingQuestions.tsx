/**
 * What the questions widget shows while it loads: shapes laid out as the questions will be, one polite
 * status that says it is loading (the shapes are hidden from assistive technology), in the space the
 * widget host reserved, which it holds while it is shown.
 */
import { useWidgetLoading } from '../../../kernel/react'
import { Skeleton } from '../../ui'

const ROWS = [0, 1, 2]

export function LoadingQuestions({ label }: { label: string }) {
  useWidgetLoading(true)
  return (
    <div className="vf-questions vf-questions--loading">
      <p role="status" className="vf-visually-hidden">
        {label}
      </p>
      <div aria-hidden="true" className="vf-questions__shapes">
        <Skeleton shape="line" width="short" />
        <Skeleton shape="block" />
        {ROWS.map((n) => (
          <div key={n} className="vf-q vf-q--loading">
            <Skeleton shape="line" width="short" />
            <Skeleton shape="line" width={n % 2 ? 'long' : 'medium'} />
          </div>
        ))}
      </div>
    </div>
  )
}
