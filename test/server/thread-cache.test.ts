/**
 * The thread's first page as the service keeps and sends it (issue 20): a guest's is one shared page,
 * cacheable by browsers and proxies (ETag, 304) and kept in memory until a write changes the thread —
 * the service's own at once, anyone else's (SQL, another instance) when the database's NOTIFY says so. A
 * signed-in reader gets the same page with their own reactions put in, never cacheable by others; one who
 * sees more than guests gets their own. The tab totals come from counters the database keeps.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { ListedContent, ThreadAnswer } from '../../contracts/entities/comments-api'
import { PRIVATE_CACHE, PUBLIC_THREAD_CACHE } from '../../examples/server/routes/livecomments'
import { DEMO_SECTION_UUID } from '../../examples/server/seed'
import { bearer, signInDemo, startTestService, type SignedIn, type TestService } from './support'

let service: TestService
let app: TestService['app']
const base = `/v4/livecomments/${DEMO_SECTION_UUID}`
const PAGE = `${base}?container_id=riverside-park&limit=20&reply_limit=2`

test.before(async () => {
  service = await startTestService()
  app = service.app
})
test.after(async () => {
  await service?.close()
})

const read = (token?: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: PAGE, headers: { ...bearer(token), ...headers } })
const page = async (token?: string): Promise<ThreadAnswer> => (await read(token)).json().result
const send = (method: 'POST' | 'DELETE', url: string, token: string, payload?: object) => app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
const every = (answer: ThreadAnswer): ListedContent[] => answer.contents.flatMap((item) => [item, ...(item.replies?.contents ?? [])])
const find = (answer: ThreadAnswer, uuid: string) => every(answer).find((item) => item.content_uuid === uuid)
/** The page with every item's reactions as a guest has them. */
const asGuest = (answer: ThreadAnswer) => JSON.parse(JSON.stringify(answer, (key, value) => (key === 'reactions' ? { liked: false, disliked: false, flagged: false } : value))) as ThreadAnswer

/** Resolves when the app hears the database say `scope` (a container, or `*`) changed: subscribe before the write. */
const heard = (scope: string) =>
  new Promise<void>((resolve) => {
    const stop = app.hub.onChange((said) => {
      if (said !== scope && said !== '*') return
      stop()
      resolve()
    })
  })

let reader: SignedIn
let moderator: SignedIn
test.before(async () => {
  reader = await signInDemo(app, 2)
  moderator = await signInDemo(app, 1)
})

test("a guest's page: public Cache-Control, an ETag, Vary on Authorization; 304 while the copy is current", async () => {
  const first = await read()
  assert.is(first.statusCode, 200)
  assert.is(first.headers['cache-control'], PUBLIC_THREAD_CACHE)
  assert.match(String(first.headers.vary), /\bAuthorization\b/)
  const etag = String(first.headers.etag)
  assert.match(etag, /^"[\w-]+"$/)
  assert.ok(app.pages.size >= 1, 'kept in memory')
  assert.is((await read()).body, first.body, 'the same page again')

  for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
    const again = await read(undefined, { 'if-none-match': header })
    assert.is(again.statusCode, 304, header)
    assert.is(again.body, '')
    assert.is(again.headers.etag, etag)
    assert.is(again.headers['cache-control'], PUBLIC_THREAD_CACHE)
  }
  const stale = await read(undefined, { 'if-none-match': '"not-this-one"' })
  assert.is(stale.statusCode, 200)
  assert.is(stale.body, first.body)
})

