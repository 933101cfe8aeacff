/** How a poll's numbers and times are written in the reader's locale ("44 %" in French, "44%" in English). */
import { intlFormatter } from '../../../kernel/lib/intl-locale'
import { percentOf } from '../contract'

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 }
const COUNT: Intl.NumberFormatOptions = { maximumFractionDigits: 0 }
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' }

/** An option's share of the voters, written as a percentage. */
export const percentText = (votes: number, voters: number, locale: string) => intlFormatter('NumberFormat', locale, PERCENT).format(percentOf(votes, voters) / 100)
export const countText = (n: number, locale: string) => intlFormatter('NumberFormat', locale, COUNT).format(n)
export const whenText = (ms: number, locale: string) => intlFormatter('DateTimeFormat', locale, WHEN).format(new Date(ms))
