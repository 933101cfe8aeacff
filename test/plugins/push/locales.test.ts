/** The push opt-in's words: every locale, key for key with en-us, translated. */
import { test } from 'uvu'
import { assertTranslated } from '../../support/locales'

test('all 13 locales of the push namespace exist, and non-English locales really are translated', async () => {
  await assertTranslated(new URL('../../../plugins/push/locales/', import.meta.url))
})

test.run()
