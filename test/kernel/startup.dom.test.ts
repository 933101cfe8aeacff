import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { runLoader } from '../../loader/loader'
import type { LoaderHandoff } from '../../contracts/loader'
import type { Plugin } from '../../contracts/plugin'
import { publicPathsOf } from '../../kernel/public-paths'
import { startProduct, type HostWindow } from '../../kernel/startup'
import { builtInPublicPaths } from '../../loader/product'
import { sessionPlugin } from '../../plugins/session'
import { recordingConsole } from '../support/console'
import { fakeService, memoryStorage } from '../support/fake-service'
import { fakeTimers } from '../support/fake-timers'

/** The paths the loader stubs for the shipped plugins (the deferred ones' among them). */
const BUILT_IN_PATHS = await builtInPublicPaths()

type Vf = Record<string, any>

/**
 * A page: the loader runs against it, the kernel boots from its handoff under a hand-driven clock. The
 * loader stubs what the build would have it stub: the shipped plugins' declared paths (and the test's).
 */
function page(options: { readyState?: string; vfQ?: unknown[]; vfConfig?: unknown; vfAsyncInit?: unknown; plugins?: Plugin[] } = {}) {
  document.body.innerHTML = ''
  let readyState = options.readyState ?? 'complete'
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState })
  const timers = fakeTimers()
  const out = recordingConsole()
  const host: HostWindow & Record<string, unknown> = {
    document,
    location: { href: 'https://news.example/article' },
    addEventListener: () => {},
    removeEventListener: () => {},
    console: out.console,
    ...(options.vfQ ? { vfQ: options.vfQ } : {}),
    ...(options.vfConfig ? { vfConfig: options.vfConfig } : {}),
    ...(options.vfAsyncInit ? { vfAsyncInit: options.vfAsyncInit } : {}),
  }
  let handoff: LoaderHandoff | undefined
  let release!: () => void
  const kernelArrived = new Promise<void>((resolve) => (release = resolve))
  const loaded = runLoader(
    host as never,
    'https://cdn.example/vf.js',
    async () => {
      await kernelArrived
      return { boot: (h: LoaderHandoff) => void (handoff = h) }
    },
    [...BUILT_IN_PATHS, ...publicPathsOf(options.plugins ?? [])],
  )
  const service = fakeService()
  const boot = async () => {
    release()
    await timers.flush()
    return startProduct({ host, handoff: handoff!, timers, console: out.console, fetch: service.fetch, storage: memoryStorage(), plugins: options.plugins ?? [] })
  }
  return { host, timers, out, loaded, boot, service, vf: () => host.vf as Vf, setReadyState: (state: string) => (readyState = state) }
}

test('the loader stubs window.vf: calls before ready return Promises that settle once ready and the call has run', async () => {
  const p = page()
  const events: string[] = []
  const handlePromise = p.vf().$subscribe('viafoura', 'ready', () => events.push('ready seen'))
  assert.instance(handlePromise, Promise)
  const callResult = p.vf().actions.call('nothing.here')
  let settledBeforeReady = false
  void handlePromise.then(() => (settledBeforeReady = events.length === 0))
  const product = p.boot()
  await p.timers.tick(0)
  await product
  const handle = await handlePromise
  assert.is(handle.channel, 'viafoura')
  assert.equal(events, ['ready seen'])
  assert.is(settledBeforeReady, false)
  assert.equal(await callResult, { error: 'ActionUndefined: nothing.here', code: 'ActionUndefined' })
})

test('a second load is refused with "Do not load vf.js twice. Please." and nothing else happens', () => {
  const p = page()
  assert.is(p.loaded, true)
  const first = p.host.vf
  let imported = false
  const again = runLoader(p.host as never, 'https://cdn.example/vf.js', async () => {
    imported = true
    return { boot() {} }
  })
  assert.is(again, false)
  assert.is(imported, false)
  assert.is(p.host.vf, first)
  assert.equal(p.out.error, ['[viafoura] Do not load vf.js twice. Please.'])
})

test('a kernel chunk that fails to load is reported as ChunkLoadError, without an unhandled rejection', async () => {
  const out = recordingConsole()
  const host: Record<string, unknown> = { console: out.console }
  runLoader(host as never, 'https://cdn.example/vf.js', () => Promise.reject(new Error('404')))
  await new Promise((resolve) => setImmediate(resolve))
  assert.match(out.error[0]!, '[viafoura] ChunkLoadError')
})

