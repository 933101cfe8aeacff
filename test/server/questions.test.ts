/**
 * The live questions service (document 1 §2–§9): a container listed by its id and created once; a reader's
 * question awaits a moderator's approval and nobody else sees it before (not in pages, not read by UUID,
 * not in what sockets hear); each reader upvotes a visible question once and never their own; only
 * moderators approve, reject, answer and mark answered; pages by votes or by time, with a cursor; and the
 * realtime events reach only the sockets subscribed to that container.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { QuestionErrors, QuestionLimits } from '../../plugins/questions/contract'
import { DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../examples/server/seed'
import { closeSockets, connect } from './sockets'
import { bearer, signInDemo, startTestService, type SignedIn, type TestService } from './support'

const base = `/v1/livequestions/${DEMO_SECTION_UUID}`
let service: TestService
let app: TestService['app']
let admin: SignedIn
let mod: SignedIn
let uma: SignedIn
let pat: SignedIn

type Method = 'GET' | 'POST' | 'DELETE'
const call = (method: Method, url: string, who?: SignedIn, payload?: object) => app.inject({ method, url, headers: bearer(who?.token), ...(payload ? { payload } : {}) })
async function result(method: Method, url: string, who?: SignedIn, payload?: object, status = 200) {
  const reply = await call(method, url, who, payload)
  assert.is(reply.statusCode, status, `${method} ${url}: ${reply.body}`)
  return reply.json().result
}
const refused = async (method: Method, url: string, who: SignedIn | undefined, payload: object | undefined, status: number) => {
  const reply = await call(method, url, who, payload)
  assert.is(reply.statusCode, status, `${method} ${url}: ${reply.body}`)
  return reply.json() as { message: string }
}
let made = 0
/** A fresh questions container of its own for a test. */
async function container() {
  return (await result('POST', base, undefined, { container_id: `questions-test-${++made}` }, 201)).content_container_uuid as string
}
const ask = async (where: string, who: SignedIn, content: string) => (await result('POST', `${base}/${where}/questions`, who, { content }, 201)).content

test.before(async () => {
  service = await startTestService()
  app = service.app
  ;[admin, mod, uma, pat] = [await signInDemo(app, 0), await signInDemo(app, 1), await signInDemo(app, 2), await signInDemo(app, 4)]
  await app.listen({ port: 0, host: '127.0.0.1' })
})
test.after(async () => {
  closeSockets()
  await service?.close()
})

test('the demo site’s Q&A is seeded: approved questions by votes with their answers, one awaiting approval for moderators only', async () => {
  const [demo] = await result('GET', `${base}?container_id=park-questions`)
  assert.is(demo.total_visible_content, 5)
  const page = await result('GET', `${base}/${demo.content_container_uuid}/questions?sorted_by=votes`, uma)
  assert.equal(page.contents.map((q: { total_votes: number }) => q.total_votes), [7, 5, 4, 2, 1])
  assert.ok(page.contents[0].is_answered)
  assert.is(page.users[page.contents[0].answers[0].actor_uuid].name, 'Mo Moderator')
  assert.ok(page.contents[2].is_answered, 'one answered on air, without words')
  assert.equal(page.contents[2].answers, [])
  assert.equal((await result('GET', `${base}/${demo.content_container_uuid}/questions/pending`, uma)).contents, [])
  assert.is((await result('GET', `${base}/${demo.content_container_uuid}/questions/pending`, mod)).contents.length, 1)
})

test('a container is listed by its id (never another widget’s), and created once when new', async () => {
  assert.equal(await result('GET', `${base}?container_id=science-chat`), [], 'a chat is not a questions container')
  const first = await result('POST', base, undefined, { container_id: 'ask-the-mayor' }, 201)
  const again = await result('POST', base, undefined, { container_id: 'ask-the-mayor' }, 201)
  assert.is(again.content_container_uuid, first.content_container_uuid)
  const [listed] = await result('GET', `${base}?container_id=ask-the-mayor`)
  assert.is(listed.content_container_uuid, first.content_container_uuid)
  assert.is(listed.total_visible_content, 0)
})

