/** The account tab: the signed-in reader's address and its verification; guests are offered sign-in. */
import { useT } from '../../../kernel/react'
import { isGuestUser } from '../../../kernel/lib/ids'
import { Button } from '../../ui'
import { useSessionUser } from './ProfileTab'

export function AccountTab({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useT()
  const user = useSessionUser()
  if (!user || isGuestUser(user)) {
    return (
      <section aria-label={t('tray:tray.tabs.account')}>
        <p>{t('tray:account.signed_out')}</p>
        <Button variant="primary" onClick={onSignIn}>
          {t('actions.sign_in')}
        </Button>
      </section>
    )
  }
  return (
    <section aria-label={t('tray:tray.tabs.account')}>
      <dl>
        <dt>{t('tray:profile.name')}</dt>
        <dd>{user.name}</dd>
        {user.email && (
          <>
            <dt>{t('tray:profile.email')}</dt>
            <dd>{user.email}</dd>
          </>
        )}
      </dl>
      {user.email_verification_status === 'pending_new' && (
        <p role="status" className="vf-status" data-status="warning">
          {t('tray:account.verify_email')}
        </p>
      )}
    </section>
  )
}