test('start-up waits until the document is interactive, re-checking every 50 ms', async () => {
  const p = page({ readyState: 'loading' })
  let ready = false
  void p.vf().$subscribe('viafoura', 'ready', () => (ready = true))
  const product = p.boot()
  await p.timers.tick(120)
  assert.is(ready, false)
  p.setReadyState('interactive')
  await p.timers.tick(29)
  assert.is(ready, false, 'not before the next check (every 50 ms: 0, 50, 100, 150)')
  await p.timers.tick(1)
  await product
  assert.is(ready, true)
})

test('bootstrap is asked for at once, without waiting for the document to be interactive', async () => {
  const p = page({ readyState: 'loading' })
  let ready = false
  void p.vf().$subscribe('viafoura', 'ready', () => (ready = true))
  const product = p.boot()
  await p.timers.tick(0)
  assert.equal(p.service.calls.map((call) => `${call.method} ${new URL(call.url).pathname}`), ['POST /bootstrap/v2'])
  assert.is(ready, false, 'the widgets still wait for the document')
  p.setReadyState('interactive')
  await p.timers.tick(50)
  await product
  assert.is(ready, true)
})

test('after ready, window.vf has exactly the five bus methods working, with this bound to vf', async () => {
  const p = page()
  await p.boot()
  const vf = p.vf()
  for (const name of ['$publish', '$subscribe', '$once', '$unsubscribe', '$prepublish']) assert.type(vf[name], 'function')
  let self: unknown
  let got: unknown[] = []
  const handle = vf.$subscribe('comment', 'created', function (this: unknown, ...args: unknown[]) {
    self = this
    got = args
  })
  assert.ok(Object.isFrozen(handle))
  vf.$publish('comment', 'created', { id: 1 }, 'x')
  assert.is(self, vf)
  assert.equal(got, [{ id: 1 }, 'x'])
})

test('vfQ: nothing before ready; then one entry per macrotask in order; later pushes within 150 ms; unready stops it', async () => {
  const ran: string[] = []
  const p = page({ vfQ: [() => ran.push('a'), { fn: () => ran.push('b') }] })
  const product = p.boot()
  assert.equal(ran, [])
  const { unready, ready } = await product
  assert.equal(ran, [], 'still nothing in the ready macrotask itself')
  await p.timers.next()
  assert.equal(ran, ['a'])
  await p.timers.next()
  assert.equal(ran, ['a', 'b'])
  ;(p.host.vfQ as unknown[]).push(() => ran.push('late'))
  await p.timers.tick(150)
  assert.equal(ran, ['a', 'b', 'late'])
  unready()
  ;(p.host.vfQ as unknown[]).push(() => ran.push('after unready'))
  await p.timers.tick(1000)
  assert.equal(ran, ['a', 'b', 'late'])
  ready()
  await p.timers.tick(0)
  assert.equal(ran, ['a', 'b', 'late', 'after unready'])
})

test('a vfQ callback sees window.vf ready: the canonical custom-login middleware swallows the product’s sign-in request', async () => {
  const p = page({
    vfQ: [
      () => {
        p.vf().$prepublish((channel: string, event: string, ...args: unknown[]) => {
          if (channel === 'authentication' && event === 'required') {
            p.vf().$publish('tray', 'close')
            return false
          }
          return { channel, event, args }
        })
      },
    ],
  })
  const { kernel } = await p.boot()
  await p.timers.next()
  const seen: string[] = []
  kernel.bus.subscribe('authentication', 'required', () => seen.push('product dialog'))
  kernel.bus.subscribe('tray', 'close', () => seen.push('tray closed'))
  kernel.bus.publish('authentication', 'required', [{ trigger: 'comments.like', method: 'login' }])
  assert.equal(seen, ['tray closed'])
})

test('authentication/needed (legacy) is re-published as authentication/required', async () => {
  const p = page()
  await p.boot()
  const got: unknown[] = []
  p.vf().$subscribe('authentication', 'required', (payload: unknown) => got.push(payload))
  p.vf().$publish('authentication', 'needed', { trigger: 'legacy', method: 'login' })
  assert.equal(got, [{ trigger: 'legacy', method: 'login' }])
})

