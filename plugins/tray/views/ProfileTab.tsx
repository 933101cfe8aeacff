/** The profile tab: sign in for guests; the signed-in reader's picture, name, counts and sign-out. */
import { useId, useRef, useState, type FormEvent } from 'react'
import type { User } from '../../../contracts/entities/user'
import { useAction, useServices, useStoreValue, useT } from '../../../kernel/react'
import { useFailureText } from '../../../kernel/react/failure-text'
import { isGuestUser } from '../../../kernel/lib/ids'
import { Avatar, Button, ShortNumber } from '../../ui'
import { Field, ForgotForm, FormError, SignUpForm } from './AccountForms'
import { failureFields, invalidWhen, trayFailureText } from './failure'

export const useSessionUser = () => useStoreValue((state) => state.session?.user)

function SignInForm() {
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
      <Field id={`${id}-email`} label={t('tray:profile.email')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} {...invalidWhen(about.has('email'), `${id}-error`)} />
      <Field id={`${id}-password`} label={t('tray:profile.password')} type="password" autoComplete="current-password" required {...invalidWhen(about.has('password'), `${id}-error`)} value={password} onChange={(e) => setPassword(e.target.value)} />
      {error && <FormError id={`${id}-error`}>{error}</FormError>}
      <Button type="submit" variant="primary" busy={state.pending}>
        {t('actions.sign_in')}
      </Button>
    </form>
  )
}

/** Change or remove the picture: shown at once, put back if the service refuses (the session plugin). */
function AvatarControls({ user }: { user: User }) {
  const { t } = useT()
  const input = useRef<HTMLInputElement>(null)
  const [upload, uploading] = useAction('session.upload_avatar')
  const [remove, removing] = useAction('session.remove_avatar')
  const error = useFailureText(uploading.failure ?? removing.failure, (failure) => trayFailureText(failure, t))
  return (
    <div className="vf-form-links">
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) void upload({ file })
          event.target.value = ''
        }}
      />
      <Button onClick={() => input.current?.click()} busy={uploading.pending}>
        {t('tray:profile.change_avatar')}
      </Button>
      {user.pic_large && (
        <Button onClick={() => void remove({})} busy={removing.pending}>
          {t('tray:profile.remove_avatar')}
        </Button>
      )}
      {error && (
        <p role="alert" className="vf-status" data-status="error">
          {error}
        </p>
      )}
    </div>
  )
}

function Profile({ user }: { user: User }) {
  const { t } = useT()
  const [logout, state] = useAction('session.logout')
  const error = useFailureText(state.failure, (failure) => trayFailureText(failure, t))
  return (
    <section className="vf-profile" aria-label={t('tray:profile.title')}>
      <Avatar decorative name={user.name} src={user.pic_large} />
      <AvatarControls user={user} />
      <h2 tabIndex={-1}>{user.name}</h2>
      <dl>
        <dt>{t('tray:profile.comments_made')}</dt>
        <dd>
          <ShortNumber value={user.comments_made ?? 0} />
        </dd>
        <dt>{t('tray:profile.likes_received')}</dt>
        <dd>
          <ShortNumber value={user.likes_received ?? 0} />
        </dd>
      </dl>
      {error && (
        <p role="alert" className="vf-status" data-status="error">
          {error}
        </p>
      )}
      <Button onClick={() => void logout({})} busy={state.pending}>
        {t('actions.log_out')}
      </Button>
    </section>
  )
}

type GuestView = 'signin' | 'signup' | 'forgot'

/**
 * A guest moves between signing in, signing up and a forgotten password — where the site lets readers
 * sign in here at all: with widget logins turned off (`disable_widget_logins`) they sign in on the site.
 */
function GuestForms({ method }: { method: 'login' | 'signup' }) {
  const { t } = useT()
  const { permissions } = useServices()
  const [view, setView] = useState<GuestView>(method === 'signup' ? 'signup' : 'signin')
  if (!permissions.can('user', 'login').allowed) {
    return (
      <section className="vf-form" aria-label={t('tray:profile.title')}>
        <p>{t('tray:profile.sign_in_elsewhere')}</p>
      </section>
    )
  }
  const link = (to: GuestView, label: string) => (
    <Button variant="link" onClick={() => setView(to)}>
      {t(label)}
    </Button>
  )
  return (
    <>
      {view === 'signin' && <SignInForm />}
      {view === 'signup' && <SignUpForm />}
      {view === 'forgot' && <ForgotForm />}
      <nav className="vf-form-links">
        {view === 'signin' ? link('signup', 'tray:profile.no_account') : link('signin', 'tray:profile.have_account')}
        {view === 'signin' && link('forgot', 'tray:profile.forgot')}
      </nav>
    </>
  )
}

export function ProfileTab({ method }: { method: 'login' | 'signup' }) {
  const user = useSessionUser()
  return !user || isGuestUser(user) ? <GuestForms method={method} /> : <Profile user={user} />
}
