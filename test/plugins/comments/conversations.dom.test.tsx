/** The conversations widget in a started product against the real reference service (in memory). */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Constants } from '../../../contracts/constants'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { memoryStorage } from '../../support/fake-service'
import { domService } from '../../support/dom-service'
import { rendered, startComments } from './support'

const served = domService(test)
const api = served.api

const start = (html = '<vf-conversations vf-container-id="riverside-park"></vf-conversations>', storage = memoryStorage(), href?: string) => startComments(api, html, { storage, ...(href ? { href } : {}) })

const comments = () => screen.getByRole('list', { name: 'Comments' })
const topLevel = () => within(comments()).getAllByRole('article').filter((a) => a.closest('ul') === comments())
/** A comment's own "…" button (the first in it: its replies' come after). */
const moreOf = (article: HTMLElement) => within(article).getAllByRole('button', { name: 'More actions' })[0]!
/** Opens a comment's "…" menu and returns it. */
function menuOf(article: HTMLElement) {
  fireEvent.click(moreOf(article))
  return screen.getByRole('menu', { name: 'More actions' })
}
/** Picks `item` from a comment's "…" menu. */
const fromMenu = (article: HTMLElement, item: string | RegExp) => fireEvent.click(within(menuOf(article)).getByRole('menuitem', { name: item }))

test('a guest reads the thread: the first page (limit + pagination limit), names, counts; then loads more', async () => {
  const { published } = await start()
  await rendered(() => assert.is(topLevel().length, 20), { timeout: 10_000 })
  assert.ok(published.includes('commenting/loaded'))
  const heading = screen.getByRole('heading', { level: 2 })
  assert.match(heading.textContent ?? '', /Comments/)
  fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }))
  await act(() => api.settle())
  await rendered(() => assert.is(topLevel().length, 30), { timeout: 10_000 })
  assert.ok(published.includes('comments/more-loaded'))
})

test('a long thread, rendered in slices, ends with every loaded comment in the page, in order, with its words', async () => {
  const { product, args } = await start('<vf-conversations vf-container-id="four-day-week" limit="100" pagination-limit="100" reply-limit="0"></vf-conversations>')
  await rendered(() => assert.is(topLevel().length, 200), { timeout: 20_000 })
  for (let page = 0; page < 2; page++) {
    await act(async () => void (await product.kernel.actions.call('live_comments.load_more', { params: { limit: 100 } })))
  }
  await rendered(() => assert.is(topLevel().length, 400), { timeout: 20_000 })
  const pages = args.get('comments/more-loaded')!.map(([contents]) => contents as Array<{ content_uuid: string; content: string }>)
  const loaded = pages.flat()
  assert.is(loaded.length, 200)
  assert.equal(
    topLevel()
      .slice(200)
      .map((a) => a.id),
    loaded.map((c) => `vf-comment-${c.content_uuid}`),
    'the pages loaded follow the first, in the order the service gave',
  )
  // Find-in-page finds what is in the document: the last comment's words are.
  assert.match(topLevel().at(-1)!.querySelector('.vf-comment__body')?.textContent ?? '', loaded.at(-1)!.content)
  // The pages went into the store without drafts, and what they added is frozen like the rest of it.
  const threads = (product.kernel.store.getState().comments as { threads: Record<string, { items: Record<string, object>; top: { uuids: string[] } }> }).threads
  const [thread] = Object.values(threads)
  assert.is(thread!.top.uuids.length, 400)
  for (const value of [thread, thread!.items, thread!.top, thread!.top.uuids, thread!.items[loaded.at(-1)!.content_uuid]]) assert.ok(Object.isFrozen(value))
})

