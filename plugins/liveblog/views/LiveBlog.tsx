/**
 * The live blog widget: a header (the title, "Live" while updates flow, how many there are), the
 * editors' form (editors only), the updates newest first with promo slots, and "load more". Updates
 * arrive live where they belong — above the reader, the list's scroll anchoring keeps what they read in
 * place — and a reader down the page is offered a floating "New updates" control that takes them to the
 * first of them. What arrives is said by a polite live region, gathered so a busy live blog does not
 * talk without end. While it loads it shows shapes laid out as the updates will be; a failure says so
 * with a retry; an empty live blog says updates will come.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Location as PageLocation } from '../../../contracts/entities/page'
import { useAction, useServices, useStatus, useStoreValue, useT } from '../../../kernel/react'
import { useFailureText } from '../../../kernel/react/failure-text'
import { intlFormatter } from '../../../kernel/lib/intl-locale'
import { Badge, Button, EmptyState, ErrorState, focusLost, LIVE_ANNOUNCE_MS, scrollToElement, Toast, useArrivals, useToast } from '../../ui'
import type { LiveblogInputs } from '../inputs'
import type { BlogState, LiveblogSlice } from '../state'
import { EditorForm } from './EditorForm'
import { failureText } from './failure'
import { LoadingBlog } from './LoadingBlog'
import { isModerator } from './menus'
import { PostList } from './PostList'
import { WordsContext, type BlogWords } from './words'

const NONE: readonly string[] = []
/** The count's number format, one constant (its formatter is then found by identity). */
const COUNT: Intl.NumberFormatOptions = {}

export interface LiveBlogProps {
  instanceId: string
  containerId: string
  inputs: LiveblogInputs
  statusKey: string
}

