/**
 * The live questions widget: a header (the title, "Live" while updates flow), the form to ask (a guest is
 * asked to sign in when they send; a reader is told their question awaits approval), what awaits approval
 * (a moderator's queue with Approve, Reject and Answer; a reader's own questions, marked), for moderators
 * the rejected questions with Restore, the order (most
 * votes or newest: a radio group), the questions on the kit's list with "More questions", and a polite live
 * region that says what arrived (new questions, answers, and for moderators questions to approve). While it
 * loads it shows shapes in the space reserved; a failure says so with a retry.
 */
import { useCallback, useEffect, useMemo } from 'react'
import { isOn } from '../../../kernel/lib/settings'
import { useAction, useServices, useStatus, useStoreValue, useT } from '../../../kernel/react'
import { useFailureText } from '../../../kernel/react/failure-text'
import { Badge, Button, EmptyState, ErrorState, LIVE_ANNOUNCE_MS, SegmentedControl, Toast, useArrivals, useToast, VirtualList } from '../../ui'
import { QuestionLimits, type Question, type QuestionSort } from '../contract'
import type { QuestionsSlice, QuestionsState } from '../state'
import { failureText } from './failure'
import { LoadingQuestions } from './LoadingQuestions'
import { QuestionItem } from './QuestionItem'
import { TextForm } from './TextForm'
import { WordsContext, type QuestionWords } from './words'

const NONE: readonly string[] = []
const renderItem = (key: string) => <QuestionItem key={key} uuid={key} />

