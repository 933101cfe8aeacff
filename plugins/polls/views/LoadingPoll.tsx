/**
 * What the poll shows while it loads: shapes laid out as the question and its options will be, one
 * polite status that says it is loading (the shapes are hidden from assistive technology), in the space
 * the widget host reserved, which it holds while it is shown.
 */
import { useWidgetLoading } from '../../../kernel/react'
import { Skeleton } from '../../ui'

const ROWS = [0, 1, 2, 3]

export function LoadingPoll({ label }: { label: string }) {
  useWidgetLoading(true)
  return (
    <div className="vf-poll vf-poll--loading">
      <p role="status" className="vf-visually-hidden">
        {label}
      </p>
      <div aria-hidden="true" className="vf-poll__skeleton">
        <Skeleton shape="line" width="short" />
        <Skeleton shape="line" width="long" />
        {ROWS.map((n) => (
          <Skeleton key={n} shape="line" width={n % 2 ? 'medium' : 'long'} />
        ))}
      </div>
    </div>
  )
}
