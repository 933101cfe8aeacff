/** A request's status as a live region: errors interrupt (alert), the rest is announced politely. */
import { useStatus } from '../../kernel/react/hooks'

export function StatusLine({ statusKey }: { statusKey: string }) {
  const { status, message } = useStatus(statusKey)
  if (status === 'none' || status === 'pending' || !message) return <div role="status" aria-live="polite" className="vf-visually-hidden" />
  return status === 'error' ? (
    <div role="alert" className="vf-status" data-status="error">
      {message}
    </div>
  ) : (
    <div role="status" aria-live="polite" className="vf-status" data-status={status}>
      {message}
    </div>
  )
}
