/** The live questions' words: every locale, key for key with en-us, translated. */
import { test } from 'uvu'
import { assertTranslated } from '../../support/locales'

test('all 13 locales of the livequestions namespace exist, and non-English locales really are translated', async () => {
  // "Live", "Moderator", "Moderation" and "Questions" are the same words in several languages.
  await assertTranslated(new URL('../../../plugins/questions/locales/', import.meta.url), ['live', 'moderator_badge', 'moderation.label', 'title'])
})

test.run()
