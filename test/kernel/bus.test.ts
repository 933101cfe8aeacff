import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createBus, createBusFacade } from '../../kernel/bus'
import { recordingLogger } from '../support/console'

function setup() {
  const { logger, out } = recordingLogger()
  const core = createBus(logger)
  const owner = { name: 'vf' }
  const vf = createBusFacade(core, () => owner)
  return { core, vf, out, owner }
}

test('publish calls matching subscribers synchronously, in subscription order, with the args', () => {
  const { vf } = setup()
  const calls: string[] = []
  vf.$subscribe('comment', 'created', (c: { id: number }) => calls.push(`a${c.id}`))
  vf.$subscribe('comment', 'created', (c: { id: number }) => calls.push(`b${c.id}`))
  vf.$subscribe('comment', 'liked', () => calls.push('other'))
  const result = vf.$publish('comment', 'created', { id: 1 })
  assert.is(result, undefined)
  assert.equal(calls, ['a1', 'b1'])
})

test('the callback runs with `this` bound to the facade owner (vf)', () => {
  const { vf, owner } = setup()
  let self: unknown
  vf.$subscribe('viafoura', 'ready', function (this: unknown) {
    self = this
  })
  vf.$publish('viafoura', 'ready')
  assert.is(self, owner)
})

test('$subscribe returns a frozen handle whose remove() ends the subscription', () => {
  const { vf } = setup()
  let count = 0
  const cb = () => count++
  const handle = vf.$subscribe('tray', 'open', cb)!
  assert.ok(Object.isFrozen(handle))
  assert.is(handle.channel, 'tray')
  assert.is(handle.event, 'open')
  assert.is(handle.callback, cb)
  vf.$publish('tray', 'open')
  handle.remove()
  handle.remove()
  vf.$publish('tray', 'open')
  assert.is(count, 1)
})

test('$once runs once', () => {
  const { vf, core } = setup()
  let count = 0
  vf.$once('login', 'success', () => count++)
  vf.$publish('login', 'success')
  vf.$publish('login', 'success')
  assert.is(count, 1)
  assert.is(core.count('login', 'success'), 0)
})

test('$unsubscribe: omitted arguments match anything, and only this facade’s subscriptions go', () => {
  const { vf, core } = setup()
  const other = createBusFacade(core)
  const seen: string[] = []
  const a = () => seen.push('a')
  const b = () => seen.push('b')
  vf.$subscribe('tray', 'open', a)
  vf.$subscribe('tray', 'open', b)
  vf.$subscribe('tray', 'close', a)
  vf.$subscribe('user', 'loaded', a)
  other.$subscribe('tray', 'open', () => seen.push('other'))

  vf.$unsubscribe('tray', 'open', a)
  vf.$publish('tray', 'open')
  assert.equal(seen, ['b', 'other'])

  seen.length = 0
  vf.$unsubscribe('tray')
  vf.$publish('tray', 'open')
  vf.$publish('tray', 'close')
  vf.$publish('user', 'loaded')
  assert.equal(seen, ['other', 'a'])

  seen.length = 0
  vf.$unsubscribe()
  vf.$publish('user', 'loaded')
  vf.$publish('tray', 'open')
  assert.equal(seen, ['other'])
})

test('$prepublish middleware runs in order and may rewrite the event', () => {
  const { vf } = setup()
  const order: string[] = []
  const got: unknown[] = []
  vf.$prepublish((channel, event, ...args) => {
    order.push(`1:${channel}/${event}`)
    return { channel, event: 'required', args: [...args, 'extra'] }
  })
  vf.$prepublish((channel, event, ...args) => {
    order.push(`2:${channel}/${event}`)
    return { channel, event, args }
  })
  vf.$subscribe('authentication', 'required', (...args: unknown[]) => got.push(args))
  vf.$publish('authentication', 'needed', { trigger: 'x' })
  assert.equal(order, ['1:authentication/needed', '2:authentication/required'])
  assert.equal(got, [[{ trigger: 'x' }, 'extra']])
})

