/**
 * The conversations widget: a compact header (the count and the sort), the featured and top filters once
 * they hold enough, the composer, the list with promo slots, and "load more". While the thread loads it
 * shows shapes laid out as the thread will be (LoadingThread); a thread that could not be loaded says so
 * with a retry, an empty one invites the first comment. Arriving content is announced in a polite live
 * region; what a comment's action tells the reader ("Link copied") is the widget's one toast.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Location as PageLocation } from '../../../contracts/entities/page'
import { WidgetSort } from '../../../contracts/enums'
import { isActionFailure } from '../../../kernel/actions'
import { useAction, useServices, useStatus, useStoreValue, useT } from '../../../kernel/react'
import { useFailureText } from '../../../kernel/react/failure-text'
import { Button, EmptyState, ErrorState, focusLost, LIVE_ANNOUNCE_MS, SegmentedControl, Select, ShortNumber, Toast, useArrivals, useSteadyCount, useToast } from '../../ui'
import type { ConversationsInputs } from '../inputs'
import { heldCount } from '../live'
import type { ThreadState, ThreadTab } from '../state'
import type { CommentsSlice } from '../thread'
import { CommentList } from './CommentList'
import type { Ruling } from '../../../contracts/permissions'
import { Composer } from './Composer'
import { failureText } from './failure'
import { LoadingThread } from './LoadingThread'
import { createReading, ReadingContext, type Reading } from './reading'
import { WordsContext, type CommentWords } from './words'
import { useWalls, wallVisibleCount, WallSlot } from './wall-slot'
import { useNewComments } from './new-comments'

const NONE: readonly string[] = []

export interface ConversationsProps {
  instanceId: string
  containerId: string
  inputs: ConversationsInputs
  statusKey: string
  /** Fetches the next page ahead of the reader's "load more" (thread.ts), called as they near the list's end. */
  prefetchMore?: () => void
}

/** How near the "load more" button must come to the screen for the next page to be fetched ahead: one screen below it. */
const NEAR_END = '0px 0px 100% 0px'

/** The ruler refused because the reader is banned from posting. */
const isBanned = (ruling: Ruling) => !ruling.allowed && ruling.reason === 'banned'

