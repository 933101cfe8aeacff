/**
 * The comments calls beyond the thread (document 1 §7): container settings and signature, the contents
 * alias and direct replies, a user's recent comments and profile, and the legacy page lists — each rule
 * checked on the server, and nothing a thread hides leaking through another call.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { GUEST_UUID } from '../../examples/server/users'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../examples/server/seed'
import { startTestService, type TestService } from './support'

let service: TestService
let app: TestService['app']
const base = `/v4/livecomments/${DEMO_SECTION_UUID}`
const UNKNOWN = '0b5c8f4e-7d1a-4c2b-9e3f-6a8d0c1b2e3f'

type Who = { token: string; uuid: string }
let admin: Who
let mod: Who
let uma: Who

async function signIn(index: number): Promise<Who> {
  const account = DEMO_ACCOUNTS[index]!
  const body = (await app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: account.email, password: account.password } })).json()
  return { token: body.access_token as string, uuid: body.result.user.uuid as string }
}

test.before(async () => {
  service = await startTestService()
  app = service.app
  // Once each: sign-in is rate limited per address, and every test here comes from the same one.
  ;[admin, mod, uma] = [await signIn(0), await signIn(1), await signIn(2)]
})
test.after(async () => {
  await service?.close()
})

const headers = (who?: Who) => (who ? { authorization: `Bearer ${who.token}` } : {})
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Who, payload?: object) => app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) })
const result = async (url: string, who?: Who) => {
  const reply = await call('GET', url, who)
  assert.is(reply.statusCode, 200, `GET ${url}: ${reply.body}`)
  return reply.json().result
}
const uuids = (list: { contents: Array<{ content_uuid: string }> }) => list.contents.map((c) => c.content_uuid)

async function container(containerId: string): Promise<string> {
  return (await result(`${base}/contentcontainer/id?container_id=${containerId}`)).content_container_uuid
}
async function post(who: Who, containerUuid: string, content: string, parent?: string): Promise<string> {
  const reply = await call('POST', `${base}/${containerUuid}/comments${parent ? `/${parent}` : ''}`, who, { content })
  assert.is(reply.statusCode, 201, reply.body)
  return reply.json().result.content.content_uuid
}

test('container settings: a moderator closes and hides a conversation, DELETE resets it; nobody else may', async () => {
  const park = await container('riverside-park')
  const url = `${base}/${park}/settings`
  assert.is((await call('POST', url, undefined, { status: 'closed' })).statusCode, 401)
  const refused = await call('POST', url, uma, { status: 'closed' })
  assert.equal([refused.statusCode, refused.json().message], [403, 'Only moderators can do this.'])
  assert.is((await call('DELETE', url, uma)).statusCode, 403)

  const closed = await call('POST', url, mod, { status: 'closed', is_hidden: true })
  assert.is(closed.statusCode, 200)
  assert.equal([closed.json().result.status, closed.json().result.is_hidden, closed.json().result.settings], ['closed', true, { status: 'closed' }])
  const blocked = await call('POST', `${base}/${park}/comments`, uma, { content: 'Still open?' })
  assert.equal([blocked.statusCode, blocked.json().message], [403, 'This conversation is closed.'], 'the server enforces the setting, not the widget')
  assert.is((await result(`${base}?container_id=riverside-park`)).container.is_hidden, true)

  const reset = await call('DELETE', url, admin)
  assert.equal([reset.json().result.status, reset.json().result.is_hidden, reset.json().result.settings], ['open', false, {}])
  await post(uma, park, 'Open again')
})

test('container settings: unknown keys, bad values and empty bodies are refused; unknown containers are 404', async () => {
  const park = await container('riverside-park')
  const url = `${base}/${park}/settings`
  const unknownKey = await call('POST', url, mod, { status: 'closed', colour: 'red' })
  assert.is(unknownKey.statusCode, 400)
  assert.match(unknownKey.json().message, /additional properties/)
  assert.is((await call('POST', url, mod, { status: 'locked' })).statusCode, 400)
  assert.is((await call('POST', url, mod, { is_hidden: 'yes' })).statusCode, 400)
  assert.is((await call('POST', url, mod, {})).statusCode, 400)
  assert.is((await call('POST', `${base}/${UNKNOWN}/settings`, mod, { status: 'closed' })).statusCode, 404)
  assert.is((await call('DELETE', `${base}/not-a-uuid/settings`, mod)).statusCode, 400)
  assert.is((await result(`${base}/contentcontainer/id?container_id=riverside-park`)).status, 'open', 'nothing refused was stored')
})

test('signature: moderators get one stable signature per container; readers, guests and unknown containers do not', async () => {
  const park = await container('riverside-park')
  const week = await container('four-day-week')
  const first = await result(`${base}/${park}/signature`, mod)
  assert.is(first.content_container_uuid, park)
  assert.type(first.signature, 'string')
  assert.ok(first.signature.length >= 32)
  assert.is((await result(`${base}/${park}/signature`, admin)).signature, first.signature)
  assert.is.not((await result(`${base}/${week}/signature`, mod)).signature, first.signature)
  assert.is((await call('GET', `${base}/${park}/signature`)).statusCode, 401)
  assert.is((await call('GET', `${base}/${park}/signature`, uma)).statusCode, 403)
  assert.is((await call('GET', `${base}/${UNKNOWN}/signature`, mod)).statusCode, 404)
})

test('contents is the comments list under another name; direct lists one comment’s direct replies page by page', async () => {
  const park = await container('riverside-park')
  const comments = await result(`${base}/${park}/comments?limit=5&reply_limit=1`)
  assert.equal(uuids(await result(`${base}/${park}/contents?limit=5&reply_limit=1`)), uuids(comments))
  const parent = comments.contents[0].content_uuid
  const replies = [await post(uma, park, 'One', parent), await post(uma, park, 'Two', parent), await post(uma, park, 'Three', parent)]
  const nested = await post(uma, park, 'A reply to a reply', replies[0])
  const first = await result(`${base}/${park}/content/${parent}/direct?limit=2`)
  assert.equal(uuids(first), replies.slice(0, 2))
  assert.is(first.more_available, true)
  const second = await result(`${base}/${park}/content/${parent}/direct?limit=2&starting_from=${first.next_starting_from}`)
  assert.equal([uuids(second), second.more_available], [replies.slice(2), false])
  assert.not.ok([...uuids(first), ...uuids(second)].includes(nested), 'only direct replies')
  assert.is((await call('GET', `${base}/${park}/content/${parent}/direct?limit=0`)).statusCode, 400)
  assert.is((await call('GET', `${base}/${park}/content/${UNKNOWN}/direct`)).statusCode, 404)
})

test('recent: a user’s newest comments with where they were made, paged; inputs validated; unknown users 404', async () => {
  const week = await container('four-day-week')
  const latest = await post(uma, week, 'My latest thought on the week')
  const page = await result(`${base}/${uma.uuid}/recent?limit=3`)
  assert.is(page.contents.length, 3)
  assert.is(page.contents[0].content_uuid, latest)
  assert.ok(page.contents.every((c: { actor_uuid: string }) => c.actor_uuid === uma.uuid))
  const times = page.contents.map((c: { date_created: number }) => c.date_created)
  assert.equal(times, [...times].sort((a, b) => b - a), 'newest first')
  assert.equal(page.containers[week], { content_container_uuid: week, container_id: 'four-day-week', page_url: 'http://localhost:8080/big-thread.html', page_title: 'Readers debate the four-day work week' })
  assert.is(page.users[uma.uuid].name, 'Uma Reader')
  assert.is(page.users[uma.uuid].email, undefined, 'no e-mail in a public list')
  const next = await result(`${base}/${uma.uuid}/recent?limit=3&starting_from=${page.next_starting_from}`)
  assert.is(new Set([...uuids(page), ...uuids(next)]).size, 6)

  for (const bad of ['limit=0', 'limit=101', 'limit=many', 'sort=oldest', 'starting_from=garbage']) {
    assert.is((await call('GET', `${base}/${uma.uuid}/recent?${bad}`)).statusCode, 400, bad)
  }
  assert.is((await call('GET', `${base}/${UNKNOWN}/recent`)).json().message, `No user ${UNKNOWN}`)
  assert.is((await call('GET', `${base}/${GUEST_UUID}/recent`)).statusCode, 404)
  assert.is((await call('GET', `${base}/someone/recent`)).statusCode, 400)
  assert.is((await call('GET', `/v4/livecomments/${UNKNOWN}/${uma.uuid}/recent`)).statusCode, 404)
})

test('profile: the user’s public fields, counts that match the statistics call, and the first recent comments', async () => {
  const profile = await result(`${base}/${uma.uuid}/profile`)
  assert.equal([profile.user.uuid, profile.user.name, profile.user.ban_level, profile.user.email], [uma.uuid, 'Uma Reader', 'none', undefined])
  const statistics = await result(`/v2/${DEMO_SECTION_UUID}/users/${uma.uuid}/statistics`)
  assert.equal([profile.comments_made, profile.likes_received], [statistics.content_created, statistics.likes_received])
  assert.ok(profile.comments_made > 10, 'the seeded reader has written plenty')
  assert.equal([profile.recent.contents.length, profile.recent.more_available], [10, true])
  assert.equal(uuids(profile.recent), uuids(await result(`${base}/${uma.uuid}/recent?limit=10`)))
  assert.ok(profile.containers[profile.recent.contents[0].content_container_uuid])
  assert.is((await call('GET', `${base}/${UNKNOWN}/profile`)).statusCode, 404)
  assert.is((await call('GET', `${base}/${uma.uuid}/profile?limit=5`)).statusCode, 400)
})

test('recent and profile show each caller exactly what the thread shows them: disabled, removed and ghost-banned content', async () => {
  const park = await container('riverside-park')
  const disabled = await post(uma, park, 'This one will be disabled')
  const removed = await post(uma, park, 'This one I take back')
  const kept = await post(uma, park, 'This one stays')
  assert.is((await call('POST', `${base}/${park}/moderation/${disabled}/disable`, mod)).statusCode, 200)
  assert.is((await call('DELETE', `${base}/${park}/comments/${removed}`, uma)).statusCode, 200)

  const inThread = async (who?: Who) => uuids(await result(`${base}/${park}/selection?uuids=${[disabled, removed, kept].join(',')}`, who))
  const inRecent = async (who?: Who) => uuids(await result(`${base}/${uma.uuid}/recent?limit=10`, who)).filter((u) => [disabled, removed, kept].includes(u))
  for (const [name, who] of [['guest', undefined], ['author', uma], ['moderator', mod]] as const) {
    assert.equal((await inRecent(who)).sort(), (await inThread(who)).sort(), name)
  }
  assert.equal(await inRecent(), [kept], 'readers see neither the disabled nor the removed comment')
  assert.equal((await inRecent(mod)).sort(), [disabled, removed, kept].sort())

  const before = (await result(`${base}/${uma.uuid}/profile`)).comments_made
  await service.db.query(`insert into bans (ban_uuid, user_uuid, section_uuid, ban_level, is_permanent) values (gen_random_uuid(), $1, $2, 'ghost', true)`, [uma.uuid, DEMO_SECTION_UUID])
  try {
    const forGuest = await result(`${base}/${uma.uuid}/profile`)
    assert.equal([forGuest.comments_made, forGuest.likes_received, forGuest.recent.contents.length, forGuest.user.ban_level], [0, 0, 0, 'none'], 'a ghost ban is invisible to others, and so is the content')
    assert.is((await result(`${base}/${uma.uuid}/recent`, admin)).contents.length, 10, 'an administrator is a moderator')
    const forAuthor = await result(`${base}/${uma.uuid}/profile`, uma)
    assert.equal([forAuthor.comments_made, forAuthor.user.ban_level], [before, 'ghost'])
    const forModerator = await result(`${base}/${uma.uuid}/profile`, mod)
    assert.equal([forModerator.comments_made, forModerator.user.ban_level], [before + 2, 'ghost'], 'moderators also count the disabled and the removed')
  } finally {
    await service.db.query(`delete from bans where user_uuid = $1 and ban_level = 'ghost'`, [uma.uuid])
  }
})

test('legacy page threads: by numeric id or UUID, top-level comments with child_limit replies, like the thread call', async () => {
  const page = (await service.db.one<{ id: string; uuid: string }>(`select id::text as id, uuid from pages where unique_id = 'riverside-park'`))!
  const byId = await result(`/v1/pages/${page.id}/threads?limit=5&child_limit=1`)
  assert.equal(byId.page, { id: Number(page.id), uuid: page.uuid, url: 'http://localhost:8080/', title: 'City council approves the new riverside park' })
  assert.is(byId.container.container_id, 'riverside-park')
  const thread = await result(`${base}?container_id=riverside-park&limit=5&reply_limit=1`)
  assert.equal(uuids(byId), uuids(thread))
  assert.equal(byId.totals, thread.totals)
  for (const item of byId.contents) {
    assert.is(item.parent_uuid, undefined)
    assert.ok(byId.users[item.actor_uuid])
    if (item.replies) assert.ok(item.replies.contents.length <= 1)
  }
  assert.equal(uuids(await result(`/v1/pages/${page.uuid}/threads?limit=5&child_limit=1`)), uuids(byId))

  const oldest = await result(`/v1/pages/${page.id}/threads?sort=oldest&child_limit=0`)
  const times = oldest.contents.map((c: { date_created: number }) => c.date_created)
  assert.equal(times, [...times].sort((a, b) => a - b))
  assert.ok(oldest.contents.every((c: { replies?: unknown }) => c.replies === undefined), 'child_limit=0: no replies')

  const picked = oldest.contents[2].content_uuid
  await call('POST', `${base}/${byId.container.content_container_uuid}/comments/${picked}/pick`, mod)
  assert.equal(uuids(await result(`/v1/pages/${page.id}/threads?show=featured`)), [picked])
  assert.is((await result(`/v1/pages/${page.id}/threads?sort=featured&limit=1`)).contents[0].content_uuid, picked)
})

test('legacy page threads: query validated, unknown pages 404, a page without a discussion is empty', async () => {
  const page = (await service.db.one<{ id: string }>(`select id::text as id from pages where unique_id = 'riverside-park'`))!
  for (const bad of ['sort=loudest', 'show=hidden', 'limit=0', 'limit=101', 'child_limit=-1', 'child_limit=101', 'page=2']) {
    const reply = await call('GET', `/v1/pages/${page.id}/threads?${bad}`)
    assert.is(reply.statusCode, 400, bad)
    assert.is(reply.json().error_status, 400)
  }
  assert.is((await call('GET', '/v1/pages/999999/threads')).json().message, 'No page 999999')
  assert.is((await call('GET', `/v1/pages/${UNKNOWN}/comments`)).statusCode, 404)
  assert.is((await call('GET', '/v1/pages/first-page/threads')).statusCode, 400)
  const blog = (await service.db.one<{ id: string }>(`select id::text as id from pages where unique_id = 'election-night'`))!
  const empty = await result(`/v1/pages/${blog.id}/threads`)
  assert.equal([empty.container, empty.contents, empty.more_available], [null, [], false])
})

test('legacy page comments: threads and replies in one flat list, paged, hiding what readers may not see', async () => {
  const page = (await service.db.one<{ id: string }>(`select id::text as id from pages where unique_id = 'four-day-week'`))!
  const first = await result(`/v1/pages/${page.id}/comments?sort=oldest&limit=100&child_limit=5`)
  assert.is(first.contents.length, 100)
  assert.ok(first.contents.some((c: { parent_uuid?: string }) => c.parent_uuid), 'replies are in the list')
  assert.ok(first.contents.every((c: { replies?: unknown }) => c.replies === undefined), 'nothing is nested')
  const times = first.contents.map((c: { date_created: number }) => c.date_created)
  assert.equal(times, [...times].sort((a, b) => a - b))
  const second = await result(`/v1/pages/${page.id}/comments?sort=oldest&limit=100&starting_from=${first.next_starting_from}`)
  assert.is(new Set([...uuids(first), ...uuids(second)]).size, 200)

  const reply = first.contents.find((c: { parent_uuid?: string }) => c.parent_uuid).content_uuid
  const week = await container('four-day-week')
  await call('POST', `${base}/${week}/moderation/${reply}/spam`, mod)
  assert.not.ok(uuids(await result(`/v1/pages/${page.id}/comments?sort=oldest&limit=100`)).includes(reply))
  const forModerator = await result(`/v1/pages/${page.id}/comments?sort=oldest&limit=100`, mod)
  assert.is(forModerator.contents.find((c: { content_uuid: string }) => c.content_uuid === reply).state, 'spam')
})

test.run()
