/**
 * The reviews service (document 1 §5, §7, §9; document 3 §5): the container found by the publisher's id,
 * reviews in the six sorts with their ratings and titles, the average and the distribution, one review
 * per reader per container (refused by the service, even for two requests at once), the owner's edit
 * with the rating changed only when sent, "was this helpful", replies, counts by container ids, the legacy
 * `PUT /v1/ratings/{id}`, and the realtime events that carry the ratings to every open widget.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ALREADY_REVIEWED } from '../../examples/server/reviews/rules'
import { DEMO_SECTION_UUID } from '../../examples/server/seed'
import { closeSockets, connect } from './sockets'
import { bearer, signInDemo, startTestService, type SignedIn, type TestService } from './support'

const base = `/v1/livereviews/${DEMO_SECTION_UUID}`
let service: TestService
let app: TestService['app']
let admin: SignedIn
let mod: SignedIn
let uma: SignedIn
let hall: string

test.before(async () => {
  service = await startTestService()
  app = service.app
  ;[admin, mod, uma] = [await signInDemo(app, 0), await signInDemo(app, 1), await signInDemo(app, 2)]
  await app.listen({ port: 0, host: '127.0.0.1' })
  hall = (await result('GET', `${base}/contentcontainer/id?container_id=food-hall`)).content_container_uuid
})
test.after(async () => {
  closeSockets()
  await service?.close()
})

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, who?: SignedIn, payload?: object) => app.inject({ method, url, headers: bearer(who?.token), ...(payload ? { payload } : {}) })
async function result(method: Method, url: string, who?: SignedIn, payload?: object, status = 200) {
  const reply = await call(method, url, who, payload)
  assert.is(reply.statusCode, status, `${method} ${url}: ${reply.body}`)
  return reply.json().result
}
const refused = async (method: Method, url: string, who: SignedIn | undefined, payload: object | undefined, status: number, message?: string) => {
  const reply = await call(method, url, who, payload)
  assert.is(reply.statusCode, status, `${method} ${url}: ${reply.body}`)
  if (message) assert.is(reply.json().message, message)
}
/** A fresh reviews container of the demo section. */
const container = async (id: string) => (await result('POST', base, undefined, { container_id: id }, 201)).content_container_uuid as string
const review = (where: string, who: SignedIn, body: object, status = 201) => result('POST', `${base}/${where}/reviews`, who, body, status)

test('the seeded reviews are found by the page id, each with its rating, most helpful first by default, and the ratings add up', async () => {
  const page = await result('GET', `${base}/${hall}/reviews?limit=20`)
  assert.is(page.contents.length, 15)
  assert.ok(page.contents.every((r: { rating: number; type: string }) => r.type === 'review' && r.rating >= 20 && r.rating <= 100))
  const helpful = page.contents.map((r: { total_likes: number }) => r.total_likes)
  assert.equal(helpful, [...helpful].sort((a: number, b: number) => b - a))
  const authors = page.contents.map((r: { actor_uuid: string }) => r.actor_uuid)
  assert.is(new Set(authors).size, 15, 'one review per reader in the seed too')
  const { summary } = page
  assert.is(summary.count, 15)
  assert.is(summary.distribution.reduce((a: number, b: number) => a + b, 0), 15)
  const mean = page.contents.reduce((sum: number, r: { rating: number }) => sum + r.rating, 0) / 15
  assert.is(summary.average, Math.round(mean * 10) / 10)
  assert.is(page.own_review_uuid, undefined)
})

