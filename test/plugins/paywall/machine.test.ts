/** The paywall machine through its states, its actors bound with `.provide()` (document 3 §4, §8). */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { areasOf, paywallMachine, type ProviderEvent } from '../../../plugins/paywall/paywall.machine'
import type { Decision } from '../../../plugins/paywall/rules'

const walled: Decision = { kind: 'anonymous', walled: true, areas: { load_more: 'wall' }, segment: 'low', visible: 2 }
const noted: Decision = { kind: 'registered', walled: false, areas: { post: 'note', reply: 'note' }, segment: 'commenter', remaining: 2 }

function run(options: { supported?: boolean } = {}) {
  const viewed: Array<Decision | undefined> = []
  let send: ((event: ProviderEvent) => void) | undefined
  let providers = 0
  let stopped = 0
  const actor = createActor(
    paywallMachine.provide({
      actors: {
        check: fromPromise(async () => {
          if (options.supported === false) throw new Error('outdated')
        }),
        provider: fromCallback(({ sendBack }) => {
          providers += 1
          send = sendBack
          return () => void (stopped += 1)
        }),
      },
      actions: { wallViewed: (_, { decision }) => void viewed.push(decision) },
    }),
  ).start()
  return { actor, viewed, provider: (event: ProviderEvent) => send?.(event), counts: () => ({ providers, stopped }) }
}

test('start → open; a walling decision → walled, its view reported once and the provider started', async () => {
  const { actor, viewed, counts } = run()
  assert.is(actor.getSnapshot().value, 'idle')
  actor.send({ type: 'start' })
  await waitFor(actor, (s) => s.matches('open'))
  actor.send({ type: 'decide', decision: noted })
  assert.is(actor.getSnapshot().value, 'open')
  assert.equal(areasOf('open', actor.getSnapshot().context.decision), { post: 'note', reply: 'note' }, 'notes show while open')
  actor.send({ type: 'decide', decision: walled })
  assert.is(actor.getSnapshot().value, 'walled')
  actor.send({ type: 'decide', decision: { ...walled, segment: 'top' } })
  assert.is(viewed.length, 1, 'one wall, one view')
  assert.is(counts().providers, 1)
  assert.equal(areasOf('walled', actor.getSnapshot().context.decision), { load_more: 'wall' })
})

test('a decision that walls before the check is done is walled once the check passes', async () => {
  const { actor, viewed } = run()
  actor.send({ type: 'start' })
  actor.send({ type: 'decide', decision: walled })
  await waitFor(actor, (s) => s.matches('walled'))
  assert.is(viewed.length, 1)
})

test('the provider releases the wall: controls restored for the page', async () => {
  const { actor, provider, counts } = run()
  actor.send({ type: 'start' })
  await waitFor(actor, (s) => s.matches('open'))
  actor.send({ type: 'decide', decision: walled })
  provider({ type: 'release' })
  assert.is(actor.getSnapshot().value, 'released')
  assert.is(actor.getSnapshot().context.reason, 'released')
  assert.is(counts().stopped, 1, 'the provider is no longer listened to')
  assert.equal(areasOf('released', actor.getSnapshot().context.decision), {})
  actor.send({ type: 'decide', decision: walled })
  assert.is(actor.getSnapshot().value, 'released', 'it stays released')
})

test('an error of the provider forces release', async () => {
  const { actor, provider } = run()
  actor.send({ type: 'start' })
  await waitFor(actor, (s) => s.matches('open'))
  actor.send({ type: 'decide', decision: walled })
  provider({ type: 'fail', error: new Error('broken') })
  assert.is(actor.getSnapshot().value, 'released')
  assert.is(actor.getSnapshot().context.reason, 'error')
})

test('an outdated browser is released at once', async () => {
  const { actor, viewed } = run({ supported: false })
  actor.send({ type: 'start' })
  actor.send({ type: 'decide', decision: walled })
  await waitFor(actor, (s) => s.matches('released'))
  assert.is(actor.getSnapshot().context.reason, 'outdated')
  assert.is(viewed.length, 0)
})

test('a decision that no longer walls (a reset period over) opens again; destroy (sign-in) starts over', async () => {
  const { actor, viewed } = run()
  actor.send({ type: 'start' })
  await waitFor(actor, (s) => s.matches('open'))
  actor.send({ type: 'decide', decision: walled })
  actor.send({ type: 'decide', decision: noted })
  assert.is(actor.getSnapshot().value, 'open')
  actor.send({ type: 'decide', decision: walled })
  assert.is(viewed.length, 2, 'a new wall is a new view')
  actor.send({ type: 'destroy' })
  assert.is(actor.getSnapshot().value, 'checking')
  assert.is(actor.getSnapshot().context.decision, undefined)
  await waitFor(actor, (s) => s.matches('open'))
})

test.run()
