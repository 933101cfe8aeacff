/**
 * What the counter, the pull quote and the conversation starter show: asked for by the plugin once per
 * mounted widget and kept in the comments slice under the widget's instance id until it is unmounted.
 * Their views only read it. Nothing to show (an unknown or hidden conversation, a failed call) leaves no
 * entry, and the view renders nothing (or, for the starter, no number).
 */
import type { ContentAuthor, ListedContent } from '../../contracts/entities/comments-api'
import type { Container } from '../../contracts/entities/container'
import type { PluginContext, Slice } from '../../contracts/plugin'
import type { WidgetModule } from '../../contracts/widgets'
import { messageOf } from '../../kernel/errors'
import { SHARE_PARAM } from '../../kernel/page/location'
import { commentsApi, type CommentsApi, type ListQuery } from './api'
import { pageContainerId } from '../../kernel/page/container-id'
import { pullQuoteContainerId, type CounterInputs, type PullQuoteInputs, type PullQuoteType, type StarterInputs } from './inputs'
import type { CommentsSlice } from './thread'

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

/** The visible total the starter shows; undefined when the conversation is unknown, hidden or unreadable. */
export function starterTotal(ctx: PluginContext, api: CommentsApi, containerId: string): Promise<number | undefined> {
  return api.container(containerId).then(
    (container) => (container && !container.is_hidden && Number.isInteger(container.total_visible_content) ? container.total_visible_content : undefined),
    (error: unknown) => {
      // The invitation stands without its number; the failure is the log's business, not the reader's.
      ctx.log.warn(`The conversation starter could not read its conversation: ${messageOf(error)}`)
      return undefined
    },
  )
}

type SummaryKey = 'counters' | 'highlights' | 'totals'
type SummaryOf<K extends SummaryKey> = NonNullable<CommentsSlice[K]>[string]

/**
 * Asks for one mounted widget's summary and keeps it under its instance id; the returned function drops
 * it (on unmount), and an answer that lands after that is not kept.
 */
export function keepSummary<K extends SummaryKey>(slice: Slice<CommentsSlice>, key: K, instanceId: string, fetched: Promise<SummaryOf<K> | undefined>): () => void {
  let mounted = true
  fetched.then(
    (value) => {
      if (!mounted || value === undefined) return
      slice.update((draft) => {
        const kept = (draft[key] ??= {}) as Record<string, SummaryOf<K>>
        kept[instanceId] = value
      })
    },
    () => undefined,
  )
  return () => {
    mounted = false
    if (slice.getState()[key]?.[instanceId] === undefined) return
    slice.update((draft) => void delete draft[key]?.[instanceId])
  }
}

/**
 * Container lookups, per plugin and page view: the counter and the starter of one page ask for the same
 * container (together, or one as the reader scrolls to it), and are answered by one request. A failed
 * lookup, or one for a container the service does not know yet, is not kept: the next widget asks again;
 * a new page view (`vf.context.reset` on another address) asks afresh.
 */
const lookups = new WeakMap<PluginContext, Map<string, Promise<Container | undefined>>>()

function sharedLookup(ctx: PluginContext, api: CommentsApi): CommentsApi {
  let kept = lookups.get(ctx)
  if (!kept) lookups.set(ctx, (kept = new Map()))
  const answers = kept
  return {
    ...api,
    container(containerId) {
      const key = `${ctx.store.getState().page?.cleanUrl ?? ''} ${containerId}`
      const asked = answers.get(key)
      if (asked) return asked
      const lookup = api.container(containerId)
      answers.set(key, lookup)
      const forget = () => void (answers.get(key) === lookup && answers.delete(key))
      // A container the service does not know yet may be created by the next comment: not kept either.
      lookup.then((container) => container === undefined && forget(), forget)
      return lookup
    },
  }
}

/** What each summarised widget asks for, from its parsed attributes. */
export function summaryFetches(ctx: PluginContext) {
  const api = sharedLookup(ctx, commentsApi(ctx))
  return {
    /** The counter's container (with its visible total); a failure is ignored: a counter never shows an error. */
    counters: (props: CounterInputs): Promise<Container | undefined> => api.container(props.containerId ?? pageContainerId(ctx)),
    highlights: (inputs: PullQuoteInputs) => findHighlight(ctx, api, inputs),
    totals: (inputs: StarterInputs) => starterTotal(ctx, api, inputs.containerId ?? pageContainerId(ctx)),
  }
}

/**
 * `view` with its summary: asked for as it mounts (before the view renders), kept while it is mounted,
 * dropped with it.
 */
export function withSummary<P, K extends SummaryKey>(view: WidgetModule<P>, slice: Slice<CommentsSlice>, key: K, fetch: (props: P) => Promise<SummaryOf<K> | undefined>): WidgetModule<P> {
  return {
    mount(element, props, context) {
      const drop = keepSummary(slice, key, context.instanceId, fetch(props))
      const both = (unmount: () => void) => () => {
        unmount()
        drop()
      }
      let mounted: ReturnType<WidgetModule<P>['mount']>
      try {
        mounted = view.mount(element, props, context)
      } catch (error) {
        drop()
        throw error
      }
      return mounted instanceof Promise ? mounted.then(both, (error: unknown) => (drop(), Promise.reject(error))) : both(mounted)
    },
  }
}
