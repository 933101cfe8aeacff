import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { isVfError } from '../../../kernel/errors'
import { intervalToSeconds } from '../../../kernel/lib/interval'
import { clamp, parseBoolean, parseEnum, parseInteger } from '../../../kernel/lib/parse'
import { required, requireParam } from '../../../kernel/lib/required'
import { toMs } from '../../../kernel/lib/timestamps'
import { collapseWhitespace, cutMeta, truncate } from '../../../kernel/lib/truncate'

test('parseInteger returns the fallback outside min…max or for non-numbers', () => {
  const o = { min: 1, max: 100, fallback: 10 }
  assert.is(parseInteger('25', o), 25)
  assert.is(parseInteger(' 7 ', o), 7)
  assert.is(parseInteger(3.9, o), 3)
  assert.is(parseInteger('0', o), 10)
  assert.is(parseInteger('101', o), 10)
  assert.is(parseInteger('abc', o), 10)
  assert.is(parseInteger('12px', o), 10)
  assert.is(parseInteger(null, o), 10)
  assert.is(parseInteger(Infinity, o), 10)
  assert.is(parseInteger('5', { fallback: 0 }), 5)
})

test('clamp, parseBoolean, parseEnum', () => {
  assert.is(clamp(500, 1, 100), 100)
  assert.is(clamp(-3, 0, 100), 0)
  assert.is(parseBoolean('true', false), true)
  assert.is(parseBoolean('FALSE', true), false)
  assert.is(parseBoolean('', false), true)
  assert.is(parseBoolean('0', true), false)
  assert.is(parseBoolean('maybe', true), true)
  assert.is(parseBoolean(undefined, false), false)
  assert.is(parseEnum('oldest', ['newest', 'oldest'] as const, 'newest'), 'oldest')
  assert.is(parseEnum('sideways', ['newest', 'oldest'] as const, 'newest'), 'newest')
  assert.is(parseEnum('__proto__', ['newest'] as const, 'newest'), 'newest')
})

test('truncate counts the ellipsis, never splits an emoji; cutMeta collapses and cuts to 500', () => {
  assert.is(truncate('Hello world', 20), 'Hello world')
  assert.is(truncate('Hello world', 6), 'Hello…')
  assert.is(truncate('ab😀cd', 4), 'ab😀…')
  assert.is(truncate('😀😀😀', 2), '😀…')
  assert.is(collapseWhitespace('  a \n\t b\u00a0 c '), 'a b c')
  const meta = cutMeta(`x${' y'.repeat(400)}`)
  assert.is(meta.length, 500)
})

test('timestamps under 13 digits are seconds', () => {
  assert.is(toMs(1_700_000_000), 1_700_000_000_000)
  assert.is(toMs('1700000000'), 1_700_000_000_000)
  assert.is(toMs(1_700_000_000_123), 1_700_000_000_123)
  assert.is(toMs('nope'), undefined)
  assert.is(toMs(-5), undefined)
})

test('interval strings y d h m s → seconds; a bad part is named', () => {
  assert.is(intervalToSeconds('1y 2d 3h 4m 5s'), 365 * 86400 + 2 * 86400 + 3 * 3600 + 4 * 60 + 5)
  assert.is(intervalToSeconds('90s'), 90)
  assert.is(intervalToSeconds(42), 42)
  try {
    intervalToSeconds('3h 2w')
    assert.unreachable()
  } catch (error) {
    assert.ok(isVfError(error, 'InvalidArgument'))
    assert.is((error as Error).message, 'Invalid interval part "2w"')
  }
})

test('required parameters: null or undefined is an error naming the parameter', () => {
  assert.is(requireParam('s1', 'section_uuid'), 's1')
  assert.is(requireParam(0, 'page_id'), 0)
  for (const missing of [null, undefined]) {
    try {
      requireParam(missing, 'section_uuid')
      assert.unreachable()
    } catch (error) {
      assert.ok(isVfError(error, 'RequiredParameter'))
      assert.is((error as Error).message, 'Missing required parameter: section_uuid')
    }
  }
  try {
    required({ section_uuid: 's', user_id: undefined }, ['section_uuid', 'user_id'])
    assert.unreachable()
  } catch (error) {
    assert.is((error as Error).message, 'Missing required parameter: user_id')
  }
})

test.run()
