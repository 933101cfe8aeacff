/**
 * A modal dialog: labelled by its title, focus moved in and kept there, Escape and the close button
 * close it, and focus returns to whatever opened it.
 *
 * Kept there whatever happens to the focused element: Tab and Shift+Tab wrap at the ends, focus that
 * lands on the page behind (a click, a script, the page's own focus moves) is brought back, and a Tab
 * pressed after the focused element left (a form replaced by its confirmation: focus falls to the body)
 * goes into the dialog, never to the page behind the backdrop. The listeners are on the document, as
 * the dialog's own `keydown` only sees keys while focus is already inside.
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useT } from '../../kernel/react/hooks'
import { focusables, focusLost } from './focus'
import { Icon } from './Icon'
import { ensureKitStyles } from './styles'

export interface DialogProps {
  title: string
  onClose: () => void
  children: ReactNode
  /** Where the dialog renders; the widget's own element by default keeps it inside the widget's styles. */
  container?: Element
}

export function Dialog({ title, onClose, children, container }: DialogProps) {
  const { t } = useT()
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  /** What had focus before the dialog (kept across StrictMode's second effect, which would see the dialog's own). */
  const opener = useRef<HTMLElement | null | undefined>(undefined)

  // The kit's sheet, before the first paint: a dialog may be all a widget shows of the kit (styles.ts).
  useLayoutEffect(() => {
    if (ref.current) ensureKitStyles(ref.current.ownerDocument)
  }, [])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const doc = dialog.ownerDocument
    if (opener.current === undefined) {
      const active = doc.activeElement
      opener.current = active instanceof HTMLElement && active !== doc.body && !dialog.contains(active) ? active : null
    }
    ;(focusables(dialog)[0] ?? dialog).focus()

    const inside = (node: unknown) => node instanceof Node && dialog.contains(node)
    // Focus that arrives behind the dialog goes back into it.
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) (focusables(dialog)[0] ?? dialog).focus()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const active = doc.activeElement
      const lost = focusLost(doc)
      if (!lost && !inside(active)) return
      if (event.key === 'Escape') {
        event.stopPropagation()
        close.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables(dialog)
      if (items.length === 0) {
        event.preventDefault()
        dialog.focus()
        return
      }
      const first = items[0]!
      const last = items[items.length - 1]!
      const to = event.shiftKey ? (lost || active === first || active === dialog ? last : undefined) : lost || active === last ? first : undefined
      if (to) {
        event.preventDefault()
        to.focus()
      }
    }
    doc.addEventListener('focusin', onFocusIn)
    doc.addEventListener('keydown', onKeyDown)
    return () => {
      doc.removeEventListener('focusin', onFocusIn)
      doc.removeEventListener('keydown', onKeyDown)
      const back = opener.current
      if (back?.isConnected) back.focus()
    }
  }, [])

  const dialog = (
    <div className="vf-dialog-backdrop">
      <div ref={ref} className="vf-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <button type="button" className="vf-button vf-icon-button vf-dialog-close" data-variant="ghost" aria-label={t('dialog.close')} onClick={() => close.current()}>
          <Icon name="x" />
        </button>
      </div>
    </div>
  )
  return container ? createPortal(dialog, container) : dialog
}
