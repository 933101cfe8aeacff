/**
 * The live blog, live: the product with the realtime plugin against the real reference service over a
 * real websocket. Editors and readers write through the service; their events reach the widget over the
 * socket and are applied on the next frame, which runs on the fake clock.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import WebSocket from 'ws'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { RealtimeStatus } from '../../../contracts/enums'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../../examples/server/seed'
import { realtimePlugin } from '../../../plugins/realtime'
import { domService } from '../../support/dom-service'
import { rendered, startLiveblog, type Started } from './support'

const served = domService(test, { listen: true })
const base = `/v4/liveblogs/${DEMO_SECTION_UUID}`
const FRAME_MS = 16

let started: Started
async function start() {
  started = await startLiveblog(served.api, undefined, {
    plugins: () => [realtimePlugin({ socket: (url) => new WebSocket(url), endpoint: `ws://127.0.0.1:${served.port}/ws`, siteUuid: DEMO_SITE_UUID, random: () => 0 })],
    liveblog: (timers) => ({ frame: (fn) => ((handle) => () => timers.clearTimeout(handle))(timers.setTimeout(fn, FRAME_MS)) }),
  })
  await waitFor(() => assert.ok((started.args.get('realtime/status') ?? []).some(([, status]) => status === RealtimeStatus.subscribed)))
  await rendered(() => assert.is(posts().length, 10))
}

const posts = () => within(screen.getByRole('list', { name: 'Live updates' })).getAllByRole('article').filter((a) => a.classList.contains('vf-post'))
const tokens = new Map<number, Promise<string>>()
function token(index: number) {
  const account = DEMO_ACCOUNTS[index]!
  if (!tokens.has(index)) tokens.set(index, served.service.app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: account.email, password: account.password } }).then((answer) => answer.json().access_token as string))
  return tokens.get(index)!
}
/** Someone writes through the service (not through this product). */
async function write(method: 'POST' | 'DELETE' | 'PUT', path: string, payload: object | undefined, as: number) {
  const blog = (await served.service.app.inject({ method: 'GET', url: `${base}?container_id=election-night` })).json().result[0].content_container_uuid
  const answer = await served.service.app.inject({ method, url: `${base}/${blog}/${path}`, headers: { authorization: `Bearer ${await token(as)}` }, ...(payload ? { payload } : {}) })
  assert.ok(answer.statusCode < 300, answer.body)
  return answer.json().result.content
}
const editor = () => DEMO_ACCOUNTS.findIndex((a) => a.privilege === 'moderator')
const reader = () => DEMO_ACCOUNTS.findIndex((a) => a.privilege === 'user' && !a.ban && !a.pending)
/** Runs frames until `check` passes: the event crosses a real socket, so it is awaited, never slept for. */
const eventually = (check: () => void) =>
  waitFor(async () => {
    await act(() => started.timers.tick(FRAME_MS))
    check()
  })

test('an editor’s update arrives on top, is announced politely, and the “new updates” control takes the reader to it', async () => {
  await start()
  const post = await write('POST', 'posts', { content: 'Ward 9 has declared.' }, editor())
  await eventually(() => assert.is(posts()[0]!.id, `vf-live-${post.content_uuid}`))
  assert.match(screen.getAllByRole('status').map((s) => s.textContent).join(' '), 'New updates: 1')
  assert.ok(screen.getByText('Updates: 26'))
  const show = screen.getByRole('button', { name: 'New updates: 1. Show them' })
  fireEvent.click(show)
  await act(() => started.timers.tick(0))
  await waitFor(() => assert.is(document.activeElement, posts()[0]))
  assert.is(screen.queryByRole('button', { name: /New updates/ }), null, 'seen: the control is gone')
  assert.ok(started.published.includes('liveblog-realtime/more-loaded'))
})

test('a reader’s reply arrives under its update, announced; an edit and a removal show live', async () => {
  await start()
  const first = posts()[0]!
  const uuid = first.id.replace('vf-live-', '')
  const reply = await write('POST', `replies/${uuid}`, { content: 'Watching from ward 9' }, reader())
  await eventually(() => assert.ok(within(first).getByText('Watching from ward 9')))
  assert.match(screen.getAllByRole('status').map((s) => s.textContent).join(' '), 'New replies: 1')
  await write('POST', `content/${uuid}/edit`, { content: 'Ward 9 has declared (corrected).' }, editor())
  await eventually(() => assert.ok(within(posts()[0]!).getByText('Ward 9 has declared (corrected).')))
  assert.match(posts()[0]!.textContent ?? '', 'Edited')
  await write('DELETE', `posts/${reply.content_uuid}`, undefined, reader())
  await eventually(() => assert.is(within(posts()[0]!).queryByText('Watching from ward 9'), null))
  await write('DELETE', `posts/${uuid}`, undefined, editor())
  await eventually(() => assert.not.ok(posts().some((a) => a.id === `vf-live-${uuid}`)))
})

test.run()
