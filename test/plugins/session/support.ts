/**
 * The session plugin in a started product against the real reference service (in memory), through a
 * fetch that hands each request to the service: shared by the session test files.
 */
import { test } from 'uvu'
import type { LoaderHandoff } from '../../../contracts/loader'
import { startProduct, type Product } from '../../../kernel/startup'
import type { ProductStorage } from '../../../kernel/storage'
import type { Plugin } from '../../../contracts/plugin'
import { sessionPlugin, type SessionOptions } from '../../../plugins/session'
import type { PopupHost } from '../../../plugins/session/popup'
import { recordingConsole } from '../../support/console'
import { memoryStorage } from '../../support/fake-service'
import { fakeTimers, type FakeTimers } from '../../support/fake-timers'
import { startTestService, type TestService } from '../../server/support'
import { serviceFetch } from '../../support/service-fetch'

export interface StartOptions {
  cookie?: string
  settings?: Record<string, unknown>
  popupHost?: PopupHost
  session?: SessionOptions
  /** The page address (for parameters such as an OAuth answer). */
  href?: string
  plugins?: Plugin[]
  /** The browser's storage, to share between page views (a fresh one by default). */
  storage?: ProductStorage
  /** Wraps the fetch to the service (to fail or hold a request). */
  fetch?: (next: typeof fetch) => typeof fetch
  /** The clock, to drive while start-up is still running (a fresh one by default). */
  timers?: FakeTimers
  /** The wall clock (`ctx.clock.now`): `Date.now` by default. */
  now?: () => number
}

export interface Started {
  product: Product
  vf: Record<string, any>
  timers: FakeTimers
  events: string[]
  loggedIn: Promise<unknown>
  published: Array<[string, string, unknown]>
  storage: ProductStorage
}

/** Registers the service's lifecycle on the uvu suite and returns the harness. */
export function sessionHarness() {
  let service: TestService
  const api = serviceFetch(() => service)
  // For the service's sign-in rate limits each page view comes a minute after the last: a file's many
  // sign-ins are many visits, not one visitor hammering the login.
  let visits = 0
  test.before(async () => {
    service = await startTestService({ now: () => Date.now() + visits * 60_000 })
  })
  /** Puts back the site's settings a start-up changed (they hold until the next start-up or the test's end). */
  let restore: (() => Promise<unknown>) | undefined
  const restoreSettings = async () => {
    const undo = restore
    restore = undefined
    await undo?.()
  }
  test.after.each(restoreSettings)
  test.after(async () => {
    await service?.close()
  })

  async function start(options: StartOptions = {}): Promise<Started> {
    visits++
    await restoreSettings()
    // The site's settings as the test wants them, for the service too (it checks them when a reader
    // signs in, later in the test), until the next start-up or the test's end; then back as they were.
    const keys = Object.keys(options.settings ?? {})
    const saved = keys.length
      ? ((await service.db.one<{ saved: Record<string, unknown> }>(`select coalesce(jsonb_object_agg(k, settings->k) filter (where settings ? k), '{}') as saved from sections, unnest($1::text[]) k`, [keys]))?.saved ?? {})
      : {}
    if (keys.length) await service.db.query('update sections set settings = settings || $1::jsonb', [JSON.stringify(options.settings)])
    document.cookie = `demo_publisher_session=${options.cookie ?? ''}; Max-Age=${options.cookie ? 60 : 0}; Path=/`
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
    const timers = options.timers ?? fakeTimers()
    const storage = options.storage ?? memoryStorage()
    const vf: Record<string, any> = {}
    const handoff: LoaderHandoff = { vf, calls: [], scriptUrl: 'http://localhost:8080/vf.js' }
    const published: Array<[string, string, unknown]> = []
    // Installed before the session plugin, so it hears what happens during start-up.
    let loggedIn!: Promise<unknown>
    const recorder = {
      name: 'recorder',
      setup: (ctx: any) => {
        loggedIn = new Promise((resolve) => ctx.bus.once('login', 'success', resolve))
        ctx.bus.prepublish((channel: string, event: string, ...args: unknown[]) => {
          published.push([channel, event, args[0]])
          return { channel, event, args }
        })
      },
    }
    const product = await startProduct({
      host: { document, location: { href: options.href ?? 'http://localhost:8080/article' }, addEventListener() {}, removeEventListener() {} },
      handoff,
      timers,
      ...(options.now ? { now: options.now } : {}),
      console: recordingConsole().console,
      fetch: options.fetch ? options.fetch(api.fetch) : api.fetch,
      storage,
      plugins: [recorder, sessionPlugin({ ...(options.popupHost ? { popupHost: options.popupHost } : {}), ...options.session }), ...(options.plugins ?? [])],
    })
    const events: string[] = []
    for (const [channel, event] of [['login', 'success'], ['login', 'failure'], ['logout', 'success'], ['tray', 'close'], ['authentication', 'logout/failure'], ['authentication', 'logout'], ['user', 'changed']] as const) {
      product.kernel.bus.subscribe(channel, event, (payload: unknown) => events.push(`${channel}/${event}${payload && typeof payload === 'object' && 'error' in payload ? `:${(payload as { error: string }).error}` : ''}`))
    }
    if (keys.length) restore = () => service.db.query('update sections set settings = (settings - $1::text[]) || $2::jsonb', [keys, JSON.stringify(saved)])
    return { product, vf, timers, events, loggedIn, published, storage }
  }

  const dev = async (path: string) => (await (await api.fetch(`http://localhost:8080${path}`)).json()).result

  return { start, dev, api, service: () => service }
}

/**
 * A browser window whose popup is the service's real popup page: "clicking" an identity posts the
 * completion form, and the token in the answer is posted back the way the page's script would.
 */
export function popupWindow(service: () => TestService, sub: string) {
  const listeners = new Set<(event: MessageEvent) => void>()
  const popups: Array<{ closed: boolean; close(): void }> = []
  const host: PopupHost = {
    location: { origin: 'http://localhost:8080', href: 'http://localhost:8080/article' },
    addEventListener: (_t, l) => void listeners.add(l),
    removeEventListener: (_t, l) => void listeners.delete(l),
    open(url) {
      const popup = { closed: false, close() {
        this.closed = true
      } }
      popups.push(popup)
      const target = new URL(url)
      const provider = target.pathname.split('/').pop()!
      void service().app
        .inject({
          method: 'POST',
          url: `/auth/thirdparty/${provider}/complete`,
          headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ sub, callback: target.searchParams.get('callback')!, client: target.searchParams.get('client')! }).toString(),
        })
        .then((res) => {
          const token = /"token":"([^"]+)"/.exec(res.body)?.[1]
          if (popup.closed) return
          for (const l of [...listeners]) l({ data: { type: 'vf-social-login', token }, origin: 'http://localhost:8080', source: popup } as MessageEvent)
        })
      return popup
    },
  }
  return { host, popups }
}

