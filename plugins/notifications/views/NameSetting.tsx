/**
 * The settings tab's display name: a field with the reader's name and "Save name", through the session's
 * `session.update_profile` action (so the `user`/`update_name` ruling and the page's interceptors decide).
 * Saved, the polite status says so (or that the new name awaits a moderator, where the site premoderates
 * names); a name already taken marks the field and says why; any other failure is said and the draft kept.
 */
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react'
import type { User } from '../../../contracts/entities/user'
import type { PluginContext } from '../../../contracts/plugin'
import { isActionFailure, type ActionFailure } from '../../../kernel/actions'
import { ErrorCode, isReaderError } from '../../../kernel/errors'
import { rejectedField, requestFailure } from '../../../kernel/error-message'
import { cleanName, fitEdit, NAME_MAX } from '../../../kernel/lib/text'
import { useT } from '../../../kernel/react'
import { Button } from '../../ui'
import { TextField } from '../../ui/Field'
import { NOTIFICATIONS_NAMESPACE as NS } from '../state'

export function NameSetting({ ctx, user }: { ctx: PluginContext; user: User }) {
  const { t } = useT(NS)
  const allowed = useSyncExternalStore(ctx.store.subscribe, () => ctx.permissions.can('user', 'update_name').allowed)
  const [draft, setDraft] = useState(user.name ?? '')
  const [saving, setSaving] = useState(false)
  const [said, setSaid] = useState<{ tone: 'ok' | 'error'; text: string; field?: boolean } | undefined>(undefined)
  const errorId = `${useId()}-error`
  if (!allowed) return null

  const chosen = cleanName(draft)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    setSaid(undefined)
    const outcome = await ctx.actions.call('session.update_profile', { params: { name: draft } })
    setSaving(false)
    if (!isActionFailure(outcome)) {
      const pending = outcome.username_moderation_status === 'pending_update' || outcome.username_moderation_status === 'pending_new'
      setDraft(outcome.name ?? chosen)
      return setSaid({ tone: 'ok', text: pending ? t('settings.name_pending', { name: outcome.username_pending ?? chosen }) : t('settings.name_saved') })
    }
    const failure = outcome as ActionFailure
    // Stopped by the page (its own reason) or sent to sign in: the page says what it means; nothing here.
    if (failure.code === ErrorCode.Intercepted || failure.code === ErrorCode.InterceptorTimeout || ('reason' in failure && failure.reason === 'sign_in_required')) return
    const cause = 'cause' in failure ? failure.cause : undefined
    if (requestFailure(cause)?.error_status === 409 && rejectedField(cause) === 'name') return setSaid({ tone: 'error', text: t('settings.name_taken'), field: true })
    if (isReaderError(cause)) return setSaid({ tone: 'error', text: cause.message, field: true })
    setSaid({ tone: 'error', text: t('settings.name_failed') })
  }

  return (
    <form className="vf-settings__name" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('settings.name_label')}
        autoComplete="nickname"
        value={draft}
        onChange={(e) => setDraft(fitEdit(draft, e.target.value, NAME_MAX).text)}
        {...(said?.field ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {})}
      />
      <Button type="submit" busy={saving} disabled={!chosen || chosen === user.name}>
        {t('settings.name_save')}
      </Button>
      <p id={errorId} role="status" aria-live="polite" className={said ? 'vf-status' : 'vf-visually-hidden'} data-status={said?.tone === 'error' ? 'error' : 'success'}>
        {said?.text ?? ''}
      </p>
    </form>
  )
}