test('sorting reloads the thread oldest first and announces it; the same sort again does nothing; an unknown one is newest', async () => {
  const { published, args, product } = await start()
  await waitFor(() => assert.ok(topLevel().length > 0), { timeout: 10_000 })
  const sortBox = () => screen.getByRole('combobox', { name: 'Sort by' })
  const sorted = () => published.filter((event) => event === 'commenting/sorted').length
  assert.is(sortBox().textContent, 'Newest')
  fireEvent.click(sortBox())
  fireEvent.click(screen.getByRole('option', { name: 'Oldest' }))
  await act(() => api.settle())
  assert.is(sorted(), 1)
  await waitFor(() => assert.is(sortBox().textContent, 'Oldest'))
  const first = topLevel()[0]

  await act(async () => void (await product.kernel.actions.call('live_comments.sort', { params: { sort: 'oldest' } })))
  assert.is(sorted(), 1, 'the sort did not change: no event, no analytics, no reload')
  assert.is(args.get('analytics/sortComments')?.length, 1)
  assert.is(topLevel()[0], first)

  await act(async () => void (await product.kernel.actions.call('live_comments.sort', { params: { sort: 'best' as never } })))
  await act(() => api.settle())
  assert.equal(args.get('commenting/sorted')?.at(-1), ['newest'], 'an unknown sort is newest')
  await waitFor(() => assert.is(sortBox().textContent, 'Newest'))
  assert.ok(screen.getByRole('list', { name: 'Comments' }), 'the thread loaded, not in its error state')
})

test('a guest’s like asks for sign-in and is replayed one second after it', async () => {
  const { product, timers, published } = await start()
  await waitFor(() => assert.ok(topLevel().length > 0), { timeout: 10_000 })
  const first = topLevel()[0]!
  fireEvent.click(within(first).getAllByRole('button', { name: /^Like/ })[0]!)
  await act(() => api.settle())
  assert.ok(published.includes('authentication/required'))
  const reader = DEMO_ACCOUNTS[2]!
  await act(async () => {
    await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
    await api.settle()
  })
  api.calls.length = 0
  await act(async () => {
    await timers.tick(Constants.guestReplayDelayMs - 1)
  })
  assert.not.ok(api.calls.some((c) => c.endsWith('/like')))
  await act(async () => {
    await timers.tick(1)
    await api.settle()
  })
  assert.ok(api.calls.some((c) => c.startsWith('POST') && c.endsWith('/like')))
  await waitFor(() => assert.is(within(topLevel()[0]!).getAllByRole('button', { name: /^Like/ })[0]!.getAttribute('aria-pressed'), 'true'))
})

test('a guest’s like survives the publisher’s own login on another page: replayed a second after the thread loads signed in', async () => {
  const storage = memoryStorage()
  const guest = await start(undefined, storage)
  await waitFor(() => assert.ok(topLevel().length > 0), { timeout: 10_000 })
  const liked = topLevel()[1]!.id
  fireEvent.click(within(topLevel()[1]!).getAllByRole('button', { name: /^Like/ })[0]!)
  await act(() => api.settle())
  assert.ok(guest.published.includes('authentication/required'))
  // The host's login page (no comments on it) signs the reader in; the thread is next seen on the next page.
  await act(async () => guest.product.kernel.bus.publish('widgets', 'unmount', []))
  const reader = DEMO_ACCOUNTS[4]!
  await guest.product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  await act(() => api.settle())
  cleanup()
  document.body.innerHTML = ''

  const before = api.calls.length
  const next = await start(undefined, storage)
  await waitFor(() => assert.ok(document.getElementById(liked)), { timeout: 10_000 })
  await act(async () => {
    await next.timers.tick(Constants.guestReplayDelayMs)
    await api.settle()
  })
  assert.is((next.product.kernel.store.getState().session as { user: { name: string } }).user.name, reader.name)
  assert.is(api.calls.slice(before).filter((c) => c.startsWith('POST') && c.endsWith('/like')).length, 1, 'replayed once')
  await waitFor(() => assert.is(within(document.getElementById(liked)!).getAllByRole('button', { name: /^Like/ })[0]!.getAttribute('aria-pressed'), 'true'))
})

