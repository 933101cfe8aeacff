/**
 * A moderator's controls on a poll: close it (it takes no more votes; every open page shows it closed)
 * and remove it, after a confirmation in place (the focus goes to the question, then back). A failure is
 * said beside them for the status time.
 */
import { useEffect, useRef, useState } from 'react'
import { useAction } from '../../../kernel/react'
import { useFailureText } from '../../../kernel/react/failure-text'
import { Button } from '../../ui'
import type { Poll } from '../contract'
import { failureText } from './failure'

export function Moderation({ instanceId, poll, t, locale }: { instanceId: string; poll: Poll; t: (key: string, options?: Record<string, unknown>) => string; locale: string }) {
  const [close, closing] = useAction('polls.close')
  const [remove, removing] = useAction('polls.remove')
  const [confirming, setConfirming] = useState(false)
  const failure = useFailureText(closing.failure ?? removing.failure, (f) => failureText(f, t, locale))
  const confirmButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (confirming) confirmButton.current?.focus()
  }, [confirming])
  return (
    <div className="vf-poll__moderation">
      {confirming ? (
        <div className="vf-poll__confirm" role="group" aria-label={t('moderation.confirm_remove')}>
          <span>{t('moderation.confirm_remove')}</span>
          <Button ref={confirmButton} variant="danger" busy={removing.pending} onClick={() => void remove({ instanceId }, instanceId)}>
            {t('moderation.confirm')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t('moderation.cancel')}
          </Button>
        </div>
      ) : (
        <>
          {poll.status === 'open' && (
            <Button variant="ghost" busy={closing.pending} onClick={() => void close({ instanceId }, instanceId)}>
              {t('moderation.close')}
            </Button>
          )}
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t('moderation.remove')}
          </Button>
        </>
      )}
      {failure && (
        <p role="alert" className="vf-status" data-status="error">
          {failure}
        </p>
      )}
    </div>
  )
}
