/**
 * A fetch that answers like the reference service's bootstrap, for start-up tests in happy-dom (whose
 * own fetch would try the network). It records the calls it got.
 */
import { createStorage } from '../../kernel/storage'

export interface FakeService {
  fetch: typeof fetch
  calls: Array<{ url: string; method: string; body: unknown; headers: Headers }>
}

export function fakeService(settings: Record<string, unknown> = { section_id: 's-1', language: 'en-us' }, status = 200): FakeService {
  const calls: FakeService['calls'] = []
  const fetchImpl = (async (input: string | URL, init?: RequestInit) => {
    const url = String(input)
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: new Headers(init?.headers) })
    const body = url.includes('/bootstrap/v2')
      ? { result: { user: { uuid: '00000000-0000-4000-8000-000000000000', user_privilege: 'guest', name: 'Guest' }, settings, sectionTree: { section_id: settings.section_id } } }
      : { message: 'not in this fake', error_status: 404 }
    return new Response(JSON.stringify(body), { status: url.includes('/bootstrap/v2') ? status : 404, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { fetch: fetchImpl, calls }
}

/** Storage that lives only as long as the test. */
export const memoryStorage = () => createStorage({ local: () => undefined, session: () => undefined })
