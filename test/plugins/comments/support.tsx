/** A started product with the session and comments plugins on `html`, against the in-memory reference service. */
import { act, waitFor } from '@testing-library/react'
import { Constants } from '../../../contracts/constants'
import type { ProductStorage } from '../../../kernel/storage'
import { startProduct, type Product } from '../../../kernel/startup'
import type { Plugin } from '../../../contracts/plugin'
import { commentsPlugin, type CommentsOptions } from '../../../plugins/comments'
import { sessionPlugin } from '../../../plugins/session'
import { recordingConsole } from '../../support/console'
import { memoryStorage } from '../../support/fake-service'
import { fakeTimers, type FakeTimers } from '../../support/fake-timers'
import type { serviceFetch } from '../../support/service-fetch'

export interface Started {
  product: Product
  timers: FakeTimers
  /** `channel/event` of everything published, in order. */
  published: string[]
  /** The arguments of everything published, by `channel/event`. */
  args: Map<string, unknown[][]>
  logged: ReturnType<typeof recordingConsole>
}

/** An IntersectionObserver for elements that never come near the viewport. */
class NeverIntersecting {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

let latest: Started | undefined

/**
 * `waitFor` that also runs the widget's due timers before each check: the list renders its first
 * comments at once and the others a slice per 0 ms timer, on the fake clock.
 */
export const rendered = <T,>(check: () => T, options: { timeout?: number } = {}) =>
  waitFor(
    async () => {
      if (latest) await act(() => latest!.timers.tick(0))
      return check()
    },
    { timeout: options.timeout ?? 10_000 },
  )

export async function startComments(api: ReturnType<typeof serviceFetch>, html: string, options: { storage?: ProductStorage; waitMs?: number; href?: string; farFromViewport?: boolean; now?: () => number; plugins?: (timers: FakeTimers) => Plugin[]; comments?: (timers: FakeTimers) => CommentsOptions } = {}): Promise<Started> {
  document.body.innerHTML = html
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
  const timers = fakeTimers()
  const published: string[] = []
  const args = new Map<string, unknown[][]>()
  const recorder = {
    name: 'recorder',
    setup(ctx: any) {
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
  const product = await startProduct({
    // Without an IntersectionObserver a widget is revealed at once; far from the viewport it waits for its fetch timeout.
    host: { document, location: { href: options.href ?? 'http://localhost:8080/article' }, addEventListener() {}, removeEventListener() {}, ...(options.farFromViewport ? { IntersectionObserver: NeverIntersecting as unknown as typeof IntersectionObserver } : {}) },
    handoff: { vf: {}, calls: [], scriptUrl: 'http://localhost:8080/vf.js' },
    timers,
    console: logged.console,
    fetch: api.fetch,
    storage: options.storage ?? memoryStorage(),
    ...(options.now ? { now: options.now } : {}),
    plugins: [recorder, sessionPlugin(), ...(options.plugins?.(timers) ?? []), commentsPlugin(options.comments?.(timers))],
  })
  await act(async () => {
    await timers.tick(options.waitMs ?? Constants.widgetFetchTimeoutMs)
    await api.settle()
  })
  latest = { product, timers, published, args, logged }
  return latest
}
