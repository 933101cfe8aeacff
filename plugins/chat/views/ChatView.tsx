/**
 * The chat widget, in the height the host gives it: a header (the title, "Live" while messages flow, the
 * moderators' close/open), the messages oldest first in a scrolling region of their own (the kit's list:
 * it opens at the newest, stays there as messages arrive while the reader is at the end, windows a long
 * backlog, and keeps what the reader reads in place when older messages load above), who is typing (shown,
 * never announced), a "New messages" control when the reader has scrolled up, and the composer. Older
 * messages load as the reader nears the top (and from a button there, for the keyboard). New messages
 * from others are said by a polite live region, gathered. While it loads it shows shapes in the space
 * reserved; a failure says so with a retry.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { ContentAuthor } from '../../../contracts/entities/comments-api'
import type { ViewportPosition } from '../../../contracts/enums'
import { useAction, useServices, useStatus, useStoreValue, useT } from '../../../kernel/react'
import { useFailureText } from '../../../kernel/react/failure-text'
import { Badge, Button, EmptyState, ErrorState, Icon, LIVE_ANNOUNCE_MS, Toast, useArrivals, useToast, VirtualList } from '../../ui'
import { messagePositions, typingPosition, type ChatSlice, type ChatState } from '../state'
import { failureText } from './failure'
import { LoadingChat } from './LoadingChat'
import { Composer } from './Composer'
import { Message } from './Message'
import { WordsContext, type ChatWords } from './words'

const NONE: readonly string[] = []
/** Older messages load when the reader is this close to the top (px). */
const NEAR_TOP = 240
/** The reader is at the end within this distance (px). */
const AT_END = 48
/** Typists named before "and n others". */
const NAMED = 2

