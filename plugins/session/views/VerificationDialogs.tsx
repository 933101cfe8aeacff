/**
 * The dialogs a verification link opens (document 2 §2): confirming an e-mail address, and choosing a
 * new password. Closing one removes it for good.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useAction, useT } from '../../../kernel/react'
import { Button, Dialog } from '../../ui'

export function EmailVerificationDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useT()
  const [verify, state] = useAction('session.verify_email')
  const started = useRef(false)
  useEffect(() => {
    // Once, even under StrictMode's double effects: a token works only once.
    if (started.current) return
    started.current = true
    void verify({ token })
  }, [verify, token])
  return (
    <Dialog title={t('profile.verify_title')} onClose={onClose}>
      {state.pending && <p role="status">{t('status.loading')}</p>}
      {state.result && <p role="status">{t('profile.email_verified')}</p>}
      {state.failure && <p role="alert">{state.failure.error}</p>}
      <Button onClick={onClose}>{t('actions.close')}</Button>
    </Dialog>
  )
}

export function PasswordResetDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useT()
  const id = useId()
  const [password, setPassword] = useState('')
  const [save, state] = useAction('session.set_password')
  return (
    <Dialog title={t('profile.forgot_title')} onClose={onClose}>
      {state.result ? (
        <p role="status">{t('profile.password_changed')}</p>
      ) : (
        <form
          className="vf-form"
          onSubmit={(event) => {
            event.preventDefault()
            void save({ token, password })
          }}
        >
          <label htmlFor={`${id}-password`}>{t('profile.new_password')}</label>
          <input id={`${id}-password`} type="password" autoComplete="new-password" required minLength={8} value={password} onChange={(e) => setPassword(e.target.value)} />
          {state.failure && <p role="alert">{state.failure.error}</p>}
          <Button type="submit" variant="primary" busy={state.pending}>
            {t('profile.save_password')}
          </Button>
        </form>
      )}
    </Dialog>
  )
}
