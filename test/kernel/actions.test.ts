import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createActionRegistry, isActionFailure } from '../../kernel/actions'
import { createBus } from '../../kernel/bus'
import { isVfError } from '../../kernel/errors'
import { createInterceptors } from '../../kernel/interceptors'
import { createPermissions } from '../../kernel/permissions'
import { recordingLogger } from '../support/console'
import { fakeTimers } from '../support/fake-timers'

function setup(timeoutMs = 5000) {
  const { logger, out } = recordingLogger()
  const timers = fakeTimers()
  const bus = createBus(logger)
  const interceptors = createInterceptors({ logger, timeoutMs, timers })
  const permissions = createPermissions({ logger, publish: bus.publish })
  const actions = createActionRegistry({ logger, interceptors, permissions })
  return { actions, interceptors, permissions, bus, timers, out }
}

test('call runs the handler with params and instanceId and resolves its result', async () => {
  const { actions } = setup()
  actions.register('live_comments.load_more', (params: { limit: number }, meta) => ({ got: params.limit, instance: meta.instanceId, name: meta.name }))
  const result = await actions.call('live_comments.load_more', { instanceId: 'w1', params: { limit: 5 } })
  assert.equal(result, { got: 5, instance: 'w1', name: 'live_comments.load_more' })
})

test('no handler → {error: "ActionUndefined: <name>"}', async () => {
  const { actions } = setup()
  const result = await actions.call('tray.open')
  assert.equal(result, { error: 'ActionUndefined: tray.open', code: 'ActionUndefined' })
})

test('a second registration of one name is refused with ActionDuplicate; unregister frees it', () => {
  const { actions } = setup()
  const unregister = actions.register('a.b', () => 1)
  try {
    actions.register('a.b', () => 2)
    assert.unreachable('should refuse')
  } catch (error) {
    assert.ok(isVfError(error, 'ActionDuplicate'))
    assert.is((error as Error).message, 'The action "a.b" is already registered')
  }
  unregister()
  actions.register('a.b', () => 3)
})

test('a failing handler resolves {error} with its message; nothing rejects', async () => {
  const { actions } = setup()
  actions.register('comments.post', async () => {
    throw new Error('Server said no')
  })
  const result = await actions.call('comments.post', { params: {} })
  assert.ok(isActionFailure(result))
  assert.is((result as { error: string }).error, 'Server said no')
  assert.is((result as { code: string }).code, 'ActionFailed')
})

test('interceptors run sequentially, then the handler; continue() lets it through', async () => {
  const { actions, interceptors } = setup()
  const order: string[] = []
  actions.register('comments.like', () => {
    order.push('handler')
    return 'liked'
  })
  interceptors.add('comments.like', async (ctx) => {
    order.push(`first:${ctx.action_name}:${JSON.stringify(ctx.action_params)}`)
    await Promise.resolve()
    ctx.continue()
  })
  interceptors.add('comments.like', (ctx) => {
    order.push('second')
    ctx.continue()
  })
  const result = await actions.call('comments.like', { params: { id: 'c1' } })
  assert.is(result, 'liked')
  assert.equal(order, ['first:comments.like:{"id":"c1"}', 'second', 'handler'])
})

test('intercept(reason) stops the action with that reason; the default reason is "Intercepted: <name>"', async () => {
  const { actions, interceptors } = setup()
  let ran = 0
  actions.register('live_comments.load_more', () => ran++)
  const paywall = (ctx: { intercept(r?: string): void }) => ctx.intercept('paywall')
  interceptors.add('live_comments.load_more', paywall)
  assert.equal(await actions.call('live_comments.load_more'), { error: 'paywall', code: 'Intercepted' })
  interceptors.remove('live_comments.load_more', paywall)
  interceptors.add('live_comments.load_more', (ctx) => ctx.intercept())
  assert.equal(await actions.call('live_comments.load_more'), { error: 'Intercepted: live_comments.load_more', code: 'Intercepted' })
  assert.is(ran, 0)
})

test('an interceptor that decides nothing within 5 s counts as intercepted with "InterceptorTimeout"', async () => {
  const { actions, interceptors, timers } = setup()
  let ran = 0
  actions.register('comments.post', () => ran++)
  interceptors.add('comments.post', () => {})
  let result: unknown
  void actions.call('comments.post').then((r) => (result = r))
  await timers.tick(4999)
  assert.is(result, undefined)
  await timers.tick(1)
  assert.equal(result, { error: 'InterceptorTimeout', code: 'InterceptorTimeout' })
  assert.is(ran, 0)
  assert.is(timers.pending, 0, 'the timer is cleared')
})

test('the timeout is configurable (tests use a few milliseconds)', async () => {
  const { actions, interceptors, timers } = setup(3)
  actions.register('x.y', () => 'ran')
  interceptors.add('x.y', () => {})
  const pending = actions.call('x.y')
  await timers.tick(3)
  assert.equal(await pending, { error: 'InterceptorTimeout', code: 'InterceptorTimeout' })
})

