/**
 * Live comments in the widget: the product with the realtime plugin against the real reference service
 * over a real websocket. Other readers write through the service; their events reach the widget over the
 * socket and are applied on the next frame, which runs on the fake clock.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import WebSocket from 'ws'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { RealtimeStatus } from '../../../contracts/enums'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../../examples/server/seed'
import { realtimePlugin, type NetworkHost, type RealtimeOptions } from '../../../plugins/realtime'
import { MAX_BUFFERED } from '../../../plugins/ui/live-feed'
import { domService } from '../../support/dom-service'
import { rendered, startComments, type Started } from './support'

const served = domService(test, { listen: true })
const api = served.api
const base = `/v4/livecomments/${DEMO_SECTION_UUID}`
const FRAME_MS = 16


let started: Started
/** The widget on riverside-park (or `html`), live; resolves once its subscription is confirmed by the service. */
async function start(html = '<vf-conversations vf-container-id="riverside-park"></vf-conversations>', realtime: Partial<RealtimeOptions> = {}) {
  started = await startComments(api, html, {
    plugins: (timers) => [realtimePlugin({ socket: (url) => new WebSocket(url), endpoint: `ws://127.0.0.1:${served.port}/ws`, siteUuid: DEMO_SITE_UUID, random: () => 0, ...realtime })],
    // Frames on the fake clock, so the test decides when buffered events are applied.
    comments: (timers) => ({ frame: (fn) => ((handle) => () => timers.clearTimeout(handle))(timers.setTimeout(fn, FRAME_MS)) }),
  })
  await waitFor(() => assert.ok(subscribed() > 0))
  return started
}
const subscribed = () => (started.args.get('realtime/status') ?? []).filter(([, status]) => status === RealtimeStatus.subscribed).length

const comments = () => screen.getByRole('list', { name: 'Comments' })
const topLevel = () => within(comments()).getAllByRole('article').filter((a) => a.closest('ul') === comments())
/** How many top-level comments the thread has loaded. */
const listed = () => Object.values((started.product.kernel.store.getState().comments as { threads: Record<string, { top: { uuids: string[] } }> }).threads)[0]?.top.uuids.length ?? -1
/** The list renders in slices, one per 0 ms timer on the fake clock: runs them until every loaded comment is on screen. */
const allOnScreen = () => rendered(() => assert.is(topLevel().length, listed()), { timeout: 20_000 })

/** One sign-in per account for the whole file: the service limits how often an account may sign in. */
const tokens = new Map<number, Promise<string>>()
function token(index: number) {
  const account = DEMO_ACCOUNTS[index]!
  if (!tokens.has(index)) tokens.set(index, served.service.app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: account.email, password: account.password } }).then((answer) => answer.json().access_token as string))
  return tokens.get(index)!
}
const moderatorIndex = () => DEMO_ACCOUNTS.findIndex((a) => a.role === 'moderator' || a.role === 'admin')
/** Another reader writes through the service (not through this product). */
async function write(method: 'POST' | 'DELETE', path: string, payload?: object, as = 0, containerId = 'riverside-park') {
  const container = (await served.service.app.inject({ method: 'GET', url: `${base}?container_id=${containerId}&limit=1` })).json().result.container.content_container_uuid
  const answer = await served.service.app.inject({ method, url: `${base}/${container}/${path}`, headers: { authorization: `Bearer ${await token(as)}` }, ...(payload ? { payload } : {}) })
  assert.ok(answer.statusCode < 300, answer.body)
  return answer.json().result?.content ?? answer.json().result
}
/** Runs frames until `check` passes: the event crosses a real socket, so it is awaited, never slept for. */
const eventually = (check: () => void) =>
  waitFor(async () => {
    await act(() => started.timers.tick(FRAME_MS))
    check()
  })

test('another reader’s comment waits behind the button, announced; pressed, it leads the list and is published', async () => {
  await start()
  await allOnScreen()
  const before = topLevel().map((a) => a.id)
  await write('POST', 'comments', { content: 'Heard live by the river' })
  const button = await (async () => {
    await eventually(() => assert.ok(screen.getByRole('button', { name: 'Show new comments: 1' })))
    return screen.getByRole('button', { name: 'Show new comments: 1' })
  })()
  assert.equal(topLevel().map((a) => a.id), before, 'nothing moved under the reader')
  assert.match(screen.getAllByRole('status').map((s) => s.textContent).join(' '), 'New comments: 1')
  button.focus()
  fireEvent.click(button)
  await waitFor(() => assert.ok(topLevel().some((a) => a.textContent?.includes('Heard live by the river'))))
  assert.is(screen.queryByRole('button', { name: /Show new comments/ }), null)
  await waitFor(() => assert.is(document.activeElement, topLevel().find((a) => a.textContent?.includes('Heard live by the river')), 'the button gone, the comment it showed has the focus'))
  const [[shown]] = started.args.get('comments-realtime/more-loaded') as [[Array<{ content: string }>]]
  assert.is(shown[0]!.content, 'Heard live by the river')
})

