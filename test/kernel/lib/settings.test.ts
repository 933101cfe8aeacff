import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { isOn } from '../../../kernel/lib/settings'

test('a switch is on unless it says off; absent is the fallback', () => {
  for (const on of [1, true, '1', 'true', 'on', 'yes', 2, 'enabled']) assert.ok(isOn(on), String(on))
  for (const off of [0, false, '0', 'false', 'off', 'no', '', ' 0 ', NaN]) assert.not.ok(isOn(off), JSON.stringify(off))
  assert.not.ok(isOn(undefined))
  assert.not.ok(isOn(null))
  assert.ok(isOn(undefined, true), 'a setting that is on by default')
  assert.not.ok(isOn(0, true), 'an explicit 0 wins over the default')
})

test('no plugin or service file keeps a switch reader of its own (one rule for client and service)', async () => {
  const { readdirSync, readFileSync } = await import('node:fs')
  const { join } = await import('node:path')
  const own = /const\s+(on|enabled|isEnabled|switchOn)\s*=\s*\(value/
  for (const root of ['plugins', 'examples/server']) {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue
      const file = join(entry.parentPath, entry.name)
      assert.not.match(readFileSync(file, 'utf8'), own, file)
    }
  }
})

test.run()