test('a decision after the budget changes nothing, and a decided interceptor leaves no timer behind', async () => {
  const { actions, interceptors, timers } = setup(10)
  actions.register('x.y', () => 'ran')
  let late: { continue(): void } | undefined
  interceptors.add('x.y', (ctx) => {
    late = ctx
  })
  const pending = actions.call('x.y')
  await timers.tick(10)
  late!.continue()
  assert.equal(await pending, { error: 'InterceptorTimeout', code: 'InterceptorTimeout' })
})

test('registering the same callback twice for one action returns false and warns', () => {
  const { interceptors, out } = setup()
  const cb = (ctx: { continue(): void }) => ctx.continue()
  assert.is(interceptors.add('comments.post', cb), true)
  assert.is(interceptors.add('comments.post', cb), false)
  assert.is(interceptors.add('comments.reply', cb), true)
  assert.match(out.warn[0]!, 'already registered for "comments.post"')
})

test('once: the interceptor removes itself after it ran', async () => {
  const { actions, interceptors } = setup()
  let runs = 0
  actions.register('x.y', () => 'ok')
  interceptors.add('x.y', (ctx) => {
    runs++
    ctx.intercept('first time only')
  }, true)
  assert.equal(await actions.call('x.y'), { error: 'first time only', code: 'Intercepted' })
  assert.is(await actions.call('x.y'), 'ok')
  assert.is(runs, 1)
})

test('removeInterceptor from the context and from the registry', async () => {
  const { actions, interceptors } = setup()
  actions.register('x.y', () => 'ok')
  let runs = 0
  interceptors.add('x.y', (ctx) => {
    runs++
    ctx.removeInterceptor()
    ctx.continue()
  })
  await actions.call('x.y')
  await actions.call('x.y')
  assert.is(runs, 1)
  const cb = (ctx: { intercept(): void }) => ctx.intercept()
  interceptors.add('x.y', cb)
  assert.is(interceptors.remove('x.y', cb), true)
  assert.is(interceptors.remove('x.y', cb), false)
  assert.is(await actions.call('x.y'), 'ok')
})

test('an interceptor that throws or rejects before deciding stops the action and is reported', async () => {
  const { actions, interceptors, out } = setup()
  actions.register('x.y', () => 'ok')
  const thrower = () => {
    throw new Error('broken gate')
  }
  interceptors.add('x.y', thrower)
  assert.equal(await actions.call('x.y'), { error: 'broken gate', code: 'Intercepted' })
  interceptors.remove('x.y', thrower)
  interceptors.add('x.y', async () => {
    throw new Error('async broken gate')
  })
  assert.equal(await actions.call('x.y'), { error: 'async broken gate', code: 'Intercepted' })
  assert.is(out.error.length, 2)
})

test('interceptable: false actions skip interceptors', async () => {
  const { actions, interceptors } = setup()
  actions.register('internal.sync', () => 'ran', { interceptable: false })
  interceptors.add('internal.sync', (ctx) => ctx.intercept())
  assert.is(await actions.call('internal.sync'), 'ran')
})

test('a guarded action asks the ruler first; a sign-in denial publishes authentication/required and resolves a typed refusal', async () => {
  const { actions, permissions, bus, interceptors } = setup()
  const asked: unknown[] = []
  let interceptorRan = 0
  permissions.setRuler((subject, action, resource) => {
    asked.push([subject, action, resource])
    return { allowed: false, reason: 'sign_in_required' }
  }, 'session')
  const required: unknown[] = []
  bus.subscribe('authentication', 'required', (payload) => required.push(payload))
  let ran = 0
  actions.register('comments.like', () => ran++, { guard: { subject: 'comment', action: 'like', resource: (p: { id: string }) => ({ id: p.id }) } })
  interceptors.add('comments.like', (ctx) => {
    interceptorRan++
    ctx.continue()
  })
  const result = await actions.call('comments.like', { params: { id: 'c9' } })
  assert.equal(result, { error: 'PermissionDenied: comment.like', code: 'PermissionDenied', subject: 'comment', action: 'like', reason: 'sign_in_required' })
  assert.equal(asked, [['comment', 'like', { id: 'c9' }]])
  assert.equal(required, [{ trigger: 'comments.like', method: 'login' }])
  assert.is(ran, 0)
  assert.is(interceptorRan, 0)
})

test('a denial that does not need sign-in publishes nothing', async () => {
  const { actions, permissions, bus } = setup()
  permissions.setRuler(() => ({ allowed: false, reason: 'banned', message: 'You are banned' }), 'session')
  let required = 0
  bus.subscribe('authentication', 'required', () => required++)
  actions.register('comments.post', () => 'posted', { guard: { subject: 'comment', action: 'create' } })
  const result = await actions.call('comments.post')
  assert.equal(result, { error: 'PermissionDenied: comment.create', code: 'PermissionDenied', subject: 'comment', action: 'create', reason: 'banned', message: 'You are banned' })
  assert.is(required, 0)
})

test('an allowed guarded action runs', async () => {
  const { actions, permissions } = setup()
  permissions.setRuler(() => ({ allowed: true }), 'session')
  actions.register('comments.post', () => 'posted', { guard: { subject: 'comment', action: 'create' } })
  assert.is(await actions.call('comments.post'), 'posted')
})

test.run()
