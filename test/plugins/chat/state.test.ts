/**
 * The chat's state rules (plugins/chat/state.ts): message positions in runs of one author (document 1
 * §4), typing indicators that go after a few seconds, new messages counted only for a reader scrolled
 * up, and removals that win over later changes.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { ChatMessage } from '../../../contracts/entities/chat-api'
import { applyChange, emptyChat, messagePositions, typingExpired, typingPosition, type ChangeContext } from '../../../plugins/chat/state'

const message = (uuid: string, actor: string, at: number, extra: Partial<ChatMessage> = {}): ChatMessage =>
  ({ content_uuid: uuid, actor_uuid: actor, content_container_uuid: 'c', date_created: at, state: 'visible', content: uuid, reactions: { liked: false, disliked: false, flagged: false }, ...extra }) as unknown as ChatMessage
const context = (over: Partial<ChangeContext> = {}): ChangeContext => ({ me: 'me', moderator: false, now: 1000, typingMs: 5000, atEnd: true, ...over })

test('consecutive messages of one author form a run: first, middle, last; alone, only; a reply or a long pause starts anew', () => {
  const items = Object.fromEntries(
    [message('1', 'ana', 0), message('2', 'ana', 1000), message('3', 'ana', 2000), message('4', 'ben', 3000), message('5', 'ana', 4000), message('6', 'ana', 5000, { parent_uuid: '4' }), message('7', 'ana', 5000 + 6 * 60_000)].map((m) => [m.content_uuid, m]),
  )
  const uuids = ['1', '2', '3', '4', '5', '6', '7']
  assert.equal(messagePositions(uuids, items), ['first', 'middle', 'last', 'only', 'only', 'only', 'only'])
  assert.equal(messagePositions(['4', '5'], items, ['ana']), ['only', 'first'], 'the run goes on in its author’s typing indicator')
  assert.is(typingPosition('ana', ['4', '5'], items), 'last')
  assert.is(typingPosition('cy', ['4', '5'], items), 'only_typing')
})

test('others typing are shown until their time is over; one’s own typing is not; their message ends it', () => {
  const chat = emptyChat()
  const out = { arrived: [] as string[] }
  applyChange(chat, { action: 'started_typing', typist: 'ana', users: { ana: { uuid: 'ana', name: 'Ana' } as never } }, context(), out)
  applyChange(chat, { action: 'started_typing', typist: 'me' }, context(), out)
  assert.equal(Object.keys(chat.typing), ['ana'])
  assert.is(chat.users.ana?.name, 'Ana', 'named before they wrote anything')
  typingExpired(5999)(chat)
  assert.equal(Object.keys(chat.typing), ['ana'], 'still there before 5 s')
  typingExpired(6000)(chat)
  assert.equal(chat.typing, {})
  applyChange(chat, { action: 'started_typing', typist: 'ana' }, context(), out)
  applyChange(chat, { action: 'created', item: message('a1', 'ana', 10) }, context(), out)
  assert.equal(chat.typing, {})
  assert.equal(out.arrived, ['a1'])
})

test('new messages count as unseen only while the reader is scrolled up; a removal wins over a later change', () => {
  const chat = emptyChat()
  const out = { arrived: [] as string[] }
  applyChange(chat, { action: 'created', item: message('1', 'ana', 10) }, context({ atEnd: true }), out)
  assert.is(chat.fresh, 0)
  applyChange(chat, { action: 'created', item: message('2', 'ana', 20) }, context({ atEnd: false }), out)
  applyChange(chat, { action: 'created', item: message('3', 'me', 30) }, context({ atEnd: false }), out)
  assert.is(chat.fresh, 1, 'one’s own message is not news')
  applyChange(chat, { action: 'deleted', item: message('2', 'ana', 20) }, context(), out)
  applyChange(chat, { action: 'updated', item: message('2', 'ana', 20, { date_edited: 99 } as Partial<ChatMessage>) }, context(), out)
  assert.equal(chat.uuids, ['1', '3'])
  applyChange(chat, { action: 'created', item: message('0', 'ben', 5) }, context(), out)
  assert.equal(chat.uuids, ['0', '1', '3'], 'placed by its time')
  applyChange(chat, { action: 'disabled', item: message('1', 'ana', 10, { state: 'disabled' }) }, context(), out)
  assert.equal(chat.uuids, ['0', '3'], 'a message hidden by a moderator leaves readers’ chats')
})

test.run()