test('a guest asked to sign in before posting finds the comment again after signing in on the next page', async () => {
  const storage = memoryStorage()
  const first = await start(undefined, storage)
  await waitFor(() => assert.ok(topLevel().length > 0), { timeout: 10_000 })
  const words = 'Keep the old oaks, please.'
  fireEvent.change(screen.getByRole('textbox', { name: 'Join the conversation' }), { target: { value: words } })
  fireEvent.click(screen.getByRole('button', { name: 'Post' }))
  await act(() => api.settle())
  assert.ok(first.published.includes('authentication/required'))
  assert.is((screen.getByRole('textbox', { name: 'Join the conversation' }) as HTMLTextAreaElement).value, words, 'the draft stays')
  assert.not.ok(screen.queryByRole('alert'), 'a sign-in request is not an error')
  cleanup()
  document.body.innerHTML = ''

  // The sign-in took the reader to another page (a provider's redirect) and back.
  const next = await start(undefined, storage)
  await waitFor(() => assert.ok(topLevel().length > 0), { timeout: 10_000 })
  assert.is((screen.getByRole('textbox', { name: 'Join the conversation' }) as HTMLTextAreaElement).value, '')
  const reader = DEMO_ACCOUNTS[2]!
  await act(async () => {
    await next.product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
    await api.settle()
  })
  await waitFor(() => assert.is((screen.getByRole('textbox', { name: 'Join the conversation' }) as HTMLTextAreaElement).value, words))
  assert.is(document.activeElement, screen.getByRole('textbox', { name: 'Join the conversation' }))
})

test('a signed-in reader posts (first in the list), a failed post keeps the draft, then edits and removes it', async () => {
  const { product } = await start()
  const reader = DEMO_ACCOUNTS[2]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  await act(() => api.settle())
  await waitFor(() => assert.ok(topLevel().length > 0), { timeout: 10_000 })
  const box = screen.getByRole('textbox', { name: 'Join the conversation' }) as HTMLTextAreaElement
  assert.is(screen.queryByRole('button', { name: 'Post' }), null, 'one line until the reader comes to it')
  fireEvent.focus(box)
  fireEvent.click(screen.getByRole('button', { name: 'Post' }))
  const empty = await waitFor(() => screen.getByRole('alert'))
  assert.is(box.getAttribute('aria-invalid'), 'true', 'an empty comment: the box is what is wrong')
  assert.is(box.getAttribute('aria-describedby'), empty.id)
  fireEvent.change(box, { target: { value: 'Parks make cities better.' } })
  api.state.failNext = true
  fireEvent.click(screen.getByRole('button', { name: 'Post' }))
  await act(() => api.settle())
  await waitFor(() => assert.is(screen.getByRole('alert').textContent, 'We could not reach the service. Check your connection and try again.', 'translated, not the browser’s words'))
  assert.is(box.value, 'Parks make cities better.', 'the draft is kept')
  assert.is(box.getAttribute('aria-invalid'), null, 'a failed request is not the box’s fault')
  assert.is(box.closest('form')!.getAttribute('aria-describedby'), screen.getByRole('alert').id)
  fireEvent.click(screen.getByRole('button', { name: 'Post' }))
  await act(() => api.settle())
  await waitFor(() => assert.is(within(topLevel()[0]!).getByText('Parks make cities better.').tagName, 'P'))
  assert.is(box.value, '')
  const mine = topLevel()[0]!
  fromMenu(mine, 'Edit')
  const editor = within(mine).getByRole('textbox', { name: 'Edit your comment' })
  fireEvent.change(editor, { target: { value: 'Parks make cities much better.' } })
  fireEvent.click(within(mine).getByRole('button', { name: 'Save' }))
  await act(() => api.settle())
  await waitFor(() => within(topLevel()[0]!).getByText('Parks make cities much better.'))
  fromMenu(topLevel()[0]!, 'Remove')
  await act(() => api.settle())
  await waitFor(() => within(document.body).getByText('This comment was removed.'))
})

