/**
 * The realtime subscription machine and the reader's activity (document 3 §4), in isolation: inactive,
 * the content subscriptions are dropped on the service and wait; active, they are asked for again.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { RealtimeStatus } from '../../../contracts/enums'
import { harness, rules, subscribeFrame } from './machine-harness'

const { none, subscribing, subscribed, unsubscribing } = RealtimeStatus

test('inactive: content subscriptions are dropped on the service and wait (none), notifications stay; a subscriber meanwhile and a reconnect ask for nothing; active again, all are asked for', () => {
  const { actor, last, statuses, table } = harness({ accessToken: () => 'token' })
  actor.send({ type: 'connect' })
  actor.send({ type: 'subscribe', subscription_id: 's1', rules })
  actor.send({ type: 'subscribe', subscription_id: 'u1', rules: { user_uuid: ['u'] }, auth: true })
  last().open()
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 'u1' })
  actor.send({ type: 'activity.inactive' })
  assert.equal(last().sent.at(-1), { type: 'unsubscribe', subscription_id: 's1' })
  assert.equal(statuses().at(-1), ['s1', none])
  assert.equal([table().s1!.status, table().s1!.subscribers, table().u1!.status], [none, 1, subscribed])
  // The service's late answers change nothing; its late events reach nobody.
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  last().receive({ type: 'unsubscribe', status: 'success', subscription_id: 's1' })
  assert.is(table().s1!.status, none)
  const sent = last().sent.length
  actor.send({ type: 'subscribe', subscription_id: 's2', rules: { content_container_uuid: ['c2'] } })
  assert.is(last().sent.length, sent, 'a new subscriber waits')
  assert.is(table().s2!.status, none)
  last().drop()
  actor.send({ type: 'retry' })
  last().open()
  assert.equal(last().sent, [{ type: 'subscribe', subscription_id: 'u1', rules: { user_uuid: { one_of: ['u'] } }, access_token: 'token' }], 'reconnected: only the notifications')
  actor.send({ type: 'activity.active' })
  assert.equal(last().sent.slice(1), [subscribeFrame('s1'), subscribeFrame('s2', ['c2'])])
  assert.equal([table().s1!.status, table().s2!.status], [subscribing, subscribing])
  actor.stop()
})

test('a subscriber coming back to a subscription being dropped while the reader is inactive keeps it, waiting', () => {
  const { actor, last, table } = harness()
  actor.send({ type: 'connect' })
  actor.send({ type: 'subscribe', subscription_id: 's1', rules })
  last().open()
  last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  actor.send({ type: 'unsubscribe', subscription_id: 's1' })
  assert.is(table().s1!.status, unsubscribing)
  actor.send({ type: 'activity.inactive' })
  actor.send({ type: 'subscribe', subscription_id: 's9', rules })
  assert.equal([table().s1!.status, table().s1!.subscribers], [none, 1])
  last().receive({ type: 'unsubscribe', status: 'success', subscription_id: 's1' })
  assert.ok(table().s1, 'kept for its subscriber')
  actor.send({ type: 'activity.active' })
  assert.equal(last().sent.at(-1), subscribeFrame('s1'))
  actor.stop()
})

test.run()
