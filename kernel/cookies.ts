/** First-party cookies, read and written without ever throwing on a malformed cookie string (contracts/cookies.ts). */
import type { CookieOptions, Cookies } from '../contracts/cookies'

export type { CookieOptions, Cookies }

function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

/** Cookies of `doc` (absent in Node or blocked by the browser: reads nothing, writes nothing). */
export function createCookies(doc: { cookie: string } | undefined = globalThis.document): Cookies {
  const read = (): string => {
    try {
      return doc?.cookie ?? ''
    } catch {
      return ''
    }
  }
  const write = (cookie: string) => {
    try {
      if (doc) doc.cookie = cookie
    } catch {
      // A sandboxed frame refuses cookies: the product carries on without them.
    }
  }
  return {
    get(name) {
      for (const part of read().split(';')) {
        const index = part.indexOf('=')
        if (index < 0) continue
        if (decode(part.slice(0, index).trim()) === name) return decode(part.slice(index + 1).trim())
      }
      return undefined
    },
    set(name, value, options = {}) {
      const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`]
      if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`)
      if (options.domain) parts.push(`Domain=${options.domain}`)
      parts.push(`SameSite=${options.sameSite ?? 'Lax'}`)
      if (options.secure || options.sameSite === 'None') parts.push('Secure')
      write(parts.join('; '))
    },
    remove(name, options = {}) {
      // Both: Max-Age=0 is the standard's way; a date in the past also reaches engines that count Max-Age from
      // the current millisecond and keep the emptied cookie until the next one (happy-dom does).
      write(`${encodeURIComponent(name)}=; Path=${options.path ?? '/'}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${options.domain ? `; Domain=${options.domain}` : ''}`)
    },
  }
}
