/**
 * The poll, live: the product with the realtime plugin against the real reference service over a real
 * websocket. Others vote, and a moderator closes and removes the poll, through the service; the events
 * reach the widget over the socket and are applied on the next frame, which runs on the fake clock.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import WebSocket from 'ws'
import { act, screen, waitFor, within } from '@testing-library/react'
import { RealtimeStatus } from '../../../contracts/enums'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../../examples/server/seed'
import { realtimePlugin } from '../../../plugins/realtime'
import { domService } from '../../support/dom-service'
import { rendered, startPoll, type Started } from './support'

const served = domService(test, { listen: true })
const base = `/v1/polls/${DEMO_SECTION_UUID}`
const FRAME_MS = 16

let started: Started
async function start(html: string) {
  started = await startPoll(served.api, html, {
    plugins: () => [realtimePlugin({ socket: (url) => new WebSocket(url), endpoint: `ws://127.0.0.1:${served.port}/ws`, siteUuid: DEMO_SITE_UUID, random: () => 0 })],
    polls: (timers) => ({ frame: (fn) => ((handle) => () => timers.clearTimeout(handle))(timers.setTimeout(fn, FRAME_MS)) }),
  })
  await waitFor(() => assert.ok((started.args.get('realtime/status') ?? []).some(([, status]) => status === RealtimeStatus.subscribed)))
}
async function token(index: number) {
  const account = DEMO_ACCOUNTS[index]!
  return (await served.service.app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: account.email, password: account.password } })).json().access_token as string
}
/** Someone acts through the service (not through this product). */
async function call(method: 'POST' | 'PUT' | 'DELETE', path: string, payload: object | undefined, headers: Record<string, string>) {
  const answer = await served.service.app.inject({ method, url: `${base}${path}`, headers, ...(payload ? { payload } : {}) })
  assert.ok(answer.statusCode < 300, answer.body)
  return answer.json().result
}
const moderator = DEMO_ACCOUNTS.findIndex((a) => a.privilege === 'moderator')
/** Waits on what the reader sees, running the fake clock's frames meanwhile (patient: the machine may be busy). */
const eventually = (check: () => void) =>
  waitFor(
    async () => {
      await act(() => started.timers.tick(FRAME_MS))
      check()
    },
    { timeout: 10_000 },
  )
const value = (label: string) => within(screen.getByRole('list', { name: 'Results' })).getByText(label).closest('li')!.querySelector('.vf-poll__value')!.textContent

test('others’ votes move the results live and are said politely; a moderator’s close and removal reach the page', async () => {
  const modHeaders = { authorization: `Bearer ${await token(moderator)}` }
  const poll = await call('POST', '', { container_id: 'live-poll', question: 'Which day for the street party?', options: ['Saturday', 'Sunday'] }, modHeaders)
  await start('<vf-poll vf-container-id="live-poll"></vf-poll>')
  await rendered(() => screen.getByRole('button', { name: 'See the results' }))
  await act(async () => screen.getByRole('button', { name: 'See the results' }).click())
  await rendered(() => assert.is(value('Saturday'), '0% · votes: 0'))

  await call('POST', `/${poll.content_container_uuid}/votes`, { option_uuids: [poll.options[0].option_uuid] }, { 'x-unique-id': 'live-visitor-1' })
  await eventually(() => assert.is(value('Saturday'), '100% · votes: 1'))
  await call('POST', `/${poll.content_container_uuid}/votes`, { option_uuids: [poll.options[1].option_uuid] }, { 'x-unique-id': 'live-visitor-2' })
  await eventually(() => assert.is(value('Sunday'), '50% · votes: 1'))
  assert.ok(screen.getByText('Readers who voted: 2'))
  assert.match(screen.getAllByRole('status').map((s) => s.textContent).join(' '), 'New votes: ')

  await call('PUT', `/${poll.content_container_uuid}`, { status: 'closed' }, modHeaders)
  await eventually(() => assert.ok(screen.getByText(/^This poll closed on/)))
  assert.is(started.args.get('vf-poll/closed')?.length, 1)
  assert.match(screen.getAllByRole('status').map((s) => s.textContent).join(' '), 'This poll is closed.')

  await call('DELETE', `/${poll.content_container_uuid}`, undefined, modHeaders)
  await eventually(() => assert.ok(screen.getAllByText('This poll was removed.').length > 0))
  assert.is(started.args.get('vf-poll/removed')?.length, 1)
})

