/** The paywall's rules (document 3 §2–§4, §9): settings and defaults, pages, query overrides, who is walled. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { anonymousWall, appliesTo, decide, readOverrides, registeredAllowance, wallSettings, type DecisionInputs } from '../../../plugins/paywall/rules'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 5, 1)
const on = { enable_poool_integration: 1 as const, poool_app_id: 'app-1', walls_target_anon_users: 1 as const, walls_target_reg_users: 1 as const, walls_warn_num_posts_remaining_reg: 1 as const }

test('enabled by the third-party paywall switch and its app id; document 3 §9 defaults', () => {
  assert.not.ok(wallSettings({ enable_poool_integration: 1 }).enabled, 'no app id')
  assert.not.ok(wallSettings({ poool_app_id: 'x' }).enabled, 'switch off')
  const s = wallSettings(on)
  assert.ok(s.enabled)
  assert.is(s.resetDays, 30)
  assert.is(s.lookbackDays, 30)
  assert.is(s.visibleComments, 2)
  assert.is(s.postsToWall, 10)
  assert.is(s.percentToHide, 100)
  assert.ok(s.useVfAuth, 'the product signs in unless the site says otherwise')
  assert.is(wallSettings({ ...on, walls_num_post_to_wall_reg: -3, walls_reset_days: 'x' as never }).postsToWall, 10, 'malformed: the default')
  assert.equal(wallSettings({ ...on, walls_url_locations: '/opinion, /premium\n' }).locations, ['/opinion', '/premium'])
})

test('the wall applies on pages whose path holds a configured fragment, or every page when none', () => {
  assert.ok(appliesTo('/anything', []))
  assert.ok(appliesTo('/news/premium/story', ['/opinion', '/premium']))
  assert.not.ok(appliesTo('/news/story', ['/opinion', '/premium']))
})

test('query overrides: audience, non-vf-auth, dbg, trg', () => {
  assert.equal(readOverrides('https://x.example/a?audience=high&non-vf-auth=true&dbg=true&trg=post'), { audience: 'high', customAuth: true, debug: true, target: 'post' })
  assert.equal(readOverrides('https://x.example/a?trg=load-more'), { customAuth: false, debug: false, target: 'load_more' })
  assert.equal(readOverrides('https://x.example/a?audience=everyone&trg=footer&non-vf-auth=1'), { customAuth: false, debug: false }, 'unknown values are ignored')
  assert.equal(readOverrides('::not a url'), { customAuth: false, debug: false })
})

test('anonymous visitors above the visible comments by segment; top after more than 2 clicks; high with more than 2 promoted', () => {
  const base = { comments: 3, visibleComments: 2, loadMoreClicks: 0 }
  for (const segment of ['high', 'medium', 'low'] as const) assert.ok(anonymousWall({ ...base, segment }).walled, segment)
  assert.not.ok(anonymousWall({ ...base, segment: 'none' }).walled)
  assert.not.ok(anonymousWall({ ...base, segment: 'low', comments: 2 }).walled, 'not above the limit')
  assert.not.ok(anonymousWall({ ...base, segment: 'top', loadMoreClicks: 2 }).walled, 'top: only after more than 2 clicks')
  assert.ok(anonymousWall({ ...base, segment: 'top', loadMoreClicks: 3 }).walled)
  assert.equal(anonymousWall({ ...base, segment: 'high', loadMoreClicks: 3 }), { walled: true, segment: 'top' })
  assert.equal(anonymousWall({ ...base, segment: 'high', loadMoreClicks: 2 }), { walled: true, segment: 'high' })
})

const limits = { postsToWall: 3, lookbackDays: 30, resetDays: 30 }

test('registered: remaining = allowed − posts in the lookback window; exactly 1 stores the time', () => {
  assert.equal(registeredAllowance({ posts: [] }, limits, NOW), { remaining: 3, next: { posts: [] } })
  const old = NOW - 31 * DAY
  assert.is(registeredAllowance({ posts: [old, NOW - DAY] }, limits, NOW).remaining, 2, 'a post before the lookback does not count')
  const one = registeredAllowance({ posts: [NOW - 2 * DAY, NOW - DAY] }, limits, NOW)
  assert.is(one.remaining, 1)
  assert.is(one.next.oneLeftAt, NOW, 'the time is stored')
  assert.is(one.until, undefined)
  const later = registeredAllowance(one.next, limits, NOW + DAY)
  assert.is(later.next.oneLeftAt, NOW, 'and kept')
})

test('registered: at 0 the wall lasts the rest of the reset period from that time, then the count starts again', () => {
  const stored = NOW - 10 * DAY
  const walled = registeredAllowance({ posts: [NOW - 12 * DAY, NOW - 11 * DAY, NOW - 5 * DAY], oneLeftAt: stored }, limits, NOW)
  assert.is(walled.remaining, 0)
  assert.is(walled.until, stored + 30 * DAY)
  const before = registeredAllowance(walled.next, limits, stored + 30 * DAY - 1)
  assert.is(before.remaining, 0, 'a millisecond before the end: still walled')
  const after = registeredAllowance(walled.next, limits, stored + 30 * DAY)
  assert.is(after.remaining, 3, 'the reset period is over: every post is available again')
  assert.is(after.next.countFrom, stored + 30 * DAY)
  assert.is(after.next.oneLeftAt, undefined)
  const over = registeredAllowance({ posts: [NOW - DAY, NOW - DAY, NOW - DAY, NOW - DAY] }, limits, NOW)
  assert.is(over.remaining, -1, 'fewer than none')
  assert.is(over.until, NOW + 30 * DAY, 'no stored time: from now')
})

const inputs = (over: Partial<DecisionInputs>): DecisionInputs => ({ settings: wallSettings(on), overrides: readOverrides(''), reader: 'guest', segment: 'low', comments: 10, loadMoreClicks: 0, ...over })

test('decisions: the areas each reader gets', () => {
  assert.equal(decide(inputs({})), { kind: 'anonymous', walled: true, areas: { load_more: 'wall' }, segment: 'low', visible: 2 })
  assert.equal(decide(inputs({ segment: 'top', loadMoreClicks: 3 })), { kind: 'anonymous', walled: true, areas: { load_more: 'wall' }, segment: 'top' }, 'walled by a press: no comment leaves the page')
  assert.equal(decide(inputs({ overrides: readOverrides('/?trg=post') })).areas, { post: 'wall' }, 'trg picks the area')
  assert.is(decide(inputs({ segment: 'none', overrides: readOverrides('/?audience=medium') })).walled, true, 'audience forces the segment')
  assert.is(decide(inputs({ settings: wallSettings({ ...on, walls_target_anon_users: 0 }) })).walled, false, 'anonymous visitors not targeted')
  const allowance = registeredAllowance({ posts: [NOW] }, limits, NOW)
  assert.equal(decide(inputs({ reader: 'user', allowance })), { kind: 'registered', walled: false, areas: { post: 'note', reply: 'note' }, segment: 'low', remaining: 2 })
  assert.equal(decide(inputs({ reader: 'user', allowance, settings: wallSettings({ ...on, walls_warn_num_posts_remaining_reg: 0 }) })).areas, {}, 'no warning without the setting')
  const none = registeredAllowance({ posts: [NOW, NOW, NOW] }, limits, NOW)
  assert.equal(decide(inputs({ reader: 'user', allowance: none })).areas, { post: 'wall', reply: 'wall' })
  assert.is(decide(inputs({ reader: 'staff', allowance: none })).walled, false, 'moderators and administrators are never walled')
  assert.is(decide(inputs({ reader: 'user', allowance: none, settings: wallSettings({ ...on, walls_target_reg_users: 0 }) })).walled, false)
})

test.run()