test('a reader’s question awaits approval: only its author and moderators see it until a moderator approves it', async () => {
  const where = await container()
  await refused('POST', `${base}/${where}/questions`, undefined, { content: 'Who pays for the park?' }, 401)
  assert.is((await refused('POST', `${base}/${where}/questions`, uma, { content: '   ' }, 400)).message, QuestionErrors.empty)
  assert.is((await refused('POST', `${base}/${where}/questions`, uma, { content: 'x'.repeat(QuestionLimits.questionCharacters + 1) }, 400)).message, QuestionErrors.tooLong)
  const asked = await ask(where, uma, '  Who pays for the park?  ')
  assert.is(asked.content, 'Who pays for the park?')
  assert.is(asked.state, 'awaiting_moderation')

  for (const who of [undefined, pat]) {
    assert.equal((await result('GET', `${base}/${where}/questions`, who)).contents, [], 'not in anyone else’s page')
    assert.equal((await result('GET', `${base}/${where}/questions/selection?uuids=${asked.content_uuid}`, who)).contents, [], 'nor read by its UUID')
    assert.equal((await result('GET', `${base}/${where}/questions/pending`, who)).contents, [], 'nor awaiting for them')
  }
  assert.equal((await result('GET', `${base}/${where}/questions/pending`, uma)).contents.map((q: { content: string }) => q.content), ['Who pays for the park?'], 'its author sees it waiting')
  assert.equal((await result('GET', `${base}/${where}/questions/pending`, mod)).contents.map((q: { content: string }) => q.content), ['Who pays for the park?'], 'so do moderators')
  await refused('POST', `${base}/${where}/questions/${asked.content_uuid}/upvote`, pat, undefined, 404)

  assert.is((await refused('POST', `${base}/${where}/questions/${asked.content_uuid}/approve`, pat, undefined, 403)).message, QuestionErrors.moderatorsOnly)
  await refused('POST', `${base}/${where}/questions/${asked.content_uuid}/approve`, undefined, undefined, 401)
  assert.is((await result('POST', `${base}/${where}/questions/${asked.content_uuid}/approve`, mod)).content.state, 'visible')
  assert.equal((await result('GET', `${base}/${where}/questions`)).contents.map((q: { content: string }) => q.content), ['Who pays for the park?'], 'now everyone sees it')
  assert.equal((await result('GET', `${base}/${where}/questions/pending`, mod)).contents, [])

  const own = await ask(where, mod, 'A moderator’s own question')
  assert.is(own.state, 'visible', 'a moderator’s question needs no approval')
  const rejected = await ask(where, pat, 'Off-topic question')
  await result('POST', `${base}/${where}/questions/${rejected.content_uuid}/reject`, admin)
  assert.equal((await result('GET', `${base}/${where}/questions/pending`, pat)).contents, [], 'a rejected question is gone for its author')
  assert.not.ok((await result('GET', `${base}/${where}/questions`, pat)).contents.some((q: { content_uuid: string }) => q.content_uuid === rejected.content_uuid))
})

test('each reader upvotes a visible question once, never their own; a second upvote is refused and counts nothing', async () => {
  const where = await container()
  const asked = await ask(where, uma, 'When does the park open?')
  await result('POST', `${base}/${where}/questions/${asked.content_uuid}/approve`, mod)
  const url = `${base}/${where}/questions/${asked.content_uuid}/upvote`
  await refused('POST', url, undefined, undefined, 401)
  assert.is((await refused('POST', url, uma, undefined, 403)).message, QuestionErrors.ownQuestion)
  const voted = (await result('POST', url, pat)).content
  assert.is(voted.total_votes, 1)
  assert.ok(voted.voted)
  assert.is((await refused('POST', url, pat, undefined, 409)).message, QuestionErrors.alreadyVoted)
  // Two at once still count one each.
  const [a, b] = await Promise.all([call('POST', url, mod), call('POST', url, mod)])
  assert.equal([a.statusCode, b.statusCode].sort(), [200, 409])
  const [read] = (await result('GET', `${base}/${where}/questions`, pat)).contents
  assert.is(read.total_votes, 2)
  assert.ok(read.voted, 'the page says the reader voted')
  assert.not.ok((await result('GET', `${base}/${where}/questions`, uma)).contents[0].voted)
})

test('a reader withdraws their upvote: the count goes down by theirs, once; a guest is asked to sign in; the socket hears the new count', async () => {
  const where = await container()
  const socket = await connect(app, DEMO_SITE_UUID)
  assert.is(await socket.subscribe('q', { content_container_uuid: [where] }), 'success')
  const asked = await ask(where, mod, 'Should the fountain run all night?')
  await socket.next()
  const url = `${base}/${where}/questions/${asked.content_uuid}/upvote`
  await result('POST', url, uma)
  await result('POST', url, pat)
  await socket.next()
  await socket.next()
  await refused('DELETE', url, undefined, undefined, 401)
  const withdrawn = (await result('DELETE', url, uma)).content
  assert.is(withdrawn.total_votes, 1)
  assert.not.ok(withdrawn.voted)
  const event = await socket.next()
  assert.is(event.action, 'updated')
  assert.is(event.content.total_votes, 1, 'other readers hear the count go down')
  assert.is((await refused('DELETE', url, uma, undefined, 409)).message, QuestionErrors.notVoted, 'a second withdrawal counts nothing')
  assert.is((await refused('DELETE', url, admin, undefined, 409)).message, QuestionErrors.notVoted, 'nor one by a reader who never voted')
  // Withdrawn, the reader may upvote again: still one vote each.
  assert.is((await result('POST', url, uma)).content.total_votes, 2)
  const [read] = (await result('GET', `${base}/${where}/questions`, pat)).contents
  assert.is(read.total_votes, 2)
})

