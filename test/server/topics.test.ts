/** Following topics (document 2 §7, v5): follow with a name and type, list, count, stop; guests refused, bad ids refused. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { randomUUID } from 'node:crypto'
import { issueTokens } from '../../examples/server/auth/tokens'
import { DEMO_SECTION_UUID } from '../../examples/server/seed'
import { startTestService, type TestService } from './support'

let service: TestService
test.before(async () => {
  service = await startTestService()
})
test.after(async () => service?.close())

async function person(name: string) {
  const uuid = randomUUID()
  await service.db.query('insert into users (uuid, section_uuid, name) values ($1, $2, $3)', [uuid, DEMO_SECTION_UUID, name])
  const { access_token: token } = await issueTokens(service.db, service.config, uuid)
  return (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => service.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) })
}
const follow = `/v5/notifications/${DEMO_SECTION_UUID}/topics`
const subs = `/v5/subscriptions/${DEMO_SECTION_UUID}/topics`

test('a reader follows a topic (named and typed), sees it listed, it is counted; unfollowing takes it away', async () => {
  const alice = await person('Alice')
  const bob = await person('Bob')
  assert.is((await alice('POST', `${follow}/city-hall`, { topic_name: 'City hall', topic_type: 'topic' })).statusCode, 200)
  assert.is((await bob('POST', `${follow}/city-hall`, { topic_name: 'City hall' })).statusCode, 200)
  assert.is((await alice('POST', `${follow}/author:ana`, { topic_name: 'Ana Ruiz', topic_type: 'author' })).statusCode, 200)
  const listed = (await alice('GET', subs)).json().topics
  assert.equal(listed.map((t: { topic_id: string; topic_name: string; topic_type: string }) => [t.topic_id, t.topic_name, t.topic_type]).sort(), [['author:ana', 'Ana Ruiz', 'author'], ['city-hall', 'City hall', 'topic']])
  assert.equal((await service.app.inject({ method: 'GET', url: `${subs}/city-hall/count` })).json(), { count: 2 })
  assert.is((await alice('DELETE', `${follow}/city-hall`)).statusCode, 200)
  assert.equal((await service.app.inject({ method: 'GET', url: `${subs}/city-hall/count` })).json(), { count: 1 })
  assert.equal((await alice('GET', subs)).json().topics.map((t: { topic_id: string }) => t.topic_id), ['author:ana'])
})

test('a guest cannot follow; an id that is not a topic id is refused', async () => {
  assert.is((await service.app.inject({ method: 'POST', url: `${follow}/city-hall`, payload: {} })).statusCode, 401)
  const alice = await person('Alice')
  assert.is((await alice('POST', `${follow}/${encodeURIComponent('<script>')}`, {})).statusCode, 400)
})

test.run()