test('each review sort lists in its order and pages without repeating or skipping one', async () => {
  const orders: Record<string, (a: any, b: any) => boolean> = {
    newest: (a, b) => a.date_created >= b.date_created,
    oldest: (a, b) => a.date_created <= b.date_created,
    top_rated: (a, b) => a.rating >= b.rating,
    lowest_rated: (a, b) => a.rating <= b.rating,
    most_helpful: (a, b) => a.total_likes >= b.total_likes,
    most_replies: (a, b) => a.total_replies >= b.total_replies,
  }
  for (const [sort, inOrder] of Object.entries(orders)) {
    const seen: any[] = []
    let next: string | undefined
    do {
      const page = await result('GET', `${base}/${hall}/reviews?limit=4&sorted_by=${sort}${next ? `&starting_from=${next}` : ''}`)
      seen.push(...page.contents)
      next = page.next_starting_from
    } while (next)
    assert.is(seen.length, 15, sort)
    assert.is(new Set(seen.map((r) => r.content_uuid)).size, 15, sort)
    for (let i = 1; i < seen.length; i++) assert.ok(inOrder(seen[i - 1], seen[i]), `${sort} at ${i}`)
  }
  await refused('GET', `${base}/${hall}/reviews?sorted_by=num_likes_desc`, undefined, undefined, 400)
})

test('a review needs a signed-in reader, a rating from 1 to 100, a title and a body; each refusal says which', async () => {
  const where = await container('bounds')
  const good = { title: 'Worth the queue', content: 'The dumplings alone are worth it.', rating: 80 }
  await refused('POST', `${base}/${where}/reviews`, undefined, good, 401)
  await refused('POST', `${base}/${where}/reviews`, uma, { ...good, rating: 0 }, 400, 'A review\'s rating must be a whole number from 1 to 100.')
  await refused('POST', `${base}/${where}/reviews`, uma, { ...good, rating: 101 }, 400, 'A review\'s rating must be a whole number from 1 to 100.')
  await refused('POST', `${base}/${where}/reviews`, uma, { ...good, title: '  ' }, 400, 'A review needs a title.')
  await refused('POST', `${base}/${where}/reviews`, uma, { ...good, title: 'x'.repeat(151) }, 400, 'A review\'s title can be at most 150 characters long.')
  await refused('POST', `${base}/${where}/reviews`, uma, { ...good, content: ' ' }, 400, 'A review needs a few words about it.')
  await refused('POST', `${base}/${where}/reviews`, uma, { title: 'No rating', content: 'Words' }, 400)
  const made = await review(where, uma, { ...good, rating: 1 })
  assert.is(made.content.rating, 1)
  assert.is(made.content.title, 'Worth the queue')
  assert.equal(made.summary, { average: 1, count: 1, distribution: [1, 0, 0, 0, 0] })
})

test('one review per reader per container: a second is refused with the message, even two at once; a removed one frees the reader', async () => {
  const where = await container('once')
  const body = { title: 'First', content: 'My review.', rating: 60 }
  const first = await review(where, uma, body)
  await refused('POST', `${base}/${where}/reviews`, uma, { ...body, title: 'Second' }, 409, ALREADY_REVIEWED)
  const mine = await result('GET', `${base}/${where}/reviews`, uma)
  assert.is(mine.own_review_uuid, first.content.content_uuid)
  assert.is(mine.contents.length, 1)
  // Another reader's review in the same container is theirs to write; two of theirs at once make one.
  const both = await Promise.all([call('POST', `${base}/${where}/reviews`, mod, body), call('POST', `${base}/${where}/reviews`, mod, body)])
  assert.equal(both.map((r) => r.statusCode).sort(), [201, 409])
  assert.is(both.find((r) => r.statusCode === 409)!.json().message, ALREADY_REVIEWED)
  await result('DELETE', `${base}/${where}/reviews/${first.content.content_uuid}`, uma)
  await review(where, uma, { ...body, title: 'Again' })
})

test('its owner edits a review: the rating changes only when sent; nobody else may, and the average follows', async () => {
  const where = await container('edits')
  const made = (await review(where, uma, { title: 'Good', content: 'Nice place.', rating: 100 })).content
  const edited = await result('POST', `${base}/${where}/content/${made.content_uuid}/edit`, uma, { title: 'Good, busy', content: 'Nice place, long queue.' })
  assert.is(edited.content.rating, 100)
  assert.is(edited.content.title, 'Good, busy')
  assert.is(edited.content.is_edited, true)
  const rerated = await result('POST', `${base}/${where}/content/${made.content_uuid}/edit`, uma, { content: 'Nice place, long queue.', rating: 40 })
  assert.is(rerated.content.rating, 40)
  assert.is(rerated.content.title, 'Good, busy')
  assert.equal(rerated.summary, { average: 40, count: 1, distribution: [0, 1, 0, 0, 0] })
  await refused('POST', `${base}/${where}/content/${made.content_uuid}/edit`, mod, { content: 'Not mine' }, 403, 'Only its author can change this review.')
  await refused('POST', `${base}/${where}/content/${made.content_uuid}/edit`, uma, { content: 'x', rating: 0 }, 400)
})

