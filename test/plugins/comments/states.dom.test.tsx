/**
 * The conversations widget in the design system (issue 18): the loading shapes and the space the host
 * keeps for them, the error with its retry, the empty thread, the author line, and the "…" menu's
 * share, report, follow and mute, each an action a page can intercept.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Constants } from '../../../contracts/constants'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { GALLERY_ACCOUNTS } from '../../../examples/server/seed-gallery'
import { domService } from '../../support/dom-service'
import { rendered, startComments, type Started } from './support'

const served = domService(test)
const api = served.api
test.after.each(() => cleanup())

const THREAD = '<vf-conversations vf-container-id="riverside-park" initial-height="900"></vf-conversations>'
const comments = () => screen.getByRole('list', { name: 'Comments' })
const topLevel = () => within(comments()).getAllByRole('article').filter((a) => a.closest('ul') === comments())
const moreOf = (article: HTMLElement) => within(article).getAllByRole('button', { name: 'More actions' })[0]!
function menuOf(article: HTMLElement) {
  fireEvent.click(moreOf(article))
  return screen.getByRole('menu', { name: 'More actions' })
}
const items = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent ?? '')

/** The service's fetch, with the thread's first page held back, or failed, as the test says. */
function threadFetch(mode: { hold: boolean; fail: boolean }) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const fetch = (async (input: string, init?: RequestInit) => {
    const thread = (init?.method ?? 'GET') === 'GET' && /\/v4\/livecomments\/[^/]+\?container_id=/.test(String(input))
    if (thread && mode.hold) await released
    if (thread && mode.fail) throw new TypeError('Failed to fetch')
    return api.fetch(input, init)
  }) as typeof globalThis.fetch
  return { api: { ...api, fetch }, release }
}

const signIn = async (started: Started, index: number) => {
  const account = DEMO_ACCOUNTS[index]!
  await act(async () => {
    await started.product.kernel.actions.call('session.login', { params: { email: account.email, password: account.password } })
    await api.settle()
  })
}

test('while the thread loads: shapes laid out as it will be, “loading” said once, and the space the page reserved kept until the comments replace them', async () => {
  const mode = { hold: true, fail: false }
  const held = threadFetch(mode)
  await startComments(held.api, THREAD)
  const widget = document.querySelector<HTMLElement>('vf-conversations')!
  const loading = await waitFor(() => {
    const found = widget.querySelector<HTMLElement>('.vf-conversations--loading')
    assert.ok(found)
    return found
  })
  assert.is(within(loading).getByRole('status').textContent, 'Loading the discussion…')
  assert.is(screen.getAllByRole('status').filter((status) => status.textContent).length, 1, 'said once')
  const shapes = loading.querySelectorAll('.vf-comment--loading')
  assert.is(shapes.length, 3)
  for (const shape of shapes) {
    assert.is(shape.getAttribute('aria-hidden'), 'true')
    assert.ok(shape.querySelector('[data-shape="circle"]'), 'a picture')
    assert.is(shape.querySelectorAll(':scope > [data-shape="line"]').length, 3, 'a name and two lines')
    assert.is(shape.querySelectorAll('.vf-comment__actions > [data-shape]').length, 3, 'an action row')
  }
  assert.is(widget.style.getPropertyValue('min-block-size'), '900px', 'the reserved space is kept under the shapes')
  assert.is(widget.getAttribute('aria-busy'), 'true')
  assert.is(screen.queryByRole('list', { name: 'Comments' }), null)

  held.release()
  await act(() => api.settle())
  await rendered(() => assert.ok(topLevel().length > 0))
  assert.is(widget.querySelector('.vf-conversations--loading'), null)
  assert.is(widget.style.getPropertyValue('min-block-size'), '', 'given back once the comments are there')
  assert.is(widget.getAttribute('aria-busy'), null)
})

test('a thread that cannot be loaded says so with a retry, which keeps the focus while it tries and hands it to the first comment', async () => {
  const mode = { hold: false, fail: true }
  const failing = threadFetch(mode)
  const { timers } = await startComments(failing.api, THREAD)
  const error = await waitFor(() => screen.getByRole('alert'), { timeout: 10_000 })
  assert.match(error.textContent ?? '', 'The comments could not be loaded.')
  const retry = within(error).getByRole('button', { name: 'Try again' })
  assert.ok(screen.getByRole('textbox', { name: 'Join the conversation' }), 'the composer stays')
  // Tried again, and failed again: what went wrong shows for the status time, the retry stays.
  retry.focus()
  fireEvent.click(retry)
  await act(() => api.settle())
  await waitFor(() => assert.match(screen.getByRole('alert').textContent ?? '', 'We could not reach the service.'))
  assert.is(screen.getByRole('alert'), error, 'the same alert, updated')
  assert.is(document.activeElement, retry, 'the focus stays on Try again')
  await act(() => timers.tick(Constants.statusDisplayMs))
  assert.not.match(error.textContent ?? '', 'We could not reach the service.')
  assert.match(error.textContent ?? '', 'The comments could not be loaded.')

  // The service answers again, after a while.
  mode.fail = false
  mode.hold = true
  fireEvent.click(retry)
  await waitFor(() => assert.is(retry.getAttribute('aria-busy'), 'true'))
  assert.is(document.activeElement, retry, 'busy, and still focused')
  failing.release()
  await act(() => api.settle())
  await rendered(() => assert.ok(topLevel().length > 0))
  assert.is(screen.queryByRole('alert'), null)
  await waitFor(() => assert.is(document.activeElement, topLevel()[0], 'the first comment, not the page'))
})