test('a rejected question stays with the moderators, who list the rejected and restore one by approving it; readers never list them', async () => {
  const where = await container()
  const asked = await ask(where, pat, 'Is the lake safe for swimming?')
  await result('POST', `${base}/${where}/questions/${asked.content_uuid}/reject`, mod)
  const rejectedUrl = `${base}/${where}/questions/rejected`
  await refused('GET', rejectedUrl, undefined, undefined, 401)
  assert.is((await refused('GET', rejectedUrl, pat, undefined, 403)).message.length > 0, true, 'not even the author lists them')
  const listed = await result('GET', rejectedUrl, mod)
  assert.equal(listed.contents.map((q: { content_uuid: string; state: string }) => [q.content_uuid, q.state]), [[asked.content_uuid, 'disabled']])
  assert.is(listed.users[pat.uuid].name, 'Pat Pending')
  const socket = await connect(app, DEMO_SITE_UUID)
  assert.is(await socket.subscribe('q', { content_container_uuid: [where] }), 'success')
  const restored = (await result('POST', `${base}/${where}/questions/${asked.content_uuid}/approve`, admin)).content
  assert.is(restored.state, 'visible')
  const event = await socket.next()
  assert.is(event.action, 'visible')
  assert.is(event.content.content, 'Is the lake safe for swimming?', 'readers hear the restored question in full')
  assert.equal((await result('GET', rejectedUrl, mod)).contents, [])
  assert.equal((await result('GET', `${base}/${where}/questions`, uma)).contents.map((q: { content_uuid: string }) => q.content_uuid), [asked.content_uuid])
})

test('only moderators answer and mark answered; an answer shows under its question and answers it', async () => {
  const where = await container()
  const asked = await ask(where, uma, 'Will there be a playground?')
  const answers = `${base}/${where}/questions/${asked.content_uuid}/answers`
  assert.is((await refused('POST', answers, uma, { content: 'Yes.' }, 403)).message, QuestionErrors.moderatorsOnly)
  assert.is((await refused('POST', answers, mod, { content: ' ' }, 400)).message, QuestionErrors.emptyAnswer)
  const answered = (await result('POST', answers, mod, { content: 'Yes, by the river, opening in June.' }, 201)).content
  assert.ok(answered.is_answered)
  assert.is(answered.state, 'visible', 'answering a waiting question approves it')
  assert.equal(answered.answers.map((a: { content: string }) => a.content), ['Yes, by the river, opening in June.'])
  const page = await result('GET', `${base}/${where}/questions`)
  assert.is(page.users[answered.answers[0].actor_uuid].name, 'Mo Moderator', 'the answer’s author comes with the page')

  const other = await ask(where, pat, 'Is there parking?')
  await refused('POST', `${base}/${where}/questions/${other.content_uuid}/answered`, mod, undefined, 403)
  await result('POST', `${base}/${where}/questions/${other.content_uuid}/approve`, mod)
  await refused('POST', `${base}/${where}/questions/${other.content_uuid}/answered`, uma, undefined, 403)
  assert.ok((await result('POST', `${base}/${where}/questions/${other.content_uuid}/answered`, mod)).content.is_answered)
  assert.not.ok((await result('DELETE', `${base}/${where}/questions/${other.content_uuid}/answered`, mod)).content.is_answered)
})