test('"was this helpful" counts once per reader, yes or no, never on one\'s own review, and orders most_helpful', async () => {
  const where = await container('helpful')
  const mine = (await review(where, uma, { title: 'A', content: 'A.', rating: 60 })).content
  const theirs = (await review(where, mod, { title: 'B', content: 'B.', rating: 80 })).content
  await refused('POST', `${base}/${where}/reviews/${mine.content_uuid}/like`, uma, undefined, 403, 'You cannot vote on your own review.')
  const yes = await result('POST', `${base}/${where}/reviews/${mine.content_uuid}/like`, mod)
  assert.is(yes.content.total_likes, 1)
  assert.is(yes.content.reactions.liked, true)
  assert.is((await result('POST', `${base}/${where}/reviews/${mine.content_uuid}/like`, mod)).content.total_likes, 1)
  const no = await result('POST', `${base}/${where}/reviews/${mine.content_uuid}/dislike`, mod)
  assert.equal([no.content.total_likes, no.content.total_dislikes], [0, 1])
  await result('DELETE', `${base}/${where}/reviews/${mine.content_uuid}/dislike`, mod)
  await result('POST', `${base}/${where}/reviews/${theirs.content_uuid}/like`, uma)
  const page = await result('GET', `${base}/${where}/reviews?sorted_by=most_helpful`)
  assert.equal(page.contents.map((r: { content_uuid: string }) => r.content_uuid), [theirs.content_uuid, mine.content_uuid])
})

test('replies to a review come with it, oldest first, and page; a reply has no rating', async () => {
  const where = await container('replies')
  const made = (await review(where, uma, { title: 'Lunch', content: 'Came for lunch.', rating: 80 })).content
  for (const text of ['One', 'Two', 'Three']) await result('POST', `${base}/${where}/reviews/${made.content_uuid}`, mod, { content: text }, 201)
  const page = await result('GET', `${base}/${where}/reviews?reply_limit=2`)
  const listed = page.contents[0]
  assert.is(listed.total_replies, 3)
  assert.equal(listed.replies.contents.map((r: { content: string }) => r.content), ['One', 'Two'])
  assert.is(listed.replies.more_available, true)
  const rest = await result('GET', `${base}/${where}/reviews/${made.content_uuid}?starting_from=${listed.replies.next_starting_from}`)
  assert.equal(rest.contents.map((r: { content: string }) => r.content), ['Three'])
  assert.is(rest.contents[0].rating, undefined)
  await refused('POST', `${base}/${where}/content/${rest.contents[0].content_uuid}/edit`, mod, { content: 'Three!', rating: 50 }, 403, 'A reply has no title or rating.')
  assert.is((await result('GET', `${base}/${where}/reviews`)).summary.count, 1, 'replies are not ratings')
})

test('review counts and status by container ids, for the ids that exist', async () => {
  const answer = await result('POST', `${base}/content-containers/review-count-and-status/by-container-ids`, undefined, { container_ids: ['food-hall', 'replies', 'no-such-reviews'] })
  const byId = Object.fromEntries(answer.map((e: { container_id: string }) => [e.container_id, e]))
  assert.equal(Object.keys(byId).sort(), ['food-hall', 'replies'])
  assert.is(byId['food-hall'].total_reviews, 15)
  assert.is(byId['food-hall'].status, 'open')
  assert.is(byId.replies.total_reviews, 1)
  assert.is(byId.replies.average_rating, 80)
  await refused('POST', `${base}/content-containers/review-count-and-status/by-container-ids`, undefined, { container_ids: [] }, 400)
})

