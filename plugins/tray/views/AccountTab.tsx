/**
 * The account tab: the signed-in reader's name (and whether a new one awaits a moderator) and address and
 * its verification; guests are offered sign-in.
 */
import { useT } from '../../../kernel/react'
import { isGuestUser } from '../../../kernel/lib/ids'
import { Button, EmptyState } from '../../ui'
import { NameStatus } from './NameStatus'
import { useSessionUser } from './ProfileTab'

export function AccountTab({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useT()
  const user = useSessionUser()
  if (!user || isGuestUser(user)) {
    return (
      <EmptyState
        icon="user"
        title={t('tray:account.signed_out')}
        action={
          <Button variant="primary" onClick={onSignIn}>
            {t('actions.sign_in')}
          </Button>
        }
      />
    )
  }
  return (
    <section className="vf-account" aria-label={t('tray:tray.tabs.account')}>
      <dl className="vf-account__details">
        <div>
          <dt>{t('tray:profile.name')}</dt>
          <dd>
            <bdi>{user.name}</bdi>
          </dd>
        </div>
        {user.email && (
          <div>
            <dt>{t('tray:profile.email')}</dt>
            <dd>{user.email}</dd>
          </div>
        )}
      </dl>
      <NameStatus user={user} />
      {user.email_verification_status === 'pending_new' && (
        <p role="status" className="vf-status" data-status="warning">
          {t('tray:account.verify_email')}
        </p>
      )}
    </section>
  )
}
