/**
 * What the chat shows while its messages load: shapes laid out as the messages will be, one polite
 * status that says it is loading (the shapes are hidden from assistive technology), in the space the
 * widget host reserved, which it holds while it is shown.
 */
import { useWidgetLoading } from '../../../kernel/react'
import { Skeleton } from '../../ui'

const ROWS = [0, 1, 2, 3, 4]

export function LoadingChat({ label }: { label: string }) {
  useWidgetLoading(true)
  return (
    <div className="vf-chat vf-chat--loading">
      <p role="status" className="vf-visually-hidden">
        {label}
      </p>
      <div className="vf-chat__bar" aria-hidden="true">
        <Skeleton shape="line" width="short" />
      </div>
      <div className="vf-chat__frame" aria-hidden="true">
        {ROWS.map((n) => (
          <div key={n} className="vf-msg vf-msg--loading">
            <Skeleton shape="circle" size="sm" />
            <div className="vf-msg__bubble">
              <Skeleton shape="line" width="short" />
              <Skeleton shape="line" width={n % 2 ? 'long' : 'medium'} />
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}
