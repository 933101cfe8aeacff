/**
 * One update of the live blog: who wrote it and when, its words (text, never HTML), its images (each
 * with its description as alt text and caption), likes, the readers' replies, and — for editors — the
 * "…" menu that edits, pins, picks, disables and removes it. Told only of changes to what it shows
 * (post-watch.ts), so an update arriving in a long live blog renders that update alone.
 */
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { ContentAuthor } from '../../../contracts/entities/comments-api'
import { LiveblogLimits } from '../../../contracts/entities/liveblog-api'
import { isActionFailure } from '../../../kernel/actions'
import { shallowEqual, useServices, useStoreSelection } from '../../../kernel/react'
import { Avatar, Badge, Button, ContentBody, Dialog, focusLost, Icon, IconButton, MenuButton, RelativeTime, useListItem, VirtualList } from '../../ui'
import { mediaAlt, mediaSource } from '../media'
import { EditorForm } from './EditorForm'
import { isModerator, postMenu } from './menus'
import { postWatch, sharedValues } from './post-watch'
import { Reply, type BlogSelector } from './Reply'
import { useCall } from './use-call'
import { useWords } from './words'
import { Writer } from './Writer'

const STATES = ['awaiting_moderation', 'disabled', 'spam'] as const
const NONE: readonly string[] = []

