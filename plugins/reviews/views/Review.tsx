/**
 * One review: its stars and title, who wrote it and when, its words (text, never HTML), "Was this
 * helpful?" (yes or no, pressed when chosen; a reader's own review shows how many found it helpful),
 * replies, and — for its owner — edit and remove (a moderator removes any, and has the comments' tools in
 * the kit's menu: hide, spam, pin, feature). Its state is told beside its time (awaiting moderation,
 * hidden, spam, pinned, featured). Changes are made through the plugin's actions, so a page can intercept
 * them and a guest is asked to sign in.
 */
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react'
import type { ContentAuthor } from '../../../contracts/entities/comments-api'
import type { Review as ReviewItem } from '../../../contracts/entities/reviews-api'
import { isActionFailure } from '../../../kernel/actions'
import { shallowEqual, useStoreSelection } from '../../../kernel/react'
import { Avatar, Badge, Button, ContentBody, Dialog, focusLost, RelativeTime, TextArea, useListItem, VirtualList } from '../../ui'
import type { BoardState, ReviewsSlice } from '../state'
import { failureText } from './failure'
import { ModerationMenu, stateNotes } from './moderation-menu'
import { ReviewForm } from './ReviewForm'
import { Stars, starsOf } from './Stars'
import { useCall } from './use-call'
import { useWords } from './words'

export type BoardSelector = (s: Readonly<Record<string, unknown>>) => BoardState | undefined
export const boardSelector = (instanceId: string): BoardSelector => (s) => (s.reviews as ReviewsSlice | undefined)?.boards[instanceId]

const NONE: readonly string[] = []
const isModerator = (user: { user_privilege?: string } | undefined) => user?.user_privilege === 'moderator' || user?.user_privilege === 'admin'

function useItem(uuid: string, board: BoardSelector) {
  return useStoreSelection((s) => {
    const state = board(s)
    const item = state?.items[uuid]
    return {
      item,
      author: item ? (state?.users[item.actor_uuid] as ContentAuthor | undefined) : undefined,
      replies: state?.replies[uuid],
      me: s.session?.user,
      closed: state?.container?.status === 'closed',
    }
  }, shallowEqual)
}