/** Whether `element` is on screen, followed (without an IntersectionObserver: never, so the control is always offered). */
function useOnScreen(element: Element | null): boolean {
  const [on, setOn] = useState(false)
  useEffect(() => {
    const Observer = (element?.ownerDocument.defaultView as (Window & typeof globalThis) | null | undefined)?.IntersectionObserver
    if (!element || !Observer) return
    const observer = new Observer(([entry]) => setOn(!!entry?.isIntersecting))
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return on
}

export function LiveBlog({ instanceId, containerId, inputs, statusKey }: LiveBlogProps) {
  const { t, ready, locale } = useT('liveblog')
  const select = useCallback((s: Readonly<Record<string, unknown>>): BlogState | undefined => (s.liveblog as LiveblogSlice | undefined)?.blogs[instanceId], [instanceId])
  const blog = useStoreValue(select)
  const me = useStoreValue((s) => s.session?.user)
  const adsEnabled = useStoreValue((s) => (s.page as Pick<PageLocation, 'ads_enabled'> | undefined)?.ads_enabled !== false)
  const { actions, bus, timers } = useServices()
  const [loadMore, more] = useAction('liveblog.load_more')
  const [reload, reloading] = useAction('liveblog.load')
  const loadStatus = useStatus(statusKey)
  const moreFailure = useFailureText(more.failure, (failure) => failureText(failure, t, locale))
  const toast = useToast()
  const words = useMemo<BlogWords>(() => ({ t, locale, notify: toast.show }), [t, locale, toast.show])
  const root = useRef<HTMLElement>(null)
  const [top, setTop] = useState<HTMLDivElement | null>(null)
  const topOnScreen = useOnScreen(top)
  const uuids = blog?.posts.uuids ?? NONE
  const fresh = blog?.fresh ?? NONE
  const containerUuid = blog?.container?.content_container_uuid

  // What arrived, said politely and gathered: updates, and replies under updates already shown.
  const [postsSaid, postsArrived] = useArrivals(LIVE_ANNOUNCE_MS, timers)
  const [repliesSaid, repliesArrived] = useArrivals(LIVE_ANNOUNCE_MS, timers)
  useEffect(() => {
    if (!containerUuid) return
    const mine = (items: Array<{ content_container_uuid: string }>) => items.filter((item) => item.content_container_uuid === containerUuid).length
    const posts = bus.subscribe('liveblog-realtime', 'more-loaded', (items) => postsArrived(mine(items)))
    const replies = bus.subscribe('liveblog-realtime', 'replies-loaded', (items) => repliesArrived(mine(items)))
    return () => {
      posts?.remove()
      replies?.remove()
    }
  }, [bus, containerUuid, postsArrived, repliesArrived])

  // New updates at the top while the top is on screen are seen where they arrive: nothing to offer.
  useEffect(() => {
    if (topOnScreen && fresh.length > 0) void actions.call('liveblog.show_new', { instanceId, params: {} })
  }, [topOnScreen, fresh.length, actions, instanceId])
  // The reader asked for the new updates: the first of them is rendered at once (kept), shown and focused.
  const [asked, setAsked] = useState<string>()
  const showNew = () => {
    // The first of them in the list's order: the reader reads on from there.
    const first = uuids.find((uuid) => fresh.includes(uuid))
    void actions.call('liveblog.show_new', { instanceId, params: {} })
    if (first) setAsked(first)
  }
  useEffect(() => {
    if (asked === undefined) return
    const element = root.current?.ownerDocument.getElementById(`vf-live-${asked}`)
    setAsked(undefined)
    if (!element) return
    scrollToElement(element, { block: 'start', glide: true })
    element.focus({ preventScroll: true })
  }, [asked])
  const keep = useMemo(() => (asked ? [asked] : NONE), [asked])

  // "Live updates are back" is said once the link returns.
  const link = blog?.link
  const [resumed, setResumed] = useState(false)
  const hadLink = useRef(link)
  useEffect(() => {
    if (link) setResumed(false)
    else if (hadLink.current) setResumed(true)
    hadLink.current = link
  }, [link])

  const retrying = reloading.pending
  const loading = !ready || !blog || (blog.status === 'loading' && uuids.length === 0 && !retrying)
  const failed = !!blog && (blog.status === 'error' || (retrying && blog.status === 'loading' && uuids.length === 0))
  const mounted = !loading
  // A retry that brought the updates: the focus its button had goes to the first update.
  const retried = useRef(false)
  useEffect(() => {
    if (failed || !retried.current) return
    retried.current = false
    const section = root.current
    if (section && focusLost(section.ownerDocument)) section.querySelector<HTMLElement>('.vf-posts > li > article')?.focus()
  }, [failed])

  // Its height, whenever it changes (`liveblog`/`resized`): a page that sizes a frame around it follows.
  useEffect(() => {
    const element = root.current
    const Observer = (element?.ownerDocument.defaultView as (Window & typeof globalThis) | null | undefined)?.ResizeObserver
    if (!mounted || !element || !Observer) return
    let told: number | undefined
    const observer = new Observer(([entry]) => {
      const height = Math.round(entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height)
      if (height === told) return
      told = height
      bus.publish('liveblog', 'resized', { height })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [mounted, bus])

  if (loading) return <LoadingBlog label={t('loading')} />
  const closed = blog.container?.status === 'closed'
  const editor = isModerator(me)
  const count = blog.count
  const live = !closed && !link && blog.status === 'loaded'
  const setStatus = (status: 'open' | 'closed') => void actions.call('liveblog.set_status', { instanceId, params: { status } })

  return (
    <WordsContext.Provider value={words}>
      <section ref={root} className="vf-liveblog" aria-labelledby={`${instanceId}-title`} aria-busy={blog.status === 'loading'}>
        <div className="vf-liveblog__bar">
          <h2 id={`${instanceId}-title`} className="vf-liveblog__title">
            {t('title')}
            {live && <Badge className="vf-liveblog__live">{t('live')}</Badge>}
          </h2>
          {/* A live blog whose counters the editors hid shows its count to them only (as the comments' counter does). */}
          {(!blog.container?.is_hidden || editor) && <span className="vf-liveblog__count">{t('count', { n: intlFormatter('NumberFormat', locale, COUNT).format(count) })}</span>}
        </div>
        {closed && (
          <p role="note" className="vf-liveblog__closed">
            {t('closed')}
          </p>
        )}
        {editor && (
          <section className="vf-editor-panel" aria-labelledby={`${instanceId}-editor`}>
            <h3 id={`${instanceId}-editor`} className="vf-editor-panel__title">
              {t('editor.title')}
            </h3>
            {!closed && <EditorForm instanceId={instanceId} />}
            <Button variant={closed ? 'primary' : 'default'} className="vf-editor-panel__status" onClick={() => setStatus(closed ? 'open' : 'closed')}>
              {closed ? t('editor.open_blog') : t('editor.close_blog')}
            </Button>
          </section>
        )}
        {failed && (
          <ErrorState
            title={t('load_failed')}
            retrying={retrying}
            onRetry={() => {
              retried.current = true
              void reload({}, instanceId)
            }}
          >
            {loadStatus.status === 'error' ? loadStatus.message : undefined}
          </ErrorState>
        )}
        <div role="status" aria-live="polite" className="vf-visually-hidden">
          {link ? t(`fresh.${link}`) : postsSaid > 0 ? t('fresh.arrived', { n: postsSaid }) : resumed ? t('fresh.resumed') : ''}
        </div>
        <div role="status" aria-live="polite" className="vf-visually-hidden">
          {repliesSaid > 0 ? t('fresh.replies', { n: repliesSaid }) : ''}
        </div>
        {/* Always there and no taller than nothing: the notice and the control float over the list, so they move nothing. */}
        <div className="vf-liveblog__new">
          {link && (
            <p className="vf-liveblog__link" data-link={link}>
              <span>{t(`fresh.${link}`)}</span>
              {link === 'stopped' && <Button onClick={() => void actions.call('realtime.retry', { params: {} })}>{t('fresh.reconnect')}</Button>}
            </p>
          )}
          {fresh.length > 0 && !topOnScreen && (
            <Button variant="primary" onClick={showNew}>
              {t('fresh.show', { n: fresh.length })}
            </Button>
          )}
        </div>
        <div ref={setTop} className="vf-liveblog__top" />
        {!failed && uuids.length === 0 && blog.status === 'loaded' && <EmptyState title={t('empty.title')}>{closed ? undefined : t('empty.text')}</EmptyState>}
        <PostList uuids={uuids} keep={keep} label={t('list_label')} instanceId={instanceId} blog={select} containerId={containerId} firstPromo={inputs.firstPromoPosition} promoInterval={inputs.promoInterval} promos={adsEnabled} />
        {blog.posts.more && (
          <Button className="vf-liveblog__more-posts" busy={more.pending} onClick={() => void loadMore({}, instanceId)}>
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
