/**
 * The conversations widget: heading with the count, tabs (featured and top appear once they hold
 * enough), sort, the composer, the list with promo slots, and "load more". Arriving content is
 * announced in a polite live region; errors stay on screen for the status time with a retry.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Location as PageLocation } from '../../../contracts/entities/page'
import { WidgetSort } from '../../../contracts/enums'
import { isActionFailure } from '../../../kernel/actions'
import { useAction, useServices, useStoreValue, useT } from '../../../kernel/react'
import { useFailureText } from '../../../kernel/react/failure-text'
import { Button, focusLost, LIVE_ANNOUNCE_MS, ShortNumber, StatusLine, useArrivals, useSteadyCount } from '../../ui'
import type { ConversationsInputs } from '../inputs'
import { heldCount } from '../live'
import type { ThreadState, ThreadTab } from '../state'
import type { CommentsSlice } from '../thread'
import { CommentList } from './CommentList'
import { Composer } from './Composer'
import { failureText } from './failure'
import { createReading, ReadingContext, type Reading } from './reading'

const NONE: readonly string[] = []

export interface ConversationsProps {
  instanceId: string
  containerId: string
  inputs: ConversationsInputs
  statusKey: string
}

export function Conversations({ instanceId, containerId, inputs, statusKey }: ConversationsProps) {
  const { t, ready, locale } = useT('conversations')
  // Stable, so memoised comments re-render only when their own item changes.
  const select = useCallback((s: Readonly<Record<string, unknown>>): ThreadState | undefined => (s.comments as CommentsSlice | undefined)?.threads[instanceId], [instanceId])
  const thread = useStoreValue(select)
  const me = useStoreValue((s) => s.session?.user)
  // A page that turned ads off (`vf:ads-disabled`) gets no promo slots to fill.
  const adsEnabled = useStoreValue((s) => (s.page as Pick<PageLocation, 'ads_enabled'> | undefined)?.ads_enabled !== false)
  const anonymous = useStoreValue((s) => s.site?.settings?.enable_anonymous_comments)
  const { actions, bus, now, timers } = useServices()
  const [loadMore, more] = useAction('live_comments.load_more')
  const [reload] = useAction('live_comments.load')
  const [showNew] = useAction('live_comments.show_new')
  // Shown for the status time, as every failure (document 1 §8); pressing again takes it away.
  const moreFailure = useFailureText(more.failure, (failure) => failureText(failure, t, locale))
  const announced = useRef(0)
  // The live region says how many comments wait at most once every few seconds: a busy thread would
  // otherwise have a screen reader read the count again on every arrival.
  const heldSaid = useSteadyCount(thread ? heldCount(thread) : 0, LIVE_ANNOUNCE_MS, timers)
  // Replies arriving live under comments already shown are announced too, gathered the same way.
  const [repliesSaid, repliesArrived] = useArrivals(LIVE_ANNOUNCE_MS, timers)
  const containerUuid = thread?.container?.content_container_uuid
  useEffect(() => {
    if (!containerUuid) return
    const subscription = bus.subscribe('comment-replies-realtime', 'loaded', (items) => repliesArrived(items.filter((item) => item.content_container_uuid === containerUuid).length))
    return () => subscription?.remove()
  }, [bus, containerUuid, repliesArrived])
  const uuids = thread?.top.uuids ?? NONE
  const count = uuids.length
  useEffect(() => {
    announced.current = count
  }, [count])
  // Comments the reader asked for ("show new", "load more"): when the button that asked is gone (none
  // left to show), the first of them takes the focus, so the keyboard does not fall back to the page.
  // It is rendered at once (kept), not when its slice of the list comes.
  const askedFrom = useRef<ReadonlySet<string> | undefined>(undefined)
  const ask = (run: () => unknown) => {
    askedFrom.current = new Set(uuids)
    run()
  }
  const [asked, setAsked] = useState<string>()
  useEffect(() => {
    const before = askedFrom.current
    const first = before && uuids.find((uuid) => !before.has(uuid))
    if (!first) return
    askedFrom.current = undefined
    setAsked(first)
  }, [uuids])
  useEffect(() => {
    if (asked === undefined) return
    setAsked(undefined)
    const doc = root.current?.ownerDocument
    if (doc && focusLost(doc)) doc.getElementById(`vf-comment-${asked}`)?.focus()
  }, [asked])
  // The deep-linked comment, when it is a top-level one, is rendered at once wherever it is.
  const focus = thread?.focus
  const focusTop = focus && !thread?.items[focus]?.parent_uuid ? focus : undefined
  const keep = useMemo(() => [...(focusTop ? [focusTop] : []), ...(asked ? [asked] : [])], [focusTop, asked])

  const guest = !me || me.user_privilege === 'guest'
  // A guest asked to sign in before posting gets their words back once signed in (kept one hour).
  const [restored, setRestored] = useState<{ comment: string; name: string; at: number }>()
  useEffect(() => {
    if (guest) return
    void actions.call('session.take_pending', { params: { container: containerId } }).then((pending) => {
      if (pending && !isActionFailure(pending)) setRestored((before) => ({ comment: pending.comment, name: pending.name, at: (before?.at ?? 0) + 1 }))
    })
  }, [guest, actions, containerId])
  const keepDraft = (comment: string, name?: string) => {
    // Without the session plugin there is nowhere to keep it; the draft stays in the box regardless.
    void actions.call('session.save_pending', { params: { comment, name: name ?? '', container: containerId } })
  }

  // "Live updates are back" is said once the link returns; the notice itself goes away silently.
  const link = thread?.live?.link
  const [resumed, setResumed] = useState(false)
  const hadLink = useRef(link)
  useEffect(() => {
    if (link) setResumed(false)
    else if (hadLink.current) setResumed(true)
    hadLink.current = link
  }, [link])

  // What the reader reads (`comments`/`read`) and their first action in the widget (`comments`/`engage`).
  const latest = useRef(thread)
  latest.current = thread
  const root = useRef<HTMLElement>(null)
  const [reading, setReading] = useState<Reading>()
  const mounted = ready && !!thread
  useEffect(() => {
    const win = root.current?.ownerDocument.defaultView as (Window & typeof globalThis) | null | undefined
    if (!mounted || !win) return
    const created = createReading({
      timers,
      now,
      window: win,
      item: (uuid) => latest.current?.items[uuid],
      commentCount: () => latest.current?.totals.all ?? 0,
      read: (item) => bus.publish('comments', 'read', item),
      engage: (engagement) => bus.publish('comments', 'engage', engagement),
    })
    const stop = created.watchEngagement(root.current!)
    setReading(created)
    return () => {
      stop()
      created.dispose()
    }
  }, [mounted, bus, now, timers])

  // Its height, whenever it changes (`commenting`/`resized`, v1 `onCommentingResize`): a page that
  // sizes a frame or a layout around the widget follows it.
  useEffect(() => {
    const element = root.current
    const Observer = (element?.ownerDocument.defaultView as (Window & typeof globalThis) | null | undefined)?.ResizeObserver
    if (!mounted || !element || !Observer) return
    let told: number | undefined
    const observer = new Observer(([entry]) => {
      const height = Math.round(entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height)
      if (height === told) return
      told = height
      bus.publish('commenting', 'resized', { height })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [mounted, bus])

  if (!ready || !thread) return <p role="status">{t('base:widget.loading')}</p>
  const held = heldCount(thread)
  const closed = thread.container?.status === 'closed'
  const tabs: ThreadTab[] = ['all', ...(thread.totals.featured >= inputs.featuredTabActiveThreshold && thread.totals.featured > 0 ? (['featured'] as const) : []), ...(thread.totals.top >= inputs.topTabActiveThreshold && thread.totals.top > 0 ? (['top'] as const) : [])]
  const call = (name: string, params: Record<string, unknown>) => actions.call(name as never, { instanceId, params: params as never })

  return (
    <ReadingContext.Provider value={reading}>
      <section ref={root} className="vf-conversations" aria-labelledby={`${instanceId}-title`} aria-busy={thread.status === 'loading'}>
        <div className="vf-conversations__bar">
          <h2 id={`${instanceId}-title`}>
            {t('title')} <ShortNumber value={thread.totals.all} />
          </h2>
          <label>
            {t('sort.label')}{' '}
            <select value={thread.sort} onChange={(e) => void call('live_comments.sort', { sort: e.target.value })}>
              {WidgetSort.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {tabs.length > 1 && (
          // Filters of one list, not tabs with panels of their own: a group of toggles, one pressed.
          <div role="group" className="vf-conversations__tabs" aria-label={t('tabs.label')}>
            {tabs.map((tab) => (
              <Button key={tab} aria-pressed={thread.tab === tab} onClick={() => void call('live_comments.tab', { tab })}>
                {t(`tabs.${tab}`)}
              </Button>
            ))}
          </div>
        )}
        {closed ? (
          <p role="note">{t('closed')}</p>
        ) : (
          <Composer
            key={restored?.at}
            initial={restored?.comment}
            initialName={restored?.name}
            autoFocus={restored !== undefined}
            onSignInRequired={keepDraft}
            label={t('composer.label')}
            submitLabel={t('composer.post')}
            askName={guest && anonymous !== undefined && anonymous !== 0 && anonymous !== false}
            onSubmit={(content, anonymous_name) => call('comments.post', { content, ...(anonymous_name ? { anonymous_name } : {}) })}
          />
        )}
        <StatusLine statusKey={statusKey} />
        {thread.status === 'error' && <Button onClick={() => void reload({}, instanceId)}>{t('base:actions.retry')}</Button>}
        <div role="status" aria-live="polite" className="vf-visually-hidden">
          {repliesSaid > 0 ? t('live.replies', { n: repliesSaid }) : ''}
        </div>
        <div role="status" aria-live="polite" className="vf-visually-hidden">
          {link ? t(`live.${link}`) : held > 0 ? t('live.waiting', { n: heldSaid || held }) : thread.status === 'loaded' && count > announced.current ? t('announce.more', { n: count - announced.current }) : resumed ? t('live.resumed') : ''}
        </div>
        {/* Always there and no taller than nothing: the notice and the button float over the list, so they move nothing. */}
        <div className="vf-conversations__new">
          {link && (
            <p className="vf-conversations__link" data-link={link}>
              <span>{t(`live.${link}`)}</span>
              {link === 'stopped' && <Button onClick={() => void actions.call('realtime.retry', { params: {} })}>{t('live.reconnect')}</Button>}
            </p>
          )}
          {held > 0 && (
            <Button variant="primary" onClick={() => ask(() => showNew({}, instanceId))}>
              {t('live.show', { n: held })}
            </Button>
          )}
        </div>
        {thread.status !== 'error' && thread.top.uuids.length === 0 && thread.status === 'loaded' && <p>{t('empty')}</p>}
        <CommentList uuids={uuids} keep={keep} label={t('list_label')} instanceId={instanceId} select={select} containerId={containerId} firstPromo={inputs.firstPromoPosition} promoInterval={inputs.promoInterval} promos={adsEnabled} />
        {thread.top.more && (
          <Button busy={more.pending} onClick={() => ask(() => loadMore({}, instanceId))}>
            {t('load_more')}
          </Button>
        )}
        {moreFailure && (
          <p role="alert" className="vf-status" data-status="error">
            {moreFailure}
          </p>
        )}
      </section>
    </ReadingContext.Provider>
  )
}