function ReviewView({ uuid, instanceId, board, readOnly = false }: { uuid: string; instanceId: string; board: BoardSelector; readOnly?: boolean }) {
  const { t, notify } = useWords()
  const { item, author, replies, me, closed } = useItem(uuid, board)
  const [call, failure] = useCall(instanceId)
  const [mode, setMode] = useState<'view' | 'edit' | 'reply' | 'remove'>('view')
  const ids = useId()
  const ref = useRef<HTMLElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const closing = useRef(false)
  const listRef = useListItem(uuid)
  const open = (next: 'edit' | 'reply' | 'remove', from: EventTarget | null) => {
    opener.current = from as HTMLElement | null
    setMode((now) => (now === next ? 'view' : next))
  }
  const close = () => {
    closing.current = true
    setMode('view')
  }
  useEffect(() => {
    if (mode !== 'view' || !closing.current) return
    closing.current = false
    if (focusLost(ref.current?.ownerDocument)) (opener.current?.isConnected ? opener.current : ref.current)?.focus()
  }, [mode])
  if (!item) return null

  const name = author?.name ?? t('unknown_author')
  const signedIn = !!me?.uuid && me.user_privilege !== 'guest'
  const mine = signedIn && item.actor_uuid === me!.uuid
  const stars = Math.round(starsOf(item.rating ?? 0))
  const helpful = item.total_likes ?? 0
  const unhelpful = item.total_dislikes ?? 0
  const notes = stateNotes(item, mine, t)
  const vote = (choice: 'helpful' | 'unhelpful') => {
    const pressed = choice === 'helpful' ? item.reactions.liked : item.reactions.disliked
    void call('reviews.vote', { uuid, vote: pressed ? `clear_${choice}` : choice })
  }

  return (
    <li ref={listRef}>
      <article ref={ref} className="vf-review" id={`vf-review-${uuid}`} tabIndex={-1} aria-labelledby={`${ids}-title`} data-mine={mine ? '' : undefined}>
        <header className="vf-review__head">
          {item.rating !== undefined && <Stars points={item.rating} label={t('rated', { n: stars })} />}
          <h3 id={`${ids}-title`} className="vf-review__title" dir="auto">
            {item.title || t('untitled', { name })}
          </h3>
        </header>
        <p className="vf-review__byline">
          <Avatar name={name} src={author?.pic_small} decorative size="sm" />
          <bdi className="vf-review__name">{name}</bdi>
          {mine && <Badge>{t('yours')}</Badge>}
          {isModerator(author) && <Badge kind="moderator">{t('moderator_badge')}</Badge>}
          <RelativeTime ms={item.date_created} />
          {item.is_edited && <span className="vf-review__note">{t('edited')}</span>}
          {notes.length > 0 && <span className="vf-review__note">{notes.join(' · ')}</span>}
        </p>
        {mode === 'edit' ? (
          <div
            className="vf-review__edit"
            onKeyDown={(event) => {
              // Escape closes the edit when nothing in it changed (Cancel closes it anyway); focus goes back to Edit.
              if (event.key !== 'Escape' || event.nativeEvent.isComposing || event.defaultPrevented) return
              const form = event.currentTarget.querySelector('form')
              const title = form?.querySelector<HTMLInputElement>('input[type="text"]')?.value
              const body = form?.querySelector('textarea')?.value
              if ((title !== undefined && title !== (item.title ?? '')) || (body !== undefined && body !== item.content)) return
              event.preventDefault()
              close()
            }}
          >
          <ReviewForm
            review={item}
            autoFocus
            onCancel={close}
            onSubmit={async (draft) => {
              const outcome = await call('reviews.edit', { uuid, ...draft }, { report: false })
              if (!isActionFailure(outcome)) {
                notify(t('edit_saved'), 'success')
                close()
              }
              return outcome
            }}
          />
          </div>
        ) : (
          <ContentBody className="vf-review__body" text={item.content} />
        )}
        {!readOnly && (
          <div className="vf-review__actions">
            {mine ? (
              <span className="vf-review__helpful-count">{t('helpful.count', { n: helpful })}</span>
            ) : (
              <div className="vf-review__helpful" role="group" aria-labelledby={`${ids}-helpful`}>
                <span id={`${ids}-helpful`}>{t('helpful.question')}</span>
                <Button variant="ghost" aria-pressed={item.reactions.liked} onClick={() => vote('helpful')}>
                  {t('helpful.yes', { n: helpful })}
                </Button>
                <Button variant="ghost" aria-pressed={item.reactions.disliked} onClick={() => vote('unhelpful')}>
                  {t('helpful.no', { n: unhelpful })}
                </Button>
              </div>
            )}
            <div className="vf-review__tools">
              {!closed && (
                <Button variant="ghost" aria-expanded={mode === 'reply'} aria-controls={mode === 'reply' ? `${ids}-reply` : undefined} onClick={(e) => open('reply', e.currentTarget)}>
                  {t('actions.reply')}
                </Button>
              )}
              {mine && !closed && (
                <Button variant="ghost" aria-expanded={mode === 'edit'} onClick={(e) => open('edit', e.currentTarget)}>
                  {t('actions.edit')}
                </Button>
              )}
              {(mine || isModerator(me)) && (
                <Button variant="ghost" onClick={(e) => open('remove', e.currentTarget)}>
                  {t('actions.remove')}
                </Button>
              )}
              {isModerator(me) && <ModerationMenu item={item} reply={false} name={name} t={t} moderate={(action) => void call('reviews.moderate', { uuid, action })} />}
            </div>
          </div>
        )}
        {failure && (
          <p role="alert" className="vf-status" data-status="error">
            {failure}
          </p>
        )}
        {mode === 'reply' && <ReplyForm id={`${ids}-reply`} name={name} onCancel={close} onSubmit={(content) => call('reviews.reply', { review: uuid, content }, { report: false })} onSent={close} />}
        {mode === 'remove' && (
          <Dialog title={t('remove.title')} onClose={close}>
            <p>{t('remove.text')}</p>
            <div className="vf-review-form__row">
              <Button onClick={close}>{t('base:actions.cancel')}</Button>
              <Button
                variant="danger"
                onClick={() =>
                  void call('reviews.remove', { uuid }).then((outcome) => {
                    if (isActionFailure(outcome)) return close()
                    notify(t('remove.done'), 'success')
                  })
                }
              >
                {t('actions.remove')}
              </Button>
            </div>
          </Dialog>
        )}
        {replies && replies.uuids.length > 0 && <Replies uuids={replies.uuids} label={t('replies_to', { name })} instanceId={instanceId} board={board} />}
        {!readOnly && item.total_direct_replies > (replies?.uuids.length ?? 0) && (replies?.more ?? true) && (
          <Button variant="link" className="vf-review__more-replies" onClick={() => void call('reviews.load_replies', { review: uuid })}>
            {t('load_replies', { n: item.total_direct_replies - (replies?.uuids.length ?? 0) })}
          </Button>
        )}
      </article>
    </li>
  )
}

