/**
 * The live questions' rules on the reader's side: the two orders, how live events and the reader's own
 * answers change what is shown (whichever comes first), what an event of the socket is for the widget,
 * and what a refusal of the service tells the reader in their language.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { produce } from 'immer'
import type { RealtimeEvent } from '../../../contracts/entities/realtime'
import { ErrorCode } from '../../../kernel/errors'
import { statusError } from '../../../kernel/http/errors'
import { QuestionErrors, type Question } from '../../../plugins/questions/contract'
import { readChange } from '../../../plugins/questions/live'
import { changesApplied, compare, emptyOutcome, emptyQuestions, questionsLoaded, type QuestionChange, type QuestionsState } from '../../../plugins/questions/state'
import { failureText } from '../../../plugins/questions/views/failure'

const C = '00000000-0000-4000-8000-0000000000c1'
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const q = (n: number, votes: number, at: number, extra: Partial<Question> = {}): Question => ({
  content_uuid: uuid(n),
  content_container_uuid: C,
  actor_uuid: uuid(900 + n),
  content: `Question ${n}`,
  state: 'visible',
  total_votes: votes,
  is_answered: false,
  date_created: at,
  answers: [],
  voted: false,
  ...extra,
})
const container = { content_container_uuid: C, container_id: 'c', total_visible_content: 3, date_created: 0 }
const loaded = (items: Question[], more = false, sort: 'votes' | 'newest' = 'votes', pending: Question[] = []): QuestionsState =>
  produce(emptyQuestions(sort), questionsLoaded(container, sort, { contents: items, more_available: more, users: {} }, { contents: pending, more_available: false, users: {} }))
const apply = (state: QuestionsState, changes: QuestionChange[], context: { me?: string; moderator: boolean } = { moderator: false }) => {
  const out = emptyOutcome()
  return { state: produce(state, changesApplied(changes, context, out)), out }
}

test('most votes first then newest; newest first; ties broken by UUID as the service does', () => {
  const [a, b, c] = [q(1, 5, 100), q(2, 5, 200), q(3, 9, 50)]
  assert.equal([a, b, c].sort((x, y) => compare('votes', x, y)).map((x) => x.content), ['Question 3', 'Question 2', 'Question 1'])
  assert.equal([a, b, c].sort((x, y) => compare('newest', x, y)).map((x) => x.content), ['Question 2', 'Question 1', 'Question 3'])
  assert.ok(compare('newest', q(4, 0, 10), q(5, 0, 10)) > 0, 'the larger UUID first')
})

test('an approved question arrives in its place and is announced; one sorting after the last loaded waits for its page', () => {
  const start = loaded([q(1, 9, 100), q(2, 4, 90)])
  const { state, out } = apply(start, [{ action: 'visible', item: q(3, 6, 300) }])
  assert.equal(state.uuids, [uuid(1), uuid(3), uuid(2)])
  assert.equal(out.arrived, [uuid(3)])
  const paged = loaded([q(1, 9, 100), q(2, 4, 90)], true)
  const later = apply(paged, [{ action: 'visible', item: q(4, 0, 50) }])
  assert.equal(later.state.uuids, [uuid(1), uuid(2)], 'the next page brings it')
  assert.equal(later.out.arrived, [])
})

test('votes move a question up and down (a vote withdrawn); who voted stays the reader’s, and only their own answer takes it back', () => {
  const start = loaded([q(1, 3, 100), q(2, 2, 90)])
  const mine = apply(start, [{ action: 'updated', item: q(2, 4, 90, { voted: true }), own: true }])
  assert.equal(mine.state.uuids, [uuid(2), uuid(1)])
  assert.ok(mine.state.items[uuid(2)]!.voted)
  const down = apply(mine.state, [{ action: 'updated', item: q(2, 3, 90) }])
  assert.is(down.state.items[uuid(2)]!.total_votes, 3, 'another reader withdrew theirs: the count goes down')
  assert.ok(down.state.items[uuid(2)]!.voted, 'an event does not take the reader’s vote away')
  const withdrawn = apply(mine.state, [{ action: 'updated', item: q(2, 2, 90, { voted: false }), own: true }])
  assert.not.ok(withdrawn.state.items[uuid(2)]!.voted, 'the reader’s own withdrawal does')
  assert.equal(withdrawn.state.uuids, [uuid(1), uuid(2)], 'and the question moves back down')
  const next = apply(mine.state, [{ action: 'updated', item: q(2, 5, 90) }])
  assert.is(next.state.items[uuid(2)]!.total_votes, 5)
  assert.ok(next.state.items[uuid(2)]!.voted, 'an event for everyone does not take the reader’s vote away')
})

test('an answer arriving is announced; a rejected question goes from everywhere', () => {
  const start = loaded([q(1, 3, 100), q(2, 2, 90)], false, 'votes', [q(3, 0, 10, { state: 'awaiting_moderation' })])
  const answered = apply(start, [{ action: 'updated', item: q(1, 3, 100, { is_answered: true, answers: [{ content_uuid: uuid(50), actor_uuid: uuid(60), content: 'Yes.', date_created: 110 }] }) }])
  assert.equal(answered.out.answered, [uuid(1)])
  const gone = apply(answered.state, [{ action: 'removed', uuid: uuid(3) }, { action: 'removed', uuid: uuid(2) }], { moderator: true })
  assert.equal(gone.state.pending, [])
  assert.equal(gone.state.uuids, [uuid(1)])
  assert.is(gone.state.items[uuid(2)], undefined)
})

test('a rejected question leaves a reader’s lists but stays in a moderator’s rejected list; restored, it is listed again', () => {
  const start = loaded([q(1, 3, 100), q(2, 2, 90)])
  const reader = apply(start, [{ action: 'updated', item: q(2, 2, 90, { state: 'disabled' }) }])
  assert.equal(reader.state.uuids, [uuid(1)])
  assert.equal(reader.state.rejected, [])
  assert.is(reader.state.items[uuid(2)], undefined)
  const mod = apply(start, [{ action: 'updated', item: q(2, 2, 90, { state: 'disabled' }), own: true }], { moderator: true })
  assert.equal(mod.state.uuids, [uuid(1)])
  assert.equal(mod.state.rejected, [uuid(2)])
  const restored = apply(mod.state, [{ action: 'visible', item: q(2, 2, 90), own: true }], { moderator: true })
  assert.equal(restored.state.rejected, [])
  assert.equal(restored.state.uuids, [uuid(1), uuid(2)])
  assert.equal(restored.out.arrived, [], 'the moderator’s own restore is no news to them')
  const heard = apply(reader.state, [{ action: 'visible', item: q(2, 2, 90) }])
  assert.equal(heard.out.arrived, [uuid(2)], 'a reader hears it arrive')
})

test('a question awaiting approval is shown to its author and moderators only; approved, it moves to the list', () => {
  const start = loaded([q(1, 3, 100)])
  const waiting = q(7, 0, 200, { state: 'awaiting_moderation', actor_uuid: uuid(77) })
  assert.equal(apply(start, [{ action: 'created', item: waiting }]).state.pending, [], 'not for another reader')
  const own = apply(start, [{ action: 'created', item: waiting, own: true }], { me: uuid(77), moderator: false })
  assert.equal(own.state.pending, [uuid(7)])
  assert.equal(own.out.waiting, [], 'their own is no news to them')
  const mod = apply(start, [{ action: 'created', item: waiting, own: true }], { moderator: true })
  assert.equal(mod.out.waiting, [uuid(7)], 'a moderator hears of it')
  const approved = apply(own.state, [{ action: 'visible', item: { ...waiting, state: 'visible' } }], { me: uuid(77), moderator: false })
  assert.equal(approved.state.pending, [])
  assert.equal(approved.state.uuids, [uuid(1), uuid(7)])
})

test('the socket’s events: a waiting question is its UUID alone, a rejected one a removal, another container’s nothing', () => {
  const event = (content: Record<string, unknown>, action = 'created'): RealtimeEvent => ({ type: 'event', action: action as never, content_container_uuid: C, payload: { content, users: { [uuid(901)]: { uuid: uuid(901), name: 'Ann' }, __proto__: { uuid: '__proto__' } } } })
  assert.equal(readChange(event({ content_uuid: uuid(1), content_container_uuid: C, state: 'awaiting_moderation' }), C), { action: 'waiting', uuid: uuid(1) })
  assert.equal(readChange(event({ content_uuid: uuid(1), content_container_uuid: C, state: 'disabled' }, 'disabled'), C), { action: 'rejected', uuid: uuid(1) })
  assert.is(readChange(event({ ...q(1, 0, 1) }), 'another'), undefined)
  const visible = readChange(event({ ...q(1, 2, 1), voted: true }, 'visible'), C)
  assert.is(visible?.action, 'visible')
  assert.is((visible as { item: Question }).item.voted, false, 'an event never says the reader voted')
  assert.equal(Object.keys((visible as { users: object }).users), [uuid(901)])
  assert.is(readChange(event({ content_uuid: uuid(1), content_container_uuid: C, state: 'visible' }), C), undefined, 'an incomplete question is dropped')
})

test('a refusal of the service is said in the reader’s language; a ruler’s refusal too; an intercepted action says nothing', () => {
  const t = (key: string) => `«${key}»`
  const refused = (message: string, status: number) => ({ error: message, code: ErrorCode.ActionFailed, cause: statusError(status, { message, error_status: status }) })
  assert.is(failureText(refused(QuestionErrors.alreadyVoted, 409), t), '«livequestions:errors.already_voted»')
  assert.is(failureText(refused(QuestionErrors.ownQuestion, 403), t), '«livequestions:errors.own_question»')
  assert.is(failureText(refused('Something else went wrong.', 400), t), 'Something else went wrong.', 'other words of the service as they are')
  assert.is(failureText({ error: 'no', code: 'PermissionDenied', subject: 'comment', action: 'moderate', reason: 'not_moderator' }, t), '«livequestions:refused.not_moderator»')
  assert.is(failureText({ error: 'stopped', code: ErrorCode.Intercepted }, t), undefined)
})

test.run()
