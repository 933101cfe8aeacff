/** A started product with the session and reviews plugins on a page, against the in-memory reference service. */
import { act, waitFor } from '@testing-library/react'
import { Constants } from '../../../contracts/constants'
import { startProduct, type Product } from '../../../kernel/startup'
import { reviewsPlugin } from '../../../plugins/reviews'
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
  /** `window.vf` as the page sees it. */
  vf: Record<string, any>
}

let latest: Started | undefined

/** `waitFor` that also runs the widget's due timers (the list renders in slices). */
export const rendered = <T,>(check: () => T) =>
  waitFor(
    async () => {
      if (latest) await act(() => latest!.timers.tick(0))
      return check()
    },
    { timeout: 10_000 },
  )

export const REVIEWS = '<vf-livereviews vf-container-id="food-hall"></vf-livereviews>'

export async function startReviews(api: ReturnType<typeof serviceFetch>, html = REVIEWS, head = ''): Promise<Started> {
  document.head.innerHTML = head
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
  const vf: Record<string, any> = {}
  const product = await startProduct({
    host: { document, location: { href: 'http://localhost:8080/reviews.html' }, addEventListener() {}, removeEventListener() {} },
    handoff: { vf, calls: [], scriptUrl: 'http://localhost:8080/vf.js' },
    timers,
    console: recordingConsole().console,
    fetch: api.fetch,
    storage: memoryStorage(),
    plugins: [recorder, sessionPlugin(), reviewsPlugin()],
  })
  await act(async () => {
    await timers.tick(Constants.widgetFetchTimeoutMs)
    await api.settle()
  })
  latest = { product, timers, published, args, vf }
  return latest
}

export async function signIn(started: Started, api: ReturnType<typeof serviceFetch>, account: { email: string; password: string }) {
  await act(async () => {
    await started.product.kernel.actions.call('session.login', { params: { email: account.email, password: account.password } })
    await api.settle()
  })
}