test('vf.actions: interceptors gate a registered action (the paywall pattern of document 4 §3)', async () => {
  const p = page()
  const { kernel } = await p.boot()
  kernel.actions.register('live_comments.load_more', () => ({ loaded: 10, hasMore: true }))
  const vf = p.vf()
  let access = false
  const gate = async (ctx: { continue(): void; intercept(r: string): void }) => {
    await Promise.resolve()
    access ? ctx.continue() : ctx.intercept('paywall')
  }
  assert.is(vf.actions.addInterceptor('live_comments.load_more', gate), true)
  assert.is(vf.actions.addInterceptor('live_comments.load_more', gate), false)
  assert.equal(await vf.actions.call('live_comments.load_more', { instanceId: 'w1' }), { error: 'paywall', code: 'Intercepted' })
  access = true
  assert.equal(await vf.actions.call('live_comments.load_more', { instanceId: 'w1' }), { loaded: 10, hasMore: true })
  vf.actions.removeInterceptor('live_comments.load_more', gate)
  access = false
  assert.equal(await vf.actions.call('live_comments.load_more'), { loaded: 10, hasMore: true })
})

test('vf.context.get rejects an invalid key with the exact message', async () => {
  const p = page()
  await p.boot()
  try {
    await p.vf().context.get('session')
    assert.unreachable()
  } catch (error) {
    assert.is((error as Error).message, 'Invalid context key, session, specified. Valid contexts are: user, page, notifications')
  }
})

test('window.vfAsyncInit is called once after start-up; a throwing one is reported', async () => {
  let calls = 0
  const p = page({
    vfAsyncInit: () => {
      calls++
      throw new Error('page bug')
    },
  })
  const product = await p.boot()
  product.unready()
  product.ready()
  assert.is(calls, 1)
  assert.match(p.out.error[0]!, 'window.vfAsyncInit threw')
})

test('early calls to paths no plugin provides resolve undefined with a warning (no rejection leaks)', async () => {
  const p = page()
  const early = p.vf().session.logout()
  await p.boot()
  assert.is(await early, undefined)
  assert.match(p.out.warn.join('\n'), 'vf.session.logout is not available on this page.')
})

/** A plugin providing one call of each public kind: a `topics.*` method, an action and the user context. */
const probe = (): Plugin => ({
  name: 'probe',
  publicApi: { paths: ['topics.count'] },
  setup(ctx: any) {
    ctx.api.expose('topics.count', (topicId: string) => ({ topicId, count: 7 }))
    ctx.actions.register('probe.hello', (params: { name: string }) => `hello ${params.name}`)
    ctx.contexts.provide('user', () => ({ id: 0, user_privilege: 'guest' }))
  },
})

/** Boots with the document still loading: the kernel has arrived, start-up waits, ready is not yet announced. */
async function bootingPage(plugins: Plugin[]) {
  const p = page({ readyState: 'loading', plugins })
  const product = p.boot()
  await p.timers.tick(0)
  const ready = { seen: false }
  p.vf().$once('viafoura', 'ready', () => (ready.seen = true))
  return { ...p, product, ready }
}

/** Records when a promise settles, without letting a rejection go unhandled. */
function watch(promise: Promise<unknown>) {
  const state: { settled: boolean; value?: unknown; error?: unknown } = { settled: false }
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  )
  return state
}

test('calls made after the kernel arrived but before ready wait for ready, then run as if made after it (document 4 §1)', async () => {
  const p = await bootingPage([probe()])
  const vf = p.vf()
  const topics = watch(vf.topics.count('t-1'))
  const action = watch(vf.actions.call('probe.hello', { params: { name: 'page' } }))
  const user = watch(vf.context.get('user'))
  const pageContext = watch(vf.context.get('page'))
  await p.timers.tick(49)
  assert.is(p.ready.seen, false)
  assert.not.ok(topics.settled || action.settled || user.settled || pageContext.settled, 'nothing settles before ready')
  p.setReadyState('interactive')
  await p.timers.tick(1)
  await p.product
  assert.is(p.ready.seen, true)
  assert.equal(topics, { settled: true, value: { topicId: 't-1', count: 7 } })
  assert.equal(action, { settled: true, value: 'hello page' })
  assert.equal(user, { settled: true, value: { id: 0, user_privilege: 'guest' } })
  assert.is(pageContext.error, undefined)
  assert.is((pageContext.value as { url?: string }).url, 'https://news.example/article')
  assert.not.match(p.out.warn.join('\n'), 'not available')
})