test('a moderator’s tools are in each comment’s “…” menu, with the moderation console; a guest has none', async () => {
  const { product } = await start()
  await rendered(() => assert.is(topLevel().length, 20), { timeout: 10_000 })
  const tools = /^(Disable|Enable|Mark as spam|Not spam|Pin|Unpin|Pick|Unpick|Make top comment|Remove top comment|Open in moderation console)$/
  const asGuest = within(menuOf(topLevel()[0]!)).getAllByRole('menuitem').map((item) => item.textContent ?? '')
  assert.equal(asGuest.filter((label) => tools.test(label)), [], 'a guest has no moderation')
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
  assert.is(screen.queryByRole('menu'), null)
  const moderator = DEMO_ACCOUNTS.find((a) => a.privilege === 'moderator')!
  await product.kernel.actions.call('session.login', { params: { email: moderator.email, password: moderator.password } })
  await act(() => api.settle())
  // The first comment with actions (one removed by an earlier test has none).
  const first = await waitFor(
    () => {
      const article = topLevel().find((a) => a.querySelector(':scope > .vf-comment__actions'))
      assert.ok(article)
      return article
    },
    { timeout: 10_000 },
  )
  const labels = within(menuOf(first)).getAllByRole('menuitem').map((item) => item.textContent ?? '')
  const pairs = [['Disable', 'Enable'], ['Mark as spam', 'Not spam'], ['Pin', 'Unpin'], ['Pick', 'Unpick'], ['Make top comment', 'Remove top comment']]
  const offered = labels.filter((label) => tools.test(label))
  assert.is(offered.length, pairs.length + 1, `the five tools and the console: ${offered}`)
  pairs.forEach((pair, i) => assert.ok(pair.includes(offered[i]!), `${offered[i]} is one of ${pair}`))
  const console = screen.getByRole('menuitem', { name: 'Open in moderation console' })
  assert.is(console.tagName, 'A')
  assert.match(console.getAttribute('href') ?? '', `/content/${first.id.replace('vf-comment-', '')}`)
  assert.is(console.getAttribute('target'), '_blank')
  const pin = offered[2]!
  const unpin = pin === 'Pin' ? 'Unpin' : 'Pin'
  fireEvent.click(screen.getByRole('menuitem', { name: pin }))
  assert.is(screen.queryByRole('menu'), null, 'the menu closes as its item is chosen')
  assert.is(document.activeElement, moreOf(first), 'the focus is back on “…”')
  await act(() => api.settle())
  await waitFor(() => assert.is(/Pinned/.test(first.textContent ?? ''), pin === 'Pin'))
  // And back, so the thread is as the other tests know it.
  fromMenu(first, unpin)
  await act(() => api.settle())
  await waitFor(() => assert.is(/Pinned/.test(first.textContent ?? ''), pin !== 'Pin'))
  within(menuOf(first)).getByRole('menuitem', { name: pin })
})

