/**
 * Short numbers for counters (document 1 §5): up to 999 as is; thousands as k with 2 decimals below
 * 10 000, 1 below 100 000, else none; millions as M with 2 decimals. Digits are cut, not rounded, so a
 * count never shows more than it is (999 999 is "999k", never "1000k"); trailing zeros are dropped.
 */

import { intlFormatter } from './intl-locale'

function cut(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.floor(value * factor + 1e-9) / factor
}

/** The options for 0, 1 and 2 decimals, as constants (intl-locale.ts finds their formatters by identity). */
const SHORT: readonly Intl.NumberFormatOptions[] = [0, 1, 2].map((decimals) => ({ maximumFractionDigits: decimals, useGrouping: false }))

export function formatShortNumber(n: number, locale?: string): string {
  if (!Number.isFinite(n)) return '0'
  const sign = n < 0 ? '-' : ''
  const abs = Math.floor(Math.abs(n))
  const format = (value: number, decimals: number) =>
    locale ? intlFormatter('NumberFormat', locale, SHORT[decimals]!).format(value) : String(value)
  if (abs < 1000) return sign + format(abs, 0)
  if (abs < 1_000_000) {
    const decimals = abs < 10_000 ? 2 : abs < 100_000 ? 1 : 0
    return `${sign}${format(cut(abs / 1000, decimals), decimals)}k`
  }
  return `${sign}${format(cut(abs / 1_000_000, 2), 2)}M`
}
