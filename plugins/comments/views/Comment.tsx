/**
 * One comment with its actions and replies. The text is text (never HTML); the author's name is
 * isolated for bidirectional text; states are told honestly to the author and to moderators. Every
 * button and menu item is an action call, so the ruler and the page's interceptors decide, not the view.
 *
 * The author line (avatar, name, badges, time, states) is the article's own inline content beside its
 * picture, and the quiet action row holds like, dislike, reply and the "…" menu (comment-menu.tsx) with
 * the rest: a comment is as few DOM nodes as it can be, as a thread has a thousand of them
 * (test/plugins/comments/weight.dom.test.tsx counts them). Its words come from the widget (words.ts),
 * not a translation hook per comment.
 */
import { memo, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import type { ContentAuthor } from '../../../contracts/entities/comments-api'
import { isActionFailure } from '../../../kernel/actions'
import { shallowEqual, useServices, useStoreSelection } from '../../../kernel/react'
import { useFailureText } from '../../../kernel/react/failure-text'
import { Avatar, Badge, Button, ContentBody, focusLost, Icon, IconButton, MenuButton, RelativeTime, ReportForm, scrollToElement, useListItem, VirtualList } from '../../ui'
import type { ThreadState } from '../state'
import { copyText } from './clipboard'
import { commentWatch, focusParent, sharedValues } from './comment-watch'
import { commentMenu, isModerator } from './comment-menu'
import { Composer } from './Composer'
import { ReplyArea } from './wall-slot'
import { failureText } from './failure'
import { ShareFallback } from './CommentForms'
import { ReadingContext } from './reading'
import { useWords } from './words'

/** The first top-level comments, always shown at once; the others enter the page in slices of {@link SLICE}. */
export const RENDER_SLICE = 5
/**
 * Top-level comments added per slice. React renders a slice in a transition that yields to the browser
 * every few milliseconds, so only its commit and effects are one task; a hundred comments keep that
 * task far under the 50 ms long-task limit while a thousand take ten slices.
 */
export const SLICE = 100
/**
 * From how many comments a list is windowed (comments far from the screen replaced by placeholders as
 * tall as they were). Below it every loaded comment is in the document, where find-in-page finds it in
 * any browser: the thousand comments of the big thread stay whole. Windowed placeholders keep the words
 * for find-in-page where the browser has `hidden="until-found"`.
 */
export const WINDOW_FROM = 2000

export interface CommentProps {
  uuid: string
  instanceId: string
  thread: (state: Readonly<Record<string, unknown>>) => ThreadState | undefined
  depth: number
}

type Mode = 'view' | 'reply' | 'edit' | 'flag' | 'share'

/** The values the focus follows, as the comment's last commit had them. */
interface FocusWatch {
  focused: boolean
  mode: Mode
  removed: boolean
  gone: boolean
  replies: ThreadState['replies'][string] | undefined
}

type Call = (name: string, params: Record<string, unknown>, options?: { report?: boolean }) => Promise<unknown>

/**
 * Calls an action about this comment. What fails is shown in the comment for the status time (document
 * 1 §8), unless the caller shows it itself (`report: false`: a composer keeps its draft and says why).
 */
function useCall(instanceId: string, t: (key: string) => string, locale: string): [Call, string | undefined] {
  const { actions } = useServices()
  const [failed, setFailed] = useState<unknown>(undefined)
  const failure = useFailureText(failed, (outcome) => failureText(outcome, t, locale))
  const call: Call = async (name, params, options) => {
    const outcome = await actions.call(name as never, { instanceId, params: params as never })
    // A new try takes the last failure away; a new failure is a new value, shown afresh.
    setFailed(options?.report !== false && isActionFailure(outcome) ? outcome : undefined)
    return outcome
  }
  return [call, failure]
}

/** The states a comment is in, told in words beside its time: to its author and moderators, and "edited" to all. */
const STATES = ['awaiting_moderation', 'disabled', 'spam'] as const

function CommentView({ uuid, instanceId, thread, depth }: CommentProps) {
  const { t, locale, notify } = useWords()
  // Told only when its own values change (item-watch.ts): a live thread updates the store every frame.
  const { store, permissions, bus, config } = useServices()
  const watch = commentWatch(store, thread)
  const subscribe = useCallback((listener: () => void) => watch.subscribe(uuid, listener), [watch, uuid])
  const { item, author, replies, focused, focusedReply, me, muted } = useStoreSelection((s) => {
    const state = thread(s)
    const item = state?.items[uuid]
    const shared = sharedValues(s)
    return {
      item,
      author: item ? (state?.users[item.actor_uuid] as ContentAuthor | undefined) : undefined,
      replies: state?.replies[uuid],
      focused: state?.focus === uuid,
      // The deep-linked reply under this comment, kept rendered in its reply list.
      focusedReply: focusParent(state) === uuid ? state?.focus : undefined,
      me: shared.me,
      // Not read here, but what the ruler decides from (the dislike button).
      settings: shared.settings,
      // Someone the reader muted is not shown to them (document 2 §4); their own words always are.
      muted: !!item && !!shared.muted?.[item.actor_uuid],
    }
  }, shallowEqual, subscribe)
  const [call, failure] = useCall(instanceId, t, locale)
  const [mode, setMode] = useState<Mode>('view')
  const [link, setLink] = useState('')
  const regions = useId()
  const ref = useRef<HTMLElement>(null)
  // Focus goes back where the reader was: to the button that opened a form once the form is gone
  // (sent or cancelled), to the comment itself when that button is gone too. A form opened from the
  // "…" menu gives the focus back to the "…" button.
  const opener = useRef<HTMLElement | null>(null)
  const closing = useRef(false)
  const moreButton = () => ref.current?.querySelector<HTMLElement>(':scope > .vf-comment__actions > .vf-comment__more') ?? null
  const show = (next: Exclude<Mode, 'view'>, from: HTMLElement | null) => {
    opener.current = from
    if (mode === next) close()
    else setMode(next)
  }
  const open = (next: Exclude<Mode, 'view'>) => (event: MouseEvent<HTMLElement>) => show(next, event.currentTarget)
  const close = () => {
    closing.current = true
    setMode('view')
  }
  /**
   * Escape closes an open form, as Cancel does, when it holds no words the reader wrote (an empty reply,
   * an edit left as it was, a report): a key pressed by mistake never throws a draft away.
   */
  const closeOnEscape = (unsent: (text: string) => boolean) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || event.defaultPrevented) return
    const box = event.currentTarget.querySelector('textarea')
    if (box && unsent(box.value)) return
    event.preventDefault()
    close()
  }
  // A removal by this reader, or their muting its author: the comment stays (it has replies, its actions
  // go) and takes the focus, or it leaves the list and the comment after it (or before it) does.
  const leaving = useRef<HTMLElement | null | undefined>(undefined)
  const willLeave = () => {
    const li = ref.current?.closest('li')
    // The nearest comment after it (or before it), past promo slots and the list's spacers.
    const near = (step: 'nextElementSibling' | 'previousElementSibling') => {
      for (let at = li?.[step]; at; at = at[step]) {
        const article = at.querySelector<HTMLElement>(':scope > article')
        if (article) return article
      }
      return null
    }
    leaving.current = near('nextElementSibling') ?? near('previousElementSibling')
  }
  const remove = () => {
    willLeave()
    void call('comments.remove', { uuid }).then((outcome) => void (isActionFailure(outcome) && (leaving.current = undefined)))
  }
  const removed = item?.processing_status === 'removed'
  const gone = !item || (muted && item.actor_uuid !== me?.uuid)
  useEffect(
    () => () => {
      const next = leaving.current
      if (next?.isConnected && focusLost(next?.ownerDocument)) next.focus()
    },
    [],
  )
  // Replies the reader asked for: when their button goes (all are in), the first of them takes the focus.
  const firstAsked = useRef<number | undefined>(undefined)
  const replyCount = replies?.uuids.length ?? 0
  // Where the focus goes as the comment changes: one effect, not five (a thread mounts a thousand
  // comments, each effect an object made and run at every mount), each part run when its value changed,
  // in this order, as five effects of their own would be.
  const seen = useRef<FocusWatch | undefined>(undefined)
  useEffect(() => {
    const before = seen.current
    seen.current = { focused, mode, removed, gone, replies }
    if (focused && before?.focused !== focused) {
      // At once for a reader who asked for less motion, even on a page that scrolls smoothly.
      if (ref.current) scrollToElement(ref.current, { block: 'center' })
      ref.current?.focus()
    }
    if (mode !== before?.mode && mode === 'view' && closing.current) {
      closing.current = false
      if (focusLost(ref.current?.ownerDocument)) (opener.current?.isConnected ? opener.current : ref.current)?.focus()
    }
    if (removed !== before?.removed && removed && leaving.current !== undefined) {
      leaving.current = undefined
      if (focusLost(ref.current?.ownerDocument)) ref.current?.focus()
    }
    const next = leaving.current
    if (gone !== before?.gone && gone && next !== undefined) {
      leaving.current = undefined
      if (next?.isConnected && focusLost(next.ownerDocument)) next.focus()
    }
    const from = firstAsked.current
    if (replies !== before?.replies && from !== undefined && (replies?.uuids.length ?? 0) > from) {
      firstAsked.current = undefined
      const first = ref.current?.ownerDocument.getElementById(`vf-comment-${replies!.uuids[from]}`)
      if (first && focusLost(ref.current?.ownerDocument)) first.focus()
    }
  }, [focused, mode, removed, gone, replies])
  const shown = !!item && !muted
  useEffect(() => {
    if (shown) bus.publish('comment', 'rendered', item)
    // Once per comment shown, not on every change to it.
  }, [shown, uuid, bus])
  const reading = useContext(ReadingContext)
  // What is read is the comment's own words, not its article: that holds its replies too, and a comment
  // with a long thread under it would be on screen while the reader reads only the replies.
  const readingRef = useCallback((body: HTMLParagraphElement | null) => (body && reading ? reading.observe(body, uuid) : undefined), [reading, uuid])
  // Its <li>, registered with the list it is in (windowing, positions, the focus).
  const listRef = useListItem(uuid)
  if (!item || gone) return null

  const name = author?.name ?? t('unknown_author')
  // Offered as the ruler decides (dislikes only where the site turned them on), and to a guest, whose
  // dislike waits for their sign-in.
  const dislike = permissions.can('comment', 'dislike', item)
  const dislikes = dislike.allowed || dislike.reason === 'sign_in_required'
  const notes = [
    removed && t('state.removed'),
    // A comment awaiting moderation is the reader's own ("only you can see it") or, to a moderator, someone else's.
    ...STATES.map((state) => item.state === state && t(state === 'awaiting_moderation' && item.actor_uuid !== me?.uuid ? 'state.awaiting_review' : `state.${state}`)),
    item.is_pinned && t('state.pinned'),
    item.is_picked && t('state.picked'),
    item.is_top_comment && t('state.top'),
    item.is_edited && t('state.edited'),
  ].filter(Boolean)
  const menu = () =>
    commentMenu({
      item,
      author,
      name,
      state: store.getState(),
      can: permissions.can,
      t,
      console: config.endpoints.console,
      call: (action, params) => void call(action, params),
      edit: () => show('edit', moreButton()),
      remove,
      report: () => show('flag', moreButton()),
      share: () => void share(),
      mute: (author) => {
        willLeave()
        // Skipped (false) or refused: the comment stays, and so does the focus.
        void call('session.mute', { uuid: author }).then((outcome) => void ((isActionFailure(outcome) || outcome === false) && (leaving.current = undefined)))
      },
    })
  const share = async () => {
    const outcome = await call('comments.share', { uuid })
    if (isActionFailure(outcome) || typeof outcome !== 'string') return
    if (await copyText(ref.current?.ownerDocument, outcome)) notify(t('share.copied'), 'success')
    else {
      // Refused or missing: the link is shown, selected, for the reader to copy.
      setLink(outcome)
      show('share', moreButton())
    }
  }
  const replying = mode === 'reply'

  return (
    <li ref={listRef}>
      <article ref={ref} className="vf-comment" data-state={item.state === 'visible' ? undefined : item.state} tabIndex={-1} id={`vf-comment-${item.content_uuid}`} aria-labelledby={`vf-by-${item.content_uuid}`}>
        <Avatar name={name} src={author?.pic_small} decorative size="sm" />
        <bdi id={`vf-by-${item.content_uuid}`} className="vf-comment__name">
          {name}
        </bdi>
        {isModerator(author) ? <Badge kind="moderator" /> : author?.badge_trusted && <Badge kind="trusted" />}
        <RelativeTime ms={item.date_created} focusable />
        {notes.length > 0 && <span className="vf-comment__note">{notes.join(' · ')}</span>}
        {mode === 'edit' ? (
          <div className="vf-comment__form" onKeyDown={closeOnEscape((text) => text !== item.content)}>
            <Composer
              label={t('composer.edit_label')}
              submitLabel={t('actions.save')}
              initial={item.content}
              autoFocus
              onCancel={close}
              onSubmit={async (content) => {
                const outcome = await call('comments.edit', { uuid, content }, { report: false })
                if (!isActionFailure(outcome)) close()
                return outcome
              }}
            />
          </div>
        ) : (
          <ContentBody ref={readingRef} className="vf-comment__body" text={removed ? t('state.removed_text') : item.content} />
        )}
        {!removed && (
          <div className="vf-comment__actions" role="group" aria-label={t('actions.group', { name })}>
            <IconButton icon="thumbs-up" label={t('actions.like')} count={item.total_likes || undefined} pressed={item.reactions.liked} onClick={() => void call(item.reactions.liked ? 'comments.unlike' : 'comments.like', { uuid })} />
            {dislikes && <IconButton icon="thumbs-down" label={t('actions.dislike')} count={item.total_dislikes || undefined} pressed={item.reactions.disliked} onClick={() => void call(item.reactions.disliked ? 'comments.undislike' : 'comments.dislike', { uuid })} />}
            <IconButton icon="reply" label={t('actions.reply')} showLabel aria-expanded={replying} aria-controls={replying ? `${regions}-reply` : undefined} onClick={open('reply')} />
            <MenuButton bare label={t('actions.more', { name })} items={menu} className="vf-comment__more">
              <Icon name="ellipsis" />
            </MenuButton>
          </div>
        )}
        {failure && (
          <p role="alert" className="vf-status" data-status="error">
            {failure}
          </p>
        )}
        {mode === 'flag' && (
          <ReportForm
            id={`${regions}-flag`}
            className="vf-comment__form"
            onKeyDown={closeOnEscape(() => false)}
            onCancel={close}
            onSubmit={(reason) => void call('comments.flag', { uuid, reason }).then((outcome) => !isActionFailure(outcome) && close())}
          />
        )}
        {mode === 'share' && <ShareFallback id={`${regions}-share`} t={t} link={link} onKeyDown={closeOnEscape(() => false)} onClose={close} />}
        {replying && (
          <ReplyArea>
            <div id={`${regions}-reply`} className="vf-comment__form" onKeyDown={closeOnEscape((text) => text.trim() !== '')}>
              <Composer
                label={t('composer.reply_label', { name })}
                submitLabel={t('actions.reply')}
                autoFocus
                askName={!me || me.user_privilege === 'guest'}
                onCancel={close}
                onSubmit={async (content, anonymous_name) => {
                  const outcome = await call('comments.reply', { parent: uuid, content, ...(anonymous_name ? { anonymous_name } : {}) }, { report: false })
                  if (!isActionFailure(outcome)) close()
                  return outcome
                }}
              />
            </div>
          </ReplyArea>
        )}
        {replies && replies.uuids.length > 0 && <Replies uuids={replies.uuids} focused={focusedReply} label={t('replies_to', { name })} instanceId={instanceId} thread={thread} depth={depth + 1} />}
        {item.total_direct_replies > (replies?.uuids.length ?? 0) && (replies?.more ?? true) && (
          <Button
            variant="link"
            className="vf-comment__more-replies"
            onClick={() => {
              firstAsked.current = replyCount
              void call('live_comments.load_replies', { parent: uuid })
            }}
          >
            {t('load_replies', { n: item.total_direct_replies - (replies?.uuids.length ?? 0) })}
          </Button>
        )}
      </article>
    </li>
  )
}

