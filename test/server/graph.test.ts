/** Follows, page follows, mutes and statistics (document 2 §4, §9) on the reference service. */
import { randomUUID } from 'node:crypto'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../examples/server/seed'
import { bearer, signInDemo, serviceFor } from './support'

const served = serviceFor(test)

const signIn = (index: number) => signInDemo(served.app, index)

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  served.app.inject({ method, url, headers: { host: 'localhost:8080', ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(payload !== undefined ? { payload: payload as object } : {}) })

const subs = `/v5/subscriptions/${DEMO_SECTION_UUID}`
const subscriberCount = async (uuid: string) => (await served.db.one<{ n: number }>('select subscriber_count as n from users where uuid = $1', [uuid]))!.n
/** A seeded reader who is neither a demo account nor staff. */
const plainUser = async (offset = 0) =>
  (await served.db.one<{ uuid: string; id: string }>(`select uuid, id::text from users where user_privilege = 'user' and email is null order by id offset $1 limit 1`, [offset]))!

test('a reader follows a user once, both lists show it, the followed user is notified, and unfollowing undoes it all', async () => {
  const reader = await signIn(2)
  const admin = await signIn(0)
  const before = await subscriberCount(admin.uuid)
  assert.is((await call('POST', `${subs}/users/${admin.uuid}`, reader.token)).statusCode, 200)
  assert.is((await call('POST', `${subs}/users/${admin.uuid}`, reader.token)).statusCode, 200, 'following again is harmless')
  assert.is(await subscriberCount(admin.uuid), before + 1, 'counted once')

  const mine = (await call('GET', `${subs}/users/subscriptions`, reader.token)).json().subscriptions
  assert.equal(mine.map((s: { user_uuid: string }) => s.user_uuid), [admin.uuid])
  assert.type(mine[0].date_created, 'number')
  const theirs = (await call('GET', `${subs}/users/subscribers?limit=5`, admin.token)).json().subscriptions
  assert.ok(theirs.some((s: { user_uuid: string }) => s.user_uuid === reader.uuid))
  assert.ok(await served.db.one(`select 1 from notifications where target_user_uuid = $1 and actor_uuid = $2 and notification_type = 'follow'`, [admin.uuid, reader.uuid]))

  assert.is((await call('DELETE', `${subs}/users/${admin.uuid}`, reader.token)).statusCode, 200)
  assert.equal((await call('GET', `${subs}/users/subscriptions`, reader.token)).json().subscriptions, [])
  assert.is(await subscriberCount(admin.uuid), before)
})

test('follow calls refuse guests, oneself, unknown users, bad ids and limits over 100', async () => {
  const reader = await signIn(2)
  const admin = await signIn(0)
  assert.is((await call('POST', `${subs}/users/${admin.uuid}`)).statusCode, 401)
  assert.is((await call('GET', `${subs}/users/subscribers`)).statusCode, 401)
  const self = await call('POST', `${subs}/users/${reader.uuid}`, reader.token)
  assert.equal([self.statusCode, self.json().message], [400, 'You cannot follow yourself.'])
  assert.is((await call('POST', `${subs}/users/00000000-0000-4000-8000-000000000000`, reader.token)).statusCode, 404)
  assert.is((await call('POST', `${subs}/users/not-a-user`, reader.token)).statusCode, 400)
  assert.is((await call('GET', `${subs}/users/subscriptions?limit=101`, reader.token)).statusCode, 400)
  assert.is((await call('POST', `/v5/subscriptions/00000000-0000-4000-8000-000000000000/users/${admin.uuid}`, reader.token)).statusCode, 404)
})

test('the legacy follow call takes a user id and the page it was made from', async () => {
  const reader = await signIn(2)
  const other = await plainUser()
  const page = (await served.db.one<{ id: string; uuid: string }>('select id::text, uuid from pages order by id limit 1'))!
  assert.is((await call('PUT', `/v1/follows/${other.id}`, reader.token, { page_id: Number(page.id) })).statusCode, 200)
  assert.ok(await served.db.one('select 1 from user_follows where follower_uuid = $1 and followed_uuid = $2 and page_uuid = $3', [reader.uuid, other.uuid, page.uuid]))
  assert.is((await call('PUT', `/v1/follows/${other.id}`, reader.token, { page_id: 99999999 })).statusCode, 404)
  assert.is((await call('PUT', `/v1/follows/${other.id}`, reader.token, { page: 1 })).statusCode, 400, 'unknown fields are refused')
  assert.is((await call('DELETE', `/v1/follows/${other.uuid}`, reader.token)).statusCode, 200)
  assert.not.ok(await served.db.one('select 1 from user_follows where follower_uuid = $1 and followed_uuid = $2', [reader.uuid, other.uuid]))
})

test('muting unfollows, lists the muted user, blocks following until unmuted; staff and oneself cannot be muted', async () => {
  const reader = await signIn(2)
  const moderator = await signIn(1)
  const other = await plainUser(1)
  await call('POST', `${subs}/users/${other.uuid}`, reader.token)
  const count = await subscriberCount(other.uuid)

  assert.is((await call('PUT', `/v1/mutes/${other.uuid}`, reader.token)).statusCode, 200)
  assert.is(await subscriberCount(other.uuid), count - 1, 'muting unfollowed first')
  const muted = (await call('GET', `/v1/mutes/${reader.uuid}?limit=10`, reader.token)).json()
  assert.equal(muted.map((m: { uuid: string; isMuted: boolean }) => [m.uuid, m.isMuted]), [[other.uuid, true]])
  assert.type(muted[0].date_muted, 'number')
  assert.type(muted[0].name, 'string')

  const refused = await call('POST', `${subs}/users/${other.uuid}`, reader.token)
  assert.equal([refused.statusCode, refused.json().message], [403, 'You muted this user. Unmute them to follow them.'])
  assert.is((await call('DELETE', `/v1/mutes/${other.uuid}`, reader.token)).statusCode, 200)
  assert.is((await call('POST', `${subs}/users/${other.uuid}`, reader.token)).statusCode, 200)

  const staff = await call('PUT', `/v1/mutes/${moderator.uuid}`, reader.token)
  assert.equal([staff.statusCode, staff.json().message], [403, 'Moderators and administrators cannot be muted.'])
  const self = await call('PUT', `/v1/mutes/${reader.uuid}`, reader.token)
  assert.equal([self.statusCode, self.json().message], [400, 'You cannot mute yourself.'])
  const someoneElse = await call('GET', `/v1/mutes/${other.uuid}`, reader.token)
  assert.equal([someoneElse.statusCode, someoneElse.json().message], [403, 'You can only see your own muted users.'])
  assert.is((await call('GET', `/v1/mutes/${reader.uuid}`)).statusCode, 401)
})

/** A user made for one test: a plain reader unless told otherwise, with an optional ban. */
async function person(fields: { privilege?: string; username?: string; email?: string; ban?: string; banEnded?: boolean } = {}) {
  const uuid = randomUUID()
  await served.db.query('insert into users (uuid, section_uuid, name, user_privilege, username_moderation_status, email_verification_status) values ($1, $2, $3, $4, $5, $6)', [
    uuid,
    DEMO_SECTION_UUID,
    'Tess Target',
    fields.privilege ?? 'user',
    fields.username ?? 'approved',
    fields.email ?? 'approved',
  ])
  if (fields.ban) {
    await served.db.query('insert into bans (ban_uuid, user_uuid, section_uuid, ban_level, is_permanent, date_expired) values ($1, $2, $3, $4, $5, $6)', [
      randomUUID(),
      uuid,
      DEMO_SECTION_UUID,
      fields.ban,
      !fields.banEnded,
      fields.banEnded ? new Date(Date.now() - 1000) : null,
    ])
  }
  return (await served.db.one<{ uuid: string; id: string }>('select uuid, id::text from users where uuid = $1', [uuid]))!
}

test('only targetable users are followed: not with a pending name or e-mail or a ban (a ghost ban excepted); moderators always', async () => {
  const reader = await signIn(2)
  const untargetable = {
    'a new name awaiting approval': await person({ username: 'pending_new' }),
    'a changed name awaiting approval': await person({ username: 'pending_update' }),
    'an e-mail awaiting verification': await person({ email: 'pending_new' }),
    'a posting ban': await person({ ban: 'posting' }),
    'a hide ban': await person({ ban: 'hide' }),
    'a login ban': await person({ ban: 'login' }),
  }
  for (const [why, user] of Object.entries(untargetable)) {
    for (const follow of [() => call('POST', `${subs}/users/${user.uuid}`, reader.token), () => call('PUT', `/v1/follows/${user.id}`, reader.token)]) {
      const refused = await follow()
      assert.equal([refused.statusCode, refused.json().message], [403, 'This user cannot be followed right now.'], why)
    }
    assert.not.ok(await served.db.one('select 1 from user_follows where followed_uuid = $1', [user.uuid]), `${why}: no follow`)
    assert.is(await subscriberCount(user.uuid), 0, why)
    assert.not.ok(await served.db.one('select 1 from notifications where target_user_uuid = $1', [user.uuid]), `${why}: no notification`)
  }
  const targetable = {
    'a ghost ban, which must not show': await person({ ban: 'ghost' }),
    'a ban that ended': await person({ ban: 'posting', banEnded: true }),
    'a moderator with a pending name': await person({ privilege: 'moderator', username: 'pending_update' }),
    'an administrator with a pending e-mail': await person({ privilege: 'admin', email: 'pending_new' }),
  }
  for (const [why, user] of Object.entries(targetable)) {
    assert.is((await call('POST', `${subs}/users/${user.uuid}`, reader.token)).statusCode, 200, why)
    assert.is(await subscriberCount(user.uuid), 1, why)
  }
  const pat = DEMO_ACCOUNTS.find((a) => a.pending)!
  const pending = (await served.db.one<{ uuid: string }>('select uuid from users where email = $1', [pat.email]))!
  assert.is((await call('POST', `${subs}/users/${pending.uuid}`, reader.token)).statusCode, 403, 'the seeded pending account')
})

test('muting is refused when the site has it switched off', async () => {
  const reader = await signIn(2)
  const other = await plainUser(2)
  await served.db.query(`update sections set settings = settings || '{"enable_muting": 0}' where section_uuid = $1`, [DEMO_SECTION_UUID])
  try {
    const res = await call('PUT', `/v1/mutes/${other.uuid}`, reader.token)
    assert.equal([res.statusCode, res.json().message], [403, 'Muting is not enabled on this site.'])
  } finally {
    await served.db.query(`update sections set settings = settings || '{"enable_muting": 1}' where section_uuid = $1`, [DEMO_SECTION_UUID])
  }
})

test('a reader follows a page of the site and stops; unknown pages and unknown fields are refused', async () => {
  const reader = await signIn(2)
  const page = (await served.db.one<{ uuid: string; title: string; url: string }>('select uuid, title, url from pages order by id limit 1'))!
  const url = `${subs}/pages/${page.uuid}`
  assert.is((await call('POST', url, reader.token, { page_title: page.title, page_url: page.url })).statusCode, 200)
  assert.is((await call('GET', url, reader.token)).json().subscribed, true)
  assert.is((await call('POST', url, reader.token, { title: 'x' })).statusCode, 400)
  assert.is((await call('POST', `${subs}/pages/00000000-0000-4000-8000-000000000000`, reader.token, {})).statusCode, 404)
  assert.is((await call('DELETE', url, reader.token)).statusCode, 200)
  assert.is((await call('GET', url, reader.token)).json().subscribed, false)
})

test("statistics count a commenter's visible comments and reactions made and received", async () => {
  const author = (await served.db.one<{ actor_uuid: string }>(
    `select c.actor_uuid from content c join containers k using (content_container_uuid) where k.type = 'livecomments' and c.processing_status is null group by c.actor_uuid order by count(*) desc limit 1`,
  ))!.actor_uuid
  const truth = (await served.db.one<{ made: number; likes: number; dislikes: number }>(
    `select count(*)::int as made, coalesce(sum(total_likes), 0)::int as likes, coalesce(sum(total_dislikes), 0)::int as dislikes
     from content c join containers k using (content_container_uuid) where k.type = 'livecomments' and c.actor_uuid = $1 and c.processing_status is null and c.section_uuid = $2`,
    [author, DEMO_SECTION_UUID],
  ))!
  const stats = (await call('GET', `/v2/${DEMO_SECTION_UUID}/users/${author}/statistics`)).json().result
  assert.is(stats.content_created, truth.made)
  assert.ok(truth.made > 0)
  assert.is(stats.likes_received, truth.likes)
  assert.is(stats.dislikes_received, truth.dislikes)

  // The reader's own reactions are counted as they make them.
  const reader = await signIn(2)
  const before = (await call('GET', `/v2/${DEMO_SECTION_UUID}/users/${reader.uuid}/statistics`, reader.token)).json().result
  const target = (await served.db.one<{ content_uuid: string; content_container_uuid: string }>(
    `select content_uuid, content_container_uuid from content c join containers k using (content_container_uuid) where k.type = 'livecomments' and c.actor_uuid = $1 and c.processing_status is null limit 1`,
    [author],
  ))!
  const liked = await call('POST', `/v4/livecomments/${DEMO_SECTION_UUID}/${target.content_container_uuid}/comments/${target.content_uuid}/like`, reader.token)
  assert.is(liked.statusCode, 200, liked.body)
  const after = (await call('GET', `/v2/${DEMO_SECTION_UUID}/users/${reader.uuid}/statistics`, reader.token)).json().result
  assert.is(after.likes_created, before.likes_created + 1)
  assert.is((await call('GET', `/v2/${DEMO_SECTION_UUID}/users/00000000-0000-4000-8000-000000000000/statistics`)).statusCode, 404)
})

test.run()
