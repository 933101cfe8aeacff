/**
 * The composer counts and cuts as the service does (issue 16): characters as a reader sees them, never a
 * family emoji or a flag cut in two, the reader told when a paste was cut; control characters stripped
 * before sending.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { domService } from '../../support/dom-service'
import { startComments } from './support'

const served = domService(test)
const api = served.api
const FAMILY = '👨‍👩‍👧‍👦'
const FLAG = '🇫🇷'
const CUT = 'Your text was cut to fit: a comment can have at most 5000 characters.'

const comments = () => screen.getByRole('list', { name: 'Comments' })
const topLevel = () => within(comments()).getAllByRole('article').filter((a) => a.closest('ul') === comments())

/** The thread signed in as a reader, and its composer. */
async function composer() {
  const { product } = await startComments(api, '<vf-conversations vf-container-id="riverside-park"></vf-conversations>')
  const reader = DEMO_ACCOUNTS[2]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  await act(() => api.settle())
  await waitFor(() => assert.ok(topLevel().length > 0), { timeout: 10_000 })
  const box = screen.getByRole('textbox', { name: 'Join the conversation' }) as HTMLTextAreaElement
  const form = box.closest('form')!
  return { box, form, status: () => within(form).getByRole('status') }
}

async function post() {
  fireEvent.click(screen.getByRole('button', { name: 'Post' }))
  await act(() => api.settle())
}

/** The reader's newest comment as the service stored it. */
const newest = async () =>
  (await served.service.db.one<{ content: string }>('select c.content from content c join users u on u.uuid = c.actor_uuid where u.email = $1 order by c.date_created desc limit 1', [DEMO_ACCOUNTS[2]!.email]))?.content

test('pasting past the limit keeps whole characters, keeps the words after the cursor, and says the text was cut', async () => {
  const { box, status } = await composer()
  assert.is(box.getAttribute('maxlength'), null, 'no native maxlength: it cuts inside emoji sequences')
  assert.is(status().textContent, '', 'nothing said before anything was cut')
  fireEvent.change(box, { target: { value: 'Hello world' } })
  // A paste between "Hello " and "world": 4987 letters, a family, a French flag and a German one; room for all but the last.
  const pasted = `${'a'.repeat(4987)}${FAMILY}${FLAG}🇩🇪`
  fireEvent.change(box, { target: { value: `Hello ${pasted}world` } })
  const kept = `${'a'.repeat(4987)}${FAMILY}${FLAG}`
  assert.is(box.value, `Hello ${kept}world`, 'the family and the flag whole, the German flag gone, "world" kept')
  assert.is(box.selectionStart, `Hello ${kept}`.length, 'the cursor after what was kept of the paste')
  assert.ok(screen.getByText('Characters left: 0', { selector: '.vf-composer__count' }))
  assert.is(status().textContent, CUT)
  assert.is(status().getAttribute('aria-live'), 'polite')
  assert.is(status().className, 'vf-status', 'shown, not only said')
  // Typing past the limit is cut too, and says so; an edit that fits clears the note.
  fireEvent.change(box, { target: { value: `${box.value}!` } })
  assert.is(box.value, `Hello ${kept}world`)
  assert.is(status().textContent, CUT)
  fireEvent.change(box, { target: { value: `Hello ${kept}worl` } })
  assert.ok(screen.getByText('Characters left: 1'))
  assert.is(status().textContent, '')
  fireEvent.change(box, { target: { value: `Hello ${kept}world` } })
  await post()
  await waitFor(() => assert.is(box.value, ''))
  assert.is(await newest(), `Hello ${kept}world`, 'the service took all 5000 characters, the family and the flag whole')
})

test('the count shows only in the last tenth, counts what a reader sees (a family emoji, a flag: one character each), and is said as it passes a mark, not on every key', async () => {
  const { box, status } = await composer()
  fireEvent.change(box, { target: { value: `${FAMILY}${FLAG}é` } })
  assert.is(screen.queryByText(/^Characters left/), null, '4997 left: far from the limit, nothing shown')
  fireEvent.change(box, { target: { value: `${'a'.repeat(4496)}${FAMILY}${FLAG}é` } })
  assert.is(screen.queryByText(/^Characters left/), null, '501 left: not yet')
  fireEvent.change(box, { target: { value: `${'a'.repeat(4497)}${FAMILY}${FLAG}é` } })
  assert.ok(screen.getByText('Characters left: 500', { selector: '.vf-composer__count' }), 'the last tenth: shown')
  assert.is(status().textContent, 'Characters left: 500', 'and said politely as it is reached')
  fireEvent.change(box, { target: { value: `${'a'.repeat(4498)}${FAMILY}${FLAG}é` } })
  assert.ok(screen.getByText('Characters left: 499'))
  assert.is(status().textContent, '', 'the next key says nothing')
  fireEvent.change(box, { target: { value: `${'a'.repeat(4897)}${FAMILY}${FLAG}é` } })
  assert.is(status().textContent, 'Characters left: 100', 'the next mark')
  assert.is(status().getAttribute('aria-live'), 'polite')
})

