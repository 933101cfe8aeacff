/**
 * Plugin failures have one shape: a VfError with a stable code of contracts/errors.ts (integrators and
 * plugins branch on the code, never on the message), never a plain Error.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

test('no plugin source throws or rejects with a plain Error', () => {
  const plain = /new Error\(/
  const offenders: string[] = []
  for (const entry of readdirSync('plugins', { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (plain.test(line) && !line.trim().startsWith('//') && !line.trim().startsWith('*')) offenders.push(`${file}:${index + 1}: ${line.trim()}`)
      })
  }
  assert.equal(offenders, [])
})

test.run()
