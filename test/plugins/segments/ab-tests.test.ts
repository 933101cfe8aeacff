/** Ab-test assignment (document 3 §3–§6, §9): hashing, control percentages, duration, activation. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { assign, bucketOf, isExpired, isTestActive, siteTestNames } from '../../../plugins/segments/ab-tests'

const NOW = Date.UTC(2026, 5, 1)
const site = { enable_ab_testing: 1, ab_test_names: 'top comments phase 2, vf_v2_test' }

test('the same user and test always get the same group; users spread by the control percentage', () => {
  assert.equal(assign('vf_v2_test', { userId: 'u-1', now: NOW }), assign('vf_v2_test', { userId: 'u-1', now: NOW }))
  const users = Array.from({ length: 2000 }, (_, i) => `user-${i}`)
  const share = (name: string) => users.filter((userId) => assign(name, { userId, now: NOW }).isIn).length / users.length
  assert.ok(Math.abs(share('vf_v2_test') - 0.5) < 0.05, 'default control 50 %')
  assert.ok(Math.abs(share('top comments phase 2') - 0.15) < 0.04, '"top comments phase 2": control 15 %')
  for (const userId of users.slice(0, 50)) {
    const record = assign('vf_v2_test', { userId, now: NOW })
    assert.is(record.isIn, record.hash < 50)
    assert.is(record.hash, bucketOf(`${userId}:vf_v2_test`))
  }
})

test('a record holds hash, isIn, control, expiry (90 days) and name; it is over after its duration', () => {
  const record = assign('top comments phase 2', { userId: 'u-9', now: NOW })
  assert.equal(Object.keys(record).sort(), ['control', 'expiry', 'hash', 'isIn', 'name'])
  assert.is(record.control, 15)
  assert.is(record.expiry, NOW + 90 * 86_400_000)
  assert.not.ok(isExpired(record, record.expiry - 1))
  assert.ok(isExpired(record, record.expiry))
})

test('administrators and moderators are in the variant unless refreshed', () => {
  const inControl = Array.from({ length: 200 }, (_, i) => `s-${i}`).find((userId) => assign('vf_v2_test', { userId, now: NOW }).isIn)!
  assert.is(assign('vf_v2_test', { userId: inControl, now: NOW, staff: true }).isIn, false)
  assert.is(assign('vf_v2_test', { userId: inControl, now: NOW, staff: true, refresh: true }).isIn, true)
})

test('active only with ab testing on, the name in the site list and known to the product, and no global disable', () => {
  assert.ok(isTestActive('top comments phase 2', site, false))
  assert.not.ok(isTestActive('top comments phase 2', { ...site, enable_ab_testing: 0 }, false))
  assert.not.ok(isTestActive('top comments phase 2', { ...site, ab_test_names: 'vf_v2_test' }, false))
  assert.not.ok(isTestActive('unknown test', { ...site, ab_test_names: 'unknown test' }, false))
  assert.not.ok(isTestActive('top comments phase 2', site, true))
  assert.equal(siteTestNames('a|b; c,\nd'), ['a', 'b', 'c', 'd'])
})

test.run()
