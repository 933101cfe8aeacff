import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Plugin } from '../../contracts/plugin'
import { createActionRegistry } from '../../kernel/actions'
import { createBus } from '../../kernel/bus'
import { createContexts } from '../../kernel/contexts'
import { isVfError } from '../../kernel/errors'
import { createInterceptors } from '../../kernel/interceptors'
import { createJobQueue } from '../../kernel/jobs'
import { createPermissions } from '../../kernel/permissions'
import { createPluginHost, type ServiceExtension } from '../../kernel/plugins'
import { createStore } from '../../kernel/store'
import { recordingLogger } from '../support/console'
import { fakeTimers } from '../support/fake-timers'

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The test plugin's slice (test/kernel/plugins.test.ts). */
    counter: { count: number }
  }
}

function setup(extensions: ServiceExtension[] = []) {
  const { logger, out } = recordingLogger()
  const timers = fakeTimers()
  const bus = createBus(logger)
  const interceptors = createInterceptors({ logger, timeoutMs: 5000, timers })
  const permissions = createPermissions({ logger, publish: bus.publish })
  const actions = createActionRegistry({ logger, interceptors, permissions })
  const jobs = createJobQueue(logger)
  const store = createStore(logger)
  const contexts = createContexts()
  const host = createPluginHost({ logger, bus, actions, interceptors, permissions, jobs, store, contexts, setupTimeoutMs: 100, timers, extensions })
  return { host, bus, actions, interceptors, permissions, store, contexts, timers, out }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

/** A plugin that registers one of everything. */
function everything(name: 'counter' = 'counter'): Plugin {
  return {
    name,
    setup(ctx) {
      ctx.bus.subscribe('comment', 'created', () => ctx.bus.publish('comments', 'engage', { commentCount: 1 }))
      ctx.bus.prepublish((channel, event, ...args) => (channel === 'blocked' ? false : { channel, event, args }))
      ctx.actions.register('live_comments.load_more', () => ({ loaded: 1, hasMore: false }))
      ctx.actions.addInterceptor('live_comments.load_more', (c) => c.continue())
      ctx.permissions.setRuler(() => ({ allowed: true }))
      ctx.store.slice(name, { count: 0 })
      ctx.contexts.provide('user', () => ({ id: 0 }))
    },
  }
}

test('setup registers through ctx and the registrations work', async () => {
  const { host, bus, actions, store, contexts } = setup()
  await host.use(everything())
  assert.ok(host.has('counter'))
  assert.equal(host.names(), ['counter'])
  const engaged: unknown[] = []
  bus.subscribe('comments', 'engage', (p) => engaged.push(p))
  bus.publish('comment', 'created', [])
  assert.equal(engaged, [{ commentCount: 1 }])
  assert.equal(await actions.call('live_comments.load_more'), { loaded: 1, hasMore: false })
  assert.equal(store.getState().counter, { count: 0 })
  assert.equal(await contexts.get('user'), { id: 0 })
})

test('removing a plugin undoes everything it registered', async () => {
  const { host, bus, actions, interceptors, permissions, store, contexts } = setup()
  let aborted = false
  await host.use({
    ...everything(),
    setup(ctx) {
      everything().setup(ctx)
      ctx.signal.addEventListener('abort', () => (aborted = true))
    },
  })
  await host.remove('counter')
  assert.not.ok(host.has('counter'))
  assert.is(bus.count('comment', 'created'), 0)
  assert.is(interceptors.count('live_comments.load_more'), 0)
  assert.equal(await actions.call('live_comments.load_more'), { error: 'ActionUndefined: live_comments.load_more', code: 'ActionUndefined' })
  assert.not.ok('counter' in store.getState())
  const seen: string[] = []
  bus.subscribe('blocked', 'x', () => seen.push('x'))
  bus.publish('blocked', 'x', [])
  assert.equal(seen, ['x'], 'the middleware is gone')
  const unsetAnother = permissions.setRuler(() => ({ allowed: true }), 'another')
  unsetAnother()
  assert.ok(isVfError(await rejection(contexts.get('user')), 'ContextUnavailable'))
  assert.ok(aborted, 'the plugin signal aborts')
  // The name is free again.
  await host.use(everything())
})

test('duplicate names are refused', async () => {
  const { host } = setup()
  await host.use(everything())
  const error = await rejection(host.use(everything()))
  assert.ok(isVfError(error, 'PluginDuplicate'))
  assert.is((error as Error).message, 'A plugin named "counter" is already installed')
})

test('dependencies are checked before setup', async () => {
  const { host } = setup()
  let ran = false
  const error = await rejection(host.use({ name: 'comments', dependencies: ['session', 'realtime'], setup: () => void (ran = true) }))
  assert.ok(isVfError(error, 'PluginDependencyMissing'))
  assert.is((error as Error).message, 'The plugin "comments" needs "session", "realtime", which are not installed')
  assert.is(ran, false)
  await host.use({ name: 'session', setup() {} })
  await host.use({ name: 'realtime', setup() {} })
  await host.use({ name: 'comments', dependencies: ['session', 'realtime'], setup() {} })
  const inUse = await rejection(host.remove('session'))
  assert.ok(isVfError(inUse, 'PluginInUse'))
  assert.is((inUse as Error).message, 'The plugin "session" is needed by "comments"')
})

test('a failing setup is undone completely and reported with its cause', async () => {
  const { host, bus, actions } = setup()
  const error = await rejection(
    host.use({
      name: 'broken',
      setup(ctx) {
        ctx.bus.subscribe('comment', 'created', () => {})
        ctx.actions.register('live_comments.load_more', () => ({ loaded: 0, hasMore: false }))
        throw new Error('cannot read settings')
      },
    }),
  )
  assert.ok(isVfError(error, 'PluginSetupFailed'))
  assert.is((error as Error).message, 'The setup of plugin "broken" failed: cannot read settings')
  assert.is(bus.count('comment', 'created'), 0)
  assert.not.ok(actions.has('live_comments.load_more'))
  assert.not.ok(host.has('broken'))
})

test('setup runs under the timeout helper: a setup past its budget fails and what it registers later is undone', async () => {
  const { host, timers, actions } = setup()
  let finishSetup!: () => void
  let ctxRef: Parameters<Plugin['setup']>[0] | undefined
  const pending = rejection(
    host.use({
      name: 'slow',
      setup(ctx) {
        ctxRef = ctx
        return new Promise<void>((resolve) => (finishSetup = resolve))
      },
    }),
  )
  await timers.tick(100)
  const error = await pending
  assert.ok(isVfError(error, 'PluginSetupFailed'))
  assert.match((error as Error).message, 'took longer than 100 ms')
  ctxRef!.actions.register('live_comments.load_more', () => ({ loaded: 0, hasMore: false }))
  finishSetup()
  assert.not.ok(actions.has('live_comments.load_more'))
})

test('service extensions appear on ctx and their registrations are undone too', async () => {
  let disposed = 0
  const { host } = setup([{ name: 'widgets', create: (plugin, onDispose) => ({ define: () => onDispose(() => disposed++), owner: plugin }) }])
  let owner: unknown
  await host.use({
    name: 'comments',
    setup(ctx) {
      const widgets = (ctx as unknown as { widgets: { define(): void; owner: string } }).widgets
      widgets.define()
      owner = widgets.owner
    },
  })
  assert.is(owner, 'comments')
  await host.remove('comments')
  assert.is(disposed, 1)
})

test('invalid plugins and unknown removals are refused with clear errors', async () => {
  const { host } = setup()
  assert.ok(isVfError(await rejection(host.use({ name: '' } as never)), 'InvalidArgument'))
  const missing = await rejection(host.remove('nope'))
  assert.ok(isVfError(missing, 'PluginNotFound'))
  assert.is((missing as Error).message, 'No plugin named "nope" is installed')
})

test.run()