test('the live region says how many comments wait at most once every 10 s, not again on every arrival', async () => {
  await start()
  await allOnScreen()
  const said = () => screen.getAllByRole('status').map((s) => s.textContent).join(' ')
  await write('POST', 'comments', { content: 'First of a busy minute' })
  await eventually(() => assert.ok(screen.getByRole('button', { name: 'Show new comments: 1' })))
  assert.match(said(), 'New comments: 1')
  await write('POST', 'comments', { content: 'Second of a busy minute' })
  await eventually(() => assert.ok(screen.getByRole('button', { name: 'Show new comments: 2' })))
  assert.match(said(), 'New comments: 1', 'the button counts at once; the live region waits')
  await act(() => started.timers.tick(10_000))
  assert.match(said(), 'New comments: 2')
  fireEvent.click(screen.getByRole('button', { name: 'Show new comments: 2' }))
  await waitFor(() => assert.is(screen.queryByRole('button', { name: /Show new comments/ }), null))
  await write('POST', 'comments', { content: 'Third, right after they were shown' })
  await eventually(() => assert.ok(screen.getByRole('button', { name: 'Show new comments: 1' })))
  assert.match(said(), 'New comments: 1', 'counted afresh, not the 2 said before')
})

test('a like and a moderation by others show at once; a reply goes under its parent and is published', async () => {
  await start()
  await waitFor(() => assert.ok(topLevel().length > 0))
  const first = topLevel()[0]!
  const uuid = first.id.replace('vf-comment-', '')
  const likes = () => within(topLevel()[0]!).getAllByRole('button', { name: /^Like/ })[0]!.textContent
  const liked = likes()
  await write('POST', `comments/${uuid}/like`, undefined, 2)
  await eventually(() => assert.is.not(likes(), liked))
  await write('POST', `comments/${uuid}/pick`, undefined, moderatorIndex())
  await eventually(() => assert.match(topLevel()[0]!.textContent ?? '', 'Editor’s pick'))
  await write('POST', `comments/${uuid}`, { content: 'A live reply' })
  await eventually(() => assert.ok(started.args.get('comment-replies-realtime/loaded')))
  const [[replies]] = started.args.get('comment-replies-realtime/loaded') as [[Array<{ content: string; parent_uuid: string }>]]
  assert.is(replies[0]!.parent_uuid, uuid)
  const said = () => screen.getAllByRole('status').map((s) => s.textContent).join(' ')
  await eventually(() => assert.match(said(), 'New replies: 1', 'announced, as new comments are'))
  await write('POST', `comments/${uuid}`, { content: 'Another live reply' })
  await write('POST', `comments/${uuid}`, { content: 'And a third' })
  await eventually(() => assert.is(started.args.get('comment-replies-realtime/loaded')!.flatMap(([items]) => items as unknown[]).length, 3))
  assert.match(said(), 'New replies: 1', 'the ones right after it wait')
  await act(() => started.timers.tick(10_000))
  assert.match(said(), 'New replies: 2', 'then are said together')
  await act(() => started.timers.tick(10_000))
  assert.not.match(said(), 'New replies', 'and the region clears when nothing more came')
})

test('a comment pinned by a moderator elsewhere moves to the top live, and back to its place when unpinned', async () => {
  await start()
  await allOnScreen()
  const ids = () => topLevel().map((a) => a.id)
  const before = ids()
  const third = before[2]!
  const uuid = third.replace('vf-comment-', '')
  await write('POST', `content/${uuid}/pin`, undefined, moderatorIndex())
  await eventually(() => assert.is(ids()[0], third))
  await write('DELETE', `content/${uuid}/pin`, undefined, moderatorIndex())
  await eventually(() => assert.equal(ids(), before))
})

