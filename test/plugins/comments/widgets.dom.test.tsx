/** The pull quote and the conversation starter on a started product, against the real reference service (in memory). */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Constants } from '../../../contracts/constants'
import { DEMO_SECTION_UUID } from '../../../examples/server/seed'
import { domService } from '../../support/dom-service'
import { startComments } from './support'

const served = domService(test)
const api = served.api

/** The riverside-park thread as the service holds it: the most liked and the most replied visible comments. */
async function leaders() {
  const rows = await served.service.db.query<{ content: string; total_likes: number; total_replies: number }>(
    `select c.content, c.total_likes, c.total_replies from content c join containers k using (content_container_uuid)
      where k.container_id = 'riverside-park' and c.parent_uuid is null order by c.total_likes desc`,
  )
  return rows
}

test('the pull quote starts loading after its own 5 s fetch timeout and quotes the most liked comment, cut at a word to max-characters', async () => {
  const { published, timers } = await startComments(api, '<vf-pull-quote vf-container-id="riverside-park" max-characters="24"></vf-pull-quote>', { waitMs: Constants.shortWidgetFetchTimeoutMs - 1, farFromViewport: true })
  assert.is(screen.queryByRole('figure'), null, 'nothing before its fetch timeout')
  assert.not.ok(api.calls.some((call) => call.includes('/v4/livecomments/')), 'not even a request')
  await act(async () => {
    await timers.tick(1)
    await api.settle()
  })
  const figure = await waitFor(() => screen.getByRole('figure'), { timeout: 10_000 })
  assert.ok(within(figure).getByText('Most liked comment'))
  // The most liked visible comment (several may tie for it): the quote is the start of one of them.
  const rows = await leaders()
  const most = rows[0]!.total_likes
  const quote = figure.querySelector('blockquote')!.textContent!
  assert.ok(Array.from(quote).length <= 24, `at most 24 characters: ${quote}`)
  const stem = quote.endsWith('…') ? quote.slice(0, -1) : quote
  const best = rows.filter((r) => r.total_likes === most).find((r) => (quote.endsWith('…') ? r.content.startsWith(stem) : r.content === quote))
  assert.ok(best, `"${quote}" quotes one of the most liked comments (${most} likes)`)
  assert.is(Array.from(best.content).length > 24, quote.endsWith('…'), 'an ellipsis exactly when the comment was cut')
  const link = within(figure).getByRole('link', { name: 'Read the conversation' })
  assert.match(link.getAttribute('href') ?? '', /^http:\/\/localhost:8080\/article\?.*=[0-9a-f-]{36}/)
  // Published from an effect, which React runs after the paint that showed the quote.
  await waitFor(() => assert.ok(published.includes('quote/loaded'), 'quote/loaded published'))
})

test('type="replies" with a title quotes the most replied comment under that title', async () => {
  await startComments(api, '<vf-pull-quote vf-container-id="riverside-park" type="replies" title="Readers are talking"></vf-pull-quote>')
  const figure = await waitFor(() => screen.getByRole('figure'), { timeout: 10_000 })
  assert.ok(within(figure).getByText('Readers are talking'))
  const most = Math.max(...(await leaders()).map((r) => r.total_replies))
  assert.ok(most > 0)
  const replies = [...figure.querySelectorAll('figcaption > span')].find((el) => el.textContent!.startsWith('Replies:'))!
  // The full number: for screen readers when it is shortened, else the text itself.
  assert.is(replies.querySelector('.vf-visually-hidden')?.textContent ?? replies.textContent!.replace(/^Replies:\s*/, ''), String(most))
})

test('an editor’s pick quote with no pick, and a conversation nobody started, render nothing and report nothing', async () => {
  const { published, logged } = await startComments(api, '<vf-pull-quote vf-container-id="riverside-park" type="editors-pick"></vf-pull-quote><vf-pull-quote vf-container-id="nobody-here"></vf-pull-quote>')
  await act(() => api.settle())
  assert.is(screen.queryByRole('figure'), null)
  assert.not.ok(published.includes('quote/loaded'))
  assert.equal(logged.error, [])
  assert.not.ok(screen.queryByRole('alert'))
})

test('the conversation starter shows its question, the count once past the minimum, and asks the host to fill its slot', async () => {
  const { published, args } = await startComments(
    api,
    '<vf-conversation-starter vf-container-id="riverside-park" title="Should the park stay open at night?" description="Tell us below." minimum-comment-count="abc"></vf-conversation-starter><vf-conversations id="talk" vf-container-id="riverside-park"></vf-conversations>',
  )
  const starter = await waitFor(() => screen.getByRole('complementary', { name: 'Should the park stay open at night?' }), { timeout: 10_000 })
  assert.ok(within(starter).getByText('Tell us below.'))
  // "abc" is no number: the minimum falls back to 5, well below the thread's visible total.
  const answer = await served.service.app.inject({ url: `/v4/livecomments/${DEMO_SECTION_UUID}/contentcontainer/id?container_id=riverside-park` })
  const total = (answer.json() as { result?: { total_visible_content: number }; total_visible_content?: number })
  const visible = total.result?.total_visible_content ?? total.total_visible_content!
  assert.ok(visible >= 5)
  await waitFor(() => assert.ok(within(starter).getByText(`Comments so far: ${visible}`, { selector: '.vf-visually-hidden' })))
  await waitFor(() => assert.ok(published.includes('analytics/conversation_starter_load')))
  const slot = args.get('vf-ads/requestConversationStarter')?.[0]?.[0] as { element: Element; container_id: string }
  assert.is(slot.container_id, 'riverside-park')
  assert.ok(starter.contains(slot.element))
  // Joining scrolls to the conversation and puts the reader in its composer.
  await waitFor(() => screen.getByRole('textbox', { name: 'Join the conversation' }), { timeout: 10_000 })
  fireEvent.click(within(starter).getByRole('link', { name: 'Join the conversation' }))
  assert.is(document.activeElement, screen.getByRole('textbox', { name: 'Join the conversation' }))
})

test('below its minimum comment count the starter shows no number; with no comments widget to join it offers no link', async () => {
  await startComments(api, '<vf-conversation-starter vf-container-id="riverside-park" minimum-comment-count="1000"></vf-conversation-starter>')
  const starter = await waitFor(() => screen.getByRole('complementary', { name: 'What do you think?' }), { timeout: 10_000 })
  await act(() => api.settle())
  assert.not.ok(within(starter).queryByText(/Comments so far/))
  assert.not.ok(within(starter).queryByRole('link'))
})

test.run()
