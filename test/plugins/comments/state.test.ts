/** The thread's store recipes: what a page of comments changes, and what it leaves alone. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { produce } from 'immer'
import type { ContentAuthor, ListedContent } from '../../../contracts/entities/comments-api'
import { emptyThread, moreLoaded } from '../../../plugins/comments/state'

const author = (name: string) => ({ uuid: `u-${name}`, name, pic_small: `/${name}.png` }) as unknown as ContentAuthor
const comment = (uuid: string, by: string) => ({ content_uuid: uuid, actor_uuid: `u-${by}`, content: uuid }) as unknown as ListedContent

test('a page naming known authors keeps their records, so their comments already on screen do not re-render', () => {
  const first = produce(emptyThread('newest'), moreLoaded({ contents: [comment('a', 'ada')], more_available: true, users: { 'u-ada': author('ada') } }))
  const second = produce(first, moreLoaded({ contents: [comment('b', 'ada'), comment('c', 'bo')], more_available: false, users: { 'u-ada': author('ada'), 'u-bo': author('bo') } }))
  assert.is(second.users['u-ada'], first.users['u-ada'], 'the same author object')
  assert.equal(second.users['u-bo'], author('bo'))
  assert.equal(second.top.uuids, ['a', 'b', 'c'])
  assert.is(second.top.more, false)
  // A renamed author is replaced.
  const third = produce(second, moreLoaded({ contents: [], more_available: false, users: { 'u-ada': { ...author('ada'), name: 'Ada L.' } } }))
  assert.is(third.users['u-ada']!.name, 'Ada L.')
})

test.run()
