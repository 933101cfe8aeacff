/**
 * A labelled text area with its submit button, used to ask a question and to answer one: its characters
 * left near the limit, Ctrl/⌘+Enter submits, Escape cancels (when it can be cancelled). A failure keeps
 * the draft and says why under it (an alert); a guest submitting is asked to sign in by the ruler.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { isActionFailure } from '../../../kernel/actions'
import { graphemeCount } from '../../../kernel/lib/text'
import { Button, TextArea } from '../../ui'
import { failureText } from './failure'
import { useWords } from './words'

/** The count shows from this many characters left. */
const LOW = 100

export interface TextFormProps {
  label: string
  placeholder?: string
  submitLabel: string
  max: number
  /** The message for too long a text. */
  tooLong: string
  /** Sends the text; an action's outcome. */
  send: (text: string) => Promise<unknown>
  /** After a success: what to say (politely) and whether to keep the form. */
  sent?: (outcome: unknown) => void
  cancel?: { label: string; onCancel: () => void }
  autoFocus?: boolean
  hint?: ReactNode
  className?: string
}

export function TextForm({ label, placeholder, submitLabel, max, tooLong, send, sent, cancel, autoFocus, hint, className }: TextFormProps) {
  const { t, locale } = useWords()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const area = useRef<HTMLTextAreaElement>(null)
  const ids = useId()
  useEffect(() => {
    if (autoFocus) area.current?.focus()
  }, [autoFocus])
  const left = max - graphemeCount(text.trim())

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    if (left < 0) return setError(tooLong)
    setBusy(true)
    const outcome = await send(text)
    setBusy(false)
    if (isActionFailure(outcome)) {
      // A sign-in request or an intercepted action says nothing here; the draft stays either way.
      setError(failureText(outcome, t, locale))
      return
    }
    setError(undefined)
    setText('')
    sent?.(outcome)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit()
    } else if (event.key === 'Escape' && cancel) {
      event.preventDefault()
      cancel.onCancel()
    }
  }
  const described = [hint ? `${ids}-hint` : '', left < LOW ? `${ids}-left` : '', error ? `${ids}-error` : ''].filter(Boolean).join(' ') || undefined

  return (
    <form className={className ? `vf-q-form ${className}` : 'vf-q-form'} onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${ids}-text`} className="vf-q-form__label">
        {label}
      </label>
      {hint && (
        <p id={`${ids}-hint`} className="vf-q-form__hint">
          {hint}
        </p>
      )}
      <TextArea
        ref={area}
        id={`${ids}-text`}
        value={text}
        minRows={2}
        maxRows={8}
        placeholder={placeholder}
        aria-describedby={described}
        aria-invalid={left < 0 || !!error || undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {left < LOW && (
        <p id={`${ids}-left`} className="vf-q-form__left" data-low={left < 0 || undefined}>
          {t('characters_left', { n: left })}
        </p>
      )}
      {error && (
        <p id={`${ids}-error`} role="alert" className="vf-status" data-status="error">
          {error}
        </p>
      )}
      <div className="vf-q-form__row">
        {cancel && (
          <Button type="button" variant="ghost" onClick={cancel.onCancel}>
            {cancel.label}
          </Button>
        )}
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
