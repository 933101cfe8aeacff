/**
 * The profile tab's forms for a guest: sign in, sign up and forgotten password, in the kit's fields.
 * Failures are told for the status time (document 2 §8) in the form's alert, tied to the fields they are
 * about, and the draft is kept.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import type { ActionFailure } from '../../../contracts/plugin'
import { useAction, useT } from '../../../kernel/react'
import { isActionFailure } from '../../../kernel/actions'
import { useFailureText } from '../../../kernel/react/failure-text'
import { Button } from '../../ui'
import { CheckboxField, TextField } from '../../ui/Field'
import { failureFields, invalidWhen, trayFailureText } from './failure'
import { fitEdit, NAME_MAX } from '../../../kernel/lib/text'

export function FormError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="vf-status" data-status="error">
      {children}
    </p>
  )
}

function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" className="vf-tray__submit" busy={busy}>
      {children}
    </Button>
  )
}

export function SignInForm() {
  const { t, locale } = useT()
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [login, state] = useAction('session.login')
  const error = useFailureText(state.failure, (failure) => trayFailureText(failure, t, locale))
  const about = error ? failureFields(state.failure, 'signin') : new Set()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void login({ email, password })
  }
  return (
    <form className="vf-form" onSubmit={submit}>
      <h2 tabIndex={-1}>{t('tray:profile.sign_in_title')}</h2>
      <TextField label={t('tray:profile.email')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} {...invalidWhen(about.has('email'), `${id}-error`)} />
      <TextField label={t('tray:profile.password')} type="password" autoComplete="current-password" required {...invalidWhen(about.has('password'), `${id}-error`)} value={password} onChange={(e) => setPassword(e.target.value)} />
      {error && <FormError id={`${id}-error`}>{error}</FormError>}
      <Submit busy={state.pending}>{t('actions.sign_in')}</Submit>
    </form>
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
      <TextField label={t('tray:profile.name')} autoComplete="nickname" required {...tie('name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: fitEdit(draft.name, e.target.value, NAME_MAX).text })} />
      <TextField label={t('tray:profile.email')} type="email" autoComplete="email" required {...tie('email')} value={draft.email} onChange={(e) => setDraft({ ...draft, email: e.target.value })} />
      <TextField
        label={t('tray:profile.password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={t('tray:profile.password_hint')}
        {...tie('password')}
        value={draft.password}
        onChange={(e) => setDraft({ ...draft, password: e.target.value })}
      />
      <CheckboxField label={t('tray:profile.human')} required checked={draft.human} onChange={(e) => setDraft({ ...draft, human: e.target.checked })} />
      {error && <FormError id={`${id}-error`}>{error}</FormError>}
      <Submit busy={state.pending}>{t('tray:profile.create_account')}</Submit>
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
      <TextField label={t('tray:profile.email')} type="email" autoComplete="email" required {...invalidWhen(about.has('email'), `${id}-error`)} value={email} onChange={(e) => setEmail(e.target.value)} />
      {error && <FormError id={`${id}-error`}>{error}</FormError>}
      {/* There from the start: only a change to a live region already on the page is read reliably. */}
      <p role="status" aria-live="polite" className={state.result ? 'vf-status' : undefined} data-status={state.result ? 'success' : undefined}>
        {state.result ? t('tray:profile.reset_sent') : ''}
      </p>
      <Submit busy={state.pending}>{t('tray:profile.send_link')}</Submit>
    </form>
  )
}
