/**
 * The third-party paywall's driver (document 3 §7, §8): its commands queue before its script arrives, the
 * script is added once from the configured address, its release and errors come back to the wall, a
 * script that cannot load or throws fails it, and its offer is drawn once per target.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createProvider, type ProviderHost } from '../../../plugins/paywall/provider'
import type { ProviderEvent } from '../../../plugins/paywall/paywall.machine'

const URL_ = 'https://assets.provider.test/poool.min.js'

function fakeHost() {
  const appended: Array<{ src: unknown; dataset: Record<string, string>; listeners: Record<string, () => void> }> = []
  const windowListeners = new Map<string, (event: ErrorEvent) => void>()
  const win: Record<string, unknown> = {
    addEventListener: (type: string, fn: (event: ErrorEvent) => void) => windowListeners.set(type, fn),
    removeEventListener: (type: string) => windowListeners.delete(type),
  }
  const doc = {
    querySelector: (selector: string) => (selector.includes('data-vf-paywall-provider') && appended.length ? appended[0] : null),
    createElement: () => {
      const element = { src: undefined as unknown, async: false, dataset: {} as Record<string, string>, listeners: {} as Record<string, () => void>, addEventListener(type: string, fn: () => void) {
        element.listeners[type] = fn
      } }
      return element
    },
    head: { append: (element: (typeof appended)[number]) => appended.push(element) },
  }
  return { host: { window: win, document: doc } as unknown as ProviderHost, win, appended, windowListeners }
}

const make = (host: ProviderHost, logins: string[] = []) =>
  createProvider({ host, url: URL_, appId: 'app-7', debug: true, locale: 'fr-fr', onLogin: () => logins.push('login'), warn: () => {} })

test('commands wait in the provider’s queue; its script is added once from the configured address', () => {
  const { host, win, appended } = fakeHost()
  const provider = make(host)
  const events: ProviderEvent[] = []
  const stop = provider.start((event) => events.push(event))
  const queued = (win.poool as { q: unknown[][] }).q
  assert.equal(queued.slice(0, 2), [['init', 'app-7'], ['config', { debug: true, locale: 'fr-fr' }]])
  assert.equal(queued.slice(2).map((args) => args.slice(0, 2)), [['event', 'onRelease'], ['event', 'onError'], ['event', 'onLoginClick']])
  assert.is(appended.length, 1)
  assert.is(String(appended[0]!.src), URL_)
  stop()
  provider.start(() => {})
  assert.is(appended.length, 1, 'not added twice')
  assert.is((win.poool as { q: unknown[][] }).q.length, 5, 'nor initialised twice')
})

test('the provider’s release, error and sign-in link come back; after stop nothing does', () => {
  const { host, win } = fakeHost()
  const logins: string[] = []
  const provider = make(host, logins)
  const events: ProviderEvent[] = []
  const stop = provider.start((event) => events.push(event))
  const handler = (name: string) => (win.poool as { q: unknown[][] }).q.find((args) => args[0] === 'event' && args[1] === name)![2] as (value?: unknown) => void
  handler('onRelease')()
  handler('onError')('quota')
  handler('onLoginClick')()
  assert.equal(events, [{ type: 'release' }, { type: 'fail', error: 'quota' }])
  assert.equal(logins, ['login'])
  stop()
  handler('onRelease')()
  assert.is(events.length, 2)
})

test('a script that cannot load, or throws, fails the wall', () => {
  const { host, appended, windowListeners } = fakeHost()
  const events: ProviderEvent[] = []
  make(host).start((event) => events.push(event))
  appended[0]!.listeners.error!()
  windowListeners.get('error')!({ filename: `${URL_}?v=2`, error: new Error('boom') } as unknown as ErrorEvent)
  windowListeners.get('error')!({ filename: 'https://publisher.test/own.js', error: new Error('not ours') } as unknown as ErrorEvent)
  assert.is(events.length, 2)
  assert.ok(events.every((event) => event.type === 'fail'))
})

test('the offer is drawn once per target, with the words it may use', () => {
  const { host, win } = fakeHost()
  const provider = make(host)
  provider.start(() => {})
  const target = {} as HTMLElement
  provider.show(target, { subscribe: 'S’abonner' })
  provider.show(target, { subscribe: 'S’abonner' })
  const sent = (win.poool as { q: unknown[][] }).q.slice(5)
  assert.equal(sent, [['config', { target, texts: { subscribe: 'S’abonner' } }], ['send', 'page-view', 'premium']])
})

test.run()
