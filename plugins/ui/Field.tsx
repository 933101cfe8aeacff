/**
 * Form fields in the kit's look: a text input under its visible label, and a checkbox beside its label.
 *
 * The label is the field's accessible name (`<label for>`), always shown: a placeholder is no label.
 * A hint under the input ("At least 8 characters") describes it (`aria-describedby`), after whatever
 * the caller ties to it already (the error about it, which then comes first). A field the caller marks
 * `aria-invalid` is drawn in the danger colour; the error's text is the caller's (an alert of the form),
 * so one message can be about several fields. Everything else is the native input's own: autofill,
 * the keyboard, the browser's validation.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The visible label, the input's accessible name. */
  label: string
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number'
  /** A line under the input that helps to fill it in. */
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
}

export function TextField({ label, hint, id, className, type = 'text', 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  const own = useId()
  const inputId = id ?? own
  const hintId = hint ? `${inputId}-hint` : undefined
  const describers = [describedBy, hintId].filter(Boolean).join(' ')
  return (
    <div className={className ? `vf-field ${className}` : 'vf-field'}>
      <label className="vf-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input {...input} id={inputId} type={type} className="vf-field__input" aria-describedby={describers || undefined} />
      {hint && (
        <p id={hintId} className="vf-field__hint">
          {hint}
        </p>
      )}
    </div>
  )
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The text beside the box, its accessible name (clicking it toggles the box). */
  label: ReactNode
  ref?: Ref<HTMLInputElement>
}

export function CheckboxField({ label, className, ...input }: CheckboxFieldProps) {
  return (
    <label className={className ? `vf-check-field ${className}` : 'vf-check-field'}>
      <input {...input} type="checkbox" className="vf-check-field__input" />
      <span>{label}</span>
    </label>
  )
}
