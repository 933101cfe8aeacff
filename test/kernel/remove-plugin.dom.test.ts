/**
 * `vf.plugins.use(plugin)` and `vf.plugins.remove(name)` for publishers (issue 17, DESIGN.md): a plugin
 * that registered one of everything — a widget with typed attributes, an action, an interceptor, a bus
 * subscription, a public method, a translation namespace, a style sheet and a store slice — is removed
 * without a trace, its widget's element given back as the publisher wrote it. A plugin another one needs
 * is refused, with a coded error the page's call resolves with.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { LoaderHandoff } from '../../contracts/loader'
import type { Plugin } from '../../contracts/plugin'
import { startProduct, type Product } from '../../kernel/startup'
import { text } from '../../kernel/widgets/attributes'
import { runLoader } from '../../loader/loader'
import { recordingConsole, type RecordingConsole } from '../support/console'
import { fakeService, memoryStorage } from '../support/fake-service'
import { fakeTimers, flushMicrotasks, type FakeTimers } from '../support/fake-timers'

declare module '../../contracts/actions' {
  interface Actions {
    /** The removable test plugin's action (test/kernel/remove-plugin.dom.test.ts). */
    'greeter.greet': { params: { name: string }; result: string }
  }
}
declare module '../../contracts/store' {
  interface StoreSlices {
    /** The removable test plugin's slice. */
    greeter: { greeted: number }
  }
}

type Vf = Record<string, any>

const CSS = '.vf-greeting{outline:3px solid rebeccapurple}'
const PAGE = '<main><vf-greeting salutation="Hello" class="publisher">The publisher’s fallback</vf-greeting></main>'

/** Registers one of everything through its context, and records what reaches it. */
function greeter(heard: string[]): Plugin {
  return {
    name: 'greeter',
    publicApi: { paths: ['topics.count'] },
    setup(ctx) {
      const slice = ctx.store.slice('greeter', { greeted: 0 })
      ctx.i18n.registerNamespace('greeter', async () => ({ title: 'Greetings' }))
      ctx.widgets.define({
        tag: 'vf-greeting',
        attributes: { salutation: text(20, { default: 'Hi' }) },
        load: async () => {
          await ctx.i18n.load('greeter')
          return {
            mount(element, props) {
              ctx.styles.ensure(element.ownerDocument, 'greeting', CSS)
              // Typed by the schema: a string, never absent (it has a default).
              const salutation: string = props.salutation
              element.textContent = `${salutation}! ${ctx.i18n.t('greeter:title')}`
              element.setAttribute('data-greeted', 'yes')
              return () => element.replaceChildren()
            },
          }
        },
      })
      ctx.actions.register('greeter.greet', ({ name }) => {
        slice.update((draft) => void draft.greeted++)
        return `Hello, ${name}`
      })
      ctx.actions.addInterceptor('live_comments.load_more', (c) => {
        heard.push('intercepted load_more')
        c.intercept('greeter says no')
      })
      ctx.bus.subscribe('comment', 'created', () => heard.push('comment/created'))
      ctx.i18n.onChange((locale) => heard.push(`language ${locale}`))
      ctx.api.expose('greeter.version', () => '1.0')
      ctx.api.expose('topics.count', () => 42)
    },
  }
}

/** Another plugin's action, which the greeter intercepts. */
const host: Plugin = {
  name: 'host',
  setup(ctx) {
    ctx.actions.register('live_comments.load_more', () => ({ loaded: 3, hasMore: false }))
  },
}

interface Page {
  product: Product
  vf: Vf
  timers: FakeTimers
  out: RecordingConsole
}

/** The demo page: the loader stubs `topics.count` (a shipped plugin's declared call), the kernel boots. */
async function start(): Promise<Page> {
  document.body.innerHTML = PAGE
  document.adoptedStyleSheets = []
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
  const timers = fakeTimers()
  const out = recordingConsole()
  const win: Record<string, unknown> = { console: out.console }
  let handoff!: LoaderHandoff
  runLoader(win as never, 'https://cdn.example/vf.js', async () => ({ boot: (h: LoaderHandoff) => void (handoff = h) }), ['topics.count'])
  await flushMicrotasks()
  const product = await startProduct({
    host: { document, location: { href: 'https://news.example/article' }, addEventListener() {}, removeEventListener() {} },
    handoff,
    timers,
    console: out.console,
    fetch: fakeService().fetch,
    storage: memoryStorage(),
    plugins: [host],
  })
  return { product, vf: handoff.vf as Vf, timers, out }
}

const rules = () => document.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)).join('\n')