export function ChatView({ instanceId, statusKey }: { instanceId: string; statusKey: string }) {
  const { t, ready, locale } = useT('livechat')
  const chat = useStoreValue(useCallback((s: Readonly<Record<string, unknown>>): ChatState | undefined => (s.livechat as ChatSlice | undefined)?.chats[instanceId], [instanceId]))
  const me = useStoreValue((s) => s.session?.user)
  const { actions, bus, timers } = useServices()
  const [loadOlder, older] = useAction('livechat.load_older')
  const [reload, reloading] = useAction('livechat.load')
  const loadStatus = useStatus(statusKey)
  const olderFailure = useFailureText(older.failure, (failure) => failureText(failure, t, locale))
  const toast = useToast()
  const [replying, setReplying] = useState<string>()
  const [focusKey, setFocusKey] = useState(0)
  const signedIn = !!me?.uuid && me.user_privilege !== 'guest'
  const moderator = me?.user_privilege === 'moderator' || me?.user_privilege === 'admin'
  const replyTo = useCallback((uuid: string) => {
    setReplying(uuid)
    setFocusKey((n) => n + 1)
  }, [])
  const words = useMemo<ChatWords>(() => ({ t, locale, instanceId, me: signedIn ? me?.uuid : undefined, moderator, notify: toast.show, replyTo }), [t, locale, instanceId, signedIn, me?.uuid, moderator, toast.show, replyTo])
  const scroller = useRef<HTMLDivElement>(null)
  const [viewport, setViewport] = useState<ViewportPosition>('view')
  const uuids = chat?.uuids ?? NONE
  const items = chat?.items
  const containerUuid = chat?.container?.content_container_uuid
  const typists = useMemo(() => Object.keys(chat?.typing ?? {}), [chat?.typing])
  const positions = useMemo(() => (items ? messagePositions(uuids, items, typists) : []), [uuids, items, typists])
  const positionOf = useMemo(() => new Map(uuids.map((uuid, i) => [uuid, i])), [uuids])

  // Others' new messages, said politely and gathered (typing is never said).
  const [said, arrived] = useArrivals(LIVE_ANNOUNCE_MS, timers)
  useEffect(() => {
    if (!containerUuid) return
    const sub = bus.subscribe('livechat-realtime', 'more-loaded', (list) => arrived(list.filter((m) => m.content_container_uuid === containerUuid).length))
    return () => sub?.remove()
  }, [bus, containerUuid, arrived])

  // A reader at the end stays there as messages arrive and as the typing line comes and goes (the
  // list keeps its own end; the typing line is after it), before the browser paints.
  const lastKey = uuids[uuids.length - 1]
  /** The chat's own scroll is at its end (whether or not the page shows it). */
  const pinned = useRef(true)
  useLayoutEffect(() => {
    const el = scroller.current
    if (el && pinned.current) el.scrollTop = el.scrollHeight
  }, [lastKey, typists.length])

  /** Where the newest message is for the reader (document 1 §4: above, view, below), told to the chat once it changes. */
  const told = useRef<ViewportPosition>('view')
  const place = useCallback(
    (next: ViewportPosition) => {
      if (told.current === next) return
      told.current = next
      setViewport(next)
      void actions.call('livechat.viewport', { instanceId, params: { position: next } })
    },
    [actions, instanceId],
  )
  // The end of the chat followed on the page: in view (its last 48 px), above the page's viewport (the
  // reader scrolled the page past the chat), or below it (scrolled up in the chat, or the chat is further down).
  const [end, setEnd] = useState<HTMLDivElement | null>(null)
  const observed = useRef(false)
  useEffect(() => {
    const Observer = (end?.ownerDocument.defaultView as (Window & typeof globalThis) | null | undefined)?.IntersectionObserver
    if (!end || !Observer) return
    observed.current = true
    const observer = new Observer(([entry]) => {
      if (entry) place(entry.isIntersecting ? 'view' : entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0) ? 'above' : 'below')
    })
    observer.observe(end)
    return () => {
      observed.current = false
      observer.disconnect()
    }
  }, [end, place])
  /** Near the top, the older page loads; without an IntersectionObserver, the scroll says where the end is. */
  const onScroll = () => {
    const el = scroller.current
    if (!el) return
    pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_END
    if (!observed.current) place(pinned.current ? 'view' : 'below')
    if (el.scrollTop < NEAR_TOP && chat?.more && !older.pending) void loadOlder({}, instanceId)
  }
  const toEnd = () => {
    const el = scroller.current
    if (el) el.scrollTop = el.scrollHeight
    pinned.current = true
    place('view')
    el?.querySelector<HTMLElement>('.vf-chat__messages > li:last-child')?.focus()
  }

  const renderItem = useCallback((key: string) => <Message key={key} uuid={key} position={positions[positionOf.get(key) ?? 0] ?? 'only'} />, [positions, positionOf])

  const retrying = reloading.pending
  const loading = !ready || !chat || (chat.status === 'loading' && uuids.length === 0 && !retrying)
  if (loading) return <LoadingChat label={t('loading')} />
  const failed = chat.status === 'error' || (retrying && chat.status === 'loading' && uuids.length === 0)
  const closed = chat.container?.status === 'closed'
  const live = !closed && !chat.link && chat.status === 'loaded'
  const users = chat.users
  const typingNames = typists.map((uuid) => (users[uuid] as ContentAuthor | undefined)?.name || t('unknown_author'))
  const typingText =
    typingNames.length === 0 ? '' : typingNames.length === 1 ? t('typing.one', { name: typingNames[0] }) : typingNames.length <= NAMED ? t('typing.two', { a: typingNames[0], b: typingNames[1] }) : t('typing.many', { a: typingNames[0], n: typingNames.length - 1 })
  const replyItem = replying ? chat.items[replying] : undefined
  const replyName = replyItem ? (users[replyItem.actor_uuid] as ContentAuthor | undefined)?.name : undefined

  return (
    <WordsContext.Provider value={words}>
      <section className="vf-chat" aria-labelledby={`${instanceId}-title`} aria-busy={chat.status === 'loading'}>
        <div className="vf-chat__bar">
          <h2 id={`${instanceId}-title`} className="vf-chat__title">
            {t('title')}
            {live && <Badge className="vf-chat__live">{t('live')}</Badge>}
          </h2>
          {moderator && containerUuid && (
            <Button variant="ghost" onClick={() => void actions.call('livechat.set_status', { instanceId, params: { status: closed ? 'open' : 'closed' } })}>
              {closed ? t('open_chat') : t('close_chat')}
            </Button>
          )}
        </div>
        {closed && (
          <p role="note" className="vf-chat__closed">
            {t('closed')}
          </p>
        )}
        {chat.link && (
          <p className="vf-chat__link" role="status">
            <span>{t(`link.${chat.link}`)}</span>
            {chat.link === 'stopped' && <Button onClick={() => void actions.call('realtime.retry', { params: {} })}>{t('link.reconnect')}</Button>}
          </p>
        )}
        {failed ? (
          <ErrorState title={t('load_failed')} retrying={retrying} onRetry={() => void reload({}, instanceId)}>
            {loadStatus.status === 'error' ? loadStatus.message : undefined}
          </ErrorState>
        ) : (
          <div className="vf-chat__frame">
            <div ref={scroller} className="vf-chat__scroller" role="region" aria-label={t('list_label')} tabIndex={0} onScroll={onScroll}>
              {chat.more ? (
                <div className="vf-chat__older">
                  <Button variant="ghost" busy={older.pending} onClick={() => void loadOlder({}, instanceId)}>
                    {t('load_older')}
                  </Button>
                  {olderFailure && (
                    <p role="alert" className="vf-status" data-status="error">
                      {olderFailure}
                    </p>
                  )}
                </div>
              ) : (
                uuids.length > 0 && <p className="vf-chat__start">{t('start')}</p>
              )}
              {uuids.length === 0 && chat.status === 'loaded' && <EmptyState title={t('empty.title')}>{closed ? undefined : t('empty.text')}</EmptyState>}
              <VirtualList className="vf-chat__messages" aria-label={t('list_label')} keys={uuids} renderItem={renderItem} sliceFrom="end" stickToEnd initialCount={40} sliceSize={100} />
              {typists.length > 0 && (
                <p className="vf-chat__typing" data-position={typists.length === 1 ? typingPosition(typists[0]!, uuids, chat.items) : 'only_typing'}>
                  <span className="vf-chat__dots" aria-hidden="true" />
                  {typingText}
                </p>
              )}
              {/* The chat's last 48 px, laid over what is there: whether the reader sees the end. */}
              <div ref={setEnd} className="vf-chat__end" aria-hidden="true" />
            </div>
            {chat.fresh > 0 && viewport !== 'view' && (
              <Button variant="primary" className="vf-chat__new" onClick={toEnd}>
                <Icon name="bell" />
                {t('fresh', { n: chat.fresh })}
              </Button>
            )}
          </div>
        )}
        <div role="status" aria-live="polite" className="vf-visually-hidden">
          {said > 0 ? t('arrived', { n: said }) : ''}
        </div>
        {!failed && !closed && <Composer replying={replying} replyName={replyName} cancelReply={() => setReplying(undefined)} focusKey={focusKey} />}
        <Toast toast={toast} floating />
      </section>
    </WordsContext.Provider>
  )
}
