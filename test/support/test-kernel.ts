/**
 * `testKernel()`: the product started in the test's document with the plugins under test, on a clock the
 * test drives, with every bus publish recorded and the service's HTTP answers given by the test. Our
 * plugin tests and a third party's use it alike (README "Write a plugin" → Testing):
 *
 * ```ts
 * const { vf, kernel, clock, bus, api } = await testKernel({ plugins: [quizPlugin()], page: '<vf-quiz></vf-quiz>' })
 * api.on('GET', '/quiz/today').reply(200, { question: '…' })
 * await kernel.actions.call('quiz.answer', { params: { quizId: 'q', choice: 120 } })
 * assert.equal(bus.of('quiz', 'answered'), [['q', true]])
 * await clock.tick(1000)
 * ```
 *
 * It runs under the DOM setup (`*.dom.test.ts`, happy-dom): the loader stubs `window.vf` as on a page,
 * then the kernel boots against a bootstrap answer of the site's settings. Nothing reaches the network: a
 * request no reply matches answers 404 (or goes to the service the test passes as `fetch`, the in-memory
 * reference service for instance) and is recorded like the others.
 */
import type { LoaderHandoff } from '../../contracts/loader'
import type { Plugin } from '../../contracts/plugin'
import { startProduct, type Product } from '../../kernel/startup'
import type { Kernel } from '../../kernel/kernel'
import { runLoader } from '../../loader/loader'
import { recordingConsole, type RecordingConsole } from './console'
import { memoryStorage } from './fake-service'
import { fakeTimers, flushMicrotasks, type FakeTimers } from './fake-timers'

/** The wall clock's start (relative times read from it): a fixed instant, so output never depends on the day. */
export const TEST_EPOCH = Date.UTC(2026, 0, 1, 12)

export interface TestKernelOptions {
  /** The plugins under test, installed in order with the product's start-up. */
  plugins?: readonly Plugin[]
  /** The page's body (the publisher's markup: widget tags, `<meta>` is read from the head). */
  page?: string
  /** The site's settings in the bootstrap answer (`language` picks the locale). */
  settings?: Record<string, unknown>
  /** The page's address. */
  href?: string
  /** Where vf.js was loaded from: the product's services are on its origin (https://cdn.example by default). */
  scriptUrl?: string
  /** Public paths the loader stubs before start (as the build does for shipped plugins). */
  stubs?: readonly string[]
  /** The clock to drive (a fresh one by default): pass one when a plugin factory needs it before start. */
  clock?: FakeTimers
  /** The wall clock; by default {@link TEST_EPOCH} plus the fake clock's time. A test against a real service's tokens passes `Date.now`. */
  now?: () => number
  /** A service behind the replies (the in-memory reference service's fetch): what no reply matches goes there. */
  fetch?: typeof fetch
}

/** One request the product made. */
export interface RecordedRequest {
  method: string
  url: string
  path: string
  body: unknown
  headers: Headers
}

/** The service's answers, given by the test. */
export interface HttpReplies {
  /** Answers `method path` (the URL's path, or its ending) with `status` and a JSON `body`; the last reply given wins. */
  on(method: string, path: string): { reply(status: number, body?: unknown): void }
  /** How many `method path` requests were made. */
  calls(method: string, path: string): number
  /** Every request, in order. */
  readonly requests: readonly RecordedRequest[]
}

/** Every publish on the bus, in order. */
export interface BusRecorder {
  readonly events: ReadonlyArray<{ channel: string; event: string; args: unknown[] }>
  /** The arguments of each `channel`/`event` publish. */
  of(channel: string, event: string): unknown[][]
  clear(): void
}

export interface TestKernel {
  product: Product
  kernel: Kernel
  /** The page's `window.vf`, as the publisher's script sees it. */
  vf: Record<string, any>
  clock: FakeTimers
  bus: BusRecorder
  api: HttpReplies
  console: RecordingConsole
  /** Lets lazy widgets come: their fetch timeout passes (no viewport in happy-dom), and what they load settles. */
  reveal(): Promise<void>
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body ?? null), { status, headers: { 'content-type': 'application/json' } })

function httpReplies(settings: Record<string, unknown>, service?: typeof fetch): HttpReplies & { fetch: typeof fetch } {
  const requests: RecordedRequest[] = []
  const replies: Array<{ method: string; path: string; status: number; body: unknown }> = []
  const matches = (method: string, path: string, request: RecordedRequest) => request.method === method.toUpperCase() && (request.path === path || request.path.endsWith(path))
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    const method = (init?.method ?? 'GET').toUpperCase()
    const raw = typeof init?.body === 'string' ? init.body : undefined
    let body: unknown = raw
    try {
      body = raw === undefined ? undefined : JSON.parse(raw)
    } catch {
      body = raw
    }
    const request: RecordedRequest = { method, url, path: new URL(url, 'https://service.test').pathname, body, headers: new Headers(init?.headers) }
    requests.push(request)
    const reply = [...replies].reverse().find((r) => matches(r.method, r.path, request))
    if (reply) return json(reply.status, reply.body)
    if (service) return service(input, init)
    if (request.path.includes('/bootstrap/v2')) {
      return json(200, { result: { user: { uuid: '00000000-0000-4000-8000-000000000000', user_privilege: 'guest', name: 'Guest' }, settings, sectionTree: { section_id: settings.section_id } } })
    }
    return json(404, { message: `no reply given for ${method} ${request.path}`, error_status: 404 })
  }) as typeof fetch
  return {
    fetch: fetchImpl,
    on: (method, path) => ({ reply: (status, body) => void replies.push({ method: method.toUpperCase(), path, status, body }) }),
    calls: (method, path) => requests.filter((request) => matches(method, path, request)).length,
    requests,
  }
}

export async function testKernel(options: TestKernelOptions = {}): Promise<TestKernel> {
  document.body.innerHTML = options.page ?? ''
  document.adoptedStyleSheets = []
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
  const clock = options.clock ?? fakeTimers()
  const out = recordingConsole()
  const api = httpReplies({ section_id: 's-1', language: 'en-us', ...options.settings }, options.fetch)
  const win: Record<string, unknown> = { console: out.console }
  let handoff!: LoaderHandoff
  runLoader(win as never, options.scriptUrl ?? 'https://cdn.example/vf.js', async () => ({ boot: (h: LoaderHandoff) => void (handoff = h) }), [...(options.stubs ?? [])])
  await flushMicrotasks()
  const events: Array<{ channel: string; event: string; args: unknown[] }> = []
  const product = await startProduct({
    host: { document, location: { href: options.href ?? 'https://news.example/article' }, addEventListener() {}, removeEventListener() {} },
    handoff,
    timers: clock,
    now: options.now ?? (() => TEST_EPOCH + clock.now),
    console: out.console,
    fetch: api.fetch,
    storage: memoryStorage(),
    plugins: [
      // First, so that it hears every publish, the plugins' own at start-up included.
      { name: 'test-bus-recorder', setup: (ctx) => void ctx.bus.prepublish((channel, event, ...args) => (events.push({ channel, event, args }), { channel, event, args })) },
      ...(options.plugins ?? []),
    ],
  })
  return {
    product,
    kernel: product.kernel,
    vf: handoff.vf as Record<string, any>,
    clock,
    bus: {
      events,
      of: (channel, event) => events.filter((e) => e.channel === channel && e.event === event).map((e) => e.args),
      clear: () => void (events.length = 0),
    },
    api,
    console: out,
    async reveal() {
      await clock.tick(10_000)
      await flushMicrotasks()
    },
  }
}
