/**
 * Engagement, activity and Core Web Vitals (document 3 §4, §9): a 333 ms tick counts the reader's time
 * while the page shows and they are active (inactive after a minute without activity, or when hidden),
 * per widget on screen and per container; hidden time and focus entries beside it; vitals rated by the
 * spec's thresholds and sent as the page is hidden. Time is a fake clock.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { ActivityStatus } from '../../../contracts/enums'
import { createActivity } from '../../../plugins/analytics/activity'
import { rate, watchVitals, type VitalReport, type VitalsSource } from '../../../plugins/analytics/cwv'
import { createEngagement } from '../../../plugins/analytics/engagement'
import { fakeTimers } from '../../support/fake-timers'
import { fakeHost } from './support'

function setup(options: { intersection?: boolean } = {}) {
  const timers = fakeTimers()
  const host = fakeHost(options)
  const changes: ActivityStatus[] = []
  const now = () => timers.now
  // eslint-disable-next-line prefer-const
  let engagement: ReturnType<typeof createEngagement>
  const activity = createActivity({ host, timers, now, timeoutMs: 60_000, onChange: (s) => (changes.push(s), engagement?.activityChanged(s)) })
  engagement = createEngagement({ host, timers, now, activity: () => activity.status(), pageContainer: () => 'page-thread' })
  return { timers, host, activity, engagement, changes }
}

test('active at once; inactive after 60 s without activity; any activity makes the reader active again', async () => {
  const { timers, host, activity, changes } = setup()
  assert.is(activity.status(), 'active')
  await timers.tick(30_000)
  host.fire('pointermove')
  await timers.tick(59_999)
  assert.is(activity.status(), 'active', 'the minute runs from the last activity')
  await timers.tick(1)
  assert.is(activity.status(), 'inactive')
  host.fire('keydown')
  assert.is(activity.status(), 'active')
  host.setHidden(true)
  assert.is(activity.status(), 'inactive', 'a hidden page is inactive at once')
  assert.equal(changes, ['inactive', 'active', 'inactive'])
})

test('engaged time counts in 333 ms ticks while active and visible, per widget on screen and per container', async () => {
  const { timers, host, engagement } = setup()
  const comments = host.addWidget('vf-conversations', { 'vf-container-id': 'park' })
  const bell = host.addWidget('vf-tray-trigger')
  await timers.tick(333)
  host.setOnScreen(comments, true)
  host.setOnScreen(bell, true)
  await timers.tick(333 * 3)
  host.setOnScreen(bell, false)
  await timers.tick(333 * 2)
  const taken = engagement.take()!
  assert.is(taken.time, 333 * 6)
  assert.is(taken.vftime, 333 * 5, 'the first tick had no widget on screen yet')
  assert.equal(taken.widgetTime, { 'vf-conversations': 333 * 5, 'vf-tray-trigger': 333 * 3 })
  assert.equal(taken.containerTime, { park: 333 * 5, 'page-thread': 333 * 3 }, 'a widget without its own container counts for the page’s')
  assert.equal(taken.widgets.sort(), ['vf-conversations', 'vf-tray-trigger'])
  assert.is(engagement.take(), undefined, 'nothing new since the last report')
})

test('no time counts while inactive or hidden; hidden time counts on its own', async () => {
  const { timers, host, engagement } = setup()
  await timers.tick(60_000)
  const beforeIdle = engagement.take()!
  assert.ok(beforeIdle.time >= 59_000 && beforeIdle.time <= 60_000, 'reading without touching anything for a minute is engaged')
  await timers.tick(120_000)
  assert.is(engagement.take(), undefined, 'inactive: nothing counted')
  host.fire('pointerdown')
  host.setHidden(true)
  await timers.tick(10_000)
  host.setHidden(false)
  await timers.tick(333)
  const taken = engagement.take()!
  assert.is(taken.hiddenTime, 10_000)
  assert.is(taken.time, 333)
})

test('a tick that comes late (a frozen tab, a sleeping laptop) counts at most a second', async () => {
  const timers = fakeTimers()
  const host = fakeHost()
  let jump = 0
  const now = () => timers.now + jump
  const engagement = createEngagement({ host, timers, now, activity: () => 'active', pageContainer: () => '' })
  await timers.tick(333)
  jump = 600_000
  await timers.tick(333)
  assert.is(engagement.take()!.time, 333 + 1000)
})

test('without IntersectionObserver every widget counts as on screen; comments read are counted', async () => {
  const { timers, host, engagement } = setup({ intersection: false })
  host.addWidget('vf-conversations')
  await timers.tick(333)
  engagement.commentRead()
  engagement.commentRead()
  const taken = engagement.take()!
  assert.is(taken.vftime, 333)
  assert.is(taken.commentsRead, 2)
})

test('Core Web Vitals are rated by document 3 §9: good ≤ first threshold < needs improvement ≤ second < poor', () => {
  assert.equal([rate('LCP', 2500), rate('LCP', 2501), rate('LCP', 4000), rate('LCP', 4001)], ['good', 'needs-improvement', 'needs-improvement', 'poor'])
  assert.equal([rate('FCP', 1800), rate('FCP', 3001)], ['good', 'poor'])
  assert.equal([rate('CLS', 0.1), rate('CLS', 0.11), rate('CLS', 0.26)], ['good', 'needs-improvement', 'poor'])
  assert.equal([rate('INP', 200), rate('INP', 500), rate('INP', 501)], ['good', 'needs-improvement', 'poor'])
  assert.equal([rate('TTFB', 800), rate('TTFB', 1800), rate('TTFB', 1801)], ['good', 'needs-improvement', 'poor'])
})

test('vitals are gathered and taken together; one final after the page was hidden is sent on its own', () => {
  const callbacks: Record<string, (m: VitalReport) => void> = {}
  const source = Object.fromEntries(['onLCP', 'onFCP', 'onCLS', 'onINP', 'onTTFB'].map((name) => [name, (cb: (m: VitalReport) => void) => void (callbacks[name] = cb)])) as VitalsSource
  let hidden = false
  const finals: unknown[] = []
  const vitals = watchVitals(source, () => hidden, (scores) => finals.push(scores))
  callbacks.onTTFB!({ name: 'TTFB', value: 120.4 })
  callbacks.onFCP!({ name: 'FCP', value: 3500 })
  callbacks.onLCP!({ name: 'LCP', value: 2400 })
  assert.equal(vitals.take(), { TTFB: { value: 120, rating: 'good' }, FCP: { value: 3500, rating: 'poor' }, LCP: { value: 2400, rating: 'good' } })
  hidden = true
  callbacks.onCLS!({ name: 'CLS', value: 0.12345 })
  assert.equal(finals, [{ CLS: { value: 0.123, rating: 'needs-improvement' } }])
  assert.is(vitals.take(), undefined)
})

test.run()
