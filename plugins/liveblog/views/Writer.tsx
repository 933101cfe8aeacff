/**
 * Writing an update (editors), a reply or an edit. The draft stays in the box until the service accepted
 * it: a failed send keeps every word and says why. Text is counted as the service counts it (characters
 * as a reader sees them), control characters never go in, and what does not fit is cut at a character
 * boundary, said politely; how many characters are left shows near the limit only, and is said as it
 * passes a few marks, never on every key. A guest where the site allows it gives a name.
 */
import { useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import { isActionFailure } from '../../../kernel/actions'
import { cleanName, fitEdit, graphemeCount, NAME_MAX, stripControls, truncateGraphemes } from '../../../kernel/lib/text'
import { Button, TextArea } from '../../ui'
import { failureText } from './failure'
import { useWords } from './words'

export interface WriterProps {
  label: string
  /** The label is shown above the box (the editors' form); otherwise it is the box's placeholder too. */
  showLabel?: boolean
  submitLabel: string
  initial?: string
  /** The most characters the service takes. */
  max: number
  askName?: boolean
  /** Sends the text; resolves with an action failure to keep the draft. */
  onSubmit: (content: string, name?: string) => Promise<unknown>
  /** Cancel closes the form (a reply, an edit); without it there is no Cancel. */
  onCancel?: () => void
  autoFocus?: boolean
  minRows?: number
  /** Fields between the box and the buttons (the editors' images). */
  children?: ReactNode
  /** After a successful send the box is emptied (a new update, a reply); an edit's form closes instead. */
  clearOnSuccess?: boolean
  className?: string
}

export function Writer({ label, showLabel = false, submitLabel, initial = '', max, askName = false, onSubmit, onCancel, autoFocus, minRows = 3, children, clearOnSuccess = true, className }: WriterProps) {
  const { t, locale } = useWords()
  const id = useId()
  const [text, setText] = useState(initial)
  const [name, setName] = useState('')
  const [cut, setCut] = useState(false)
  const [said, setSaid] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ message: string; field?: 'text' | 'name' }>()
  const box = useRef<HTMLTextAreaElement>(null)
  const caret = useRef<number | undefined>(undefined)
  const [cuts, setCuts] = useState(0)
  const near = Math.round(max / 10)
  const marks = useMemo(() => [near, 100, 10, 0], [near])
  const left = useMemo(() => max - graphemeCount(text), [text, max])

  useLayoutEffect(() => {
    if (caret.current === undefined || !box.current) return
    box.current.setSelectionRange(caret.current, caret.current)
    caret.current = undefined
  }, [text, cuts])

  const edit = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const fitted = fitEdit(text, stripControls(event.target.value), max)
    caret.current = fitted.caret
    setCut(fitted.cut)
    if (fitted.cut) setCuts((n) => n + 1)
    const now = max - graphemeCount(fitted.text)
    setSaid(marks.some((mark) => left > mark && now <= mark) ? t('editor.remaining', { n: now }) : '')
    setText(fitted.text)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const content = stripControls(text)
    const chosen = askName ? cleanName(name) : undefined
    if (!content.trim()) return setError({ message: t('errors.empty'), field: 'text' })
    if (askName && !chosen) return setError({ message: t('errors.name_required'), field: 'name' })
    setBusy(true)
    setError(undefined)
    const outcome = await onSubmit(content, chosen)
    setBusy(false)
    if (isActionFailure(outcome)) {
      const message = failureText(outcome, t, locale)
      if (message) setError({ message })
      return
    }
    if (!clearOnSuccess) return
    setText('')
    setCut(false)
    setSaid('')
  }

  const describedBy = (field: 'text' | 'name') => (error && (error.field === field || (!error.field && field === 'text')) ? `${id}-error` : undefined)
  return (
    <form className={`vf-writer${className ? ` ${className}` : ''}`} onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${id}-text`} className={showLabel ? 'vf-writer__label' : 'vf-visually-hidden'}>
        {label}
      </label>
      <TextArea
        ref={box}
        id={`${id}-text`}
        value={text}
        placeholder={showLabel ? undefined : label}
        onChange={edit}
        autoFocus={autoFocus}
        minRows={minRows}
        aria-invalid={error?.field === 'text' || undefined}
        aria-describedby={describedBy('text')}
      />
      {askName && (
        <div className="vf-writer__name">
          <label htmlFor={`${id}-name`}>{t('reply.name')}</label>
          <input
            id={`${id}-name`}
            value={name}
            autoComplete="nickname"
            onChange={(e) => setName(truncateGraphemes(stripControls(e.target.value), NAME_MAX))}
            aria-invalid={error?.field === 'name' || undefined}
            aria-describedby={describedBy('name')}
          />
        </div>
      )}
      {children}
      {/* Always in the page, so that what it comes to say is announced. */}
      <p role="status" aria-live="polite" className={cut ? 'vf-status' : 'vf-visually-hidden'} data-status={cut ? 'warning' : undefined}>
        {cut ? t('editor.cut', { n: max }) : said}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="vf-status" data-status="error">
          {error.message}
        </p>
      )}
      <div className="vf-writer__row">
        {left <= near && (
          <span className="vf-writer__count" data-low={left <= 10 ? '' : undefined}>
            {t('editor.remaining', { n: left })}
          </span>
        )}
        {onCancel && <Button onClick={onCancel}>{t('base:actions.cancel')}</Button>}
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