test('a thread nobody started invites the first comment', async () => {
  await startComments(api, '<vf-conversations vf-container-id="nobody-started-this"></vf-conversations>')
  const title = await waitFor(() => screen.getByText('No comments yet'), { timeout: 10_000 })
  assert.ok(within(title.closest('.vf-state')!).getByText('Start the conversation.'))
  assert.match(screen.getByRole('heading', { level: 2 }).textContent ?? '', /^Comments\s*0$/)
  assert.ok(screen.getByRole('textbox', { name: 'Join the conversation' }))
})

test('the author line: a moderator’s badge, the time with its full date reached by keyboard too, “Edited”', async () => {
  const started = await startComments(api, THREAD)
  await signIn(started, 1)
  await rendered(() => assert.ok(topLevel().length > 0), { timeout: 10_000 })
  fireEvent.change(screen.getByRole('textbox', { name: 'Join the conversation' }), { target: { value: 'A word from the moderators' } })
  fireEvent.click(screen.getByRole('button', { name: 'Post' }))
  await act(() => api.settle())
  const mine = await waitFor(() => topLevel().find((a) => a.textContent?.includes('A word from the moderators'))!)
  const badge = mine.querySelector(':scope > .vf-badge')!
  assert.is(badge.textContent, 'Moderator')
  assert.is(mine.querySelectorAll(':scope > .vf-badge').length, 1, 'one badge: a moderator is trusted by office')
  const time = mine.querySelector<HTMLElement>(':scope > time')!
  assert.is(time.tabIndex, 0, 'a Tab stop: its tooltip is the full date')
  assert.match(time.getAttribute('title') ?? '', /\d{4}/)
  assert.is(time.textContent, 'now')
  fireEvent.click(within(menuOf(mine)).getByRole('menuitem', { name: 'Edit' }))
  fireEvent.change(within(mine).getByRole('textbox', { name: 'Edit your comment' }), { target: { value: 'A word from the moderators, edited' } })
  fireEvent.click(within(mine).getByRole('button', { name: 'Save' }))
  await act(() => api.settle())
  await waitFor(() => assert.match(mine.querySelector('.vf-comment__note')?.textContent ?? '', 'Edited'))
  await served.service.db.query(`delete from content where content like 'A word from the moderators%'`)
})

test('a comment awaiting moderation says so: to its author “only you can see it”, to a moderator just that it awaits them', async () => {
  const db = served.service.db
  const author = DEMO_ACCOUNTS[2]!
  const pending = '5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e'
  await db.query(
    `insert into content (content_uuid, section_uuid, content_container_uuid, thread_uuid, actor_uuid, content, state, date_created)
     select $1, k.section_uuid, k.content_container_uuid, $1, u.uuid, 'Held for a moderator to read', 'awaiting_moderation', now()
     from containers k, users u where k.container_id = 'riverside-park' and k.type = 'livecomments' and u.email = $2`,
    [pending, author.email],
  )
  try {
    for (const [index, note] of [[1, 'Awaiting moderation'], [2, 'Awaiting moderation: only you can see it for now']] as const) {
      const started = await startComments(api, THREAD)
      await signIn(started, index)
      const held = await rendered(() => {
        const found = document.getElementById(`vf-comment-${pending}`)
        assert.ok(found, 'listed for this reader')
        return found
      }, { timeout: 10_000 })
      assert.ok([...held.querySelectorAll('.vf-comment__note')].some((n) => n.textContent === note), `${index === 1 ? 'the moderator' : 'the author'} reads “${note}”`)
      cleanup()
    }
  } finally {
    await db.query('delete from content where content_uuid = $1', [pending])
  }
})

test('a reader banned from posting is told so where they would write, and gets no composer to write in vain', async () => {
  const started = await startComments(api, THREAD)
  const suspended = GALLERY_ACCOUNTS[0]
  await act(async () => {
    await started.product.kernel.actions.call('session.login', { params: { email: suspended.email, password: suspended.password } })
    await api.settle()
  })
  await rendered(() => assert.ok(screen.getByText('Your account cannot post comments on this site.')), { timeout: 10_000 })
  assert.is(screen.queryByRole('textbox', { name: 'Join the conversation' }), null)
  assert.ok(topLevel().length > 0, 'the thread is still read')
})

