/**
 * A native button: variants by data attribute, and a busy state that keeps the focus where it is.
 *
 * A busy button is not `disabled`: a focused control that becomes disabled loses the focus (the
 * browser sends it to the page's body), so pressing Enter on "Post" would throw a keyboard reader to
 * the top of the page. It stays focusable, says it is unavailable (`aria-disabled`, which screen
 * readers announce, unlike `aria-busy` on a button) and looks dimmed (the theme styles `aria-busy`),
 * and ignores activation: a click, and the submit of its form (Enter in a field clicks the default
 * button, and `requestSubmit` goes to the form directly). `disabled` stays truly disabled.
 */
import { useEffect, useRef, type ButtonHTMLAttributes, type MouseEvent, type Ref } from 'react'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'danger' | 'link'
  busy?: boolean
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant = 'default', busy = false, type = 'button', className, disabled, onClick, ref, ...rest }: ButtonProps) {
  const own = useRef<HTMLButtonElement | null>(null)
  const blocking = busy && !disabled && type === 'submit'

  useEffect(() => {
    const form = blocking ? own.current?.form : null
    if (!form) return
    // Before React's own listener at the widget's root: the submit never reaches the form's onSubmit.
    const hold = (event: Event) => {
      event.preventDefault()
      event.stopPropagation()
    }
    form.addEventListener('submit', hold)
    return () => form.removeEventListener('submit', hold)
  }, [blocking])

  const setRef = (element: HTMLButtonElement | null) => {
    own.current = element
    if (typeof ref === 'function') ref(element)
    else if (ref) (ref as { current: HTMLButtonElement | null }).current = element
  }

  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }

  return (
    <button
      {...rest}
      ref={setRef}
      type={type}
      className={`vf-button${className ? ` ${className}` : ''}`}
      data-variant={variant}
      aria-busy={busy || undefined}
      aria-disabled={(busy && !disabled) || rest['aria-disabled'] || undefined}
      disabled={disabled}
      onClick={click}
    />
  )
}
