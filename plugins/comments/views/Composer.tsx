/**
 * Writing a comment, a reply or an edit. The draft stays in the box until the service accepted it: a
 * failed post keeps every word and says why. Guests may post only where the site allows anonymous
 * comments, and then with a name; otherwise the button asks them to sign in (through the ruler).
 *
 * The box is one line until the reader comes to it (the kit's TextArea, growing with the text), with
 * the signed-in reader's picture beside it; focused, it opens: their name above it, Cancel and Post
 * under it. It stays open until it is posted or cancelled: folding as the focus leaves would move the
 * thread under a pointer on its way to a Like below (the press lands, the click misses). A guest where anonymous comments are off is offered "Sign in to comment";
 * where they are on, a name field. How many characters are left shows only near the limit (the last
 * {@link NEAR_LIMIT}), and is said politely only as the count passes a few marks, never on every key.
 */
import { useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { ActionFailure } from '../../../contracts/plugin'
import { isActionFailure } from '../../../kernel/actions'
import { cleanName, COMMENT_MAX, fitEdit, graphemeCount, NAME_MAX, stripControls, truncateGraphemes } from '../../../kernel/lib/text'
import { useT } from '../../../kernel/react'
import { Avatar, Button, TextArea } from '../../ui'
import { failureText } from './failure'

/** The count shows from this many characters left (a tenth of the limit). */
export const NEAR_LIMIT = COMMENT_MAX / 10
/** Characters left at which the count is said, as the text passes them going down. */
const SAID_AT = [NEAR_LIMIT, 100, 10, 0]

export interface ComposerProps {
  label: string
  submitLabel: string
  initial?: string
  /** Ask for a display name (a guest on a site with anonymous comments). */
  askName?: boolean
  /** Sends the text; resolves with a failure to keep the draft. */
  onSubmit: (content: string, name?: string) => Promise<unknown>
  /** Cancel closes the form (a reply, an edit); without it Cancel empties the box and folds it. */
  onCancel?: () => void
  autoFocus?: boolean
  /** The draft when the reader was asked to sign in first (kept for them across the sign-in). */
  onSignInRequired?: (content: string, name?: string) => void
  /** A name to start with (a guest's restored draft). */
  initialName?: string
  /** Who writes: the signed-in reader (shown beside the box), or a guest to offer sign-in to. */
  writer?: { name: string; picture?: string | undefined } | { signIn: () => void }
}

export function Composer({ label, submitLabel, initial = '', askName = false, onSubmit, onCancel, autoFocus, onSignInRequired, initialName = '', writer }: ComposerProps) {
  const { t, locale } = useT('conversations')
  const id = useId()
  const [text, setText] = useState(initial)
  const [name, setName] = useState(initialName)
  // The last edit was more than the box has room for, and was cut: said politely, shown until an edit fits.
  const [cut, setCut] = useState(false)
  // The count, said as an edit passed one of its marks; the next edit says nothing again.
  const [said, setSaid] = useState('')
  const [opened, setOpened] = useState(!!autoFocus)
  /** The focus comes back to the box as it folds (Cancel, a post): that does not open it again. */
  const folding = useRef(false)
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
  const expanded = opened || text !== '' || name !== '' || busy || !!error

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
    const now = COMMENT_MAX - graphemeCount(fitted.text)
    setSaid(SAID_AT.some((mark) => left > mark && now <= mark) ? t('composer.remaining', { n: now }) : '')
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
    setSaid('')
    if (!onCancel) fold()
  }

  /** The page's composer folds back to one line; the focus, if it was in the form, stays with the box (its buttons go). */
  const fold = () => {
    setOpened(false)
    const doc = box.current?.ownerDocument
    if (!doc || !box.current?.form?.contains(doc.activeElement)) return
    folding.current = true
    box.current.focus()
    folding.current = false
  }

  const cancel = () => {
    if (onCancel) return onCancel()
    // The page's composer: the box is emptied and folds.
    setText('')
    setName('')
    setCut(false)
    setSaid('')
    fail(undefined)
    fold()
  }
  const reader = writer && 'name' in writer ? writer : undefined
  const signIn = writer && 'signIn' in writer ? writer.signIn : undefined

  return (
    <form
      className="vf-composer"
      data-expanded={expanded ? '' : undefined}
      data-writer={reader ? '' : undefined}
      onSubmit={(e) => void submit(e)}
      onFocus={() => folding.current || setOpened(true)}
      aria-describedby={error && !field ? `${id}-error` : undefined}
    >
      {reader && <Avatar name={reader.name} src={reader.picture} decorative size="sm" />}
      <div className="vf-composer__main">
        {reader && expanded && <bdi className="vf-composer__writer">{reader.name}</bdi>}
        {signIn && (
          <p className="vf-composer__writer">
            <Button variant="link" onClick={signIn}>
              {t('composer.sign_in')}
            </Button>
          </p>
        )}
        <label htmlFor={`${id}-text`} className="vf-visually-hidden">
          {label}
        </label>
        <TextArea
          ref={box}
          id={`${id}-text`}
          value={text}
          placeholder={label}
          onChange={edit}
          autoFocus={autoFocus}
          minRows={expanded ? 3 : 1}
          aria-invalid={field === 'text' || undefined}
          aria-describedby={field === 'text' ? `${id}-error` : undefined}
        />
        {askName && expanded && (
          <div className="vf-composer__name">
            <label htmlFor={`${id}-name`}>{t('composer.name')}</label>
            <input
              id={`${id}-name`}
              value={name}
              autoComplete="nickname"
              onChange={(e) => setName(truncateGraphemes(stripControls(e.target.value), NAME_MAX))}
              aria-invalid={field === 'name' || undefined}
              aria-describedby={field === 'name' ? `${id}-error` : undefined}
            />
          </div>
        )}
        {/* Always in the page, so that what it comes to say is announced; out of the layout while it says nothing but the count. */}
        <p role="status" aria-live="polite" className={cut ? 'vf-status' : 'vf-visually-hidden'} data-status={cut ? 'warning' : undefined}>
          {cut ? t('composer.cut', { n: COMMENT_MAX }) : said}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="vf-status" data-status="error">
            {error}
          </p>
        )}
        {expanded && (
          <div className="vf-composer__row">
            {left <= NEAR_LIMIT && (
              <span className="vf-composer__count" data-low={left <= 10 ? '' : undefined}>
                {t('composer.remaining', { n: left })}
              </span>
            )}
            <Button onClick={cancel}>{t('base:actions.cancel')}</Button>
            <Button type="submit" variant="primary" busy={busy}>
              {submitLabel}
            </Button>
          </div>
        )}
      </div>
    </form>
  )
}
