import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createActor } from 'xstate'
import { trayRequestsMachine } from '../../../plugins/tray/requests.machine'
import type { TrayRequest } from '../../../plugins/tray/state'

/** The machine with recorders for what it does to the tray, the page and the opener. */
function start() {
  const done: string[] = []
  const label = (req: TrayRequest) => (req.type === 'open' && typeof req.tab === 'string' ? `open:${req.tab}` : req.type)
  const actor = createActor(
    trayRequestsMachine.provide({
      actions: {
        apply: (_, { requests }) => void done.push(`apply ${requests.map(label).join(',') || '(none)'}`),
        place: () => void done.push('place'),
        close: () => void done.push('close'),
        forgetOpener: () => void done.push('forget opener'),
      },
    }),
  ).start()
  const context = () => actor.getSnapshot().context
  return { actor, done, context, state: () => actor.getSnapshot().value }
}

test('with no tray shown a request is held and one that opens places a tray; the first tray mounted applies what was held, in order', () => {
  const { actor, done, context, state } = start()
  actor.send({ type: 'command', request: { type: 'open', tab: 'vf-profile' } })
  actor.send({ type: 'command', request: { type: 'close' } })
  actor.send({ type: 'command', request: { type: 'toggle' } })
  assert.equal(done, ['forget opener', 'place', 'forget opener', 'forget opener', 'place'], 'a close places no tray')
  assert.is(state(), 'waiting')
  assert.is(context().held.length, 3)
  done.length = 0
  actor.send({ type: 'mounted' })
  assert.equal(done, ['apply open:vf-profile,close,toggle'])
  assert.equal(context().held, [])
  assert.is(state(), 'shown')
})

test('with a tray shown a request applies at once; a second tray changes nothing; the last one unmounted closes the tray and requests are held again', () => {
  const { actor, done, state } = start()
  actor.send({ type: 'mounted' })
  actor.send({ type: 'mounted' })
  done.length = 0
  actor.send({ type: 'request', request: { type: 'open', tab: 'vf-feed' } })
  assert.equal(done, ['apply open:vf-feed'])
  actor.send({ type: 'unmounted' })
  assert.is(state(), 'shown', 'one tray is still shown')
  actor.send({ type: 'unmounted' })
  assert.is(state(), 'waiting')
  assert.equal(done, ['apply open:vf-feed', 'close'])
  done.length = 0
  actor.send({ type: 'request', request: { type: 'close' } })
  assert.equal(done, [], 'held, nothing placed')
})

test('intent to open places a tray only while none is shown', () => {
  const { actor, done } = start()
  actor.send({ type: 'intent' })
  actor.send({ type: 'mounted' })
  actor.send({ type: 'intent' })
  assert.equal(done, ['place', 'apply (none)'])
})

test('the last request issued wins: a reader request whose ticket is no longer current is dropped once its interceptors let it pass', () => {
  const { actor, done, context } = start()
  actor.send({ type: 'mounted' })
  done.length = 0
  actor.send({ type: 'issue' })
  const first = context().issued
  actor.send({ type: 'issue' })
  const second = context().issued
  assert.is(second, first + 1)
  // The first was overtaken while it waited on its interceptors.
  actor.send({ type: 'decided', ticket: first, request: { type: 'open', tab: 'vf-profile' } })
  assert.is(context().admitted, false)
  actor.send({ type: 'decided', ticket: second, request: { type: 'close' } })
  assert.is(context().admitted, true)
  assert.equal(done, ['apply close'])
})

test('a page command issues a number: a reader request still waiting yields to it', () => {
  const { actor, done, context } = start()
  actor.send({ type: 'mounted' })
  actor.send({ type: 'issue' })
  const ticket = context().issued
  actor.send({ type: 'command', request: { type: 'close' } })
  done.length = 0
  actor.send({ type: 'decided', ticket, request: { type: 'open' } })
  assert.is(context().admitted, false)
  assert.equal(done, [])
})

test('an action call without a ticket (the page’s own) is issued as it passes, forgets the opener, and overtakes a waiting reader request', () => {
  const { actor, done, context } = start()
  actor.send({ type: 'mounted' })
  actor.send({ type: 'issue' })
  const ticket = context().issued
  done.length = 0
  actor.send({ type: 'decided', request: { type: 'open', tab: 'vf-feed' } })
  assert.is(context().admitted, true)
  assert.is(context().issued, ticket + 1)
  assert.equal(done, ['forget opener', 'apply open:vf-feed'])
  actor.send({ type: 'decided', ticket, request: { type: 'close' } })
  assert.is(context().admitted, false)
})

test('a decision without a request only says whether it may go on (the toggle), applying nothing', () => {
  const { actor, done, context } = start()
  actor.send({ type: 'issue' })
  actor.send({ type: 'decided', ticket: context().issued })
  assert.is(context().admitted, true)
  assert.equal(done, [])
  assert.is(context().held.length, 0)
})

test.run()