test('a like that fails is told in the comment itself, for the status time, and nowhere else', async () => {
  const { product, timers } = await start()
  const reader = DEMO_ACCOUNTS[2]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  await act(() => api.settle())
  await rendered(() => assert.is(topLevel().length, 20), { timeout: 10_000 })
  const [, second] = topLevel()
  api.state.failNext = true
  fireEvent.click(within(second!).getByRole('button', { name: /^Like/ }))
  await act(() => api.settle())
  const alert = await waitFor(() => within(second!).getByRole('alert'))
  assert.is(alert.textContent, 'We could not reach the service. Check your connection and try again.')
  assert.is(screen.getAllByRole('alert').length, 1, 'once')
  assert.is(within(second!).getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed'), 'false', 'not liked')
  await act(() => timers.tick(Constants.statusDisplayMs))
  assert.is(within(second!).queryByRole('alert'), null, 'gone after the status time')
})

test('the keyboard keeps its place: a closed form gives the focus back to its button, a removed comment to the one after it', async () => {
  const { product } = await start()
  const reader = DEMO_ACCOUNTS[2]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  await act(() => api.settle())
  await rendered(() => assert.is(topLevel().length, 20), { timeout: 10_000 })
  const third = topLevel()[2]!
  const replyButton = within(third).getByRole('button', { name: 'Reply' })
  replyButton.focus()
  fireEvent.click(replyButton)
  const box = within(third).getByRole('textbox', { name: /^Reply to / })
  assert.is(document.activeElement, box, 'the reply box takes the focus')
  assert.is(replyButton.getAttribute('aria-controls'), box.closest('form')!.parentElement!.id, 'the button names what it opened')
  fireEvent.click(within(third).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => assert.is(document.activeElement, replyButton, 'cancelled: back on Reply'))
  assert.is(replyButton.getAttribute('aria-controls'), null)

  fireEvent.click(replyButton)
  fireEvent.change(within(third).getByRole('textbox', { name: /^Reply to / }), { target: { value: 'A reply, sent from the keyboard.' } })
  fireEvent.submit(within(third).getByRole('textbox', { name: /^Reply to / }).closest('form')!)
  await act(() => api.settle())
  await waitFor(() => within(third).getByText('A reply, sent from the keyboard.'))
  await waitFor(() => assert.is(document.activeElement, replyButton, 'sent: back on Reply'))

  // The reader's own comment, on top, removed: the focus goes to the comment after it.
  fireEvent.change(screen.getByRole('textbox', { name: 'Join the conversation' }), { target: { value: 'Soon gone.' } })
  fireEvent.click(screen.getByRole('button', { name: 'Post' }))
  await act(() => api.settle())
  await waitFor(() => within(topLevel()[0]!).getByText('Soon gone.'))
  const [mine, next] = topLevel()
  fromMenu(mine!, 'Remove')
  await act(() => api.settle())
  await waitFor(() => assert.ok(!mine!.isConnected || mine!.querySelector(':scope > .vf-comment__actions') === null))
  await waitFor(() => assert.is(document.activeElement, mine!.isConnected ? mine : next, 'not dropped to the page'))
  // What this test wrote is taken back, for the tests after it.
  const db = served.service.db
  const [written] = await db.query<{ parent_uuid: string }>(`select parent_uuid from content where content = 'A reply, sent from the keyboard.'`)
  await db.query(`delete from content where content in ('A reply, sent from the keyboard.', 'Soon gone.')`)
  await db.query('update content set total_direct_replies = total_direct_replies - 1, total_replies = total_replies - 1 where content_uuid = $1', [written!.parent_uuid])
})

test('a posted address is a link for others to follow safely; a muted author’s comments disappear for the reader', async () => {
  const { product } = await start()
  const reader = DEMO_ACCOUNTS[2]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  await act(() => api.settle())
  await waitFor(() => assert.ok(topLevel().length > 0), { timeout: 10_000 })
  fireEvent.change(screen.getByRole('textbox', { name: 'Join the conversation' }), { target: { value: 'The plan: https://city.example/park.pdf.' } })
  fireEvent.click(screen.getByRole('button', { name: 'Post' }))
  await act(() => api.settle())
  const link = await waitFor(() => within(topLevel()[0]!).getByRole('link', { name: 'https://city.example/park.pdf' }))
  assert.is(link.getAttribute('rel'), 'nofollow ugc noopener noreferrer')
  assert.is(link.getAttribute('href'), 'https://city.example/park.pdf')

  const other = topLevel().find((article) => article.querySelector('bdi')?.textContent !== reader.name)!
  const name = other.querySelector('bdi')!.textContent!
  // Muted from the comment's "…" menu, as a reader does.
  fromMenu(other, `Mute ${name}`)
  await act(() => api.settle())
  await waitFor(() => assert.not.ok(screen.queryAllByRole('article').some((a) => a.querySelector('bdi')?.textContent === name)))
  assert.ok(document.activeElement?.matches('article'), 'the focus goes to a comment still there, not to the page')
  // Unmuted, for the tests after this one.
  const state = product.kernel.store.getState() as { graph?: { muted: Record<string, unknown> } }
  await act(async () => {
    for (const uuid of Object.keys(state.graph?.muted ?? {})) await product.kernel.actions.call('session.unmute', { params: { uuid } })
    await api.settle()
  })
})

test('a comment arriving at the top leaves the comments already shown in place: the last one keeps its open reply', async () => {
  const { product } = await start()
  const reader = DEMO_ACCOUNTS[0]!
  await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  await act(() => api.settle())
  await rendered(() => assert.is(topLevel().length, 20), { timeout: 10_000 })
  const last = topLevel().at(-1)!
  fireEvent.click(within(last).getByRole('button', { name: 'Reply' }))
  fireEvent.change(within(last).getByRole('textbox', { name: /^Reply to / }), { target: { value: 'Half-written reply' } })
  fireEvent.change(screen.getByRole('textbox', { name: 'Join the conversation' }), { target: { value: 'A new comment on top' } })
  fireEvent.click(screen.getByRole('button', { name: 'Post' }))
  await act(() => api.settle())
  await waitFor(() => assert.match(topLevel()[0]!.textContent ?? '', 'A new comment on top'))
  await rendered(() => assert.is(topLevel().length, 21))
  assert.is(topLevel().at(-1), last, 'the same element, never taken out of the page')
  assert.is((within(last).getByRole('textbox', { name: /^Reply to / }) as HTMLTextAreaElement).value, 'Half-written reply')
})

test('dislikes are offered only where the site turned them on, as the service and the ruler hold', async () => {
  const db = served.service.db
  await db.query(`update sections set settings = settings - 'enable_dislikes'`)
  try {
    await start()
    await rendered(() => assert.is(topLevel().length, 20), { timeout: 10_000 })
    assert.is(within(topLevel()[0]!).queryByRole('button', { name: /^Dislike/ }), null, 'a site that never set enable_dislikes has none')
    assert.ok(within(topLevel()[0]!).getByRole('button', { name: /^Like/ }))
    cleanup()
    await db.query(`update sections set settings = settings || '{"enable_dislikes": 1}'`)
    await start()
    await rendered(() => assert.is(topLevel().length, 20), { timeout: 10_000 })
    assert.ok(within(topLevel()[0]!).getByRole('button', { name: /^Dislike/ }), 'offered to a guest, to keep until sign-in')
  } finally {
    await db.query(`update sections set settings = settings || '{"enable_dislikes": 1}'`)
  }
})

test('a link shared to a reply far down the thread shows it first under its parent, focused; the parent’s other reply still loads', async () => {
  const db = served.service.db
  // Two replies to the thread's oldest comment (newest first, it is nowhere near the first page).
  const [parent] = await db.query<{ content_uuid: string }>(`select c.content_uuid from content c join containers k using (content_container_uuid) where k.container_id = 'riverside-park' and c.parent_uuid is null and c.state = 'visible' order by c.date_created asc limit 1`)
  const reply = (uuid: string, text: string, age: string) =>
    db.query(`insert into content (content_uuid, section_uuid, content_container_uuid, parent_uuid, thread_uuid, actor_uuid, content, date_created) select $1, section_uuid, content_container_uuid, content_uuid, content_uuid, actor_uuid, $2, now() - $3::interval from content where content_uuid = $4`, [uuid, text, age, parent!.content_uuid])
  const shared = '5d0c9a52-3f6e-4c0b-9a39-6a1d2f8e7b10'
  await reply('0b7e4c1d-8a2f-4e6b-b5c3-2d9f1a7e6c40', 'The reply before it', '2 minutes')
  await reply(shared, 'The shared reply', '1 minute')
  await db.query('update content set total_direct_replies = total_direct_replies + 2, total_replies = total_replies + 2 where content_uuid = $1', [parent!.content_uuid])
  try {
    const { args } = await start(undefined, undefined, `http://localhost:8080/article?vfshare=${shared}`)
    const article = await waitFor(
      () => {
        const found = document.getElementById(`vf-comment-${shared}`)
        assert.ok(found, 'the shared reply is shown')
        return found
      },
      { timeout: 10_000 },
    )
    assert.is(article.parentElement!.closest('article')?.id, `vf-comment-${parent!.content_uuid}`, 'under its parent')
    assert.ok(within(article).getByText('The shared reply'))
    await waitFor(() => assert.is(document.activeElement, article, 'focused'))
    const parentArticle = document.getElementById(`vf-comment-${parent!.content_uuid}`)!
    assert.is(topLevel()[0], parentArticle, 'its parent on top of the thread')
    fireEvent.click(within(parentArticle).getByRole('button', { name: 'Show replies (1)' }))
    await waitFor(() => assert.ok(within(parentArticle).getByText('The reply before it')))
    assert.is(within(parentArticle).getAllByText('The shared reply').length, 1, 'listed once')
    const thread = args.get('comment-thread/loaded')?.map(([items]) => (items as Array<{ content_uuid: string }>).map((item) => item.content_uuid))
    assert.equal(thread, [[parent!.content_uuid, shared]], 'its thread announced once, root first')
  } finally {
    await db.query('update content set total_direct_replies = total_direct_replies - 2, total_replies = total_replies - 2 where content_uuid = $1', [parent!.content_uuid])
    await db.query('delete from content where parent_uuid = $1 and content_uuid in ($2, $3)', [parent!.content_uuid, shared, '0b7e4c1d-8a2f-4e6b-b5c3-2d9f1a7e6c40'])
  }
})

test('a link shared to a comment the reader may not see leaves the thread as it is, with a warning for the publisher', async () => {
  const db = served.service.db
  const [top] = await db.query<{ content_uuid: string }>(`select c.content_uuid from content c join containers k using (content_container_uuid) where k.container_id = 'riverside-park' and c.parent_uuid is null and c.state = 'visible' order by c.date_created asc limit 1`)
  const hidden = '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'
  await db.query(`insert into content (content_uuid, section_uuid, content_container_uuid, thread_uuid, actor_uuid, content, state) select $1, section_uuid, content_container_uuid, $1, actor_uuid, 'Waiting for a moderator', 'awaiting_moderation' from content where content_uuid = $2`, [hidden, top!.content_uuid])
  try {
    const { logged } = await start(undefined, undefined, `http://localhost:8080/article?vfshare=${hidden}`)
    await rendered(() => assert.is(topLevel().length, 20), { timeout: 10_000 })
    await waitFor(() => assert.ok(logged.warn.some((line) => line.includes(`The shared comment ${hidden} is not available to this reader.`)), logged.warn.join('\n')))
    assert.is(document.getElementById(`vf-comment-${hidden}`), null)
    assert.is(screen.queryByRole('alert'), null, 'no error shown to the reader')
  } finally {
    await db.query('delete from content where content_uuid = $1', [hidden])
  }
})

test('promo slots are published for the page to fill, unless the page turned ads off', async () => {
  const first = await start()
  await rendered(() => assert.is(topLevel().length, 20), { timeout: 10_000 })
  assert.ok(document.querySelectorAll('.vf-promo').length > 0)
  await waitFor(() => assert.ok(first.published.includes('vf-ads/requestCommentAd')))
  cleanup()
  const meta = document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'vf:ads-disabled', content: 'true' }))
  try {
    const second = await start()
    await rendered(() => assert.is(topLevel().length, 20), { timeout: 10_000 })
    // Every effect of the render has run (a slot would have asked by now).
    await act(() => api.settle())
    assert.is(document.querySelectorAll('.vf-promo').length, 0)
    assert.not.ok(second.published.includes('vf-ads/requestCommentAd'))
  } finally {
    meta.remove()
  }
})

