/**
 * Writing a comment, a reply or an edit. The draft stays in the box until the service accepted it: a
 * failed post keeps every word and says why. Guests may post only where the site allows anonymous
 * comments, and then with a name; otherwise the button asks them to sign in (through the ruler).
 */
import { useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { ActionFailure } from '../../../contracts/plugin'
import { isActionFailure } from '../../../kernel/actions'
import { cleanName, COMMENT_MAX, fitEdit, graphemeCount, NAME_MAX, stripControls, truncateGraphemes } from '../../../kernel/lib/text'
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

export function Composer({ label, submitLabel, initial = '', askName = false, onSubmit, onCancel, autoFocus, onSignInRequired, initialName = '' }: ComposerProps) {
  const { t, locale } = useT('conversations')
  const id = useId()
  const [text, setText] = useState(initial)
  const [name, setName] = useState(initialName)
  // The last edit was more than the box has room for, and was cut: said politely, shown until an edit fits.
  const [cut, setCut] = useState(false)
  const box = useRef<HTMLTextAreaElement>(null)
  const caret = useRef<number | undefined>(undefined)
  // Bumped by every cut edit: the cursor is placed even when nothing of the edit was kept (the text is unchanged).
  const [cuts, setCuts] = useState(0)
  // Counted as the service counts: characters as a reader sees them (graphemes), not UTF-16 code units.
  const left = useMemo(() => COMMENT_MAX - graphemeCount(text), [text])
  const [busy, setBusy] = useState(false)
  // What went wrong, and the field it is about (none: the post as a whole, e.g. a request that failed).
  const [error, setError] = useState<string>()
  const [field, setField] = useState<'text' | 'name'>()
  const fail = (message: string | undefined, about?: 'text' | 'name') => {
    setError(message)
    setField(message ? about : undefined)
  }

  // A value that differs from what the browser holds puts the cursor at the end: it goes back after what was kept.
  useLayoutEffect(() => {
    if (caret.current === undefined || !box.current) return
    box.current.setSelectionRange(caret.current, caret.current)
    caret.current = undefined
  }, [text, cuts])

  /**
   * Typing, pasting or dropping: control characters go (the service refuses them), and what does not
   * fit is cut at a character boundary — never inside an emoji sequence or a flag, as `maxlength` would.
   */
  const edit = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const fitted = fitEdit(text, stripControls(event.target.value), COMMENT_MAX)
    caret.current = fitted.caret
    setCut(fitted.cut)
    if (fitted.cut) setCuts((n) => n + 1)
    setText(fitted.text)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // What is sent is what the service takes: no control characters, a name without bidi tricks.
    const content = stripControls(text)
    const chosen = askName ? cleanName(name) : undefined
    if (!content.trim()) return fail(t('errors.empty'), 'text')
    if (askName && !chosen) return fail(t('errors.name_required'), 'name')
    setBusy(true)
    fail(undefined)
    const outcome = await onSubmit(content, chosen)
    setBusy(false)
    if (isActionFailure(outcome)) {
      const failure = outcome as ActionFailure & { reason?: string }
      // A sign-in request is its own answer (the tray opens); the draft waits, and is kept for after it.
      if (failure.reason === 'sign_in_required') onSignInRequired?.(content, chosen || undefined)
      else fail(failureText(failure, t, locale))
      return
    }
    setText('')
    setCut(false)
  }

  return (
    <form className="vf-composer" onSubmit={(e) => void submit(e)} aria-describedby={error && !field ? `${id}-error` : undefined}>
      <label htmlFor={`${id}-text`} className="vf-visually-hidden">
        {label}
      </label>
      <textarea ref={box} id={`${id}-text`} value={text} placeholder={label} onChange={edit} autoFocus={autoFocus} aria-invalid={field === 'text' || undefined} aria-describedby={field === 'text' ? `${id}-error` : undefined} />
      {askName && (
        <>
          <label htmlFor={`${id}-name`}>{t('composer.name')}</label>
          <input id={`${id}-name`} value={name} autoComplete="nickname" onChange={(e) => setName(truncateGraphemes(stripControls(e.target.value), NAME_MAX))} aria-invalid={field === 'name' || undefined} aria-describedby={field === 'name' ? `${id}-error` : undefined} />
        </>
      )}
      {/* Always in the page, so that what it comes to say is announced; out of the layout while it says nothing. */}
      <p role="status" aria-live="polite" className={cut ? 'vf-status' : 'vf-visually-hidden'} data-status={cut ? 'warning' : undefined}>
        {cut ? t('composer.cut', { n: COMMENT_MAX }) : ''}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="vf-status" data-status="error">
          {error}
        </p>
      )}
      <div className="vf-composer__row">
        <span className="vf-comment__meta" aria-live="off">
          {t('composer.remaining', { n: left })}
        </span>
        {onCancel && <Button onClick={onCancel}>{t('base:actions.cancel')}</Button>}
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