test('while start-up runs, a page’s ready subscription sees ready; its Promise settles with the handle after ready', async () => {
  const p = await bootingPage([])
  const seen: string[] = []
  const handle = watch(p.vf().$subscribe('viafoura', 'ready', () => seen.push('ready')))
  await p.timers.tick(10)
  assert.is(handle.settled, false)
  p.setReadyState('complete')
  await p.timers.tick(40)
  await p.product
  assert.equal(seen, ['ready'])
  assert.is((handle.value as { channel: string }).channel, 'viafoura')
})

/** A shipped plugin that declares the session calls (on the v1 global too) but provides none of them. */
const declaresOnly = (): Plugin => ({ name: 'session', publicApi: sessionPlugin().publicApi!, setup() {} })

test('calls made while start-up runs to what no plugin provides get their documented answers after ready', async () => {
  const p = await bootingPage([declaresOnly()])
  const vf = p.vf()
  const logout = watch(vf.session.logout())
  const legacyLogout = watch((p.host.viafoura as Vf).session.logout())
  const action = watch(vf.actions.call('probe.hello'))
  const user = watch(vf.context.get('user'))
  const invalid = watch(vf.context.get('session'))
  assert.equal(p.out.warn, [], 'nothing is answered before ready')
  p.setReadyState('complete')
  await p.timers.tick(50)
  await p.product
  assert.equal(logout, { settled: true, value: undefined })
  assert.equal(legacyLogout, { settled: true, value: undefined })
  assert.match(p.out.warn.join('\n'), 'vf.session.logout is not available on this page.')
  assert.equal(action, { settled: true, value: { error: 'ActionUndefined: probe.hello', code: 'ActionUndefined' } })
  assert.match((user.error as Error).message, 'The user context is not available')
  assert.is((invalid.error as Error).message, 'Invalid context key, session, specified. Valid contexts are: user, page, notifications')
})

test('window.viafoura’s early bus calls queue in order with window.vf’s, and its subscriptions are its own', async () => {
  const p = await bootingPage([])
  const vf = p.vf()
  const viafoura = p.host.viafoura as Vf
  const seen: string[] = []
  const v1Handle = watch(viafoura.$subscribe('comment', 'created', () => seen.push('viafoura')))
  watch(viafoura.subscribe('onCommentPost', () => seen.push('viafoura v1 name')))
  watch(vf.$subscribe('comment', 'created', () => seen.push('vf')))
  watch(vf.$publish('comment', 'created', {}))
  watch(vf.$unsubscribe())
  assert.equal(seen, [], 'nothing runs before ready')
  p.setReadyState('complete')
  await p.timers.tick(50)
  await p.product
  assert.equal(seen, ['viafoura', 'viafoura v1 name', 'vf'], 'in the order the page made the calls, across both globals')
  assert.is((v1Handle.value as { channel: string }).channel, 'comment')
  seen.length = 0
  vf.$publish('comment', 'created', {})
  assert.equal(seen, ['viafoura', 'viafoura v1 name'], 'vf.$unsubscribe() left window.viafoura’s subscriptions')
  viafoura.$unsubscribe()
  vf.$publish('comment', 'created', {})
  assert.equal(seen, ['viafoura', 'viafoura v1 name'])
})

test('a plugin that fails its setup while start-up runs leaves its public calls "not available", not queued forever', async () => {
  const broken: Plugin = {
    name: 'broken',
    publicApi: { paths: ['topics.fetch'] },
    setup(ctx: any) {
      ctx.api.expose('topics.fetch', () => ['never'])
      throw new Error('setup bug')
    },
  }
  const p = await bootingPage([broken])
  const early = watch(p.vf().topics.fetch())
  p.setReadyState('complete')
  await p.timers.tick(50)
  await p.product
  assert.equal(early, { settled: true, value: undefined })
  assert.is(await p.vf().topics.fetch(), undefined)
  assert.equal(p.out.warn.filter((w) => w.includes('vf.topics.fetch is not available on this page.')).length, 2)
})

test.run()
