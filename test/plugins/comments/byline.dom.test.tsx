/** A comment's byline: the author's name is heard once (the picture beside it is decorative). */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { domService } from '../../support/dom-service'
import { startComments } from './support'

const served = domService(test)
test.after.each(() => cleanup())

test('each comment names its author once: the avatar beside the name is hidden from assistive technology', async () => {
  await startComments(served.api, '<vf-conversations vf-container-id="riverside-park"></vf-conversations>')
  const list = () => screen.getByRole('list', { name: 'Comments' })
  await waitFor(() => assert.ok(within(list()).getAllByRole('article').length > 0), { timeout: 10_000 })
  for (const article of within(list()).getAllByRole('article').slice(0, 5)) {
    const name = article.querySelector('.vf-comment__name')?.textContent ?? ''
    assert.ok(name, 'the byline has a name')
    assert.equal(within(article).queryAllByRole('img'), [], `${name}: no picture announced`)
    const avatar = article.querySelector('.vf-avatar')!
    assert.is(avatar.getAttribute('aria-hidden'), 'true')
    assert.is(avatar.getAttribute('aria-label'), null)
    if (avatar.tagName === 'IMG') assert.is(avatar.getAttribute('alt'), '')
  }
})

test.run()
