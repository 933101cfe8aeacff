/**
 * "New comments loaded: N" in the comments' polite live region is said for comments that arrived — shown
 * live, or a page of "load more" — and never for the list growing otherwise: here, a paywall whose
 * provider cannot be reached releases the comments it held back as the thread loads, and a reader's own
 * post joins the list. The live arrivals cross a real websocket from the reference service.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import WebSocket from 'ws'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { RealtimeStatus } from '../../../contracts/enums'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../../examples/server/seed'
import { paywallPlugin } from '../../../plugins/paywall'
import { createProvider } from '../../../plugins/paywall/provider'
import { realtimePlugin } from '../../../plugins/realtime'
import { segmentsPlugin } from '../../../plugins/segments'
import { LIVE_ANNOUNCE_MS } from '../../../plugins/ui'
import { domService } from '../../support/dom-service'
import { WALL_SETTINGS, withSettings } from '../paywall/support'
import { rendered, startComments } from './support'

const served = domService(test, { listen: true })
const api = served.api
const FRAME_MS = 16

const list = () => screen.getByRole('list', { name: 'Comments' })
const topLevel = () => within(list()).getAllByRole('article').filter((a) => a.closest('ul') === list())
const loadMore = () => screen.queryByRole('button', { name: 'Load more comments' })

/** Every text the page's live regions ever held, recorded as the page changes (a message may last one render). */
function liveRegionLog() {
  const said: string[] = []
  const read = () => {
    for (const region of document.querySelectorAll('[aria-live="polite"]')) {
      const text = region.textContent?.trim()
      if (text && said.at(-1) !== text) said.push(text)
    }
  }
  const observer = new MutationObserver(read)
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return { said, read, stop: () => observer.disconnect() }
}

test('a paywall whose provider cannot be reached releases the held-back comments silently; the reader’s own post is no news either', async () => {
  const log = liveRegionLog()
  try {
    const started = await startComments(withSettings(api, WALL_SETTINGS), '<vf-conversations vf-container-id="riverside-park"></vf-conversations>', {
      href: 'http://localhost:8080/article?audience=low',
      plugins: () => [
        segmentsPlugin({ visible: () => true }),
        // The provider's real loader: its script (the development provider's address) fails to load, as
        // an unreachable provider's does, and the wall is released (document 3 §8).
        paywallPlugin({ host: { window: window as never, document }, supported: () => true, provider: (options) => createProvider({ ...options, url: 'http://localhost:8080/dev/paywall/provider.js' }) }),
      ],
    })
    // The wall's code is its own chunk: the thread may be on screen (its controls shown) before the wall goes up.
    await rendered(() => assert.equal(started.args.get('analytics/wall_view'), [[{ type: 'anonymous', segment: 'low', areas: 'load_more' }]], 'the wall went up as the thread loaded'))
    assert.ok(document.querySelector('script[data-vf-paywall-provider]'), 'the provider’s script was asked for')
    await rendered(() => assert.ok(loadMore(), 'the controls are restored'))
    await rendered(() => assert.is(topLevel().length, 20, 'the first screen, whole again'))
    log.read()
    assert.not.ok(log.said.some((text) => text.includes('New comments loaded')), `said: ${JSON.stringify(log.said)}`)

    // The reader signs in and posts: their comment leads the list, and nothing is announced as loaded.
    const reader = DEMO_ACCOUNTS[2]!
    await act(async () => {
      await started.product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
      await api.settle()
    })
    const box = await waitFor(() => screen.getByRole('textbox', { name: 'Join the conversation' }))
    fireEvent.change(box, { target: { value: 'My own words, not news to me' } })
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    await act(() => api.settle())
    await rendered(() => assert.ok(topLevel()[0]?.textContent?.includes('My own words, not news to me')))
    log.read()
    assert.not.ok(log.said.some((text) => text.includes('New comments loaded')), `said: ${JSON.stringify(log.said)}`)
    await started.product.kernel.plugins.remove('paywall')
  } finally {
    log.stop()
  }
})

/** One sign-in for the file: the service limits how often an account may sign in. */
let writer: Promise<string> | undefined
async function postAsAnother(content: string) {
  const account = DEMO_ACCOUNTS[0]!
  writer ??= served.service.app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: account.email, password: account.password } }).then((answer) => answer.json().access_token as string)
  const base = `/v4/livecomments/${DEMO_SECTION_UUID}`
  const container = (await served.service.app.inject({ method: 'GET', url: `${base}?container_id=riverside-park&limit=1` })).json().result.container.content_container_uuid
  const answer = await served.service.app.inject({ method: 'POST', url: `${base}/${container}/comments`, headers: { authorization: `Bearer ${await writer}` }, payload: { content } })
  assert.ok(answer.statusCode < 300, answer.body)
}

test('comments that arrive are announced: a page of load more, and another reader’s comment shown live', async () => {
  const started = await startComments(api, '<vf-conversations vf-container-id="riverside-park"></vf-conversations>', {
    plugins: () => [realtimePlugin({ socket: (url) => new WebSocket(url), endpoint: `ws://127.0.0.1:${served.port}/ws`, siteUuid: DEMO_SITE_UUID, random: () => 0 })],
    comments: (timers) => ({ frame: (fn) => ((handle) => () => timers.clearTimeout(handle))(timers.setTimeout(fn, FRAME_MS)) }),
  })
  await waitFor(() => assert.ok((started.args.get('realtime/status') ?? []).some(([, status]) => status === RealtimeStatus.subscribed)))
  const said = () => screen.getAllByRole('status').map((s) => s.textContent).join(' ')
  await rendered(() => assert.is(topLevel().length, 20))
  assert.not.match(said(), 'New comments loaded', 'the thread as it loads is not news')

  fireEvent.click(loadMore()!)
  await act(() => api.settle())
  await rendered(() => assert.is(topLevel().length, 30))
  assert.match(said(), 'New comments loaded: 10')
  await act(() => started.timers.tick(LIVE_ANNOUNCE_MS))
  assert.not.match(said(), 'New comments loaded', 'said once, then cleared')

  await postAsAnother('Heard live, announced when shown')
  const show = await waitFor(async () => {
    await act(() => started.timers.tick(FRAME_MS))
    return screen.getByRole('button', { name: 'Show new comments: 1' })
  })
  fireEvent.click(show)
  await rendered(() => assert.ok(topLevel()[0]?.textContent?.includes('Heard live, announced when shown')))
  assert.match(said(), 'New comments loaded: 1')
})

test.run()
