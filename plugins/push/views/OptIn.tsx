/**
 * `<vf-push-opt-in>`: what push is in this browser and the one button that changes it — turn on (the
 * browser then asks the permission: only from this press), turn off, or after a failure try again. What
 * changes is said in a polite status line; a refused permission is explained, not retried.
 */
import { useSyncExternalStore } from 'react'
import type { PluginContext, Slice } from '../../../contracts/plugin'
import { useT } from '../../../kernel/react'
import { Button, Icon } from '../../ui'
import type { PushSlice } from '../index'
import { PushMessages } from '../push.machine'

const FAILURES: Record<string, string> = {
  [PushMessages.sending]: 'failed.sending',
  [PushMessages.deleting]: 'failed.deleting',
  [PushMessages.workerTimeout]: 'failed.worker',
  [PushMessages.http]: 'failed.http',
}

export function OptIn({ ctx, slice }: { ctx: PluginContext; slice: Slice<PushSlice> }) {
  const { t } = useT('push')
  const { state, permission, error, supported } = useSyncExternalStore(slice.subscribe, slice.getState)
  const busy = state === 'base' || state === 'ready' || state === 'processing'
  const call = (name: 'push.subscribe' | 'push.unsubscribe' | 'push.retry') => void ctx.actions.call(name, { params: {} })
  let line: string
  let button: { label: string; action: 'push.subscribe' | 'push.unsubscribe' | 'push.retry'; primary: boolean } | undefined
  if (!supported) line = t('unsupported')
  else if (state === 'subscribed') {
    line = t('on')
    button = { label: t('turn_off'), action: 'push.unsubscribe', primary: false }
  } else if (state === 'failed') {
    line = t(FAILURES[error ?? ''] ?? 'failed.other')
    button = { label: t('retry'), action: 'push.retry', primary: false }
  } else if (permission === 'denied') line = t('denied')
  else {
    line = busy ? t('checking') : t('off')
    button = { label: t('turn_on'), action: 'push.subscribe', primary: true }
  }
  return (
    <section className="vf-push-opt-in" aria-labelledby="vf-push-title" data-state={state}>
      <Icon name="bell" />
      <div className="vf-push-opt-in__text">
        <h2 id="vf-push-title">{t('title')}</h2>
        <p role="status" aria-live="polite">
          {line}
        </p>
      </div>
      {button && (
        <Button variant={button.primary ? 'primary' : 'default'} busy={busy} onClick={() => call(button.action)}>
          {button.label}
        </Button>
      )}
    </section>
  )
}
