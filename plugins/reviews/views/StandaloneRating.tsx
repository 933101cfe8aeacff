/**
 * The standalone rating (`vf-rating`): the ratings (with `show-ratings`), the reader's own stars — a
 * radio group; a guest is offered sign-in; a reader with a review sees its stars there too — "Write a
 * review" to the page's `redirect-to`, and with `show-reviews` the most helpful reviews, read only.
 */
import { useCallback, useMemo, useState } from 'react'
import { RatingBounds } from '../../../contracts/entities/reviews-api'
import { isActionFailure } from '../../../kernel/actions'
import { useAction, useServices, useStatus, useStoreValue, useT } from '../../../kernel/react'
import { Button, ErrorState, Toast, useToast, VirtualList } from '../../ui'
import type { RatingProps } from '../inputs'
import { failureText } from './failure'
import { LoadingReviews } from './LoadingReviews'
import { RatingInput } from './RatingInput'
import { RatingSummary } from './RatingSummary'
import { boardSelector, Review } from './Review'
import { WordsContext, type ReviewWords } from './words'

const NONE: readonly string[] = []

export function StandaloneRating({ instanceId, props, statusKey }: { instanceId: string; props: RatingProps; statusKey: string }) {
  const { t, ready, locale } = useT('reviews')
  const select = useMemo(() => boardSelector(instanceId), [instanceId])
  const board = useStoreValue(select)
  const me = useStoreValue((s) => s.session?.user)
  const { bus } = useServices()
  const [rate, rating] = useAction('reviews.rate')
  const [reload, reloading] = useAction('reviews.load')
  const loadStatus = useStatus(statusKey)
  const toast = useToast()
  const words = useMemo<ReviewWords>(() => ({ t, locale, notify: toast.show }), [t, locale, toast.show])
  const [error, setError] = useState<string>()
  const renderItem = useCallback((key: string) => <Review key={key} uuid={key} instanceId={instanceId} board={select} readOnly />, [instanceId, select])

  if (!ready || !board || (board.status === 'loading' && !board.container && !reloading.pending)) return <LoadingReviews label={t('loading')} compact />
  const failed = board.status === 'error'
  const signedIn = !!me?.uuid && me.user_privilege !== 'guest'
  const ownPoints = board.own ? board.items[board.own]?.rating : board.ownRating
  const ownStars = ownPoints !== undefined ? Math.max(1, Math.round(ownPoints / RatingBounds.step)) : undefined
  const closed = board.container?.status === 'closed'
  const title = `${instanceId}-title`

  const choose = async (stars: number) => {
    setError(undefined)
    const outcome = await rate({ stars }, instanceId)
    if (isActionFailure(outcome)) setError(failureText(outcome, t, locale))
    else toast.show(t('rating.saved', { n: stars }), 'success')
  }

  return (
    <WordsContext.Provider value={words}>
      <section className="vf-reviews vf-rating" aria-labelledby={title}>
        <h2 id={title} className="vf-reviews__title">
          {t('rating.title')}
        </h2>
        {failed ? (
          <ErrorState title={t('load_failed')} retrying={reloading.pending} onRetry={() => void reload({}, instanceId)}>
            {loadStatus.status === 'error' ? loadStatus.message : undefined}
          </ErrorState>
        ) : (
          <>
            {props.showRatings && <RatingSummary summary={board.summary} compact={!props.showReviews} />}
            {!closed &&
              (signedIn ? (
                <div className="vf-rating__mine">
                  <RatingInput legend={t('rating.yours')} value={ownStars} onChange={(stars) => void choose(stars)} disabled={rating.pending} />
                  {error && (
                    <p role="alert" className="vf-status" data-status="error">
                      {error}
                    </p>
                  )}
                </div>
              ) : (
                <Button variant="primary" onClick={() => bus.publish('authentication', 'required', { trigger: 'reviews.rate', method: 'login' })}>
                  {t('rating.sign_in')}
                </Button>
              ))}
            {props.redirectTo && (
              <a className="vf-button vf-rating__write" href={props.redirectTo}>
                {board.own ? t('rating.read_reviews') : t('rating.write_review')}
              </a>
            )}
            {props.showReviews && board.reviews.uuids.length > 0 && (
              <VirtualList className="vf-reviews__list" aria-label={t('list_label')} keys={board.reviews.uuids} renderItem={renderItem} initialCount={Infinity} keep={NONE} />
            )}
          </>
        )}
        <Toast toast={toast} floating />
      </section>
    </WordsContext.Provider>
  )
}
