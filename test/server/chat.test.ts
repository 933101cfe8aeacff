/**
 * The chat service (document 1 §7 "Chat service"): the seeded chat listed by its id, messages newest
 * first in pages of 30 by a cursor, sending and replying with the rules checked on the service (signed
 * in, length, a rate limit per reader, a closed chat, a chat ban), moderators' removal and bans, and the
 * realtime events — messages, removals and typing — reaching only the sockets subscribed to that chat.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ChatLimits } from '../../contracts/entities/chat-api'
import { DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../examples/server/seed'
import { closeSockets, connect } from './sockets'
import { bearer, signInDemo, startTestService, type SignedIn, type TestService } from './support'

const base = `/v4/livechat/${DEMO_SECTION_UUID}`
let service: TestService
let app: TestService['app']
let admin: SignedIn
let mod: SignedIn
let uma: SignedIn
let chat: string

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, who?: SignedIn, payload?: object) => app.inject({ method, url, headers: bearer(who?.token), ...(payload ? { payload } : {}) })
async function result(method: Method, url: string, who?: SignedIn, payload?: object, status = method === 'POST' && (url === base || /\/(messages|replies\/[0-9a-f-]{36})$/.test(url)) ? 201 : 200) {
  const reply = await call(method, url, who, payload)
  assert.is(reply.statusCode, status, `${method} ${url}: ${reply.body}`)
  return reply.json().result
}
const refused = async (method: Method, url: string, who: SignedIn | undefined, payload: object | undefined, status: number) => {
  const reply = await call(method, url, who, payload)
  assert.is(reply.statusCode, status, `${method} ${url}: ${reply.body}`)
  return reply.json()
}

test.before(async () => {
  service = await startTestService()
  app = service.app
  ;[admin, mod, uma] = [await signInDemo(app, 0), await signInDemo(app, 1), await signInDemo(app, 2)]
  await app.listen({ port: 0, host: '127.0.0.1' })
  chat = (await result('GET', `${base}?container_id=science-chat`))[0].content_container_uuid
})
test.after(async () => {
  closeSockets()
  await service?.close()
})

test('the chat is listed by its id (never a comments thread), created once when new, and reads newest first in pages of 30', async () => {
  assert.equal(await result('GET', `${base}?container_id=riverside-park`), [], 'a comments thread is not a chat')
  const made = await result('POST', base, undefined, { container_id: 'new-chat' })
  const again = await result('POST', base, undefined, { container_id: 'new-chat' })
  assert.is(again.content_container_uuid, made.content_container_uuid)
  const first = await result('GET', `${base}/${chat}/messages`)
  assert.is(first.contents.length, ChatLimits.initialLoad)
  assert.ok(first.more_available)
  const times = first.contents.map((m: { date_created: number }) => m.date_created)
  assert.equal(times, [...times].sort((a: number, b: number) => b - a), 'newest first')
  assert.ok(first.users[first.contents[0].actor_uuid], 'with their authors')
  const older = await result('GET', `${base}/${chat}/messages?limit=100&starting_from=${first.next_starting_from}`)
  assert.is(older.contents.length, 80 - ChatLimits.initialLoad, 'the seeded 80, each once')
  assert.not.ok(older.more_available)
  assert.ok(older.contents[0].date_created <= times.at(-1))
  await refused('GET', `${base}/${chat}/messages?limit=201`, undefined, undefined, 400)
})

test('readers send messages and replies within the rules: signed in, at most 1000 characters, five per ten seconds', async () => {
  await refused('POST', `${base}/${chat}/messages`, undefined, { content: 'Hello' }, 401)
  await refused('POST', `${base}/${chat}/messages`, admin, { content: 'x'.repeat(ChatLimits.messageCharacters + 1) }, 400)
  await refused('POST', `${base}/${chat}/messages`, admin, { content: '   ' }, 400)
  const sent = (await result('POST', `${base}/${chat}/messages`, admin, { content: '  What time is totality?  ' })).content
  assert.is(sent.content, 'What time is totality?')
  const reply = (await result('POST', `${base}/${chat}/replies/${sent.content_uuid}`, mod, { content: 'At 10:42 local time.' })).content
  assert.is(reply.parent_uuid, sent.content_uuid)
  for (let i = 0; i < ChatLimits.rateMessages - 1; i++) await result('POST', `${base}/${chat}/messages`, admin, { content: `Message ${i}` })
  const slow = await refused('POST', `${base}/${chat}/messages`, admin, { content: 'One too many' }, 429)
  assert.ok(slow.retry_after > 0 && slow.retry_after <= 10)
  const newest = await result('GET', `${base}/${chat}/messages?limit=3`)
  assert.is(newest.contents[0].content, 'Message 3', 'the refused message was not stored')
  const picked = await result('GET', `${base}/${chat}/messages/selection?uuids=${reply.content_uuid},${sent.content_uuid}`)
  assert.equal(picked.contents.map((m: { content_uuid: string }) => m.content_uuid), [reply.content_uuid, sent.content_uuid])
})

test('moderators remove messages and ban readers from the chat; readers may not; a closed chat takes nothing', async () => {
  const own = (await result('POST', `${base}/${chat}/messages`, uma, { content: 'Can I see it from Oslo?' })).content
  await refused('POST', `${base}/${chat}/bans`, uma, { user_uuid: mod.uuid }, 403)
  await refused('DELETE', `${base}/${chat}/messages/${own.content_uuid}`, undefined, undefined, 401)
  await result('POST', `${base}/${chat}/bans`, mod, { user_uuid: uma.uuid })
  await refused('POST', `${base}/${chat}/messages`, uma, { content: 'Still here?' }, 403)
  await refused('POST', `${base}/${chat}/typing`, uma, undefined, 403)
  const list = await result('GET', `${base}?container_id=science-chat`)
  assert.not.ok('banned_users' in list[0].settings, 'readers are not told whom the chat banned')
  await result('DELETE', `${base}/${chat}/bans`, mod, { user_uuid: uma.uuid })
  await result('DELETE', `${base}/${chat}/messages/${own.content_uuid}`, mod)
  const after = await result('GET', `${base}/${chat}/messages?limit=10`)
  assert.not.ok(after.contents.some((m: { content_uuid: string }) => m.content_uuid === own.content_uuid), 'a removed message is gone for readers')
  await refused('PUT', `${base}/${chat}`, uma, { status: 'closed' }, 403)
  await result('PUT', `${base}/${chat}`, mod, { status: 'closed' })
  await refused('POST', `${base}/${chat}/messages`, mod, { content: 'After hours' }, 403)
  assert.is((await result('DELETE', `${base}/${chat}/settings/edit`, mod)).status, 'open', 'resetting its settings opens it again')
})

test('messages, removals and typing reach only the sockets subscribed to that chat; typing is throttled', async () => {
  const park = (await result('GET', `/v4/livecomments/${DEMO_SECTION_UUID}/contentcontainer/id?container_id=riverside-park`)).content_container_uuid
  const reader = await connect(app, DEMO_SITE_UUID)
  const elsewhere = await connect(app, DEMO_SITE_UUID)
  assert.is(await reader.subscribe('chat', { content_container_uuid: [chat] }), 'success')
  assert.is(await elsewhere.subscribe('park', { content_container_uuid: [park] }), 'success')
  const typed = await call('POST', `${base}/${chat}/typing`, mod)
  assert.is(typed.statusCode, 204)
  const typing = await reader.next()
  assert.is(typing.action, 'started_typing')
  assert.is(typing.content.actor_uuid, mod.uuid)
  assert.is(typing.users[mod.uuid].name, 'Mo Moderator', 'named, for readers who have not seen them write')
  assert.is((await call('POST', `${base}/${chat}/typing`, mod)).statusCode, 204, 'a second signal within the window is taken')
  const sent = (await result('POST', `${base}/${chat}/messages`, mod, { content: 'Totality lasts two minutes.' })).content
  const created = await reader.next()
  assert.is(created.action, 'created', 'the second typing signal was dropped: the message comes next')
  assert.is(created.content.content_uuid, sent.content_uuid)
  await result('DELETE', `${base}/${chat}/messages/${sent.content_uuid}`, mod)
  const deleted = await reader.next()
  assert.is(deleted.action, 'deleted')
  assert.is(deleted.content.content, '', 'a removed message’s words do not go out')
  await elsewhere.nothingYet('the comments thread’s socket heard nothing of the chat')
})

test.run()
