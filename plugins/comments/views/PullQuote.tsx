/**
 * The pull quote (document 1 §2): one highlighted comment of a page's conversation — the most liked, the
 * most replied or the editor's pick — cut at a word to the maximum length, with its author, its counts
 * and a link that opens the conversation at it. Nothing to show (an unknown, empty or hidden
 * conversation, no pick, no likes yet, a failed call) renders nothing: an article never shows an empty box.
 */
import { useEffect, useRef, useState } from 'react'
import type { ContentAuthor, ListedContent } from '../../../contracts/entities/comments-api'
import type { PluginContext } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { messageOf } from '../../../kernel/errors'
import { ELLIPSIS } from '../../../kernel/lib/truncate'
import { SHARE_PARAM } from '../../../kernel/page/location'
import { reactWidget, useServices, useT, widgetServices } from '../../../kernel/react'
import { ShortNumber } from '../../ui'
import { commentsApi, type CommentsApi, type ListQuery } from '../api'
import { pullQuoteContainerId, type PullQuoteInputs, type PullQuoteType } from '../inputs'

/** The comment to show, its author, and the address that opens the conversation at it. */
export interface Highlight {
  item: ListedContent
  author?: ContentAuthor
  href?: string
}

const QUERIES: Record<PullQuoteType, Pick<ListQuery, 'sorted_by' | 'filtered_by'>> = {
  likes: { sorted_by: 'num_likes_desc' },
  replies: { sorted_by: 'num_replies_desc' },
  'editors pick': { sorted_by: 'newest', filtered_by: 'is_picked' },
}
/**
 * Pinned comments lead the service's unfiltered list whatever the sort, so a few are asked for and the
 * best by the measure is chosen: a pinned comment with fewer likes is never shown as "most liked".
 */
const CANDIDATES = 5

const measure = (type: PullQuoteType, item: ListedContent) => (type === 'likes' ? item.total_likes : type === 'replies' ? item.total_replies : item.is_picked ? 1 : 0)

/** The best visible comment by the measure; none when even the best scores nothing (no likes, no replies). */
export function chooseHighlight(type: PullQuoteType, contents: readonly ListedContent[]): ListedContent | undefined {
  let best: ListedContent | undefined
  for (const item of contents) {
    if (item.state !== 'visible' || item.processing_status || !item.content.trim()) continue
    if (!best || measure(type, item) > measure(type, best)) best = item
  }
  return best && measure(type, best) > 0 ? best : undefined
}

/**
 * `text` on one line, cut to at most `max` characters (the ellipsis included) at the end of a word; a
 * single word longer than the limit is cut inside it. Never splits a surrogate pair.
 */
export function cutAtWord(text: string, max: number): string {
  const whole = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(whole)
  if (chars.length <= max) return whole
  if (max <= 1) return max === 1 ? ELLIPSIS : ''
  const room = chars.slice(0, max - 1)
  let end = room.length
  if (chars[end] !== ' ') {
    const space = room.lastIndexOf(' ')
    if (space > 0) end = space
  }
  return room.slice(0, end).join('').replace(/[\s,;:.!?…–—-]+$/u, '') + ELLIPSIS
}

/** The page address with the share parameter naming the comment; undefined for anything but http(s). */
export function shareLink(pageUrl: string | undefined, uuid: string): string | undefined {
  if (!pageUrl) return undefined
  try {
    const url = new URL(pageUrl)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    url.searchParams.set(SHARE_PARAM, uuid)
    url.hash = ''
    return url.href
  } catch {
    return undefined
  }
}

/**
 * Which conversation, and which page opens it: the page named by path or url (registered, document 1 §5:
 * both at once is an error), else the current page. `unique-id`/`vf-container-id` name the container.
 */
async function conversationOf(ctx: PluginContext, inputs: PullQuoteInputs): Promise<{ containerId: string; pageUrl: string | undefined }> {
  const here = ctx.store.getState().page
  const named = pullQuoteContainerId(inputs)
  const current = !inputs.url && (!inputs.path || inputs.path === here?.path)
  if (current) return { containerId: named || here?.container || here?.unique_id || here?.path || '/', pageUrl: here?.cleanUrl }
  const page = await ctx.pages.load({ ...(inputs.path ? { path: inputs.path } : {}), ...(inputs.url ? { url: inputs.url } : {}) })
  return { containerId: named || page.unique_id || page.path, pageUrl: page.url }
}

