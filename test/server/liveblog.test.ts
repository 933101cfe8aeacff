/**
 * The live blog service (document 1 §7 "Live blog service"): its containers, the posts editors write
 * (with images uploaded first), the replies readers write, reactions, pins, picks and moderation — each
 * rule checked on the service — and the realtime events a write sends, only to the sockets subscribed
 * to that live blog.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../examples/server/seed'
import { closeSockets, connect } from './sockets'
import { bearer, signInDemo, startTestService, type SignedIn, type TestService } from './support'

const base = `/v4/liveblogs/${DEMO_SECTION_UUID}`
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
let service: TestService
let app: TestService['app']
let admin: SignedIn
let mod: SignedIn
let uma: SignedIn
let blog: string

test.before(async () => {
  service = await startTestService()
  app = service.app
  ;[admin, mod, uma] = [await signInDemo(app, 0), await signInDemo(app, 1), await signInDemo(app, 2)]
  await app.listen({ port: 0, host: '127.0.0.1' })
  blog = (await result('GET', `${base}?container_id=election-night`))[0].content_container_uuid
})
test.after(async () => {
  closeSockets()
  await service?.close()
})

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: SignedIn, payload?: object) => app.inject({ method, url, headers: bearer(who?.token), ...(payload ? { payload } : {}) })
/** What a call answers when it creates something (a container, a post, a reply): 201; anything else 200. */
const creates = (method: string, url: string) => method === 'POST' && (url === base || url.endsWith('/posts') || /\/replies\/[0-9a-f-]{36}$/.test(url))
async function result(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: SignedIn, payload?: object, status = creates(method, url) ? 201 : 200) {
  const reply = await call(method, url, who, payload)
  assert.is(reply.statusCode, status, `${method} ${url}: ${reply.body}`)
  return reply.json().result
}
const refused = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn | undefined, payload: object | undefined, status: number, message?: string) => {
  const reply = await call(method, url, who, payload)
  assert.is(reply.statusCode, status, `${method} ${url}: ${reply.body}`)
  if (message) assert.is(reply.json().message, message)
}

