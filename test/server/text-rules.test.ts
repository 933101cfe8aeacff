/**
 * People's text on the service (issue 16): control characters refused with a 400 that says so, comment
 * length counted as a reader counts it (graphemes), names stored without bidi controls, and account
 * names unique on a site by their key (case, compatibility forms, invisible and look-alike characters).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { randomUUID } from 'node:crypto'
import { migrate } from '../../examples/server/db'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../examples/server/seed'
import { nameKey } from '../../examples/server/text'
import { bearer, signInDemo, startTestService, type TestService } from './support'

let service: TestService
let app: TestService['app']
const base = `/v4/livecomments/${DEMO_SECTION_UUID}`
const FAMILY = '👨‍👩‍👧‍👦'
const FLAG = '🇫🇷'
const CONTROLS_MESSAGE = 'The comment contains control characters (such as NUL or BEL) that cannot be posted. Remove them and try again.'

test.before(async () => {
  service = await startTestService()
  app = service.app
})
test.after(async () => {
  await service?.close()
})

const signIn = (index: number) => signInDemo(app, index)
const auth = bearer
const send = (url: string, token?: string, payload?: object) => app.inject({ method: 'POST', url, headers: auth(token), ...(payload ? { payload } : {}) })
const settings = (values: object) => service.db.query('update sections set settings = settings || $1::jsonb', [JSON.stringify(values)])
const container = async () => (await app.inject({ method: 'GET', url: `${base}?container_id=riverside-park&limit=1` })).json().result.container.content_container_uuid as string
const stored = async (uuid: string) => (await service.db.one<{ content: string }>('select content from content where content_uuid = $1', [uuid]))!.content

test('a NUL in any other field (a container id, a domain) is the client’s 400 with a message, not a 500', async () => {
  const message = 'The request contains characters that cannot be stored (such as NUL). Remove them and try again.'
  for (const request of [
    { method: 'GET' as const, url: `${base}?container_id=a%00b&limit=1` },
    { method: 'GET' as const, url: `${base}/contentcontainer/id?container_id=a%00b` },
    { method: 'POST' as const, url: '/bootstrap/v2', payload: { domain: 'local\u0000host' } },
  ]) {
    const answer = await app.inject(request)
    assert.is(answer.statusCode, 400, request.url)
    assert.equal(answer.json(), { message, error_status: 400 })
  }
})

let ip = 1
const captcha = async () => (await app.inject({ method: 'GET', url: '/dev/captcha' })).json().result.token as string
const signup = async (name: string) =>
  app.inject({ method: 'POST', url: '/v2/users', remoteAddress: `10.0.9.${ip++}`, headers: { host: 'localhost:8080' }, payload: { name, email: `reader${ip}@example.org`, password: 'long-enough-pw', login: true, 'g-recaptcha-response': await captcha() } })

function form(fields: Record<string, string>) {
  const boundary = '----vfTextBoundary'
  const body = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  return { payload: Buffer.from(`${body.join('')}--${boundary}--\r\n`), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
const rename = (uuid: string, token: string, name: string) => {
  const body = form({ name })
  return app.inject({ method: 'PATCH', url: `/v2/users/${uuid}`, headers: { ...body.headers, authorization: `Bearer ${token}` }, payload: body.payload })
}

test('a comment with NUL is refused with a 400 that says why, not a database failure', async () => {
  const me = await signIn(2)
  const url = `${base}/${await container()}/comments`
  const answer = await send(url, me.token, { content: 'Before\u0000after' })
  assert.is(answer.statusCode, 400)
  assert.equal(answer.json(), { message: CONTROLS_MESSAGE, error_status: 400 })
})

test('BEL, ESC, DEL and C1 controls are refused too (the composer strips them before sending); tabs and line breaks are kept', async () => {
  const me = await signIn(2)
  const url = `${base}/${await container()}/comments`
  for (const c of ['\u0007', '\u001B', '\u007F', '\u0085', '\u009B']) {
    const answer = await send(url, me.token, { content: `Ring${c} the bell` })
    assert.equal([answer.statusCode, answer.json().message], [400, CONTROLS_MESSAGE], JSON.stringify(c))
  }
  const posted = await send(url, me.token, { content: 'Line one\r\n\tindented\rline three' })
  assert.is(posted.statusCode, 201)
  assert.is(await stored(posted.json().result.content.content_uuid), 'Line one\n\tindented\nline three', 'line breaks stored as line feeds')
})

test('half of a surrogate pair, which no UTF-8 can hold, is refused with its own message', async () => {
  const me = await signIn(2)
  const answer = await send(`${base}/${await container()}/comments`, me.token, { content: 'Broken \uD83D emoji' })
  assert.equal([answer.statusCode, answer.json().message], [400, 'The comment contains a broken character (half of a surrogate pair) that cannot be stored. Remove it and try again.'])
})

test('replies, edits, guest names and report reasons are checked the same way', async () => {
  const me = await signIn(2)
  const c = await container()
  const mine = (await send(`${base}/${c}/comments`, me.token, { content: 'A clean comment' })).json().result.content
  const reply = await send(`${base}/${c}/comments/${mine.content_uuid}`, me.token, { content: 'A reply\u0000' })
  assert.equal([reply.statusCode, reply.json().message], [400, CONTROLS_MESSAGE])
  const edit = await send(`${base}/${c}/content/${mine.content_uuid}/edit`, me.token, { content: 'Edited\u0007' })
  assert.equal([edit.statusCode, edit.json().message], [400, CONTROLS_MESSAGE])
  assert.is(await stored(mine.content_uuid), 'A clean comment')
  await settings({ enable_anonymous_comments: 1 })
  const guest = await send(`${base}/${c}/comments`, undefined, { content: 'Hello', anonymous_name: 'Gus\u0000' })
  assert.equal([guest.statusCode, guest.json().message], [400, 'The name contains control characters (such as NUL or BEL) that cannot be posted. Remove them and try again.'])
  await settings({ enable_anonymous_comments: 0 })
  const moderator = await signIn(1)
  const flag = await send(`${base}/${c}/comments/${mine.content_uuid}/flag`, moderator.token, { reason: 'spam\u0000' })
  assert.equal([flag.statusCode, flag.json().message], [400, 'The reason contains control characters (such as NUL or BEL) that cannot be posted. Remove them and try again.'])
})

test('length is counted as a reader counts it: 5000 characters with a family emoji and a flag are accepted whole, one more is refused', async () => {
  const me = await signIn(2)
  const url = `${base}/${await container()}/comments`
  const atLimit = `${'a'.repeat(4998)}${FAMILY}${FLAG}`
  const posted = await send(url, me.token, { content: atLimit })
  assert.is(posted.statusCode, 201, posted.body)
  assert.is(await stored(posted.json().result.content.content_uuid), atLimit, 'the family and the flag are whole')
  const over = await send(url, me.token, { content: `${atLimit}b` })
  assert.equal([over.statusCode, over.json().message], [400, 'A comment can be at most 5000 characters long.'])
  // 5000 flags are 10,000 code points: still 5000 characters.
  const flags = await send(url, me.token, { content: FLAG.repeat(5000) })
  assert.is(flags.statusCode, 201, flags.body)
  assert.is((await send(url, me.token, { content: FAMILY.repeat(5001) })).statusCode, 400)
})

test('nameKey: case, compatibility forms, invisible characters and look-alike letters share a key; different names do not', () => {
  const admin = nameKey('admin')
  for (const same of ['Admin', 'ADMIN', '\u0430dmin', 'аdmіn', 'ａｄｍｉｎ', 'ad\u200Bmin', 'ad\u00ADmin', '\u202Eadmin', ' admin ', 'αdmin', 'adrnin']) assert.is(nameKey(same), admin, JSON.stringify(same))
  assert.is(nameKey('Uma  Reader'), nameKey('Uma Reader'))
  assert.is(nameKey('j0hn'), nameKey('JOHN'))
  for (const other of ['admins', 'adm in', 'Ada', 'ädmin']) assert.is.not(nameKey(other), admin, other)
})

test('a name with a right-to-left override is stored without it: on sign-up, on a rename and as a guest name', async () => {
  const created = await signup('\u202Eeman gnisrever\u202C')
  assert.is(created.statusCode, 200, created.body)
  assert.is(created.json().result.user.name, 'eman gnisrever')
  const me = await signIn(2)
  const renamed = await rename(me.uuid, me.token, 'Uma \u2067Reader\u2069 \u200F')
  assert.is(renamed.statusCode, 200, renamed.body)
  assert.is(renamed.json().result.name, 'Uma Reader')
  assert.is((await service.db.one<{ name: string }>('select name from users where uuid = $1', [me.uuid]))!.name, 'Uma Reader')
  await settings({ enable_anonymous_comments: 1 })
  const guest = await send(`${base}/${await container()}/comments`, undefined, { content: 'Hello', anonymous_name: 'Gus\u202E Guest' })
  await settings({ enable_anonymous_comments: 0 })
  assert.is(guest.statusCode, 201, guest.body)
  const item = guest.json().result
  assert.is(item.users[item.content.actor_uuid].name, 'Gus Guest')
  const blank = await signup('\u202E\u200B')
  assert.equal([blank.statusCode, blank.json().message], [400, 'The name must be 1 to 60 characters.'])
})

test('names stored before the rule lose their bidi controls when the store is migrated, unless nothing would be left', async () => {
  // The store taken back to before migration 008, given names of then, and migrated again.
  const db = service.db
  await db.query(`delete from schema_migrations where name = '008_name_keys.sql'`)
  await db.query('alter table users drop column name_key')
  const [reversed, invisible, plain] = [randomUUID(), randomUUID(), randomUUID()]
  await db.query(`insert into users (uuid, section_uuid, name) values ($1, $4, $5), ($2, $4, $6), ($3, $4, 'Plain Name')`, [reversed, invisible, plain, DEMO_SECTION_UUID, '\u202Eeman desrever\u202C', '\u200B\u202E'])
  assert.equal(await migrate(db), ['008_name_keys.sql'])
  const name = async (uuid: string) => (await db.one<{ name: string }>('select name from users where uuid = $1', [uuid]))!.name
  assert.is(await name(reversed), 'eman desrever')
  assert.is(await name(invisible), '\u200B\u202E', 'kept rather than left empty')
  assert.is(await name(plain), 'Plain Name')
})

test('account names are unique on a site by their key: a Cyrillic look-alike of a taken name is the same name', async () => {
  const taken = 'This name is already taken on this site. Please choose another one.'
  const first = await signup('Nadia Admin')
  assert.is(first.statusCode, 200, first.body)
  for (const copy of ['Nadia Admin', 'nadia admin', 'N\u0430dia Admin', 'Nadia Аdmin', 'Nadia\u200B Admin', 'Ｎａｄｉａ Admin']) {
    const answer = await signup(copy)
    assert.equal([answer.statusCode, answer.json().message, answer.json().field], [409, taken, 'name'], JSON.stringify(copy))
  }
  // The seeded accounts' names (written before names had keys) are held too.
  assert.is((await signup('Ada Аdmin')).statusCode, 409)
  // A rename to another's name is refused; one's own name in other letters is not another's.
  const me = await signIn(2)
  const clash = await rename(me.uuid, me.token, 'Mo Mоderator')
  assert.equal([clash.statusCode, clash.json().message], [409, taken])
  assert.is((await rename(me.uuid, me.token, 'UMA READER')).statusCode, 200)
  assert.is((await rename(me.uuid, me.token, 'Uma Reader')).statusCode, 200)
  // A guest cannot pass for a member.
  await settings({ enable_anonymous_comments: 1 })
  const guest = await send(`${base}/${await container()}/comments`, undefined, { content: 'Hello', anonymous_name: 'Аda Admin' })
  assert.equal([guest.statusCode, guest.json().message], [409, 'This name belongs to an account on this site. Choose another name, or sign in.'])
  // Guests among themselves may share a name.
  for (let i = 0; i < 2; i++) assert.is((await send(`${base}/${await container()}/comments`, undefined, { content: 'Hello', anonymous_name: 'Gina Guest' })).statusCode, 201)
  await settings({ enable_anonymous_comments: 0 })
})

test.run()