test('the composer is one line until the reader comes to it: then their picture and name, Cancel and Post; Cancel empties and folds it', async () => {
  const { box, form } = await composer()
  const reader = DEMO_ACCOUNTS[2]!
  assert.is(form.dataset.expanded, undefined)
  assert.is(box.style.getPropertyValue('--vf-textarea-rows'), '1', 'one line')
  assert.ok(form.querySelector(':scope > .vf-avatar'), 'the reader’s picture beside it')
  assert.is(within(form).queryByText(reader.name), null)
  assert.is(within(form).queryByRole('button', { name: 'Post' }), null)
  fireEvent.focus(box)
  assert.is(form.dataset.expanded, '')
  assert.is(box.style.getPropertyValue('--vf-textarea-rows'), '3')
  assert.ok(within(form).getByText(reader.name), 'who writes')
  // Leaving it keeps it open (folding would move the thread under a pointer on its way to a Like below).
  fireEvent.focusOut(box, { relatedTarget: document.body })
  assert.is(form.dataset.expanded, '')
  fireEvent.change(box, { target: { value: 'Second thoughts' } })
  const cancel = within(form).getByRole('button', { name: 'Cancel' })
  cancel.focus()
  fireEvent.click(cancel)
  assert.is(box.value, '')
  assert.is(form.dataset.expanded, undefined, 'folded')
  assert.is(document.activeElement, box, 'the focus goes to the box, not to the page')
  assert.is(within(form).queryByRole('button', { name: 'Post' }), null)
  // Posted, it folds too, the focus in the box for the next comment.
  fireEvent.change(box, { target: { value: 'Parks, once more.' } })
  const post = within(form).getByRole('button', { name: 'Post' })
  post.focus()
  fireEvent.click(post)
  await act(() => api.settle())
  await waitFor(() => assert.is(form.dataset.expanded, undefined))
  assert.is(document.activeElement, box)
  await served.service.db.query(`delete from content where content = 'Parks, once more.'`)
})

test('a guest is offered “Sign in to comment” where comments need an account, and a name field where anonymous comments are on', async () => {
  const { published } = await startComments(api, '<vf-conversations vf-container-id="riverside-park"></vf-conversations>')
  await waitFor(() => assert.ok(topLevel().length > 0), { timeout: 10_000 })
  const form = () => screen.getByRole('textbox', { name: 'Join the conversation' }).closest('form')!
  assert.is(form().querySelector(':scope > .vf-avatar'), null, 'no picture for a guest')
  fireEvent.click(within(form()).getByRole('button', { name: 'Sign in to comment' }))
  assert.ok(published.includes('authentication/required'))
  cleanup()
  const db = served.service.db
  await db.query(`update sections set settings = settings || '{"enable_anonymous_comments": 1}'`)
  try {
    await startComments(api, '<vf-conversations vf-container-id="riverside-park"></vf-conversations>')
    await waitFor(() => assert.ok(topLevel().length > 0), { timeout: 10_000 })
    assert.is(within(form()).queryByRole('button', { name: 'Sign in to comment' }), null)
    assert.is(within(form()).queryByRole('textbox', { name: 'Your name' }), null, 'folded: the box alone')
    fireEvent.focus(screen.getByRole('textbox', { name: 'Join the conversation' }))
    assert.ok(within(form()).getByRole('textbox', { name: 'Your name' }))
  } finally {
    await db.query(`update sections set settings = settings || '{"enable_anonymous_comments": 0}'`)
  }
})

test('control characters are stripped before sending: the comment is posted without them, tabs and line breaks kept', async () => {
  const { box } = await composer()
  fireEvent.change(box, { target: { value: 'Ring\u0007 the\u0000 bell\u001B\n\tnow' } })
  assert.is(box.value, 'Ring the bell\n\tnow')
  await post()
  await waitFor(() => assert.is(box.value, '', 'posted'))
  assert.is(screen.queryByRole('alert'), null)
  assert.is(await newest(), 'Ring the bell\n\tnow')
})

test.run()
