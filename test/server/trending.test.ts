/**
 * Trending articles (document 1 §7): pages ranked by the visible contents written in the trend window,
 * among pages published in the days window; removed or hidden discussion does not count; the
 * recommended list leaves out what the visitor (X-UNIQUE-ID) already viewed; the query's bounds hold.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { randomUUID } from 'node:crypto'
import { DEMO_SECTION_UUID } from '../../examples/server/seed'
import { startTestService, type TestService } from './support'

let service: TestService
let author: string
const AT = '2030-01-10T12:00:00.000Z'
const HOUR = 3_600_000
const at = (hoursBefore: number) => new Date(Date.parse(AT) - hoursBefore * HOUR)

test.before(async () => {
  service = await startTestService()
  author = randomUUID()
  await service.db.query('insert into users (uuid, section_uuid, name) values ($1, $2, $3)', [author, DEMO_SECTION_UUID, 'Writer'])
})
test.after(async () => service?.close())

/** A page published `publishedHoursBefore` AT, with its comments container. */
async function article(path: string, publishedHoursBefore: number, hidden = false) {
  const page = randomUUID()
  const container = randomUUID()
  await service.db.query('insert into pages (uuid, section_uuid, url, path, title, image_url, date_created) values ($1, $2, $3, $4, $5, $6, $7)', [page, DEMO_SECTION_UUID, `https://news.test${path}`, path, `Title ${path}`, `https://news.test${path}.jpg`, at(publishedHoursBefore)])
  await service.db.query('insert into containers (content_container_uuid, section_uuid, container_id, page_uuid, is_hidden) values ($1, $2, $3, $4, $5)', [container, DEMO_SECTION_UUID, `c${path.replace(/\W/g, '')}`, page, hidden])
  return container
}
async function comments(container: string, n: number, hoursBefore: number, state = 'visible') {
  for (let i = 0; i < n; i++) {
    const uuid = randomUUID()
    await service.db.query('insert into content (content_uuid, section_uuid, content_container_uuid, thread_uuid, actor_uuid, content, state, date_created) values ($1, $2, $3, $1, $4, $5, $6, $7)', [uuid, DEMO_SECTION_UUID, container, author, 'words', state, at(hoursBefore)])
  }
}
const get = (path: string, query: string, headers: Record<string, string> = {}) => service.app.inject({ method: 'GET', url: `/v4/livecomments/${DEMO_SECTION_UUID}/${path}?${query}`, headers })
const titles = (res: { json(): { articles: { title: string }[] } }) => res.json().articles.map((a) => a.title)

test('articles are ranked by what was written in the trend window, with the page and both counts', async () => {
  const busy = await article('/busy', 30)
  const quiet = await article('/quiet', 20)
  const old = await article('/old-news', 24 * 12)
  const before = await article('/was-busy', 10)
  const hidden = await article('/hidden', 5, true)
  await comments(busy, 4, 1)
  await comments(quiet, 2, 2)
  await comments(quiet, 1, 0.5, 'awaiting_moderation')
  await comments(old, 9, 1)
  await comments(before, 8, 5) // outside a 3 h window
  await comments(before, 1, 1)
  await comments(hidden, 9, 1)
  const res = await get('trending', `limit=10&content_container_window_days=7&content_window_hours=3&sorted_by=total_visible_contents&date_time=${AT}`)
  assert.is(res.statusCode, 200)
  assert.equal(titles(res), ['Title /busy', 'Title /quiet', 'Title /was-busy'])
  const first = res.json().articles[0]
  assert.is(first.url, 'https://news.test/busy')
  assert.is(first.image_url, 'https://news.test/busy.jpg')
  assert.is(first.total_visible_contents, 4)
  assert.is(first.total_visible_content, 4)
  assert.is(res.json().articles[2].total_visible_content, 9)
  // A wider window counts the earlier burst; 30 days reaches the older article.
  assert.equal(titles(await get('trending', `limit=10&content_window_hours=6&date_time=${AT}`)), ['Title /was-busy', 'Title /busy', 'Title /quiet'])
  assert.equal(titles(await get('trending', `limit=10&content_container_window_days=30&date_time=${AT}`))[0], 'Title /old-news')
  assert.equal(titles(await get('trending', `limit=1&date_time=${AT}`)), ['Title /busy'])
  // A burst of new comments moves an article up.
  await comments(quiet, 5, 0.1)
  assert.equal(titles(await get('trending', `limit=2&date_time=${AT}`)), ['Title /quiet', 'Title /busy'])
})

test('recommended leaves out the pages the visitor viewed; it needs the visitor', async () => {
  await service.db.query(`insert into analytics_events (section_uuid, name, eid, occurred_at, visitor_id, path, payload) values ($1, 'view', $2, $3, 'visitor-0001', '/quiet', '{}')`, [DEMO_SECTION_UUID, randomUUID(), at(1)])
  const res = await get('trendingrecommended', `limit=2&date_time=${AT}`, { 'X-UNIQUE-ID': 'visitor-0001' })
  assert.is(res.statusCode, 200)
  assert.equal(titles(res), ['Title /busy', 'Title /was-busy'])
  assert.match(String(res.headers['cache-control']), /private/)
  assert.equal(titles(await get('trendingrecommended', `limit=2&date_time=${AT}`, { 'X-UNIQUE-ID': 'someone-else' })), ['Title /quiet', 'Title /busy'])
  assert.is((await get('trendingrecommended', `limit=2&date_time=${AT}`)).statusCode, 400)
})

test('the query is bounded: limit 1–100, days 1–30, hours 1–48, one sort, a real date', async () => {
  for (const q of ['limit=0', 'limit=101', 'content_container_window_days=31', 'content_window_hours=49', 'content_window_hours=0', 'sorted_by=newest', 'date_time=yesterday']) {
    assert.is((await get('trending', q)).statusCode, 400, q)
  }
  assert.is((await get('trending', 'limit=100&content_container_window_days=30&content_window_hours=48')).statusCode, 200)
})

test.run()
