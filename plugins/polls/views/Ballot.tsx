/**
 * The vote: the options as radio buttons (one choice) or checkboxes (several) in a fieldset named by the
 * question, "Vote" and, where the reader may see them, "See the results". The choice is the reader's
 * draft: a failed or intercepted vote, or a sign-in on the way, keeps it. A guest in a poll that needs
 * sign-in is told so beside the button; pressing it asks them to sign in (the ruler's `polls.vote`).
 */
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../ui'
import type { Poll } from '../contract'

export interface BallotProps {
  poll: Poll
  t: (key: string, options?: Record<string, unknown>) => string
  busy: boolean
  failure: string | undefined
  guestMustSignIn: boolean
  onVote: (options: string[]) => void
  onShowResults: (() => void) | undefined
}

export function Ballot({ poll, t, busy, failure, guestMustSignIn, onVote, onShowResults }: BallotProps) {
  const [chosen, setChosen] = useState<string[]>([])
  const name = useId()
  const hintId = `${name}-hint`
  const errorId = `${name}-error`
  const toggle = (uuid: string, on: boolean) => setChosen((was) => (poll.multiple ? (on ? [...was.filter((u) => u !== uuid), uuid] : was.filter((u) => u !== uuid)) : [uuid]))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onVote(poll.options.filter((o) => chosen.includes(o.option_uuid)).map((o) => o.option_uuid))
  }
  return (
    <form className="vf-poll__ballot" onSubmit={submit} noValidate>
      <fieldset className="vf-poll__options" aria-describedby={[hintId, failure ? errorId : ''].filter(Boolean).join(' ')}>
        <legend className="vf-visually-hidden">{poll.question}</legend>
        <p id={hintId} className="vf-poll__hint">
          {t(poll.multiple ? 'multiple_hint' : 'single_hint')}
        </p>
        {poll.options.map((option) => (
          <label key={option.option_uuid} className="vf-poll__option">
            <input
              type={poll.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.option_uuid}
              checked={chosen.includes(option.option_uuid)}
              onChange={(event) => toggle(option.option_uuid, event.currentTarget.checked)}
            />
            <span dir="auto">{option.label}</span>
          </label>
        ))}
      </fieldset>
      {failure && (
        <p id={errorId} role="alert" className="vf-status" data-status="error">
          {failure}
        </p>
      )}
      <div className="vf-poll__actions">
        <Button type="submit" variant="primary" busy={busy}>
          {t('vote')}
        </Button>
        {onShowResults && (
          <Button type="button" variant="link" onClick={onShowResults}>
            {t('see_results')}
          </Button>
        )}
      </div>
      {guestMustSignIn && <p className="vf-poll__note">{t('sign_in_to_vote')}</p>}
    </form>
  )
}
