/**
 * The feed's "this page" row: the page the reader is on, and one toggle button, "Follow this page" /
 * "Following this page" (`aria-pressed`), so every new comment on it reaches their notifications. Shown
 * once the page is known to the service; a failed change is said in a status line and nothing changes.
 */
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { PluginContext, Slice } from '../../../contracts/plugin'
import { isActionFailure } from '../../../kernel/actions'
import { useT } from '../../../kernel/react'
import { Button, Icon } from '../../ui'
import type { FollowsState } from '../follows'
import { NOTIFICATIONS_NAMESPACE as NS } from '../state'

export function PageFollow({ ctx, slice, currentPage }: { ctx: PluginContext; slice: Slice<FollowsState>; currentPage: () => Promise<unknown> }) {
  const { t } = useT(NS)
  const page = useSyncExternalStore(slice.subscribe, () => slice.getState().page)
  const followed = useSyncExternalStore(slice.subscribe, () => slice.getState().followed)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!page) void currentPage().catch((error: unknown) => ctx.log.debug('This page is not known to the service.', error))
  }, [ctx, page, currentPage])
  if (!page) return null

  const toggle = async () => {
    setBusy(true)
    setFailed(false)
    const outcome = await ctx.actions.call(followed ? 'notifications.unfollow_page' : 'notifications.follow_page', { params: {} })
    setBusy(false)
    if (isActionFailure(outcome) && !('reason' in outcome && outcome.reason === 'sign_in_required')) setFailed(true)
  }
  return (
    <div className="vf-page-follow">
      <p className="vf-page-follow__text">
        {page.title ? <bdi className="vf-page-follow__title">{page.title}</bdi> : null}
        <span>{followed ? t('page.following_hint') : t('page.hint')}</span>
      </p>
      <Button variant={followed ? 'default' : 'primary'} aria-pressed={followed} busy={busy} onClick={() => void toggle()}>
        <Icon name={followed ? 'check' : 'bell'} />
        <span>{followed ? t('page.following') : t('page.follow')}</span>
      </Button>
      <p role="status" className={failed ? 'vf-page-follow__failed' : 'vf-visually-hidden'}>
        {failed ? t('page.failed') : ''}
      </p>
    </div>
  )
}
