import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Plugin } from '../../contracts/plugin'
import type { LoaderHandoff } from '../../contracts/loader'
import { startProduct, type HostWindow } from '../../kernel/startup'
import { recordingConsole } from '../support/console'
import { fakeService, memoryStorage } from '../support/fake-service'
import { fakeTimers, flushMicrotasks } from '../support/fake-timers'

/** A trivial widget plugin: shows "Hello <name>" in a <vf-hello name="…">. */
const hello = (mounted: string[]): Plugin => ({
  name: 'hello',
  setup(ctx) {
    ctx.widgets.define({
      tag: 'vf-hello',
      attributes: { name: { kind: 'text', max: 40, default: 'reader' } },
      skeletonHeight: 120,
      load: async () => ({
        mount(element, props) {
          mounted.push(String(props.name))
          element.textContent = `Hello ${props.name}`
          return () => {
            element.textContent = ''
          }
        },
      }),
    })
  },
})

async function boot(html: string, href = 'https://news.example/article') {
  document.body.innerHTML = html
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
  const timers = fakeTimers()
  const out = recordingConsole()
  const listeners = new Map<string, () => void>()
  const host: HostWindow & Record<string, any> = {
    document,
    location: { href },
    navigator: { onLine: true },
    addEventListener: (type: string, fn: () => void) => void listeners.set(type, fn),
    removeEventListener: () => {},
    // Far below the fold: nothing ever intersects, so only the fetch timeout reveals widgets.
    IntersectionObserver: class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver,
  }
  const vf: Record<string, any> = {}
  const handoff: LoaderHandoff = { vf, calls: [], scriptUrl: 'https://cdn.example/vf.js' }
  const mounted: string[] = []
  const events: string[] = []
  const product = await startProduct({ host, handoff, timers, console: out.console, fetch: fakeService().fetch, storage: memoryStorage(), plugins: [hello(mounted)] })
  product.kernel.bus.subscribe('viafoura', 'ready', () => events.push('ready'))
  product.kernel.bus.subscribe('viafoura', 'unready', () => events.push('unready'))
  return { product, vf, timers, out, mounted, events, listeners }
}

test('a plugin’s widget is found at start-up, reserves its height, and shows after its fetch timeout', async () => {
  const t = await boot('<vf-hello name="Ada"></vf-hello>')
  const el = document.querySelector('vf-hello') as HTMLElement
  assert.is(el.style.getPropertyValue('min-block-size'), '120px')
  assert.is(t.mounted.length, 0)
  await t.timers.tick(10_000)
  assert.equal(t.mounted, ['Ada'])
  assert.is(el.textContent, 'Hello Ada')
})

test('vf.context.reset tears down and sets up again: unready, then ready, widgets re-mounted', async () => {
  const t = await boot('<vf-hello name="Bo"></vf-hello>')
  await t.timers.tick(10_000)
  await t.vf.context.reset()
  assert.equal(t.events, ['unready', 'ready'])
  await t.timers.tick(10_000)
  assert.equal(t.mounted, ['Bo', 'Bo'])
})

test('teardown restores the original elements; setup mounts them again', async () => {
  const before = '<div class="viafoura"><vf-hello name="Cy"></vf-hello></div>'
  const t = await boot(before)
  await t.timers.tick(10_000)
  await t.vf.context.teardown()
  assert.is(document.body.innerHTML, before)
  await t.vf.context.setup()
  assert.ok(document.querySelector('vf-hello')?.getAttribute('data-vf-id'))
})

test('loadNewPage needs exactly one of path or url, with the exact message', async () => {
  const t = await boot('<vf-hello></vf-hello>')
  const el = document.querySelector('vf-hello')
  for (const target of [{}, { path: '/a', url: 'https://news.example/a' }, undefined]) {
    try {
      await t.vf.context.loadNewPage(el, target)
      assert.unreachable()
    } catch (error) {
      assert.is((error as Error).message, 'Only one of either path or url must be passed to viafoura.context.loadNewPage')
    }
  }
  await t.vf.context.loadNewPage(el, { path: '/other-story' })
  const page = (await t.vf.context.get('page')) as { path: string }
  assert.is(page.path, '/other-story')
})

