/** `ctx.cookies`: the page's first-party cookies (the publisher's login cookie is read here, document 2 §5). */

/** How a cookie is written. */
export interface CookieOptions {
  maxAgeSeconds?: number
  path?: string
  domain?: string
  sameSite?: 'Lax' | 'Strict' | 'None'
  secure?: boolean
}

/** First-party cookies, read and written without ever throwing on a malformed or blocked cookie jar. */
export interface Cookies {
  get(name: string): string | undefined
  set(name: string, value: string, options?: CookieOptions): void
  remove(name: string, options?: Pick<CookieOptions, 'path' | 'domain'>): void
}
