/**
 * The topics' calls to the notification service (document 2 §6): reading the topics the signed-in reader
 * follows, following and unfollowing one, counting a topic's followers. Fetched the first time a reader
 * signs in, a page or a widget asks: topics.ts keeps the slice, the actions and `vf.topics.*`, which
 * delegate here.
 */
import type { TopicSubscription } from '../../contracts/entities/notification'
import type { PluginContext } from '../../contracts/plugin'
import type { Slice } from '../../contracts/store'
import { requireParam } from '../../kernel/lib/required'
import type { TopicsState } from './topics'

export interface TopicCallsDeps {
  ctx: PluginContext
  slice: Slice<TopicsState>
  reader: () => string | undefined
  /** A valid topic id, else a TypeError. */
  topicId: (id: unknown) => string
}

export function createTopicCalls({ ctx, slice, reader, topicId }: TopicCallsDeps) {
  const section = () => requireParam(ctx.store.getState().site?.settings.section_id, 'section id')
  const follows = () => `${ctx.config.endpoints.notifications}/notifications/${section()}/topics`
  const subscriptions = () => `${ctx.config.endpoints.notifications}/subscriptions/${section()}/topics`

  const fetchFollowed = async (): Promise<TopicSubscription[]> => {
    const owner = reader()
    if (!owner) return []
    try {
      const answer = await ctx.http.request<{ topics?: TopicSubscription[] }>({ url: subscriptions() })
      const topics = Array.isArray(answer?.topics) ? answer.topics : []
      if (reader() !== owner) return []
      slice.update((draft) => void ((draft.owner = owner), (draft.followed = Object.fromEntries(topics.map((t) => [t.topic_id, t])))))
      ctx.bus.publish('topics', 'loaded', topics)
      return topics
    } catch (error) {
      ctx.log.debug('The followed topics could not be read.', error)
      return []
    }
  }
  const count = async (id: string): Promise<number> => {
    const answer = await ctx.http.request<{ count?: number }>({ url: `${subscriptions()}/${encodeURIComponent(topicId(id))}/count` })
    const n = typeof answer?.count === 'number' && Number.isFinite(answer.count) ? Math.max(0, Math.floor(answer.count)) : 0
    slice.update((draft) => void (draft.counts[id] = n))
    return n
  }
  const follow = async ({ topic_id, topic_name, topic_type }: { topic_id: string; topic_name?: string; topic_type?: string }) => {
    const id = topicId(topic_id)
    const topic = { topic_id: id, topic_name: typeof topic_name === 'string' && topic_name.trim() ? topic_name.trim().slice(0, 200) : id, topic_type: typeof topic_type === 'string' && /^[a-z_]{1,40}$/.test(topic_type) ? topic_type : 'topic' }
    await ctx.http.request({ method: 'POST', url: `${follows()}/${encodeURIComponent(id)}`, json: { topic_name: topic.topic_name, topic_type: topic.topic_type } })
    slice.update((draft) => {
      if (!draft.followed[id] && draft.counts[id] !== undefined) draft.counts[id] += 1
      draft.followed[id] = { ...topic, date_created: ctx.clock.now() }
    })
    ctx.bus.publish('topics', 'followed', topic)
  }
  const unfollow = async ({ topic_id }: { topic_id: string }) => {
    const id = topicId(topic_id)
    await ctx.http.request({ method: 'DELETE', url: `${follows()}/${encodeURIComponent(id)}` })
    slice.update((draft) => {
      if (draft.followed[id] && draft.counts[id] !== undefined) draft.counts[id] = Math.max(0, draft.counts[id] - 1)
      delete draft.followed[id]
    })
    ctx.bus.publish('topics', 'unfollowed', { topic_id: id })
  }
  return { fetchFollowed, count, follow, unfollow }
}

export type TopicCalls = ReturnType<typeof createTopicCalls>
