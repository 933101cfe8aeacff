/**
 * The live blog widget against the in-memory reference service: what a guest, a reader and an editor
 * see and do, what it tells the page (document 4 §4), and how it fails and recovers.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../../examples/server/seed'
import { domService } from '../../support/dom-service'
import { rendered, startLiveblog, type Started } from './support'

const served = domService(test)
const api = served.api
const editor = DEMO_ACCOUNTS.find((a) => a.privilege === 'moderator')!
const reader = DEMO_ACCOUNTS.find((a) => a.privilege === 'user' && !a.ban && !a.pending)!
const PNG = new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'))

const updates = () => screen.getByRole('list', { name: 'Live updates' })
const posts = () => within(updates()).getAllByRole('article').filter((a) => a.classList.contains('vf-post'))
const signIn = async (started: Started, account: { email: string; password: string }) => {
  await act(async () => {
    await started.product.kernel.actions.call('session.login', { params: { email: account.email, password: account.password } })
    await api.settle()
  })
}
const menuOf = (article: HTMLElement) => {
  fireEvent.click(within(article).getAllByRole('button', { name: 'More actions' })[0]!)
  return screen.getByRole('menu')
}

test('a guest sees the updates newest first, how many there are, promo slots for the page, and no editors’ form', async () => {
  const started = await startLiveblog(api)
  await rendered(() => assert.is(posts().length, 10))
  assert.ok(screen.getByRole('heading', { level: 2, name: /Live updates/ }))
  assert.ok(screen.getByText('Updates: 25'))
  assert.is(screen.queryByRole('heading', { name: 'Write an update' }), null, 'readers never see the editors’ form')
  assert.is(screen.queryByRole('button', { name: 'More actions' }), null, 'nor the editors’ menu')
  assert.equal(started.args.get('liveblog/loaded'), [[{ containerId: 'election-night' }]])
  assert.equal(started.args.get('analytics/view'), [[{ widget: 'vf-livestory', containerId: 'election-night' }]])
  const slots = (started.args.get('vf-ads/requestLiveblogAd') ?? []).map(([slot]) => (slot as { position: number; container_id: string; element: Element }))
  // (Asked twice each here: React's development mode runs every effect twice.)
  assert.equal([...new Set(slots.map((s) => s.position))], [1, 7], 'first at 1, then every 6')
  assert.ok(slots.every((s) => s.container_id === 'election-night' && s.element.tagName === 'LI'))
  const times = posts().map((a) => Number(a.querySelector('time')?.getAttribute('datetime') ? Date.parse(a.querySelector('time')!.getAttribute('datetime')!) : 0))
  assert.equal(times, [...times].sort((a, b) => b - a), 'newest first')

  fireEvent.click(screen.getByRole('button', { name: 'Load more updates' }))
  await act(() => api.settle())
  await rendered(() => assert.is(posts().length, 20))
  assert.equal(started.args.get('analytics/load_more_click'), [[{ widget: 'vf-livestory', containerId: 'election-night' }]])
})

test('a page gates “load more” with an interceptor, as it gates the comments’', async () => {
  const started = await startLiveblog(api)
  await rendered(() => assert.is(posts().length, 10))
  started.product.kernel.interceptors.add('liveblog.load_more', (call) => call.intercept('paywall'))
  fireEvent.click(screen.getByRole('button', { name: 'Load more updates' }))
  await act(() => api.settle())
  await rendered(() => assert.is(posts().length, 10))
  assert.not.ok(api.calls.some((c) => c.includes('/posts') && c.includes('starting_from')))
})

test('a guest who presses Reply is asked to sign in; signed in, they reply, like, and the reply is theirs to edit', async () => {
  const started = await startLiveblog(api)
  await rendered(() => assert.is(posts().length, 10))
  fireEvent.click(within(posts()[0]!).getByRole('button', { name: 'Reply' }))
  assert.ok(started.published.includes('authentication/required'))
  await signIn(started, reader)
  await rendered(() => assert.is(posts().length, 10))
  const first = posts()[0]!
  fireEvent.click(within(first).getByRole('button', { name: 'Reply' }))
  const box = within(first).getByRole('textbox', { name: /^Reply to / })
  assert.is(document.activeElement, box)
  fireEvent.change(box, { target: { value: 'Turnout looked high in my ward.' } })
  fireEvent.click(within(first).getByRole('button', { name: 'Send reply' }))
  await act(() => api.settle())
  const reply = await waitFor(() => within(first).getByText('Turnout looked high in my ward.').closest('article')!)
  assert.ok(reply.classList.contains('vf-reply'))
  assert.ok(started.args.get('analytics/interaction')?.some(([data]) => (data as { type: string }).type === 'reply'))
  const like = within(first).getAllByRole('button', { name: /^Like/ })[0]!
  fireEvent.click(like)
  await act(() => api.settle())
  await waitFor(() => assert.is(within(posts()[0]!).getAllByRole('button', { name: /^Like/ })[0]!.getAttribute('aria-pressed'), 'true'))
  const items = within(menuOf(reply)).getAllByRole('menuitem').map((item) => item.textContent)
  assert.ok(items.includes('Edit') && items.includes('Remove'), `the author’s own: ${items}`)
  assert.not.ok(items.includes('Report'))
})

test('an editor writes an update with an image and its description; it leads the live blog with the description as alt text', async () => {
  const started = await startLiveblog(api)
  await signIn(started, editor)
  const form = await waitFor(() => screen.getByRole('heading', { name: 'Write an update' }).closest('section')!)
  const text = within(form).getByRole('textbox', { name: 'Text of the update' }) as HTMLTextAreaElement
  fireEvent.change(text, { target: { value: 'Ward 7 has declared: turnout 61%.' } })
  const file = within(form).getByLabelText('Image file') as HTMLInputElement
  Object.defineProperty(file, 'files', { configurable: true, value: [new File([PNG], 'count.png', { type: 'image/png' })] })
  fireEvent.change(file)
  fireEvent.click(within(form).getByRole('button', { name: 'Add the image' }))
  await waitFor(() => assert.ok(within(form).getByRole('alert').textContent?.includes('Describe the image')))
  fireEvent.change(within(form).getByRole('textbox', { name: 'Image description' }), { target: { value: 'Volunteers counting ballots in ward 7' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Publish' }))
  await act(() => api.settle())
  await rendered(() => assert.ok(within(posts()[0]!).getByText('Ward 7 has declared: turnout 61%.')))
  const image = within(posts()[0]!).getByRole('img', { name: 'Volunteers counting ballots in ward 7' }) as HTMLImageElement
  assert.match(image.src, /\/v4\/liveblogs\/.+\/media\//)
  assert.is(text.value, '', 'the form is ready for the next update')
  assert.is(within(form).queryByRole('list'), null, 'and carries no image any more')
  assert.ok(started.args.get('analytics/interaction')?.some(([data]) => (data as { type: string }).type === 'post'))

  // Pinned from its menu, then removed after confirming.
  const second = posts()[1]!
  const id = second.id
  fireEvent.click(within(menuOf(second)).getByRole('menuitem', { name: 'Pin to the top' }))
  await act(() => api.settle())
  await rendered(() => assert.is(posts()[0]!.id, id))
  fireEvent.click(within(menuOf(posts()[0]!)).getByRole('menuitem', { name: 'Remove' }))
  const dialog = screen.getByRole('dialog', { name: 'Remove this update?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
  await act(() => api.settle())
  await rendered(() => assert.not.ok(posts().some((a) => a.id === id)))
})

test('a live blog whose counters the editors hid shows its count to editors only', async () => {
  const token = (await served.service.app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: editor.email, password: editor.password } })).json().access_token as string
  const base = `/v4/liveblogs/${DEMO_SECTION_UUID}`
  const blog = (await served.service.app.inject({ method: 'GET', url: `${base}?container_id=election-night` })).json().result[0].content_container_uuid
  const hide = (hidden: boolean) => served.service.app.inject({ method: 'PUT', url: `${base}/${blog}`, headers: { authorization: `Bearer ${token}` }, payload: { is_hidden: hidden } })
  assert.is((await hide(true)).statusCode, 200)
  try {
    const started = await startLiveblog(api)
    await rendered(() => assert.is(posts().length, 10))
    assert.is(screen.queryByText(/^Updates: /), null)
    await signIn(started, editor)
    await waitFor(() => screen.getByText(/^Updates: \d+$/))
  } finally {
    await hide(false)
  }
})

test('a live blog that cannot be loaded says so with a retry, which brings it', async () => {
  // The live blog's first call fails (the network), the product's start-up does not.
  let fail = true
  const failing: typeof api = {
    ...api,
    fetch: (async (input: string, init?: RequestInit) => {
      if (fail && String(input).includes('/v4/liveblogs/')) {
        fail = false
        throw new TypeError('Failed to fetch')
      }
      return api.fetch(input, init)
    }) as typeof fetch,
  }
  await startLiveblog(failing)
  const retry = await waitFor(() => screen.getByRole('button', { name: 'Try again' }))
  assert.ok(screen.getByText('The live updates could not be loaded.'))
  fireEvent.click(retry)
  await act(() => api.settle())
  await rendered(() => assert.is(posts().length, 10))
})

test('an editor ends the live blog: it says so, and no one is offered Reply any more', async () => {
  const started = await startLiveblog(api)
  await signIn(started, editor)
  const end = await waitFor(() => screen.getByRole('button', { name: 'End the live blog' }))
  fireEvent.click(end)
  await act(() => api.settle())
  await waitFor(() => screen.getByText('This live blog has ended. Thank you for following along.'))
  assert.is(within(posts()[0]!).queryByRole('button', { name: 'Reply' }), null)
  fireEvent.click(screen.getByRole('button', { name: 'Reopen the live blog' }))
  await act(() => api.settle())
  await waitFor(() => assert.is(screen.queryByText(/This live blog has ended/), null))
})

test.run()
