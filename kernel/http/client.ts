/**
 * The HTTP client every plugin's service calls go through (document 2 §7–§8, document 3 §7). Tokens,
 * the XSRF header and the request signature go only to the product's own API origins — never a host
 * page's cookie or a user's token to anyone else. The XSRF token is the one our service hands out (its
 * `X-XSRF-TOKEN` answer header), kept with the login; the host page's cookies are never read for it: the
 * page is someone else's origin, and a cookie it set (its own framework's `XSRF-TOKEN`) is its secret. A 401/403 triggers one token refresh, shared by every
 * request waiting on it, and one retry each. Only the service refusing the refresh token (401/403) ends
 * the login (document 2 §4); a refresh that could not be done — offline, a timeout, a 5xx, an answer
 * that is not data — keeps the tokens for the next attempt.
 */
import type { HttpClient, Query, RefreshOutcome, RequestOptions } from '../../contracts/http'
import { withTimeout, type Timers } from '../with-timeout'
import { REFRESH_LOCK, type RefreshLock } from './refresh-lock'
import { abortedError, answerMessage, heldError, HttpError, invalidResponse, networkError, statusError, timeoutError } from './errors'

/** What the client keeps of a login: the tokens, and the XSRF token our service issued with them. */
export interface StoredTokens {
  access?: string
  refresh?: string
  xsrf?: string
}

export interface TokenStore {
  get(): StoredTokens
  set(tokens: StoredTokens): void
  clear(): void
}

/** The header our service issues its XSRF token in, and the one the client sends it back in. */
export const XSRF_HEADER = 'X-XSRF-TOKEN'

export interface HttpClientOptions {
  fetch?: typeof fetch
  tokens: TokenStore
  /** The product's own API origins (from the configuration). */
  apiOrigins: () => readonly string[]
  /** `GET …/users/refreshusertoken`, called with the refresh token as bearer. */
  refreshUrl: () => string
  /** Called once when the service refused the refresh token and the login data was cleared. */
  onLoginCleared?: () => void
  /** Holds the reader's other tabs off while this one refreshes (refresh-lock.ts); none: unlocked. */
  lock?: RefreshLock
  /** After waiting for another tab's refresh: resolves once its tokens reached this tab, or soon after (refresh-lock.ts). */
  awaitOtherTab?: (changed: () => boolean) => Promise<void>
  /** The request signature, where one is known. */
  signature?: () => string | undefined
  timers?: Timers
  /** The clock `Retry-After` is counted by. */
  now?: () => number
}

/** The longest wait a `Retry-After` is taken for: a longer (or broken) one must not silence the product for the page view. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000

/**
 * A `Retry-After` header (delay-seconds or an HTTP date, RFC 9110 §10.2.3) as milliseconds from `now`,
 * at most {@link MAX_RETRY_AFTER_MS}; undefined when absent or unreadable.
 */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined
  const text = value.trim()
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now
  if (!Number.isFinite(ms)) return undefined
  return Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS)
}

/** The client's contract (contracts/http.ts): what a plugin's `ctx.http` is. */
export type { HttpClient, Query, RefreshOutcome, RequestOptions }

export const SIGNATURE_HEADER = 'X-VF-Signature'

/**
 * How long a token refresh may take. Everyone waiting shares one attempt, so one that never answered
 * would hold every 401'd request and every later refresh for good; out of time, it is a failure that
 * keeps the tokens.
 */
export const REFRESH_TIMEOUT_MS = 10_000

const withRetryAfter = (error: HttpError, ms: number | undefined): HttpError => {
  if (ms !== undefined) error.retryAfterMs = ms
  return error
}

