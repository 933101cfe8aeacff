/**
 * Follow and mute through the session's actions against the real reference service (document 2 §4):
 * what the reader sees changes at once, what the service refuses goes back, and the ruler keeps a muted
 * user from being followed.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { sessionHarness } from './support'

const { start, api, service } = sessionHarness()
const failure = (outcome: unknown) => (outcome as { error?: string } | undefined)?.error
/** The ruler's refusal as the integrator reads it: why, in words. */
const refusal = (outcome: unknown) => {
  const { reason, message } = (outcome ?? {}) as { reason?: string; message?: string }
  return `${reason}: ${message}`
}

async function signedIn() {
  const started = await start()
  const reader = DEMO_ACCOUNTS[2]!
  await started.product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  const me = (await started.vf.context.get('user')) as { uuid: string }
  return { ...started, me }
}
const plainUser = async (offset: number) =>
  (await service().db.one<{ uuid: string }>(`select uuid from users where user_privilege = 'user' and email is null order by id offset $1 limit 1`, [offset]))!.uuid
const follows = async (follower: string, followed: string) => !!(await service().db.one('select 1 from user_follows where follower_uuid = $1 and followed_uuid = $2', [follower, followed]))
const mutes = async (muter: string, muted: string) => !!(await service().db.one('select 1 from mutes where muter_uuid = $1 and muted_uuid = $2', [muter, muted]))

test('follow, then mute: the follow ends, the thread is asked to reload, and following again is refused until unmuted', async () => {
  const { product, me, published } = await signedIn()
  const other = await plainUser(10)
  const follow = (await product.kernel.actions.call('session.follow_user', { params: { uuid: other } })) as { user_uuid: string; type: string }
  assert.equal([follow.user_uuid, follow.type], [other, 'user'])
  assert.ok(await follows(me.uuid, other))

  assert.is(await product.kernel.actions.call('session.mute', { params: { uuid: other } }), true)
  assert.ok(await mutes(me.uuid, other))
  assert.not.ok(await follows(me.uuid, other), 'muting unfollowed first')
  assert.ok(published.some(([channel, event]) => channel === 'commenting' && event === 'reload'))
  assert.is(refusal(await product.kernel.actions.call('session.follow_user', { params: { uuid: other } })), 'muted: Unmute this person to follow them.')

  assert.is(await product.kernel.actions.call('session.unmute', { params: { uuid: other } }), true)
  assert.not.ok(await mutes(me.uuid, other))
  assert.not.ok(failure(await product.kernel.actions.call('session.follow_user', { params: { uuid: other } })))
  await product.kernel.actions.call('session.unfollow_user', { params: { uuid: other } })
  assert.not.ok(await follows(me.uuid, other))
})

test('a mute the service never received is taken back: the user can still be followed', async () => {
  const { product, me } = await signedIn()
  const other = await plainUser(11)
  api.state.failNext = true
  assert.ok(failure(await product.kernel.actions.call('session.mute', { params: { uuid: other } })))
  assert.not.ok(await mutes(me.uuid, other))
  assert.not.ok(failure(await product.kernel.actions.call('session.follow_user', { params: { uuid: other } })), 'not muted locally either')
  await product.kernel.actions.call('session.unfollow_user', { params: { uuid: other } })
})

test('the mutes made in an earlier visit are read at sign-in; with muting switched off nothing is sent', async () => {
  const first = await signedIn()
  const other = await plainUser(12)
  await first.product.kernel.actions.call('session.mute', { params: { uuid: other } })
  const again = await signedIn()
  await api.settle() // the sign-in's graph load answered
  assert.is(refusal(await again.product.kernel.actions.call('session.follow_user', { params: { uuid: other } })), 'muted: Unmute this person to follow them.')
  await again.product.kernel.actions.call('session.unmute', { params: { uuid: other } })

  const off = await start({ settings: { enable_muting: 0 } })
  const reader = DEMO_ACCOUNTS[2]!
  await off.product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
  assert.is(await off.product.kernel.actions.call('session.mute', { params: { uuid: other } }), false)
  assert.not.ok(await mutes((await off.vf.context.get('user')).uuid, other))
})

test('statistics: the reader likes a comment and their likes made go up by one', async () => {
  const { product, me } = await signedIn()
  const before = (await product.kernel.actions.call('session.statistics', { params: {} })) as { likes_created: number }
  const target = (await service().db.one<{ content_uuid: string; content_container_uuid: string; section_uuid: string }>(
    `select c.content_uuid, c.content_container_uuid, c.section_uuid from content c join containers k using (content_container_uuid)
     where k.type = 'livecomments' and c.processing_status is null and c.actor_uuid <> $1 and not exists (select 1 from reactions r where r.content_uuid = c.content_uuid and r.user_uuid = $1) limit 1`,
    [me.uuid],
  ))!
  await service().db.query(`insert into reactions (content_uuid, user_uuid, kind) values ($1, $2, 'like')`, [target.content_uuid, me.uuid])
  const after = (await product.kernel.actions.call('session.statistics', { params: {} })) as { likes_created: number }
  assert.is(after.likes_created, before.likes_created + 1)
})

test('a new display name: the service keeps it, the reader’s record and the page’s user context follow; a blank or taken name changes nothing; a page can intercept it', async () => {
  const { product, vf, me, published } = await signedIn()
  const name = `Uma R. ${Date.now() % 100000}`
  const renamed = (await product.kernel.actions.call('session.update_profile', { params: { name: `  ${name}\u200b ` } })) as { name: string }
  assert.is(renamed.name, name)
  assert.is((await service().db.one<{ name: string }>('select name from users where uuid = $1', [me.uuid]))!.name, name)
  assert.is(((await vf.context.get('user')) as { name: string }).name, name)
  assert.ok(published.some(([channel, event, user]) => channel === 'user' && event === 'changed' && (user as { name?: string })?.name === name))

  assert.is(failure(await product.kernel.actions.call('session.update_profile', { params: { name: ' \u200b ' } })), 'Enter a name first.')
  // Ada's name is taken (names are unique per site): refused, and the reader keeps theirs.
  assert.ok(failure(await product.kernel.actions.call('session.update_profile', { params: { name: 'Ada Admin' } })))
  assert.is(((await vf.context.get('user')) as { name: string }).name, name)

  vf.actions.addInterceptor('session.update_profile', (call: { intercept(reason?: string): void }) => call.intercept('names are managed by the publisher'), { once: true })
  assert.is(failure(await product.kernel.actions.call('session.update_profile', { params: { name: 'Someone Else' } })), 'names are managed by the publisher')
  assert.is((await service().db.one<{ name: string }>('select name from users where uuid = $1', [me.uuid]))!.name, name)
  await product.kernel.actions.call('session.update_profile', { params: { name: 'Uma Reader' } })
})

test.run()
