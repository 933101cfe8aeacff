/**
 * What the live blog shows while its updates load: shapes laid out as the updates will be (the header,
 * then updates with their author line, lines of words and an action row), so nothing jumps when they
 * replace them, and one polite status that says it is loading (the shapes are hidden from assistive
 * technology). It holds the space the widget host reserved (`initial-height`) while it is shown.
 */
import { useWidgetLoading } from '../../../kernel/react'
import { Skeleton } from '../../ui'

const POSTS = [0, 1, 2]

export function LoadingBlog({ label }: { label: string }) {
  useWidgetLoading(true)
  return (
    <div className="vf-liveblog vf-liveblog--loading">
      <p role="status" className="vf-visually-hidden">
        {label}
      </p>
      <div className="vf-liveblog__bar" aria-hidden="true">
        <Skeleton shape="line" width="short" className="vf-loading__title" />
      </div>
      {POSTS.map((n) => (
        <div key={n} className="vf-post vf-post--loading" aria-hidden="true">
          <div className="vf-post__byline">
            <Skeleton shape="circle" size="sm" />
            <Skeleton shape="line" width="short" />
          </div>
          <Skeleton shape="line" width="long" />
          <Skeleton shape="line" width={n === 1 ? 'long' : 'medium'} />
          <Skeleton shape="line" width={n === 1 ? 'medium' : 'short'} />
          {n === 0 && <Skeleton shape="block" size="lg" />}
        </div>
      ))}
    </div>
  )
}