test('the legacy PUT ratings/{id} rates the page for the reader (0–100) and answers its rating and ratings; a reviewer changes their review', async () => {
  const page = await service.db.one<{ id: string }>(`select id::text as id from pages where unique_id = 'food-hall'`)
  await refused('PUT', `/v1/ratings/${page!.id}`, undefined, { points: 50 }, 401)
  await refused('PUT', `/v1/ratings/${page!.id}`, admin, { points: 101 }, 400, 'A rating must be a whole number from 0 to 100.')
  const before = await result('GET', `${base}/${hall}/ratings`)
  const rated = await result('PUT', `/v1/ratings/${page!.id}`, admin, { points: 0 })
  assert.is(rated.ratings, before.summary.count + 1)
  const again = await result('PUT', `/v1/ratings/${page!.id}`, admin, { points: 100 })
  assert.is(again.ratings, before.summary.count + 1, 'one rating per reader')
  assert.is((await result('GET', `${base}/${hall}/ratings`, admin)).own_rating, 100)
  // Writing a review supersedes the rating given alone.
  await review(hall, admin, { title: 'Fine', content: 'Fine food.', rating: 60 })
  const after = await result('GET', `${base}/${hall}/ratings`, admin)
  assert.is(after.summary.count, before.summary.count + 1)
  assert.is(after.own_rating, 60)
  const changed = await result('PUT', `/v1/ratings/${page!.id}`, admin, { points: 20 })
  assert.is(changed.ratings, before.summary.count + 1)
  assert.is((await result('GET', `${base}/${hall}/reviews?user_uuid=${admin.uuid}`)).contents[0].rating, 20)
  await refused('PUT', `/v1/ratings/${page!.id}`, admin, { points: 0 }, 400, 'A review\'s rating must be a whole number from 1 to 100.')
  await refused('PUT', '/v1/ratings/999999999', admin, { points: 10 }, 404)
})

test('a review and a rating reach the sockets following the container with the ratings after them; others hear nothing', async () => {
  const where = await container('live')
  const other = await container('live-other')
  const reader = await connect(app)
  const elsewhere = await connect(app)
  assert.is(await reader.subscribe('r', { content_container_uuid: [where] }), 'success')
  assert.is(await elsewhere.subscribe('o', { content_container_uuid: [other] }), 'success')
  const made = (await review(where, uma, { title: 'Live', content: 'Heard live.', rating: 100 })).content
  const created = await reader.next()
  assert.is(created.action, 'created')
  assert.is(created.content.content_uuid, made.content_uuid)
  assert.is(created.content.title, 'Live')
  assert.equal(created.summary, { average: 100, count: 1, distribution: [0, 0, 0, 0, 1] })
  assert.is(created.users[uma.uuid].name, 'Uma Reader')
  await result('POST', `${base}/${where}/content/${made.content_uuid}/edit`, uma, { content: 'Heard live, edited.', rating: 40 })
  const updated = await reader.next()
  assert.is(updated.action, 'updated')
  assert.is(updated.summary.average, 40)
  await elsewhere.nothingYet('another container hears nothing')
})

