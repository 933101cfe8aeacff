/**
 * Deferred plugins (kernel/deferred.ts, kernel/deferral.ts): a plugin the first paint does not need is
 * fetched and installed only when wanted — its widget on the page, a call to one of its actions or public
 * calls, or the page idle after its first paint — and nothing a page or an integrator does meanwhile is
 * lost: early calls wait for it and get its answer, the page's interceptors still decide, a plugin taken
 * out before it ever loaded leaves nothing behind.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Plugin } from '../../contracts/plugin'
import { learnPlugin, type DeferredEntry } from '../../kernel/deferred'
import { PRESENT_WAIT_MS } from '../../kernel/deferral'
import { startProduct, type HostWindow } from '../../kernel/startup'
import { recordingConsole } from '../support/console'
import { fakeService, memoryStorage } from '../support/fake-service'
import { fakeTimers } from '../support/fake-timers'

type Vf = Record<string, any>

/** A small plugin of the shape the deferred ones have: a widget, two actions, a public call. */
function boardPlugin(log: string[]): Plugin {
  return {
    name: 'board',
    publicApi: { paths: ['board.count'] },
    setup(ctx) {
      log.push('setup')
      ctx.actions.register('board.load' as never, ((params: { n?: number } | undefined) => `loaded ${params?.n ?? 0}`) as never)
      ctx.actions.register('board.vote' as never, (() => 'voted') as never, { guard: { subject: 'comment', action: 'like' } } as never)
      ctx.api.expose('board.count', (n: number) => n * 2)
      ctx.widgets.define({
        tag: 'vf-board',
        legacy: { widget: 'board', attributes: {} },
        load: async () => ({
          mount(element) {
            element.textContent = 'the board'
            return () => {}
          },
        }),
      })
    },
  }
}

const BOARD = (await learnPlugin(boardPlugin([]))).manifest

/** The product started with the board deferred; `fetched` counts the fetches of its code. */
async function start(options: { body?: string; failFirstFetch?: boolean; plugins?: Plugin[] } = {}) {
  const p = begin(options)
  return { ...p, product: await p.starting }
}

/** As {@link start}, without waiting for start-up to finish; `hold`: its code arrives only once that resolves. */
function begin(options: { body?: string; failFirstFetch?: boolean; plugins?: Plugin[]; hold?: Promise<void> } = {}) {
  document.body.innerHTML = options.body ?? ''
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
  const timers = fakeTimers()
  const out = recordingConsole()
  const log: string[] = []
  let fetched = 0
  const entry: DeferredEntry = {
    manifest: BOARD,
    load: async () => {
      fetched++
      await options.hold
      log.push('fetched')
      if (options.failFirstFetch && fetched === 1) throw new Error('offline')
      return boardPlugin(log)
    },
  }
  const vf: Vf = {}
  const host: HostWindow = { document, location: { href: 'https://news.example/article' }, addEventListener() {}, removeEventListener() {} }
  const starting = startProduct({
    host,
    handoff: { vf, calls: [], scriptUrl: 'https://cdn.example/vf.js', stubs: ['board.count'] },
    timers,
    console: out.console,
    fetch: fakeService().fetch,
    storage: memoryStorage(),
    plugins: options.plugins ?? [],
    deferred: [entry],
  })
  return { starting, vf, timers, out, log, fetched: () => fetched }
}

test('the build learns what a deferred plugin offers from its setup: widget tags, v1 kinds, actions, public calls', async () => {
  const learned = await learnPlugin(boardPlugin([]))
  assert.equal(learned.manifest, { name: 'board', dependencies: [], tags: ['vf-board'], legacy: ['board'], actions: ['board.load', 'board.vote'], paths: ['board.count'], v1: false })
  assert.equal(learned.effects, [])
})

test('a page without its widget does not fetch it at start-up; an action called early waits for it and gets its answer', async () => {
  const p = await start()
  assert.is(p.fetched(), 0, 'nothing fetched before it is wanted')
  const answer = await p.vf.actions.call('board.load', { params: { n: 3 } })
  assert.is(answer, 'loaded 3')
  assert.equal(p.log, ['fetched', 'setup'])
  assert.ok(p.product.kernel.plugins.has('board'))
  // Once in, its own action answers directly.
  assert.is(await p.vf.actions.call('board.load', { params: { n: 4 } }), 'loaded 4')
  assert.is(p.fetched(), 1)
})

test('calls made before it loads all wait and are answered in order; the page’s interceptor decides each, once', async () => {
  const p = await start()
  const seen: unknown[] = []
  p.vf.actions.addInterceptor('board.load', (call: { action_params: { n: number }; continue(): void; intercept(reason?: string): void }) => {
    seen.push(call.action_params.n)
    if (call.action_params.n === 2) call.intercept('not this one')
    else call.continue()
  })
  const answers = await Promise.all([1, 2, 3].map((n) => p.vf.actions.call('board.load', { params: { n } })))
  assert.equal(answers[0], 'loaded 1')
  assert.equal((answers[1] as { error: string }).error, 'not this one')
  assert.equal(answers[2], 'loaded 3')
  assert.equal(seen, [1, 2, 3])
  assert.is(p.fetched(), 1, 'fetched once for all of them')
})

