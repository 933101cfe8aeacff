/**
 * The poll widget against the in-memory reference service: what a guest, a reader and a moderator see
 * and do — voting once (radio or checkboxes), the results as bars with their values in words, the
 * sign-in settings, closing by a moderator or at its time, removal and a new poll — what it tells the
 * page (document 4 §4) and analytics, a page's interceptor stopping a vote, and a failed load's retry.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../../examples/server/seed'
import { PollErrors } from '../../../plugins/polls/contract'
import type { PollsSlice } from '../../../plugins/polls/state'
import { domService } from '../../support/dom-service'
import { MEMBERS, rendered, startPoll, type Started } from './support'

const served = domService(test)
const api = served.api
const moderator = DEMO_ACCOUNTS.find((a) => a.privilege === 'moderator')!
const reader = DEMO_ACCOUNTS.find((a) => a.privilege === 'user' && !a.ban && !a.pending)!

const signIn = async (started: Started, account: { email: string; password: string }) => {
  await act(async () => {
    await started.product.kernel.actions.call('session.login', { params: { email: account.email, password: account.password } })
    await api.settle()
  })
}
const results = () => screen.getByRole('list', { name: 'Results' })
const rows = () => within(results()).getAllByRole('listitem').map((li) => li.querySelector('.vf-poll__line')!.textContent)
const press = async (name: string | RegExp) => {
  fireEvent.click(screen.getByRole('button', { name }))
  await act(() => api.settle())
}
/** The widget's poll as the store holds it. */
const shown = (started: Started) => Object.values((started.product.kernel.store.getState() as { polls: PollsSlice }).polls.polls)[0]!.poll!
/** Votes sent to the service since the file started (each test compares with its own start). */
const votes = () => api.calls.filter((c) => c.startsWith('POST') && c.endsWith('/votes')).length

test('a guest votes once in a single-choice poll and sees the bars with each value in words', async () => {
  const started = await startPoll(api)
  await rendered(() => screen.getByRole('heading', { level: 2, name: 'Which design should the new riverside footbridge take?' }))
  assert.ok(screen.getByText(/^Voting closes on January 1, 2031/))
  assert.equal(started.args.get('analytics/view'), [[{ widget: 'vf-poll', containerId: 'footbridge-poll' }]])
  const group = screen.getByRole('group', { name: 'Which design should the new riverside footbridge take?' })
  const radios = within(group).getAllByRole('radio')
  assert.is(radios.length, 4)
  const before = votes()
  await press('Vote')
  assert.ok(screen.getByRole('alert').textContent!.includes('Choose one option.'), 'nothing chosen: said, and nothing sent')
  assert.is(votes(), before)
  fireEvent.click(within(group).getByRole('radio', { name: 'Keep the ferry instead' }))
  fireEvent.click(within(group).getByRole('radio', { name: 'A steel arch with a viewing deck' }))
  await press('Vote')
  await rendered(() => assert.ok(results()))
  assert.equal(rows(), ['A steel arch with a viewing deckYour choice45% · votes: 42', 'A low timber deck close to the water29% · votes: 27', 'A cable-stayed bridge with bike lanes20% · votes: 19', 'Keep the ferry instead6% · votes: 6'])
  assert.ok(screen.getByText('Readers who voted: 94'))
  assert.is(document.activeElement?.textContent, 'Thank you: your vote was counted.', 'the focus goes to the words that say it was counted')
  const meters = results().querySelectorAll('meter')
  assert.equal([...meters].map((m) => m.getAttribute('value')), ['45', '29', '20', '6'])
  assert.ok([...meters].every((m) => m.getAttribute('aria-hidden') === 'true'), 'the bars are not read: the words say their value')
  assert.equal(started.args.get('analytics/interaction'), [[{ type: 'vote', widget: 'vf-poll', containerId: 'footbridge-poll', container: shown(started).content_container_uuid, options: 1 }]])
  assert.is(screen.queryByRole('radio'), null, 'no second vote is offered')
  // The same visitor comes back: their choice is shown; the service would refuse a second vote.
  await act(() => started.product.kernel.actions.call('polls.load', { params: {} }))
  await rendered(() => assert.ok(rows()[0]!.includes('Your choice')))
})

