/**
 * plugins/ui/live-feed.ts, the one way a widget follows a container live: what a widget shows changes
 * once per frame however many events arrive, only its own subscription's events reach it, a lost link is
 * caught up after the service confirms again (events that arrived meanwhile applied before the missed
 * ones), a page without the realtime plugin simply is not live, and a widget that goes leaves no
 * subscription behind.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { RealtimeEvent } from '../../../contracts/entities/realtime'
import { RealtimeStatus } from '../../../contracts/enums'
import type { Plugin, PluginContext } from '../../../contracts/plugin'
import { liveFeed, MAX_BUFFERED, type LiveFeed } from '../../../plugins/ui/live-feed'
import { flushMicrotasks } from '../../support/fake-timers'
import { testKernel } from '../../support/test-kernel'

/** A realtime plugin's two actions, answering with numbered subscriptions and recording what was asked. */
function fakeRealtime(asked: string[]): Plugin {
  let n = 0
  return {
    name: 'realtime',
    setup(ctx) {
      ctx.actions.register('realtime.subscribe', ({ rules }) => {
        asked.push(`subscribe ${rules.content_container_uuid?.join()}`)
        return { subscription_id: `sub-${++n}` } as never
      })
      ctx.actions.register('realtime.unsubscribe', ({ subscription_id }) => void asked.push(`unsubscribe ${subscription_id}`))
    },
  }
}

function capture(into: { ctx?: PluginContext }): Plugin {
  return { name: 'follower', setup: (ctx) => void (into.ctx = ctx) }
}

interface Harness {
  ctx: PluginContext
  feed: LiveFeed
  applied: string[][]
  asked: string[]
  frames: Array<() => void>
  missed: { answer?: string[] }
  publish(subscription: string, text: string, container?: string): void
}

async function harness(withRealtime = true): Promise<Harness> {
  const asked: string[] = []
  const got: { ctx?: PluginContext } = {}
  await testKernel({ plugins: [...(withRealtime ? [fakeRealtime(asked)] : []), capture(got)] })
  const ctx = got.ctx!
  const applied: string[][] = []
  const frames: Array<() => void> = []
  const missed: { answer?: string[] } = {}
  const feed = liveFeed<string>({
    ctx,
    name: 'test',
    frame: (fn) => {
      frames.push(fn)
      return () => frames.splice(frames.indexOf(fn), 1)
    },
    read: (event, container) => (event.payload.container === container ? String(event.payload.text) : undefined),
    apply: (batch) => void applied.push(batch),
    catchUp: async () => {
      const answer = missed.answer ?? []
      return () => void applied.push(['missed:', ...answer])
    },
  })
  const publish = (subscription: string, text: string, container = 'c-1') => {
    const event: RealtimeEvent = { type: 'event', action: 'created', subscription_id: subscription, payload: { container, text } }
    ctx.bus.publish('realtime', 'event', event)
  }
  return { ctx, feed, applied, asked, frames, missed, publish }
}

const nextFrame = (h: Harness) => {
  const due = h.frames.splice(0)
  for (const fn of due) fn()
}

test('events of the subscription are applied once per frame, in order; others are not the widget’s', async () => {
  const h = await harness()
  await h.feed.follow('c-1')
  assert.equal(h.asked, ['subscribe c-1'])
  assert.ok(h.feed.live)
  h.publish('sub-1', 'a')
  h.publish('sub-1', 'b')
  h.publish('sub-9', 'someone else’s')
  h.publish('sub-1', 'another container', 'c-2')
  assert.equal(h.applied, [], 'nothing before the frame')
  assert.is(h.frames.length, 1, 'one frame asked for')
  nextFrame(h)
  assert.equal(h.applied, [['a', 'b']])
})

test('a page that gets no frame for long has its buffer applied at once, not held without bound', async () => {
  const h = await harness()
  await h.feed.follow('c-1')
  for (let n = 0; n < MAX_BUFFERED; n++) h.publish('sub-1', `e${n}`)
  assert.is(h.applied.length, 1)
  assert.is(h.applied[0]!.length, MAX_BUFFERED)
  assert.is(h.frames.length, 0, 'the frame asked for is cancelled')
})

test('after a lost link the service’s confirmation brings what was missed, after the events already buffered', async () => {
  const h = await harness()
  await h.feed.follow('c-1')
  h.ctx.bus.publish('realtime', 'status', 'sub-1', RealtimeStatus.subscribed)
  await flushMicrotasks()
  assert.equal(h.applied, [], 'a first confirmation is not a catch-up')
  h.ctx.bus.publish('realtime', 'offline')
  h.publish('sub-1', 'buffered')
  h.missed.answer = ['x', 'y']
  h.ctx.bus.publish('realtime', 'status', 'sub-1', RealtimeStatus.subscribed)
  await flushMicrotasks()
  assert.equal(h.applied, [['buffered'], ['missed:', 'x', 'y']])
  // An error status counts as a lost link too.
  h.ctx.bus.publish('realtime', 'status', 'sub-1', RealtimeStatus.error)
  h.ctx.bus.publish('realtime', 'status', 'sub-1', RealtimeStatus.subscribed)
  await flushMicrotasks()
  assert.is(h.applied.length, 3)
})

test('following another container leaves the first; disposing leaves the last and applies nothing more', async () => {
  const h = await harness()
  await h.feed.follow('c-1')
  await h.feed.follow('c-1')
  await h.feed.follow('c-2')
  assert.equal(h.asked, ['subscribe c-1', 'unsubscribe sub-1', 'subscribe c-2'])
  h.publish('sub-2', 'pending', 'c-2')
  h.feed.dispose()
  await flushMicrotasks()
  assert.equal(h.asked.at(-1), 'unsubscribe sub-2')
  assert.is(h.frames.length, 0)
  h.publish('sub-2', 'late', 'c-2')
  assert.equal(h.applied, [])
})

test('without the realtime plugin the widget is simply not live, and nothing is thrown', async () => {
  const h = await harness(false)
  await h.feed.follow('c-1')
  assert.not.ok(h.feed.live)
  h.publish('sub-1', 'a')
  assert.equal(h.applied, [])
})

test.run()
