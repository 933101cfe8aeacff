/**
 * A text area that grows with its text, from `minRows` to `maxRows` lines, then scrolls.
 *
 * Where the browser has `field-sizing: content` the CSS does it all (textarea.css.ts). Elsewhere the height
 * is set through the CSSOM (`style.blockSize`, which a strict Content-Security-Policy allows, unlike a
 * `style` attribute in markup) as the reader types and whenever the value is set from outside (a posted
 * comment emptied), and the CSS maximum still caps it. Rows other than the defaults (1 and 10) are custom
 * properties set the same way. It is a native `<textarea>`: labelled by the caller (`<label htmlFor>` or
 * `aria-label`), every keyboard path and screen-reader behaviour is the browser's own.
 */
import { useLayoutEffect, useRef, type Ref, type TextareaHTMLAttributes } from 'react'

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>
  /** The height when empty, in lines (1). */
  minRows?: number
  /** The most lines shown before it scrolls (10). */
  maxRows?: number
}

/** Does this browser size a field to its content in CSS? */
function sizesByContent(doc: Document): boolean {
  try {
    return doc.defaultView?.CSS?.supports?.('field-sizing', 'content') === true
  } catch {
    return false
  }
}

/** The CSSOM fallback: as tall as the text (plus the borders), which the CSS maximum caps. */
function fit(area: HTMLTextAreaElement): void {
  area.style.blockSize = 'auto'
  const borders = area.offsetHeight - area.clientHeight
  area.style.blockSize = `${area.scrollHeight + Math.max(0, borders)}px`
}

export function TextArea({ ref, minRows, maxRows, className, onInput, ...rest }: TextAreaProps) {
  const own = useRef<HTMLTextAreaElement | null>(null)
  const measured = useRef<boolean | undefined>(undefined)

  const manual = () => {
    const area = own.current
    if (!area) return false
    measured.current ??= !sizesByContent(area.ownerDocument)
    return measured.current
  }

  useLayoutEffect(() => {
    const area = own.current
    if (!area) return
    if (minRows !== undefined) area.style.setProperty('--vf-textarea-rows', String(minRows))
    else area.style.removeProperty('--vf-textarea-rows')
    if (maxRows !== undefined) area.style.setProperty('--vf-textarea-max-rows', String(maxRows))
    else area.style.removeProperty('--vf-textarea-max-rows')
  }, [minRows, maxRows])

  // A value set from outside (controlled) is measured as the reader's typing is.
  useLayoutEffect(() => {
    if (manual()) fit(own.current!)
  }, [rest.value, minRows, maxRows])

  const setRef = (element: HTMLTextAreaElement | null) => {
    own.current = element
    if (typeof ref === 'function') ref(element)
    else if (ref) (ref as { current: HTMLTextAreaElement | null }).current = element
  }

  return (
    <textarea
      rows={minRows ?? 1}
      {...rest}
      ref={setRef}
      className={className ? `vf-textarea ${className}` : 'vf-textarea'}
      onInput={(event) => {
        if (manual()) fit(event.currentTarget)
        onInput?.(event)
      }}
    />
  )
}
