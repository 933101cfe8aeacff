/**
 * The reader's notification calls (document 2 §7, v5): the list with each actor and content as the
 * recipient sees them, one container's, marking seen and read (read stays read), deleting one; only
 * the recipient reads or changes them.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { randomUUID } from 'node:crypto'
import { issueTokens } from '../../examples/server/auth/tokens'
import { DEMO_SECTION_UUID } from '../../examples/server/seed'
import { startTestService, type TestService } from './support'

let service: TestService
let container: string
const base = `/v4/livecomments/${DEMO_SECTION_UUID}`
const v5 = `/v5/notifications/${DEMO_SECTION_UUID}`

test.before(async () => {
  service = await startTestService()
  container = (await service.app.inject({ method: 'POST', url: base, payload: { container_id: 'notification-calls' } })).json().result.content_container_uuid
})
test.after(async () => service?.close())

async function person(name: string) {
  const uuid = randomUUID()
  await service.db.query('insert into users (uuid, section_uuid, name) values ($1, $2, $3)', [uuid, DEMO_SECTION_UUID, name])
  const { access_token: token } = await issueTokens(service.db, service.config, uuid)
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    service.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) })
  return {
    uuid,
    call,
    async comment(content: string, parent?: string): Promise<string> {
      const answer = await call('POST', `${base}/${container}/${parent ? `comments/${parent}` : 'comments'}`, { content })
      assert.is(answer.statusCode, 201, answer.body)
      return answer.json().result.content.content_uuid
    },
  }
}

test('a reply is listed for the parent’s author with who replied and what they wrote, on its page', async () => {
  const alice = await person('Alice')
  const bob = await person('Bob')
  const thread = await alice.comment('Who fixed the fountain?')
  const reply = await bob.comment('The parks department, last week.', thread)
  const answer = await alice.call('GET', `${v5}/all`)
  assert.is(answer.statusCode, 200)
  const { notifications, broadcasts } = answer.json()
  assert.equal(broadcasts, [])
  assert.is(notifications.length, 1)
  const [one] = notifications
  assert.is(one.notification_type, 'reply')
  assert.is(one.content_uuid, reply)
  assert.is(one.status, 'pending')
  assert.equal(one.actor, { name: 'Bob', hidden: false, muted: false })
  assert.is(one.content.state, 'visible')
  assert.is(one.content.excerpt, 'The parks department, last week.')
  // Bob has none; the container's list holds Alice's.
  assert.equal((await bob.call('GET', `${v5}/all`)).json().notifications, [])
  assert.is((await alice.call('GET', `${v5}/mentions/${container}`)).json().notifications.length, 1)
  assert.equal((await alice.call('GET', `${v5}/mentions/${randomUUID()}`)).json().notifications, [])
})

test('marking seen, then read; read is never taken back to seen; only the recipient marks or deletes', async () => {
  const alice = await person('Alice')
  const bob = await person('Bob')
  await bob.comment('Thanks!', await alice.comment('The bridge reopens on Monday.'))
  const [{ notification_uuid: id }] = (await alice.call('GET', `${v5}/all`)).json().notifications
  assert.is((await bob.call('PATCH', `${v5}/seen/${id}`)).statusCode, 404)
  assert.is((await alice.call('PATCH', `${v5}/seen/${id}`)).json().status, 'seen')
  assert.is((await alice.call('PATCH', `${v5}/read/${id}`)).json().status, 'read')
  assert.is((await alice.call('PATCH', `${v5}/seen/${id}`)).json().status, 'read')
  assert.is((await alice.call('GET', `${v5}/all`)).json().notifications[0].status, 'read')
  assert.is((await bob.call('DELETE', `${v5}/single/${id}`)).statusCode, 404)
  assert.is((await alice.call('DELETE', `${v5}/single/${id}`)).statusCode, 200)
  assert.equal((await alice.call('GET', `${v5}/all`)).json().notifications, [])
})

test('a muted replier is marked muted (the reply made before the mute stays listed); a guest is refused', async () => {
  const alice = await person('Alice')
  const bob = await person('Bob')
  await bob.comment('First!', await alice.comment('Rain tomorrow.'))
  await service.db.query('insert into mutes (muter_uuid, muted_uuid) values ($1, $2)', [alice.uuid, bob.uuid])
  const [one] = (await alice.call('GET', `${v5}/all`)).json().notifications
  assert.is(one.actor.muted, true)
  assert.is((await service.app.inject({ method: 'GET', url: `${v5}/all` })).statusCode, 401)
})

test('the reader’s settings: 404 until set (off), then push and e-mail kinds kept, each call changing only what it names', async () => {
  const alice = await person('Alice')
  assert.is((await alice.call('GET', `${v5}/settings`)).statusCode, 404)
  assert.equal((await alice.call('POST', `${v5}/settings`, { is_user_notification_on: true })).json(), { is_user_notification_on: true, email: { reply: true, like: true, follow: true } })
  assert.equal((await alice.call('POST', `${v5}/settings`, { email: { like: false } })).json(), { is_user_notification_on: true, email: { reply: true, like: false, follow: true } })
  assert.equal((await alice.call('GET', `${v5}/settings`)).json(), { is_user_notification_on: true, email: { reply: true, like: false, follow: true } })
  assert.is((await alice.call('POST', `${v5}/settings`, { email: { like: 'no' } })).statusCode, 400)
  assert.is((await service.app.inject({ method: 'GET', url: `${v5}/settings` })).statusCode, 401)
})

test('broadcasts: the site’s reach everyone, a topic’s only its followers; each reader marks and deletes their own; sent live', async () => {
  const alice = await person('Alice')
  const bob = await person('Bob')
  assert.is((await alice.call('POST', `/v5/notifications/${DEMO_SECTION_UUID}/topics/elections`, { topic_name: 'Elections' })).statusCode, 200)
  const send = (payload: object) => service.app.inject({ method: 'POST', url: '/dev/broadcasts', payload: { section: DEMO_SECTION_UUID, ...payload } })
  const site = await send({ title: 'Polls open at 7', url: 'https://news.example/polls' })
  assert.is(site.statusCode, 201, site.body)
  const topic = (await send({ title: 'First results', url: 'https://news.example/results', topic_id: 'elections' })).json().result
  assert.is(topic.notification_type, 'broadcast_topic')
  assert.is((await send({ title: 'No address', url: 'javascript:alert(1)' })).statusCode, 400)
  const titles = async (who: typeof alice) => (await who.call('GET', `${v5}/all`)).json().broadcasts.map((b: { target_title: string; status: string }) => `${b.target_title}:${b.status}`)
  assert.equal(await titles(alice), ['First results:pending', 'Polls open at 7:pending'])
  assert.equal(await titles(bob), ['Polls open at 7:pending'])
  assert.is((await alice.call('PATCH', `${v5}/read/${topic.notification_uuid}`)).json().status, 'read')
  assert.is((await alice.call('DELETE', `${v5}/single/${site.json().result.notification_uuid}`)).statusCode, 200)
  assert.equal(await titles(alice), ['First results:read'])
  assert.equal(await titles(bob), ['Polls open at 7:pending'], 'Bob’s are his own')
  await service.db.query('delete from broadcasts')
})

test.run()