test('a falsy middleware result swallows the event: later middleware and every subscriber are skipped', () => {
  const { vf, core } = setup()
  const product = createBusFacade(core)
  let later = 0
  let seen = 0
  vf.$prepublish((channel, event, ...args) => (channel === 'authentication' && event === 'required' ? false : { channel, event, args }))
  vf.$prepublish((channel, event, ...args) => {
    later++
    return { channel, event, args }
  })
  product.$subscribe('authentication', 'required', () => seen++)
  vf.$publish('authentication', 'required', { trigger: 'comments.like', method: 'login' })
  assert.is(seen, 0)
  assert.is(later, 0)
  vf.$publish('authentication', 'login')
  assert.is(later, 1)
})

test('invalid names and non-function handlers warn, naming them, and do nothing', () => {
  const { vf, out, core } = setup()
  assert.is(vf.$subscribe('', 'ready', () => {}), undefined)
  assert.is(vf.$subscribe('viafoura', 'not valid', () => {}), undefined)
  assert.is(vf.$subscribe('viafoura', 'ready', 'nope' as never), undefined)
  vf.$publish(42 as never, 'x')
  assert.is(core.count('viafoura', 'ready'), 0)
  assert.is(out.warn.length, 4)
  assert.match(out.warn[0]!, 'Invalid event name "/ready"')
  assert.match(out.warn[1]!, 'Invalid event name "viafoura/not valid"')
  assert.match(out.warn[2]!, 'The handler for "viafoura/ready" must be a function')
  assert.match(out.warn[3]!, 'Invalid event name "42/x"')
})

test('a throwing subscriber is reported and the others still run', () => {
  const { vf, out } = setup()
  const seen: string[] = []
  vf.$subscribe('comment', 'created', () => seen.push('first'))
  vf.$subscribe('comment', 'created', () => {
    throw new Error('boom')
  })
  vf.$subscribe('comment', 'created', () => seen.push('third'))
  vf.$publish('comment', 'created')
  assert.equal(seen, ['first', 'third'])
  assert.is(out.error.length, 1)
  assert.match(out.error[0]!, 'A subscriber of "comment/created" threw')
})

test('a throwing middleware is reported and the event continues unchanged', () => {
  const { vf, out } = setup()
  let seen = 0
  vf.$prepublish(() => {
    throw new Error('bad middleware')
  })
  vf.$subscribe('tray', 'open', () => seen++)
  vf.$publish('tray', 'open')
  assert.is(seen, 1)
  assert.match(out.error[0]!, 'middleware threw')
})

test('a subscription removed during a publish is not called by it; one added during it waits for the next', () => {
  const { vf } = setup()
  const seen: string[] = []
  let second: { remove(): void } | undefined
  vf.$subscribe('x', 'y', () => {
    seen.push('first')
    second?.remove()
    vf.$subscribe('x', 'y', () => seen.push('late'))
  })
  second = vf.$subscribe('x', 'y', () => seen.push('second'))
  vf.$publish('x', 'y')
  assert.equal(seen, ['first'])
})

test('a middleware that subscribes or unsubscribes decides who hears the event it lets through', () => {
  const { vf } = setup()
  const seen: string[] = []
  const early = vf.$subscribe('x', 'y', () => seen.push('early'))
  let once = true
  vf.$prepublish((channel, event, ...args) => {
    if (once) {
      once = false
      early?.remove()
      vf.$subscribe('x', 'y', (...got: unknown[]) => seen.push(`joined ${got.join(',')}`))
    }
    return { channel, event, args }
  })
  vf.$publish('x', 'y', 1, 2)
  vf.$publish('x', 'y', 3)
  assert.equal(seen, ['joined 1,2', 'joined 3'])
})

test('an event with no subscriber still has its names checked', () => {
  const { vf, out } = setup()
  vf.$subscribe('x', 'y', () => {})
  vf.$publish('x', 'not valid')
  vf.$publish('x', 'z')
  assert.is(out.warn.length, 1)
  assert.match(out.warn[0]!, 'Invalid event name "x/not valid"')
})

test('dispose removes the facade’s subscriptions and middleware', () => {
  const { core } = setup()
  const plugin = createBusFacade(core)
  let seen = 0
  plugin.$subscribe('a', 'b', () => seen++)
  plugin.$prepublish(() => false)
  plugin.dispose()
  const page = createBusFacade(core)
  page.$subscribe('a', 'b', () => seen++)
  page.$publish('a', 'b')
  assert.is(seen, 1)
})

test.run()
