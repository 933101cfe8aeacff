/** The check every namespace's locale files pass: all 13 locales, key for key with en-us, and translated. */
import * as assert from 'uvu/assert'
import { readdirSync } from 'node:fs'
import { Locale } from '../../contracts/enums'

type Messages = Record<string, unknown>

const flat = (o: object, prefix = ''): Array<[string, string]> =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)] as [string, string]]))

/** i18next's plural suffixes (the CLDR categories; `zero` is also i18next's own "count is 0" form). */
const PLURAL = /_(zero|one|two|few|many|other)$/

/** The plural categories a locale's language has (CLDR, through Intl), for its `key_<category>` families. */
const categoriesOf = (locale: string): string[] => [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort()

/**
 * A locale's keys in the shape the check compares: a plural family (`count_one`, `count_other`…) becomes
 * `count_#`, after checking it has exactly the forms its language needs (`zero` allowed besides them).
 */
function shapeOf(keys: string[], locale: string, where: string): string[] {
  const families = new Map<string, string[]>()
  const plain: string[] = []
  for (const key of keys) {
    const match = PLURAL.exec(key)
    if (!match) plain.push(key)
    else families.set(key.slice(0, match.index), [...(families.get(key.slice(0, match.index)) ?? []), match[1]!])
  }
  const needed = categoriesOf(locale)
  for (const [base, forms] of families) {
    const missing = needed.filter((c) => !forms.includes(c))
    const extra = forms.filter((c) => !needed.includes(c) && c !== 'zero')
    assert.ok(!missing.length && !extra.length, `${where}: ${base} needs the plural forms ${needed.join(', ')} in ${locale}${missing.length ? `; missing ${missing.join(', ')}` : ''}${extra.length ? `; not a form of the language: ${extra.join(', ')}` : ''}`)
  }
  return [...plain, ...[...families.keys()].map((base) => `${base}_#`)].sort()
}

/**
 * `dir` holds one file per locale (`en-us.ts`…), each a default export. Every locale has en-us's keys, no
 * more — a plural family (`key_one`, `key_other`, … as i18next names them) counts as one key, and has the
 * forms its own language needs (Arabic six, Serbian three, English two) — and leaves at most one English
 * value in place besides `loanwords` (keys whose value is the same word in some languages: Account,
 * Password, E-mail, Name…).
 */
export async function assertTranslated(dir: URL, loanwords: readonly string[] = []): Promise<void> {
  const files = readdirSync(dir).map((f) => f.replace(/\.ts$/, '')).sort()
  assert.equal(files, [...Locale].sort(), `${dir.pathname}: one file per locale`)
  const english = flat(((await import(new URL('en-us.ts', dir).href)) as { default: Messages }).default)
  const englishShape = shapeOf(english.map(([key]) => key), 'en-us', `${dir.pathname}en-us`)
  for (const locale of Locale.filter((l) => l !== 'en-us')) {
    const messages = flat(((await import(new URL(`${locale}.ts`, dir).href)) as { default: Messages }).default)
    assert.equal(shapeOf(messages.map(([key]) => key), locale, `${dir.pathname}${locale}`), englishShape, `${dir.pathname}${locale}: the keys of en-us`)
    const same = messages.filter(([key, value]) => english.find(([k]) => k === key)?.[1] === value && !loanwords.includes(key))
    assert.ok(same.length <= 1, `${locale} leaves English in place: ${same.map(([k]) => k).join(', ')}`)
  }
}