export const Review = memo(ReviewView)

/** Writing a reply: the draft stays until the service accepted it. */
function ReplyForm({ id, name, onSubmit, onCancel, onSent }: { id: string; name: string; onSubmit: (content: string) => Promise<unknown>; onCancel: () => void; onSent: () => void }) {
  const { t, locale } = useWords()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const submit = async () => {
    if (!text.trim()) return setError(t('errors.reply_empty'))
    setBusy(true)
    setError(undefined)
    const outcome = await onSubmit(text)
    setBusy(false)
    if (!isActionFailure(outcome)) return onSent()
    setError(failureText(outcome, t, locale))
  }
  return (
    <form
      id={id}
      className="vf-review__reply"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (!busy) void submit()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !text.trim()) {
          e.preventDefault()
          onCancel()
        }
      }}
    >
      <label htmlFor={`${id}-text`} className="vf-visually-hidden">
        {t('reply.label', { name })}
      </label>
      <TextArea id={`${id}-text`} value={text} placeholder={t('reply.label', { name })} autoFocus minRows={2} onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <p id={`${id}-error`} role="alert" className="vf-status" data-status="error">
          {error}
        </p>
      )}
      <div className="vf-review-form__row">
        <Button onClick={onCancel}>{t('base:actions.cancel')}</Button>
        <Button type="submit" variant="primary" busy={busy}>
          {t('reply.send')}
        </Button>
      </div>
    </form>
  )
}

/** A review's replies, apart from the review: a vote on the review does not render them again. */
const Replies = memo(function Replies({ uuids, label, instanceId, board }: { uuids: readonly string[]; label: string; instanceId: string; board: BoardSelector }) {
  const render = useCallback((reply: string) => <ReplyItem key={reply} uuid={reply} instanceId={instanceId} board={board} />, [instanceId, board])
  return <VirtualList className="vf-review__replies" aria-label={label} keys={uuids} renderItem={render} initialCount={Infinity} keep={NONE} />
})

const ReplyItem = memo(function ReplyItem({ uuid, instanceId, board }: { uuid: string; instanceId: string; board: BoardSelector }) {
  const { t } = useWords()
  const { item, author, me } = useItem(uuid, board)
  const [call, failure] = useCall(instanceId)
  const listRef = useListItem(uuid)
  if (!item) return null
  const name = author?.name ?? t('unknown_author')
  const mine = !!me?.uuid && me.user_privilege !== 'guest' && item.actor_uuid === me.uuid
  const notes = stateNotes(item, mine, t)
  return (
    <li ref={listRef}>
      <article className="vf-review-reply" id={`vf-review-${uuid}`} tabIndex={-1} aria-label={t('reply.by', { name })}>
        <p className="vf-review__byline">
          <Avatar name={name} src={author?.pic_small} decorative size="sm" />
          <bdi className="vf-review__name">{name}</bdi>
          {isModerator(author) && <Badge kind="moderator">{t('moderator_badge')}</Badge>}
          <RelativeTime ms={item.date_created} />
          {notes.length > 0 && <span className="vf-review__note">{notes.join(' · ')}</span>}
        </p>
        <ContentBody className="vf-review__body" text={item.content} />
        {(mine || isModerator(me)) && (
          <div className="vf-review__tools">
            <Button variant="ghost" className="vf-review-reply__remove" onClick={() => void call('reviews.remove', { uuid })}>
              {t('actions.remove_reply')}
            </Button>
            {isModerator(me) && <ModerationMenu item={item} reply name={name} t={t} moderate={(action) => void call('reviews.moderate', { uuid, action })} />}
          </div>
        )}
        {failure && (
          <p role="alert" className="vf-status" data-status="error">
            {failure}
          </p>
        )}
      </article>
    </li>
  )
})
