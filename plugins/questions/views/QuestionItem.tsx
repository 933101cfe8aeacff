/**
 * One question: who asked and when, its words, its votes on the Upvote toggle (an icon button with the
 * count, pressed once the reader voted; pressed again it withdraws the vote; not on the reader's own
 * question, where the count is shown alone), "Answered" once it is, the moderators' answers under it, and
 * for moderators Approve and Reject (while it awaits approval), Restore (once rejected), Answer (a form
 * under it) and Mark answered or not. Each control is an action call, so the ruler and the page's interceptors decide; the buttons are
 * described by the question's words, so a screen reader knows which question they act on. Rendered by the
 * kit's list (one `<li>`).
 */
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react'
import type { ContentAuthor } from '../../../contracts/entities/comments-api'
import { isActionFailure } from '../../../kernel/actions'
import { useServices, useStoreValue } from '../../../kernel/react'
import { Badge, Button, ContentBody, Icon, IconButton, RelativeTime, useListItem } from '../../ui'
import { QuestionLimits } from '../contract'
import type { QuestionsSlice } from '../state'
import { failureText } from './failure'
import { TextForm } from './TextForm'
import { useWords } from './words'

const widgetOf = (s: Readonly<Record<string, unknown>>, instanceId: string) => (s.livequestions as QuestionsSlice | undefined)?.widgets[instanceId]
const isModerator = (author: ContentAuthor | undefined) => author?.user_privilege === 'moderator' || author?.user_privilege === 'admin'

