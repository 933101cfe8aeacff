/**
 * A half-open realtime socket under the live comments widget. The product's socket reaches the reference
 * service through a TCP proxy that stalls the connection without closing it (a sleeping laptop, a dropped
 * NAT entry): nothing crosses, nothing ends. The keep-alive goes unanswered, the plugin gives the socket
 * up and reconnects with its backoff, and the thread catches up on the comment posted meanwhile, showing
 * it once, even when the dead connection later delivers its copy after all. Time (keep-alive, grace,
 * backoff, frames) runs on the fake clock; the network is real, so the test waits for it, never sleeps.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import WebSocket from 'ws'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Constants, RealtimeStatus } from '../../../contracts/enums'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../../examples/server/seed'
import { realtimePlugin } from '../../../plugins/realtime'
import { KEEP_ALIVE_GRACE_MS } from '../../../plugins/realtime/reconnect'
import { domService } from '../../support/dom-service'
import { stallingProxy, type StallingProxy } from '../../server/stalling-proxy'
import { startComments, type Started } from '../comments/support'

const served = domService(test, { listen: true })
const api = served.api
const base = `/v4/livecomments/${DEMO_SECTION_UUID}`
const FRAME_MS = 16

let proxy: StallingProxy
test.before(async () => void (proxy = await stallingProxy(served.port)))
test.after(async () => proxy?.close())

/** Each socket the product opened: when it opened on the fake clock, and the frames it received (a dead one's late ones too). */
const sockets: Array<{ socket: WebSocket; openedAt?: number; received: string[] }> = []
let started: Started

const subscribed = () => (started.args.get('realtime/status') ?? []).filter(([, status]) => status === RealtimeStatus.subscribed).length
const comments = () => screen.getByRole('list', { name: 'Comments' })
const topLevel = () => within(comments()).getAllByRole('article').filter((a) => a.closest('ul') === comments())
const showing = (text: string) => topLevel().filter((a) => a.textContent?.includes(text)).length
/** Runs frames until `check` passes: what crosses the real socket is awaited, never slept for. */
const eventually = (check: () => void) =>
  waitFor(async () => {
    await act(() => started.timers.tick(FRAME_MS))
    check()
  })

/** Another reader posts on the thread through the service's HTTP API. */
async function post(content: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'user')!
  const app = served.service.app
  const token = (await app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: account.email, password: account.password } })).json().access_token as string
  const container = (await app.inject({ method: 'GET', url: `${base}?container_id=riverside-park&limit=1` })).json().result.container.content_container_uuid
  const answer = await app.inject({ method: 'POST', url: `${base}/${container}/comments`, headers: { authorization: `Bearer ${token}` }, payload: { content } })
  assert.is(answer.statusCode, 201, answer.body)
}

test('a socket that stops answering without closing is replaced after a keep-alive and its grace; the comment posted meanwhile shows once', async () => {
  started = await startComments(api, '<vf-conversations vf-container-id="riverside-park"></vf-conversations>', {
    plugins: (timers) => [
      realtimePlugin({
        socket: (url) => {
          const socket = new WebSocket(url)
          const entry: (typeof sockets)[number] = { socket, received: [] }
          socket.on('open', () => (entry.openedAt = timers.now))
          socket.on('message', (data) => entry.received.push(String(data)))
          sockets.push(entry)
          return socket
        },
        endpoint: `ws://127.0.0.1:${proxy.port}/ws`,
        siteUuid: DEMO_SITE_UUID,
        random: () => 0,
      }),
    ],
    // Frames on the fake clock, so the test decides when buffered events are applied.
    comments: (timers) => ({ frame: (fn) => ((handle) => () => timers.clearTimeout(handle))(timers.setTimeout(fn, FRAME_MS)) }),
  })
  await waitFor(() => assert.ok(subscribed() > 0))
  await waitFor(() => assert.ok(topLevel().length > 0))
  const confirmed = subscribed()

  proxy.stall()
  const text = 'Posted while the line was dead'
  await post(text)
  // The socket still looks open; its keep-alive goes out (every 30 s from the open), and nothing answers it.
  await act(() => started.timers.tick(sockets[0]!.openedAt! + Constants.keepAliveMs + KEEP_ALIVE_GRACE_MS - 1 - started.timers.now))
  assert.is(started.args.get('realtime-connection/retrying'), undefined, 'not yet given up')
  // Past the grace: given up at once, then the first backoff wait (random 0: 500 ms).
  await act(() => started.timers.tick(1 + 500))
  assert.equal(started.args.get('realtime-connection/retrying'), [[1, 500]])
  await waitFor(() => assert.ok(subscribed() > confirmed, 'subscribed again on a new socket'))
  assert.is(sockets.length, 2)
  assert.is(proxy.accepted, 2, 'the new socket came through the proxy, which carries new connections')

  // The catch-up after the confirmation brings the comment the dead socket never delivered.
  await act(() => api.settle())
  await eventually(() => assert.ok(screen.getByRole('button', { name: 'Show new comments: 1' })))
  fireEvent.click(screen.getByRole('button', { name: 'Show new comments: 1' }))
  await waitFor(() => assert.is(showing(text), 1))

  // The dead connection comes back to life for a moment and delivers its copy of the event: ignored.
  proxy.resume()
  await waitFor(() => assert.ok(sockets[0]!.received.some((frame) => frame.includes(text)), 'the old socket got the event after all'))
  await act(() => started.timers.tick(FRAME_MS * 4))
  assert.is(showing(text), 1, 'shown once')
  assert.is(screen.queryByRole('button', { name: /Show new comments/ }), null, 'and not held again')
})

test.run()
