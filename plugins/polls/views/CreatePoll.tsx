/**
 * A moderator's new poll for the page: the question, two to ten options (added and removed), one or
 * several choices, an optional closing time, and whether voting and the results need sign-in (the site's
 * settings are the starting values). What was typed stays when publishing fails.
 */
import { useId, useState, type FormEvent } from 'react'
import { Button, IconButton } from '../../ui'
import { CheckboxField, TextField } from '../../ui/Field'
import { PollLimits, type PollCreateBody } from '../contract'

export interface CreatePollProps {
  t: (key: string, options?: Record<string, unknown>) => string
  busy: boolean
  failure: string | undefined
  defaults: { vote: boolean; results: boolean }
  now: number
  onCreate: (body: Omit<PollCreateBody, 'container_id'>) => void
  onCancel: () => void
}

/** `datetime-local`'s value for a time (the reader's own zone). */
const localValue = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000)
  return d.toISOString().slice(0, 16)
}

export function CreatePoll({ t, busy, failure, defaults, now, onCreate, onCancel }: CreatePollProps) {
  const [question, setQuestion] = useState('')
  const [options, setOptions] = useState(['', ''])
  const [multiple, setMultiple] = useState(false)
  const [closesAt, setClosesAt] = useState('')
  const [vote, setVote] = useState(defaults.vote)
  const [results, setResults] = useState(defaults.results)
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const closes = closesAt ? new Date(closesAt).getTime() : undefined
    onCreate({
      question,
      options,
      multiple,
      ...(closes !== undefined && !Number.isNaN(closes) ? { closes_at: closes } : {}),
      require_user_authentication_to_vote: vote ? 1 : 0,
      require_user_authentication_to_see_results: results ? 1 : 0,
    })
  }
  return (
    <form className="vf-poll__create" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className="vf-poll__create-title">
        {t('create.title')}
      </h3>
      <TextField label={t('create.question')} value={question} maxLength={PollLimits.questionCharacters} onChange={(e) => setQuestion(e.currentTarget.value)} required />
      <ol className="vf-poll__create-options">
        {options.map((value, i) => (
          <li key={i} className="vf-poll__create-option">
            <TextField label={t('create.option', { n: i + 1 })} value={value} maxLength={PollLimits.optionCharacters} onChange={(e) => setOptions(options.map((o, j) => (j === i ? e.currentTarget.value : o)))} />
            {options.length > PollLimits.minOptions && <IconButton icon="x" label={t('create.remove_option', { n: i + 1 })} onClick={() => setOptions(options.filter((_, j) => j !== i))} />}
          </li>
        ))}
      </ol>
      {options.length < PollLimits.maxOptions && (
        <Button type="button" variant="ghost" onClick={() => setOptions([...options, ''])}>
          {t('create.add_option')}
        </Button>
      )}
      <CheckboxField label={t('create.multiple')} checked={multiple} onChange={(e) => setMultiple(e.currentTarget.checked)} />
      <div className="vf-field">
        <label className="vf-field__label" htmlFor={`${id}-closes`}>
          {t('create.closes_at')}
        </label>
        <input id={`${id}-closes`} className="vf-field__input" type="datetime-local" min={localValue(now)} value={closesAt} onChange={(e) => setClosesAt(e.currentTarget.value)} />
      </div>
      <CheckboxField label={t('create.require_vote')} checked={vote} onChange={(e) => setVote(e.currentTarget.checked)} />
      <CheckboxField label={t('create.require_results')} checked={results} onChange={(e) => setResults(e.currentTarget.checked)} />
      {failure && (
        <p role="alert" className="vf-status" data-status="error">
          {failure}
        </p>
      )}
      <div className="vf-poll__actions">
        <Button type="submit" variant="primary" busy={busy}>
          {t('create.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('create.cancel')}
        </Button>
      </div>
    </form>
  )
}