function PostView({ uuid, instanceId, blog }: { uuid: string; instanceId: string; blog: BlogSelector }) {
  const { t, notify } = useWords()
  const { store, permissions, bus, config } = useServices()
  const watch = postWatch(store, blog)
  const subscribe = useCallback((listener: () => void) => watch.subscribe(uuid, listener), [watch, uuid])
  const { item, author, replies, me, closed, anonymous } = useStoreSelection((s) => {
    const state = blog(s)
    const item = state?.items[uuid]
    const shared = sharedValues(s, state)
    const anonymous = shared.settings?.enable_anonymous_comments
    return { item, author: item ? (state?.users[item.actor_uuid] as ContentAuthor | undefined) : undefined, replies: state?.replies[uuid], me: shared.me, closed: shared.closed, anonymous: anonymous !== undefined && anonymous !== 0 && anonymous !== false }
  }, shallowEqual, subscribe)
  const [call, failure] = useCall(instanceId)
  const [mode, setMode] = useState<'view' | 'edit' | 'reply' | 'remove'>('view')
  const regions = useId()
  const ref = useRef<HTMLElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const closing = useRef(false)
  const listRef = useListItem(uuid)
  const replyButton = () => ref.current?.querySelector<HTMLElement>(':scope > .vf-liveblog__actions > .vf-liveblog__reply') ?? null
  const more = () => ref.current?.querySelector<HTMLElement>(':scope > .vf-liveblog__actions > .vf-liveblog__more') ?? null
  const open = (next: 'edit' | 'reply' | 'remove', from: HTMLElement | null) => {
    opener.current = from
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
  // Replies the reader asked for: when their button goes (all are in), the first of them takes the focus.
  const firstAsked = useRef<number | undefined>(undefined)
  const replyCount = replies?.uuids.length ?? 0
  useEffect(() => {
    const from = firstAsked.current
    if (from === undefined || replyCount <= from) return
    firstAsked.current = undefined
    const first = ref.current?.ownerDocument.getElementById(`vf-live-${replies!.uuids[from]}`)
    if (first && focusLost(ref.current?.ownerDocument)) first.focus()
  }, [replyCount, replies])
  const images = useMemo(() => (item?.media ?? []).map((media) => ({ media, src: mediaSource(media, config.endpoints.liveblogs) })).filter((image) => image.src), [item?.media, config.endpoints.liveblogs])
  if (!item) return null

  const name = author?.name ?? t('unknown_author')
  const editor = isModerator(me)
  const guest = !me || me.user_privilege === 'guest'
  const notes = [...STATES.map((state) => item.state === state && t(`state.${state}`)), item.is_pinned && t('state.pinned'), item.is_picked && t('state.picked'), item.is_edited && t('state.edited')].filter(Boolean)
  const escape = (unsent: (text: string) => boolean) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || event.defaultPrevented) return
    const box = event.currentTarget.querySelector('textarea')
    if (box && unsent(box.value)) return
    event.preventDefault()
    close()
  }
  const reply = () => {
    // A guest where replies need an account is asked to sign in (the tray, or the page's own login).
    if (guest && !anonymous) return bus.publish('authentication', 'required', { trigger: 'liveblog.reply', method: 'login' })
    open('reply', replyButton())
  }
  const menu = () =>
    postMenu({ item, state: store.getState(), can: permissions.can, t, call: (action, params) => void call(action, params), edit: () => open('edit', more()), remove: () => open('remove', more()), report: () => undefined })

  return (
    <li ref={listRef}>
      <article ref={ref} className="vf-post" data-state={item.state === 'visible' ? undefined : item.state} data-pinned={item.is_pinned ? '' : undefined} tabIndex={-1} id={`vf-live-${uuid}`} aria-labelledby={`vf-live-by-${uuid}`}>
        <header className="vf-post__byline">
          <Avatar name={name} src={author?.pic_small} decorative size="sm" />
          <bdi id={`vf-live-by-${uuid}`} className="vf-post__name">
            {name}
          </bdi>
          {isModerator(author) && <Badge kind="moderator">{t('editor_badge')}</Badge>}
          <RelativeTime ms={item.date_created} focusable />
          {item.is_pinned && <Icon name="pin" className="vf-post__pin" />}
          {notes.length > 0 && <span className="vf-liveblog__note">{notes.join(' · ')}</span>}
        </header>
        {mode === 'edit' ? (
          <div className="vf-liveblog__form" onKeyDown={escape((text) => text !== item.content)}>
            <EditorForm instanceId={instanceId} post={item} onDone={close} autoFocus />
          </div>
        ) : (
          <>
            <ContentBody className="vf-post__body" text={item.content} />
            {images.map(({ media, src }) => (
              <figure key={media.uuid} className="vf-post__figure">
                <img src={src} alt={mediaAlt(media)} loading="lazy" decoding="async" />
                {media.description && (
                  <figcaption aria-hidden="true" dir="auto">
                    {media.description}
                  </figcaption>
                )}
              </figure>
            ))}
          </>
        )}
        <div className="vf-liveblog__actions" role="group" aria-label={t('actions.post_group', { name })}>
          <IconButton icon="thumbs-up" label={t('actions.like')} count={item.total_likes || undefined} pressed={item.reactions.liked} onClick={() => void call(item.reactions.liked ? 'liveblog.unlike' : 'liveblog.like', { uuid })} />
          {!closed && (
            <IconButton
              icon="reply"
              label={t('actions.reply')}
              showLabel
              className="vf-liveblog__reply"
              aria-expanded={mode === 'reply'}
              aria-controls={mode === 'reply' ? `${regions}-reply` : undefined}
              onClick={reply}
            />
          )}
          {editor && (
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
        {mode === 'reply' && (
          <div id={`${regions}-reply`} className="vf-liveblog__form" onKeyDown={escape((text) => text.trim() !== '')}>
            <Writer
              label={t('reply.label', { name })}
              submitLabel={t('reply.send')}
              max={LiveblogLimits.replyCharacters}
              askName={guest}
              autoFocus
              minRows={2}
              onCancel={close}
              onSubmit={async (content, anonymous_name) => {
                const outcome = await call('liveblog.reply', { post: uuid, content, ...(anonymous_name ? { anonymous_name } : {}) }, { report: false })
                if (!isActionFailure(outcome)) close()
                return outcome
              }}
            />
          </div>
        )}
        {mode === 'remove' && (
          <Dialog title={t('editor.confirm_remove')} onClose={close}>
            <p>{t('editor.confirm_remove_text')}</p>
            <div className="vf-writer__row">
              <Button onClick={close}>{t('base:actions.cancel')}</Button>
              <Button
                variant="danger"
                onClick={() => {
                  // The next update (or the one before) takes the focus once this one has gone.
                  const li = ref.current?.closest('li')
                  const near = (li?.nextElementSibling ?? li?.previousElementSibling)?.querySelector<HTMLElement>(':scope > article') ?? null
                  void call('liveblog.remove_post', { uuid }).then((outcome) => {
                    if (isActionFailure(outcome)) return close()
                    notify(t('editor.removed'), 'success')
                    if (near?.isConnected) near.focus()
                  })
                }}
              >
                {t('actions.remove')}
              </Button>
            </div>
          </Dialog>
        )}
        {replies && replies.uuids.length > 0 && <Replies uuids={replies.uuids} label={t('replies_to', { name })} instanceId={instanceId} blog={blog} />}
        {item.total_direct_replies > (replies?.uuids.length ?? 0) && (replies?.more ?? true) && (
          <Button
            variant="link"
            className="vf-post__more-replies"
            onClick={() => {
              firstAsked.current = replyCount
              void call('liveblog.load_replies', { post: uuid })
            }}
          >
            {t('load_replies', { n: item.total_direct_replies - (replies?.uuids.length ?? 0) })}
          </Button>
        )}
      </article>
    </li>
  )
}

export const Post = memo(PostView)

/** A post's replies, apart from the post: a like on the post does not render them again. All rendered at once. */
const Replies = memo(function Replies({ uuids, label, instanceId, blog }: { uuids: readonly string[]; label: string; instanceId: string; blog: BlogSelector }) {
  const render = useCallback((reply: string) => <Reply key={reply} uuid={reply} instanceId={instanceId} blog={blog} />, [instanceId, blog])
  return <VirtualList className="vf-replies" aria-label={label} keys={uuids} renderItem={render} initialCount={Infinity} keep={NONE} />
})
