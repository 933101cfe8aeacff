/**
 * Sign-up and forgotten-password forms of the profile tab. Failures are told for the status time
 * (document 2 §8), and the draft is kept.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import type { ActionFailure } from '../../../contracts/plugin'
import { useAction, useT } from '../../../kernel/react'
import { isActionFailure } from '../../../kernel/actions'
import { useFailureText } from '../../../kernel/react/failure-text'
import { Button } from '../../ui'
import { failureFields, invalidWhen, trayFailureText } from './failure'
import { fitEdit, NAME_MAX } from '../../../kernel/lib/text'

/** A labelled input; the label is the field's accessible name. */
export function Field({ id, label, ...input }: { id: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </>
  )
}

export function FormError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="vf-status" data-status="error">
      {children}
    </p>
  )
}

export function SignUpForm() {
  const { t } = useT()
  const id = useId()
  const [draft, setDraft] = useState({ name: '', email: '', password: '', human: false })
  const [getCaptcha] = useAction('session.captcha')
  const [signup, state] = useAction('session.signup')
  const [captchaFailure, setCaptchaFailure] = useState<ActionFailure | undefined>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const captcha = await getCaptcha({})
    if (isActionFailure(captcha)) {
      setCaptchaFailure(captcha)
      return
    }
    setCaptchaFailure(undefined)
    await signup({ name: draft.name, email: draft.email, password: draft.password, captcha })
  }
  const error = useFailureText(captchaFailure ?? state.failure, (failure) => trayFailureText(failure, t))
  const about = error && !captchaFailure ? failureFields(state.failure, 'signup') : new Set()
  const tie = (field: 'name' | 'email' | 'password') => invalidWhen(about.has(field), `${id}-error`)
  return (
    <form className="vf-form" onSubmit={(e) => void submit(e)}>
      <h2 tabIndex={-1}>{t('tray:profile.sign_up_title')}</h2>
      <Field id={`${id}-name`} label={t('tray:profile.name')} autoComplete="nickname" required {...tie('name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: fitEdit(draft.name, e.target.value, NAME_MAX).text })} />
      <Field id={`${id}-email`} label={t('tray:profile.email')} type="email" autoComplete="email" required {...tie('email')} value={draft.email} onChange={(e) => setDraft({ ...draft, email: e.target.value })} />
      <Field id={`${id}-password`} label={t('tray:profile.password')} type="password" autoComplete="new-password" required minLength={8} {...tie('password')} value={draft.password} onChange={(e) => setDraft({ ...draft, password: e.target.value })} />
      <label>
        <input type="checkbox" required checked={draft.human} onChange={(e) => setDraft({ ...draft, human: e.target.checked })} /> {t('tray:profile.human')}
      </label>
      {error && <FormError id={`${id}-error`}>{error}</FormError>}
      <Button type="submit" variant="primary" busy={state.pending}>
        {t('tray:profile.create_account')}
      </Button>
    </form>
  )
}

export function ForgotForm() {
  const { t } = useT()
  const id = useId()
  const [email, setEmail] = useState('')
  const [reset, state] = useAction('session.reset_password')
  const error = useFailureText(state.failure, (failure) => trayFailureText(failure, t))
  const about = error ? failureFields(state.failure, 'forgot') : new Set()
  return (
    <form
      className="vf-form"
      onSubmit={(event) => {
        event.preventDefault()
        void reset({ email })
      }}
    >
      <h2 tabIndex={-1}>{t('tray:profile.forgot_title')}</h2>
      <Field id={`${id}-email`} label={t('tray:profile.email')} type="email" autoComplete="email" required {...invalidWhen(about.has('email'), `${id}-error`)} value={email} onChange={(e) => setEmail(e.target.value)} />
      {error && <FormError id={`${id}-error`}>{error}</FormError>}
      {/* There from the start: only a change to a live region already on the page is read reliably. */}
      <p role="status" aria-live="polite" className={state.result ? 'vf-status' : undefined} data-status={state.result ? 'success' : undefined}>
        {state.result ? t('tray:profile.reset_sent') : ''}
      </p>
      <Button type="submit" variant="primary" busy={state.pending}>
        {t('tray:profile.send_link')}
      </Button>
    </form>
  )
}