test('the counter shows the visible total as a short number, and says it in full words ("1,234 comments")', async () => {
  await start('<vf-conversations-count vf-container-id="big-thread-count"></vf-conversations-count><vf-conversations-count vf-container-id="four-day-week"></vf-conversations-count>')
  await waitFor(() => screen.getByText(/^\d{1,3}(,\d{3})* comments$/), { timeout: 10_000 })
  const counters = document.querySelectorAll('.vf-counter')
  assert.is(counters.length, 1, 'an unknown container shows nothing')
  assert.match(counters[0]!.querySelector('.vf-counter__number')?.textContent ?? '', /^\d+(\.\d+)?k$/)
})

/** How an observed element meets a 1,000 px high screen: its height and how much of it is on it. */
type Sighting = { height: number; visible: number }
const SCREEN = { top: 0, left: 0, width: 800, height: 1000 }

/**
 * The page's IntersectionObserver (the reading tracker asks the page's window for one): `report()`
 * tells the tracker where each followed element is, as `sight` says for the comment article it is in
 * (call it once the list is complete: a comment's place in it is known only then). `restore()` puts
 * the page's own back.
 */
function screenShows(sight: (article: HTMLElement) => Sighting) {
  const win = window as unknown as { IntersectionObserver: unknown }
  const original = win.IntersectionObserver
  observed.clear()
  win.IntersectionObserver = class {
    constructor(private readonly callback: Report) {}
    observe(target: Element) {
      observed.set(target, this.callback)
    }
    unobserve(target: Element) {
      observed.delete(target)
    }
    disconnect() {
      for (const [target, callback] of observed) if (callback === this.callback) observed.delete(target)
    }
  }
  return {
    /** Reports once the shown comments are followed (the tracker starts after the first render). */
    report: async () => {
      await waitFor(() => assert.ok(topLevel().every((article) => article.querySelector('.vf-comment__body') && [...observed.keys()].some((element) => article.contains(element)))))
      act(() => {
        for (const [target, callback] of observed) {
          // What the widget watches outside its comments (the load more button, for the next page) is not read.
          if (!target.closest('article')) continue
          const { height, visible } = sight(target.closest('article')!)
          callback([{ target, isIntersecting: visible > 0, intersectionRatio: visible / height, intersectionRect: { ...SCREEN, height: visible } as DOMRectReadOnly, rootBounds: SCREEN as DOMRectReadOnly }])
        }
      })
    },
    restore: () => void (win.IntersectionObserver = original),
  }
}
/** The first `count` top-level comments wholly on screen, the rest below it. */
const firstOnScreen = (count: number) => screenShows((article) => ({ height: 120, visible: topLevel().slice(0, count).includes(article) ? 120 : 0 }))
type Report = (entries: Array<Partial<IntersectionObserverEntry>>) => void
/** The elements the page's IntersectionObservers are following, with whom to report to (see screenShows). */
const observed = new Map<Element, Report>()

