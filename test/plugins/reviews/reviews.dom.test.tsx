/**
 * The reviews widgets against the in-memory reference service: what a guest and a reader see and do —
 * the ratings, the sorts, writing a review with the stars as a radio group, the refusal of a second,
 * the owner's edit (stars sent only when changed), "was this helpful", replies — what they tell the page
 * (`reviews`/`created`), the standalone rating, and how a failure is shown with a retry.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { ALREADY_REVIEWED } from '../../../examples/server/reviews/rules'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../../examples/server/seed'
import { isActionFailure } from '../../../kernel/actions'
import { domService } from '../../support/dom-service'
import { failureText } from '../../../plugins/reviews/views/failure'
import en from '../../../plugins/reviews/locales/en-us'
import { rendered, signIn, startReviews } from './support'

const served = domService(test)
const api = served.api
const reader = DEMO_ACCOUNTS.find((a) => a.privilege === 'user' && !a.ban && !a.pending)!
const editor = DEMO_ACCOUNTS.find((a) => a.privilege === 'moderator')!
const base = `/v1/livereviews/${DEMO_SECTION_UUID}`

const list = () => screen.getByRole('list', { name: 'Reviews' })
const reviews = () => within(list()).queryAllByRole('article').filter((a) => a.classList.contains('vf-review'))
const stars = (article: HTMLElement) => Number(/Rated (\d) out of 5/.exec(article.textContent ?? '')?.[1])
const settle = () => act(() => api.settle())

test('a guest sees the average and the distribution, the most helpful reviews first, and is asked to sign in to write one', async () => {
  const started = await startReviews(api)
  await rendered(() => assert.is(reviews().length, 10))
  assert.ok(screen.getByRole('heading', { level: 2, name: /Reviews/ }))
  assert.ok(screen.getByText('Ratings: 15'))
  assert.ok(screen.getByText(/^Average rating: \d\.\d out of 5$/))
  const rows = within(screen.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem')
  assert.is(rows.length, 5)
  assert.match(rows[0]!.textContent!, /^5 out of 5 stars/)
  assert.is(rows.reduce((sum, row) => sum + Number(/\((\d+)\)$/.exec(row.textContent!)![1]), 0), 15)
  const helpful = reviews().map((a) => Number(/Yes \((\d+)\)/.exec(a.textContent!)![1]))
  assert.equal(helpful, [...helpful].sort((a, b) => b - a), 'most helpful first by default')
  assert.equal(started.args.get('analytics/view'), [[{ widget: 'vf-livereviews', containerId: 'food-hall' }]])
  fireEvent.click(screen.getByRole('button', { name: 'Sign in to review' }))
  assert.ok(started.published.includes('authentication/required'))
  // A guest's "helpful" asks them to sign in too.
  const before = started.published.filter((p) => p === 'authentication/required').length
  fireEvent.click(within(reviews()[0]!).getByRole('button', { name: /^Yes/ }))
  await settle()
  assert.is(started.published.filter((p) => p === 'authentication/required').length, before + 1)

  fireEvent.click(screen.getByRole('button', { name: 'Load more reviews' }))
  await settle()
  await rendered(() => assert.is(reviews().length, 15))
})

test('the sort lists the reviews again in its order', async () => {
  const started = await startReviews(api)
  await rendered(() => assert.is(reviews().length, 10))
  await act(async () => {
    await started.product.kernel.actions.call('reviews.sort', { params: { sort: 'lowest_rated' } })
    await api.settle()
  })
  await rendered(() => {
    const shown = reviews().map(stars)
    assert.equal(shown, [...shown].sort((a, b) => a - b))
  })
  assert.ok(api.calls.some((c) => c.includes('/reviews')))
})

test('a reader rates with the radio group, titles and writes a review: it is theirs, the average follows, reviews/created is told; a second is refused', async () => {
  const started = await startReviews(api)
  await rendered(() => assert.is(reviews().length, 10))
  await signIn(started, api, reader)
  const form = await rendered(() => screen.getByRole('form', { name: 'Your review' }))
  const group = within(form).getByRole('group', { name: 'Your rating' })
  const radios = within(group).getAllByRole('radio')
  assert.equal(radios.map((r) => r.getAttribute('aria-label') ?? r.closest('label')!.textContent), ['★1 out of 5 stars', '★2 out of 5 stars', '★3 out of 5 stars', '★4 out of 5 stars', '★5 out of 5 stars'])
  fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Go hungry' } })
  fireEvent.change(within(form).getByRole('textbox', { name: 'Your review' }), { target: { value: 'The noodle bar is the best thing here.' } })
  // No stars yet: said, tied to the group, and nothing is lost.
  fireEvent.click(within(form).getByRole('button', { name: 'Post review' }))
  assert.is(within(form).getByRole('alert').textContent, 'Choose a rating from 1 to 5 stars.')
  assert.is(group.getAttribute('aria-describedby'), within(form).getByRole('alert').id)
  fireEvent.click(within(group).getByRole('radio', { name: '4 out of 5 stars' }))
  assert.is((within(group).getByRole('radio', { name: '4 out of 5 stars' }) as HTMLInputElement).checked, true)
  fireEvent.click(within(form).getByRole('button', { name: 'Post review' }))
  await settle()
  const own = await rendered(() => within(screen.getByRole('list', { name: 'Your review' })).getByRole('article', { name: 'Go hungry' }))
  assert.match(own.textContent!, /Rated 4 out of 5/)
  await rendered(() => assert.is(document.activeElement, own, 'the posted review takes the focus the form had'))
  assert.match(own.textContent!, /The noodle bar is the best thing here\./)
  assert.is(screen.queryByRole('form', { name: 'Your review' }), null, 'one review each: no second form')
  assert.ok(screen.getByText('Ratings: 16'))
  const created = started.args.get('reviews/created')!
  assert.is(created.length, 1)
  assert.is((created[0]![0] as { title: string; rating: number }).title, 'Go hungry')
  assert.is((created[0]![0] as { rating: number }).rating, 80)

  // A page's script (or a stale tab) posting again is refused by the service, in the reader's words.
  const again = await started.product.kernel.actions.call('reviews.post', { params: { title: 'Again', content: 'Twice', stars: 5 } })
  assert.ok(isActionFailure(again), JSON.stringify(again))
  assert.is(failureText(again, (key) => (key === 'reviews:errors.already_reviewed' ? en.errors.already_reviewed : key)), ALREADY_REVIEWED)
  assert.is(en.errors.already_reviewed, ALREADY_REVIEWED, 'the reader is told what the service says')
})

test('the owner edits their review: words alone keep the stars (no rating sent); new stars are sent', async () => {
  const sent: Array<Record<string, unknown>> = []
  const recording: typeof api = {
    ...api,
    fetch: (async (input: string, init: RequestInit = {}) => {
      if (String(input).endsWith('/edit')) sent.push(JSON.parse(String(init.body)))
      return api.fetch(input, init)
    }) as typeof fetch,
  }
  const started = await startReviews(recording)
  await signIn(started, api, reader)
  const own = await rendered(() => within(screen.getByRole('list', { name: 'Your review' })).getByRole('article'))
  // Escape closes an untouched edit and gives the focus back to Edit.
  const editButton = within(own).getByRole('button', { name: 'Edit' })
  editButton.focus()
  fireEvent.click(editButton)
  fireEvent.keyDown(within(own).getByRole('textbox', { name: 'Title' }), { key: 'Escape' })
  await rendered(() => assert.is(within(own).queryByRole('form', { name: 'Edit your review' }), null))
  assert.is(document.activeElement, editButton)
  fireEvent.click(within(own).getByRole('button', { name: 'Edit' }))
  const form = within(own).getByRole('form', { name: 'Edit your review' })
  fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Go very hungry' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
  await settle()
  await rendered(() => assert.ok(within(screen.getByRole('list', { name: 'Your review' })).getByRole('article', { name: 'Go very hungry' })))
  assert.equal(sent[0], { title: 'Go very hungry', content: 'The noodle bar is the best thing here.' }, 'no rating sent when the stars did not change')
  assert.is((await served.service.db.one<{ rating: number }>(`select rating from content where title = 'Go very hungry'`))!.rating, 80)
  // New stars: sent, and shown.
  const edited = within(screen.getByRole('list', { name: 'Your review' })).getByRole('article')
  fireEvent.click(within(edited).getByRole('button', { name: 'Edit' }))
  fireEvent.click(within(edited).getByRole('radio', { name: '2 out of 5 stars' }))
  fireEvent.click(within(edited).getByRole('button', { name: 'Save changes' }))
  await settle()
  await rendered(() => assert.match(within(screen.getByRole('list', { name: 'Your review' })).getByRole('article').textContent!, /Rated 2 out of 5/))
  assert.is(sent[1]!.rating, 40)
  assert.is((await served.service.db.one<{ rating: number }>(`select rating from content where title = 'Go very hungry'`))!.rating, 40)
})

test('another reader finds a review helpful (pressed, counted) and replies to it', async () => {
  const started = await startReviews(api)
  await signIn(started, api, editor)
  await rendered(() => assert.ok(reviews().length > 0))
  const first = reviews()[0]!
  const yes = within(first).getByRole('button', { name: /^Yes/ })
  const count = Number(/\((\d+)\)/.exec(yes.textContent!)![1])
  fireEvent.click(yes)
  await settle()
  await rendered(() => {
    const pressed = within(reviews()[0]!).getByRole('button', { name: /^Yes/ })
    assert.is(pressed.getAttribute('aria-pressed'), 'true')
    assert.is(pressed.textContent, `Yes (${count + 1})`)
  })
  const target = reviews()[0]!
  fireEvent.click(within(target).getByRole('button', { name: 'Reply' }))
  const box = within(target).getByRole('textbox', { name: /^Reply to / })
  fireEvent.change(box, { target: { value: 'Agreed, the noodles are great.' } })
  fireEvent.click(within(target).getByRole('button', { name: 'Send reply' }))
  await settle()
  await rendered(() => assert.ok(within(reviews()[0]!).getByText('Agreed, the noodles are great.')))
  assert.ok(started.args.get('analytics/interaction')?.some(([d]) => (d as { type: string }).type === 'reply'))
})

test('the standalone rating shows the ratings and takes the reader\'s stars, with "Write a review" to redirect-to', async () => {
  const started = await startReviews(api, '<vf-rating vf-container-id="food-hall" redirect-to="/reviews.html#write"></vf-rating>')
  await rendered(() => assert.ok(screen.getByText('Ratings: 16')))
  assert.is(screen.queryByRole('list', { name: 'Ratings by stars' }), null, 'compact without show-reviews')
  assert.is(screen.getByRole('link', { name: 'Write a review' }).getAttribute('href'), '/reviews.html#write')
  fireEvent.click(screen.getByRole('button', { name: 'Sign in to rate' }))
  assert.ok(started.published.includes('authentication/required'))
  const admin = DEMO_ACCOUNTS.find((a) => a.privilege === 'admin')!
  await signIn(started, api, admin)
  const group = await rendered(() => screen.getByRole('group', { name: 'Your rating' }))
  fireEvent.click(within(group).getByRole('radio', { name: '5 out of 5 stars' }))
  await settle()
  await rendered(() => assert.ok(screen.getByText('Ratings: 17')))
  assert.ok(api.calls.some((c) => /^PUT \/v1\/ratings\/\d+$/.test(c)))
  assert.is((within(group).getByRole('radio', { name: '5 out of 5 stars' }) as HTMLInputElement).checked, true)
})

test('a page’s interceptor holds a review back: nothing is sent and the draft stays', async () => {
  const started = await startReviews(api)
  await signIn(started, api, editor)
  const form = await rendered(() => screen.getByRole('form', { name: 'Your review' }))
  started.product.kernel.interceptors.add('reviews.post', (call) => call.intercept('paywall'))
  fireEvent.click(within(form).getByRole('radio', { name: '3 out of 5 stars' }))
  fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Held back' } })
  fireEvent.change(within(form).getByRole('textbox', { name: 'Your review' }), { target: { value: 'Words the page keeps.' } })
  const posted = () => api.calls.filter((c) => c.startsWith('POST') && c.endsWith('/reviews')).length
  const before = posted()
  fireEvent.click(within(form).getByRole('button', { name: 'Post review' }))
  await settle()
  assert.is(posted(), before, 'nothing sent')
  assert.is((within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value, 'Held back')
  assert.is((within(form).getByRole('textbox', { name: 'Your review' }) as HTMLTextAreaElement).value, 'Words the page keeps.')
})

test('vf.reviews.counts answers the review counts, averages and status of several containers', async () => {
  const started = await startReviews(api)
  await rendered(() => assert.ok(reviews().length > 0))
  const counts = (await started.vf.reviews.counts(['food-hall', 'no-such-reviews'])) as Array<{ container_id: string; total_reviews: number; average_rating: number; status: string }>
  assert.is(counts.length, 1)
  assert.is(counts[0]!.container_id, 'food-hall')
  assert.is(counts[0]!.total_reviews, 16)
  assert.is(counts[0]!.status, 'open')
  const refused = await started.product.kernel.actions.call('reviews.counts', { params: { containerIds: [] } })
  assert.ok(isActionFailure(refused))
})

test('an unknown container is created, and says the first review may be the reader\'s', async () => {
  await startReviews(api, '<vf-livereviews vf-container-id="brand-new-reviews"></vf-livereviews>')
  await rendered(() => assert.ok(screen.getByText('No reviews yet')))
  assert.ok(api.calls.includes(`POST ${base}`))
})

test('a failed load says so with a retry that brings the reviews', async () => {
  // The reviews' first call fails (the network), the product's start-up does not.
  let fail = true
  const failing: typeof api = {
    ...api,
    fetch: (async (input: string, init?: RequestInit) => {
      if (fail && String(input).includes('/v1/livereviews/')) {
        fail = false
        throw new TypeError('Failed to fetch')
      }
      return api.fetch(input, init)
    }) as typeof fetch,
  }
  await startReviews(failing)
  const retry = await rendered(() => screen.getByRole('button', { name: 'Try again' }))
  assert.ok(screen.getByText('The reviews could not be loaded.'))
  fireEvent.click(retry)
  await settle()
  await rendered(() => assert.is(reviews().length, 10))
})

/** Opens a review's moderator menu and picks `item` from it. */
function moderate(article: HTMLElement, item: string) {
  fireEvent.click(within(article).getByRole('button', { name: /^Moderate the review by / }))
  fireEvent.click(within(screen.getByRole('menu', { name: /^Moderate the review by / })).getByRole('menuitem', { name: item }))
}
const ratings = () => Number(/Ratings: (\d+)/.exec(screen.getByText(/^Ratings: \d+$/).textContent!)![1])
const byTitle = (title: string) => reviews().find((a) => a.querySelector('.vf-review__title')?.textContent === title)!

