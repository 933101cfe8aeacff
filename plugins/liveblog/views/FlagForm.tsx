/**
 * Reporting a reply: why (the kit's select), then send. It takes the focus as it opens; Escape and
 * Cancel give it back to the control that opened it (Reply.tsx).
 */
import { useLayoutEffect, useRef, useState, type KeyboardEventHandler } from 'react'
import { Button, Select } from '../../ui'
import { useWords } from './words'

const REASONS = ['spam', 'abuse', 'off_topic', 'other'] as const
type Reason = (typeof REASONS)[number]

export function FlagForm({ id, onKeyDown, onCancel, onSubmit }: { id: string; onKeyDown: KeyboardEventHandler<HTMLElement>; onCancel: () => void; onSubmit: (reason: string) => void }) {
  const { t } = useWords()
  const [reason, setReason] = useState<Reason>('spam')
  const form = useRef<HTMLFormElement>(null)
  useLayoutEffect(() => form.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus(), [])
  return (
    <form
      ref={form}
      id={id}
      className="vf-liveblog__form vf-liveblog__flag"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault()
        // The reason's name, the same whatever the reader's language (as the comments send it).
        onSubmit(reason)
      }}
    >
      <Select label={t('flag.legend')} options={REASONS.map((value) => ({ value, label: t(`flag.${value}`) }))} value={reason} onChange={(value) => setReason(value as Reason)} />
      <div className="vf-writer__row">
        <Button onClick={onCancel}>{t('base:actions.cancel')}</Button>
        <Button type="submit" variant="primary">
          {t('flag.submit')}
        </Button>
      </div>
    </form>
  )
}
