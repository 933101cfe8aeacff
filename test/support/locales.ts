/** The check every namespace's locale files pass: all 13 locales, key for key with en-us, and translated. */
import * as assert from 'uvu/assert'
import { readdirSync } from 'node:fs'
import { Locale } from '../../contracts/enums'

type Messages = Record<string, unknown>

const flat = (o: object, prefix = ''): Array<[string, string]> =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)] as [string, string]]))

/**
 * `dir` holds one file per locale (`en-us.ts`…), each a default export. Every locale has en-us's keys, no
 * more, and leaves at most one English value in place besides `loanwords` (keys whose value is the same
 * word in some languages: Account, Password, E-mail, Name…).
 */
export async function assertTranslated(dir: URL, loanwords: readonly string[] = []): Promise<void> {
  const files = readdirSync(dir).map((f) => f.replace(/\.ts$/, '')).sort()
  assert.equal(files, [...Locale].sort(), `${dir.pathname}: one file per locale`)
  const english = flat(((await import(new URL('en-us.ts', dir).href)) as { default: Messages }).default)
  for (const locale of Locale.filter((l) => l !== 'en-us')) {
    const messages = flat(((await import(new URL(`${locale}.ts`, dir).href)) as { default: Messages }).default)
    assert.equal(messages.map(([key]) => key).sort(), english.map(([key]) => key).sort(), `${dir.pathname}${locale}: the keys of en-us`)
    const same = messages.filter(([key, value]) => english.find(([k]) => k === key)?.[1] === value && !loanwords.includes(key))
    assert.ok(same.length <= 1, `${locale} leaves English in place: ${same.map(([k]) => k).join(', ')}`)
  }
}