export const Comment = memo(CommentView)

/** A comment's words as find-in-page looks for them while it is windowed out: its author's name and its text. */
export function useCommentText(thread: CommentProps['thread']): (uuid: string) => string {
  const { store } = useServices()
  return useCallback(
    (uuid: string) => {
      const state = thread(store.getState())
      const item = state?.items[uuid]
      return item ? `${state?.users[item.actor_uuid]?.name ?? ''}\n${item.content}` : ''
    },
    [store, thread],
  )
}

const NONE: readonly string[] = []

/**
 * A comment's replies, apart from the comment: a like or an edit of a comment with a long thread under
 * it re-renders the comment, not its replies. On the UI kit's list: a reply arriving in a list of
 * hundreds renders that reply alone; all of a comment's loaded replies render at once (no slices).
 */
const Replies = memo(function Replies({ uuids, focused, label, instanceId, thread, depth }: { uuids: readonly string[]; focused: string | undefined; label: string; instanceId: string; thread: CommentProps['thread']; depth: number }) {
  const renderReply = useCallback((reply: string) => <Comment key={reply} uuid={reply} instanceId={instanceId} thread={thread} depth={depth} />, [instanceId, thread, depth])
  const searchText = useCommentText(thread)
  const keep = useMemo(() => (focused ? [focused] : NONE), [focused])
  return <VirtualList className="vf-comment-list" aria-label={label} keys={uuids} renderItem={renderReply} initialCount={Infinity} keep={keep} windowFrom={WINDOW_FROM} searchText={searchText} />
})
