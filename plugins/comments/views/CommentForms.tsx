/**
 * The small forms a comment opens under its actions: the report (why, then send) and, when the
 * clipboard refused the comment's link, the link itself to copy by hand. Each takes the focus as it
 * opens; Escape and Cancel (or Close) give it back to the control that opened it (Comment.tsx).
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEventHandler } from 'react'
import { Button, Select } from '../../ui'

const FLAG_REASONS = ['spam', 'abuse', 'off_topic', 'other'] as const
type FlagReason = (typeof FLAG_REASONS)[number]

type Translate = (key: string, options?: Record<string, unknown>) => string

export function FlagForm({ id, t, onKeyDown, onCancel, onSubmit }: { id: string; t: Translate; onKeyDown: KeyboardEventHandler<HTMLElement>; onCancel: () => void; onSubmit: (reason: FlagReason) => void }) {
  const [reason, setReason] = useState<FlagReason>('spam')
  const form = useRef<HTMLFormElement>(null)
  // The reason is where the reader goes first (the kit's select is a combobox element, focused here).
  useLayoutEffect(() => form.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus(), [])
  return (
    <form
      ref={form}
      id={id}
      className="vf-comment__form vf-comment__flag"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(reason)
      }}
    >
      <Select label={t('flag.reason')} options={FLAG_REASONS.map((value) => ({ value, label: t(`flag.${value}`) }))} value={reason} onChange={(value) => setReason(value as FlagReason)} />
      <div className="vf-composer__row">
        <Button onClick={onCancel}>{t('base:actions.cancel')}</Button>
        <Button type="submit" variant="primary">
          {t('flag.submit')}
        </Button>
      </div>
    </form>
  )
}

export function ShareFallback({ id, t, link, onKeyDown, onClose }: { id: string; t: Translate; link: string; onKeyDown: KeyboardEventHandler<HTMLElement>; onClose: () => void }) {
  const field = useId()
  return (
    <div id={id} className="vf-comment__form vf-comment__share" onKeyDown={onKeyDown}>
      <label htmlFor={field}>{t('share.fallback')}</label>
      <div className="vf-composer__row">
        <input id={field} className="vf-comment__link" type="url" readOnly value={link} autoFocus onFocus={(event) => event.currentTarget.select()} />
        <Button onClick={onClose}>{t('base:actions.close')}</Button>
      </div>
    </div>
  )
}
