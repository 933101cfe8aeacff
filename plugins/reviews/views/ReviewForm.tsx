/**
 * Writing a review, or editing one's own: the stars (a radio group), a title and the review itself. The
 * draft stays until the service accepted it: a failed send keeps every word and says why, tied to the
 * field it is about. On an edit the stars are sent only when the reader changed them (document 1 §5).
 */
import { useId, useState, type FormEvent } from 'react'
import { ReviewLimits, RatingBounds, type Review } from '../../../contracts/entities/reviews-api'
import { isActionFailure } from '../../../kernel/actions'
import { rejectedField } from '../../../kernel/error-message'
import { COMMENT_MAX, stripControls, truncateGraphemes } from '../../../kernel/lib/text'
import { Button, TextArea } from '../../ui'
import { TextField } from '../../ui/Field'
import type { ReviewDraft } from '../board'
import { failureText } from './failure'
import { RatingInput } from './RatingInput'
import { useWords } from './words'

type Field = 'rating' | 'title' | 'content'

export interface ReviewFormProps {
  /** The review being edited; none for a new one. */
  review?: Review
  onSubmit: (draft: ReviewDraft) => Promise<unknown>
  onCancel?: () => void
  autoFocus?: boolean
}

export function ReviewForm({ review, onSubmit, onCancel, autoFocus }: ReviewFormProps) {
  const { t, locale } = useWords()
  const id = useId()
  const initialStars = review?.rating ? Math.max(1, Math.round(review.rating / RatingBounds.step)) : undefined
  const [stars, setStars] = useState<number | undefined>(initialStars)
  const [title, setTitle] = useState(review?.title ?? '')
  const [content, setContent] = useState(review?.content ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ message: string; field?: Field }>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!stars) return setError({ message: t('errors.rating'), field: 'rating' })
    if (!title.trim()) return setError({ message: t('errors.title'), field: 'title' })
    if (!content.trim()) return setError({ message: t('errors.body'), field: 'content' })
    setBusy(true)
    setError(undefined)
    const changed = !review || stars !== initialStars
    const outcome = await onSubmit({ title, content: stripControls(content), ...(changed ? { stars } : {}) })
    setBusy(false)
    if (!isActionFailure(outcome)) {
      if (!review) {
        setStars(undefined)
        setTitle('')
        setContent('')
      }
      return
    }
    const message = failureText(outcome, t, locale)
    const field = rejectedField((outcome as { cause?: unknown }).cause)
    if (message) setError({ message, ...(field === 'rating' || field === 'title' || field === 'content' ? { field } : {}) })
  }

  const errorId = `${id}-error`
  const about = (field: Field) => (error && (error.field === field || (!error.field && field === 'content')) ? errorId : undefined)
  return (
    <form className="vf-review-form" onSubmit={(e) => void submit(e)} noValidate aria-label={review ? t('form.edit_label') : t('form.label')}>
      <RatingInput legend={t('form.rating')} value={stars} onChange={setStars} {...(about('rating') ? { errorId } : {})} />
      <TextField
        label={t('form.title')}
        value={title}
        maxLength={ReviewLimits.title}
        autoFocus={autoFocus}
        onChange={(e) => setTitle(truncateGraphemes(stripControls(e.target.value), ReviewLimits.title))}
        aria-invalid={error?.field === 'title' || undefined}
        aria-describedby={about('title')}
      />
      <div className="vf-review-form__body">
        <label htmlFor={`${id}-body`} className="vf-review-form__label">
          {t('form.body')}
        </label>
        <TextArea
          id={`${id}-body`}
          value={content}
          minRows={4}
          onChange={(e) => setContent(truncateGraphemes(stripControls(e.target.value), COMMENT_MAX))}
          aria-invalid={error?.field === 'content' || undefined}
          aria-describedby={about('content')}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="vf-status" data-status="error">
          {error.message}
        </p>
      )}
      <div className="vf-review-form__row">
        {onCancel && <Button onClick={onCancel}>{t('base:actions.cancel')}</Button>}
        <Button type="submit" variant="primary" busy={busy}>
          {review ? t('form.save') : t('form.submit')}
        </Button>
      </div>
    </form>
  )
}
