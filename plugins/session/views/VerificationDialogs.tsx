/**
 * The dialogs a verification link opens (document 2 §2): confirming an e-mail address, and choosing a
 * new password. Closing one removes it for good. Each has one live region, there from the start, whose
 * text changes. The e-mail check's outcome stays until the dialog is closed; a failed new password is told
 * for the status time (document 2 §8).
 */
import { useEffect, useId, useRef, useState } from 'react'
import { actionFailureMessage, rejectedField } from '../../../kernel/error-message'
import { useAction, useT } from '../../../kernel/react'
import { useFailureText } from '../../../kernel/react/failure-text'
import { Button, Dialog } from '../../ui'
import { TextField } from '../../ui/Field'

/** The failure's text: the kernel's wording, and a refusal in the session's words. */
function failureText(outcome: unknown, t: (key: string) => string): string | undefined {
  return actionFailureMessage(outcome, t, ({ reason }) => t(`session:profile.refused.${reason === 'disabled_by_settings' ? reason : 'other'}`))
}

/** The failure's text for the status time. */
function useFailure(failure: unknown): string | undefined {
  const { t } = useT()
  return useFailureText(failure, (outcome) => failureText(outcome, t))
}

/** Is a failed new password about the password itself (the service rejected the field)? */
const aboutPassword = (failure: unknown) => rejectedField(failure) === 'password'

export function EmailVerificationDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useT()
  const [verify, state] = useAction('session.verify_email')
  // The outcome is the dialog's purpose: kept until the dialog is closed, not for the status time.
  const error = state.failure === undefined ? undefined : failureText(state.failure, t)
  const started = useRef(false)
  useEffect(() => {
    // Once, even under StrictMode's double effects: a token works only once.
    if (started.current) return
    started.current = true
    void verify({ token })
  }, [verify, token])
  return (
    <Dialog title={t('session:profile.verify_title')} onClose={onClose}>
      {/* One region, there from the start: only a change to a live region already on the page is read reliably. */}
      <p role="status" aria-live="polite" className={state.pending || state.result || error ? 'vf-status' : undefined} data-status={error ? 'error' : state.result ? 'success' : undefined}>
        {state.pending ? t('status.loading') : state.result ? t('session:profile.email_verified') : (error ?? '')}
      </p>
      <Button onClick={onClose}>{t('actions.close')}</Button>
    </Dialog>
  )
}

export function PasswordResetDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useT()
  const id = useId()
  const [password, setPassword] = useState('')
  const [save, state] = useAction('session.set_password')
  const error = useFailure(state.failure)
  const done = useRef<HTMLParagraphElement>(null)
  // The form (and its focused button) is replaced by the confirmation: focus goes to it, so it is read
  // and focus stays in the dialog.
  useEffect(() => {
    if (state.result) done.current?.focus()
  }, [state.result])
  return (
    <Dialog title={t('session:profile.forgot_title')} onClose={onClose}>
      {/* There from the start (a live region inserted with its text is often not read); the confirmation takes focus. */}
      <p ref={done} tabIndex={-1} role="status" aria-live="polite" className={state.result ? 'vf-status' : undefined} data-status={state.result ? 'success' : undefined}>
        {state.result ? t('session:profile.password_changed') : ''}
      </p>
      {state.result ? null : (
        <form
          className="vf-form"
          onSubmit={(event) => {
            event.preventDefault()
            void save({ token, password })
          }}
        >
          <TextField
            label={t('session:profile.new_password')}
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...(error && aboutPassword(state.failure) ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="vf-status" data-status="error">
              {error}
            </p>
          )}
          <Button type="submit" variant="primary" busy={state.pending}>
            {t('session:profile.save_password')}
          </Button>
        </form>
      )}
    </Dialog>
  )
}
