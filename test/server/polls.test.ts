/**
 * The polls service: the seeded polls read by their container id, a moderator's new poll, one vote per
 * reader (signed in or a guest's visitor) enforced on the service, single and multiple choice, closed
 * polls (by a moderator or by their time) refusing votes, who may close and remove, the sign-in settings
 * for voting and for seeing results, and realtime events reaching only the poll's subscribers, without
 * the counts when results are for signed-in readers.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../examples/server/seed'
import { POLL_PAGE_KEY, PollErrors } from '../../plugins/polls/contract'
import { closeSockets, connect } from './sockets'
import { bearer, signInDemo, startTestService, type SignedIn, type TestService } from './support'

const base = `/v1/polls/${DEMO_SECTION_UUID}`
let service: TestService
let app: TestService['app']
let mod: SignedIn
let uma: SignedIn
let pat: SignedIn

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, who?: SignedIn | string, payload?: object) =>
  app.inject({ method, url, headers: typeof who === 'string' ? { 'x-unique-id': who } : bearer(who?.token), ...(payload ? { payload } : {}) })
async function result(method: Method, url: string, who?: SignedIn | string, payload?: object, status = method === 'POST' ? 201 : 200) {
  const reply = await call(method, url, who, payload)
  assert.is(reply.statusCode, status, `${method} ${url}: ${reply.body}`)
  return reply.json().result
}
const refused = async (method: Method, url: string, who: SignedIn | string | undefined, payload: object | undefined, status: number, message?: string) => {
  const reply = await call(method, url, who, payload)
  assert.is(reply.statusCode, status, `${method} ${url}: ${reply.body}`)
  if (message) assert.is(reply.json().message, message)
}
let made = 0
const newPoll = (extra: object = {}) =>
  result('POST', base, mod, { container_id: `test-poll-${++made}`, question: 'Where should the market go?', options: ['The square', 'The quay', 'The old station'], ...extra })
const byLabel = (poll: { options: { label: string; option_uuid: string }[] }, label: string) => poll.options.find((o) => o.label === label)!.option_uuid

test.before(async () => {
  service = await startTestService()
  app = service.app
  ;[mod, uma, pat] = [await signInDemo(app, 1), await signInDemo(app, 2), await signInDemo(app, 4)]
  await app.listen({ port: 0, host: '127.0.0.1' })
})
test.after(async () => {
  closeSockets()
  await service?.close()
})

test('the seeded polls are read by their container id, with counts and percentages’ basis, and nothing for an unknown id', async () => {
  const [bridge] = await result('GET', `${base}?container_id=footbridge-poll`)
  assert.is(bridge.question, 'Which design should the new riverside footbridge take?')
  assert.is(bridge.multiple, false)
  assert.is(bridge.status, 'open')
  assert.is(bridge.closes_at, Date.UTC(2031, 0, 1))
  assert.equal(bridge.options.map((o: { votes: number }) => o.votes), [41, 27, 19, 6])
  assert.is(bridge.total_voters, 93)
  assert.equal(bridge.voted, [])
  assert.equal(await result('GET', `${base}?container_id=riverside-park`), [], 'a comments thread is not a poll')
  assert.equal(await result('GET', `${base}?container_id=nowhere`), [])
  const one = await result('GET', `${base}/${bridge.content_container_uuid}`)
  assert.is(one.question, bridge.question)
})

test('only a moderator makes a poll; its options and closing time are checked; one poll per page', async () => {
  const body = { container_id: 'market-poll', question: 'Where should the market go?', options: ['Square', 'Quay'] }
  await refused('POST', base, undefined, body, 401)
  await refused('POST', base, uma, body, 403, 'Only moderators can do this.')
  await refused('POST', base, mod, { ...body, options: ['Square'] }, 400)
  await refused('POST', base, mod, { ...body, options: ['Square', ' square '] }, 400, 'Two options have the same label.')
  await refused('POST', base, mod, { ...body, closes_at: Date.now() - 1000 }, 400, 'The closing time must be in the future.')
  const poll = await result('POST', base, mod, body)
  assert.is(poll.status, 'open')
  assert.equal(poll.options.map((o: { votes: number }) => o.votes), [0, 0])
  await refused('POST', base, mod, body, 409, 'This page already has a poll.')
})

test('a reader votes once: a second vote, a second option in a single-choice poll, or an unknown option is refused', async () => {
  const poll = await newPoll()
  const url = `${base}/${poll.content_container_uuid}/votes`
  const square = byLabel(poll, 'The square')
  await refused('POST', url, uma, { option_uuids: [square, byLabel(poll, 'The quay')] }, 400, PollErrors.oneOption)
  await refused('POST', url, uma, { option_uuids: [] }, 400, PollErrors.someOption)
  await refused('POST', url, uma, { option_uuids: ['00000000-0000-4000-8000-000000000000'] }, 400, PollErrors.unknownOption)
  const voted = await result('POST', url, uma, { option_uuids: [square] })
  assert.equal(voted.voted, [square])
  assert.is(voted.total_voters, 1)
  assert.is(voted.options[0].votes, 1)
  await refused('POST', url, uma, { option_uuids: [byLabel(poll, 'The quay')] }, 409, PollErrors.alreadyVoted)
  const again = await result('GET', `${base}/${poll.content_container_uuid}`, uma)
  assert.equal(again.voted, [square], 'the reader’s choice is told when they come back')
  assert.is(again.total_voters, 1, 'counted once')
})

test('a guest votes once by their visitor id; without one the vote is refused', async () => {
  const poll = await newPoll()
  const url = `${base}/${poll.content_container_uuid}/votes`
  const quay = byLabel(poll, 'The quay')
  await refused('POST', url, undefined, { option_uuids: [quay] }, 400, PollErrors.visitor)
  await refused('POST', url, 'bad id!', { option_uuids: [quay] }, 400)
  await result('POST', url, 'visitor-0001', { option_uuids: [quay] })
  await refused('POST', url, 'visitor-0001', { option_uuids: [quay] }, 409, PollErrors.alreadyVoted)
  const seen = await result('GET', `${base}/${poll.content_container_uuid}`, 'visitor-0001')
  assert.equal(seen.voted, [quay])
  assert.is(seen.total_voters, 1)
})

test('a multiple-choice poll counts each chosen option once per voter; percentages are of the voters', async () => {
  const poll = await newPoll({ multiple: true })
  const url = `${base}/${poll.content_container_uuid}/votes`
  const [a, b, c] = poll.options.map((o: { option_uuid: string }) => o.option_uuid)
  await result('POST', url, uma, { option_uuids: [a, b, a] })
  const after = await result('POST', url, pat, { option_uuids: [b, c] })
  assert.equal(after.options.map((o: { votes: number }) => o.votes), [1, 2, 1])
  assert.is(after.total_voters, 2)
})

test('a closed poll refuses votes: closed by a moderator (not a reader), or by its closing time', async () => {
  const poll = await newPoll()
  const uuid = poll.content_container_uuid
  await refused('PUT', `${base}/${uuid}`, undefined, { status: 'closed' }, 401)
  await refused('PUT', `${base}/${uuid}`, uma, { status: 'closed' }, 403)
  const closed = await result('PUT', `${base}/${uuid}`, mod, { status: 'closed' })
  assert.is(closed.status, 'closed')
  assert.type(closed.closed_at, 'number')
  await refused('POST', `${base}/${uuid}/votes`, uma, { option_uuids: [byLabel(poll, 'The square')] }, 403, PollErrors.closed)

  const timed = await newPoll({ closes_at: Date.now() + 3_600_000 })
  await result('POST', `${base}/${timed.content_container_uuid}/votes`, uma, { option_uuids: [byLabel(timed, 'The quay')] })
  // Its closing time passes (the service reads it on the database's clock).
  await service.db.query(`update polls set closes_at = now() - interval '1 second' where content_container_uuid = $1`, [timed.content_container_uuid])
  const read = await result('GET', `${base}/${timed.content_container_uuid}`)
  assert.is(read.status, 'closed')
  assert.is(read.closed_at, read.closes_at)
  await refused('POST', `${base}/${timed.content_container_uuid}/votes`, pat, { option_uuids: [byLabel(timed, 'The quay')] }, 403, PollErrors.closed)
})

test('sign-in settings: a guest may not vote, nor see the counts, where the poll or the site asks for sign-in', async () => {
  const [members] = await result('GET', `${base}?container_id=members-poll`)
  assert.equal(members.settings, { require_user_authentication_to_vote: 1, require_user_authentication_to_see_results: 1 })
  assert.is(members.results_visible, false)
  assert.is(members.total_voters, undefined)
  assert.ok(members.options.every((o: { votes?: number }) => o.votes === undefined), 'no counts for a guest')
  await refused('POST', `${base}/${members.content_container_uuid}/votes`, 'visitor-0002', { option_uuids: [members.options[0].option_uuid] }, 401, PollErrors.signInToVote)
  const signedIn = await result('GET', `${base}/${members.content_container_uuid}`, uma)
  assert.is(signedIn.results_visible, true)
  assert.is(signedIn.options[0].votes, 12)
  const voted = await result('POST', `${base}/${members.content_container_uuid}/votes`, uma, { option_uuids: [members.options[0].option_uuid, members.options[1].option_uuid] })
  assert.equal(voted.options.slice(0, 2).map((o: { votes: number }) => o.votes), [13, 10])

  // The site's setting applies where the poll has none of its own.
  const open = await newPoll()
  await service.db.query(`update sections set settings = settings || '{"require_user_authentication_to_vote": 1}' where section_uuid = $1`, [DEMO_SECTION_UUID])
  try {
    await refused('POST', `${base}/${open.content_container_uuid}/votes`, 'visitor-0003', { option_uuids: [open.options[0].option_uuid] }, 401, PollErrors.signInToVote)
  } finally {
    await service.db.query(`update sections set settings = settings || '{"require_user_authentication_to_vote": 0}' where section_uuid = $1`, [DEMO_SECTION_UUID])
  }
})

test('a moderator removes a poll: it is gone from its page, and a new one may take its place', async () => {
  const poll = await newPoll()
  await refused('DELETE', `${base}/${poll.content_container_uuid}`, uma, undefined, 403)
  assert.equal(await result('DELETE', `${base}/${poll.content_container_uuid}`, mod), { content_container_uuid: poll.content_container_uuid, removed: true })
  assert.equal(await result('GET', `${base}?container_id=${poll.container_id}`), [])
  await refused('GET', `${base}/${poll.content_container_uuid}`, undefined, undefined, 404)
  const next = await result('POST', base, mod, { container_id: poll.container_id, question: 'A better question?', options: ['Yes', 'No'] })
  assert.is.not(next.content_container_uuid, poll.content_container_uuid)
})

test('votes, closing and removal reach only the poll’s subscribers; counts go out only when results are for everyone', async () => {
  const poll = await newPoll()
  const uuid = poll.content_container_uuid
  const [members] = await result('GET', `${base}?container_id=members-poll`)
  const follower = await connect(app, DEMO_SITE_UUID)
  const elsewhere = await connect(app, DEMO_SITE_UUID)
  assert.is(await follower.subscribe('poll', { content_container_uuid: [uuid, members.content_container_uuid] }), 'success')
  assert.is(await elsewhere.subscribe('other', { content_container_uuid: [members.content_container_uuid] }), 'success')

  await result('POST', `${base}/${uuid}/votes`, pat, { option_uuids: [byLabel(poll, 'The quay')] })
  const voted = await follower.next()
  assert.is(voted.action, 'updated')
  assert.is(voted.content_container_uuid, uuid)
  assert.equal(voted.poll.options.map((o: { votes: number }) => o.votes), [0, 1, 0])
  assert.is(voted.poll.voted, undefined, 'no reader’s choice goes out')

  await result('POST', `${base}/${members.content_container_uuid}/votes`, pat, { option_uuids: [members.options[2].option_uuid] })
  const hidden = await follower.next()
  assert.is(hidden.content_container_uuid, members.content_container_uuid)
  assert.is(hidden.poll.results_visible, false)
  assert.ok(hidden.poll.options.every((o: { votes?: number }) => o.votes === undefined), 'counts for signed-in readers do not go out')
  assert.is((await elsewhere.next()).content_container_uuid, members.content_container_uuid)

  await result('PUT', `${base}/${uuid}`, mod, { status: 'closed' })
  assert.is((await follower.next()).poll.status, 'closed')
  await result('DELETE', `${base}/${uuid}`, mod)
  const removed = await follower.next()
  assert.is(removed.action, 'deleted')
  assert.is(removed.content_container_uuid, uuid)
  await elsewhere.nothingYet('the other poll’s socket heard nothing of this one')
})

test('a page followed by its container id hears a poll made there, its votes, close and removal, and nothing of another page’s', async () => {
  const page = `followed-page-${++made}`
  const follower = await connect(app, DEMO_SITE_UUID)
  const elsewhere = await connect(app, DEMO_SITE_UUID)
  assert.is(await follower.subscribe('page', { [POLL_PAGE_KEY]: [page] }), 'success')
  assert.is(await elsewhere.subscribe('other', { [POLL_PAGE_KEY]: ['members-poll'] }), 'success')
  const poll = await result('POST', base, mod, { container_id: page, question: 'Which band should open the fair?', options: ['Brass', 'Folk'] }, 201)
  const created = await follower.next()
  assert.is(created.action, 'created')
  assert.is(created[POLL_PAGE_KEY], page)
  assert.is(created.content_container_uuid, poll.content_container_uuid)
  assert.is(created.poll.question, 'Which band should open the fair?')
  assert.is(created.poll.voted, undefined, 'no reader’s choice goes out')
  await result('POST', `${base}/${poll.content_container_uuid}/votes`, uma, { option_uuids: [byLabel(poll, 'Folk')] }, 201)
  assert.is((await follower.next()).poll.total_voters, 1)
  await result('PUT', `${base}/${poll.content_container_uuid}`, mod, { status: 'closed' })
  assert.is((await follower.next()).poll.status, 'closed')
  await result('DELETE', `${base}/${poll.content_container_uuid}`, mod)
  const removed = await follower.next()
  assert.is(removed.action, 'deleted')
  assert.is(removed[POLL_PAGE_KEY], page)
  await elsewhere.nothingYet('another page heard nothing of this one')
})

test.run()