test('moderators hide and restore, mark as spam, pin and feature a review; readers and guests may not; a hidden or spam review leaves the ratings and readers’ lists', async () => {
  const where = await container('reviews-moderation-test')
  const pat = await signInDemo(app, 4)
  const first = (await review(where, uma, { title: 'Lovely', content: 'Fresh and warm.', rating: 100 })).content
  const second = (await review(where, pat, { title: 'Fine', content: 'Slow service.', rating: 40 })).content
  const socket = await connect(app)
  assert.is(await socket.subscribe('r', { content_container_uuid: [where] }), 'success')
  const tool = (path: string) => `${base}/${where}/${path}`
  // Permission checks on every tool: a guest is asked to sign in, a reader refused.
  for (const [method, path] of [
    ['POST', `moderation/${first.content_uuid}/disable`],
    ['POST', `moderation/${first.content_uuid}/enable`],
    ['POST', `moderation/${first.content_uuid}/spam`],
    ['POST', `moderation/${first.content_uuid}/unspam`],
    ['POST', `content/${first.content_uuid}/pin`],
    ['DELETE', `content/${first.content_uuid}/pin`],
    ['POST', `reviews/${first.content_uuid}/pick`],
    ['DELETE', `reviews/${first.content_uuid}/pick`],
  ] as const) {
    await refused(method, tool(path), undefined, undefined, 401)
    await refused(method, tool(path), pat, undefined, 403, 'Only moderators can do this.')
  }
  assert.is((await result('GET', `${base}/${where}/ratings`)).summary.count, 2)

  const hidden = await result('POST', tool(`moderation/${first.content_uuid}/disable`), mod)
  assert.is(hidden.content.state, 'disabled')
  assert.is(hidden.content.content, 'Fresh and warm.', 'the moderator still reads it')
  assert.equal([hidden.summary.count, hidden.summary.average], [1, 40], 'a hidden review is not counted in the ratings')
  const heard = await socket.next()
  assert.is(heard.action, 'disabled')
  assert.is(heard.content.content, '', 'its words do not go out to readers')
  assert.is(heard.summary.count, 1)
  const readerPage = await result('GET', `${base}/${where}/reviews`, pat)
  assert.equal(readerPage.contents.map((r: { content_uuid: string }) => r.content_uuid), [second.content_uuid], 'readers no longer list it')
  assert.is((await result('GET', `${base}/${where}/reviews`, mod)).contents.length, 2, 'moderators still do')
  const [counted] = await result('POST', `${base}/content-containers/review-count-and-status/by-container-ids`, undefined, { container_ids: ['reviews-moderation-test'] })
  assert.is(counted.total_reviews, 1)

  const shown = await result('POST', tool(`moderation/${first.content_uuid}/enable`), admin)
  assert.is(shown.content.state, 'visible')
  assert.equal([shown.summary.count, shown.summary.average], [2, 70])
  assert.is((await socket.next()).action, 'visible')

  const spam = await result('POST', tool(`moderation/${second.content_uuid}/spam`), mod)
  assert.is(spam.content.state, 'spam')
  assert.is(spam.summary.count, 1, 'spam is not counted either')
  assert.is((await socket.next()).action, 'spammed')
  assert.is((await result('POST', tool(`moderation/${second.content_uuid}/unspam`), mod)).summary.count, 2)
  await socket.next()

  // Pinned leads every sort, for everyone; picked is told on the review.
  await result('POST', tool(`content/${second.content_uuid}/pin`), mod)
  assert.is((await socket.next()).action, 'pinned')
  for (const sort of ['top_rated', 'lowest_rated', 'newest', 'oldest']) {
    const page = await result('GET', `${base}/${where}/reviews?sorted_by=${sort}`, uma)
    assert.is(page.contents[0].content_uuid, second.content_uuid, `pinned first in ${sort}`)
    assert.ok(page.contents[0].is_pinned)
  }
  await result('DELETE', tool(`content/${second.content_uuid}/pin`), mod)
  assert.is((await socket.next()).action, 'unpinned')
  assert.is((await result('GET', `${base}/${where}/reviews?sorted_by=top_rated`)).contents[0].content_uuid, first.content_uuid)
  const picked = await result('POST', tool(`reviews/${first.content_uuid}/pick`), mod)
  assert.ok(picked.content.is_picked)
  assert.is((await socket.next()).action, 'picked')
  assert.not.ok((await result('DELETE', tool(`reviews/${first.content_uuid}/pick`), mod)).content.is_picked)

  // A reply is hidden or marked as spam, not pinned or featured; a removed review is not found.
  const reply = (await result('POST', `${base}/${where}/reviews/${first.content_uuid}`, admin, { content: 'Agreed.' }, 201)).content
  assert.is((await result('POST', tool(`moderation/${reply.content_uuid}/disable`), mod)).content.state, 'disabled')
  await refused('POST', tool(`content/${reply.content_uuid}/pin`), mod, undefined, 403)
  await result('DELETE', `${base}/${where}/reviews/${second.content_uuid}`, pat)
  await refused('POST', tool(`moderation/${second.content_uuid}/disable`), mod, undefined, 404)
})

test.run()