test('vf.plugins.remove leaves no trace: element restored, actions undefined, subscriptions, interceptors, methods, namespace, styles and slice gone', async () => {
  const page = await start()
  const { vf, product } = page
  const heard: string[] = []
  assert.is(await vf.plugins.use(greeter(heard)), true)
  await page.timers.tick(10_000)
  await flushMicrotasks()

  // Installed: everything works.
  const element = document.querySelector('vf-greeting')!
  assert.is(element.textContent, 'Hello! Greetings')
  assert.ok(element.getAttribute('data-vf-id'))
  assert.is(await vf.actions.call('greeter.greet', { params: { name: 'Ada' } }), 'Hello, Ada')
  assert.equal(await vf.actions.call('live_comments.load_more', {}), { error: 'greeter says no', code: 'Intercepted' })
  vf.$publish('comment', 'created', {})
  await product.i18n.changeLanguage('fr')
  assert.equal(heard, ['intercepted load_more', 'comment/created', 'language fr-fr'])
  assert.is(vf.greeter.version(), '1.0')
  assert.is(vf.topics.count(), 42)
  assert.ok(product.i18n.namespaces().has('greeter'))
  assert.match(rules(), 'rebeccapurple')
  assert.equal(product.kernel.store.getState().greeter, { greeted: 1 })

  assert.is(await vf.plugins.remove('greeter'), true)
  heard.length = 0

  // Removed: the element is the publisher's again, as written, and the same object.
  assert.is(document.querySelector('vf-greeting'), element)
  assert.is(document.body.innerHTML, PAGE)
  assert.equal(await vf.actions.call('greeter.greet', { params: { name: 'Ada' } }), { error: 'ActionUndefined: greeter.greet', code: 'ActionUndefined' })
  assert.equal(await vf.actions.call('live_comments.load_more', {}), { loaded: 3, hasMore: false }, 'its interceptor went with it')
  vf.$publish('comment', 'created', {})
  await product.i18n.changeLanguage('de')
  assert.equal(heard, [], 'its subscription and its language listener went with it')
  assert.is(vf.greeter, undefined, 'vf.greeter.version is gone, and vf.greeter with it')
  assert.is(await vf.topics.count(), undefined, 'a stubbed call is back to what was there: "not available"')
  assert.match(page.out.warn.join('\n'), 'vf.topics.count is not available on this page.')
  assert.not.ok(product.i18n.namespaces().has('greeter'))
  assert.is(product.i18n.t('greeter:title'), 'Translation not found')
  assert.not.match(rules(), 'rebeccapurple')
  assert.is(product.kernel.store.getState().greeter, undefined)
  assert.not.ok(product.kernel.plugins.has('greeter'))

  // And it can come back.
  assert.is(await vf.plugins.use(greeter(heard)), true)
  await page.timers.tick(10_000)
  await flushMicrotasks()
  assert.is(document.querySelector('vf-greeting')!.textContent, 'Hello! Greetings')
  assert.match(rules(), 'rebeccapurple')
})

test('a plugin another one needs is not removed: the call resolves with PluginInUse and nothing changes', async () => {
  const page = await start()
  const { vf } = page
  const heard: string[] = []
  const fan: Plugin = { name: 'fan', dependencies: ['greeter'], setup() {} }
  assert.is(await vf.plugins.use(greeter(heard)), true)
  assert.is(await vf.plugins.use(fan), true)
  assert.equal(await vf.plugins.remove('greeter'), { error: 'The plugin "greeter" is needed by "fan"', code: 'PluginInUse' })
  assert.is(await vf.actions.call('greeter.greet', { params: { name: 'Bo' } }), 'Hello, Bo')
  assert.equal(await vf.plugins.remove('nobody'), { error: 'No plugin named "nobody" is installed', code: 'PluginNotFound' })
  assert.is(await vf.plugins.remove('fan'), true)
  assert.is(await vf.plugins.remove('greeter'), true)
  assert.equal(page.out.error.filter((line) => line.includes('PluginInUse') || line.includes('needed by')).length, 1, 'the refusal is reported to the console once')
})

test('a plugin may expose only its own name’s calls and the ones it declares; a refused expose fails its setup, resolved', async () => {
  const page = await start()
  for (const [path, reason] of [
    ['session.logout', 'a plugin exposes "rogue.*" and the paths it declares in publicApi'],
    ['actions.call', 'vf.actions is the kernel\u2019s own'],
    ['rogue', 'is not a public path'],
  ] as const) {
    const rogue: Plugin = { name: 'rogue', setup: (ctx) => ctx.api.expose(path, () => 'mine') }
    const result = await page.vf.plugins.use(rogue)
    assert.is(result.code, 'PluginSetupFailed', path)
    assert.match(result.error, reason.replace('\u2019', "'"))
  }
  assert.is(typeof page.vf.actions.call, 'function')
  assert.is(page.vf.session, undefined)
})

test.run()