test('a moderator hides and shows a review (the ratings follow), marks one as spam, pins one to the top and features it, from the kit’s menu; a page can intercept; readers have no such menu', async () => {
  const started = await startReviews(api)
  await rendered(() => assert.ok(reviews().length > 2))
  assert.is(screen.queryByRole('button', { name: /^Moderate the review by / }), null, 'a guest has no moderator menu')
  await signIn(started, api, reader)
  await rendered(() => assert.ok(reviews().length > 2))
  assert.is(screen.queryByRole('button', { name: /^Moderate the review by / }), null, 'nor a reader')
  await signIn(started, api, editor)
  await rendered(() => assert.ok(within(reviews()[0]!).getByRole('button', { name: /^Moderate the review by / })))
  const before = ratings()
  const title = reviews()[0]!.querySelector('.vf-review__title')!.textContent!

  moderate(byTitle(title), 'Hide from readers')
  await settle()
  await rendered(() => assert.match(byTitle(title).querySelector('.vf-review__note')!.textContent!, 'Hidden from readers'))
  assert.is(ratings(), before - 1, 'a hidden review is not counted in the ratings')
  assert.ok(started.args.get('analytics/interaction')?.some(([d]) => (d as { type: string }).type === 'moderate_disable'))
  const hidden = (await served.service.db.one<{ state: string }>('select state from content where content_uuid = $1', [byTitle(title).id.replace('vf-review-', '')]))!
  assert.is(hidden.state, 'disabled')
  moderate(byTitle(title), 'Show to readers')
  await settle()
  await rendered(() => assert.is(ratings(), before))
  assert.is(byTitle(title).querySelector('.vf-review__note'), null)

  // A page's interceptor holds a tool back: nothing is sent.
  const gate = (call: { intercept(reason: string): void }) => call.intercept('review desk')
  started.product.kernel.interceptors.add('reviews.moderate', gate)
  const sent = api.calls.length
  moderate(byTitle(title), 'Mark as spam')
  await settle()
  assert.not.ok(api.calls.slice(sent).some((c) => c.includes('/moderation/')), 'the interceptor stopped it')
  started.product.kernel.interceptors.remove('reviews.moderate', gate)
  moderate(byTitle(title), 'Mark as spam')
  await settle()
  await rendered(() => assert.match(byTitle(title).querySelector('.vf-review__note')!.textContent!, 'Marked as spam'))
  assert.is(ratings(), before - 1)
  moderate(byTitle(title), 'Not spam')
  await settle()
  await rendered(() => assert.is(ratings(), before))

  const last = reviews().at(-1)!.querySelector('.vf-review__title')!.textContent!
  moderate(byTitle(last), 'Pin to the top')
  await settle()
  await rendered(() => assert.is(reviews()[0]!.querySelector('.vf-review__title')!.textContent, last, 'pinned, it leads'))
  moderate(byTitle(last), 'Feature')
  await settle()
  await rendered(() => assert.match(byTitle(last).querySelector('.vf-review__note')!.textContent!, 'Pinned · Featured'))
  moderate(byTitle(last), 'Stop featuring')
  await settle()
  moderate(byTitle(last), 'Unpin')
  await settle()
  await rendered(() => assert.is(byTitle(last).querySelector('.vf-review__note'), null))
})

test.run()
