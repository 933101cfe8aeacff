/**
 * The chat, live: the product with the realtime plugin against the real reference service over a real
 * websocket. Others write and type through the service; their events reach the widget over the socket
 * and are applied on the next frame, which runs on the fake clock, as does the typing line's time.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import WebSocket from 'ws'
import { act, screen, waitFor, within } from '@testing-library/react'
import { ChatLimits } from '../../../contracts/entities/chat-api'
import { RealtimeStatus } from '../../../contracts/enums'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../../examples/server/seed'
import { realtimePlugin } from '../../../plugins/realtime'
import { domService } from '../../support/dom-service'
import { rendered, startChat, type Started } from './support'

const served = domService(test, { listen: true })
const base = `/v4/livechat/${DEMO_SECTION_UUID}`
const FRAME_MS = 16

let started: Started
async function start() {
  started = await startChat(served.api, undefined, {
    plugins: () => [realtimePlugin({ socket: (url) => new WebSocket(url), endpoint: `ws://127.0.0.1:${served.port}/ws`, siteUuid: DEMO_SITE_UUID, random: () => 0 })],
    chat: (timers) => ({ frame: (fn) => ((handle) => () => timers.clearTimeout(handle))(timers.setTimeout(fn, FRAME_MS)) }),
  })
  await waitFor(() => assert.ok((started.args.get('realtime/status') ?? []).some(([, status]) => status === RealtimeStatus.subscribed)))
  await rendered(() => assert.is(messages().length, 30))
}

const messages = () => within(screen.getByRole('list', { name: 'Chat messages' })).getAllByRole('listitem').filter((li) => li.classList.contains('vf-msg'))
const tokens = new Map<number, Promise<string>>()
function token(index: number) {
  const account = DEMO_ACCOUNTS[index]!
  if (!tokens.has(index)) tokens.set(index, served.service.app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: account.email, password: account.password } }).then((answer) => answer.json().access_token as string))
  return tokens.get(index)!
}
/** Someone writes through the service (not through this product). */
async function call(method: 'POST' | 'DELETE', path: string, payload: object | undefined, as: number) {
  const chat = (await served.service.app.inject({ method: 'GET', url: `${base}?container_id=science-chat` })).json().result[0].content_container_uuid
  const answer = await served.service.app.inject({ method, url: `${base}/${chat}/${path}`, headers: { authorization: `Bearer ${await token(as)}` }, ...(payload ? { payload } : {}) })
  assert.ok(answer.statusCode < 300, answer.body)
  return answer.statusCode === 204 ? undefined : answer.json().result.content
}
const moderator = () => DEMO_ACCOUNTS.findIndex((a) => a.privilege === 'moderator')
const admin = () => DEMO_ACCOUNTS.findIndex((a) => a.privilege === 'admin')
const eventually = (check: () => void) =>
  waitFor(async () => {
    await act(() => started.timers.tick(FRAME_MS))
    check()
  })
const typingLine = () => document.querySelector('vf-livechat .vf-chat__typing')

test('another reader typing is shown (not announced) for a few seconds; their message arrives at the end, announced politely', async () => {
  await start()
  await call('POST', 'typing', undefined, moderator())
  await eventually(() => assert.is(typingLine()?.textContent, 'Mo Moderator is typing…'))
  assert.not.ok(screen.getAllByRole('status').some((s) => s.textContent?.includes('typing')), 'typing is never said')
  await act(() => started.timers.tick(ChatLimits.typingShownMs - FRAME_MS * 2))
  assert.ok(typingLine(), 'still shown within its time')
  await act(() => started.timers.tick(FRAME_MS * 2))
  assert.is(typingLine(), null, 'gone when its time is over')

  const sent = await call('POST', 'messages', { content: 'The moon covers the sun at 10:42.' }, admin())
  await eventually(() => assert.is(messages().at(-1)!.querySelector('.vf-msg__body')?.textContent, 'The moon covers the sun at 10:42.'))
  assert.match(screen.getAllByRole('status').map((s) => s.textContent).join(' '), 'New messages: 1')
  assert.ok(started.published.includes('livechat-realtime/more-loaded'))

  // A moderator's removal takes it off at once.
  await call('DELETE', `messages/${sent.content_uuid}`, undefined, moderator())
  await eventually(() => assert.not.ok(messages().some((li) => li.querySelector('.vf-msg__body')?.textContent === 'The moon covers the sun at 10:42.')))
})

test.run()
