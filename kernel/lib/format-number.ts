/**
 * Short numbers for counters (document 1 §5): up to 999 as is; thousands with 2 decimals below 10 000,
 * 1 below 100 000, else none; millions with 2 decimals. Digits are cut, not rounded, so a count never
 * shows more than it is (999 999 is "999k", never "1000k"); trailing zeros are dropped.
 *
 * The spec writes the units "k" and "M", and English keeps them. Other locales take their own unit from
 * Intl's compact notation ("1,23 t." in Finnish, "1.23 ألف" in Arabic), with the spec's digits. Intl's
 * German has no short thousands (it writes "12.345"): German takes "Tsd.", its usual abbreviation. Any
 * other locale without one shows the whole number, grouped: a shortened "12.300" would read as an exact,
 * wrong count.
 */

import { intlFormatter, intlLocale } from './intl-locale'

function cut(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.floor(value * factor + 1e-9) / factor
}

/** The options for 0, 1 and 2 decimals, as constants (intl-locale.ts finds their formatters by identity). */
const SHORT: readonly Intl.NumberFormatOptions[] = [0, 1, 2].map((decimals) => ({ maximumFractionDigits: decimals, useGrouping: false }))
const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', compactDisplay: 'short' }
const GROUPED: Intl.NumberFormatOptions = {}
const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction', 'minusSign', 'plusSign'])

type Unit = 'thousand' | 'million'
/** Thousands for languages whose Intl compact notation leaves them whole, by language. */
const THOUSANDS: Readonly<Record<string, { before: string; after: string }>> = { de: { before: '', after: '\u00a0Tsd.' } }
const SPEC_UNIT: Record<Unit, string> = { thousand: 'k', million: 'M' }

/** The locale's unit around a number ("{n} t."), or undefined when it does not shorten that magnitude. */
const units = new Map<string, { before: string; after: string } | undefined>()
function unitOf(locale: string, unit: Unit): { before: string; after: string } | undefined {
  const key = `${locale}|${unit}`
  if (units.has(key)) return units.get(key)
  const parts = intlFormatter('NumberFormat', locale, COMPACT).formatToParts(unit === 'thousand' ? 1000 : 1_000_000)
  let found: { before: string; after: string } | undefined
  if (parts.some((part) => part.type === 'compact')) {
    const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type))
    const last = parts.length - 1 - [...parts].reverse().findIndex((part) => NUMBER_PARTS.has(part.type))
    const text = (from: number, to: number) => parts.slice(from, to).map((part) => part.value).join('')
    found = { before: text(0, first), after: text(last + 1, parts.length) }
  }
  if (!found && unit === 'thousand') found = THOUSANDS[intlLocale(locale).split('-')[0]!]
  units.set(key, found)
  return found
}

export function formatShortNumber(n: number, locale?: string): string {
  if (!Number.isFinite(n)) return '0'
  const sign = n < 0 ? '-' : ''
  const abs = Math.floor(Math.abs(n))
  const format = (value: number, decimals: number) =>
    locale ? intlFormatter('NumberFormat', locale, SHORT[decimals]!).format(value) : String(value)
  if (abs < 1000) return sign + format(abs, 0)
  const unit: Unit = abs < 1_000_000 ? 'thousand' : 'million'
  const decimals = unit === 'million' || abs < 10_000 ? 2 : abs < 100_000 ? 1 : 0
  const digits = format(cut(abs / (unit === 'thousand' ? 1000 : 1_000_000), decimals), decimals)
  if (!locale || intlLocale(locale).startsWith('en')) return `${sign}${digits}${SPEC_UNIT[unit]}`
  const own = unitOf(locale, unit)
  if (!own) return sign + intlFormatter('NumberFormat', locale, GROUPED).format(abs)
  return `${sign}${own.before}${digits}${own.after}`
}
