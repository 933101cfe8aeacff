/** The quiz's namespace in all 13 locales: the same keys as en-us, the same placeholders, each translated. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Locale } from '../../../contracts/enums'

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()

test('every locale has every key, with its placeholders, and words of its own', async () => {
  const english = (await import('../../../examples/plugins/quiz/locales/en-us')).default
  for (const locale of Locale) {
    const messages: Record<string, string> = (await import(`../../../examples/plugins/quiz/locales/${locale}.ts`)).default
    assert.equal(Object.keys(messages).sort(), Object.keys(english).sort(), locale)
    for (const [key, text] of Object.entries(english)) {
      assert.ok(messages[key]!.trim(), `${locale} ${key}`)
      assert.equal(placeholders(messages[key]!), placeholders(text), `${locale} ${key}`)
      if (locale !== 'en-us' && key === 'question') assert.is.not(messages[key], text, `${locale} translates the question`)
    }
  }
})

test.run()
