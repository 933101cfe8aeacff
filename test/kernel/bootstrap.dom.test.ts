import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { LoaderHandoff } from '../../contracts/loader'
import { startProduct, type HostWindow } from '../../kernel/startup'
import { createStorage } from '../../kernel/storage'
import { recordingConsole } from '../support/console'
import { fakeService, memoryStorage } from '../support/fake-service'
import { fakeTimers } from '../support/fake-timers'

function host(href = 'https://news.example/story'): HostWindow {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
  return { document, location: { href }, addEventListener() {}, removeEventListener() {} }
}
const handoff = (): LoaderHandoff => ({ vf: {}, calls: [], scriptUrl: 'https://vf.example/vf.js' })

test('bootstrap: POST bootstrap/v2?session=false with section_tree; settings, section and user into the store', async () => {
  document.head.innerHTML = ''
  const service = fakeService({ section_id: 'sec-9', language: 'fr-fr', enable_dislikes: 1 })
  const out = recordingConsole()
  const product = await startProduct({ host: host(), handoff: handoff(), timers: fakeTimers(), console: out.console, fetch: service.fetch, storage: memoryStorage() })
  assert.equal(service.calls.map(({ headers: _, ...call }) => call), [{ url: 'https://vf.example/bootstrap/v2?session=false', method: 'POST', body: { section_tree: true, domain: 'news.example' } }])
  const site = product.kernel.store.getState().site as { settings: { section_id: string }; sectionTree: { section_id: string }; user: { user_privilege: string } }
  assert.is(site.settings.section_id, 'sec-9')
  assert.is(site.sectionTree.section_id, 'sec-9')
  assert.is(site.user.user_privilege, 'guest')
  assert.is(product.i18n.locale, 'fr-fr', 'the settings language applies when the page names none')
})

test('the host page’s own XSRF-TOKEN cookie is never sent to our service', async () => {
  document.cookie = 'XSRF-TOKEN=the-publisher-secret; path=/'
  try {
    assert.ok(document.cookie.includes('the-publisher-secret'), 'the page has set its cookie')
    const service = fakeService()
    await startProduct({ host: host(), handoff: handoff(), timers: fakeTimers(), console: recordingConsole().console, fetch: service.fetch, storage: memoryStorage() })
    assert.is(service.calls.length, 1)
    for (const call of service.calls) {
      assert.is(call.headers.get('x-xsrf-token'), null, call.url)
      for (const [, value] of call.headers) assert.not.ok(value.includes('the-publisher-secret'), call.url)
    }
  } finally {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0'
  }
})

test('a bootstrap younger than 20 s is reused; an older one is fetched again', async () => {
  let now = 1_000_000
  const storage = createStorage({ local: () => undefined, session: () => undefined, now: () => now })
  const service = fakeService()
  const start = () => startProduct({ host: host(), handoff: handoff(), timers: fakeTimers(), console: recordingConsole().console, fetch: service.fetch, storage })
  await start()
  now += 19_999
  await start()
  assert.is(service.calls.length, 1)
  now += 1
  await start()
  assert.is(service.calls.length, 2)
})

test('a different visitor (another access token) never reuses the cached bootstrap', async () => {
  const storage = createStorage({ local: () => undefined, session: () => undefined })
  const service = fakeService()
  const start = () => startProduct({ host: host(), handoff: handoff(), timers: fakeTimers(), console: recordingConsole().console, fetch: service.fetch, storage })
  await start()
  storage.local.set('tokens', { access: 'token-of-a-signed-in-reader', refresh: 'r' })
  await start()
  assert.is(service.calls.length, 2)
  await start()
  assert.is(service.calls.length, 2, 'the same visitor within 20 s reuses it')
})

test('a change of the user (user/changed) drops the cached bootstrap', async () => {
  const storage = createStorage({ local: () => undefined, session: () => undefined })
  const service = fakeService()
  const start = () => startProduct({ host: host(), handoff: handoff(), timers: fakeTimers(), console: recordingConsole().console, fetch: service.fetch, storage })
  const product = await start()
  product.kernel.bus.publish('user', 'changed', [{ name: 'Verified now' }])
  await start()
  assert.is(service.calls.length, 2)
})

test('the page language wins: vf:lang, then html lang, then the settings', async () => {
  document.head.innerHTML = '<meta name="vf:lang" content="de-DE-formal">'
  document.documentElement.setAttribute('lang', 'es')
  const product = await startProduct({ host: host(), handoff: handoff(), timers: fakeTimers(), console: recordingConsole().console, fetch: fakeService({ section_id: 's', language: 'fr-fr' }).fetch, storage: memoryStorage() })
  assert.is(product.i18n.locale, 'de-de-formal')
  document.head.innerHTML = ''
  const second = await startProduct({ host: host(), handoff: handoff(), timers: fakeTimers(), console: recordingConsole().console, fetch: fakeService({ section_id: 's', language: 'fr-fr' }).fetch, storage: memoryStorage() })
  assert.is(second.i18n.locale, 'es-es')
  document.documentElement.removeAttribute('lang')
})

test('a failed bootstrap is reported once and the product still starts', async () => {
  const out = recordingConsole()
  let ready = false
  const h = handoff()
  const product = await startProduct({ host: host(), handoff: h, timers: fakeTimers(), console: out.console, fetch: fakeService({}, 500).fetch, storage: memoryStorage() })
  product.kernel.bus.subscribe('viafoura', 'ready', () => (ready = true))
  product.ready()
  assert.ok(ready)
  assert.is(out.error.length, 1)
  assert.match(out.error[0]!, 'Bootstrap failed: Request failed with status code 500')
})

test('plugins get http, storage, i18n and status; start-up asks the session plugin to auto-login', async () => {
  const seen: Record<string, unknown> = {}
  const autoLogin: unknown[] = []
  await startProduct({
    host: host('https://news.example/story?autosociallogin=google'),
    handoff: handoff(),
    timers: fakeTimers(),
    console: recordingConsole().console,
    fetch: fakeService().fetch,
    storage: memoryStorage(),
    plugins: [
      {
        name: 'probe',
        setup(ctx) {
          seen.http = typeof ctx.http.request
          seen.storage = typeof ctx.storage.local.get
          seen.t = ctx.i18n.t('actions.sign_in')
          seen.status = ctx.status.get('x').status
          seen.api = ctx.config.endpoints.api
          seen.pages = typeof ctx.pages.container
          ctx.bus.subscribe('session', 'auto-login', (request) => autoLogin.push(request))
        },
      },
    ],
  })
  assert.equal(seen, { http: 'function', storage: 'function', t: 'Sign in', status: 'none', api: 'https://vf.example/v2', pages: 'function' })
  assert.equal(autoLogin, [{ autosociallogin: 'google' }])
})

test.run()
