/**
 * A toast: a short message a view shows after something the reader did ("Link copied"), said politely by
 * screen readers and gone after the status time (`Constants.statusDisplayMs`, 4 s) on the widget's clock
 * (`useServices().timers`, so tests drive it). It never takes the focus and has nothing to focus; while the
 * pointer rests on it, it stays. The same text shown again is announced again (a new element each time).
 *
 * The live region is always rendered, empty until a message comes: a region that appears together with
 * its text is not announced by every screen reader. Requests' own statuses (pending, failed) stay with
 * `StatusLine`, which reads the kernel's request status; an error the reader must act on is an `ErrorState`
 * or an alert, not a toast.
 *
 * ```tsx
 * const toast = useToast()
 * <IconButton icon="link" label={t('share')} onClick={() => copy().then(() => toast.show(t('copied'), 'success'))} />
 * <Toast toast={toast} />
 * ```
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Constants } from '../../contracts/constants'
import { useServices } from '../../kernel/react/provider'
import { Icon } from './Icon'
import type { IconName } from './icons'

export type ToastTone = 'info' | 'success' | 'error'

export interface ToastMessage {
  text: string
  tone: ToastTone
  /** A new number for every message shown, so the same text twice is two announcements. */
  id: number
}

export interface ToastController {
  /** The message on screen, if any. */
  readonly message: ToastMessage | undefined
  /** Shows `text` (replacing the one on screen) for the status time. */
  show(text: string, tone?: ToastTone): void
  /** Takes the message away now. */
  clear(): void
  /** Keeps the message while the reader looks at it (the pointer is on it), and lets it go again. */
  hold(held: boolean): void
}

/** A toast's state and its timer; `ms` is how long a message stays (the status time by default). */
export function useToast(options: { ms?: number } = {}): ToastController {
  const { timers } = useServices()
  const ms = options.ms ?? Constants.statusDisplayMs
  const [message, setMessage] = useState<ToastMessage>()
  const timer = useRef<unknown>(undefined)
  const held = useRef(false)
  const next = useRef(0)

  const stop = useCallback(() => {
    if (timer.current !== undefined) timers.clearTimeout(timer.current)
    timer.current = undefined
  }, [timers])
  const start = useCallback(() => {
    stop()
    if (!held.current) timer.current = timers.setTimeout(() => ((timer.current = undefined), setMessage(undefined)), ms)
  }, [timers, ms, stop])

  useEffect(() => stop, [stop])

  const show = useCallback(
    (text: string, tone: ToastTone = 'info') => {
      next.current += 1
      setMessage({ text, tone, id: next.current })
      start()
    },
    [start],
  )
  const clear = useCallback(() => {
    stop()
    setMessage(undefined)
  }, [stop])
  const hold = useCallback(
    (on: boolean) => {
      held.current = on
      if (on) stop()
      else if (timer.current === undefined) start()
    },
    [start, stop],
  )
  return useMemo(() => ({ message, show, clear, hold }), [message, show, clear, hold])
}

const TONE_ICONS: Record<ToastTone, IconName | undefined> = { info: undefined, success: 'check', error: 'circle-alert' }

export interface ToastProps {
  toast: ToastController
  /** Fixed at the bottom of the window instead of in the widget's flow. */
  floating?: boolean
  className?: string
}

export function Toast({ toast, floating = false, className }: ToastProps) {
  const { message } = toast
  const icon = message ? TONE_ICONS[message.tone] : undefined
  return (
    <div className={className ? `vf-toast-region ${className}` : 'vf-toast-region'} data-floating={floating || undefined} role="status" aria-live="polite" aria-atomic="true">
      {message && (
        <p key={message.id} className="vf-toast" data-tone={message.tone} onMouseEnter={() => toast.hold(true)} onMouseLeave={() => toast.hold(false)}>
          {icon && <Icon name={icon} />}
          {message.text}
        </p>
      )}
    </div>
  )
}
