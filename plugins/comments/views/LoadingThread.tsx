/**
 * What the conversations widget shows while its thread loads: shapes laid out as the thread will be (the
 * header with its count and sort, the composer's one line, comments with their picture, two lines of
 * words and their action row), so nothing jumps when the comments replace them, and one polite status
 * that says it is loading, once (the shapes are hidden from assistive technology).
 *
 * It holds the space the widget host reserved (`initial-height`, or the widget's skeleton height) while
 * it is shown (`useWidgetLoading`): the host lets the space go only in the commit that replaces it.
 */
import { useWidgetLoading } from '../../../kernel/react'
import { Skeleton } from '../../ui'

const COMMENTS = [0, 1, 2]

export function LoadingThread({ label }: { label: string }) {
  useWidgetLoading(true)
  return (
    <div className="vf-conversations vf-conversations--loading">
      <p role="status" className="vf-visually-hidden">
        {label}
      </p>
      <div className="vf-conversations__bar" aria-hidden="true">
        <Skeleton shape="line" width="short" className="vf-loading__title" />
        <Skeleton shape="block" size="sm" className="vf-loading__sort" />
      </div>
      <Skeleton shape="block" size="sm" />
      {COMMENTS.map((n) => (
        <div key={n} className="vf-comment vf-comment--loading" aria-hidden="true">
          <Skeleton shape="circle" size="sm" className="vf-loading__avatar" />
          <Skeleton shape="line" width="short" />
          <Skeleton shape="line" width={n === 1 ? 'medium' : 'long'} />
          <Skeleton shape="line" width={n === 1 ? 'long' : 'medium'} />
          <span className="vf-comment__actions">
            <Skeleton shape="block" size="sm" className="vf-loading__action" />
            <Skeleton shape="block" size="sm" className="vf-loading__action" />
            <Skeleton shape="block" size="sm" className="vf-loading__action" />
          </span>
        </div>
      ))}
    </div>
  )
}