test('its guard still rules a call that waited for it: a guest is refused as before', async () => {
  const guests: Plugin = { name: 'guests', setup: (ctx) => ctx.permissions.setRuler(() => ({ allowed: false, reason: 'sign_in_required' })) }
  const p = await start({ plugins: [guests] })
  const answer = (await p.vf.actions.call('board.vote', {})) as { code?: string; reason?: string }
  assert.is(answer.code, 'PermissionDenied')
  assert.is(answer.reason, 'sign_in_required')
  assert.ok(p.product.kernel.plugins.has('board'), 'installed to rule the call')
})

test('its widget on the page installs it at start-up, and the widget mounts', async () => {
  const p = await start({ body: '<vf-board></vf-board>' })
  assert.ok(p.product.kernel.plugins.has('board'))
  await p.timers.tick(0)
  assert.is(document.querySelector('vf-board')?.textContent, 'the board')
})

test('a deferred widget whose code is slow to come does not hold the other widgets back: it mounts once its code is there', async () => {
  let arrive!: () => void
  const hold = new Promise<void>((resolve) => (arrive = resolve))
  const p = begin({ body: '<vf-board></vf-board>', hold })
  let started = false
  void p.starting.then(() => (started = true))
  // The clock runs until start-up is done (its own module loads are real: each round lets them land). It
  // waits PRESENT_WAIT_MS for the code, no longer: the code never comes meanwhile.
  for (let round = 0; !started && round < 500; round++) {
    await p.timers.tick(PRESENT_WAIT_MS / 10)
    await new Promise((resolve) => setImmediate(resolve))
  }
  assert.ok(started, 'start-up finished without the slow code')
  const product = await p.starting
  assert.not.ok(product.kernel.plugins.has('board'), 'start-up went on without it')
  arrive()
  await p.timers.tick(0)
  await p.timers.tick(0)
  assert.ok(product.kernel.plugins.has('board'))
  assert.is(document.querySelector('vf-board')?.textContent, 'the board')
})

test('a v1 placeholder of its widget installs it too', async () => {
  const p = await start({ body: '<div class="vf-widget" data-widget="board"></div>' })
  assert.ok(p.product.kernel.plugins.has('board'))
  await p.timers.tick(0)
  assert.is(document.querySelector('vf-board')?.textContent, 'the board')
})

test('its widget added later is mounted when the page asks the product to mount widgets', async () => {
  const p = await start()
  assert.not.ok(p.product.kernel.plugins.has('board'))
  // In a `.viafoura` container, where the host warns about an element it has no widget for.
  document.body.insertAdjacentHTML('beforeend', '<div class="viafoura"><vf-board></vf-board></div>')
  p.vf.$publish('widgets', 'mount')
  await p.timers.tick(0)
  await p.timers.tick(0)
  assert.ok(p.product.kernel.plugins.has('board'))
  assert.is(document.querySelector('vf-board')?.textContent, 'the board')
  assert.equal(p.out.warn.filter((line) => line.includes('No widget loader')), [], 'installed before the host scanned')
})

test('its public call installs it and answers', async () => {
  const p = await start()
  assert.is(await p.vf.board.count(21), 42)
  assert.ok(p.product.kernel.plugins.has('board'))
  // What it exposed is on vf now.
  assert.is(await p.vf.board.count(2), 4)
})

test('once the page is idle after its first paint, what nothing asked for is installed', async () => {
  const p = await start()
  assert.not.ok(p.product.kernel.plugins.has('board'))
  await p.timers.tick(0)
  await p.timers.tick(0)
  assert.ok(p.product.kernel.plugins.has('board'))
})

test('code that could not be fetched: the call is answered with a failure, and the next call fetches it again', async () => {
  const p = await start({ failFirstFetch: true })
  const first = (await p.vf.actions.call('board.load', { params: { n: 1 } })) as { error?: string }
  assert.ok(first && typeof first.error === 'string', 'a failure, not a rejection')
  assert.ok(p.out.error.some((line) => line.includes('could not be loaded')), 'reported')
  assert.is(await p.vf.actions.call('board.load', { params: { n: 2 } }), 'loaded 2')
  assert.is(p.fetched(), 2)
})

test('taken out before it ever loaded: it never loads, its actions and calls are gone', async () => {
  const p = await start()
  assert.is(await p.vf.plugins.remove('board'), true)
  const answer = (await p.vf.actions.call('board.load', {})) as { code?: string }
  assert.is(answer.code, 'ActionUndefined')
  assert.is(await p.vf.board.count(1), undefined)
  await p.timers.tick(100)
  assert.is(p.fetched(), 0)
})

test('the build refuses to defer a plugin whose setup cannot wait: an interceptor, a subscription it may not miss', async () => {
  const { deferralProblems } = await import('../../kernel/deferred')
  const gate: Plugin = {
    name: 'gate',
    setup(ctx) {
      ctx.actions.addInterceptor('comments.post' as never, (call) => call.continue())
      ctx.bus.subscribe('user', 'changed', () => {})
      ctx.bus.subscribe('commenting', 'loaded', () => {})
    },
  }
  const problems = deferralProblems(await learnPlugin(gate), { 'user/changed': 'it reloads its own widgets' })
  assert.is(problems.length, 2)
  assert.match(problems[0]!, /interceptor comments\.post/)
  assert.match(problems[1]!, /hears commenting\/loaded/)
})

test.run()
