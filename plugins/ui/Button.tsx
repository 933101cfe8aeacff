/** A native button: variants by data attribute, a busy state that announces itself. */
import type { ButtonHTMLAttributes } from 'react'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'danger' | 'link'
  busy?: boolean
}

export function Button({ variant = 'default', busy = false, type = 'button', className, disabled, ...rest }: ButtonProps) {
  return <button {...rest} type={type} className={`vf-button${className ? ` ${className}` : ''}`} data-variant={variant} aria-busy={busy || undefined} disabled={disabled || busy} />
}
