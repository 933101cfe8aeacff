/** A started product with the session and live questions plugins on a page, against the in-memory reference service. */
import { act, waitFor } from '@testing-library/react'
import { Constants } from '../../../contracts/constants'
import type { Plugin } from '../../../contracts/plugin'
import { startProduct, type Product } from '../../../kernel/startup'
import { questionsPlugin, type QuestionsOptions } from '../../../plugins/questions'
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

let latest: Started | undefined
/** The wall clock at the fake timers' zero. */
const START = Date.now()

/** `waitFor` that also runs the widget's due timers (the list renders its first questions at once, the others a slice per 0 ms timer). */
export const rendered = <T,>(check: () => T, options: { timeout?: number } = {}) =>
  waitFor(
    async () => {
      if (latest) await act(() => latest!.timers.tick(0))
      return check()
    },
    { timeout: options.timeout ?? 10_000 },
  )

export const QUESTIONS = '<vf-livequestions vf-container-id="park-questions" limit="3" pagination-limit="2"></vf-livequestions>'

export async function startQuestions(api: ReturnType<typeof serviceFetch>, html = QUESTIONS, options: { plugins?: (timers: FakeTimers) => Plugin[]; questions?: (timers: FakeTimers) => QuestionsOptions; head?: string } = {}): Promise<Started> {
  document.head.innerHTML = options.head ?? ''
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
    host: { document, location: { href: 'http://localhost:8080/questions.html' }, addEventListener() {}, removeEventListener() {} },
    handoff: { vf: {}, calls: [], scriptUrl: 'http://localhost:8080/vf.js' },
    timers,
    // The wall clock follows the fake timers.
    now: () => START + timers.now,
    console: logged.console,
    fetch: api.fetch,
    storage: memoryStorage(),
    plugins: [recorder, sessionPlugin(), ...(options.plugins?.(timers) ?? []), questionsPlugin(options.questions?.(timers))],
  })
  await act(async () => {
    await timers.tick(Constants.widgetFetchTimeoutMs)
    await api.settle()
  })
  latest = { product, timers, published, args, logged }
  return latest
}