test('events the service sends together (one frame) are applied together: one store change on the next frame, the last state shown', async () => {
  await start()
  await waitFor(() => assert.ok(topLevel().length > 0))
  const uuid = topLevel()[0]!.id.replace('vf-comment-', '')
  const listing = (await served.service.app.inject({ method: 'GET', url: `${base}?container_id=riverside-park&limit=1` })).json().result
  const item = listing.contents.find((c: { content_uuid: string }) => c.content_uuid === uuid) ?? (await served.service.app.inject({ method: 'GET', url: `${base}/${listing.container.content_container_uuid}/selection?uuids=${uuid}` })).json().result.contents[0]
  const { replies: _replies, ...content } = item
  const heard = () => (started.args.get('realtime/event') ?? []).length
  const before = heard()
  // Published in one turn, the hub sends them as one frame (an array); the widget hears each on the bus.
  for (const n of [1, 2, 3]) {
    served.service.app.hub.publish(DEMO_SITE_UUID, { type: 'event', action: 'liked', content_container_uuid: item.content_container_uuid, content: { ...content, total_likes: item.total_likes + n }, users: listing.users })
  }
  await waitFor(() => assert.is(heard(), before + 3))
  let changes = 0
  const stop = started.product.kernel.store.subscribe(() => void changes++)
  await act(() => started.timers.tick(FRAME_MS))
  stop()
  assert.is(changes, 1, 'one store change for the three events')
  const likes = within(topLevel()[0]!).getAllByRole('button', { name: /^Like/ })[0]!.textContent ?? ''
  assert.match(likes, String(item.total_likes + 3))
})

test('a page that gets no frames (a background tab) applies its events once a few thousand wait, not all at once later', async () => {
  await start()
  await waitFor(() => assert.ok(topLevel().length > 0))
  const uuid = topLevel()[0]!.id.replace('vf-comment-', '')
  const listing = (await served.service.app.inject({ method: 'GET', url: `${base}?container_id=riverside-park&limit=1` })).json().result
  const item = listing.contents.find((c: { content_uuid: string }) => c.content_uuid === uuid) ?? (await served.service.app.inject({ method: 'GET', url: `${base}/${listing.container.content_container_uuid}/selection?uuids=${uuid}` })).json().result.contents[0]
  const likes = () => (Object.values((started.product.kernel.store.getState().comments as { threads: Record<string, { items: Record<string, { total_likes: number }> }> }).threads)[0]!.items[uuid]!.total_likes)
  const from = likes()
  // The service's hub sends what a busy thread would: likes, one after another. No frame runs meanwhile.
  for (let n = 1; n <= MAX_BUFFERED; n++) {
    const { replies: _replies, ...content } = item
    served.service.app.hub.publish(DEMO_SITE_UUID, { type: 'event', action: 'liked', content_container_uuid: item.content_container_uuid, content: { ...content, total_likes: from + n }, users: listing.users })
  }
  await waitFor(() => assert.is(likes(), from + MAX_BUFFERED), { timeout: 10_000 })
})

test('a comment removed by a moderator leaves the list live', async () => {
  await start()
  await waitFor(() => assert.ok(topLevel().length > 0))
  const posted = await write('POST', 'comments', { content: 'Soon gone' })
  await eventually(() => assert.ok(screen.getByRole('button', { name: /Show new comments/ })))
  fireEvent.click(screen.getByRole('button', { name: /Show new comments/ }))
  await waitFor(() => assert.ok(document.getElementById(`vf-comment-${posted.content_uuid}`)))
  await write('DELETE', `comments/${posted.content_uuid}`, undefined, moderatorIndex())
  await eventually(() => assert.is(document.getElementById(`vf-comment-${posted.content_uuid}`), null))
})

test('after the socket drops, what was posted meanwhile is fetched once it is back: held once, not doubled', async () => {
  await start()
  await waitFor(() => assert.ok(topLevel().length > 0))
  const confirmed = subscribed()
  await act(async () => void (await started.product.kernel.actions.call('realtime.close', { params: {} })))
  await waitFor(() => assert.ok((started.args.get('realtime/status') ?? []).some(([, status]) => status === RealtimeStatus.none)))
  await write('POST', 'comments', { content: 'Posted while you were away' })
  await act(async () => void (await started.product.kernel.actions.call('realtime.reconnect', { params: {} })))
  await waitFor(() => assert.ok(subscribed() > confirmed))
  await act(() => api.settle())
  await eventually(() => assert.ok(screen.getByRole('button', { name: 'Show new comments: 1' })))
  fireEvent.click(screen.getByRole('button', { name: 'Show new comments: 1' }))
  await waitFor(() => assert.is(topLevel().filter((a) => a.textContent?.includes('Posted while you were away')).length, 1))
})

