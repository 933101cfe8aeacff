/**
 * The tray's feed tab: the reader's notifications in day buckets (today, yesterday, earlier), newest
 * first, each bucket a list of the kit's list primitive under its heading, after the page's follow
 * button (new comments on this page reach the feed). Shown, it marks what was new
 * as seen (the bell's count goes); "Mark all as read" reads everything. What arrives live while it is
 * open is said once by a polite live region ("New notification: Ada replied to your comment"). A failed
 * mark or delete is said in the status line; the list stays as it was.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { DayBucket } from '../../../contracts/enums'
import type { TrayTabProps } from '../../../contracts/tray'
import { isActionFailure } from '../../../kernel/actions'
import { useT } from '../../../kernel/react'
import { Button, EmptyState, Skeleton, VirtualList } from '../../ui'
import { dayBucket, type FeedGroup } from '../model'
import { feedOf, mutedOf, NOTIFICATIONS_NAMESPACE as NS, type NotificationsState } from '../state'
import type { FollowsSetup } from '../follows'
import { FeedItem, useSentence } from './FeedItem'
import { PageFollow } from './PageFollow'

const BUCKETS: readonly DayBucket[] = ['today', 'yesterday_to_today', 'older']

export function Feed({ ctx, slice, follows }: TrayTabProps & { ctx: PluginContext; slice: Slice<NotificationsState>; follows: FollowsSetup }) {
  const { t } = useT(NS)
  const state = useSyncExternalStore(slice.subscribe, slice.getState)
  const muted = useSyncExternalStore(ctx.store.subscribe, () => mutedOf(ctx.store.getState()))
  const feed = feedOf(state, muted)
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set())
  const [failure, setFailure] = useState('')
  const [said, setSaid] = useState('')
  const sentence = useSentence()

  // Shown with something new: it is now seen (once per arrival of new ones).
  const pending = feed.groups.some((g) => g.status === 'pending')
  useEffect(() => {
    if (pending) void ctx.actions.call('notifications.mark_seen', { params: {} })
  }, [ctx, pending])

  // What arrived live: said once, then forgotten.
  const arrived = state.arrived
  const groupsRef = useRef(feed.groups)
  groupsRef.current = feed.groups
  useEffect(() => {
    if (arrived.length === 0) return
    const groups = groupsRef.current.filter((g) => (g.broadcast ? arrived.includes(g.broadcast.notification_uuid) : g.members.some((m) => arrived.includes(m.notification_uuid))))
    if (groups.length > 0) setSaid(groups.length === 1 ? t('live.one', { what: sentence(groups[0]!) }) : t('live.many', { n: groups.length }))
    slice.update((draft) => void (draft.arrived = []))
  }, [arrived, slice, t, sentence])

  const act = useCallback(
    async (key: string, action: 'notifications.mark_read' | 'notifications.delete') => {
      setBusy((b) => new Set(b).add(key))
      setFailure('')
      const outcome = await ctx.actions.call(action, { params: { key } })
      if (isActionFailure(outcome)) setFailure(t(action === 'notifications.delete' ? 'errors.delete' : 'errors.mark'))
      setBusy((b) => {
        const next = new Set(b)
        next.delete(key)
        return next
      })
    },
    [ctx, t],
  )
  const onRead = useCallback((key: string) => void act(key, 'notifications.mark_read'), [act])
  const onDelete = useCallback((key: string) => void act(key, 'notifications.delete'), [act])
  const readAll = async () => {
    setFailure('')
    if (isActionFailure(await ctx.actions.call('notifications.mark_all_read', { params: {} }))) setFailure(t('errors.mark'))
  }

  const now = ctx.clock.now()
  const buckets = BUCKETS.map((bucket) => ({ bucket, groups: feed.groups.filter((g) => dayBucket(g.time, now) === bucket) })).filter((b) => b.groups.length > 0)
  const unread = feed.groups.some((g) => g.status !== 'read')

  return (
    <section className="vf-feed" aria-labelledby="vf-feed-title">
      <div className="vf-feed__header">
        <h2 id="vf-feed-title" tabIndex={-1}>
          {t('feed.title')}
        </h2>
        {unread && (
          <Button variant="link" onClick={() => void readAll()}>
            {t('actions.mark_all_read')}
          </Button>
        )}
      </div>
      <div role="status" aria-live="polite" className="vf-visually-hidden">
        {said}
      </div>
      <p role="status" className={failure ? 'vf-feed__failure' : 'vf-visually-hidden'}>
        {failure}
      </p>
      <PageFollow ctx={ctx} slice={follows.slice} currentPage={follows.currentPage} />
      {state.phase === 'idle' ? (
        <div className="vf-feed__loading">
          <p className="vf-visually-hidden">{t('feed.loading')}</p>
          <Skeleton shape="line" width="long" />
          <Skeleton shape="line" width="medium" />
          <Skeleton shape="line" width="long" />
        </div>
      ) : buckets.length === 0 ? (
        <EmptyState icon="bell" title={t('feed.empty')}>
          {t('feed.empty_hint')}
        </EmptyState>
      ) : (
        buckets.map(({ bucket, groups }) => <Bucket key={bucket} bucket={bucket} groups={groups} busy={busy} onRead={onRead} onDelete={onDelete} />)
      )}
    </section>
  )
}

function Bucket({ bucket, groups, busy, onRead, onDelete }: { bucket: DayBucket; groups: FeedGroup[]; busy: ReadonlySet<string>; onRead(key: string): void; onDelete(key: string): void }) {
  const { t } = useT(NS)
  const byKey = new Map(groups.map((g) => [g.key, g]))
  const renderItem = (key: string) => {
    const group = byKey.get(key)
    return group ? <FeedItem key={key} group={group} busy={busy.has(key)} onRead={onRead} onDelete={onDelete} /> : null
  }
  const id = `vf-feed-${bucket}`
  return (
    <div className="vf-feed__bucket">
      <h3 id={id}>{t(`buckets.${bucket}`)}</h3>
      <VirtualList className="vf-feed__list" aria-labelledby={id} keys={groups.map((g) => g.key)} renderItem={renderItem} initialCount={20} />
    </div>
  )
}