/** Finds the highlight; resolves undefined when there is nothing to show (a failure is logged, never thrown). */
export async function findHighlight(ctx: PluginContext, api: CommentsApi, inputs: PullQuoteInputs): Promise<Highlight | undefined> {
  try {
    const { containerId, pageUrl } = await conversationOf(ctx, inputs)
    const answer = await api.thread(containerId, { limit: inputs.type === 'editors pick' ? 1 : CANDIDATES, reply_limit: 0, ...QUERIES[inputs.type] })
    if (answer.container.is_hidden) return undefined
    const item = chooseHighlight(inputs.type, answer.contents)
    if (!item) return undefined
    const author = answer.users[item.actor_uuid]
    const href = shareLink(pageUrl, item.content_uuid)
    return { item, ...(author ? { author } : {}), ...(href ? { href } : {}) }
  } catch (error) {
    // A 404 is a conversation nobody has started: nothing to quote, nothing to report.
    if ((error as { error_status?: unknown })?.error_status !== 404) ctx.log.warn(`The pull quote has nothing to show: ${messageOf(error)}`)
    return undefined
  }
}

const LABELS: Record<PullQuoteType, string> = { likes: 'pull_quote.most_liked', replies: 'pull_quote.most_replied', 'editors pick': 'pull_quote.editors_pick' }

export interface PullQuoteProps {
  id: string
  inputs: PullQuoteInputs
  /** The highlight, fetched once per mounted widget. */
  highlight: Promise<Highlight | undefined>
}

export function PullQuote({ id, inputs, highlight }: PullQuoteProps) {
  const { t, ready } = useT('conversations')
  const { bus } = useServices()
  const [found, setFound] = useState<Highlight>()
  const announced = useRef(false)
  useEffect(() => {
    let live = true
    void highlight.then((h) => live && setFound(h))
    return () => {
      live = false
    }
  }, [highlight])
  const shown = ready && !!found
  useEffect(() => {
    if (!shown || announced.current) return
    announced.current = true
    bus.publish('quote', 'loaded')
  }, [shown, bus])
  if (!shown) return null

  const { item, author, href } = found
  const name = author?.name ?? t('unknown_author')
  return (
    <figure className="vf-pull-quote" aria-labelledby={`${id}-label`}>
      {/* The publisher's own title keeps its own direction in a widget of the other direction. */}
      <p id={`${id}-label`} className="vf-pull-quote__label" {...(inputs.title ? { dir: 'auto' } : {})}>
        {inputs.title ?? t(LABELS[inputs.type])}
      </p>
      <blockquote className="vf-pull-quote__quote" {...(href ? { cite: href } : {})}>
        <p dir="auto">{cutAtWord(item.content, inputs.maxCharacters)}</p>
      </blockquote>
      <figcaption className="vf-pull-quote__caption">
        <bdi className="vf-pull-quote__author">{name}</bdi>
        <span>
          {t('pull_quote.likes')} <ShortNumber value={item.total_likes} />
        </span>
        <span>
          {t('pull_quote.replies')} <ShortNumber value={item.total_replies} />
        </span>
        {href && (
          <a className="vf-pull-quote__link" href={href}>
            {t('pull_quote.link')}
          </a>
        )}
      </figcaption>
    </figure>
  )
}

/** Logical properties and theme variables only: right-to-left and the dark theme work as they do elsewhere. */
const CSS = `
.vf-pull-quote{margin:0;display:grid;gap:var(--vf-unit);padding-block:calc(var(--vf-unit)*1.2);padding-inline:calc(var(--vf-unit)*2) calc(var(--vf-unit)*1.2);border-inline-start:4px solid var(--vf-accent)}
.vf-pull-quote__label{margin:0;color:var(--vf-muted);font-size:.875em;font-weight:600}
.vf-pull-quote__quote{margin:0}
.vf-pull-quote__quote p{margin:0;font-size:1.25em;line-height:1.4;font-style:italic;overflow-wrap:anywhere}
.vf-pull-quote__caption{display:flex;flex-wrap:wrap;align-items:baseline;gap:calc(var(--vf-unit)*0.5) calc(var(--vf-unit)*1.2);color:var(--vf-muted);font-size:.875em;font-variant-numeric:tabular-nums}
.vf-pull-quote__author{color:var(--vf-fg);font-weight:600}
.vf-pull-quote__link{color:var(--vf-accent)}
`

/** The pull quote widget: the highlight is asked for once, when the widget is revealed. */
export function pullQuoteModule(ctx: PluginContext): WidgetModule<PullQuoteInputs> {
  const api = commentsApi(ctx)
  const services = widgetServices(ctx)
  return {
    mount(element, inputs, context) {
      ctx.styles.ensure(element.ownerDocument, 'pull-quote', CSS)
      const highlight = findHighlight(ctx, api, inputs)
      return reactWidget<PullQuoteInputs>(() => <PullQuote id={context.instanceId} inputs={inputs} highlight={highlight} />, services).mount(element, inputs, context)
    },
  }
}
