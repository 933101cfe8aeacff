/** The push machine (document 2 §4): its states, failures with the spec's messages, denial, retry and reset. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createActor, fromPromise, waitFor } from 'xstate'
import { PushMessages, pushMachine, type PushReading } from '../../../plugins/push/push.machine'

function walk(bind: { prepare?: () => Promise<PushReading>; subscribe?: () => Promise<PushReading>; unsubscribe?: () => Promise<void> }) {
  const machine = pushMachine.provide({
    actors: {
      prepare: fromPromise(bind.prepare ?? (async () => ({ subscribed: false, permission: 'default' as const }))),
      subscribe: fromPromise(bind.subscribe ?? (async () => ({ subscribed: true, permission: 'granted' as const }))),
      unsubscribe: fromPromise(bind.unsubscribe ?? (async () => undefined)),
    },
  })
  const actor = createActor(machine)
  const seen: string[] = []
  actor.subscribe((s) => {
    const name = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]!
    if (seen[seen.length - 1] !== name) seen.push(name)
  })
  actor.start()
  const settle = (state: string) => waitFor(actor, (s) => s.matches(state as never))
  return { actor, seen, settle }
}

test('base → ready → unsubscribed; subscribe passes through processing to subscribed; unsubscribe back', async () => {
  const { actor, seen, settle } = walk({})
  actor.send({ type: 'start' })
  await settle('unsubscribed')
  actor.send({ type: 'subscribe' })
  await settle('subscribed')
  assert.is(actor.getSnapshot().context.permission, 'granted')
  actor.send({ type: 'unsubscribe' })
  await settle('unsubscribed')
  assert.equal(seen, ['base', 'ready', 'unsubscribed', 'processing', 'subscribed', 'processing', 'unsubscribed'])
})

test('a reader already subscribed starts subscribed', async () => {
  const { actor, settle } = walk({ prepare: async () => ({ subscribed: true, permission: 'granted' }) })
  actor.send({ type: 'start' })
  await settle('subscribed')
})

test('a failure goes to failed with its message; retry starts again; reset goes back to base', async () => {
  let worker = false
  const { actor, settle } = walk({
    prepare: async () => {
      if (!worker) throw new Error(PushMessages.workerTimeout)
      return { subscribed: false, permission: 'default' }
    },
    subscribe: async () => {
      throw new Error(PushMessages.sending)
    },
  })
  actor.send({ type: 'start' })
  await settle('failed')
  assert.is(actor.getSnapshot().context.error, 'service worker took too long to start')
  worker = true
  actor.send({ type: 'retry' })
  await settle('unsubscribed')
  assert.is(actor.getSnapshot().context.error, undefined)
  actor.send({ type: 'subscribe' })
  await settle('failed')
  assert.is(actor.getSnapshot().context.error, 'Error sending subscription information')
  actor.send({ type: 'reset' })
  assert.ok(actor.getSnapshot().matches("base"))
})

test('NotAllowedError is the permission denied: unsubscribed, not failed', async () => {
  const { actor, settle } = walk({
    subscribe: async () => {
      throw Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' })
    },
  })
  actor.send({ type: 'start' })
  await settle('unsubscribed')
  actor.send({ type: 'subscribe' })
  await settle('unsubscribed')
  assert.is(actor.getSnapshot().context.permission, 'denied')
  assert.is(actor.getSnapshot().context.error, undefined)
})

test.run()
