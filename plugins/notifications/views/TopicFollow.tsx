/**
 * `<vf-topic-follow>`: one toggle button, "Follow {topic}" / "Following {topic}" (`aria-pressed`), and,
 * with `show-count`, how many follow it once that reaches `minimum-count`. A guest's press asks them to
 * sign in (the `topic`/`follow` ruling); a failed change is said in a status line and nothing changes.
 */
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { PluginContext, Slice } from '../../../contracts/plugin'
import { isActionFailure } from '../../../kernel/actions'
import { formatShortNumber } from '../../../kernel/lib/format-number'
import { useT } from '../../../kernel/react'
import { Button, Icon } from '../../ui'
import type { TopicsState } from '../topics'
import { NOTIFICATIONS_NAMESPACE as NS } from '../state'

export interface TopicFollowInputs {
  topicId: string
  topicName: string
  topicType: string
  showCount: boolean
  minimumCount: number
}

export function TopicFollow({ ctx, slice, inputs, count }: { ctx: PluginContext; slice: Slice<TopicsState>; inputs: TopicFollowInputs; count: (id: string) => Promise<number> }) {
  const { t, locale } = useT(NS)
  const { topicId, topicName, topicType, showCount, minimumCount } = inputs
  const followed = useSyncExternalStore(slice.subscribe, () => Object.hasOwn(slice.getState().followed, topicId))
  const followers = useSyncExternalStore(slice.subscribe, () => slice.getState().counts[topicId])
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (showCount) void count(topicId).catch((error: unknown) => ctx.log.debug('A topic’s followers could not be counted.', error))
  }, [ctx, count, showCount, topicId])

  const toggle = async () => {
    setBusy(true)
    setFailed(false)
    const outcome = followed
      ? await ctx.actions.call('topics.unfollow', { params: { topic_id: topicId } })
      : await ctx.actions.call('topics.follow', { params: { topic_id: topicId, topic_name: topicName, topic_type: topicType } })
    setBusy(false)
    // A guest was asked to sign in: that is not a failure to say here.
    if (isActionFailure(outcome) && !('reason' in outcome && outcome.reason === 'sign_in_required')) setFailed(true)
  }
  const shown = showCount && followers !== undefined && followers >= minimumCount
  return (
    <div className="vf-topic-follow">
      <Button variant={followed ? 'default' : 'primary'} aria-pressed={followed} busy={busy} onClick={() => void toggle()}>
        <Icon name={followed ? 'check' : 'user-plus'} />
        <span>{followed ? t('topic.following', { name: topicName }) : t('topic.follow', { name: topicName })}</span>
      </Button>
      {shown && <span className="vf-topic-follow__count">{t('topic.followers', { n: formatShortNumber(followers, locale) })}</span>}
      <p role="status" className={failed ? 'vf-topic-follow__failed' : 'vf-visually-hidden'}>
        {failed ? t('topic.failed') : ''}
      </p>
    </div>
  )
}
