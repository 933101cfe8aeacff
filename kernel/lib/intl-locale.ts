/** The product's locale names are not all valid BCP 47 tags ('de-de-formal', 'ar-ar'); Intl needs real ones. */

const SPECIAL: Readonly<Record<string, string>> = {
  'de-de-formal': 'de-DE',
  'ar-ar': 'ar',
  ar: 'ar',
  'sr-rs': 'sr-Latn-RS',
}

/** A BCP 47 tag Intl accepts for a product locale; unknown or invalid → 'en-US'. */
export function intlLocale(locale: string | undefined): string {
  if (!locale) return 'en-US'
  const key = locale.toLowerCase()
  const tag = SPECIAL[key] ?? key.replace(/^([a-z]{2,3})-([a-z]{2})$/, (_, l: string, r: string) => `${l}-${r.toUpperCase()}`)
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en-US'
  } catch {
    return 'en-US'
  }
}
