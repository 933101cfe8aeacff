/**
 * The live questions widget against the in-memory reference service, on the demo's seeded Q&A: what a
 * guest, a reader and a moderator see and do, what it tells the page (document 4 §4) and analytics, a
 * page's interceptor, and how it fails and recovers.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../../examples/server/seed'
import { QuestionLimits } from '../../../plugins/questions/contract'
import type { QuestionsSlice } from '../../../plugins/questions/state'
import { domService } from '../../support/dom-service'
import { rendered, startQuestions, type Started } from './support'

const served = domService(test)
const api = served.api
const moderator = DEMO_ACCOUNTS.find((a) => a.privilege === 'moderator')!
const uma = DEMO_ACCOUNTS.find((a) => a.email === 'user@demo.vf')!
const pat = DEMO_ACCOUNTS.find((a) => a.email === 'pending@demo.vf')!

const list = () => screen.getByRole('list', { name: 'Readers’ questions' })
const questions = () => within(list()).getAllByRole('listitem')
const texts = () => questions().map((li) => li.querySelector('.vf-q__text')?.textContent)
const question = (text: string) => questions().find((li) => li.querySelector('.vf-q__text')?.textContent === text)!
const box = () => screen.getByRole('textbox', { name: 'Your question' }) as HTMLTextAreaElement
const signIn = async (started: Started, account: { email: string; password: string }) => {
  await act(async () => {
    await started.product.kernel.actions.call('session.login', { params: { email: account.email, password: account.password } })
    await api.settle()
  })
}
const settle = () => act(() => api.settle())

test('a guest reads the questions by votes with their answers, loads more by pagination-limit, and orders them by time', async () => {
  const started = await startQuestions(api)
  await rendered(() => assert.is(questions().length, 3, 'limit="3"'))
  assert.ok(screen.getByRole('heading', { level: 2, name: /Questions/ }))
  assert.equal(texts(), ['When will the riverside park open to the public?', 'Will dogs be allowed off the lead anywhere in the park?', 'How much of the budget goes to flood protection?'])
  const first = questions()[0]!
  assert.ok(within(first).getByRole('button', { name: 'Upvote 7' }), 'the count is on the upvote button')
  assert.ok(within(first).getByText('Answered'))
  assert.ok(within(first).getByText('Answer from Mo Moderator'))
  assert.ok(within(questions()[2]!).getByText('Answered'), 'answered on air')
  assert.is(within(first).getByRole('button', { name: 'Upvote 7' }).getAttribute('aria-pressed'), 'false')
  assert.is(screen.queryByRole('button', { name: 'Approve' }), null, 'no moderation for a guest')
  assert.is(screen.queryByText(/awaiting approval/i), null, 'nothing awaiting approval shows to a guest')
  assert.equal(started.args.get('livequestions/loaded'), [[{ containerId: 'park-questions' }]])
  assert.equal(started.args.get('analytics/view'), [[{ widget: 'vf-livequestions', containerId: 'park-questions' }]])

  fireEvent.click(screen.getByRole('button', { name: 'More questions' }))
  await settle()
  await rendered(() => assert.is(questions().length, 5, 'pagination-limit="2"'))
  assert.is(screen.queryByRole('button', { name: 'More questions' }), null, 'all five are in')
  assert.ok(started.published.includes('analytics/load_more_click'))

  const order = screen.getByRole('radiogroup', { name: 'Order' })
  fireEvent.click(within(order).getByRole('radio', { name: 'Newest' }))
  await settle()
  await rendered(() => assert.equal(texts()[0], 'Can local schools use the new meadow for lessons?'))
  assert.is(within(order).getByRole('radio', { name: 'Newest' }).getAttribute('aria-checked'), 'true')
  assert.ok(started.args.get('analytics/interaction')?.some(([data]) => (data as { type: string; to?: string }).type === 'sort' && (data as { to: string }).to === 'newest'))
})

test('a guest who asks is asked to sign in and keeps the draft; a reader’s question awaits approval, shown to them alone', async () => {
  const started = await startQuestions(api)
  await rendered(() => assert.is(questions().length, 3))
  fireEvent.change(box(), { target: { value: 'Will there be a café?' } })
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }))
  await settle()
  assert.ok(started.published.includes('authentication/required'), 'asked to sign in')
  assert.is(box().value, 'Will there be a café?', 'the draft stays')

  await signIn(started, uma)
  await rendered(() => assert.is(questions().length, 3))
  fireEvent.change(box(), { target: { value: 'x'.repeat(QuestionLimits.questionCharacters + 1) } })
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }))
  assert.is(screen.getByRole('alert').textContent, `A question can be at most ${QuestionLimits.questionCharacters} characters long.`)
  assert.ok(box().value.length > QuestionLimits.questionCharacters, 'too long a question stays to be shortened')

  fireEvent.change(box(), { target: { value: 'Will there be a café by the water?' } })
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }))
  await settle()
  const waiting = await rendered(() => screen.getByRole('list', { name: 'Your questions awaiting approval: 1' }))
  assert.ok(within(waiting).getByText('Will there be a café by the water?'))
  assert.ok(within(waiting).getByText('Awaiting approval'))
  assert.is(within(waiting).queryByRole('button', { name: /^Upvote/ }), null, 'nobody upvotes a question awaiting approval, nor their own')
  assert.ok(screen.getByText('Thank you! Your question will appear once a moderator approves it.'))
  assert.is(box().value, '', 'the form is ready for the next question')
  assert.ok(started.published.includes('livequestions/asked'))
  assert.ok(started.args.get('analytics/interaction')?.some(([data]) => (data as { type: string }).type === 'question'))
  assert.not.ok(texts().includes('Will there be a café by the water?'), 'not in the public list yet')
})

test('a moderator approves what awaits approval, answers a question and marks one answered', async () => {
  const started = await startQuestions(api)
  await signIn(started, moderator)
  const queue = await rendered(() => screen.getByRole('list', { name: /^Awaiting approval: \d+$/ }))
  const willows = within(queue).getByText('Who decided to cut down the old willows by the bridge?').closest('li')!
  fireEvent.click(within(willows).getByRole('button', { name: 'Approve' }))
  await settle()
  await rendered(() => assert.ok(texts().includes('Who decided to cut down the old willows by the bridge?'), 'now in the list'))
  assert.ok(started.args.get('analytics/interaction')?.some(([data]) => (data as { type: string }).type === 'approve'))

  const dogs = question('Will dogs be allowed off the lead anywhere in the park?')
  fireEvent.click(within(dogs).getByRole('button', { name: 'Answer' }))
  const answerBox = within(dogs).getByRole('textbox', { name: /^Your answer to / })
  assert.is(document.activeElement, answerBox, 'the answer form takes the focus')
  fireEvent.change(answerBox, { target: { value: 'Yes: in the east meadow, from seven to nine.' } })
  fireEvent.click(within(dogs).getByRole('button', { name: 'Post the answer' }))
  await settle()
  await rendered(() => assert.ok(within(question('Will dogs be allowed off the lead anywhere in the park?')).getByText('Yes: in the east meadow, from seven to nine.')))
  const answered = question('Will dogs be allowed off the lead anywhere in the park?')
  assert.ok(within(answered).getByText('Answered'))
  assert.is(document.activeElement, within(answered).getByRole('button', { name: 'Answer' }), 'the focus is back on Answer')
  assert.ok(started.published.includes('livequestions/answered'))

  const mark = within(question('How much of the budget goes to flood protection?')).getByRole('button', { name: 'Mark answered' })
  assert.is(mark.getAttribute('aria-pressed'), 'true')
  fireEvent.click(mark)
  await settle()
  await rendered(() => assert.is(within(question('How much of the budget goes to flood protection?')).queryByText('Answered'), null))
})

const upvote = (text: string) => within(question(text)).getByRole('button', { name: /^Upvote \d+$/ })
const votes = (text: string) => Number(/\d+$/.exec(upvote(text).getAttribute('aria-label')!)![0])
const uuidOf = (started: Started, text: string) => {
  const widgets = (started.product.kernel.store.getState() as { livequestions: QuestionsSlice }).livequestions.widgets
  const state = Object.values(widgets)[0]!
  return Object.keys(state.items).find((u) => state.items[u]!.content === text)!
}

test('a reader’s upvote is a toggle: pressed with the count, pressed again it is withdrawn; a page’s interceptor can stop either', async () => {
  const started = await startQuestions(api)
  await signIn(started, pat)
  await rendered(() => assert.is(questions().length, 3))
  const target = 'How much of the budget goes to flood protection?'
  const before = votes(target)
  const gate = (call: { intercept(reason: string): void }) => call.intercept('members only')
  started.product.kernel.interceptors.add('livequestions.upvote', gate)
  fireEvent.click(upvote(target))
  await settle()
  assert.not.ok(api.calls.some((c) => c.endsWith('/upvote')), 'the interceptor stopped it before the service')
  assert.is(votes(target), before)
  started.product.kernel.interceptors.remove('livequestions.upvote', gate)

  fireEvent.click(upvote(target))
  await settle()
  await rendered(() => assert.is(votes(target), before + 1))
  assert.is(upvote(target).getAttribute('aria-pressed'), 'true')
  assert.not.ok((upvote(target) as HTMLButtonElement).disabled, 'pressed, it can be pressed again to withdraw')
  assert.ok(started.args.get('analytics/interaction')?.some(([data]) => (data as { type: string }).type === 'upvote'))

  // The service refuses a second upvote, whatever the page does: nothing counted.
  const uuid = uuidOf(started, target)
  const outcome = await act(() => started.product.kernel.actions.call('livequestions.upvote', { params: { uuid } }))
  assert.is((outcome as { cause?: { error_status?: number } }).cause?.error_status, 409)
  assert.is(votes(target), before + 1)

  // Pressed again: the vote is withdrawn on the service, the count goes back, and the button is not pressed.
  started.product.kernel.interceptors.add('livequestions.withdraw_vote', gate)
  fireEvent.click(upvote(target))
  await settle()
  assert.not.ok(api.calls.some((c) => c.includes(`/${uuid}/upvote`) && c.startsWith('DELETE')), 'a page can stop the withdrawal too')
  assert.is(votes(target), before + 1)
  started.product.kernel.interceptors.remove('livequestions.withdraw_vote', gate)
  fireEvent.click(upvote(target))
  await settle()
  await rendered(() => assert.is(votes(target), before))
  assert.is(upvote(target).getAttribute('aria-pressed'), 'false')
  assert.ok(started.args.get('analytics/interaction')?.some(([data]) => (data as { type: string }).type === 'withdraw_upvote'))
  const read = (await served.service.db.query<{ total_votes: number }>('select total_votes from questions where content_uuid = $1', [uuid]))[0]!
  assert.is(read.total_votes, before, 'the service counts it withdrawn')
  // Withdrawn twice (a page calling the action): the service refuses, in the reader's words.
  const again = await act(() => started.product.kernel.actions.call('livequestions.withdraw_vote', { params: { uuid } }))
  assert.is((again as { cause?: { error_status?: number } }).cause?.error_status, 409)
  assert.is(votes(target), before)
})

test('a moderator’s rejected question stays in their Rejected list, whence Restore publishes it again', async () => {
  const started = await startQuestions(api)
  await signIn(started, uma)
  fireEvent.change(box(), { target: { value: 'Can the bandstand host weddings?' } })
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }))
  await settle()
  await signIn(started, moderator)
  const queue = await rendered(() => screen.getByRole('list', { name: /^Awaiting approval: \d+$/ }))
  const asked = within(queue).getByText('Can the bandstand host weddings?').closest('li')!
  fireEvent.click(within(asked).getByRole('button', { name: 'Reject' }))
  await settle()
  const rejected = await rendered(() => screen.getByRole('list', { name: /^Rejected: \d+$/ }))
  const kept = within(rejected).getByText('Can the bandstand host weddings?').closest('li')!
  assert.ok(within(kept).getByText('Rejected'))
  assert.is(within(kept).queryByRole('button', { name: 'Answer' }), null, 'a rejected question is not answered')
  assert.not.ok(texts().includes('Can the bandstand host weddings?'))
  fireEvent.click(within(kept).getByRole('button', { name: 'Restore' }))
  await settle()
  await rendered(() => assert.ok(texts().includes('Can the bandstand host weddings?'), 'published again'))
  assert.ok(screen.getByText('The question is published again.'))
  assert.not.ok(screen.queryByRole('list', { name: /^Rejected: / })?.textContent?.includes('Can the bandstand host weddings?'), 'no longer rejected')
  assert.ok(started.args.get('analytics/interaction')?.some(([data]) => (data as { type: string }).type === 'restore'))

  // A reader sees no rejected list.
  await signIn(started, pat)
  await rendered(() => assert.ok(texts().length > 0))
  assert.is(screen.queryByRole('list', { name: /^Rejected: / }), null)
})

test('a questions widget that cannot be loaded says so with a retry, which brings it', async () => {
  let fail = true
  const failing: typeof api = {
    ...api,
    fetch: (async (input: string, init?: RequestInit) => {
      if (fail && String(input).includes('/v1/livequestions/')) {
        fail = false
        throw new TypeError('Failed to fetch')
      }
      return api.fetch(input, init)
    }) as typeof fetch,
  }
  await startQuestions(failing)
  const retry = await waitFor(() => screen.getByRole('button', { name: 'Try again' }))
  assert.ok(screen.getByText('The questions could not be loaded.'))
  fireEvent.click(retry)
  await act(() => api.settle())
  await rendered(() => assert.is(questions().length, 3))
})

test('a site that turned live questions off leaves the widget out, and asks the service nothing', async () => {
  await served.service.db.query(`update sections set settings = settings || '{"enable_livequestions_for_this_site": 0}'::jsonb where section_uuid = $1`, [DEMO_SECTION_UUID])
  try {
    const before = api.calls.length
    await startQuestions(api)
    await settle()
    assert.is(screen.queryByRole('heading', { name: /Questions/ }), null)
    assert.is(document.querySelector('vf-livequestions .vf-questions'), null)
    assert.not.ok(api.calls.slice(before).some((c) => c.includes('/v1/livequestions/')))
  } finally {
    await served.service.db.query(`update sections set settings = settings || '{"enable_livequestions_for_this_site": 1}'::jsonb where section_uuid = $1`, [DEMO_SECTION_UUID])
  }
})

test.run()
