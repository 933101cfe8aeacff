/**
 * The segments plugin in a started product, on a fake clock: the segmentation timer (2000 ms every
 * 2000 ms from 3000), what it hears on the bus, the segment it keeps, and ab tests through their actions.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { SegmentsState } from '../../../contracts/segments'
import { segmentsPlugin, type AbTestAssignment } from '../../../plugins/segments'
import { testKernel } from '../../support/test-kernel'

const start = (settings: Record<string, unknown> = {}, visible = () => true) => testKernel({ plugins: [segmentsPlugin({ visible, makeId: () => 'visitor-1' })], settings })
const counts = (k: Awaited<ReturnType<typeof start>>) => (k.kernel.store.getState().segments as SegmentsState).counts
const segment = (k: Awaited<ReturnType<typeof start>>) => (k.kernel.store.getState().segments as SegmentsState).segment

test('the timer adds 2000 ms of on-site time every 2000 ms from 3000 ms, comment-read time once comments are on the page', async () => {
  const k = await start()
  assert.is(counts(k).recentViews, 1, 'this page view')
  assert.is(counts(k).visitFrequency, 1, 'and a visit')
  await k.clock.tick(2999)
  assert.is(counts(k).recentSiteTimeMs, 0)
  await k.clock.tick(1)
  assert.is(counts(k).recentSiteTimeMs, 2000)
  assert.is(counts(k).recentCommentTimeMs, 0, 'no comments widget yet')
  k.vf.$publish('commenting', 'loaded', { containerId: 'c', total: 4 })
  await k.clock.tick(1999)
  assert.is(counts(k).recentSiteTimeMs, 2000)
  await k.clock.tick(1)
  assert.is(counts(k).recentSiteTimeMs, 4000)
  assert.is(counts(k).recentCommentTimeMs, 2000)
  assert.is(segment(k), 'low')
})

test('a hidden page counts no time', async () => {
  let shown = false
  const k = await start({}, () => shown)
  await k.clock.tick(10_000)
  assert.is(counts(k).recentSiteTimeMs, 0)
  shown = true
  await k.clock.tick(2000)
  assert.is(counts(k).recentSiteTimeMs, 2000)
})

test('reading comments makes medium, then high (300000 ms), then top with 2 load-more clicks', async () => {
  const k = await start()
  k.vf.$publish('commenting', 'loaded', { containerId: 'c', total: 4 })
  await k.clock.tick(3000 + 60 * 2000)
  assert.is(counts(k).recentCommentTimeMs, 122_000)
  assert.is(segment(k), 'medium')
  await k.clock.tick(89 * 2000)
  assert.is(counts(k).recentCommentTimeMs, 300_000)
  assert.is(segment(k), 'high')
  k.vf.$publish('analytics', 'load_more_click', { containerId: 'c' })
  assert.is(segment(k), 'high')
  k.vf.$publish('analytics', 'load_more_click', { containerId: 'c' })
  assert.is(segment(k), 'top')
})

test('shares, follows, opens and votes make a low segment; contributions count as n_cc', async () => {
  for (const [channel, event, args] of [
    ['share', 'clicked', ['facebook', 'sharebar']],
    ['topics', 'followed', [{ topic_id: 't', topic_name: 'T', topic_type: 'topic' }]],
    ['tray', 'opened', ['vf-feed']],
    ['analytics', 'interaction', [{ type: 'vote', widget: 'vf-poll' }]],
  ] as const) {
    const k = await start()
    assert.is(segment(k), 'none')
    k.vf.$publish(channel, event, ...args)
    assert.is(segment(k), 'low', `${channel}/${event}`)
  }
  const k = await start()
  k.vf.$publish('comment', 'created', { content_uuid: 'x' })
  assert.is(counts(k).n_cc, 1)
  assert.ok(counts(k).flags.commenter)
})

test('ab tests: a group for an active test, told to analytics once; none when inactive or expired', async () => {
  const k = await start({ enable_ab_testing: 1, ab_test_names: 'vf_v2_test,top comments phase 2' })
  const first = (await k.kernel.actions.call('ab_tests.assign', { params: { name: 'vf_v2_test' } })) as AbTestAssignment
  const again = await k.kernel.actions.call('ab_tests.assign', { params: { name: 'vf_v2_test' } })
  assert.equal(first, again)
  assert.ok(first.group === 'control' || first.group === 'variant')
  const told = k.bus.of('analytics', 'ab_test')
  assert.is(told.length, 1)
  assert.equal(Object.keys(told[0]![0] as object).sort(), ['control', 'group', 'hash', 'name'])
  assert.is(await k.kernel.actions.call('ab_tests.assign', { params: { name: 'not known' } }), null)
  assert.is(await k.kernel.actions.call('ab_tests.expire', { params: { name: 'vf_v2_test' } }), true)
  assert.is(await k.kernel.actions.call('ab_tests.assign', { params: { name: 'vf_v2_test' } }), null, 'ended for this visitor')
  const off = await start({ enable_ab_testing: 0, ab_test_names: 'vf_v2_test' })
  assert.is(await off.kernel.actions.call('ab_tests.assign', { params: { name: 'vf_v2_test' } }), null)
})

test.run()