test('a reader may look at the results before voting, and go back to the vote', async () => {
  await startPoll(api)
  await rendered(() => screen.getByRole('button', { name: 'See the results' }))
  await press('See the results')
  assert.ok(results())
  await press('Back to the vote')
  assert.is(screen.getAllByRole('radio').length, 4)
})

test('a page’s interceptor on the vote stops it; the reader’s choice stays', async () => {
  const started = await startPoll(api)
  await rendered(() => screen.getAllByRole('radio'))
  started.product.kernel.interceptors.add('polls.vote', (call) => call.intercept('paywall'))
  fireEvent.click(screen.getByRole('radio', { name: 'A low timber deck close to the water' }))
  const before = votes()
  await press('Vote')
  assert.is(votes(), before, 'nothing reached the service')
  assert.ok((screen.getByRole('radio', { name: 'A low timber deck close to the water' }) as HTMLInputElement).checked)
  assert.is(screen.queryByRole('alert'), null, 'an intercepted vote is the page’s to explain')
})

test('a guest in a poll that needs sign-in is asked to sign in, sees no counts, and votes several options once signed in', async () => {
  const started = await startPoll(api, MEMBERS)
  await rendered(() => screen.getByRole('heading', { level: 2, name: 'Which topics should our newsroom cover more next year?' }))
  assert.ok(screen.getByText('Only signed-in readers can vote in this poll.'))
  const boxes = screen.getAllByRole('checkbox')
  assert.is(boxes.length, 4)
  fireEvent.click(boxes[0]!)
  fireEvent.click(boxes[1]!)
  const before = votes()
  await press('Vote')
  assert.ok(started.published.includes('authentication/required'), 'the guest is asked to sign in')
  assert.equal(started.args.get('authentication/required')?.[0], [{ trigger: 'polls.vote', method: 'login' }])
  assert.is(votes(), before)
  assert.ok((screen.getAllByRole('checkbox')[1] as HTMLInputElement).checked, 'the choice is kept for after the sign-in')
  await press('See the results')
  assert.ok(screen.getByText('Sign in to see the results.'))
  assert.is(screen.queryByRole('list', { name: 'Results' }), null)
  await press('Back to the vote')

  await signIn(started, reader)
  await rendered(() => assert.is(screen.queryByText('Only signed-in readers can vote in this poll.'), null))
  fireEvent.click(screen.getAllByRole('checkbox')[0]!)
  fireEvent.click(screen.getAllByRole('checkbox')[2]!)
  await press('Vote')
  await rendered(() => assert.ok(results()))
  const told = rows()
  assert.ok(told[0]!.startsWith('Housing and rentsYour choice') && told[0]!.endsWith('votes: 13'))
  assert.ok(told[2]!.startsWith('SchoolsYour choice') && told[2]!.endsWith('votes: 8'))
  assert.ok(told[1]!.endsWith('votes: 9'), told[1])
})

