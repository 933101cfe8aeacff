/** The product's locale names are not all valid BCP 47 tags ('de-de-formal', 'ar-ar'); Intl needs real ones. */

const SPECIAL: Readonly<Record<string, string>> = {
  'de-de-formal': 'de-DE',
  'ar-ar': 'ar',
  ar: 'ar',
  'sr-rs': 'sr-Latn-RS',
}

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat

const canonical = new Map<string, string>()
const formatters = new Map<string, Formatter>()
/** The same formatters by the options object itself, for callers that pass a constant one. */
const byOptions = new WeakMap<object, Map<string, Formatter>>()

/**
 * One Intl formatter per kind, locale and options: constructing them is slow (a list of a thousand
 * numbers and times would otherwise build thousands), formatting with one is fast. Options passed as a
 * module constant are found by identity, without serialising them on every call (a thousand comments
 * format a few thousand times).
 */
export function intlFormatter<K extends 'NumberFormat' | 'DateTimeFormat' | 'RelativeTimeFormat'>(kind: K, locale: string | undefined, options: object): InstanceType<(typeof Intl)[K]> {
  const short = `${kind}|${locale ?? ''}`
  let known = byOptions.get(options)
  let formatter = known?.get(short)
  if (formatter) return formatter as InstanceType<(typeof Intl)[K]>
  const key = `${short}|${JSON.stringify(options)}`
  formatter = formatters.get(key)
  if (!formatter) {
    const Ctor = Intl[kind] as unknown as new (locale: string, options: object) => Intl.NumberFormat
    formatter = new Ctor(intlLocale(locale), options)
    formatters.set(key, formatter)
  }
  if (!known) byOptions.set(options, (known = new Map()))
  known.set(short, formatter)
  return formatter as InstanceType<(typeof Intl)[K]>
}

/** A BCP 47 tag Intl accepts for a product locale; unknown or invalid → 'en-US'. */
export function intlLocale(locale: string | undefined): string {
  if (!locale) return 'en-US'
  const known = canonical.get(locale)
  if (known) return known
  const resolved = resolveTag(locale)
  canonical.set(locale, resolved)
  return resolved
}

function resolveTag(locale: string): string {
  const key = locale.toLowerCase()
  const tag = SPECIAL[key] ?? key.replace(/^([a-z]{2,3})-([a-z]{2})$/, (_, l: string, r: string) => `${l}-${r.toUpperCase()}`)
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en-US'
  } catch {
    return 'en-US'
  }
}