/** A multipart body with text fields and optional files. */
function form(fields: Record<string, string>, files: Array<{ field: string; name: string; type: string; data: Buffer }> = []) {
  const boundary = '----vfLiveBoundary'
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  for (const file of files) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'))
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
const upload = (who: SignedIn | undefined, body: ReturnType<typeof form>, container = blog) =>
  app.inject({ method: 'POST', url: `${base}/${container}/media`, headers: { ...body.headers, ...bearer(who?.token) }, payload: body.payload })

test('the live blog is listed by its id, created when new (once), and its posts come newest first with their first replies', async () => {
  const listed = await result('GET', `${base}?container_id=election-night&limit=1`)
  assert.is(listed.length, 1)
  assert.is(listed[0].container_id, 'election-night')
  assert.is(listed[0].status, 'open')
  assert.equal(await result('GET', `${base}?container_id=not-yet`), [], 'an unknown id lists nothing: the product creates it')
  const made = await result('POST', base, undefined, { container_id: 'not-yet', type: 'livestories' })
  const again = await result('POST', base, undefined, { container_id: 'not-yet' })
  assert.is(again.content_container_uuid, made.content_container_uuid)
  // A comments thread of the same id is another container: the live blog's calls never reach it.
  await refused('GET', `${base}/${(await result('GET', `/v4/livecomments/${DEMO_SECTION_UUID}/contentcontainer/id?container_id=riverside-park`)).content_container_uuid}/posts`, undefined, undefined, 404)

  const page = await result('GET', `${base}/${blog}/posts?limit=5`)
  assert.is(page.contents.length, 5)
  assert.ok(page.more_available)
  const times = page.contents.map((p: { date_created: number }) => p.date_created)
  assert.equal(times, [...times].sort((a: number, b: number) => b - a), 'newest first')
  assert.ok(page.contents.every((p: { media: unknown[]; type: string }) => Array.isArray(p.media) && p.type === 'post'))
  const next = await result('GET', `${base}/${blog}/posts?limit=5&starting_from=${page.next_starting_from}`)
  assert.not.ok(next.contents.some((p: { content_uuid: string }) => page.contents.some((q: { content_uuid: string }) => q.content_uuid === p.content_uuid)), 'the next page continues after the first')
  assert.equal(await result('GET', `${base}/${blog}/posts/visible/count`), { count: 25 })
})

test('only editors post, within the length; readers reply (not to a reply), and everyone sees both; a closed live blog takes neither', async () => {
  await refused('POST', `${base}/${blog}/posts`, undefined, { content: 'Guest news' }, 401)
  await refused('POST', `${base}/${blog}/posts`, uma, { content: 'Reader news' }, 403, 'Only editors (moderators and administrators) can write in a live blog.')
  await refused('POST', `${base}/${blog}/posts`, mod, { content: 'x'.repeat(10_001) }, 400, 'A post can be at most 10000 characters long.')
  await refused('POST', `${base}/${blog}/posts`, mod, { content: '   ' }, 400, 'A post cannot be empty.')
  const post = (await result('POST', `${base}/${blog}/posts`, mod, { content: 'Ward 7 has declared.' })).content
  assert.is(post.type, 'post')
  assert.equal(post.media, [])

  await refused('POST', `${base}/${blog}/replies/${post.content_uuid}`, undefined, { content: 'A guest' }, 401)
  await refused('POST', `${base}/${blog}/replies/${post.content_uuid}`, uma, { content: 'x'.repeat(5001) }, 400, 'A comment can be at most 5000 characters long.')
  const reply = (await result('POST', `${base}/${blog}/replies/${post.content_uuid}`, uma, { content: 'Turnout looked high.' })).content
  assert.is(reply.parent_uuid, post.content_uuid)
  assert.is(reply.post_uuid, post.content_uuid)
  await refused('POST', `${base}/${blog}/replies/${reply.content_uuid}`, uma, { content: 'Nested' }, 404)

  const first = await result('GET', `${base}/${blog}/posts?limit=1&reply_limit=2`)
  assert.is(first.contents[0].content_uuid, post.content_uuid)
  assert.is(first.contents[0].total_direct_replies, 1)
  assert.is(first.contents[0].replies.contents[0].content_uuid, reply.content_uuid)
  assert.is(first.users[uma.uuid].name, 'Uma Reader')
  const replies = await result('GET', `${base}/${blog}/replies/${post.content_uuid}?limit=5`)
  assert.equal(replies.contents.map((r: { content_uuid: string }) => r.content_uuid), [reply.content_uuid])
  const direct = await result('GET', `${base}/${blog}/content/${post.content_uuid}/direct?limit=5`)
  assert.equal(direct.contents.map((r: { content_uuid: string }) => r.content_uuid), [reply.content_uuid])
  const selection = await result('GET', `${base}/${blog}/selection?uuids=${post.content_uuid},${reply.content_uuid}`)
  assert.equal(selection.contents.map((r: { content_uuid: string }) => r.content_uuid), [post.content_uuid, reply.content_uuid])

  await refused('PUT', `${base}/${blog}`, uma, { status: 'closed' }, 403)
  assert.is((await result('PUT', `${base}/${blog}`, admin, { status: 'closed' })).status, 'closed')
  await refused('POST', `${base}/${blog}/posts`, mod, { content: 'After closing' }, 403, 'This live blog is closed.')
  await refused('POST', `${base}/${blog}/replies/${post.content_uuid}`, uma, { content: 'After closing' }, 403, 'This live blog is closed.')
  assert.is((await result('PUT', `${base}/${blog}`, admin, { status: 'open' })).status, 'open')
  const signature = await result('GET', `${base}/${blog}/signature`, mod)
  assert.is(typeof signature.signature, 'string')
  await refused('GET', `${base}/${blog}/signature`, uma, undefined, 403)
})

test('an editor uploads an image (checked by its bytes) with its description; a post carries it, served under the live blog', async () => {
  await refused('POST', `${base}/${blog}/media`, uma, undefined, 403)
  const fake = await upload(mod, form({ description: 'A ballot box' }, [{ field: 'media', name: 'x.png', type: 'image/png', data: Buffer.from('<svg onload=alert(1)>') }]))
  assert.equal(fake.json(), { message: 'The image must be a PNG, JPEG, GIF or WebP file.', error_status: 400 })
  const reader = await upload(uma, form({}, [{ field: 'media', name: 'x.png', type: 'image/png', data: PNG }]))
  assert.is(reader.statusCode, 403)
  const sent = await upload(mod, form({ description: 'Counting ballots in ward 7' }, [{ field: 'media', name: 'count.png', type: 'image/png', data: PNG }]))
  assert.is(sent.statusCode, 201, sent.body)
  const media = sent.json().result
  assert.is(media.description, 'Counting ballots in ward 7')
  assert.is(media.path, `/v4/liveblogs/${DEMO_SECTION_UUID}/${blog}/media/${media.uuid}`)
  assert.match(media.url, /^http:\/\/.+\/v4\/liveblogs\//)
  const image = await app.inject({ method: 'GET', url: media.path })
  assert.is(image.statusCode, 200)
  assert.is(image.headers['content-type'], 'image/png')
  assert.ok(Buffer.from(image.rawPayload).equals(PNG))

  const post = (await result('POST', `${base}/${blog}/posts`, mod, { content: 'The count, in pictures.', media_uuids: [media.uuid] })).content
  assert.equal(post.media.map((m: { uuid: string }) => m.uuid), [media.uuid])
  await refused('POST', `${base}/${blog}/posts`, mod, { content: 'Stolen picture', media_uuids: [media.uuid] }, 400, 'An image is already in another post.')
  const listed = (await result('GET', `${base}/${blog}/posts?limit=1`)).contents[0]
  assert.is(listed.media[0].description, 'Counting ballots in ward 7')
  // Edited without it: the image is let go; with an image of another live blog: refused.
  const edited = (await result('POST', `${base}/${blog}/content/${post.content_uuid}/edit`, mod, { content: 'The count.', media_uuids: [] })).content
  assert.equal(edited.media, [])
  assert.ok(edited.is_edited)
  const other = (await result('POST', base, undefined, { container_id: 'other-blog' })).content_container_uuid
  const elsewhere = (await upload(mod, form({}, [{ field: 'media', name: 'o.png', type: 'image/png', data: PNG }]), other)).json().result
  await refused('POST', `${base}/${blog}/content/${post.content_uuid}/edit`, mod, { content: 'The count.', media_uuids: [elsewhere.uuid] }, 403, 'An image belongs to another live blog.')
})

test('likes, reports on replies, pins, picks and moderation follow their rules; removing a post takes its replies', async () => {
  const post = (await result('POST', `${base}/${blog}/posts`, admin, { content: 'Polls closed.' })).content
  const reply = (await result('POST', `${base}/${blog}/replies/${post.content_uuid}`, uma, { content: 'Finally!' })).content
  await refused('POST', `${base}/${blog}/likes/${post.content_uuid}`, undefined, undefined, 401)
  const liked = (await result('POST', `${base}/${blog}/likes/${post.content_uuid}`, uma)).content
  assert.is(liked.total_likes, 1)
  assert.ok(liked.reactions.liked)
  assert.is((await result('POST', `${base}/${blog}/likes/${post.content_uuid}`, uma)).content.total_likes, 1, 'once per reader')
  assert.is((await result('DELETE', `${base}/${blog}/likes/${post.content_uuid}`, uma)).content.total_likes, 0)
  // A dislike takes the like's place (one or the other), where the site has dislikes.
  await result('POST', `${base}/${blog}/likes/${post.content_uuid}`, uma)
  const disliked = (await result('POST', `${base}/${blog}/dislikes/${post.content_uuid}`, uma)).content
  assert.equal([disliked.total_likes, disliked.total_dislikes, disliked.reactions.liked, disliked.reactions.disliked], [0, 1, false, true])
  assert.is((await result('DELETE', `${base}/${blog}/dislikes/${post.content_uuid}`, uma)).content.total_dislikes, 0)

  await refused('POST', `${base}/${blog}/replies/${post.content_uuid}/flags`, uma, { reason: 'spam' }, 400, 'Posts are the editors’: only replies can be reported.')
  await refused('POST', `${base}/${blog}/replies/${reply.content_uuid}/flags`, uma, { reason: 'spam' }, 403, 'You cannot report your own reply.')
  assert.ok((await result('POST', `${base}/${blog}/replies/${reply.content_uuid}/flags`, mod, { reason: 'Off topic' })).content.reactions.flagged)

  await refused('PUT', `${base}/${blog}/posts/${post.content_uuid}/pin`, uma, undefined, 403)
  assert.ok((await result('PUT', `${base}/${blog}/posts/${post.content_uuid}/pin`, mod)).content.is_pinned)
  await refused('PUT', `${base}/${blog}/posts/${reply.content_uuid}/pin`, mod, undefined, 400, 'Only posts can be pinned.')
  assert.is((await result('GET', `${base}/${blog}/posts?limit=1`)).contents[0].content_uuid, post.content_uuid, 'a pinned post leads')
  assert.ok((await result('POST', `${base}/${blog}/posts/${post.content_uuid}/pick`, mod)).content.is_picked)
  assert.not.ok((await result('DELETE', `${base}/${blog}/posts/${post.content_uuid}/pin`, mod)).content.is_pinned)

  assert.is((await result('POST', `${base}/${blog}/moderation/${reply.content_uuid}/disable`, mod)).content.state, 'disabled')
  assert.is((await result('GET', `${base}/${blog}/selection?uuids=${reply.content_uuid}`)).contents.length, 0, 'readers no longer see it')
  assert.is((await result('POST', `${base}/${blog}/moderation/${reply.content_uuid}/enable`, mod)).content.state, 'visible')

  // A reader edits and removes their own reply; not a post, and not someone else's.
  const other = (await result('POST', `${base}/${blog}/replies/${post.content_uuid}`, mod, { content: 'Editors reply too.' })).content
  await refused('POST', `${base}/${blog}/content/${other.content_uuid}/edit`, uma, { content: 'Mine now' }, 403, 'Only the author can change this reply.')
  await refused('POST', `${base}/${blog}/content/${post.content_uuid}/edit`, uma, { content: 'Mine now' }, 403)
  assert.is((await result('POST', `${base}/${blog}/content/${reply.content_uuid}/edit`, uma, { content: 'Finally, yes!' })).content.content, 'Finally, yes!')
  await refused('DELETE', `${base}/${blog}/posts/${post.content_uuid}`, uma, undefined, 403)
  await result('DELETE', `${base}/${blog}/posts/${reply.content_uuid}`, uma)
  assert.is((await result('GET', `${base}/${blog}/replies/${post.content_uuid}`)).contents.length, 1)

  const before = (await result('GET', `${base}/${blog}/posts/visible/count`)).count
  assert.is((await result('DELETE', `${base}/${blog}/posts/${post.content_uuid}`, mod)).content.processing_status, 'removed')
  assert.is((await result('GET', `${base}/${blog}/posts/visible/count`)).count, before - 1)
  assert.is((await result('GET', `${base}/${blog}/selection?uuids=${post.content_uuid},${other.content_uuid}`)).contents.length, 0, 'the post and its replies are gone for readers')
})

test('a write reaches only the sockets subscribed to its live blog, without a reader’s reactions or a hidden item’s words', async () => {
  const park = (await result('GET', `/v4/livecomments/${DEMO_SECTION_UUID}/contentcontainer/id?container_id=riverside-park`)).content_container_uuid
  const reader = await connect(app, DEMO_SITE_UUID)
  const elsewhere = await connect(app, DEMO_SITE_UUID)
  assert.is(await reader.subscribe('blog', { content_container_uuid: [blog] }), 'success')
  assert.is(await elsewhere.subscribe('park', { content_container_uuid: [park] }), 'success')

  const post = (await result('POST', `${base}/${blog}/posts`, mod, { content: 'Live to the sockets' })).content
  const created = await reader.next()
  assert.is(created.action, 'created')
  assert.is(created.content.content_uuid, post.content_uuid)
  assert.equal(created.content.media, [])
  assert.is(created.users[mod.uuid].name, 'Mo Moderator')
  await result('POST', `${base}/${blog}/likes/${post.content_uuid}`, uma)
  const liked = await reader.next()
  assert.is(liked.action, 'liked')
  assert.is(liked.content.total_likes, 1)
  assert.not.ok(liked.content.reactions.liked, 'the liker’s own reaction is theirs')
  await result('POST', `${base}/${blog}/moderation/${post.content_uuid}/disable`, mod)
  const disabled = await reader.next()
  assert.is(disabled.action, 'disabled')
  assert.is(disabled.content.content, '', 'a disabled post’s words do not go out')
  await result('DELETE', `${base}/${blog}/posts/${post.content_uuid}`, mod)
  assert.is((await reader.next()).action, 'deleted')
  await elsewhere.nothingYet('the comments thread’s socket heard nothing of the live blog')
})

test.run()