export function Conversations({ instanceId, containerId, inputs, statusKey, prefetchMore }: ConversationsProps) {
  const { t, ready, locale } = useT('conversations')
  // Stable, so memoised comments re-render only when their own item changes.
  const select = useCallback((s: Readonly<Record<string, unknown>>): ThreadState | undefined => (s.comments as CommentsSlice | undefined)?.threads[instanceId], [instanceId])
  const thread = useStoreValue(select)
  const me = useStoreValue((s) => s.session?.user)
  // A page that turned ads off (`vf:ads-disabled`) gets no promo slots to fill.
  const adsEnabled = useStoreValue((s) => (s.page as Pick<PageLocation, 'ads_enabled'> | undefined)?.ads_enabled !== false)
  const anonymous = useStoreValue((s) => s.site?.settings?.enable_anonymous_comments)
  const { actions, bus, now, timers, permissions } = useServices()
  const [loadMore, more] = useAction('live_comments.load_more')
  const [reload, reloading] = useAction('live_comments.load')
  const [showNew] = useAction('live_comments.show_new')
  // The next page is asked for once the "load more" button is within a screen of view, and again after
  // each page while it still is, so the reader's click finds it here. Where a wall replaces the button,
  // nothing is fetched ahead.
  const nearEnd = useRef(false)
  const watchEnd = useCallback(
    (button: HTMLButtonElement | null) => {
      const Observer = (button?.ownerDocument.defaultView as (Window & typeof globalThis) | null | undefined)?.IntersectionObserver
      if (!button || !Observer || !prefetchMore) return undefined
      const observer = new Observer(
        (entries) => {
          nearEnd.current = entries[entries.length - 1]!.isIntersecting
          if (nearEnd.current) prefetchMore()
        },
        { rootMargin: NEAR_END },
      )
      observer.observe(button)
      return () => {
        nearEnd.current = false
        observer.disconnect()
      }
    },
    [prefetchMore],
  )
  const nextCursor = thread?.top.next
  useEffect(() => {
    if (nearEnd.current) prefetchMore?.()
  }, [nextCursor, prefetchMore])
  const loadStatus = useStatus(statusKey)
  // Shown for the status time, as every failure (document 1 §8); pressing again takes it away.
  const moreFailure = useFailureText(more.failure, (failure) => failureText(failure, t, locale))
  const toast = useToast()
  // What every comment says, made once per language (a comment reads it from the context, words.ts).
  const words = useMemo<CommentWords>(() => ({ t, locale, notify: toast.show }), [t, locale, toast.show])
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
  const walls = useWalls()
  const loaded = thread?.top.uuids ?? NONE
  // A walled thread keeps only its visible comments in the page (contracts/walls.ts).
  const shown = wallVisibleCount(loaded.length, walls)
  const uuids = useMemo(() => (shown < loaded.length ? loaded.slice(0, shown) : loaded), [loaded, shown])
  const count = uuids.length
  // Comments that arrived (live, load more), not the list growing: a wall's release or a new sort is no news.
  const newSaid = useNewComments(uuids)
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
  const anonymousAllowed = anonymous !== undefined && anonymous !== 0 && anonymous !== false
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
  // The shapes stand in for the first load only: a retry keeps its error in place (its button busy, with
  // the focus) until the comments come, and a new sort keeps the comments there until the new order does.
  const retrying = reloading.pending
  const loading = !ready || !thread || (thread.status === 'loading' && count === 0 && !retrying)
  const failed = !!thread && (thread.status === 'error' || (retrying && thread.status === 'loading' && count === 0))
  const mounted = !loading
  // A retry that brought the thread: the focus its button had goes to the first comment (or the composer).
  const retried = useRef(false)
  useEffect(() => {
    if (failed || !retried.current) return
    retried.current = false
    const section = root.current
    if (!section || !focusLost(section.ownerDocument)) return
    ;(section.querySelector<HTMLElement>('.vf-comment-list > li > article') ?? section.querySelector<HTMLElement>('textarea'))?.focus()
  }, [failed])
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

  if (loading) return <LoadingThread label={t('base:widget.loading')} />
  const held = heldCount(thread)
  const closed = thread.container?.status === 'closed'
  const tabs: ThreadTab[] = ['all', ...(thread.totals.featured >= inputs.featuredTabActiveThreshold && thread.totals.featured > 0 ? (['featured'] as const) : []), ...(thread.totals.top >= inputs.topTabActiveThreshold && thread.totals.top > 0 ? (['top'] as const) : [])]
  const call = (name: string, params: Record<string, unknown>) => actions.call(name as never, { instanceId, params: params as never })

  return (
    <WordsContext.Provider value={words}>
      <ReadingContext.Provider value={reading}>
        <section ref={root} className="vf-conversations" aria-labelledby={`${instanceId}-title`} aria-busy={thread.status === 'loading'}>
          <div className="vf-conversations__bar">
            <h2 id={`${instanceId}-title`} className="vf-conversations__title">
              {t('title')} <span className="vf-conversations__count">
                <ShortNumber value={thread.totals.all} />
              </span>
            </h2>
            <Select label={t('sort.label')} align="end" options={WidgetSort.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))} value={thread.sort} onChange={(sort) => void call('live_comments.sort', { sort })} />
          </div>
          {tabs.length > 1 && (
            // Filters of one list, not tabs with panels of their own: a radio group, one checked.
            <SegmentedControl aria-label={t('tabs.label')} options={tabs.map((tab) => ({ value: tab, label: t(`tabs.${tab}`) }))} value={thread.tab} onChange={(tab) => void call('live_comments.tab', { tab })} />
          )}
          {walls?.areas.post && !closed && <WallSlot area="post" />}
          {closed ? (
            <p role="note" className="vf-conversations__closed">
              {t('closed')}
            </p>
          ) : !guest && isBanned(permissions.can('comment', 'attempt_to_create')) ? (
            // A reader banned from posting is told so where they would write, not after writing.
            <p role="note" className="vf-conversations__closed">
              {t('composer.banned')}
            </p>
          ) : walls?.areas.post === 'wall' ? null : (
            <Composer
              key={restored?.at}
              initial={restored?.comment}
              initialName={restored?.name}
              autoFocus={restored !== undefined}
              onSignInRequired={keepDraft}
              label={t('composer.label')}
              submitLabel={t('composer.post')}
              askName={guest && anonymousAllowed}
              writer={me && !guest ? { name: me.name, picture: me.pic_small } : anonymousAllowed ? undefined : { signIn: () => bus.publish('authentication', 'required', { trigger: 'comments.composer', method: 'login' }) }}
              onSubmit={(content, anonymous_name) => call('comments.post', { content, ...(anonymous_name ? { anonymous_name } : {}) })}
            />
          )}
          {failed && (
            <ErrorState
              title={t('load_failed')}
              retrying={retrying}
              onRetry={() => {
                retried.current = true
                void reload({}, instanceId)
              }}
            >
              {loadStatus.status === 'error' ? loadStatus.message : undefined}
            </ErrorState>
          )}
          <div role="status" aria-live="polite" className="vf-visually-hidden">
            {repliesSaid > 0 ? t('live.replies', { n: repliesSaid }) : ''}
          </div>
          <div role="status" aria-live="polite" className="vf-visually-hidden">
            {link ? t(`live.${link}`) : held > 0 ? t('live.waiting', { n: heldSaid || held }) : newSaid > 0 ? t('announce.more', { n: newSaid }) : resumed ? t('live.resumed') : ''}
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
          {!failed && count === 0 && thread.status === 'loaded' && <EmptyState title={t('empty.title')}>{closed ? undefined : t('empty.text')}</EmptyState>}
          <CommentList uuids={uuids} keep={keep} label={t('list_label')} instanceId={instanceId} select={select} containerId={containerId} firstPromo={inputs.firstPromoPosition} promoInterval={inputs.promoInterval} promos={adsEnabled} />
          {walls?.areas.load_more === 'wall' ? (
            (thread.top.more || count < loaded.length) && <WallSlot area="load_more" />
          ) : thread.top.more && (
            <Button ref={watchEnd} className="vf-conversations__more" busy={more.pending} onClick={() => ask(() => loadMore({}, instanceId))}>
              {t('load_more')}
            </Button>
          )}
          {moreFailure && (
            <p role="alert" className="vf-status" data-status="error">
              {moreFailure}
            </p>
          )}
          <Toast toast={toast} floating />
        </section>
      </ReadingContext.Provider>
    </WordsContext.Provider>
  )
}
