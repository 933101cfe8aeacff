/**
 * The small form a comment opens under its actions when the clipboard refused the comment's link: the
 * link itself to copy by hand. It takes the focus as it opens; Escape and Close give it back to the
 * control that opened it (Comment.tsx). The report form is the kit's (ReportForm).
 */
import { useId, type KeyboardEventHandler } from 'react'
import { Button } from '../../ui'

type Translate = (key: string, options?: Record<string, unknown>) => string

export function ShareFallback({ id, t, link, onKeyDown, onClose }: { id: string; t: Translate; link: string; onKeyDown: KeyboardEventHandler<HTMLElement>; onClose: () => void }) {
  const field = useId()
  return (
    <div id={id} className="vf-comment__form vf-comment__share" onKeyDown={onKeyDown}>
      <label htmlFor={field}>{t('share.fallback')}</label>
      <div className="vf-composer__row">
        <input id={field} className="vf-comment__link" type="url" readOnly value={link} autoFocus onFocus={(event) => event.currentTarget.select()} />
        <Button onClick={onClose}>{t('base:actions.close')}</Button>
      </div>
    </div>
  )
}
