import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatShortNumber } from '../../../kernel/lib/format-number'
import { intlLocale } from '../../../kernel/lib/intl-locale'
import { DAY, HOUR, MINUTE, formatRelativeTime, longDate, relativeTime } from '../../../kernel/lib/relative-time'

test('short numbers: up to 999 as is; k with 2/1/0 decimals; M with 2; cut, never rounded up', () => {
  const cases: Array<[number, string]> = [
    [0, '0'], [7, '7'], [999, '999'], [1000, '1k'], [1234, '1.23k'], [1239, '1.23k'], [9999, '9.99k'],
    [10000, '10k'], [12345, '12.3k'], [99999, '99.9k'], [100000, '100k'], [123456, '123k'], [999999, '999k'],
    [1000000, '1M'], [1234567, '1.23M'], [25_990_000, '25.99M'], [-1234, '-1.23k'], [NaN, '0'],
  ]
  for (const [n, expected] of cases) assert.is(formatShortNumber(n), expected, String(n))
})

test('short numbers use the locale’s decimal separator and its own units, with the spec’s digits', () => {
  const nb = '\u00a0'
  assert.is(formatShortNumber(1234, 'en-us'), '1.23k', 'English keeps the spec’s k and M')
  assert.is(formatShortNumber(1234567, 'en-us'), '1.23M')
  assert.is(formatShortNumber(1234, 'fr-fr'), `1,23${nb}k`)
  assert.is(formatShortNumber(1234, 'fi-fi'), `1,23${nb}t.`)
  assert.is(formatShortNumber(12345, 'fi-fi'), `12,3${nb}t.`)
  assert.is(formatShortNumber(999_999, 'fi-fi'), `999${nb}t.`, 'cut, never rounded up to a million')
  assert.is(formatShortNumber(1234567, 'fi-fi'), `1,23${nb}milj.`)
  assert.is(formatShortNumber(1234, 'ar-ar').replace(/\s/g, ' '), '1.23 ألف')
  assert.is(formatShortNumber(1234, 'es-es'), `1,23${nb}mil`)
  assert.is(formatShortNumber(25_990_000, 'pt-br'), `25,99${nb}mi`)
  assert.is(formatShortNumber(-1234, 'sr-rs'), `-1,23${nb}hilj.`)
  assert.is(formatShortNumber(1234, 'de-de-formal'), `1,23${nb}Tsd.`, 'Intl leaves German thousands whole: Tsd.')
  assert.is(formatShortNumber(1234567, 'de-de'), `1,23${nb}Mio.`)
  for (const locale of ['ar-ar', 'da-dk', 'de-de', 'de-de-formal', 'es-es', 'fi-fi', 'fr-ca', 'fr-fr', 'it-it', 'nl-nl', 'pt-br', 'sr-rs']) {
    for (const n of [1234, 1234567]) assert.not.match(formatShortNumber(n, locale), /\d[kM]$/, `${locale} ${n}: no English unit`)
    assert.is(formatShortNumber(999, locale), '999')
  }
})

test('product locales map to valid Intl tags', () => {
  assert.is(intlLocale('de-de-formal'), 'de-DE')
  assert.is(intlLocale('sr-rs'), 'sr-Latn-RS')
  assert.is(intlLocale('ar-ar'), 'ar')
  assert.is(intlLocale('pt-br'), 'pt-BR')
  assert.is(intlLocale('not a locale!'), 'en-US')
  assert.is(intlLocale(undefined), 'en-US')
})

test('relative time: under two minutes is now; minutes, hours, days; a month or more is the long date', () => {
  const now = Date.UTC(2026, 10, 22, 12)
  assert.equal(relativeTime(now - 119_999, now), { kind: 'now' })
  assert.equal(relativeTime(now + 60_000, now), { kind: 'now' }, 'a future time (clock skew) is now')
  assert.equal(relativeTime(now - 2 * MINUTE, now), { kind: 'relative', value: 2, unit: 'minute' })
  assert.equal(relativeTime(now - 59 * MINUTE, now), { kind: 'relative', value: 59, unit: 'minute' })
  assert.equal(relativeTime(now - HOUR, now), { kind: 'relative', value: 1, unit: 'hour' })
  assert.equal(relativeTime(now - 23 * HOUR, now), { kind: 'relative', value: 23, unit: 'hour' })
  assert.equal(relativeTime(now - DAY, now), { kind: 'relative', value: 1, unit: 'day' })
  assert.equal(relativeTime(now - 29 * DAY, now), { kind: 'relative', value: 29, unit: 'day' })
  assert.equal(relativeTime(now - 30 * DAY, now), { kind: 'date', ms: now - 30 * DAY })
})

test('relative time renders per locale with the translated now', () => {
  const now = Date.UTC(2026, 10, 22, 12)
  assert.is(formatRelativeTime(now - 1000, now, 'en-us', 'now'), 'now')
  assert.is(formatRelativeTime(now - 3 * MINUTE, now, 'en-us', 'now'), '3 minutes ago')
  assert.is(formatRelativeTime(now - 3 * HOUR, now, 'de-de', 'jetzt'), 'vor 3 Stunden')
  assert.is(formatRelativeTime(now - DAY, now, 'en-us', 'now'), '1 day ago')
  assert.is(formatRelativeTime(Date.UTC(2026, 0, 5), now, 'en-us', 'now'), 'January 5, 2026')
})

test('remembered texts stay right: each locale its own, every time of a local day the same date, the next day the next date', () => {
  const now = Date.UTC(2026, 10, 22, 12)
  // The same words asked in two locales, in turn: each gets its own.
  for (let round = 0; round < 2; round++) {
    assert.is(formatRelativeTime(now - 5 * MINUTE, now, 'en-us', 'now'), '5 minutes ago')
    assert.is(formatRelativeTime(now - 5 * MINUTE, now, 'de-de', 'jetzt'), 'vor 5 Minuten')
  }
  const morning = new Date(2026, 2, 3, 0, 1).getTime()
  const night = new Date(2026, 2, 3, 23, 59).getTime()
  assert.is(longDate(morning, 'en-us'), 'March 3, 2026')
  assert.is(longDate(night, 'en-us'), 'March 3, 2026')
  assert.is(longDate(night + 2 * MINUTE, 'en-us'), 'March 4, 2026')
  assert.is(longDate(morning, 'de-de'), '3. März 2026')
  assert.is(longDate(Number.NaN, 'en-us'), '', 'a missing time shows no date rather than breaking the comment')
})

test.run()
