/**
 * A registered reader's paywall allowance counted by the service (document 3 §4 "Paywall"; migration 028,
 * `GET /v2/{section}/paywall/posts`): their comments and replies written through the service within the
 * site's window, whichever browser asks; the seeded history and other readers' posts are not theirs to count.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { issueTokens } from '../../examples/server/auth/tokens'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../examples/server/seed'
import { startTestService, type TestService } from './support'

let service: TestService
test.before(async () => {
  service = await startTestService()
})
test.after(async () => service?.close())

const DAY = 86_400_000
const base = `/v4/livecomments/${DEMO_SECTION_UUID}`
const allowance = `/v2/${DEMO_SECTION_UUID}/paywall/posts`

async function reader(email: string) {
  const [user] = await service.db.query<{ uuid: string }>('select uuid from users where email = $1', [email])
  const { access_token: token } = await issueTokens(service.db, service.config, user!.uuid)
  const as = (method: 'GET' | 'POST', url: string, payload?: object) => service.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) })
  return {
    uuid: user!.uuid,
    posts: async () => {
      const answer = await as('GET', allowance)
      assert.is(answer.statusCode, 200, answer.body)
      assert.is(answer.headers['cache-control'], 'private, no-store')
      return answer.json().result as { posts: number[]; count: number; window_days: number; now: number }
    },
    post: async (content: string, parent?: string) => {
      const answer = await as('POST', `${base}/${await container('riverside-park')}/comments${parent ? `/${parent}` : ''}`, { content })
      assert.is(answer.statusCode, 201, answer.body)
      return answer.json().result.content.content_uuid as string
    },
  }
}
const container = async (id: string) => (await service.app.inject({ method: 'GET', url: `${base}?container_id=${id}&limit=1` })).json().result.container.content_container_uuid as string
const settings = (values: Record<string, unknown>) => service.db.query(`update sections set settings = settings || $2::jsonb where section_uuid = $1`, [DEMO_SECTION_UUID, JSON.stringify(values)])
const backdate = (content: string, days: number) => service.db.query(`update paywall_posts set date_created = now() - make_interval(days => $2) where content_uuid = $1`, [content, days])

test('a guest has no allowance to ask for', async () => {
  const answer = await service.app.inject({ method: 'GET', url: allowance })
  assert.is(answer.statusCode, 401)
  assert.is((await service.app.inject({ method: 'GET', url: '/v2/not-a-section/paywall/posts' })).statusCode, 400)
})

test('the reader’s comments and replies are counted as they post them, from any browser; the seeded history and others’ posts are not', async () => {
  const uma = await reader(DEMO_ACCOUNTS[2]!.email)
  const [seeded] = await service.db.query<{ n: string }>('select count(*)::text as n from content where actor_uuid = $1', [uma.uuid])
  assert.ok(Number(seeded!.n) > 0, 'the demo reader has seeded comments')
  const before = await uma.posts()
  assert.is(before.count, 0, 'comments seeded with their own dates are not posts against the allowance')
  assert.equal(before.posts, [])
  assert.is(before.window_days, 30)

  const first = await uma.post('First of the day')
  await uma.post('A reply to my own', first)
  await uma.post('Third, on the same thread')
  await (await reader(DEMO_ACCOUNTS[0]!.email)).post('The administrator’s, not Uma’s')
  const after = await uma.posts()
  assert.is(after.count, 3)
  assert.is(after.posts.length, 3)
  assert.ok(after.posts.every((t, i) => i === 0 || t >= after.posts[i - 1]!), 'oldest first')
  assert.ok(after.posts.every((t) => Math.abs(after.now - t) < 60_000), 'times on the service’s clock, as it answered')
})

test('only the window counts: the larger of the lookback and reset days', async () => {
  const mo = await reader(DEMO_ACCOUNTS[1]!.email)
  const old = await mo.post('Forty days ago')
  const month = await mo.post('Twenty-nine days ago')
  await mo.post('Today')
  await backdate(old, 40)
  await backdate(month, 29)
  const thirty = await mo.posts()
  assert.is(thirty.count, 2, 'the default window, 30 days')
  assert.is(thirty.posts.length, 2)
  assert.ok(thirty.now - thirty.posts[0]! > 28 * DAY, 'the 29-day-old post leads')

  await settings({ walls_lookback_days: 10, walls_reset_days: 45 })
  try {
    const wider = await mo.posts()
    assert.is(wider.window_days, 45)
    assert.is(wider.count, 3, 'a 45-day reset period reaches the 40-day-old post')
    await settings({ walls_lookback_days: 7, walls_reset_days: 7 })
    const week = await mo.posts()
    assert.is(week.window_days, 7)
    assert.is(week.count, 1)
  } finally {
    await settings({ walls_lookback_days: 30, walls_reset_days: 30 })
  }
})

test.run()
