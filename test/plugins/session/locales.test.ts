/** The session plugin's own words (its dialogs' and errors'): every locale, translated. */
import { test } from 'uvu'
import { assertTranslated } from '../../support/locales'

test('all 13 locales of the session namespace exist, and non-English locales really are translated', async () => {
  await assertTranslated(new URL('../../../plugins/session/locales/', import.meta.url))
})

test.run()