test('pages by votes (then newest) or by time, each question once across pages', async () => {
  const where = await container()
  const uuids: string[] = []
  for (let i = 0; i < 5; i++) uuids.push((await ask(where, mod, `Question ${i}`)).content_uuid)
  for (const [index, voters] of [[1, [uma, pat]], [3, [uma]]] as const) for (const who of voters) await result('POST', `${base}/${where}/questions/${uuids[index]}/upvote`, who)
  const byVotes = await result('GET', `${base}/${where}/questions?sorted_by=votes&limit=2`)
  assert.equal(byVotes.contents.map((q: { content: string }) => q.content), ['Question 1', 'Question 3'])
  const rest = await result('GET', `${base}/${where}/questions?sorted_by=votes&limit=10&starting_from=${byVotes.next_starting_from}`)
  assert.equal(rest.contents.map((q: { content: string }) => q.content), ['Question 4', 'Question 2', 'Question 0'])
  assert.not.ok(rest.more_available)
  const byTime = await result('GET', `${base}/${where}/questions?sorted_by=newest&limit=3`)
  assert.equal(byTime.contents.map((q: { content: string }) => q.content), ['Question 4', 'Question 3', 'Question 2'])
  assert.ok(byTime.more_available)
  const older = await result('GET', `${base}/${where}/questions?sorted_by=newest&limit=3&starting_from=${byTime.next_starting_from}`)
  assert.equal(older.contents.map((q: { content: string }) => q.content), ['Question 1', 'Question 0'])
  await refused('GET', `${base}/${where}/questions?limit=101`, undefined, undefined, 400)
  await refused('GET', `${base}/${where}/questions?sorted_by=oldest`, undefined, undefined, 400)
  await refused('GET', `${base}/${where}/questions?sorted_by=votes&starting_from=${byTime.next_starting_from}`, undefined, undefined, 400)
})

test('realtime: a waiting question goes out as its UUID alone, an approved one in full; votes and answers follow; other containers hear nothing', async () => {
  const where = await container()
  const elsewhereUuid = await container()
  const reader = await connect(app, DEMO_SITE_UUID)
  const elsewhere = await connect(app, DEMO_SITE_UUID)
  assert.is(await reader.subscribe('q', { content_container_uuid: [where] }), 'success')
  assert.is(await elsewhere.subscribe('other', { content_container_uuid: [elsewhereUuid] }), 'success')

  const asked = await ask(where, uma, 'Can dogs come to the park?')
  const waiting = await reader.next()
  assert.is(waiting.action, 'created')
  assert.equal(waiting.content, { content_uuid: asked.content_uuid, content_container_uuid: where, state: 'awaiting_moderation', date_created: asked.date_created }, 'no words, no author')
  assert.equal(waiting.users, {})

  await result('POST', `${base}/${where}/questions/${asked.content_uuid}/approve`, mod)
  const approved = await reader.next()
  assert.is(approved.action, 'visible')
  assert.is(approved.content.content, 'Can dogs come to the park?')
  assert.is(approved.users[uma.uuid].name, 'Uma Reader')

  await result('POST', `${base}/${where}/questions/${asked.content_uuid}/upvote`, pat)
  const vote = await reader.next()
  assert.is(vote.content.total_votes, 1)
  assert.is(vote.content.voted, false, 'no event says who voted')

  await result('POST', `${base}/${where}/questions/${asked.content_uuid}/answers`, mod, { content: 'On a lead, yes.' }, 201)
  const answer = await reader.next()
  assert.ok(answer.content.is_answered)
  assert.is(answer.content.answers[0].content, 'On a lead, yes.')
  assert.is(answer.users[mod.uuid].name, 'Mo Moderator')

  const rejected = await ask(where, pat, 'Spam spam spam')
  await reader.next()
  await result('POST', `${base}/${where}/questions/${rejected.content_uuid}/reject`, mod)
  const gone = await reader.next()
  assert.is(gone.action, 'disabled')
  assert.is(gone.content.content, undefined, 'a rejected question’s words do not go out')
  await elsewhere.nothingYet('the other container’s socket heard nothing')
})

test('a reader asks at most five questions a minute in one container; moderators are not limited', async () => {
  const where = await container()
  for (let i = 0; i < QuestionLimits.rateQuestions; i++) await ask(where, pat, `Quick question ${i}`)
  const slow = await refused('POST', `${base}/${where}/questions`, pat, { content: 'One more' }, 429)
  assert.match(slow.message, /^Slow down: you can ask another question in \d+ s\.$/)
  for (let i = 0; i < QuestionLimits.rateQuestions + 1; i++) await ask(where, mod, `Moderator question ${i}`)
})

test('a site that turned live questions off refuses their calls', async () => {
  const where = await container()
  await service.db.query(`update sections set settings = settings || '{"enable_livequestions_for_this_site": 0}'::jsonb where section_uuid = $1`, [DEMO_SECTION_UUID])
  try {
    assert.is((await refused('GET', `${base}/${where}/questions`, undefined, undefined, 403)).message, 'Live questions are turned off for this site.')
    await refused('POST', `${base}/${where}/questions`, uma, { content: 'Anyone there?' }, 403)
  } finally {
    await service.db.query(`update sections set settings = settings || '{"enable_livequestions_for_this_site": 1}'::jsonb where section_uuid = $1`, [DEMO_SECTION_UUID])
  }
  assert.equal((await result('GET', `${base}/${where}/questions`)).contents, [])
})

test.run()