test('a page without a poll follows its container: a poll a moderator makes elsewhere appears, said politely, then closes and goes as it is closed and removed', async () => {
  const modHeaders = { authorization: `Bearer ${await token(moderator)}` }
  await start('<vf-poll vf-container-id="later-poll"></vf-poll>')
  await rendered(() => screen.getByText('There is no poll here yet.'))
  const said = () => screen.getAllByRole('status').map((s) => s.textContent).join(' ')
  const region = screen.getByRole('status')

  const poll = await call('POST', '', { container_id: 'later-poll', question: 'Should the library open on Sundays?', options: ['Yes', 'No'] }, modHeaders)
  await eventually(() => assert.ok(screen.getByRole('heading', { name: 'Should the library open on Sundays?' })))
  assert.match(said(), 'New poll: Should the library open on Sundays?')
  assert.is(screen.getByRole('status'), region, 'the same polite region says it (a region added with its words may go unheard)')
  assert.ok(screen.getByRole('button', { name: 'Vote' }), 'readers can vote at once')
  assert.is(started.args.get('vf-poll/created')?.length, 1, 'the page hears of it')

  await call('POST', `/${poll.content_container_uuid}/votes`, { option_uuids: [poll.options[0].option_uuid] }, { 'x-unique-id': 'later-visitor-1' })
  await act(async () => screen.getByRole('button', { name: 'See the results' }).click())
  await eventually(() => assert.is(value('Yes'), '100% · votes: 1'))

  await call('PUT', `/${poll.content_container_uuid}`, { status: 'closed' }, modHeaders)
  await eventually(() => assert.ok(screen.getByText(/^This poll closed on/)))
  assert.match(said(), 'This poll is closed.')
  await call('DELETE', `/${poll.content_container_uuid}`, undefined, modHeaders)
  await eventually(() => assert.ok(screen.getByText('This poll was removed.', { selector: '.vf-state__title' })))
  assert.match(said(), 'This poll was removed.')
  assert.is(started.args.get('vf-poll/removed')?.length, 1)

  // Made again on the page: it appears once more.
  await call('POST', '', { container_id: 'later-poll', question: 'Which day for the book sale?', options: ['Friday', 'Saturday'] }, modHeaders)
  await eventually(() => assert.ok(screen.getByRole('heading', { name: 'Which day for the book sale?' })))
  assert.match(said(), 'New poll: Which day for the book sale?')
})

test('where results are for signed-in readers, a signed-in reader’s counts follow others’ votes (read again, since the event has none)', async () => {
  await start('<vf-poll vf-container-id="members-poll"></vf-poll>')
  await act(async () => {
    await started.product.kernel.actions.call('session.login', { params: { email: DEMO_ACCOUNTS[2]!.email, password: DEMO_ACCOUNTS[2]!.password } })
    await served.api.settle()
  })
  await rendered(() => screen.getByRole('button', { name: 'See the results' }))
  await act(async () => screen.getByRole('button', { name: 'See the results' }).click())
  const before = Number(value('Local arts and culture')!.split(': ')[1])
  const [members] = (await served.service.app.inject({ method: 'GET', url: `${base}?container_id=members-poll` })).json().result
  await call('POST', `/${members.content_container_uuid}/votes`, { option_uuids: [members.options[3].option_uuid] }, { authorization: `Bearer ${await token(4)}` })
  await eventually(() => assert.ok(value('Local arts and culture')!.endsWith(`votes: ${before + 1}`)))
})

test.run()
