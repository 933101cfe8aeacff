/**
 * The profile tab: for a guest, the sign-in, sign-up and forgotten-password forms; for the signed-in
 * reader, their picture (to change or remove), name (and whether a new one awaits a moderator), activity
 * and Log out.
 */
import { useRef, useState } from 'react'
import type { User } from '../../../contracts/entities/user'
import { isActionFailure } from '../../../kernel/actions'
import { useAction, useServices, useStoreValue, useT } from '../../../kernel/react'
import { useFailureText } from '../../../kernel/react/failure-text'
import { isGuestUser } from '../../../kernel/lib/ids'
import { Avatar, Button, EmptyState, Icon, Toast, useToast, type ToastController } from '../../ui'
import { ForgotForm, SignInForm, SignUpForm } from './AccountForms'
import { Activity } from './Activity'
import { NameStatus } from './NameStatus'
import { trayFailureText } from './failure'

export const useSessionUser = () => useStoreValue((state) => state.session?.user)

/** Change or remove the picture: shown at once, put back if the service refuses (the session plugin). */
function AvatarControls({ user, toast }: { user: User; toast: ToastController }) {
  const { t } = useT()
  const input = useRef<HTMLInputElement>(null)
  const [upload, uploading] = useAction('session.upload_avatar')
  const [remove, removing] = useAction('session.remove_avatar')
  const error = useFailureText(uploading.failure ?? removing.failure, (failure) => trayFailureText(failure, t))
  const done = (outcome: unknown, text: string) => {
    if (!isActionFailure(outcome)) toast.show(text, 'success')
  }
  return (
    <div className="vf-profile__picture">
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) void upload({ file }).then((outcome) => done(outcome, t('tray:profile.avatar_changed')))
          event.target.value = ''
        }}
      />
      <Button onClick={() => input.current?.click()} busy={uploading.pending}>
        <Icon name="pencil" />
        {t('tray:profile.change_avatar')}
      </Button>
      {user.pic_large && (
        <Button variant="ghost" onClick={() => void remove({}).then((outcome) => done(outcome, t('tray:profile.avatar_removed')))} busy={removing.pending}>
          <Icon name="trash" />
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
  const toast = useToast()
  return (
    <section className="vf-profile" aria-label={t('tray:profile.title')}>
      <div className="vf-profile__card">
        <Avatar decorative size="lg" name={user.name} src={user.pic_large} />
        <h2 tabIndex={-1} className="vf-profile__name">
          <bdi>{user.name}</bdi>
        </h2>
        <NameStatus user={user} />
        <AvatarControls user={user} toast={toast} />
        <Toast toast={toast} />
      </div>
      <Activity key={user.uuid} />
      {error && (
        <p role="alert" className="vf-status" data-status="error">
          {error}
        </p>
      )}
      <Button className="vf-profile__log-out" onClick={() => void logout({})} busy={state.pending}>
        <Icon name="log-out" />
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
    return <EmptyState icon="user" title={t('tray:profile.sign_in_elsewhere')} />
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