test('a moderator closes the poll: it takes no more votes and says it closed; removed, the page may get a new one', async () => {
  const started = await startPoll(api, '<vf-poll vf-container-id="dom-poll"></vf-poll>')
  await rendered(() => screen.getByText('There is no poll here yet.'))
  assert.is(screen.queryByRole('button', { name: 'Create a poll' }), null, 'only a moderator makes one')
  await signIn(started, moderator)
  await press('Create a poll')
  fireEvent.change(screen.getByRole('textbox', { name: 'Question' }), { target: { value: 'Should the library open on Sundays?' } })
  fireEvent.change(screen.getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Yes' } })
  await press('Publish the poll')
  assert.ok(screen.getByRole('alert').textContent!.includes('Give at least 2 options.'), 'a missing option is said; the form keeps what was typed')
  assert.is((screen.getByRole('textbox', { name: 'Question' }) as HTMLInputElement).value, 'Should the library open on Sundays?')
  fireEvent.change(screen.getByRole('textbox', { name: 'Option 2' }), { target: { value: 'No' } })
  await press('Add an option')
  fireEvent.change(screen.getByRole('textbox', { name: 'Option 3' }), { target: { value: 'Only in winter' } })
  await press('Publish the poll')
  await rendered(() => screen.getByRole('heading', { level: 2, name: 'Should the library open on Sundays?' }))
  assert.is((started.args.get('vf-poll/created')?.[0]?.[0] as { question: string }).question, 'Should the library open on Sundays?')
  assert.is(screen.getAllByRole('radio').length, 3)

  await press('Close the poll')
  await rendered(() => screen.getByText(/^This poll closed on/))
  assert.is(screen.queryByRole('radio'), null, 'a closed poll shows its results only')
  assert.ok(results())
  assert.is(started.args.get('vf-poll/closed')?.length, 1)
  assert.is(screen.queryByRole('button', { name: 'Close the poll' }), null)
  await act(() => started.product.kernel.actions.call('polls.load', { params: {} }))
  await rendered(() => screen.getByText(/^This poll closed on/))
  assert.is(started.args.get('vf-poll/closed')?.length, 1, 'a poll that loads closed is not said to close again')

  await press('Remove the poll')
  assert.is(document.activeElement, screen.getByRole('button', { name: 'Remove' }), 'the confirmation takes the focus')
  await press('Remove')
  await rendered(() => screen.getAllByText('This poll was removed.'))
  assert.is(started.args.get('vf-poll/removed')?.length, 1)
  assert.ok(screen.getByRole('button', { name: 'Create a poll' }))
})

test('a poll closes by itself at its closing time, on the product’s clock', async () => {
  const token = (await served.service.app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: moderator.email, password: moderator.password } })).json().access_token
  const made = await served.service.app.inject({
    method: 'POST',
    url: `/v1/polls/${DEMO_SECTION_UUID}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { container_id: 'timed-poll', question: 'Tea or coffee?', options: ['Tea', 'Coffee'], closes_at: Date.now() + 60_000 },
  })
  assert.is(made.statusCode, 201, made.body)
  const started = await startPoll(api, '<vf-poll vf-container-id="timed-poll"></vf-poll>')
  await rendered(() => screen.getAllByRole('radio'))
  assert.ok(screen.getByText(/^Voting closes on/))
  await act(() => started.timers.tick(30_000))
  assert.is(screen.getAllByRole('radio').length, 2, 'still open before its time')
  await act(() => started.timers.tick(60_000))
  await rendered(() => screen.getByText(/^This poll closed on/))
  assert.is(screen.queryByRole('radio'), null)
  assert.is(started.args.get('vf-poll/closed')?.length, 1)
})

test('a vote the service refuses says why in its words; a load that fails offers a retry', async () => {
  const started = await startPoll(api)
  await rendered(() => screen.getAllByRole('radio'))
  // Another tab of this visitor voted meanwhile.
  const visitor = started.storage.local.get<string>('polls.visitor')!
  const poll = shown(started)
  await served.service.app.inject({ method: 'POST', url: `/v1/polls/${DEMO_SECTION_UUID}/${poll.content_container_uuid}/votes`, headers: { 'x-unique-id': visitor }, payload: { option_uuids: [poll.options[1]!.option_uuid] } })
  fireEvent.click(screen.getAllByRole('radio')[0]!)
  await press('Vote')
  await rendered(() => assert.ok(screen.getByRole('alert').textContent!.includes(PollErrors.alreadyVoted)))

  api.state.failNext = true
  await act(() => started.product.kernel.actions.call('polls.load', { params: {} }))
  await rendered(() => screen.getByText('The poll could not be loaded.'))
  await press('Try again')
  await rendered(() => screen.getByRole('heading', { level: 2, name: 'Which design should the new riverside footbridge take?' }))
})

test.run()