function withQuery(url: string, query: Query | undefined): string {
  if (!query) return url
  const target = new URL(url)
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value) target.searchParams.append(key, String(item))
    else target.searchParams.set(key, String(value))
  }
  return target.href
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const now = options.now ?? Date.now
  /**
   * Our API origins that answered 429 or 503 with a `Retry-After`, and until when. Every widget's calls
   * share this client, so one widget's "slow down" holds back all of them: a request to a held origin is
   * not sent but fails at once, saying how long is left, and nothing retries into the service meanwhile.
   */
  const held = new Map<string, number>()
  const heldFor = (url: string): number => {
    const origin = new URL(url).origin
    const until = held.get(origin)
    if (until === undefined) return 0
    if (until > now()) return until - now()
    held.delete(origin)
    return 0
  }
  let refreshing: Promise<RefreshOutcome> | undefined

  const refused = (status: number) => status === 401 || status === 403

  const isOwnApi = (url: string) => {
    try {
      return options.apiOrigins().includes(new URL(url).origin)
    } catch {
      return false
    }
  }

  /** Parses a body that must be JSON; HTML error pages and garbage are a server error, not data. */
  const parse = async (response: Response): Promise<unknown> => {
    const text = await response.text()
    if (text.trim() === '') return undefined
    const type = response.headers.get('content-type') ?? ''
    if (type && !/json/i.test(type)) throw invalidResponse(response.status)
    try {
      return JSON.parse(text)
    } catch {
      throw invalidResponse(response.status)
    }
  }

  const storeTokens = (body: unknown) => {
    if (!body || typeof body !== 'object') return
    const { access_token, refresh_token } = body as { access_token?: unknown; refresh_token?: unknown }
    if (typeof access_token === 'string' || typeof refresh_token === 'string') {
      options.tokens.set({
        ...(typeof access_token === 'string' ? { access: access_token } : {}),
        ...(typeof refresh_token === 'string' ? { refresh: refresh_token } : {}),
      })
    }
  }

  const send = async (request: RequestOptions, bearer: string | undefined): Promise<{ status: number; body: unknown; retryAfter?: number }> => {
    const url = withQuery(request.url, request.query)
    const own = isOwnApi(url)
    const wait = own ? heldFor(url) : 0
    if (wait > 0) throw heldError(wait)
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers }
    if (request.json !== undefined) headers['Content-Type'] = 'application/json'
    if (own) {
      const xsrf = options.tokens.get().xsrf
      if (xsrf) headers[XSRF_HEADER] = xsrf
      if (bearer) headers.Authorization = `Bearer ${bearer}`
      const signature = options.signature?.()
      if (signature) headers[SIGNATURE_HEADER] = signature
    }
    const ms = request.timeoutMs ?? 0
    let response: Response
    try {
      response = await withTimeout(
        (signal) =>
          doFetch(url, {
            method: request.method ?? 'GET',
            headers,
            body: request.form ?? (request.json !== undefined ? JSON.stringify(request.json) : undefined),
            credentials: own ? 'include' : 'same-origin',
            ...(request.keepalive ? { keepalive: true } : {}),
            ...(request.fresh ? { cache: 'no-cache' as const } : {}),
            signal,
          }),
        { ms, signal: request.signal, timers: options.timers, onTimeout: () => timeoutError(ms) },
      )
    } catch (error) {
      if (error instanceof HttpError) throw error
      if (request.signal?.aborted || (error as { name?: string })?.name === 'AbortError') throw abortedError(error)
      throw networkError(error)
    }
    let retryAfter: number | undefined
    if (own) {
      const issued = response.headers.get(XSRF_HEADER)
      if (issued && issued !== options.tokens.get().xsrf) options.tokens.set({ xsrf: issued })
      if (response.status === 429 || response.status === 503) retryAfter = retryAfterMs(response.headers.get('retry-after'), now())
      if (retryAfter) held.set(new URL(url).origin, now() + retryAfter)
    }
    let body: unknown
    try {
      body = await parse(response)
    } catch (error) {
      // A failed status with a broken body is still that status's failure.
      if (!response.ok) throw withRetryAfter(statusError(response.status, undefined), retryAfter)
      throw error
    }
    return { status: response.status, body, ...(retryAfter !== undefined ? { retryAfter } : {}) }
  }

  /**
   * One refresh for everyone waiting. Only a 401/403 answer clears the login data (once); any other
   * failure leaves it for the next attempt, and the requests that waited fail with their own error.
   */
  const renew = (): Promise<RefreshOutcome> => {
    refreshing ??= (async (): Promise<RefreshOutcome> => {
      const token = options.tokens.get().refresh
      if (!token) return { ok: false, cleared: false }
      return options.lock ? options.lock(REFRESH_LOCK, (waited) => exchange(token, waited)) : exchange(token, false)
    })()
      // Whatever goes wrong in here, the callers hear "not refreshed", never an exception.
      .catch((): RefreshOutcome => ({ ok: false, cleared: false }))
      .finally(() => {
        refreshing = undefined
      })
    return refreshing
  }

  /** Exchanges the refresh token `token` for new tokens, unless another tab already did (`waited`: one held the lock first). */
  const exchange = async (token: string, waited: boolean): Promise<RefreshOutcome> => {
    // While this tab waited for the lock, another of the reader's tabs refreshed (its tokens are in
    // the shared storage: use them; asking with the used token would end the login) or lost the login.
    if (waited) await options.awaitOtherTab?.(() => options.tokens.get().refresh !== token)
    const stored = options.tokens.get().refresh
    if (stored !== token) return stored ? { ok: true, result: undefined } : { ok: false, cleared: false }
    let status: number
    let body: unknown
    try {
      ;({ status, body } = await send({ url: options.refreshUrl(), timeoutMs: REFRESH_TIMEOUT_MS }, token))
    } catch (error) {
      // A refused refresh with a broken body is still a refusal.
      if (!(error instanceof HttpError) || !refused(error.error_status)) return { ok: false, cleared: false }
      status = error.error_status
    }
    if (status >= 200 && status < 300) {
      storeTokens(body)
      const result = body && typeof body === 'object' && 'result' in body ? (body as { result: unknown }).result : body
      return { ok: true, result }
    }
    if (!refused(status)) return { ok: false, cleared: false }
    // A sign-in while this refresh was out stored another login: the refusal is not about that one.
    if (options.tokens.get().refresh !== token) return { ok: false, cleared: false }
    options.tokens.clear()
    options.onLoginCleared?.()
    return { ok: false, cleared: true }
  }
  const refresh = async (): Promise<boolean> => (await renew()).ok

  const request = async <T>(req: RequestOptions): Promise<T> => {
    const sentWith = options.tokens.get().access
    let attempt = await send(req, sentWith)
    if (refused(attempt.status) && isOwnApi(req.url) && options.tokens.get().refresh) {
      // A refusal of a token that has since been replaced (a refresh or a sign-in finished while this
      // request was out) is about the old token: retry with the new one. Refreshing again would spend
      // the new refresh token for nothing, and with rotating tokens end the login.
      const current = options.tokens.get().access
      if (current !== sentWith) attempt = await send(req, current)
      else if (await refresh()) attempt = await send(req, options.tokens.get().access)
    }
    if (attempt.status < 200 || attempt.status >= 300) throw withRetryAfter(statusError(attempt.status, attempt.body), attempt.retryAfter)
    storeTokens(attempt.body)
    const body = attempt.body
    return (body && typeof body === 'object' && 'result' in body ? (body as { result: unknown }).result : body) as T
  }

  return {
    request,
    refresh,
    renew,
    hasLogin: () => !!options.tokens.get().refresh,
    accessToken: () => options.tokens.get().access || undefined,
    clearLogin: () => options.tokens.clear(),
    async legacy(req) {
      try {
        return await request(req)
      } catch (error) {
        // The legacy callers read the answer's own message here, as they always have.
        if (error instanceof HttpError) return { error_status: error.error_status, message: answerMessage(error) ?? error.message, data: error.data }
        throw error
      }
    },
    batch: (base, requests, site) => request({ url: `${base.replace(/\/+$/, '')}/`, query: { json: JSON.stringify({ requests, site }) } }),
  }
}
