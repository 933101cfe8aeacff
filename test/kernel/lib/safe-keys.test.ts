import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { isSafeKey, safeEntries } from '../../../kernel/lib/safe-keys'

test('the keys that reach a prototype are not safe; any other string is, nothing else is', () => {
  for (const key of ['__proto__', 'constructor', 'prototype']) assert.not.ok(isSafeKey(key), key)
  for (const key of ['u-1', '', 'proto', '__proto', 'Constructor']) assert.ok(isSafeKey(key), key)
  for (const key of [undefined, null, 1, {}]) assert.not.ok(isSafeKey(key))
})

test('safeEntries leaves out an own __proto__ key parsed from JSON', () => {
  const parsed = JSON.parse('{"__proto__": {"x": 1}, "constructor": 2, "a": 3}') as Record<string, unknown>
  assert.equal(safeEntries(parsed), [['a', 3]])
})

test.run()
