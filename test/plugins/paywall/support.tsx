/**
 * The comments widget with the segments and paywall plugins on the in-memory reference service, the
 * site's settings turned to a wall for the test, and a fake provider the test drives (release, error).
 */
import type { ProductStorage } from '../../../kernel/storage'
import type { serviceFetch } from '../../support/service-fetch'
import type { Provider, ProviderOptions } from '../../../plugins/paywall/provider'
import type { ProviderEvent } from '../../../plugins/paywall/paywall.machine'
import { paywallPlugin } from '../../../plugins/paywall'
import { segmentsPlugin } from '../../../plugins/segments'
import { startComments } from '../comments/support'

type Api = ReturnType<typeof serviceFetch>

/** The service's answers, with the site's settings of `settings` in bootstrap. */
export function withSettings(api: Api, settings: Record<string, unknown>): Api {
  const patched = (async (input: string | URL | Request, init?: RequestInit) => {
    const answer = await api.fetch(input, init)
    if (!String(input instanceof Request ? input.url : input).includes('/bootstrap/v2') || !answer.ok) return answer
    const body = (await answer.json()) as { result: { settings: Record<string, unknown> } }
    body.result.settings = { ...body.result.settings, ...settings }
    return new Response(JSON.stringify(body), { status: answer.status, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { ...api, fetch: patched }
}

export const WALL_SETTINGS = {
  enable_poool_integration: 1,
  poool_app_id: 'test-app',
  walls_target_anon_users: 1,
  walls_target_reg_users: 1,
  walls_num_post_to_wall_reg: 2,
  walls_warn_num_posts_remaining_reg: 1,
  walls_url_locations: '',
}

export interface FakeProvider {
  options: ProviderOptions | undefined
  shown: HTMLElement[]
  started: number
  send(event: ProviderEvent): void
}

export function fakeProvider(): { provider: FakeProvider; make: (options: ProviderOptions) => Provider } {
  let sendBack: ((event: ProviderEvent) => void) | undefined
  const provider: FakeProvider = { options: undefined, shown: [], started: 0, send: (event) => sendBack?.(event) }
  return {
    provider,
    make: (options) => {
      provider.options = options
      return {
        start(send) {
          provider.started += 1
          sendBack = send
          return () => void (sendBack = undefined)
        },
        show: (target) => void provider.shown.push(target),
      }
    },
  }
}

let previous: { kernel: { plugins: { has(name: string): boolean; remove(name: string): Promise<void> } } } | undefined

export async function startWalled(api: Api, options: { settings?: Record<string, unknown>; href?: string; html?: string; supported?: boolean; now?: () => number; storage?: ProductStorage } = {}) {
  // The page's wall belongs to one product: the previous test's stops watching the document.
  if (previous?.kernel.plugins.has('paywall')) await previous.kernel.plugins.remove('paywall')
  const fake = fakeProvider()
  const started = await startComments(withSettings(api, { ...WALL_SETTINGS, ...options.settings }), options.html ?? '<vf-conversations vf-container-id="riverside-park"></vf-conversations>', {
    href: options.href ?? 'http://localhost:8080/article',
    ...(options.now ? { now: options.now } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    plugins: () => [segmentsPlugin({ visible: () => true }), paywallPlugin({ host: { window: window as never, document }, supported: () => options.supported !== false, provider: fake.make })],
  })
  previous = started.product
  return { ...started, provider: fake.provider }
}
