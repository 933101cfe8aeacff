/**
 * A started product with the session plugin and a widget's plugin on a page, against the in-memory
 * reference service, on fake timers (the wall clock follows them), every bus publish recorded: what the
 * chat, live blog, reviews, questions and polls DOM tests each start from.
 */
import { act, waitFor } from '@testing-library/react'
import { Constants } from '../../contracts/constants'
import type { Plugin, PluginContext } from '../../contracts/plugin'
import { startProduct, type Product } from '../../kernel/startup'
import { sessionPlugin } from '../../plugins/session'
import { recordingConsole } from './console'
import { memoryStorage } from './fake-service'
import { fakeTimers, type FakeTimers } from './fake-timers'
import type { serviceFetch } from './service-fetch'

export interface StartedWidget {
  product: Product
  timers: FakeTimers
  /** `channel/event` of everything published, in order. */
  published: string[]
  /** The arguments of everything published, by `channel/event`. */
  args: Map<string, unknown[][]>
  logged: ReturnType<typeof recordingConsole>
  /** The product's storage (a guest's visitor id is kept there). */
  storage: ReturnType<typeof memoryStorage>
  /** `window.vf` as the page sees it. */
  vf: Record<string, any>
}

export interface WidgetProductOptions {
  /** The page's address. */
  href: string
  /** The page's body and head. */
  html: string
  head?: string
  /** The widget's plugin, made on the product's timers. */
  plugin: (timers: FakeTimers) => Plugin
  /** Plugins installed before it (after the session). */
  plugins?: (timers: FakeTimers) => Plugin[]
  /** The wall clock follows the fake timers (true by default); false keeps the real one. */
  fakeWallClock?: boolean
}

let latest: StartedWidget | undefined

/** `waitFor` that also runs the widget's due timers (a list renders its first items at once, the others a slice per 0 ms timer; focus moves on 0 ms timers). */
export const rendered = <T,>(check: () => T, options: { timeout?: number } = {}) =>
  waitFor(
    async () => {
      if (latest) await act(() => latest!.timers.tick(0))
      return check()
    },
    { timeout: options.timeout ?? 10_000 },
  )

export async function startWidgetProduct(api: ReturnType<typeof serviceFetch>, options: WidgetProductOptions): Promise<StartedWidget> {
  document.head.innerHTML = options.head ?? ''
  document.body.innerHTML = options.html
  // A new visitor's page: no cookie an earlier test file left (the analytics visitor id a guest's poll vote is counted by).
  for (const cookie of document.cookie.split(';')) if (cookie.trim()) document.cookie = `${cookie.split('=')[0]!.trim()}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
  const timers = fakeTimers()
  // The wall clock at this product's fake timers' zero (not the module's load: a long run loads it minutes
  // before a test whose service data is dated by the real clock).
  const start = Date.now()
  const published: string[] = []
  const args = new Map<string, unknown[][]>()
  const recorder: Plugin = {
    name: 'recorder',
    setup(ctx: PluginContext) {
      ctx.bus.prepublish((channel: string, event: string, ...rest: unknown[]) => {
        published.push(`${channel}/${event}`)
        const seen = args.get(`${channel}/${event}`) ?? []
        seen.push(rest)
        args.set(`${channel}/${event}`, seen)
        return { channel, event, args: rest }
      })
    },
  }
  const logged = recordingConsole()
  const storage = memoryStorage()
  const vf: Record<string, any> = {}
  const product = await startProduct({
    host: { document, location: { href: options.href }, addEventListener() {}, removeEventListener() {} },
    handoff: { vf, calls: [], scriptUrl: 'http://localhost:8080/vf.js' },
    timers,
    ...(options.fakeWallClock === false ? {} : { now: () => start + timers.now }),
    console: logged.console,
    fetch: api.fetch,
    storage,
    plugins: [recorder, sessionPlugin(), ...(options.plugins?.(timers) ?? []), options.plugin(timers)],
  })
  await act(async () => {
    await timers.tick(Constants.widgetFetchTimeoutMs)
    await api.settle()
  })
  latest = { product, timers, published, args, logged, storage, vf }
  return latest
}
