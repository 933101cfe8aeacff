/** The profile tab: sign in for guests; the signed-in reader's picture, name, counts and sign-out. */
import { useId, useState, type FormEvent } from 'react'
import type { User } from '../../../contracts/entities/user'
import { useAction, useStoreValue, useT } from '../../../kernel/react'
import { isGuestUser } from '../../../kernel/lib/ids'
import { Avatar, Button, ShortNumber } from '../../ui'

export const useSessionUser = () => useStoreValue((state) => (state.session as { user: User } | undefined)?.user)

function SignInForm({ method }: { method: 'login' | 'signup' }) {
  const { t } = useT()
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [login, state] = useAction('session.login')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void login({ email, password })
  }
  return (
    <form className="vf-form" onSubmit={submit} aria-describedby={state.failure ? `${id}-error` : undefined}>
      <h2>{t(method === 'signup' ? 'profile.join_title' : 'profile.sign_in_title')}</h2>
      <label htmlFor={`${id}-email`}>{t('profile.email')}</label>
      <input id={`${id}-email`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <label htmlFor={`${id}-password`}>{t('profile.password')}</label>
      <input id={`${id}-password`} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      {state.failure && (
        <p id={`${id}-error`} role="alert" className="vf-status" data-status="error">
          {state.failure.error}
        </p>
      )}
      <Button type="submit" variant="primary" busy={state.pending}>
        {t('actions.sign_in')}
      </Button>
    </form>
  )
}

function Profile({ user }: { user: User }) {
  const { t } = useT()
  const [logout, state] = useAction('session.logout')
  return (
    <section className="vf-profile" aria-label={t('profile.title')}>
      <Avatar name={user.name} src={user.pic_large} />
      <h2>{user.name}</h2>
      <dl>
        <dt>{t('profile.comments_made')}</dt>
        <dd>
          <ShortNumber value={user.comments_made ?? 0} />
        </dd>
        <dt>{t('profile.likes_received')}</dt>
        <dd>
          <ShortNumber value={user.likes_received ?? 0} />
        </dd>
      </dl>
      {state.failure && (
        <p role="alert" className="vf-status" data-status="error">
          {state.failure.error}
        </p>
      )}
      <Button onClick={() => void logout({})} busy={state.pending}>
        {t('actions.log_out')}
      </Button>
    </section>
  )
}

export function ProfileTab({ method }: { method: 'login' | 'signup' }) {
  const user = useSessionUser()
  return !user || isGuestUser(user) ? <SignInForm method={method} /> : <Profile user={user} />
}
