/**
 * Relative times (document 1 §5, document 3 §9): under two minutes is "now"; then minutes, hours and
 * days; a month (30 days) or more shows the long date.
 */
import { intlFormatter } from './intl-locale'

export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
export const MONTH = 30 * DAY

export type RelativeTime =
  | { readonly kind: 'now' }
  | { readonly kind: 'relative'; readonly value: number; readonly unit: 'minute' | 'hour' | 'day' }
  | { readonly kind: 'date'; readonly ms: number }

/** Classifies how long ago `thenMs` was. A future time (clock skew) counts as now. */
export function relativeTime(thenMs: number, nowMs: number): RelativeTime {
  const diff = nowMs - thenMs
  if (!Number.isFinite(diff) || diff < 2 * MINUTE) return { kind: 'now' }
  if (diff < HOUR) return { kind: 'relative', value: Math.floor(diff / MINUTE), unit: 'minute' }
  if (diff < DAY) return { kind: 'relative', value: Math.floor(diff / HOUR), unit: 'hour' }
  if (diff < MONTH) return { kind: 'relative', value: Math.floor(diff / DAY), unit: 'day' }
  return { kind: 'date', ms: thenMs }
}

const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' }
const RELATIVE: Intl.RelativeTimeFormatOptions = { numeric: 'always' }

/**
 * Texts already formatted, by what they say: a thread of a thousand comments shows a few dozen distinct
 * times ("3 days ago", "22 November 2026"), and formatting each anew was most of a comment's time work.
 */
const texts = new Map<string, string>()
const MAX_TEXTS = 2000
function remembered(key: string, make: () => string): string {
  let text = texts.get(key)
  if (text === undefined) {
    if (texts.size >= MAX_TEXTS) texts.clear()
    texts.set(key, (text = make()))
  }
  return text
}

/** The long date for `ms` in `locale` ("22 November 2026"): the same for every time of one local day; none for no time. */
export function longDate(ms: number, locale: string): string {
  const date = new Date(ms)
  if (Number.isNaN(date.getTime())) return ''
  return remembered(`${locale}|${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`, () => intlFormatter('DateTimeFormat', locale, LONG_DATE).format(date))
}

/**
 * Renders a relative time for `locale`. `nowText` is the translated "now" (from the base namespace);
 * the rest comes from Intl, which knows every locale's plural forms ("vor 3 Minuten", "منذ 3 دقائق").
 */
export function formatRelativeTime(thenMs: number, nowMs: number, locale: string, nowText: string): string {
  const rt = relativeTime(thenMs, nowMs)
  if (rt.kind === 'now') return nowText
  if (rt.kind === 'date') return longDate(rt.ms, locale)
  return remembered(`${locale}|${rt.value} ${rt.unit}`, () => intlFormatter('RelativeTimeFormat', locale, RELATIVE).format(-rt.value, rt.unit))
}
