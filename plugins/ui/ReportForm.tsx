/**
 * Reporting something a reader wrote (a comment, a reply, a post, a review, a question): why — the kit's
 * select, with the reasons every widget offers — then send. It takes the focus as it opens (the reason is
 * where the reader goes first); Escape (through `onKeyDown`) and Cancel give it back to the control that
 * opened it, which the widget owns. The reason sent is its name (`spam`…), the same in every language.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEventHandler } from 'react'
import { useT } from '../../kernel/react/hooks'
import { Button } from './Button'
import { Select } from './Select'

export const REPORT_REASONS = ['spam', 'abuse', 'off_topic', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

export interface ReportFormProps {
  id: string
  /** The widget's own classes for the form (its spacing beside the item). */
  className?: string
  onKeyDown: KeyboardEventHandler<HTMLElement>
  onCancel: () => void
  onSubmit: (reason: ReportReason) => void
}

export function ReportForm({ id, className, onKeyDown, onCancel, onSubmit }: ReportFormProps) {
  const { t } = useT()
  const [reason, setReason] = useState<ReportReason>('spam')
  const form = useRef<HTMLFormElement>(null)
  // The kit's select is a combobox element: focused as the form opens.
  useLayoutEffect(() => form.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus(), [])
  return (
    <form
      ref={form}
      id={id}
      className={className ? `vf-report ${className}` : 'vf-report'}
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(reason)
      }}
    >
      <Select label={t('report.reason')} options={REPORT_REASONS.map((value) => ({ value, label: t(`report.${value}`) }))} value={reason} onChange={(value) => setReason(value as ReportReason)} />
      <div className="vf-report__row">
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="primary">
          {t('report.submit')}
        </Button>
      </div>
    </form>
  )
}