test('“Copy link” copies the comment’s address and says so politely; refused, the link is shown to copy; a page can intercept it', async () => {
  const started = await startComments(api, THREAD)
  await rendered(() => assert.ok(topLevel().length > 1), { timeout: 10_000 })
  const clipboard = navigator.clipboard
  const writeText = clipboard.writeText
  const copied: string[] = []
  let refuse = false
  clipboard.writeText = async (text: string) => {
    if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError')
    copied.push(text)
  }
  try {
    const first = topLevel()[0]!
    const uuid = first.id.replace('vf-comment-', '')
    fireEvent.click(within(menuOf(first)).getByRole('menuitem', { name: 'Copy link' }))
    await act(() => api.settle())
    await waitFor(() => assert.equal(copied, [`http://localhost:8080/article?vfshare=${uuid}`]))
    const toast = await waitFor(() => screen.getAllByRole('status').find((status) => status.textContent === 'Link copied')!)
    assert.is(toast.getAttribute('aria-live'), 'polite')
    assert.equal(started.args.get('share/clicked'), [['link', 'comment']])
    await act(() => started.timers.tick(Constants.statusDisplayMs))
    assert.not.ok(screen.queryByText('Link copied'), 'gone after the status time')

    refuse = true
    const second = topLevel()[1]!
    fireEvent.click(within(menuOf(second)).getByRole('menuitem', { name: 'Copy link' }))
    await act(() => api.settle())
    const field = await waitFor(() => within(second).getByRole('textbox', { name: 'Copy this link to share the comment:' }) as HTMLInputElement)
    assert.is(field.value, `http://localhost:8080/article?vfshare=${second.id.replace('vf-comment-', '')}`)
    assert.ok(field.readOnly)
    await waitFor(() => assert.is(document.activeElement, field, 'focused, to copy at once'))
    fireEvent.keyDown(field, { key: 'Escape' })
    await waitFor(() => assert.is(document.activeElement, moreOf(second), 'Escape: back on “…”'))
    assert.is(within(second).queryByRole('textbox'), null)

    refuse = false
    copied.length = 0
    started.product.kernel.interceptors.add('comments.share', (call) => call.intercept('not on this page'))
    fireEvent.click(within(menuOf(first)).getByRole('menuitem', { name: 'Copy link' }))
    await act(() => api.settle())
    await act(() => started.timers.tick(0))
    assert.equal(copied, [], 'intercepted: nothing copied')
  } finally {
    clipboard.writeText = writeText
  }
})

test('report from the “…” menu: the reason first, then sent; the menu then offers to withdraw it', async () => {
  const started = await startComments(api, THREAD)
  await signIn(started, 2)
  await rendered(() => assert.ok(topLevel().length > 0), { timeout: 10_000 })
  const other = topLevel().find((a) => a.querySelector('bdi')?.textContent !== DEMO_ACCOUNTS[2]!.name && !items(menuOf(a)).includes('Withdraw report'))!
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
  fireEvent.click(within(menuOf(other)).getByRole('menuitem', { name: 'Report' }))
  const reason = await waitFor(() => within(other).getByRole('combobox', { name: 'Why are you reporting it?' }))
  await waitFor(() => assert.is(document.activeElement, reason))
  fireEvent.click(reason)
  fireEvent.click(within(other).getByRole('option', { name: 'Abuse or harassment' }))
  assert.is(reason.textContent, 'Abuse or harassment')
  fireEvent.click(within(other).getByRole('button', { name: 'Send report' }))
  await act(() => api.settle())
  await waitFor(() => assert.is(within(other).queryByRole('combobox'), null))
  assert.ok(api.calls.some((call) => call.startsWith('POST') && call.endsWith('/flag')), api.calls.join('\n'))
  assert.ok(items(menuOf(other)).includes('Withdraw report'))
  fireEvent.click(screen.getByRole('menuitem', { name: 'Withdraw report' }))
  await act(() => api.settle())
  await waitFor(() => assert.ok(items(menuOf(other)).includes('Report')))
})

test('follow and mute the author from the “…” menu: a guest asked to sign in to follow and not offered mute; a reader follows, then unfollows', async () => {
  const started = await startComments(api, THREAD)
  await rendered(() => assert.ok(topLevel().length > 0), { timeout: 10_000 })
  const first = topLevel()[0]!
  const name = first.querySelector('bdi')!.textContent!
  let offered = items(menuOf(first))
  assert.ok(offered.includes(`Follow ${name}`))
  assert.not.ok(offered.includes(`Mute ${name}`), 'muting is a signed-in reader’s')
  fireEvent.click(screen.getByRole('menuitem', { name: `Follow ${name}` }))
  await act(() => api.settle())
  assert.ok(started.published.includes('authentication/required'))

  await signIn(started, 2)
  const other = topLevel().find((a) => a.querySelector('bdi')?.textContent !== DEMO_ACCOUNTS[2]!.name)!
  const author = other.querySelector('bdi')!.textContent!
  offered = items(menuOf(other))
  assert.ok(offered.includes(`Mute ${author}`))
  fireEvent.click(screen.getByRole('menuitem', { name: `Follow ${author}` }))
  await act(() => api.settle())
  await waitFor(() => assert.ok(items(menuOf(other)).includes(`Unfollow ${author}`)))
  fireEvent.click(screen.getByRole('menuitem', { name: `Unfollow ${author}` }))
  await act(() => api.settle())
  await waitFor(() => assert.ok(items(menuOf(other)).includes(`Follow ${author}`)))
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
})

test.run()
