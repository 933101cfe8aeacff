/**
 * The live questions, live: the product with the realtime plugin against the real reference service over
 * a real websocket. Others ask, vote, approve and answer through the service; their events reach the
 * widget over the socket and are applied on the next frame (on the fake clock): a moderator's widget
 * hears of a question awaiting approval and reads it with its rights, a reader's does not; an approved
 * question and an answer arrive for the reader and are said politely.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import WebSocket from 'ws'
import { act, screen, waitFor, within } from '@testing-library/react'
import { RealtimeStatus } from '../../../contracts/enums'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../../examples/server/seed'
import { realtimePlugin } from '../../../plugins/realtime'
import { domService } from '../../support/dom-service'
import { rendered, startQuestions, type Started } from './support'

const served = domService(test, { listen: true })
const base = `/v1/livequestions/${DEMO_SECTION_UUID}`
const FRAME_MS = 16

let started: Started
async function start(as?: number) {
  started = await startQuestions(served.api, undefined, {
    plugins: () => [realtimePlugin({ socket: (url) => new WebSocket(url), endpoint: `ws://127.0.0.1:${served.port}/ws`, siteUuid: DEMO_SITE_UUID, random: () => 0 })],
    questions: (timers) => ({ frame: (fn) => ((handle) => () => timers.clearTimeout(handle))(timers.setTimeout(fn, FRAME_MS)) }),
  })
  if (as !== undefined) {
    const account = DEMO_ACCOUNTS[as]!
    await act(async () => {
      await started.product.kernel.actions.call('session.login', { params: { email: account.email, password: account.password } })
      await served.api.settle()
    })
  }
  await waitFor(() => assert.ok((started.args.get('realtime/status') ?? []).some(([, status]) => status === RealtimeStatus.subscribed)))
  await rendered(() => assert.is(questions().length, 3))
}

const questions = () => within(screen.getByRole('list', { name: 'Readers’ questions' })).getAllByRole('listitem')
const tokens = new Map<number, Promise<string>>()
function token(index: number) {
  const account = DEMO_ACCOUNTS[index]!
  if (!tokens.has(index)) tokens.set(index, served.service.app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: account.email, password: account.password } }).then((answer) => answer.json().access_token as string))
  return tokens.get(index)!
}
/** Someone acts through the service (not through this product). */
async function call(method: 'POST' | 'DELETE', path: string, payload: object | undefined, as: number) {
  const container = (await served.service.app.inject({ method: 'GET', url: `${base}?container_id=park-questions` })).json().result[0].content_container_uuid
  const answer = await served.service.app.inject({ method, url: `${base}/${container}/questions${path}`, headers: { authorization: `Bearer ${await token(as)}` }, ...(payload ? { payload } : {}) })
  assert.ok(answer.statusCode < 300, answer.body)
  return answer.json().result.content
}
const moderator = DEMO_ACCOUNTS.findIndex((a) => a.privilege === 'moderator')
const reader = DEMO_ACCOUNTS.findIndex((a) => a.email === 'user@demo.vf')
const other = DEMO_ACCOUNTS.findIndex((a) => a.email === 'pending@demo.vf')
const eventually = <T,>(check: () => T) =>
  waitFor(async () => {
    await act(() => started.timers.tick(FRAME_MS))
    return check()
  })
const said = () => screen.getAllByRole('status').map((s) => s.textContent).join(' ')

test('a moderator hears of a question awaiting approval and reads it with their rights', async () => {
  await start(moderator)
  const asked = await call('POST', '', { content: 'Will the park have drinking fountains?' }, other)
  const queue = await eventually(() => screen.getByRole('list', { name: /^Awaiting approval: \d+$/ }))
  await eventually(() => assert.ok(within(queue).getByText('Will the park have drinking fountains?'), 'read with the moderator’s rights'))
  assert.match(said(), /Questions awaiting approval: 1/)
  waiting = asked.content_uuid
})

let waiting: string
test('a reader sees a question once approved, new questions, votes and answers as they come, said politely', async () => {
  await start(reader)
  assert.is(screen.queryByText('Will the park have drinking fountains?'), null, 'awaiting approval, it is not shown to a reader')
  const asked = { content_uuid: waiting }
  await call('POST', `/${asked.content_uuid}/approve`, undefined, moderator)
  await call('POST', `/${asked.content_uuid}/upvote`, undefined, moderator)
  // Approved with few votes, it sorts after the three loaded while more are to load: ordered by time it is first.
  await act(async () => {
    await started.product.kernel.actions.call('livequestions.sort', { params: { sort: 'newest' } })
    await served.api.settle()
  })
  await rendered(() => assert.is(questions()[0]!.querySelector('.vf-q__text')?.textContent, 'Will the park have drinking fountains?'))
  const fresh = await call('POST', '', { content: 'Are barbecues allowed on the lawns?' }, moderator)
  await eventually(() => assert.is(questions()[0]!.querySelector('.vf-q__text')?.textContent, 'Are barbecues allowed on the lawns?'))
  assert.match(said(), /New questions: 1/)

  await call('POST', `/${fresh.content_uuid}/answers`, { content: 'Only in the marked area by the car park.' }, moderator)
  await eventually(() => assert.ok(within(questions()[0]!).getByText('Only in the marked area by the car park.')))
  assert.ok(within(questions()[0]!).getByText('Answered'))
  assert.match(said(), /Questions answered: 1/)
  await call('POST', `/${fresh.content_uuid}/upvote`, undefined, other)
  await eventually(() => assert.ok(within(questions()[0]!).getByRole('button', { name: 'Upvote 1' })))
  // Another reader withdraws their vote: the count goes down here too.
  await call('DELETE', `/${fresh.content_uuid}/upvote`, undefined, other)
  await eventually(() => assert.ok(within(questions()[0]!).getByRole('button', { name: 'Upvote 0' })))
  assert.is(within(questions()[0]!).getByRole('button', { name: 'Upvote 0' }).getAttribute('aria-pressed'), 'false')
})

test('a question another moderator rejects goes from a reader’s list, and into a moderator’s Rejected list; restored, it is back for both', async () => {
  const asked = await call('POST', '', { content: 'Could the paths be lit at night?' }, moderator)
  await start(moderator)
  await act(async () => {
    await started.product.kernel.actions.call('livequestions.sort', { params: { sort: 'newest' } })
    await served.api.settle()
  })
  await rendered(() => assert.is(questions()[0]!.querySelector('.vf-q__text')?.textContent, 'Could the paths be lit at night?'))
  await call('POST', `/${asked.content_uuid}/reject`, undefined, 0)
  const rejected = await eventually(() => screen.getByRole('list', { name: /^Rejected: \d+$/ }))
  await eventually(() => assert.ok(within(rejected).getByText('Could the paths be lit at night?'), 'read with the moderator’s rights'))
  assert.not.ok(questions().some((li) => li.querySelector('.vf-q__text')?.textContent === 'Could the paths be lit at night?'))
  await call('POST', `/${asked.content_uuid}/approve`, undefined, 0)
  await eventually(() => assert.is(questions()[0]!.querySelector('.vf-q__text')?.textContent, 'Could the paths be lit at night?'))
  assert.is(screen.queryByRole('list', { name: /^Rejected: / }), null, 'the rejected list is empty again')
})

test.run()
