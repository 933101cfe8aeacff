/**
 * The tray's settings tab: which notifications reach the reader by e-mail (replies, likes, new
 * followers) — offered only to a signed-in reader with an e-mail address whose site and account have
 * not turned e-mail notifications off (the session's `user`/`update_notifications` ruling) — each box
 * saved as it changes, said in a polite status line; and where their name and picture stand with the
 * moderators (a new name or picture awaiting approval, or refused), with the field that changes the
 * display name (NameSetting.tsx, through the session's `session.update_profile`). Where the product has browser push
 * (its `push` state in the store), the tab also turns this browser's notifications on or off through
 * the `push.*` actions, from the reader's press (the browser asks its permission then).
 */
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { PluginContext } from '../../../contracts/plugin'
import type { TrayTabProps } from '../../../contracts/tray'
import { isGuestUser } from '../../../kernel/lib/ids'
import { useT } from '../../../kernel/react'
import { Button } from '../../ui'
import { CheckboxField } from '../../ui/Field'
import { notificationsApi, type EmailKind, type NotificationSettings } from '../api'
import { NOTIFICATIONS_NAMESPACE as NS } from '../state'
import { NameSetting } from './NameSetting'

const KINDS: readonly EmailKind[] = ['reply', 'like', 'follow']

export function Settings({ ctx }: TrayTabProps & { ctx: PluginContext }) {
  const { t } = useT(NS)
  const user = useSyncExternalStore(ctx.store.subscribe, () => ctx.store.getState().session?.user)
  const allowed = useSyncExternalStore(ctx.store.subscribe, () => ctx.permissions.can('user', 'update_notifications').allowed)
  const [settings, setSettings] = useState<NotificationSettings | undefined>(undefined)
  const [said, setSaid] = useState<{ tone: 'ok' | 'error'; text: string } | undefined>(undefined)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!allowed) return
    let live = true
    void notificationsApi(ctx)
      .settings()
      .then((s) => live && setSettings(s))
    return () => void (live = false)
  }, [ctx, allowed])

  const change = async (kind: EmailKind, on: boolean) => {
    if (!settings) return
    const before = settings
    setSettings({ ...settings, email: { ...settings.email, [kind]: on } })
    setSaving(true)
    setSaid(undefined)
    try {
      setSettings(await notificationsApi(ctx).saveSettings({ email: { [kind]: on } }))
      setSaid({ tone: 'ok', text: t('settings.saved') })
    } catch {
      setSettings(before)
      setSaid({ tone: 'error', text: t('settings.failed') })
    } finally {
      setSaving(false)
    }
  }

  if (!user || isGuestUser(user)) return null
  const nameStatus = user.username_moderation_status
  const picStatus = user.avatar_moderation_status
  return (
    <section className="vf-settings" aria-labelledby="vf-settings-title">
      <h2 id="vf-settings-title" tabIndex={-1}>
        {t('settings.title')}
      </h2>
      <fieldset className="vf-settings__group" disabled={!allowed || !settings || saving} aria-busy={allowed && !settings}>
        <legend>{t('settings.email_title')}</legend>
        {!allowed ? (
          <p className="vf-settings__note">{user.email ? t('settings.email_off') : t('settings.email_none')}</p>
        ) : (
          KINDS.map((kind) => <CheckboxField key={kind} label={t(`settings.email_${kind}`)} checked={settings?.email[kind] ?? false} onChange={(e) => void change(kind, e.target.checked)} />)
        )}
      </fieldset>
      <p role="status" aria-live="polite" className={said ? 'vf-status' : 'vf-visually-hidden'} data-status={said?.tone === 'error' ? 'error' : 'success'}>
        {said?.text ?? ''}
      </p>
      <PushSetting ctx={ctx} />
      <div className="vf-settings__group">
        <h3>{t('settings.identity_title')}</h3>
        <NameSetting ctx={ctx} user={user} />
        <p className="vf-settings__note">
          {nameStatus === 'pending_new' || nameStatus === 'pending_update' ? t('settings.name_pending', { name: user.username_pending ?? user.name }) : nameStatus === 'rejected' ? t('settings.name_rejected') : t('settings.name_approved', { name: user.name })}
        </p>
        {picStatus && picStatus !== 'none' && picStatus !== 'approved' && <p className="vf-settings__note">{picStatus === 'rejected' ? t('settings.picture_rejected') : t('settings.picture_pending')}</p>}
      </div>
    </section>
  )
}

/** This browser's push, when the product has it: what it is, and the one button that changes it. */
function PushSetting({ ctx }: { ctx: PluginContext }) {
  const { t } = useT(NS)
  const push = useSyncExternalStore(ctx.store.subscribe, () => ctx.store.getState().push)
  if (!push || !push.supported) return null
  const on = push.state === 'subscribed'
  const busy = push.state === 'processing' || push.state === 'ready'
  const denied = !on && push.permission === 'denied'
  return (
    <div className="vf-settings__group">
      <h3>{t('settings.push_title')}</h3>
      <p className="vf-settings__note">{denied ? t('settings.push_denied') : on ? t('settings.push_on') : push.state === 'failed' ? t('settings.push_failed') : t('settings.push_off')}</p>
      {!denied && (
        <Button busy={busy} onClick={() => void ctx.actions.call(on ? 'push.unsubscribe' : 'push.subscribe', { params: {} })}>
          {on ? t('settings.push_turn_off') : t('settings.push_turn_on')}
        </Button>
      )}
    </div>
  )
}
