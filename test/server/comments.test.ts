/** The comments service: lists, paging, posting rules, edits, reactions and moderation, enforced on the server. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../examples/server/seed'
import { messagesOf } from './sockets'
import { bearer, signInDemo, startTestService, type TestService } from './support'

let service: TestService
let app: TestService['app']
const base = `/v4/livecomments/${DEMO_SECTION_UUID}`

test.before(async () => {
  service = await startTestService()
  app = service.app
})
test.after(async () => {
  await service?.close()
})

const signIn = (index: number) => signInDemo(app, index)
const auth = bearer
const get = async (url: string, token?: string) => (await app.inject({ method: 'GET', url, headers: auth(token) })).json()
const send = (method: 'POST' | 'DELETE', url: string, token?: string, payload?: object) => app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) })
const settings = (values: object) => service.db.query('update sections set settings = settings || $1::jsonb', [JSON.stringify(values)])

async function thread(containerId = 'riverside-park', query = '', token?: string) {
  return (await get(`${base}?container_id=${containerId}${query}`, token)).result
}

test('the thread: container, first page with first replies, authors and tab totals', async () => {
  const answer = await thread('riverside-park', '&limit=5&reply_limit=1')
  assert.is(answer.container.container_id, 'riverside-park')
  assert.is(answer.contents.length, 5)
  assert.is(answer.more_available, true)
  assert.ok(answer.next_starting_from)
  assert.is(answer.totals.all, answer.container.total_visible_content)
  for (const item of answer.contents) {
    assert.ok(answer.users[item.actor_uuid], 'every author is in users')
    assert.equal(item.reactions, { liked: false, disliked: false, flagged: false })
    if (item.replies) assert.ok(item.replies.contents.length <= 1)
  }
  const times = answer.contents.map((c: { date_created: number }) => c.date_created)
  assert.equal(times, [...times].sort((a, b) => b - a), 'newest first')
  assert.is((await app.inject({ method: 'GET', url: `${base}?container_id=no-such-thread` })).statusCode, 404)
  // The widget's first load is its limit plus its pagination limit, up to 100 each.
  assert.is((await thread('four-day-week', '&limit=200&reply_limit=0')).contents.length, 200)
  assert.is((await app.inject({ method: 'GET', url: `${base}?container_id=four-day-week&limit=201` })).statusCode, 400)
})

test('load more follows the cursor without repeats, even when a new comment arrives meanwhile', async () => {
  const first = await thread('four-day-week', '&limit=10&reply_limit=0')
  const me = await signIn(2)
  const container = first.container.content_container_uuid
  await send('POST', `${base}/${container}/comments`, me.token, { content: 'Arrived while you were reading' })
  const second = (await get(`${base}/${container}/comments?limit=10&starting_from=${first.next_starting_from}`)).result
  const ids = [...first.contents, ...second.contents].map((c: { content_uuid: string }) => c.content_uuid)
  assert.is(new Set(ids).size, 20)
  assert.is((await app.inject({ method: 'GET', url: `${base}/${container}/comments?starting_from=garbage` })).json().message, 'starting_from is not a valid cursor')
})

test('sorts: oldest first, most liked first', async () => {
  const oldest = await thread('riverside-park', '&sorted_by=oldest&limit=10')
  const times = oldest.contents.map((c: { date_created: number }) => c.date_created)
  assert.equal(times, [...times].sort((a, b) => a - b))
  const liked = await thread('riverside-park', '&sorted_by=num_likes_desc&limit=10')
  const likes = liked.contents.map((c: { total_likes: number }) => c.total_likes)
  assert.equal(likes, [...likes].sort((a, b) => b - a))
})

test('posting: guests need the anonymous setting and a name; a reply counts on its parent; events reach the hub', async () => {
  const { container } = await thread()
  const url = `${base}/${container.content_container_uuid}/comments`
  assert.is((await send('POST', url, undefined, { content: 'Hello' })).statusCode, 401)
  await settings({ enable_anonymous_comments: 1 })
  assert.is((await send('POST', url, undefined, { content: 'Hello' })).json().message, 'A name is required to comment without an account.')
  // The hub's messages, read out of its frames (a frame holds several when they come close together).
  const frames: unknown[] = []
  let arrived = () => {}
  const socket = { readyState: 1, OPEN: 1, bufferedAmount: 0, send: (frame: string) => (frames.push(...messagesOf(frame)), arrived()) }
  const heard = async (n: number) => {
    while (frames.length < n) await new Promise<void>((resolve) => (arrived = resolve))
  }
  const siteUuid = (await service.db.one<{ site_uuid: string }>('select site_uuid from sections'))!.site_uuid
  app.hub.add(siteUuid, socket as never)
  app.hub.subscribe(socket as never, 'thread', { rules: { content_container_uuid: [container.content_container_uuid] } })
  const posted = await send('POST', url, undefined, { content: '  A guest thought  ', anonymous_name: 'Gus Guest' })
  assert.is(posted.statusCode, 201)
  const item = posted.json().result
  assert.is(item.content.content, 'A guest thought')
  assert.is(item.users[item.content.actor_uuid].name, 'Gus Guest')
  await settings({ enable_anonymous_comments: 0 })
  const me = await signIn(2)
  const reply = (await send('POST', `${url}/${item.content.content_uuid}`, me.token, { content: 'A reply' })).json().result
  assert.is(reply.content.parent_uuid, item.content.content_uuid)
  const replies = (await get(`${url}/${item.content.content_uuid}`)).result
  assert.is(replies.contents[0].content_uuid, reply.content.content_uuid)
  await heard(2)
  assert.equal(frames.map((f) => (f as { action: string }).action), ['created', 'created'])
  // A ghost-banned author posts as if nothing happened; nobody else hears of it.
  await service.db.query(`insert into bans (ban_uuid, user_uuid, section_uuid, ban_level, is_permanent) values (gen_random_uuid(), $1, $2, 'ghost', true)`, [me.uuid, DEMO_SECTION_UUID])
  assert.is((await send('POST', url, me.token, { content: 'Shouting into the void' })).statusCode, 201)
  // Anything the post had published would come before a marker published after it.
  const marker = { type: 'event', action: 'updated', content_container_uuid: container.content_container_uuid, payload: { marker: true } }
  app.hub.publish(siteUuid, marker)
  await heard(3)
  assert.equal(frames[2], marker, 'nothing between the reply and the marker')
  await service.db.query(`delete from bans where user_uuid = $1`, [me.uuid])
})

test('edit and removal: the author within the window; not after it; never an editor pick; moderators remove anything', async () => {
  const { container } = await thread()
  const url = `${base}/${container.content_container_uuid}`
  const me = await signIn(2)
  const mine = (await send('POST', `${url}/comments`, me.token, { content: 'First draft' })).json().result.content
  const edited = await send('POST', `${url}/content/${mine.content_uuid}/edit`, me.token, { content: 'Second draft' })
  assert.is(edited.json().result.content.is_edited, true)
  const admin = await signIn(0)
  assert.is((await send('POST', `${url}/content/${mine.content_uuid}/edit`, admin.token, { content: 'Not yours' })).json().message, 'Only the author can change this comment.')
  await service.db.query(`update content set date_created = now() - interval '1 hour' where content_uuid = $1`, [mine.content_uuid])
  assert.is((await send('POST', `${url}/content/${mine.content_uuid}/edit`, me.token, { content: 'Too late' })).json().message, 'The time to change this comment has passed.')
  const fresh = (await send('POST', `${url}/comments`, me.token, { content: 'Picked soon' })).json().result.content
  await send('POST', `${url}/comments/${fresh.content_uuid}/pick`, admin.token)
  assert.is((await send('DELETE', `${url}/comments/${fresh.content_uuid}`, me.token)).json().message, 'An editor’s pick cannot be changed.')
  const removed = (await send('DELETE', `${url}/comments/${fresh.content_uuid}`, admin.token)).json().result.content
  assert.is(removed.processing_status, 'removed')
})

test('reactions: like and dislike exclusive, dislikes off by setting, a flag needs a reason and not one’s own', async () => {
  const { container, contents } = await thread()
  const url = `${base}/${container.content_container_uuid}/comments/${contents[0].content_uuid}`
  const me = await signIn(1)
  const before = contents[0].total_likes
  assert.is((await send('POST', `${url}/like`, me.token)).json().result.content.total_likes, before + 1)
  const disliked = (await send('POST', `${url}/dislike`, me.token)).json().result.content
  assert.equal([disliked.total_likes, disliked.reactions.liked, disliked.reactions.disliked], [before, false, true])
  await settings({ enable_dislikes: 0 })
  assert.is((await send('POST', `${url}/dislike`, me.token)).json().message, 'Dislikes are turned off on this site.')
  await settings({ enable_dislikes: 1 })
  assert.is((await send('POST', `${url}/flag`, me.token, {})).statusCode, 400)
  assert.is((await send('POST', `${url}/flag`, me.token, { reason: 'spam' })).json().result.content.reactions.flagged, true)
  assert.is((await send('POST', `${url}/like`)).statusCode, 401)
})

test('moderation: disabled content disappears for readers and stays for moderators; pinned comes first; only moderators', async () => {
  const { container, contents } = await thread()
  const url = `${base}/${container.content_container_uuid}`
  const target = contents[3].content_uuid
  const reader = await signIn(2)
  assert.is((await send('POST', `${url}/moderation/${target}/disable`, reader.token)).json().message, 'Only moderators can do this.')
  const mod = await signIn(1)
  assert.is((await send('POST', `${url}/moderation/${target}/disable`, mod.token)).json().result.content.state, 'disabled')
  const forReader = await thread('riverside-park', '&limit=50', reader.token)
  assert.not.ok(forReader.contents.some((c: { content_uuid: string }) => c.content_uuid === target))
  assert.is(forReader.totals.all, container.total_visible_content - 1)
  const forMod = await thread('riverside-park', '&limit=50', mod.token)
  assert.ok(forMod.contents.some((c: { content_uuid: string; state: string }) => c.content_uuid === target && c.state === 'disabled'))
  const last = forReader.contents[forReader.contents.length - 1].content_uuid
  await send('POST', `${url}/content/${last}/pin`, mod.token)
  assert.is((await thread()).contents[0].content_uuid, last)
})

test('a posting ban answers 65540 with its reason; the legacy single read works', async () => {
  const { container, contents } = await thread()
  const me = await signIn(2)
  await service.db.query(`insert into bans (ban_uuid, user_uuid, section_uuid, ban_level, is_permanent, user_message) values (gen_random_uuid(), $1, $2, 'posting', true, 'Spam links')`, [me.uuid, DEMO_SECTION_UUID])
  const refused = (await send('POST', `${base}/${container.content_container_uuid}/comments`, me.token, { content: 'Hi' })).json()
  assert.equal([refused.error_status, refused.api_code, refused.reason, refused.permanent], [403, 65540, 'Spam links', true])
  await service.db.query('delete from bans where user_uuid = $1', [me.uuid])
  const legacy = (await get(`/v1/comments/${contents[0].content_uuid}`)).result
  assert.is(legacy.content.content_uuid, contents[0].content_uuid)
})

test('containers: created once, found by id', async () => {
  const first = await send('POST', base, undefined, { container_id: 'new-story' })
  const again = await send('POST', base, undefined, { container_id: 'new-story' })
  assert.is(first.json().result.content_container_uuid, again.json().result.content_container_uuid)
  assert.is((await get(`${base}/contentcontainer/id?container_id=new-story`)).result.total_visible_content, 0)
})

test.run()
