/**
 * The chat widget against the in-memory reference service: what a guest, a reader and a moderator see
 * and do, what it tells the page (document 4 §4), and how it fails and recovers.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { domService } from '../../support/dom-service'
import { rendered, startChat, type Started } from './support'

const served = domService(test)
const api = served.api
const moderator = DEMO_ACCOUNTS.find((a) => a.privilege === 'moderator')!
const reader = DEMO_ACCOUNTS.find((a) => a.privilege === 'user' && !a.ban && !a.pending)!

const list = () => screen.getByRole('list', { name: 'Chat messages' })
const messages = () => within(list()).getAllByRole('listitem').filter((li) => li.classList.contains('vf-msg'))
const signIn = async (started: Started, account: { email: string; password: string }) => {
  await act(async () => {
    await started.product.kernel.actions.call('session.login', { params: { email: account.email, password: account.password } })
    await api.settle()
  })
}
const box = () => screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement

test('a guest sees the latest 30 messages oldest first, grouped by author, and loads earlier ones', async () => {
  const started = await startChat(api)
  await rendered(() => assert.is(messages().length, 30))
  assert.ok(screen.getByRole('heading', { level: 2, name: /Live chat/ }))
  assert.ok(screen.getByRole('region', { name: 'Chat messages' }), 'the messages scroll in a region the keyboard reaches')
  assert.equal(started.args.get('livechat/loaded'), [[{ containerId: 'science-chat' }]])
  assert.equal(started.args.get('analytics/view'), [[{ widget: 'vf-livechat', containerId: 'science-chat' }]])
  const positions = messages().map((li) => li.dataset.position)
  assert.ok(positions.every((p) => ['only', 'first', 'middle', 'last'].includes(p!)))
  assert.is(screen.queryByRole('button', { name: /^Actions for the message/ }), null, 'a guest has no message menu')

  fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }))
  await act(() => api.settle())
  await rendered(() => assert.is(messages().length, 60))
  assert.is(started.args.get('livechat/paged')?.[0]?.[0] && (started.args.get('livechat/paged')![0]![0] as unknown[]).length, 30)
  fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }))
  await act(() => api.settle())
  await rendered(() => assert.is(messages().length, 80))
  assert.ok(screen.getByText('This is the start of the chat.'))
  assert.is(screen.queryByRole('button', { name: 'Load earlier messages' }), null)
})

test('a page gates loading earlier messages with an interceptor', async () => {
  const started = await startChat(api)
  await rendered(() => assert.is(messages().length, 30))
  started.product.kernel.interceptors.add('livechat.load_older', (call) => call.intercept('paywall'))
  fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }))
  await act(() => api.settle())
  await rendered(() => assert.is(messages().length, 30))
  assert.not.ok(api.calls.some((c) => c.includes('/messages') && c.includes('starting_from')))
})

test('a guest who sends is asked to sign in; a reader sends with Enter, tells others they type (throttled), and replies', async () => {
  const started = await startChat(api)
  await rendered(() => assert.is(messages().length, 30))
  fireEvent.change(box(), { target: { value: 'Hello from a guest' } })
  await act(() => api.settle())
  assert.not.ok(started.published.includes('authentication/required'), 'typing asks nothing of a guest')
  fireEvent.keyDown(box(), { key: 'Enter' })
  await act(() => api.settle())
  assert.ok(started.published.includes('authentication/required'), 'sending asks them to sign in')
  await signIn(started, reader)
  await rendered(() => assert.is(messages().length, 30))
  const typed = () => api.calls.filter((c) => c.endsWith('/typing')).length
  fireEvent.change(box(), { target: { value: 'W' } })
  fireEvent.change(box(), { target: { value: 'When' } })
  await act(() => api.settle())
  assert.is(typed(), 1, 'typing is sent once per window')
  await act(() => started.timers.tick(3000))
  fireEvent.change(box(), { target: { value: 'When is totality in Oslo?' } })
  await act(() => api.settle())
  assert.is(typed(), 2, 'and again after it')
  fireEvent.keyDown(box(), { key: 'Enter' })
  await act(() => api.settle())
  await rendered(() => assert.ok(within(list()).getByText('When is totality in Oslo?')))
  const mine = messages().at(-1)!
  assert.is(mine.dataset.own, 'true')
  assert.is(box().value, '', 'the composer is ready for the next message')
  assert.ok(started.args.get('analytics/interaction')?.some(([data]) => (data as { type: string }).type === 'message'))

  fireEvent.click(within(mine).getByRole('button', { name: /^Actions for the message by Uma Reader/ }))
  fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Reply' }))
  assert.ok(screen.getByText('Replying to Uma Reader'))
  const replyBox = screen.getByRole('textbox', { name: 'Your reply to Uma Reader' })
  assert.is(document.activeElement, replyBox)
  fireEvent.keyDown(replyBox, { key: 'Escape' })
  assert.is(screen.queryByText('Replying to Uma Reader'), null, 'Escape cancels the reply')
})

test('a moderator removes a message after confirming, and can ban its author from the chat', async () => {
  const started = await startChat(api)
  await signIn(started, moderator)
  await rendered(() => assert.is(messages().length, 30))
  const target = messages().find((li) => !li.dataset.own)!
  const text = target.querySelector('.vf-msg__body')!.textContent!
  const count = messages().length
  fireEvent.click(within(target).getByRole('button', { name: /^Actions for the message/ }))
  fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Remove' }))
  const dialog = screen.getByRole('dialog', { name: 'Remove this message?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
  await act(() => api.settle())
  await rendered(() => assert.is(messages().length, count - 1))
  assert.not.ok(messages().some((li) => li.querySelector('.vf-msg__body')?.textContent === text && li === target))
  assert.ok(api.calls.some((c) => c.startsWith('DELETE') && c.includes('/messages/')))
  fireEvent.click(screen.getByRole('button', { name: 'Close the chat' }))
  await act(() => api.settle())
  await waitFor(() => screen.getByText('This chat has ended. Thank you for taking part.'))
  assert.is(screen.queryByRole('textbox', { name: 'Your message' }), null, 'a closed chat takes no message')
  await act(async () => {
    await started.product.kernel.actions.call('livechat.reset_settings', { params: {} })
    await api.settle()
  })
  await waitFor(() => assert.ok(box(), 'reset, it is open again'))
})

test('a chat that cannot be loaded says so with a retry, which brings it', async () => {
  let fail = true
  const failing: typeof api = {
    ...api,
    fetch: (async (input: string, init?: RequestInit) => {
      if (fail && String(input).includes('/v4/livechat/')) {
        fail = false
        throw new TypeError('Failed to fetch')
      }
      return api.fetch(input, init)
    }) as typeof fetch,
  }
  await startChat(failing)
  const retry = await waitFor(() => screen.getByRole('button', { name: 'Try again' }))
  assert.ok(screen.getByText('The chat could not be loaded.'))
  fireEvent.click(retry)
  await act(() => api.settle())
  await rendered(() => assert.is(messages().length, 30))
})

test.run()