test('a write through the service shows at once; one made in the database as soon as it says so', async () => {
  const before = await read()
  const container = (before.json().result as ThreadAnswer).container.content_container_uuid
  const posted = (await send('POST', `${base}/${container}/comments`, reader.token, { content: 'Fresh off the press' })).json().result.content as ListedContent
  const after = await read()
  assert.is.not(after.headers.etag, before.headers.etag)
  assert.is((after.json().result as ThreadAnswer).contents[0]!.content_uuid, posted.content_uuid)
  assert.is((after.json().result as ThreadAnswer).totals.all, (before.json().result as ThreadAnswer).totals.all + 1)

  // Not through the service: a moderator's SQL. The database's trigger tells every instance.
  let said = heard(container)
  await service.db.query(`update content set content = 'Corrected by the desk' where content_uuid = $1`, [posted.content_uuid])
  await said
  assert.is(find(await page(), posted.content_uuid)!.content, 'Corrected by the desk')

  // A ban can hide an author's words in every thread: everything is forgotten.
  said = heard('*')
  await service.db.query(`insert into bans (ban_uuid, user_uuid, section_uuid, ban_level, is_permanent, user_message) values (gen_random_uuid(), $1, $2, 'ghost', true, 'Test: cache')`, [reader.uuid, DEMO_SECTION_UUID])
  await said
  const hidden = await page()
  assert.is(find(hidden, posted.content_uuid), undefined, 'a ghost-banned author is hidden from guests')
  said = heard('*')
  await service.db.query(`delete from bans where user_message = 'Test: cache'`)
  await said
  assert.ok(find(await page(), posted.content_uuid))
})

test("a signed-in reader gets the shared page with their own reactions in it, for them only", async () => {
  const shared = await page()
  const container = shared.container.content_container_uuid
  // Someone else's (a reader cannot flag their own): a comment, and a reply shown under another one.
  const withReplies = shared.contents.find((item) => item.replies?.contents.some((r) => r.actor_uuid !== reader.uuid))!
  const reply = withReplies.replies!.contents.find((r) => r.actor_uuid !== reader.uuid)!
  const liked = shared.contents.find((item) => item.content_uuid !== withReplies.content_uuid && item.actor_uuid !== reader.uuid)!
  assert.is((await send('POST', `${base}/${container}/comments/${liked.content_uuid}/like`, reader.token)).statusCode, 200)
  assert.is((await send('POST', `${base}/${container}/comments/${reply.content_uuid}/dislike`, reader.token)).statusCode, 200)
  assert.is((await send('POST', `${base}/${container}/comments/${reply.content_uuid}/flag`, reader.token, { reason: 'Off topic' })).statusCode, 200)

  const guest = await read()
  const mine = await read(reader.token, { 'if-none-match': String(guest.headers.etag) })
  assert.is(mine.statusCode, 200, "a guest's ETag never answers a signed-in reader")
  assert.is(mine.headers['cache-control'], PRIVATE_CACHE)
  assert.is(mine.headers.etag, undefined)
  assert.match(String(mine.headers.vary), /\bAuthorization\b/)
  const own = mine.json().result as ThreadAnswer
  assert.equal(find(own, liked.content_uuid)!.reactions, { liked: true, disliked: false, flagged: false })
  assert.equal(find(own, reply.content_uuid)!.reactions, { liked: false, disliked: true, flagged: true })
  const forGuests = guest.json().result as ThreadAnswer
  assert.equal(find(forGuests, liked.content_uuid)!.reactions, { liked: false, disliked: false, flagged: false })
  assert.equal(asGuest(own), forGuests, 'otherwise the very page guests get')
  // Someone else signed in sees no one's reactions but their own (none).
  const other = await signInDemo(app, 4)
  assert.is((await read(other.token)).body, guest.body)
})

test('whoever sees more than guests gets their own page: an author awaiting moderation, a moderator', async () => {
  const { container } = await page()
  const url = `${base}/${container.content_container_uuid}`
  const pending = (await send('POST', `${url}/comments`, reader.token, { content: 'Waiting for a moderator' })).json().result.content as ListedContent
  await service.db.query(`update content set state = 'awaiting_moderation' where content_uuid = $1`, [pending.content_uuid])
  assert.ok(find(await page(reader.token), pending.content_uuid), 'the author sees their own')
  assert.is(find(await page(), pending.content_uuid), undefined, 'guests do not')
  assert.is(find(await page((await signInDemo(app, 4)).token), pending.content_uuid), undefined, 'nor does another reader')
  const forModerator = await page(moderator.token)
  assert.is(find(forModerator, pending.content_uuid)!.state, 'awaiting_moderation')
  const flagged = every(forModerator).find((item) => (item.total_flags ?? 0) > 0)
  assert.ok(flagged, 'moderators see flags')
  assert.is(find(await page(), flagged!.content_uuid)!.total_flags, 0, 'guests do not')
  await service.db.query(`update content set state = 'visible' where content_uuid = $1`, [pending.content_uuid])
})

