/**
 * The poll widget: the question, then the vote (Ballot) until the reader has voted, and the results
 * (Results) once they have, once the poll is closed, or when they ask to see them first; "Live" while
 * others' votes arrive, and how many arrived said by a polite live region, gathered. A guest where the
 * results need sign-in is offered the sign-in instead of the counts. Moderators close and remove the
 * poll, or make one where the page has none. A page without a poll follows its container: a poll a
 * moderator makes elsewhere appears and is said politely, as are its closing and its removal. While it loads it shows shapes in the space reserved; a
 * failure says so with a retry.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { isActionFailure } from '../../../kernel/actions'
import { useAction, useServices, useStatus, useStoreValue, useT } from '../../../kernel/react'
import { useFailureText } from '../../../kernel/react/failure-text'
import { Badge, Button, EmptyState, ErrorState, LIVE_ANNOUNCE_MS, useArrivals } from '../../ui'
import type { PollsSlice, PollState } from '../state'
import { Ballot } from './Ballot'
import { CreatePoll } from './CreatePoll'
import { failureText } from './failure'
import { countText, whenText } from './format'
import { LoadingPoll } from './LoadingPoll'
import { Moderation } from './Moderation'
import { Results } from './Results'

export function PollView({ instanceId, statusKey }: { instanceId: string; statusKey: string }) {
  const { t, ready, locale } = useT('polls')
  const state = useStoreValue(useCallback((s: Readonly<Record<string, unknown>>): PollState | undefined => (s.polls as PollsSlice | undefined)?.polls[instanceId], [instanceId]))
  const me = useStoreValue((s) => s.session?.user)
  const settings = useStoreValue((s) => s.site?.settings)
  const { bus, timers, now } = useServices()
  const [vote, voting] = useAction('polls.vote')
  const [reload, reloading] = useAction('polls.load')
  const [create, creating] = useAction('polls.create')
  const loadStatus = useStatus(statusKey)
  const voteFailure = useFailureText(voting.failure, (f) => failureText(f, t, locale))
  const createFailure = useFailureText(creating.failure, (f) => failureText(f, t, locale))
  const [peek, setPeek] = useState(false)
  const [making, setMaking] = useState(false)
  const [news, setNews] = useState('')
  const thanks = useRef<HTMLParagraphElement>(null)
  const titleId = useId()
  const signedIn = !!me?.uuid && me.user_privilege !== 'guest'
  const moderator = me?.user_privilege === 'moderator' || me?.user_privilege === 'admin'
  const poll = state?.poll ?? undefined

  // Others' votes, said politely and gathered; the reader's own vote is not news to them.
  const [said, arrived] = useArrivals(LIVE_ANNOUNCE_MS, timers)
  const total = poll?.total_voters
  const seen = useRef<{ poll?: string; total?: number; own: number }>({ own: 0 })
  useEffect(() => {
    const was = seen.current
    if (poll && was.poll === poll.content_container_uuid && total !== undefined && was.total !== undefined && total > was.total) {
      const delta = total - was.total
      const own = Math.min(was.own, delta)
      if (delta - own > 0) arrived(delta - own)
      was.own -= own
    }
    seen.current = { poll: poll?.content_container_uuid, total, own: was.own }
  }, [poll, total, arrived])

  // The poll closing while shown is said once; a poll made elsewhere appearing here, and one removed, too.
  const status = poll?.status
  const wasOpen = useRef(false)
  useEffect(() => {
    if (status === 'closed' && wasOpen.current) setNews(t('closed'))
    wasOpen.current = status === 'open'
  }, [status, t])
  const arrivedQuestion = state?.arrived ? poll?.question : undefined
  useEffect(() => {
    if (arrivedQuestion !== undefined) setNews(t('arrived_poll', { question: arrivedQuestion }))
  }, [arrivedQuestion, t])
  const removed = !!state?.removed
  useEffect(() => {
    if (removed) setNews(t('removed'))
  }, [removed, t])

  const loading = !ready || !state || (state.status === 'loading' && state.poll === undefined && !reloading.pending)
  if (loading) return <LoadingPoll label={t('loading')} />
  const failed = state.status === 'error' || (reloading.pending && state.poll === undefined)
  const signIn = (trigger: string) => bus.publish('authentication', 'required', { trigger, method: 'login' })
  const onVote = async (options: string[]) => {
    seen.current.own += 1
    const result = await vote({ instanceId, option_uuids: options }, instanceId)
    if (isActionFailure(result)) {
      seen.current.own -= 1
      return
    }
    setPeek(false)
    // The form the focus was in is gone: the focus goes to the words that say the vote was counted.
    timers.setTimeout(() => thanks.current?.focus(), 0)
  }

  const heading = (
    <div className="vf-poll__head">
      <p className="vf-poll__kicker">
        {t('title')}
        {poll && poll.status === 'open' && !state.link && <Badge className="vf-poll__live">{t('live')}</Badge>}
        {poll?.status === 'closed' && <Badge className="vf-poll__closed-badge">{t('closed_badge')}</Badge>}
      </p>
      {moderator && poll && <Moderation instanceId={instanceId} poll={poll} t={t} locale={locale} />}
    </div>
  )

  if (failed) {
    return (
      <section className="vf-poll" aria-labelledby={titleId}>
        <h2 id={titleId} className="vf-poll__question">
          {t('title')}
        </h2>
        <ErrorState title={t('load_failed')} retrying={reloading.pending} onRetry={() => void reload({}, instanceId)}>
          {loadStatus.status === 'error' ? loadStatus.message : undefined}
        </ErrorState>
      </section>
    )
  }

  // One polite region for the widget's life, whether it shows a poll or none, so what it says is heard.
  const region = (
    <div key="vf-poll-region" role="status" aria-live="polite" className="vf-visually-hidden">
      {[news, poll && said > 0 ? t('arrived', { n: said }) : ''].filter(Boolean).join(' ')}
    </div>
  )

  if (!poll) {
    return (
      <section className="vf-poll" aria-labelledby={titleId}>
        <h2 id={titleId} className="vf-poll__question">
          {t('title')}
        </h2>
        {moderator && making ? (
          <CreatePoll
            t={t}
            busy={creating.pending}
            failure={createFailure}
            now={now()}
            defaults={{ vote: !!settings?.require_user_authentication_to_vote, results: !!settings?.require_user_authentication_to_see_results }}
            onCancel={() => setMaking(false)}
            onCreate={(body) => void create({ instanceId, ...body }, instanceId).then((r) => !isActionFailure(r) && setMaking(false))}
          />
        ) : (
          <EmptyState title={state.removed ? t('removed') : t('none')} icon="info" action={moderator ? <Button onClick={() => setMaking(true)}>{t('create.open')}</Button> : undefined} />
        )}
        {region}
      </section>
    )
  }

  const closed = poll.status === 'closed'
  const voted = poll.voted.length > 0
  const showResults = closed || voted || peek
  const guestMustSignIn = !signedIn && poll.settings.require_user_authentication_to_vote === 1

  return (
    <section className="vf-poll" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
      {heading}
      {/* The publisher's words, in their own direction (an English question on an Arabic page keeps its "?" at its end). */}
      <h2 id={titleId} className="vf-poll__question" dir="auto">
        {poll.question}
      </h2>
      {(closed || poll.closes_at !== null) && (
        <p className="vf-poll__meta">{closed ? (poll.closed_at !== null ? t('closed_on', { date: whenText(poll.closed_at, locale) }) : t('closed')) : t('closes', { date: whenText(poll.closes_at!, locale) })}</p>
      )}
      {state.link && (
        <p className="vf-poll__link" role="status">
          <span>{t(`link.${state.link}`)}</span>
        </p>
      )}
      {voted && (
        <p ref={thanks} tabIndex={-1} className="vf-poll__thanks">
          {t('voted')}
        </p>
      )}
      {!showResults ? (
        <Ballot poll={poll} t={t} busy={voting.pending} failure={voteFailure} guestMustSignIn={guestMustSignIn} onVote={(o) => void onVote(o)} onShowResults={() => setPeek(true)} />
      ) : poll.results_visible ? (
        <>
          <Results poll={poll} t={t} locale={locale} />
          <p className="vf-poll__voters">{t('voters', { n: countText(poll.total_voters ?? 0, locale) })}</p>
        </>
      ) : (
        <div className="vf-poll__hidden">
          <p>{t('results_hidden')}</p>
          <Button onClick={() => signIn('polls.results')}>{t('sign_in')}</Button>
        </div>
      )}
      {peek && !voted && !closed && (
        <Button variant="link" onClick={() => setPeek(false)}>
          {t('back_to_vote')}
        </Button>
      )}
      {region}
    </section>
  )
}