/** Hides or shows the page, as switching tabs does. */
const pageVisible = (visible: boolean) => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') })

test('a comment on screen through three seconds of an open page is read, once; the first action in the widget engages, once', async () => {
  const { report, restore } = firstOnScreen(2)
  pageVisible(false)
  try {
    const { timers, args } = await start()
    await rendered(() => assert.is(topLevel().length, 20), { timeout: 10_000 })
    await report()
    const read = () => (args.get('comments/read') ?? []).map(([item]) => (item as { content_uuid: string }).content_uuid)
    await act(() => timers.tick(10_000))
    assert.equal(read(), [], 'a page in a background tab is not being read')
    pageVisible(true)
    await act(() => timers.tick(Constants.commentReadMs - 3))
    assert.equal(read(), [], 'not yet three seconds')
    await act(() => timers.tick(Constants.engagementTickMs))
    const firstTwo = topLevel().slice(0, 2).map((a) => a.id.replace('vf-comment-', ''))
    assert.equal(read().sort(), [...firstTwo].sort(), 'the two comments on screen, not the eighteen below')
    const followed = (article: HTMLElement) => [...observed.keys()].some((element) => element.closest('article') === article)
    assert.equal(topLevel().map(followed), [false, false, ...Array(18).fill(true)], 'read comments are no longer followed')
    await act(() => timers.tick(60_000))
    assert.is(read().length, 2, 'each comment is read once')

    assert.not.ok(args.get('comments/engage'))
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Sort by' }), { key: 'ArrowDown' })
    fireEvent.pointerDown(topLevel()[0]!)
    const heading = screen.getByRole('heading', { level: 2 })
    const total = Number((heading.querySelector('[title]')?.getAttribute('title') ?? heading.textContent!).replace(/\D/g, ''))
    assert.equal(args.get('comments/engage'), [[{ commentCount: total }]])
  } finally {
    restore()
    pageVisible(true)
  }
})

test('a comment too long to be half on screen is read when it fills half the screen; what is followed is the words, not the replies under them', async () => {
  // The first comment three screens long with 600 px of it on screen, the second as long with 400 px.
  const { report, restore } = screenShows((article) => ({ height: 3000, visible: [600, 400][topLevel().indexOf(article)] ?? 0 }))
  try {
    const { timers, args } = await start()
    await rendered(() => assert.is(topLevel().length, 20), { timeout: 10_000 })
    await report()
    const inComments = [...observed.keys()].filter((element) => element.closest('article'))
    assert.ok(inComments.length > 0 && inComments.every((element) => element.classList.contains('vf-comment__body')), 'each comment is followed by its words')
    await act(() => timers.tick(Constants.commentReadMs + Constants.engagementTickMs))
    const read = (args.get('comments/read') ?? []).map(([item]) => (item as { content_uuid: string }).content_uuid)
    assert.equal(read, [topLevel()[0]!.id.replace('vf-comment-', '')], 'the one filling more than half the screen, not the one filling less')
  } finally {
    restore()
  }
})

test.run()
