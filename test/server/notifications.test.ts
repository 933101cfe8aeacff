/**
 * Notifications from comment writes (document 2 §3–§4): a reply tells the parent's author, a like the
 * liked comment's author (once per liker), pushed as `notification`/`notified` only to the recipient's
 * own authenticated subscription, on every instance. Nothing for oneself, a muted or banned actor, an
 * actor without a name, or content that is not visible; no push subscription without the user's token.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'
import { issueTokens } from '../../examples/server/auth/tokens'
import { DEMO_SECTION_UUID } from '../../examples/server/seed'
import { closeSockets, connect, type TestSocket } from './sockets'
import { startTwoInstances, type TestService, type TwoInstances } from './support'

let first: TestService
let second: TwoInstances['second']
let instances: TwoInstances | undefined
let container: string

test.before(async () => {
  instances = await startTwoInstances()
  first = instances.first
  second = instances.second
  container = (await first.app.inject({ method: 'POST', url: base, payload: { container_id: 'notifications-test' } })).json().result.content_container_uuid
})

test.after(async () => {
  closeSockets()
  await instances?.close()
})

const base = `/v4/livecomments/${DEMO_SECTION_UUID}`

/** A signed-in reader of the demo section. */
async function person(name: string) {
  const uuid = randomUUID()
  await first.db.query('insert into users (uuid, section_uuid, name) values ($1, $2, $3)', [uuid, DEMO_SECTION_UUID, name])
  const { access_token: token } = await issueTokens(first.db, first.config, uuid)
  const as = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
    first.app.inject({ method, url: `${base}/${container}/${path}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) })
  return {
    uuid,
    token,
    async comment(content: string, parent?: string): Promise<string> {
      const answer = await as('POST', parent ? `comments/${parent}` : 'comments', { content })
      assert.is(answer.statusCode, 201, answer.body)
      return answer.json().result.content.content_uuid
    },
    async like(content: string, add = true) {
      assert.is((await as(add ? 'POST' : 'DELETE', `comments/${content}/like`)).statusCode, 200)
    },
  }
}
type Person = Awaited<ReturnType<typeof person>>

/** A socket on `app` subscribed to `who`'s notifications as `id`. */
async function inbox(who: Person, app: { server: { address(): unknown } } = first.app, id = 'inbox'): Promise<TestSocket> {
  const socket = await connect(app)
  assert.is(await socket.subscribe(id, { user_uuid: [who.uuid] }, who.token), 'success')
  return socket
}

const storedFor = async (user: string) => (await first.db.query<{ notification_type: string; actor_uuid: string }>('select notification_type, actor_uuid from notifications where target_user_uuid = $1 order by time', [user])).map((r) => `${r.notification_type}:${r.actor_uuid}`)

test('a reply reaches the parent author’s authenticated sockets on every instance, and nobody else', async () => {
  const alice = await person('Alice')
  const bob = await person('Bob')
  const carol = await person('Carol')
  const mine = await inbox(alice, first.app, 'mine')
  const mineThere = await inbox(alice, second, 'there')
  const carols = await inbox(carol)
  const watcher = await connect(first.app)
  assert.is(await watcher.subscribe('thread', { content_container_uuid: [container] }), 'success')

  const thread = await alice.comment('Who fixed the fountain?')
  const reply = await bob.comment('The parks department, last week.', thread)
  const frame = await mine.next()
  assert.equal(Object.keys(frame), ['type', 'action', 'subscription_id', 'payload'])
  assert.equal([frame.type, frame.action, frame.subscription_id], ['notification', 'notified', 'mine'])
  const { notification_uuid, time, ...rest } = frame.payload
  assert.type(notification_uuid, 'string')
  assert.type(time, 'number')
  assert.equal(rest, {
    grouping_key: `reply:${thread}`,
    section_uuid: DEMO_SECTION_UUID,
    notification_type: 'reply',
    service_type: 'livecomments',
    actor_uuid: bob.uuid,
    actor_type: 'user',
    status: 'pending',
    content_uuid: reply,
    content_container_uuid: container,
    thread_uuid: thread,
    target_uuid: alice.uuid,
  })
  assert.equal(await mineThere.next(), { ...frame, subscription_id: 'there' }, 'the other instance pushes it to its socket, under its subscription')
  assert.equal(await storedFor(alice.uuid), [`reply:${bob.uuid}`])

  // Nobody else hears of it: not another user's inbox, not a content subscriber.
  await carols.nothingYet('another user’s inbox hears nothing')
  assert.is((await watcher.next()).content.content_uuid, thread)
  assert.is((await watcher.next()).content.content_uuid, reply)
  await watcher.nothingYet('a content subscription hears no notification')
  // A top-level comment notifies nobody: the next thing Alice hears is the next reply to her.
  await bob.comment('Lovely evening at the park.')
  await carol.comment('Thanks for asking!', thread)
  assert.is((await mine.next()).payload.actor_uuid, carol.uuid)
})

test('no push subscription without the user’s own valid access token', async () => {
  const alice = await person('Alice')
  const bob = await person('Bob')
  const socket = await connect(second)
  const ask = (id: string, rules: Record<string, string[]>, token?: string) => socket.subscribe(id, rules, token)
  const sign = (secret: string, subject: string, expires: string | number = '15m') =>
    new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuer('vf-reference-service').setIssuedAt().setExpirationTime(expires).sign(new TextEncoder().encode(secret))
  assert.is(await ask('none', { user_uuid: [alice.uuid] }), 'error', 'no token')
  assert.is(await ask('garbage', { user_uuid: [alice.uuid] }, 'not.a.token'), 'error', 'not a token')
  assert.is(await ask('forged', { user_uuid: [alice.uuid] }, await sign('someone-elses-secret-0123456789', alice.uuid)), 'error', 'signed with another key')
  assert.is(await ask('expired', { user_uuid: [alice.uuid] }, await sign(first.config.secret, alice.uuid, Math.floor(Date.now() / 1000) - 60)), 'error', 'expired')
  assert.is(await ask('someone-else', { user_uuid: [alice.uuid] }, bob.token), 'error', 'another user’s token')
  assert.is(await ask('two-users', { user_uuid: [alice.uuid, bob.uuid] }, alice.token), 'error', 'more than the token’s user')
  assert.is(await ask('mixed', { user_uuid: [alice.uuid], content_container_uuid: [container] }, alice.token), 'error', 'other rules besides')
  socket.send({ type: 'subscribe', subscription_id: 'number', rules: { user_uuid: { one_of: [alice.uuid] } }, access_token: 42 })
  assert.equal(await socket.next(), { type: 'subscribe', status: 'error', subscription_id: 'number' })

  // None of those hears Alice's notification; her own subscription does.
  const mine = await inbox(alice, second)
  await bob.comment('Agreed.', await alice.comment('The library should open on Sundays.'))
  assert.is((await mine.next()).payload.actor_uuid, bob.uuid)
  await socket.nothingYet('a refused subscription hears nothing')
})

test('a like tells the comment’s author once per liker; an unlike keeps it; unsubscribing stops the push', async () => {
  const alice = await person('Alice')
  const bob = await person('Bob')
  const carol = await person('Carol')
  const mine = await inbox(alice)
  const thread = await alice.comment('Bring back the night market.')
  await bob.like(thread)
  const liked = (await mine.next()).payload
  assert.equal([liked.notification_type, liked.actor_uuid, liked.target_uuid, liked.content_uuid, liked.thread_uuid, liked.grouping_key], ['like', bob.uuid, alice.uuid, thread, thread, `like:${thread}`])
  await bob.like(thread, false)
  await bob.like(thread)
  await carol.like(thread)
  const next = (await mine.next()).payload
  assert.equal([next.notification_type, next.actor_uuid], ['like', carol.uuid], 'Bob’s second like made nothing; Carol’s did')
  assert.equal(await storedFor(alice.uuid), [`like:${bob.uuid}`, `like:${carol.uuid}`])

  await mine.unsubscribe('inbox')
  await bob.comment('Every Friday!', thread)
  await mine.nothingYet('unsubscribed: nothing pushed')
  assert.equal(await storedFor(alice.uuid), [`like:${bob.uuid}`, `like:${carol.uuid}`, `reply:${bob.uuid}`], 'still stored')
})

test('a follow tells the followed user at once, on every instance; not when they muted the follower', async () => {
  const alice = await person('Alice')
  const bob = await person('Bob')
  const mallory = await person('Mallory')
  const here = await inbox(alice)
  const there = await inbox(alice, second)
  const follow = (who: Person) => first.app.inject({ method: 'POST', url: `/v5/subscriptions/${DEMO_SECTION_UUID}/users/${alice.uuid}`, headers: { authorization: `Bearer ${who.token}` } })
  assert.is((await follow(bob)).statusCode, 200)
  for (const socket of [here, there]) {
    const pushed = (await socket.next()).payload
    assert.equal([pushed.notification_type, pushed.actor_uuid, pushed.target_uuid], ['follow', bob.uuid, alice.uuid])
  }
  await first.db.query('insert into mutes (muter_uuid, muted_uuid) values ($1, $2)', [alice.uuid, mallory.uuid])
  assert.is((await follow(mallory)).statusCode, 200)
  await here.nothingYet('a muted follower makes no notification')
  assert.equal(await storedFor(alice.uuid), [`follow:${bob.uuid}`])
})

test('nothing for oneself, a muted, ghost- or hide-banned or nameless actor, or content that is not visible', async () => {
  const alice = await person('Alice')
  const muted = await person('Mallory')
  const ghost = await person('Gus')
  const hidden = await person('Hedda')
  const nameless = await person(' ')
  const dave = await person('Dave')
  const mine = await inbox(alice)
  const thread = await alice.comment('Should the bridge close for repairs in summer?')
  const disabled = await alice.comment('This one a moderator disabled.')

  await alice.comment('Answering myself.', thread)
  await alice.like(thread)
  await first.db.query('insert into mutes (muter_uuid, muted_uuid) values ($1, $2)', [alice.uuid, muted.uuid])
  await muted.comment('You always say that.', thread)
  await muted.like(thread)
  for (const [who, level] of [[ghost, 'ghost'], [hidden, 'hide']] as const) {
    await first.db.query(`insert into bans (ban_uuid, user_uuid, section_uuid, ban_level, is_permanent) values ($1, $2, $3, $4, true)`, [randomUUID(), who.uuid, DEMO_SECTION_UUID, level])
    await who.comment('Nobody sees this.', thread)
    await who.like(thread)
  }
  await nameless.comment('Who am I?', thread)
  await first.db.query(`update content set state = 'disabled' where content_uuid = $1`, [disabled])
  await dave.like(disabled)

  // Dave's reply is the first thing Alice hears: none of the above made a notification.
  await dave.comment('Only at night, please.', thread)
  const heard = (await mine.next()).payload
  assert.equal([heard.notification_type, heard.actor_uuid], ['reply', dave.uuid])
  assert.equal(await storedFor(alice.uuid), [`reply:${dave.uuid}`])
  // Unmuted, the same actor is heard again.
  await first.db.query('delete from mutes where muter_uuid = $1', [alice.uuid])
  await muted.like(thread)
  assert.equal([(await mine.next()).payload.actor_uuid], [muted.uuid])
})

test('a new comment tells the followers of its page, a reply the followers of its thread: once each, never the author, and the parent’s author only by their reply', async () => {
  // A page of the site whose unique id is the container id: the container a widget made for it is its discussion.
  const page = randomUUID()
  await first.db.query('insert into pages (uuid, section_uuid, url, path, unique_id, title) values ($1, $2, $3, $4, $5, $6)', [page, DEMO_SECTION_UUID, `https://news.example/${page}`, `/${page}`, 'notifications-test', 'The fountain'])
  const alice = await person('Alice')
  const bob = await person('Bob')
  const carol = await person('Carol')
  const dora = await person('Dora')
  const subs = `/v5/subscriptions/${DEMO_SECTION_UUID}`
  const call = (who: Person, method: 'POST' | 'DELETE' | 'GET', url: string) => first.app.inject({ method, url: `${subs}/${url}`, headers: { authorization: `Bearer ${who.token}` }, ...(method === 'POST' ? { payload: {} } : {}) })
  assert.is((await call(alice, 'POST', `pages/${page}`)).statusCode, 200)
  const alices = await inbox(alice, first.app, 'page')
  const caroles = await inbox(carol, first.app, 'thread')

  const thread = await bob.comment('The fountain runs again!')
  const pushed = (await alices.next()).payload
  assert.equal([pushed.notification_type, pushed.actor_uuid, pushed.content_uuid, pushed.grouping_key], ['subscribed_page_content', bob.uuid, thread, `subscribed_page_content:${page}`])

  // Carol follows Bob's thread (and Alice too, who already follows the page: still one notification for her).
  assert.is((await call(carol, 'POST', `threads/${thread}`)).statusCode, 200)
  assert.is((await call(alice, 'POST', `threads/${thread}`)).statusCode, 200)
  assert.equal((await call(carol, 'GET', `pages/${page}`)).json(), { subscribed: false, threads: [thread] })
  const reply = await dora.comment('About time.', thread)
  assert.equal([(await caroles.next()).payload.grouping_key, (await alices.next()).payload.content_uuid], [`subscribed_page_content:thread:${thread}`, reply])
  assert.equal(await storedFor(alice.uuid), [`subscribed_page_content:${bob.uuid}`, `subscribed_page_content:${dora.uuid}`])
  // Bob, the thread's author, hears of the reply as a reply, not twice.
  assert.equal(await storedFor(bob.uuid), [`reply:${dora.uuid}`])

  // Her own comment tells Carol nothing; once she stops following, Dora's next reply neither.
  await carol.comment('I walked past it today.', thread)
  assert.is((await call(carol, 'DELETE', `threads/${thread}`)).statusCode, 200)
  await dora.comment('Me too.', thread)
  await caroles.nothingYet('no notification for one’s own comment, nor after unfollowing')
  assert.equal((await storedFor(carol.uuid)).length, 1)

  // Only a visible top-level comment of the site is a thread to follow.
  assert.is((await call(carol, 'POST', `threads/${reply}`)).statusCode, 404)
  assert.is((await call(carol, 'POST', `threads/${randomUUID()}`)).statusCode, 404)
  assert.is((await first.app.inject({ method: 'POST', url: `${subs}/threads/${thread}` })).statusCode, 401)
})

test.run()
