/**
 * A fetch that hands each request to a reference service's Fastify instance (inject): the real routes,
 * store and tokens, without a socket. `inflight` lets a test wait for requests a timer started.
 */
import type { TestService } from '../server/support'

export function serviceFetch(service: () => TestService) {
  const calls: string[] = []
  const inflight: Promise<unknown>[] = []
  const state = { failNext: false }
  const fetchImpl = (async (input: string, init: RequestInit = {}) => {
    const url = new URL(String(input))
    calls.push(`${init.method ?? 'GET'} ${url.pathname}`)
    if (state.failNext) {
      state.failNext = false
      throw new TypeError('Failed to fetch')
    }
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>), host: url.host }
    let payload: string | Buffer | undefined = init.body as string | undefined
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      // Form data (an avatar upload): encoded the way the browser would, boundary and all.
      const encoded = new Request(url.href, { method: init.method ?? 'POST', body: init.body })
      payload = Buffer.from(await encoded.arrayBuffer())
      headers['content-type'] = encoded.headers.get('content-type') ?? ''
    }
    const pending = service().app.inject({ method: (init.method ?? 'GET') as 'GET', url: url.pathname + url.search, headers, payload })
    inflight.push(pending)
    const res = await pending
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } })
  }) as typeof fetch
  /** Waits until every request started (now or by the answers' follow-ups) has been answered. */
  const settle = async () => {
    for (let round = 0; round < 50; round++) {
      for (let i = 0; i < 20; i++) await Promise.resolve()
      const pending = inflight.splice(0)
      if (pending.length === 0) return
      await Promise.all(pending)
    }
  }
  return { fetch: fetchImpl, calls, inflight, state, settle }
}
