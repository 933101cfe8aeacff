/** The tray's own words (its namespace, moved out of the kernel's): every locale, translated. */
import { test } from 'uvu'
import { assertTranslated } from '../../support/locales'

test('all 13 locales of the tray namespace exist, and non-English locales really are translated', async () => {
  await assertTranslated(new URL('../../../plugins/tray/locales/', import.meta.url), ['tray.tabs.account', 'profile.password', 'profile.email', 'profile.name'])
})

test.run()
