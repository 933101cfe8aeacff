/**
 * The reviews widget: a header ("Live" while updates flow), the ratings (average and distribution), the
 * reader's own review (with its edit) or the form to write one (a guest is offered sign-in), the sort,
 * the others' reviews on the UI kit's list, and "load more". Reviews and ratings arrive live: a new
 * review goes where the sort puts it and is said by a polite live region, the average changes in place.
 * While it loads it shows shapes laid out as the reviews will be; a failure says so with a retry; with no
 * reviews it says the first may be the reader's.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { ReviewSort } from '../../../contracts/enums'
import { isActionFailure } from '../../../kernel/actions'
import { useAction, useServices, useStatus, useStoreValue, useT } from '../../../kernel/react'
import { useFailureText } from '../../../kernel/react/failure-text'
import { Badge, Button, EmptyState, ErrorState, LIVE_ANNOUNCE_MS, Select, Toast, useArrivals, useToast, VirtualList } from '../../ui'
import type { BoardInputs } from '../inputs'
import { failureText } from './failure'
import { LoadingReviews } from './LoadingReviews'
import { RatingSummary } from './RatingSummary'
import { boardSelector, Review } from './Review'
import { ReviewForm } from './ReviewForm'
import { WordsContext, type ReviewWords } from './words'

const NONE: readonly string[] = []
const FIRST = 5
const SLICE = 50

export interface ReviewsViewProps {
  instanceId: string
  inputs: BoardInputs
  statusKey: string
}

export function Reviews({ instanceId, statusKey }: ReviewsViewProps) {
  const { t, ready, locale } = useT('reviews')
  const select = useMemo(() => boardSelector(instanceId), [instanceId])
  const board = useStoreValue(select)
  const me = useStoreValue((s) => s.session?.user)
  const { actions, bus, timers } = useServices()
  const [loadMore, more] = useAction('reviews.load_more')
  const [reload, reloading] = useAction('reviews.load')
  const [sortBy, sorting] = useAction('reviews.sort')
  const loadStatus = useStatus(statusKey)
  const moreFailure = useFailureText(more.failure ?? sorting.failure, (failure) => failureText(failure, t, locale))
  const toast = useToast()
  const words = useMemo<ReviewWords>(() => ({ t, locale, notify: toast.show }), [t, locale, toast.show])
  const containerUuid = board?.container?.content_container_uuid

  const [reviewsSaid, reviewsArrived] = useArrivals(LIVE_ANNOUNCE_MS, timers)
  const [repliesSaid, repliesArrived] = useArrivals(LIVE_ANNOUNCE_MS, timers)
  useEffect(() => {
    if (!containerUuid) return
    const mine = (items: Array<{ content_container_uuid: string }>) => items.filter((item) => item.content_container_uuid === containerUuid).length
    const reviews = bus.subscribe('reviews-realtime', 'more-loaded', (items) => reviewsArrived(mine(items)))
    const replies = bus.subscribe('reviews-realtime', 'replies-loaded', (items) => repliesArrived(mine(items)))
    return () => {
      reviews?.remove()
      replies?.remove()
    }
  }, [bus, containerUuid, reviewsArrived, repliesArrived])

  const own = board?.own
  // The form goes once the review is posted: its review, now the reader's own, takes the focus.
  const posted = useRef(false)
  useEffect(() => {
    if (!own || !posted.current) return
    posted.current = false
    document.getElementById(`vf-review-${own}`)?.focus()
  }, [own])
  const uuids = board?.reviews.uuids ?? NONE
  // The reader's own review is shown apart, above the others: never twice.
  const others = useMemo(() => (own ? uuids.filter((uuid) => uuid !== own) : uuids), [uuids, own])
  const ownKeys = useMemo(() => (own ? [own] : NONE), [own])
  const renderItem = useCallback((key: string) => <Review key={key} uuid={key} instanceId={instanceId} board={select} />, [instanceId, select])
  const sortOptions = useMemo(() => ReviewSort.map((value) => ({ value, label: t(`sort.${value}`) })), [t])

  const retrying = reloading.pending
  const loading = !ready || !board || (board.status === 'loading' && uuids.length === 0 && !retrying && !board.container)
  const failed = !!board && (board.status === 'error' || (retrying && board.status === 'loading' && uuids.length === 0))
  if (loading) return <LoadingReviews label={t('loading')} />

  const closed = board.container?.status === 'closed'
  const live = !closed && !board.link && board.status === 'loaded'
  const signedIn = !!me?.uuid && me.user_privilege !== 'guest'
  const title = `${instanceId}-title`

  return (
    <WordsContext.Provider value={words}>
      <section className="vf-reviews" aria-labelledby={title} aria-busy={board.status === 'loading'}>
        <div className="vf-reviews__bar">
          <h2 id={title} className="vf-reviews__title">
            {t('title')}
            {live && <Badge className="vf-reviews__live">{t('live')}</Badge>}
          </h2>
        </div>
        {failed && (
          <ErrorState title={t('load_failed')} retrying={retrying} onRetry={() => void reload({}, instanceId)}>
            {loadStatus.status === 'error' ? loadStatus.message : undefined}
          </ErrorState>
        )}
        {!failed && <RatingSummary summary={board.summary} />}
        {closed && (
          <p role="note" className="vf-reviews__closed">
            {t('closed')}
          </p>
        )}
        {!failed && own && board.items[own] && (
          <section className="vf-reviews__own" aria-labelledby={`${instanceId}-own`}>
            <h3 id={`${instanceId}-own`} className="vf-reviews__subtitle">
              {t('own.title')}
            </h3>
            <VirtualList className="vf-reviews__list" aria-label={t('own.title')} keys={ownKeys} renderItem={renderItem} initialCount={1} keep={NONE} />
          </section>
        )}
        {!failed && !own && !closed && board.status === 'loaded' && (
          <section className="vf-reviews__write" aria-labelledby={`${instanceId}-write`}>
            <h3 id={`${instanceId}-write`} className="vf-reviews__subtitle">
              {t('form.heading')}
            </h3>
            {signedIn ? (
              <ReviewForm
                onSubmit={async (draft) => {
                  posted.current = true
                  const outcome = await actions.call('reviews.post', { instanceId, params: draft })
                  if (!isActionFailure(outcome)) toast.show(t('form.posted'), 'success')
                  else posted.current = false
                  return outcome
                }}
              />
            ) : (
              <div className="vf-reviews__guest">
                <p>{t('form.sign_in_text')}</p>
                <Button variant="primary" onClick={() => bus.publish('authentication', 'required', { trigger: 'reviews.post', method: 'login' })}>
                  {t('form.sign_in')}
                </Button>
              </div>
            )}
          </section>
        )}
        {!failed && (
          <div className="vf-reviews__sort">
            <Select label={t('sort.label')} options={sortOptions} value={board.sort} onChange={(value) => void sortBy({ sort: value as ReviewSort }, instanceId)} disabled={sorting.pending} />
          </div>
        )}
        <div role="status" aria-live="polite" className="vf-visually-hidden">
          {board.link ? t(`link.${board.link}`) : reviewsSaid > 0 ? t('arrived', { n: reviewsSaid }) : ''}
        </div>
        <div role="status" aria-live="polite" className="vf-visually-hidden">
          {repliesSaid > 0 ? t('replies_arrived', { n: repliesSaid }) : ''}
        </div>
        {board.link && (
          <p className="vf-reviews__link" data-link={board.link}>
            <span>{t(`link.${board.link}`)}</span>
            {board.link === 'stopped' && <Button onClick={() => void actions.call('realtime.retry', { params: {} })}>{t('link.reconnect')}</Button>}
          </p>
        )}
        {!failed && others.length === 0 && board.status === 'loaded' && <EmptyState title={t('empty.title')}>{closed ? undefined : t('empty.text')}</EmptyState>}
        <VirtualList className="vf-reviews__list" aria-label={t('list_label')} keys={others} renderItem={renderItem} initialCount={FIRST} sliceSize={SLICE} keep={NONE} />
        {board.reviews.more && (
          <Button className="vf-reviews__more" busy={more.pending} onClick={() => void loadMore({}, instanceId)}>
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
    </WordsContext.Provider>
  )
}
