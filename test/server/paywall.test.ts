/**
 * The development paywall provider (examples/server/routes/paywall.ts): served in development only, and
 * speaking the provider's command function as the product drives it — the calls queued before it came,
 * its offer drawn into the wall's target in the product's words, its button releasing the wall.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { runInNewContext } from 'node:vm'
import { DEV_PROVIDER_PATH } from '../../examples/server/routes/paywall'
import { startTestService, type TestService } from './support'

let dev: TestService
let production: TestService

test.before(async () => {
  dev = await startTestService()
  production = await startTestService({ config: { development: false } })
})
test.after(async () => {
  await dev?.close()
  await production?.close()
})

/** Just enough of a page for the script: elements that hold children and listeners. */
function fakePage(search = '') {
  const element = (tag: string) => {
    const el = {
      tag,
      type: '',
      className: '',
      textContent: '',
      attributes: {} as Record<string, string>,
      children: [] as unknown[],
      listeners: {} as Record<string, () => void>,
      ownerDocument: undefined as unknown,
      setAttribute: (name: string, value: string) => void (el.attributes[name] = value),
      appendChild: (child: unknown) => void el.children.push(child),
      replaceChildren: (...children: unknown[]) => void (el.children = children),
      addEventListener: (type: string, fn: () => void) => void (el.listeners[type] = fn),
    }
    el.ownerDocument = doc
    return el
  }
  const doc = { createElement: element }
  const calls: unknown[][] = []
  const stub = (...args: unknown[]) => void calls.push(args)
  const window = { poool: Object.assign(stub, { q: calls }), location: { search } }
  return { window, target: element('div') }
}

test('served in development only, as a script', async () => {
  const served = await dev.app.inject({ url: DEV_PROVIDER_PATH })
  assert.is(served.statusCode, 200)
  assert.match(served.headers['content-type'] as string, /^text\/javascript/)
  assert.is((await production.app.inject({ url: DEV_PROVIDER_PATH })).statusCode, 404)
})

test('it takes the queued commands, draws its offer in the product’s words, and its button releases the wall', async () => {
  const source = (await dev.app.inject({ url: DEV_PROVIDER_PATH })).body
  const { window, target } = fakePage()
  const released: unknown[] = []
  window.poool('init', 'dev-paywall')
  window.poool('event', 'onRelease', (value: unknown) => released.push(value))
  runInNewContext(source, { window, URLSearchParams, console, setTimeout, Array, Object })
  const poool = window.poool as unknown as (...args: unknown[]) => void
  poool('config', { target, texts: { subscribe: 'Abonnieren' } })
  poool('send', 'page-view', 'premium')
  const offer = target.children[0] as { attributes: Record<string, string>; children: Array<{ textContent: string; listeners: Record<string, () => void> }> }
  assert.is(offer.attributes['data-app-id'], 'dev-paywall')
  assert.is(offer.children[0]!.textContent, 'Abonnieren')
  offer.children[0]!.listeners.click!()
  assert.is(JSON.stringify(released), JSON.stringify([{ reason: 'subscribed' }]), 'released as the reader subscribed')
})

test('dev_paywall=onerror fires its onError', async () => {
  const source = (await dev.app.inject({ url: DEV_PROVIDER_PATH })).body
  const { window, target } = fakePage('?dev_paywall=onerror')
  const failed: unknown[] = []
  window.poool('event', 'onError', (error: unknown) => failed.push(error))
  window.poool('config', { target })
  const later: Array<() => void> = []
  runInNewContext(source, { window, URLSearchParams, console, setTimeout: (fn: () => void) => later.push(fn), Array, Object })
  ;(window.poool as unknown as (...args: unknown[]) => void)('send', 'page-view', 'premium')
  for (const fn of later) fn()
  assert.is(failed.length, 1)
})

test.run()
