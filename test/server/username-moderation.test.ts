/**
 * Username pre-moderation (the site's enable_username_premoderation): a reader's new name waits for a
 * moderator while others keep seeing the old one; moderators (and administrators) of the site approve or
 * reject it, nobody else; a sign-up's first name waits too (pending_new); social users and moderators
 * are not premoderated; a reader whose name waits cannot be followed; with the setting off, names apply.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DEMO_SECTION_UUID } from '../../examples/server/seed'
import { bearer, signInDemo, serviceFor } from './support'

const served = serviceFor(test)

const premoderate = (on: boolean) => served.db.query(`update sections set settings = settings || jsonb_build_object('enable_username_premoderation', $2::int) where section_uuid = $1`, [DEMO_SECTION_UUID, on ? 1 : 0])
test.before.each(async () => {
  await premoderate(true)
})

/** A multipart body with text fields, as the client's FormData sends it. */
function form(fields: Record<string, string>) {
  const boundary = '----vfNameBoundary'
  const body = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`
  return { payload: Buffer.from(body), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
const rename = (uuid: string, token: string | undefined, name: string) => {
  const body = form({ name })
  return served.app.inject({ method: 'PATCH', url: `/v2/users/${uuid}`, headers: { ...body.headers, ...bearer(token) }, payload: body.payload })
}
const queue = `/v2/${DEMO_SECTION_UUID}/moderation/usernames`
const decide = (uuid: string, decision: 'approve' | 'reject', token?: string) => served.app.inject({ method: 'POST', url: `${queue}/${uuid}/${decision}`, headers: bearer(token) })
const current = async (token: string) => (await served.app.inject({ method: 'GET', url: '/v2/users/current', headers: bearer(token) })).json().result
const publicUser = async (uuid: string) => (await served.app.inject({ method: 'GET', url: `/v2/users/${uuid}` })).json().result

const captcha = async () => (await served.app.inject({ method: 'GET', url: '/dev/captcha' })).json().result.token as string
let nextIp = 1
const signUp = async (name: string, email: string) => {
  const answer = await served.app.inject({
    method: 'POST',
    url: '/v2/users',
    remoteAddress: `10.0.7.${nextIp++}`,
    headers: { host: 'localhost:8080' },
    payload: { name, email, password: 'long-enough-pw', login: true, 'g-recaptcha-response': await captcha() },
  })
  assert.is(answer.statusCode, 200, answer.body)
  const body = answer.json()
  return { token: body.access_token as string, user: body.result.user }
}

test('a reader’s new name waits for a moderator: they see it pending, everyone else the old name; approved, it is their name', async () => {
  const uma = await signInDemo(served.app, 2)
  const mo = await signInDemo(served.app, 1)
  const asked = await rename(uma.uuid, uma.token, 'Uma Prime')
  assert.is(asked.statusCode, 200, asked.body)
  const answer = asked.json().result
  assert.equal([answer.name, answer.username_pending, answer.username_moderation_status], ['Uma Reader', 'Uma Prime', 'pending_update'])
  const seen = await publicUser(uma.uuid)
  assert.equal([seen.name, seen.username_pending, seen.username_moderation_status], ['Uma Reader', undefined, 'pending_update'])

  // The waiting name is held: nobody else takes it meanwhile.
  const ada = await signInDemo(served.app, 0)
  assert.equal((await rename(ada.uuid, ada.token, 'uma prime')).json().error_status, 409)

  const listed = await served.app.inject({ method: 'GET', url: queue, headers: bearer(mo.token) })
  assert.is(listed.statusCode, 200)
  const entry = listed.json().result.find((row: { uuid: string }) => row.uuid === uma.uuid)
  assert.equal([entry.name, entry.username_pending, entry.username_moderation_status], ['Uma Reader', 'Uma Prime', 'pending_update'])

  const approved = await decide(uma.uuid, 'approve', mo.token)
  assert.is(approved.statusCode, 200, approved.body)
  assert.is(approved.json().result.name, 'Uma Prime')
  const after = await current(uma.token)
  assert.equal([after.name, after.username_pending, after.username_moderation_status], ['Uma Prime', undefined, 'approved'])
  assert.is((await publicUser(uma.uuid)).name, 'Uma Prime')
  assert.not.ok((await served.app.inject({ method: 'GET', url: queue, headers: bearer(mo.token) })).json().result.some((row: { uuid: string }) => row.uuid === uma.uuid))
  // Decided once: a second decision finds nothing waiting.
  assert.equal((await decide(uma.uuid, 'approve', mo.token)).json(), { message: 'This user has no name awaiting approval.', error_status: 409 })
})

test('rejected, the waiting name goes and the reader keeps the name they had; an administrator decides as a moderator does', async () => {
  const uma = await signInDemo(served.app, 2)
  const ada = await signInDemo(served.app, 0)
  const before = (await current(uma.token)).name
  assert.is((await rename(uma.uuid, uma.token, 'Rude Name')).json().result.username_moderation_status, 'pending_update')
  const rejected = await decide(uma.uuid, 'reject', ada.token)
  assert.is(rejected.statusCode, 200, rejected.body)
  const after = await current(uma.token)
  assert.equal([after.name, after.username_pending, after.username_moderation_status], [before, undefined, 'rejected'])
  // The rejected name is held no more: another account may take it.
  assert.is((await rename(ada.uuid, ada.token, 'Rude Name')).json().result.name, 'Rude Name')
})

test('only the site’s moderators decide: a reader (even the one whose name waits) is refused, a guest is asked to sign in', async () => {
  const uma = await signInDemo(served.app, 2)
  await rename(uma.uuid, uma.token, 'Uma Waiting')
  assert.equal((await decide(uma.uuid, 'approve', uma.token)).json(), { message: 'Only moderators can do this.', error_status: 403 })
  assert.is((await decide(uma.uuid, 'approve')).statusCode, 401)
  assert.is((await served.app.inject({ method: 'GET', url: queue, headers: bearer(uma.token) })).statusCode, 403)
  assert.is((await current(uma.token)).username_moderation_status, 'pending_update')
  // Choosing the name they have withdraws the waiting one.
  const withdrawn = (await rename(uma.uuid, uma.token, (await current(uma.token)).name)).json().result
  assert.equal([withdrawn.username_pending, withdrawn.username_moderation_status], [undefined, 'approved'])
})

test('a reader whose name waits cannot be followed until it is decided', async () => {
  const uma = await signInDemo(served.app, 2)
  const mo = await signInDemo(served.app, 1)
  const follow = () => served.app.inject({ method: 'POST', url: `/v5/subscriptions/${DEMO_SECTION_UUID}/users/${uma.uuid}`, headers: bearer(mo.token) })
  await rename(uma.uuid, uma.token, 'Uma Followable')
  assert.equal((await follow()).json(), { message: 'This user cannot be followed right now.', error_status: 403 })
  await decide(uma.uuid, 'approve', mo.token)
  assert.is((await follow()).statusCode, 200)
})

test('a sign-up’s first name waits too (pending_new): the account shows its number until it is approved', async () => {
  const mo = await signInDemo(served.app, 1)
  const { token, user } = await signUp('Nora Newname', 'nora@example.org')
  assert.equal([user.name, user.username_pending, user.username_moderation_status], [`#${user.id}`, 'Nora Newname', 'pending_new'])
  assert.is((await publicUser(user.uuid)).name, `#${user.id}`)
  // A name like another account's number is refused.
  assert.equal((await rename(user.uuid, token, `#${user.id + 1}`)).json().error_status, 400)
  // Changing it while it waits keeps it new.
  assert.is((await rename(user.uuid, token, 'Nora N.')).json().result.username_moderation_status, 'pending_new')
  await decide(user.uuid, 'approve', mo.token)
  const after = await current(token)
  assert.equal([after.name, after.username_moderation_status], ['Nora N.', 'approved'])
})

test('social users, moderators and a name an administrator sets are not premoderated; with the setting off, names apply at once', async () => {
  const { token, user } = await signUp('Sol Social', 'sol@example.org')
  await served.db.query(`update users set social_login_provider = 'facebook', social_login_id = 'sol-1' where uuid = $1`, [user.uuid])
  const social = (await rename(user.uuid, token, 'Sol From Facebook')).json().result
  assert.equal([social.name, social.username_pending, social.username_moderation_status], ['Sol From Facebook', undefined, 'approved'])

  const mo = await signInDemo(served.app, 1)
  assert.equal((await rename(mo.uuid, mo.token, 'Mo the Moderator')).json().result.name, 'Mo the Moderator')

  const ada = await signInDemo(served.app, 0)
  const uma = await signInDemo(served.app, 2)
  assert.equal((await rename(uma.uuid, ada.token, 'Uma (set by Ada)')).json().result.name, 'Uma (set by Ada)')

  await premoderate(false)
  const free = (await rename(uma.uuid, uma.token, 'Uma Free')).json().result
  assert.equal([free.name, free.username_moderation_status], ['Uma Free', 'approved'])
})

test.run()
