/** The notifications' words: every locale, key for key with en-us, translated. */
import { test } from 'uvu'
import { assertTranslated } from '../../support/locales'

test('all 13 locales of the notifications namespace exist, and non-English locales really are translated', async () => {
  // "Notifications" is the same word in French.
  await assertTranslated(new URL('../../../plugins/notifications/locales/', import.meta.url), ['feed.tab', 'feed.title', 'community.tab', 'community.followers', 'topic.followers'])
})

test.run()