test('resetWidget rejects without an element', async () => {
  const t = await boot('<vf-hello></vf-hello>')
  try {
    await t.vf.context.resetWidget()
    assert.unreachable()
  } catch (error) {
    assert.is((error as Error).message, 'Missing required parameter: element')
  }
  await t.vf.context.resetWidget(document.querySelector('vf-hello'))
})

test('vf.context.resetWidget accepts the element the page holds, reset after reset; teardown and setup keep it too', async () => {
  const t = await boot('<article><vf-hello name="Di"></vf-hello></article>')
  const el = document.querySelector('vf-hello') as HTMLElement
  await t.timers.tick(10_000)
  await t.vf.context.resetWidget(el)
  await t.timers.tick(10_000)
  await t.vf.context.resetWidget(el)
  await t.timers.tick(10_000)
  assert.equal(t.mounted, ['Di', 'Di', 'Di'])
  assert.is(document.querySelector('vf-hello'), el)
  assert.is(el.textContent, 'Hello Di')
  await t.vf.context.teardown()
  assert.is(document.querySelector('vf-hello'), el)
  await t.vf.context.setup()
  await t.vf.context.resetWidget(el)
  await t.timers.tick(10_000)
  assert.equal(t.mounted, ['Di', 'Di', 'Di', 'Di'])
})

test('setCurrentPage re-reads the page and tracks a view', async () => {
  const t = await boot('<article id="a2"><vf-hello></vf-hello></article>')
  const views: unknown[] = []
  t.product.kernel.bus.subscribe('analytics', 'track_view', (location: unknown) => views.push(location))
  await t.vf.context.setCurrentPage(document.getElementById('a2'))
  assert.is(views.length, 1)
})

test('the page context and the online flag', async () => {
  const t = await boot('', 'https://news.example/story?x=1#vf-12')
  const page = (await t.vf.context.get('page')) as { path: string; deeplink_uuid?: string }
  assert.is(page.path, '/story')
  assert.type(page.deeplink_uuid, 'string')
  const network: string[] = []
  t.product.kernel.bus.subscribe('network', 'offline', () => network.push('offline'))
  t.listeners.get('offline')!()
  await flushMicrotasks()
  assert.equal((t.product.kernel.store.getState().network as { online: boolean }).online, false)
  assert.equal(network, ['offline'])
})

test('a plugin whose setup fails is reported and the product still starts', async () => {
  document.body.innerHTML = ''
  const out = recordingConsole()
  const host = { document, location: { href: 'https://news.example/' }, addEventListener() {}, removeEventListener() {} } as HostWindow
  const product = await startProduct({
    host,
    handoff: { vf: {}, calls: [], scriptUrl: 'https://cdn.example/vf.js' },
    timers: fakeTimers(),
    console: out.console,
    fetch: fakeService().fetch,
    storage: memoryStorage(),
    plugins: [{ name: 'broken', setup: () => Promise.reject(new Error('no settings')) }],
  })
  assert.match(out.error[0]!, 'The setup of plugin "broken" failed: no settings')
  assert.ok(product.kernel)
})

test('vf.plugins.use installs a publisher’s plugin and mounts its widgets; a bad one resolves {error}', async () => {
  const t = await boot('<vf-greeting></vf-greeting>')
  const shown: string[] = []
  const result = await t.vf.plugins.use({
    name: 'greeting',
    setup(ctx: any) {
      ctx.widgets.define({ tag: 'vf-greeting', load: async () => ({ mount: (el: HTMLElement) => (shown.push('greeting'), () => {}) }) })
    },
  })
  assert.is(result, true)
  assert.ok(document.querySelector('vf-greeting')?.getAttribute('data-vf-id'))
  await t.timers.tick(10_000)
  assert.equal(shown, ['greeting'])
  assert.equal(await t.vf.plugins.use({ name: 'greeting', setup() {} }), { error: 'A plugin named "greeting" is already installed', code: 'PluginDuplicate' })
})

test.run()
