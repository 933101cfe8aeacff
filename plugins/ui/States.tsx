/**
 * What a widget shows instead of its content: nothing there yet (`EmptyState`), or it could not be loaded
 * (`ErrorState`, with a retry). Both are a centred icon, a line and an optional explanation.
 *
 * The error state is an alert (`role="alert"`): it replaces what the reader was waiting for, so it is
 * said at once. Its retry button is the kit's Button: while `retrying` it is busy (announced as
 * unavailable, clicks ignored) and keeps the focus, so a keyboard reader who pressed it is not thrown to
 * the top of the page; where the focus goes when the content arrives is the caller's to decide. The empty
 * state is plain content, read in its place (a list's "No comments yet" is not news to announce).
 */
import type { ReactNode } from 'react'
import { useT } from '../../kernel/react/hooks'
import { Button } from './Button'
import { Icon } from './Icon'
import type { IconName } from './icons'

export interface EmptyStateProps {
  /** The line ("No comments yet"). */
  title: string
  /** More words under it ("Be the first to share your thoughts."). */
  children?: ReactNode
  /** The icon above it (`messages-square`). */
  icon?: IconName | null
  /** A control under it (a button to write the first comment). */
  action?: ReactNode
  className?: string
}

export function EmptyState({ title, children, icon = 'messages-square', action, className }: EmptyStateProps) {
  return (
    <div className={className ? `vf-state ${className}` : 'vf-state'} data-kind="empty">
      {icon && <Icon name={icon} />}
      <p className="vf-state__title">{title}</p>
      {children && <p className="vf-state__text">{children}</p>}
      {action}
    </div>
  )
}

export interface ErrorStateProps {
  /** The line; "Something went wrong. Please try again." (`settings.error.generic_error`) by default. */
  title?: string
  /** What went wrong, in the reader's words (a request's failure text). */
  children?: ReactNode
  /** Offers "Try again" (`actions.retry`), which calls this. */
  onRetry?: () => void
  /** A retry is under way: the button is busy. */
  retrying?: boolean
  /** Another wording for the retry button. */
  retryLabel?: string
  className?: string
}

export function ErrorState({ title, children, onRetry, retrying = false, retryLabel, className }: ErrorStateProps) {
  const { t } = useT()
  return (
    <div className={className ? `vf-state ${className}` : 'vf-state'} data-kind="error" role="alert">
      <Icon name="circle-alert" />
      <p className="vf-state__title">{title ?? t('settings.error.generic_error')}</p>
      {children && <p className="vf-state__text">{children}</p>}
      {onRetry && (
        <Button busy={retrying} onClick={onRetry}>
          <Icon name="refresh-cw" />
          {retryLabel ?? t('actions.retry')}
        </Button>
      )}
    </div>
  )
}