export const QuestionItem = memo(function QuestionItem({ uuid }: { uuid: string }) {
  const { t, locale, instanceId, me, moderator, notify } = useWords()
  const { actions } = useServices()
  const item = useStoreValue((s) => widgetOf(s, instanceId)?.items[uuid])
  const users = useStoreValue((s) => widgetOf(s, instanceId)?.users)
  const ref = useListItem(uuid)
  const ids = useId()
  const [answering, setAnswering] = useState(false)
  const [busy, setBusy] = useState<string>()
  // The answer form closed (sent or cancelled): the focus goes back to the Answer button it came from.
  const answerButton = useRef<HTMLButtonElement>(null)
  const closedAnswer = useRef(false)
  useEffect(() => {
    if (answering || !closedAnswer.current) return
    closedAnswer.current = false
    answerButton.current?.focus()
  }, [answering])
  const closeAnswer = useCallback(() => {
    closedAnswer.current = true
    setAnswering(false)
  }, [])
  const call = useCallback(
    async (name: 'livequestions.upvote' | 'livequestions.withdraw_vote' | 'livequestions.approve' | 'livequestions.reject' | 'livequestions.mark_answered', params: Record<string, unknown>, done?: string) => {
      setBusy(name)
      const outcome = await actions.call(name, { instanceId, params: { uuid, ...params } as never })
      setBusy(undefined)
      const text = isActionFailure(outcome) ? failureText(outcome, t, locale) : undefined
      if (text) notify(text, 'error')
      else if (done && !isActionFailure(outcome)) notify(done, 'success')
      return outcome
    },
    [actions, instanceId, uuid, t, locale, notify],
  )
  if (!item) return null
  const author = users?.[item.actor_uuid]
  const name = author?.name || t('unknown_author')
  const own = !!me && item.actor_uuid === me
  const waiting = item.state === 'awaiting_moderation'
  const rejected = item.state === 'disabled'
  const textId = `${ids}-text`

  return (
    <li ref={ref} className="vf-q" data-own={own || undefined} data-answered={item.is_answered || undefined} data-waiting={waiting || undefined} data-rejected={rejected || undefined}>
      <div className="vf-q__votes">
        {item.state === 'visible' && !own ? (
          <IconButton
            icon="thumbs-up"
            label={t('upvote')}
            count={item.total_votes}
            pressed={item.voted}
            aria-describedby={textId}
            busy={busy === 'livequestions.upvote' || busy === 'livequestions.withdraw_vote'}
            onClick={() => void call(item.voted ? 'livequestions.withdraw_vote' : 'livequestions.upvote', {})}
          />
        ) : (
          <span className="vf-q__count">{t('votes', { n: item.total_votes })}</span>
        )}
      </div>
      <div className="vf-q__main">
        <p className="vf-q__by" id={`${ids}-by`}>
          <span className="vf-q__name">{name}</span>
          {isModerator(author) && <Badge>{t('moderator_badge')}</Badge>}
          {item.is_answered && (
            <Badge className="vf-q__answered">
              <Icon name="check" />
              {t('answered')}
            </Badge>
          )}
          {waiting && <Badge className="vf-q__waiting">{t('awaiting')}</Badge>}
          {rejected && <Badge className="vf-q__rejected">{t('rejected.badge')}</Badge>}
          <RelativeTime ms={item.date_created} />
        </p>
        <div id={textId} className="vf-q__text">
          <ContentBody text={item.content} />
        </div>
        {item.answers.length > 0 && (
          <div className="vf-q__answers">
            {item.answers.map((answer) => (
              <div key={answer.content_uuid} className="vf-q__answer">
                <p className="vf-q__answer-by">
                  <Icon name="message-circle" />
                  <span>{t('answer_by', { name: users?.[answer.actor_uuid]?.name || t('unknown_author') })}</span>
                  <RelativeTime ms={answer.date_created} />
                </p>
                <ContentBody className="vf-q__answer-text" text={answer.content} />
              </div>
            ))}
          </div>
        )}
        {moderator && rejected && (
          <div className="vf-q__moderation" role="group" aria-label={t('moderation.label')} aria-describedby={textId}>
            <Button aria-describedby={textId} busy={busy === 'livequestions.approve'} onClick={() => void call('livequestions.approve', {}, t('moderation.restored'))}>
              <Icon name="refresh-cw" />
              {t('moderation.restore')}
            </Button>
          </div>
        )}
        {moderator && !rejected && (
          <div className="vf-q__moderation" role="group" aria-label={t('moderation.label')} aria-describedby={textId}>
            {waiting && (
              <>
                <Button variant="primary" aria-describedby={textId} busy={busy === 'livequestions.approve'} onClick={() => void call('livequestions.approve', {}, t('moderation.approved'))}>
                  <Icon name="check" />
                  {t('moderation.approve')}
                </Button>
                <Button variant="danger" aria-describedby={textId} busy={busy === 'livequestions.reject'} onClick={() => void call('livequestions.reject', {}, t('moderation.rejected'))}>
                  <Icon name="x" />
                  {t('moderation.reject')}
                </Button>
              </>
            )}
            {!answering && (
              <Button ref={answerButton} aria-describedby={textId} onClick={() => setAnswering(true)}>
                <Icon name="reply" />
                {t('moderation.answer')}
              </Button>
            )}
            {!waiting && (
              <Button variant="ghost" aria-describedby={textId} aria-pressed={item.is_answered} busy={busy === 'livequestions.mark_answered'} onClick={() => void call('livequestions.mark_answered', { answered: !item.is_answered })}>
                {t('moderation.mark_answered')}
              </Button>
            )}
          </div>
        )}
        {moderator && answering && (
          <TextForm
            className="vf-q__answer-form"
            label={t('answer_form.label', { name })}
            submitLabel={t('answer_form.submit')}
            max={QuestionLimits.answerCharacters}
            tooLong={t('errors.answer_too_long', { n: QuestionLimits.answerCharacters })}
            autoFocus
            send={(content) => actions.call('livequestions.answer', { instanceId, params: { uuid, content } })}
            sent={() => {
              closeAnswer()
              notify(t('answer_form.sent'), 'success')
            }}
            cancel={{ label: t('answer_form.cancel'), onCancel: closeAnswer }}
          />
        )}
      </div>
    </li>
  )
})
