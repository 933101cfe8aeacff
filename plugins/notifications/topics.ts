/**
 * Following topics and authors (document 2 §3, §7; document 4 §2 `vf.topics.*`, §4 `topics` events):
 * the reader's followed topics (read on sign-in, forgotten on sign-out), `topics.follow` and
 * `topics.unfollow` (guarded by the `topic`/`follow` ruling, so a guest is asked to sign in), and the
 * `topics`/`loaded` with the list once read; the public calls `vf.topics.subscribe(topicId, topicName, topicType = 'topic')`, `unsubscribe(topicId)`,
 * `fetch()`, `page()` (the topics of the page, `vf:topic`, each with whether it is followed),
 * `isSubscribedTo(topicId)` and `count(topicId)`. A failed list read is an empty list (document 2 §7).
 */
import type { TopicSubscription } from '../../contracts/entities/notification'
import type { PluginContext } from '../../contracts/plugin'
import { ErrorCode, VfError } from '../../kernel/errors'
import { isGuestUser } from '../../kernel/lib/ids'
import { lazily } from './lazy'

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The notifications plugin's: the topics the signed-in reader follows, and counts read. */
    topics: TopicsState
  }
}

declare module '../../contracts/actions' {
  interface Actions {
    /** Follows a topic (or an author: `topic_type` `author`). */
    'topics.follow': { params: { topic_id: string; topic_name?: string; topic_type?: string }; result: void }
    /** Stops following a topic. */
    'topics.unfollow': { params: { topic_id: string }; result: void }
  }
}

export interface TopicsState {
  owner: string | undefined
  followed: Record<string, TopicSubscription>
  /** Followers per topic, as last read (or changed here). */
  counts: Record<string, number>
}

export const initialTopics = (): TopicsState => ({ owner: undefined, followed: {}, counts: {} })

/** What a page may pass as a topic id: the service's own rule. */
export const TOPIC_ID = /^[A-Za-z0-9_.:-]{1,200}$/

export function setupTopics(ctx: PluginContext) {
  const slice = ctx.store.slice('topics', initialTopics())
  const reader = () => {
    const user = ctx.store.getState().session?.user
    return user && !isGuestUser(user) ? user.uuid : undefined
  }
  const topicId = (id: unknown) => {
    if (typeof id !== 'string' || !TOPIC_ID.test(id)) throw new TypeError(`Invalid topic id: ${JSON.stringify(id)}`)
    return id
  }
  // The calls to the service (topic-calls.ts) are their own chunk, fetched for a reader or on first use.
  const calls = lazily(() => import('./topic-calls').then(({ createTopicCalls }) => createTopicCalls({ ctx, slice, reader, topicId })))
  /** The followed topics read again; none (and a line in the console) when their code cannot be fetched. */
  const fetchFollowed = async (): Promise<TopicSubscription[]> => {
    if (!reader()) return []
    try {
      return await (await calls.get()).fetchFollowed()
    } catch (error) {
      ctx.log.debug('The followed topics could not be read.', error)
      return []
    }
  }
  const count = async (id: string): Promise<number> => {
    const valid = topicId(id)
    return (await calls.get()).count(valid)
  }

  ctx.bus.subscribe('user-notifications', 'refresh', () => void fetchFollowed())
  ctx.bus.subscribe('user', 'changed', (user) => {
    if (!user || isGuestUser(user)) slice.update((draft) => void ((draft.owner = undefined), (draft.followed = {})))
  })
  if (reader()) void fetchFollowed()

  ctx.actions.register('topics.follow', async (params) => (await calls.get()).follow(params), { guard: { subject: 'topic', action: 'follow' } })
  ctx.actions.register('topics.unfollow', async (params) => (await calls.get()).unfollow(params), { guard: { subject: 'topic', action: 'follow' } })

  /** An action's failure as the page's promise sees it: a rejection with its message. */
  const settled = async (outcome: Promise<unknown>) => {
    const result = await outcome
    if (result && typeof result === 'object' && 'error' in result) {
      const failure = result as { error: unknown; code?: unknown }
      const code = typeof failure.code === 'string' && (Object.values(ErrorCode) as string[]).includes(failure.code) ? (failure.code as ErrorCode) : ErrorCode.ActionFailed
      throw new VfError(code, String(failure.error))
    }
    return result
  }
  ctx.api.expose('topics.subscribe', (id: unknown, name?: unknown, type: unknown = 'topic') =>
    settled(ctx.actions.call('topics.follow', { params: { topic_id: topicId(id), ...(typeof name === 'string' ? { topic_name: name } : {}), ...(typeof type === 'string' ? { topic_type: type } : {}) } })).then(() => true),
  )
  ctx.api.expose('topics.unsubscribe', (id: unknown) => settled(ctx.actions.call('topics.unfollow', { params: { topic_id: topicId(id) } })).then(() => false))
  ctx.api.expose('topics.fetch', () => fetchFollowed())
  ctx.api.expose('topics.page', () => {
    const followed = slice.getState().followed
    return (ctx.store.getState().page?.topics ?? []).filter((id) => TOPIC_ID.test(id)).map((id) => ({ topic_id: id, subscribed: Object.hasOwn(followed, id) }))
  })
  ctx.api.expose('topics.isSubscribedTo', (id: unknown) => Object.hasOwn(slice.getState().followed, topicId(id)))
  ctx.api.expose('topics.count', (id: unknown) => count(topicId(id)))

  return { slice, count }
}

/** The paths `setupTopics` exposes (the plugin declares them, so early calls are queued by the loader). */
export const TOPIC_PATHS = ['topics.subscribe', 'topics.unsubscribe', 'topics.fetch', 'topics.page', 'topics.isSubscribedTo', 'topics.count'] as const
