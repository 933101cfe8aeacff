/**
 * `ctx.http`: every call to the product's services goes through one client (document 2 §7–§8, document
 * 3 §7). Tokens, the XSRF header and the request signature go only to the product's own API origins; a
 * 401/403 triggers one shared token refresh and one retry; a 429/503 with `Retry-After` holds every
 * widget's calls to that API until the time is up.
 */
import type { ErrorCode } from './errors'

/** Query parameters; `undefined`/`null` are left out, arrays repeat the key. */
export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>

/** One request. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  query?: Query
  json?: unknown
  form?: FormData
  headers?: Record<string, string>
  /** No timeout by default (document 3 §7). */
  timeoutMs?: number
  signal?: AbortSignal
  /** The request outlives the page (`fetch`'s keepalive): for what is sent as the page goes (analytics). */
  keepalive?: boolean
  /**
   * Read past the browser's HTTP cache (`fetch`'s `cache: 'no-cache'`: the cached answer is revalidated with
   * the service first). For a read that must see the last seconds' changes — a live feed catching up — of
   * an answer the service lets browsers keep for a few seconds (a thread's public first page).
   */
  fresh?: boolean
}

/**
 * What one token refresh came to. `ok`: new tokens are stored, and `result` is what the answer carried
 * with them. Otherwise `cleared` says whether the service refused the refresh token (the login is gone);
 * when false the refresh could not be done (offline, a timeout, a server error) and the tokens are kept.
 */
export type RefreshOutcome = { ok: true; result: unknown } | { ok: false; cleared: boolean }

/**
 * What a failed request rejects with: a coded error carrying the answer's status and parsed body. Its
 * message is the transport's, exactly as documents 2 and 3 §8 give it ("Request failed with status code
 * 404", "Network Error", "timeout of {n}ms exceeded", "Request aborted"); the answer's own `message` stays
 * in `data.message`.
 */
export interface HttpErrorShape extends Error {
  readonly code: ErrorCode
  /** The HTTP status; 0 when no answer arrived. */
  readonly error_status: number
  /** The parsed body of the answer, when there was one. */
  readonly data: unknown
  /** How long the service asked to be left alone (its `Retry-After`), from when this failed; in ms. */
  retryAfterMs?: number
}

/** The legacy client's resolved failure (`ctx.http.legacy`). */
export interface LegacyFailure {
  error_status: number
  message: string
  data: unknown
}

/** The product's HTTP client. */
export interface HttpClient {
  /** Resolves the answer's `result` (or the whole body), or rejects with an {@link HttpErrorShape}. */
  request<T = unknown>(options: RequestOptions): Promise<T>
  /** The legacy client: HTTP failures resolve `{error_status, message, data}` instead of rejecting. */
  legacy<T = unknown>(options: RequestOptions): Promise<T | LegacyFailure>
  /** Refreshes the tokens now (the session refresh timer); true when new tokens are stored. */
  refresh(): Promise<boolean>
  /** As {@link HttpClient.refresh} (the same shared attempt), with what the answer carried and why it failed. */
  renew(): Promise<RefreshOutcome>
  /** Is there a stored login (a refresh token)? */
  hasLogin(): boolean
  /**
   * The stored access token, for a channel of the product's own service that is not a request (the
   * realtime socket sends it in its subscribe frame). Never hand it to anything else.
   */
  accessToken(): string | undefined
  /** Forgets the stored tokens (after a logout). */
  clearLogin(): void
  /** The batch GET: `GET {base}/?json=` with a map of requests (document 2 §7). */
  batch<T = unknown>(base: string, requests: Record<string, { route: string; verb: 'get'; params?: Record<string, unknown> }>, site: string): Promise<T>
}