test('after the socket drops, every loaded comment is read again, past the service’s 100 per read', async () => {
  // 200 comments loaded, no replies: the catch-up needs two reads of the loaded items.
  await start('<vf-conversations vf-container-id="four-day-week" limit="100" pagination-limit="100" reply-limit="0"></vf-conversations>')
  await allOnScreen()
  assert.is(topLevel().length, 200)
  const article = topLevel()[150]!
  const uuid = article.id.replace('vf-comment-', '')
  const text = article.querySelector('.vf-comment__body')?.textContent ?? ''
  const confirmed = subscribed()
  await act(async () => void (await started.product.kernel.actions.call('realtime.close', { params: {} })))
  await waitFor(() => assert.ok((started.args.get('realtime/status') ?? []).some(([, status]) => status === RealtimeStatus.none)))
  await write('POST', `moderation/${uuid}/disable`, undefined, moderatorIndex(), 'four-day-week')
  await act(async () => void (await started.product.kernel.actions.call('realtime.reconnect', { params: {} })))
  await waitFor(() => assert.ok(subscribed() > confirmed))
  await act(() => api.settle())
  await eventually(() => assert.is(topLevel().length, 199, 'the 151st comment, disabled while offline, has left the list'))
  assert.not.ok(document.getElementById(`vf-comment-${uuid}`), text)
})

/** A browser window whose network the test switches off and on. */
function network() {
  const events = new EventTarget()
  const host = Object.assign(events, { navigator: { onLine: true } }) as EventTarget & NetworkHost & { navigator: { onLine: boolean } }
  return {
    host,
    set(online: boolean) {
      host.navigator.onLine = online
      host.dispatchEvent(new Event(online ? 'online' : 'offline'))
    },
  }
}

/** The live sockets the product opened, so a test can cut them as a network would. */
function sockets() {
  const open: WebSocket[] = []
  let refuse = false
  return {
    factory: (url: string) => {
      // A refused connection, as when the service is unreachable.
      const socket = new WebSocket(refuse ? 'ws://127.0.0.1:9/ws' : url)
      open.push(socket)
      return socket
    },
    cut: () => open.forEach((socket) => socket.terminate()),
    refuse: (value: boolean) => void (refuse = value),
  }
}

const status = () => screen.getAllByRole('status').map((region) => region.textContent).join(' | ')
/** The notice floating over the list, if any. */
const notice = () => document.querySelector('.vf-conversations__link')?.textContent ?? ''

test('offline, the thread says live updates wait for the network; back online they resume by themselves with what was missed', async () => {
  const net = network()
  const socket = sockets()
  await start(undefined, { host: net.host, socket: socket.factory })
  await allOnScreen()
  const confirmed = subscribed()
  net.set(false)
  socket.cut()
  await waitFor(() => assert.is(notice(), 'You are offline. New comments will appear when you are back online.'))
  assert.match(status(), 'You are offline.', 'said in the live region too')
  assert.not.ok(screen.queryByRole('button', { name: 'Reconnect' }), 'nothing to press: it comes back by itself')
  await write('POST', 'comments', { content: 'Posted while the reader was offline' })
  net.set(true)
  await waitFor(() => assert.ok(subscribed() > confirmed))
  await act(() => api.settle())
  await eventually(() => assert.ok(screen.getByRole('button', { name: 'Show new comments: 1' }), 'what was missed is caught up'))
  assert.is(notice(), '', 'the notice has gone; the live region now tells of the new comment')
})

test('when reconnecting gives up, the thread says live updates stopped; Reconnect brings them back', async () => {
  const socket = sockets()
  await start(undefined, { socket: socket.factory, retries: 1 })
  await allOnScreen()
  const confirmed = subscribed()
  socket.refuse(true)
  socket.cut()
  // The one retry waits its backoff on the fake clock, is refused, and the connection gives up.
  await waitFor(async () => {
    await act(() => started.timers.tick(60_000))
    assert.ok(screen.getByRole('button', { name: 'Reconnect' }))
  })
  assert.is(notice(), 'Live updates stopped: the connection was lost.Reconnect')
  socket.refuse(false)
  fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }))
  await waitFor(() => assert.ok(subscribed() > confirmed))
  await waitFor(() => assert.not.ok(screen.queryByRole('button', { name: 'Reconnect' })))
  await waitFor(() => assert.match(status(), 'Live updates are back.'))
})

test.run()
