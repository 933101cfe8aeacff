/**
 * Writing a comment, a reply or an edit. The draft stays in the box until the service accepted it: a
 * failed post keeps every word and says why. Guests may post only where the site allows anonymous
 * comments, and then with a name; otherwise the button asks them to sign in (through the ruler).
 */
import { useId, useState, type FormEvent } from 'react'
import type { ActionFailure } from '../../../contracts/plugin'
import { isActionFailure } from '../../../kernel/actions'
import { useT } from '../../../kernel/react'
import { Button } from '../../ui'
import { failureText } from './failure'

export interface ComposerProps {
  label: string
  submitLabel: string
  initial?: string
  /** Ask for a display name (a guest on a site with anonymous comments). */
  askName?: boolean
  /** Sends the text; resolves with a failure to keep the draft. */
  onSubmit: (content: string, name?: string) => Promise<unknown>
  onCancel?: () => void
  autoFocus?: boolean
  /** The draft when the reader was asked to sign in first (kept for them across the sign-in). */
  onSignInRequired?: (content: string, name?: string) => void
  /** A name to start with (a guest's restored draft). */
  initialName?: string
}

const MAX = 5000

export function Composer({ label, submitLabel, initial = '', askName = false, onSubmit, onCancel, autoFocus, onSignInRequired, initialName = '' }: ComposerProps) {
  const { t, locale } = useT('conversations')
  const id = useId()
  const [text, setText] = useState(initial)
  const [name, setName] = useState(initialName)
  const [busy, setBusy] = useState(false)
  // What went wrong, and the field it is about (none: the post as a whole, e.g. a request that failed).
  const [error, setError] = useState<string>()
  const [field, setField] = useState<'text' | 'name'>()
  const fail = (message: string | undefined, about?: 'text' | 'name') => {
    setError(message)
    setField(message ? about : undefined)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return fail(t('errors.empty'), 'text')
    if (askName && !name.trim()) return fail(t('errors.name_required'), 'name')
    setBusy(true)
    fail(undefined)
    const outcome = await onSubmit(text, askName ? name.trim() : undefined)
    setBusy(false)
    if (isActionFailure(outcome)) {
      const failure = outcome as ActionFailure & { reason?: string }
      // A sign-in request is its own answer (the tray opens); the draft waits, and is kept for after it.
      if (failure.reason === 'sign_in_required') onSignInRequired?.(text, name.trim() || undefined)
      else fail(failureText(failure, t, locale))
      return
    }
    setText('')
  }

  return (
    <form className="vf-composer" onSubmit={(e) => void submit(e)} aria-describedby={error && !field ? `${id}-error` : undefined}>
      <label htmlFor={`${id}-text`} className="vf-visually-hidden">
        {label}
      </label>
      <textarea id={`${id}-text`} value={text} maxLength={MAX} placeholder={label} onChange={(e) => setText(e.target.value)} autoFocus={autoFocus} aria-invalid={field === 'text' || undefined} aria-describedby={field === 'text' ? `${id}-error` : undefined} />
      {askName && (
        <>
          <label htmlFor={`${id}-name`}>{t('composer.name')}</label>
          <input id={`${id}-name`} value={name} maxLength={60} autoComplete="nickname" onChange={(e) => setName(e.target.value)} aria-invalid={field === 'name' || undefined} aria-describedby={field === 'name' ? `${id}-error` : undefined} />
        </>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="vf-status" data-status="error">
          {error}
        </p>
      )}
      <div className="vf-composer__row">
        <span className="vf-comment__meta" aria-live="off">
          {t('composer.remaining', { n: MAX - text.length })}
        </span>
        {onCancel && <Button onClick={onCancel}>{t('base:actions.cancel')}</Button>}
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
