/**
 * E-mails are never sent (document 3 §5): a field named for an e-mail is removed wherever it is, an
 * address inside any text (an address bar's `?email=`, a title) is replaced, and the e-mail of a password
 * reset is sent as "not collected". What a widget or a page publishes is someone else's data: it is
 * copied plainly (no functions, elements or cycles, nothing past a depth, no `__proto__`).
 */

/** What a password reset's e-mail becomes. */
export const NOT_COLLECTED = 'not collected'

const EMAIL_KEY = /e-?mail/i
/** An address in text, its @ written or percent-encoded (an address bar's query). */
const EMAIL_IN_TEXT = /[^\s@/?#&=:;,<>"'()%]+(?:@|%40)[^\s@/?#&=:;,<>"'()%]+\.[a-z]{2,}/gi
const MAX_DEPTH = 6
const MAX_TEXT = 2000
const MAX_KEYS = 100

/** `text` with every e-mail address in it replaced, and cut to a sane length. */
export function scrubText(text: string): string {
  return text.replace(EMAIL_IN_TEXT, NOT_COLLECTED).slice(0, MAX_TEXT)
}

/** A plain copy of `value` without e-mail fields or addresses; undefined for what is not data. */
export function scrub(value: unknown, depth = 0): unknown {
  if (value === null) return null
  switch (typeof value) {
    case 'string':
      return scrubText(value)
    case 'number':
      return Number.isFinite(value) ? value : undefined
    case 'boolean':
      return value
    case 'object':
      break
    default:
      return undefined
  }
  if (depth >= MAX_DEPTH) return undefined
  if (Array.isArray(value)) return value.slice(0, MAX_KEYS).map((item) => scrub(item, depth + 1) ?? null)
  // Elements, dates, maps and class instances are not an event's data.
  const proto = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return undefined
  const out: Record<string, unknown> = {}
  let count = 0
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (count >= MAX_KEYS) break
    if (key === '__proto__' || key === 'constructor' || key === 'prototype' || EMAIL_KEY.test(key)) continue
    const copy = scrub(item, depth + 1)
    if (copy === undefined) continue
    out[key] = copy
    count++
  }
  return out
}

/** A plain object's scrubbed copy (anything else: empty). */
export function scrubRecord(value: unknown): Record<string, unknown> {
  const copy = scrub(value)
  return copy && typeof copy === 'object' && !Array.isArray(copy) ? (copy as Record<string, unknown>) : {}
}
