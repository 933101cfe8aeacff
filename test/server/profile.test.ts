/** PATCH /users/{id}: name and avatar by multipart form, only for oneself or an administrator. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DEMO_ACCOUNTS } from '../../examples/server/seed'
import { bearer, signInDemo, serviceFor } from './support'

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
const served = serviceFor(test)

/** A multipart body with text fields and optional files. */
function form(fields: Record<string, string>, files: Array<{ field: string; name: string; type: string; data: Buffer }> = []) {
  const boundary = '----vfTestBoundary'
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const signIn = (index: number) => signInDemo(served.app, index)

const patch = (uuid: string, token: string | undefined, body: ReturnType<typeof form>) =>
  served.app.inject({ method: 'PATCH', url: `/v2/users/${uuid}`, headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: body.payload })

test('a user renames themself and uploads an avatar that is then served', async () => {
  const me = await signIn(2)
  const res = await patch(me.uuid, me.token, form({ name: 'Uma R.' }, [{ field: 'avatar', name: 'me.png', type: 'image/png', data: PNG }]))
  assert.is(res.statusCode, 200)
  const user = res.json().result
  assert.is(user.name, 'Uma R.')
  assert.match(user.pic_large, `/v2/avatars/${me.uuid}`)
  const image = await served.app.inject({ method: 'GET', url: user.pic_large })
  assert.is(image.headers['content-type'], 'image/png')
  assert.ok(image.rawPayload.equals(PNG))
  const removed = await served.app.inject({ method: 'DELETE', url: `/v2/users/${me.uuid}/avatar`, headers: { authorization: `Bearer ${me.token}` } })
  assert.is(removed.json().result.pic_large, undefined)
  assert.is((await served.app.inject({ method: 'GET', url: `/v2/avatars/${me.uuid}` })).statusCode, 404)
})

test('a file that is not an image (whatever it claims) and an empty change are refused', async () => {
  const me = await signIn(2)
  const fake = await patch(me.uuid, me.token, form({}, [{ field: 'avatar', name: 'x.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') }]))
  assert.equal(fake.json(), { message: 'The avatar must be a PNG, JPEG, GIF or WebP image.', error_status: 400 })
  const empty = await patch(me.uuid, me.token, form({}))
  assert.equal(empty.json(), { message: 'Nothing to change: send a name or an avatar.', error_status: 400 })
  const blank = await patch(me.uuid, me.token, form({ name: '   ' }))
  assert.is(blank.statusCode, 400)
})

test('an avatar over 2 MB is refused with 413', async () => {
  const me = await signIn(2)
  const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])
  const res = await patch(me.uuid, me.token, form({}, [{ field: 'avatar', name: 'big.png', type: 'image/png', data: big }]))
  assert.is(res.statusCode, 413)
})

test('only oneself or an administrator: others get 403, guests 401', async () => {
  const reader = await signIn(2)
  const moderator = await signIn(1)
  const admin = await signIn(0)
  assert.is((await patch(reader.uuid, moderator.token, form({ name: 'Hacked' }))).statusCode, 403)
  assert.is((await patch(reader.uuid, undefined, form({ name: 'Hacked' }))).statusCode, 401)
  const byAdmin = await patch(reader.uuid, admin.token, form({ name: 'Renamed by admin' }))
  assert.is(byAdmin.json().result.name, 'Renamed by admin')
})

test.run()
