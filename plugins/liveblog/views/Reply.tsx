/**
 * One reader's reply under a post: its author line, its words (text, never HTML), like and dislike, and
 * the "…" menu (menus.tsx). Told only of changes to what it shows (post-watch.ts). A form it opens (edit,
 * report) gives the focus back to the "…" button when it closes; a reply removed by this reader gives
 * it to the reply after it (or before it).
 */
import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { ContentAuthor } from '../../../contracts/entities/comments-api'
import { LiveblogLimits } from '../../../contracts/entities/liveblog-api'
import { isActionFailure } from '../../../kernel/actions'
import { shallowEqual, useServices, useStoreSelection } from '../../../kernel/react'
import { Avatar, Badge, ContentBody, focusLost, Icon, IconButton, MenuButton, RelativeTime, ReportForm, useListItem } from '../../ui'
import type { BlogState } from '../state'
import { isModerator, replyMenu } from './menus'
import { postWatch, sharedValues } from './post-watch'
import { useCall } from './use-call'
import { useWords } from './words'
import { Writer } from './Writer'

export type BlogSelector = (state: Readonly<Record<string, unknown>>) => BlogState | undefined

const STATES = ['awaiting_moderation', 'disabled', 'spam'] as const

function ReplyView({ uuid, instanceId, blog }: { uuid: string; instanceId: string; blog: BlogSelector }) {
  const { t } = useWords()
  const { store, permissions } = useServices()
  const watch = postWatch(store, blog)
  const subscribe = useCallback((listener: () => void) => watch.subscribe(uuid, listener), [watch, uuid])
  const { item, author, me, closed } = useStoreSelection((s) => {
    const state = blog(s)
    const item = state?.items[uuid]
    const shared = sharedValues(s, state)
    return { item, author: item ? (state?.users[item.actor_uuid] as ContentAuthor | undefined) : undefined, me: shared.me, closed: shared.closed, settings: shared.settings }
  }, shallowEqual, subscribe)
  const [call, failure] = useCall(instanceId)
  const [mode, setMode] = useState<'view' | 'edit' | 'flag'>('view')
  const regions = useId()
  const ref = useRef<HTMLElement>(null)
  const closing = useRef(false)
  const leaving = useRef<HTMLElement | null | undefined>(undefined)
  const listRef = useListItem(uuid)
  const more = () => ref.current?.querySelector<HTMLElement>('.vf-liveblog__more') ?? null
  const close = () => {
    closing.current = true
    setMode('view')
  }
  useEffect(() => {
    if (mode !== 'view' || !closing.current) return
    closing.current = false
    if (focusLost(ref.current?.ownerDocument)) (more() ?? ref.current)?.focus()
  }, [mode])
  // Gone (removed here): the focus goes to the reply after it, or before it.
  useEffect(
    () => () => {
      const next = leaving.current
      if (next?.isConnected && focusLost(next.ownerDocument)) next.focus()
    },
    [],
  )
  if (!item) return null

  const name = author?.name ?? t('unknown_author')
  const dislike = permissions.can('comment', 'dislike', item)
  const dislikes = dislike.allowed || dislike.reason === 'sign_in_required'
  const notes = [...STATES.map((state) => item.state === state && t(`state.${state}`)), item.is_picked && t('state.picked'), item.is_edited && t('state.edited')].filter(Boolean)
  const remove = () => {
    const li = ref.current?.closest('li')
    leaving.current = (li?.nextElementSibling ?? li?.previousElementSibling)?.querySelector<HTMLElement>(':scope > article') ?? null
    void call('liveblog.remove_reply', { uuid }).then((outcome) => void (isActionFailure(outcome) && (leaving.current = undefined)))
  }
  const escape = (unsent: (text: string) => boolean) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || event.defaultPrevented) return
    const box = event.currentTarget.querySelector('textarea')
    if (box && unsent(box.value)) return
    event.preventDefault()
    close()
  }
  const menu = () =>
    replyMenu({ item, state: store.getState(), can: permissions.can, t, call: (action, params) => void call(action, params), edit: () => setMode('edit'), remove, report: () => setMode('flag') })
  const mine = !!me && item.actor_uuid === me.uuid

  return (
    <li ref={listRef}>
      <article ref={ref} className="vf-reply" data-state={item.state === 'visible' ? undefined : item.state} tabIndex={-1} id={`vf-live-${uuid}`} aria-labelledby={`vf-live-by-${uuid}`}>
        <Avatar name={name} src={author?.pic_small} decorative size="xs" />
        <bdi id={`vf-live-by-${uuid}`} className="vf-reply__name">
          {name}
        </bdi>
        {isModerator(author) ? <Badge kind="moderator">{t('editor_badge')}</Badge> : author?.badge_trusted && <Badge kind="trusted" />}
        <RelativeTime ms={item.date_created} focusable />
        {notes.length > 0 && <span className="vf-liveblog__note">{notes.join(' · ')}</span>}
        {mode === 'edit' ? (
          <div className="vf-liveblog__form" onKeyDown={escape((text) => text !== item.content)}>
            <Writer
              label={t('reply.edit_label')}
              submitLabel={t('base:actions.save')}
              initial={item.content}
              max={LiveblogLimits.replyCharacters}
              autoFocus
              minRows={2}
              clearOnSuccess={false}
              onCancel={close}
              onSubmit={async (content) => {
                const outcome = await call('liveblog.edit_reply', { uuid, content }, { report: false })
                if (!isActionFailure(outcome)) close()
                return outcome
              }}
            />
          </div>
        ) : (
          <ContentBody className="vf-reply__body" text={item.content} />
        )}
        <div className="vf-liveblog__actions" role="group" aria-label={t('actions.reply_group', { name })}>
          <IconButton icon="thumbs-up" label={t('actions.like')} count={item.total_likes || undefined} pressed={item.reactions.liked} onClick={() => void call(item.reactions.liked ? 'liveblog.unlike' : 'liveblog.like', { uuid })} />
          {dislikes && <IconButton icon="thumbs-down" label={t('actions.dislike')} count={item.total_dislikes || undefined} pressed={item.reactions.disliked} onClick={() => void call(item.reactions.disliked ? 'liveblog.undislike' : 'liveblog.dislike', { uuid })} />}
          {(!closed || mine || isModerator(me)) && (
            <MenuButton bare label={t('actions.more')} items={menu} className="vf-liveblog__more">
              <Icon name="ellipsis" />
            </MenuButton>
          )}
        </div>
        {failure && (
          <p role="alert" className="vf-status" data-status="error">
            {failure}
          </p>
        )}
        {mode === 'flag' && <ReportForm id={`${regions}-flag`} className="vf-liveblog__form" onKeyDown={escape(() => false)} onCancel={close} onSubmit={(reason) => void call('liveblog.flag', { uuid, reason }).then((outcome) => !isActionFailure(outcome) && close())} />}
      </article>
    </li>
  )
}

export const Reply = memo(ReplyView)