export function QuestionsView({ instanceId, statusKey }: { instanceId: string; statusKey: string }) {
  const { t, ready, locale } = useT('livequestions')
  const widget = useStoreValue(useCallback((s: Readonly<Record<string, unknown>>): QuestionsState | undefined => (s.livequestions as QuestionsSlice | undefined)?.widgets[instanceId], [instanceId]))
  const me = useStoreValue((s) => s.session?.user)
  // The site's switch (document 1 §3): turned off, the widget is left out.
  const enabled = useStoreValue((s) => isOn(s.site?.settings.enable_livequestions_for_this_site, true))
  const { actions, bus, timers } = useServices()
  const [loadMore, more] = useAction('livequestions.load_more')
  const [reload, reloading] = useAction('livequestions.load')
  const [sortBy, sorting] = useAction('livequestions.sort')
  const loadStatus = useStatus(statusKey)
  const moreFailure = useFailureText(more.failure, (failure) => failureText(failure, t, locale))
  const sortFailure = useFailureText(sorting.failure, (failure) => failureText(failure, t, locale))
  const toast = useToast()
  const signedIn = !!me?.uuid && me.user_privilege !== 'guest'
  const moderator = me?.user_privilege === 'moderator' || me?.user_privilege === 'admin'
  const words = useMemo<QuestionWords>(() => ({ t, locale, instanceId, me: signedIn ? me?.uuid : undefined, moderator, notify: toast.show }), [t, locale, instanceId, signedIn, me?.uuid, moderator, toast.show])
  const containerUuid = widget?.container?.content_container_uuid

  // What arrives, said politely and gathered: others' questions, answers, and (for moderators) questions to approve.
  const [saidNew, arrivedNew] = useArrivals(LIVE_ANNOUNCE_MS, timers)
  const [saidAnswered, arrivedAnswered] = useArrivals(LIVE_ANNOUNCE_MS, timers)
  const [saidWaiting, arrivedWaiting] = useArrivals(LIVE_ANNOUNCE_MS, timers)
  useEffect(() => {
    if (!containerUuid) return
    const mine = (list: Question[]) => list.filter((q) => q.content_container_uuid === containerUuid).length
    const subs = [
      bus.subscribe('livequestions-realtime', 'more-loaded', (list) => arrivedNew(mine(list))),
      bus.subscribe('livequestions-realtime', 'answered', (list) => arrivedAnswered(mine(list))),
      bus.subscribe('livequestions-realtime', 'waiting', (list) => arrivedWaiting(mine(list))),
    ]
    return () => subs.forEach((sub) => sub?.remove())
  }, [bus, containerUuid, arrivedNew, arrivedAnswered, arrivedWaiting])

  const retrying = reloading.pending
  const uuids = widget?.uuids ?? NONE
  const pending = widget?.pending ?? NONE
  const rejected = widget?.rejected ?? NONE
  if (!enabled) return null
  const loading = !ready || !widget || (widget.status === 'loading' && !widget.container && !retrying)
  if (loading) return <LoadingQuestions label={t('loading')} />
  const failed = widget.status === 'error' || (retrying && widget.status === 'loading' && uuids.length === 0)
  const live = !widget.link && widget.status === 'loaded'
  const said = [saidNew > 0 ? t('arrived', { n: saidNew }) : '', saidAnswered > 0 ? t('answered_live', { n: saidAnswered }) : '', saidWaiting > 0 ? t('waiting_live', { n: saidWaiting }) : ''].filter(Boolean).join(' ')
  const sortOptions = [
    { value: 'votes', label: t('sort.votes') },
    { value: 'newest', label: t('sort.newest') },
  ]

  return (
    <WordsContext.Provider value={words}>
      <section className="vf-questions" aria-labelledby={`${instanceId}-title`} aria-busy={widget.status === 'loading'}>
        <div className="vf-questions__bar">
          <h2 id={`${instanceId}-title`} className="vf-questions__title">
            {t('title')}
            {live && <Badge className="vf-questions__live">{t('live')}</Badge>}
          </h2>
        </div>
        {widget.link && (
          <p className="vf-questions__link" role="status">
            <span>{t(`link.${widget.link}`)}</span>
            {widget.link === 'stopped' && <Button onClick={() => void actions.call('realtime.retry', { params: {} })}>{t('link.reconnect')}</Button>}
          </p>
        )}
        {failed ? (
          <ErrorState title={t('load_failed')} retrying={retrying} onRetry={() => void reload({}, instanceId)}>
            {loadStatus.status === 'error' ? loadStatus.message : undefined}
          </ErrorState>
        ) : (
          <>
            <TextForm
              className="vf-questions__ask"
              label={t('ask.label')}
              placeholder={t('ask.placeholder')}
              hint={moderator ? undefined : t('ask.hint')}
              submitLabel={t('ask.submit')}
              max={QuestionLimits.questionCharacters}
              tooLong={t('errors.too_long', { n: QuestionLimits.questionCharacters })}
              send={(content) => actions.call('livequestions.ask', { instanceId, params: { content } })}
              sent={(asked) => toast.show((asked as Question).state === 'visible' ? t('ask.published') : t('ask.sent'), 'success')}
            />
            {pending.length > 0 && (
              <section className="vf-questions__pending" aria-labelledby={`${instanceId}-pending`}>
                <h3 id={`${instanceId}-pending`} className="vf-questions__subtitle">
                  {moderator ? t('pending.moderator', { n: pending.length }) : t('pending.own', { n: pending.length })}
                </h3>
                <VirtualList className="vf-questions__list" aria-labelledby={`${instanceId}-pending`} keys={pending} renderItem={renderItem} initialCount={10} sliceSize={50} />
              </section>
            )}
            {moderator && rejected.length > 0 && (
              <section className="vf-questions__pending vf-questions__rejected" aria-labelledby={`${instanceId}-rejected`}>
                <h3 id={`${instanceId}-rejected`} className="vf-questions__subtitle">
                  {t('rejected.title', { n: rejected.length })}
                </h3>
                <VirtualList className="vf-questions__list" aria-labelledby={`${instanceId}-rejected`} keys={rejected} renderItem={renderItem} initialCount={10} sliceSize={50} />
              </section>
            )}
            <div className="vf-questions__order">
              <span id={`${instanceId}-sort`} className="vf-questions__order-label">
                {t('sort.label')}
              </span>
              <SegmentedControl aria-labelledby={`${instanceId}-sort`} options={sortOptions} value={widget.sort} onChange={(value) => void sortBy({ sort: value as QuestionSort }, instanceId)} />
              {sortFailure && (
                <p role="alert" className="vf-status" data-status="error">
                  {sortFailure}
                </p>
              )}
            </div>
            {uuids.length === 0 && widget.status === 'loaded' ? (
              <EmptyState title={t('empty.title')}>{t('empty.text')}</EmptyState>
            ) : (
              <VirtualList className="vf-questions__list" aria-label={t('list_label')} keys={uuids} renderItem={renderItem} initialCount={10} sliceSize={50} />
            )}
            {widget.more && (
              <div className="vf-questions__more">
                <Button busy={more.pending} onClick={() => void loadMore({}, instanceId)}>
                  {t('more')}
                </Button>
                {moreFailure && (
                  <p role="alert" className="vf-status" data-status="error">
                    {moreFailure}
                  </p>
                )}
              </div>
            )}
          </>
        )}
        <div role="status" aria-live="polite" className="vf-visually-hidden">
          {said}
        </div>
        <Toast toast={toast} floating />
      </section>
    </WordsContext.Provider>
  )
}