test("a thread's settings and an author's name changed through the service show at once", async () => {
  const { container, contents } = await page()
  const settings = `${base}/${container.content_container_uuid}/settings`
  assert.is((await send('POST', settings, moderator.token, { status: 'closed' })).statusCode, 200)
  assert.is((await page()).container.status, 'closed')
  assert.ok((await page()).contents.every((item) => item.status === 'closed'))
  assert.is((await send('DELETE', settings, moderator.token)).statusCode, 200)
  assert.is((await page()).container.status, 'open')

  const author = contents.find((item) => item.actor_uuid === reader.uuid) ?? (await send('POST', `${base}/${container.content_container_uuid}/comments`, reader.token, { content: 'Signed with my name' })).json().result.content
  const boundary = '----vfCacheBoundary'
  const renamed = await app.inject({
    method: 'PATCH',
    url: `/v2/users/${reader.uuid}`,
    headers: { ...bearer(reader.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nUma Renamed\r\n--${boundary}--\r\n`),
  })
  assert.is(renamed.statusCode, 200)
  const after = await page()
  assert.ok(find(after, author.content_uuid))
  assert.is(after.users[reader.uuid]!.name, 'Uma Renamed')
})

test('tab totals are the counters the database keeps, equal to counting what readers can see', async () => {
  const { container, contents } = await page()
  const url = `${base}/${container.content_container_uuid}`
  const counted = async () =>
    (await service.db.one<{ all: number; featured: number; top: number }>(
      `select count(*)::int as all, count(*) filter (where c.is_picked)::int as featured, count(*) filter (where c.is_top_comment)::int as top
       from content c where c.content_container_uuid = $1 and c.state = 'visible' and c.processing_status is null
         and c.actor_uuid not in (select user_uuid from bans where ban_level in ('ghost', 'hide') and (is_permanent or date_expired > now()))`,
      [container.content_container_uuid],
    ))!
  const check = async (what: string) => {
    const answer = await page()
    assert.equal(answer.totals, await counted(), what)
    assert.is(answer.container.total_visible_content, answer.totals.all, what)
  }
  const [a, b, c, d] = contents.filter((item) => item.actor_uuid !== reader.uuid).map((item) => item.content_uuid)
  await send('POST', `${url}/comments/${a}/pick`, moderator.token)
  await send('POST', `${url}/comments/${b}/top-comment`, moderator.token)
  await check('a pick and a top comment')
  await send('POST', `${url}/moderation/${a}/disable`, moderator.token)
  await send('POST', `${url}/moderation/${c}/spam`, moderator.token)
  await send('DELETE', `${url}/comments/${d}`, moderator.token)
  await check('disabled, spam and removed are not counted')
  await send('POST', `${url}/moderation/${a}/enable`, moderator.token)
  await send('POST', `${url}/moderation/${c}/unspam`, moderator.token)
  await check('and counted again when visible again')
  const mine = (await send('POST', `${url}/comments`, reader.token, { content: 'Counted, then hidden' })).json().result.content as ListedContent
  await send('POST', `${url}/comments/${mine.content_uuid}/top-comment`, moderator.token)
  let said = heard('*')
  await service.db.query(`insert into bans (ban_uuid, user_uuid, section_uuid, ban_level, is_permanent, user_message) values (gen_random_uuid(), $1, $2, 'hide', true, 'Test: totals')`, [reader.uuid, DEMO_SECTION_UUID])
  await said
  await check("a hidden author's comments are not counted")
  said = heard('*')
  await service.db.query(`delete from bans where user_message = 'Test: totals'`)
  await said
  said = heard(container.content_container_uuid)
  await service.db.query(`delete from content where content_uuid = $1`, [mine.content_uuid])
  await said
  await check('rows deleted in the database')
})

test.run()
