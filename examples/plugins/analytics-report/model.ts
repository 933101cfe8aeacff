/** The report widget's attributes and the formatting its view shares with its tests. */
import type { AttributeSchema, PropsOf } from '../../../contracts/widgets'

/** `<vf-analytics-report days="30">`: the period shown first (7, 30 or 90 days). */
export const attributes = {
  days: { kind: 'enum', values: ['7', '30', '90'], default: '30' },
} as const satisfies AttributeSchema
export type ReportProps = PropsOf<typeof attributes>

/** The periods a reader can choose. */
export const PERIODS = ['7', '30', '90'] as const

/** A product locale (`de-de-formal`, `ar-ar`) as Intl reads it. */
export const intlLocale = (locale: string) => (locale === 'ar-ar' ? 'ar' : locale.replace(/-formal$/, ''))

/** Formats numbers, minutes and days in the reader's language. */
export function formats(locale: string) {
  const lang = intlLocale(locale)
  const number = new Intl.NumberFormat(lang)
  const minutes = new Intl.NumberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay: 'short', maximumFractionDigits: 0 })
  const hours = new Intl.NumberFormat(lang, { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 1 })
  const day = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return {
    number: (n: number) => number.format(n),
    /** Engaged time: minutes up to ten hours, hours beyond. */
    duration: (ms: number) => (ms >= 10 * 3_600_000 ? hours.format(ms / 3_600_000) : minutes.format(ms / 60_000)),
    day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
  }
}
export type Formats = ReturnType<typeof formats>

/** The widgets the report names in words (others show their tag, as data). */
export const NAMED_WIDGETS = ['vf-conversations', 'vf-conversations-count', 'vf-pull-quote', 'vf-conversation-starter', 'vf-tray-trigger', 'vf-tray'] as const
/** The interaction kinds the report names in words (others show as sent). */
export const NAMED_KINDS = ['comment', 'reply', 'like', 'dislike', 'edit', 'share', 'follow', 'unfollow', 'review'] as const

/** The translation key of a widget's or kind's name, or undefined to show it as it is. */
export const widgetKey = (tag: string) => ((NAMED_WIDGETS as readonly string[]).includes(tag) ? `widgetNames.${tag}` : undefined)
export const kindKey = (kind: string) => ((NAMED_KINDS as readonly string[]).includes(kind) ? `kindNames.${kind}` : undefined)
