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
  /** `ghost`: no border or background until hovered (icon buttons, quiet action rows). */
  variant?: 'default' | 'primary' | 'danger' | 'ghost' | 'link'
  busy?: boolean
  ref?: Ref<HTMLButtonElement>
}

/** What a busy button does with a click: nothing (it says it is unavailable). */
const ignore = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault()

/**
 * A button's attributes. The default variant is the plain look and needs no attribute; a comment has
 * four or five buttons, a thread of a thousand comments thousands.
 */
function attributes({ variant = 'default', busy = false, className, disabled, onClick, ...rest }: ButtonProps) {
  return {
    ...rest,
    className: `vf-button${className ? ` ${className}` : ''}`,
    'data-variant': variant === 'default' ? undefined : variant,
    'aria-busy': busy || undefined,
    'aria-disabled': (busy && !disabled) || rest['aria-disabled'] || undefined,
    disabled,
    onClick: busy ? ignore : onClick,
  }
}

export function Button(props: ButtonProps) {
  const type = props.type ?? 'button'
  // Only a submit button has a form to hold while busy; the others need no hook, effect or ref of their own.
  if (type === 'submit') return <SubmitButton {...props} />
  return <button {...attributes(props)} type={type} />
}

function SubmitButton({ ref, ...props }: ButtonProps) {
  const own = useRef<HTMLButtonElement | null>(null)
  const blocking = !!props.busy && !props.disabled

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

  return <button {...attributes(props)} ref={setRef} type="submit" />
}
