/**
 * Applying live changes to a poll: others' counts replace the shown ones but never the reader's own
 * choice; an event without counts (results for signed-in readers) keeps what the reader was shown and
 * asks for a fresh read; a close is reported once; a removal empties the widget; another poll's events
 * change nothing. And the realtime frame is read strictly.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { produce } from 'immer'
import type { Poll } from '../../../plugins/polls/contract'
import { readChange } from '../../../plugins/polls/poll'
import { changesApplied, closedByTime, type PollOutcome, type PollState, type PublicPoll } from '../../../plugins/polls/state'

const poll = (over: Partial<Poll> = {}): Poll => ({
  content_container_uuid: 'p1',
  container_id: 'c1',
  question: 'Tea or coffee?',
  multiple: false,
  options: [
    { option_uuid: 'a', label: 'Tea', votes: 3 },
    { option_uuid: 'b', label: 'Coffee', votes: 1 },
  ],
  total_voters: 4,
  results_visible: true,
  status: 'open',
  closes_at: null,
  closed_at: null,
  settings: { require_user_authentication_to_vote: 0, require_user_authentication_to_see_results: 0 },
  voted: ['a'],
  date_created: 1,
  ...over,
})
const told = (over: Partial<Poll> = {}): PublicPoll => {
  const { voted: _voted, ...rest } = poll(over)
  return rest
}
const apply = (state: PollState, ...changes: Parameters<typeof changesApplied>[0]) => {
  const out: PollOutcome = { closed: false, removed: false, stale: false }
  return { state: produce(state, changesApplied(changes, out)), out }
}
const loaded = (over: Partial<Poll> = {}): PollState => ({ status: 'loaded', poll: poll(over) })

test('others’ votes replace the counts and keep the reader’s own choice', () => {
  const { state, out } = apply(loaded(), { action: 'updated', poll: told({ options: [{ option_uuid: 'a', label: 'Tea', votes: 3 }, { option_uuid: 'b', label: 'Coffee', votes: 2 }], total_voters: 5 }) })
  assert.equal(state.poll!.options.map((o) => o.votes), [3, 2])
  assert.is(state.poll!.total_voters, 5)
  assert.equal(state.poll!.voted, ['a'])
  assert.equal(out, { closed: false, removed: false, stale: false })
})

test('an event without counts keeps the counts shown and asks for a fresh read', () => {
  const hidden = told({ results_visible: false, total_voters: undefined, options: [{ option_uuid: 'a', label: 'Tea' }, { option_uuid: 'b', label: 'Coffee' }] })
  const { state, out } = apply(loaded(), { action: 'updated', poll: hidden })
  assert.equal(state.poll!.options.map((o) => o.votes), [3, 1])
  assert.is(state.poll!.results_visible, true)
  assert.ok(out.stale)
  const guest = apply(loaded({ results_visible: false, total_voters: undefined, options: hidden.options }), { action: 'updated', poll: hidden })
  assert.not.ok(guest.out.stale, 'a reader who may not see them has nothing to read again')
})

test('a close is reported once; a removal empties the widget; another poll changes nothing', () => {
  const closed = apply(loaded(), { action: 'updated', poll: told({ status: 'closed', closed_at: 9 }) })
  assert.ok(closed.out.closed)
  assert.is(closed.state.poll!.status, 'closed')
  assert.not.ok(apply(closed.state, { action: 'updated', poll: told({ status: 'closed', closed_at: 9 }) }).out.closed)
  assert.equal(apply(loaded(), { action: 'updated', poll: told({ content_container_uuid: 'p2', status: 'closed' }) }).state, loaded())
  const removed = apply(loaded(), { action: 'deleted', uuid: 'p1' })
  assert.is(removed.state.poll, null)
  assert.ok(removed.state.removed && removed.out.removed)
})

test('the closing time closes it on the product’s clock, not before', () => {
  const open = loaded({ closes_at: 1000 })
  assert.is(produce(open, closedByTime(999)).poll!.status, 'open')
  const after = produce(open, closedByTime(1000)).poll!
  assert.is(after.status, 'closed')
  assert.is(after.closed_at, 1000)
})

test('a realtime frame is read for its own page only, and strictly', () => {
  const event = (payload: Record<string, unknown>, action: 'created' | 'updated' | 'deleted' = 'updated', container = 'p1', page = 'c1') => ({ type: 'event' as const, action, content_container_uuid: container, payload: { poll_container_id: page, ...payload } })
  assert.equal(readChange(event({ poll: told() }), 'c1'), { action: 'updated', poll: told() })
  assert.equal(readChange(event({ poll: told() }, 'created'), 'c1'), { action: 'created', poll: told() })
  assert.equal(readChange(event({}, 'deleted'), 'c1'), { action: 'deleted', uuid: 'p1' })
  assert.is(readChange(event({ poll: told() }, 'updated', 'p1', 'c2'), 'c1'), undefined, 'another page’s poll')
  assert.is(readChange(event({ poll: told() }, 'updated', 'p2'), 'c1'), undefined, 'a frame whose poll is not its container')
  assert.is(readChange(event({ poll: { ...told(), options: 'x' } }), 'c1'), undefined)
  assert.is(readChange(event({ poll: { ...told(), status: 'paused' } }), 'c1'), undefined)
})

test('a poll made on a page that shows none arrives (its counts read again when the event has none); after a removal a new one replaces it', () => {
  const none: PollState = { status: 'loaded', poll: null }
  const made = apply(none, { action: 'created', poll: told({ options: [{ option_uuid: 'a', label: 'Tea', votes: 0 }, { option_uuid: 'b', label: 'Coffee', votes: 0 }], total_voters: 0 }) })
  assert.is(made.state.poll!.question, 'Tea or coffee?')
  assert.equal(made.state.poll!.voted, [], 'nobody’s choice comes with it')
  assert.ok(made.state.arrived && made.out.created)
  assert.not.ok(made.out.stale)
  const hidden = apply(none, { action: 'created', poll: told({ results_visible: false, total_voters: undefined, options: [{ option_uuid: 'a', label: 'Tea' }] }) })
  assert.ok(hidden.out.stale, 'a signed-in reader reads the counts the event did not carry')
  assert.equal(apply(none, { action: 'updated', poll: told() }).state, none, 'an update of a poll not shown changes nothing')
  const replaced = apply(loaded(), { action: 'deleted', uuid: 'p1' }, { action: 'created', poll: told({ content_container_uuid: 'p2', question: 'Rain or shine?' }) })
  assert.is(replaced.state.poll!.question, 'Rain or shine?')
  assert.not.ok(replaced.state.removed)
})

test('after a lost link the page’s poll as read again: a new one arrives, the same one updates, none removes it', () => {
  const none: PollState = { status: 'loaded', poll: null }
  assert.ok(apply(none, { action: 'found', poll: poll({ voted: [] }) }).out.created)
  const same = apply(loaded(), { action: 'found', poll: poll({ status: 'closed', closed_at: 5, voted: [] }) })
  assert.ok(same.out.closed)
  assert.equal(same.state.poll!.voted, ['a'], 'the reader’s choice stays')
  const gone = apply(loaded(), { action: 'found', poll: undefined })
  assert.ok(gone.out.removed && gone.state.removed)
  assert.equal(apply(none, { action: 'found', poll: undefined }).state, none)
})

test.run()
