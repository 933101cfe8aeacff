/**
 * The tray takes focus when it opens and gives it back when it closes, to what opened it (the bell, the
 * comment button that asked for sign-in, a page's button), or to the nearest place still on the page.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { commentsPlugin } from '../../../plugins/comments'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { domService } from '../../support/dom-service'
import { trayStarter, findTrigger } from './support'

const served = domService(test)
const api = served.api
const start = trayStarter(api.fetch)

const SIGN_IN = 'Sign in to join the conversation'
const tray = () => screen.getByRole('dialog', { name: 'Your profile and notifications' })

test('a guest’s Like on a comments-only page: the sign-in panel appended to the page takes focus on its heading; Escape gives it back to Like', async () => {
  await start('<vf-conversations vf-container-id="riverside-park"></vf-conversations>', { plugins: () => [commentsPlugin()] })
  const list = await waitFor(() => screen.getByRole('list', { name: 'Comments' }), { timeout: 10_000 })
  const first = await waitFor(() => within(list).getAllByRole('article')[0]!, { timeout: 10_000 })
  const like = within(first).getAllByRole('button', { name: /^Like/ })[0]!
  like.focus()
  await act(async () => {
    fireEvent.click(like)
    await api.settle()
  })
  const heading = await waitFor(() => screen.getByRole('heading', { name: SIGN_IN }), { timeout: 10_000 })
  assert.is(document.activeElement, heading, 'focus is on the panel’s heading')
  assert.ok(tray().contains(heading), 'inside the labelled dialog')
  assert.is(document.body.lastElementChild?.tagName, 'VF-TRAY', 'the panel placed at the end of the page')
  await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }))
  assert.is(screen.queryByRole('dialog'), null)
  assert.is(document.activeElement, like, 'focus is back on Like')
})

test('the bell clicked with a mouse (which need not focus it) opens the tray with focus inside; the close button gives focus back to the bell', async () => {
  await start('<vf-tray></vf-tray>')
  const bell = await findTrigger()
  assert.is(document.activeElement, document.body)
  await act(async () => fireEvent.click(bell))
  const heading = await waitFor(() => screen.getByRole('heading', { name: SIGN_IN }))
  assert.is(document.activeElement, heading)
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close the panel' })))
  assert.is(screen.queryByRole('dialog'), null)
  assert.is(document.activeElement, bell)
})

test('after signing in (which closes the tray) focus is back on the button that asked for sign-in', async () => {
  const { product } = await start('<button id="mine">Comment</button><vf-tray></vf-tray>')
  const mine = document.getElementById('mine')!
  mine.focus()
  await act(async () => product.kernel.bus.publish('authentication', 'required', [{ trigger: 'comments.post', method: 'login' }]))
  await waitFor(() => assert.is(document.activeElement, screen.getByRole('heading', { name: SIGN_IN })))
  const reader = DEMO_ACCOUNTS[2]!
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: reader.email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: reader.password } })
  screen.getByRole('button', { name: 'Sign in' }).focus()
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await api.settle()
  })
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null))
  assert.is(document.activeElement, mine)
})

test('an opener gone from the page: focus goes to the nearest place still there, else to the bell', async () => {
  const { product } = await start('<div id="box"><button id="before">Before</button><span id="wrap"><button id="open">Open</button></span></div><vf-tray></vf-tray>')
  const bell = await findTrigger()
  const open = async () => {
    document.getElementById('open')!.focus()
    await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
    await waitFor(() => assert.ok(tray().contains(document.activeElement)))
  }
  await open()
  document.getElementById('wrap')!.remove()
  await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }))
  assert.is(document.activeElement, document.getElementById('before'))
  document.getElementById('box')!.innerHTML = '<span id="wrap"><button id="open">Open</button></span>'
  await open()
  document.getElementById('box')!.remove()
  await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }))
  assert.is(document.activeElement, bell)
})

test('a tray closed by the page while the reader is elsewhere does not take their focus', async () => {
  const { product } = await start('<input aria-label="Search"><button id="open">Open</button><vf-tray></vf-tray>')
  document.getElementById('open')!.focus()
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-account']))
  await waitFor(() => assert.is(document.activeElement, screen.getByRole('tab', { name: 'Account' })), { timeout: 10_000 })
  const search = screen.getByRole('textbox', { name: 'Search' })
  search.focus()
  await act(async () => product.kernel.bus.publish('tray', 'close', []))
  assert.is(document.activeElement, search)
})

test.run()
