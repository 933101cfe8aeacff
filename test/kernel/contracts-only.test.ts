/**
 * A third party writes a plugin from contracts/ and the README alone: contracts/ imports nothing outside
 * itself, and the type test that proves a plugin using every service type-checks
 * (test/types/third-party-plugin.type-test.ts) imports from contracts/ only.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const contracts = join(root, 'contracts')

/** The module specifiers `file` imports or re-exports (type-only ones too; `declare module` augmentations too). */
function specifiers(file: string): string[] {
  // Examples in documentation comments are not imports.
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s+['"]([^'"]+)['"]|declare module ['"]([^'"]+)['"]|import\(['"]([^'"]+)['"]\)/g)].map((m) => (m[1] ?? m[2] ?? m[3])!)
}

/** Does `specifier`, imported from `file`, resolve inside contracts/? */
const insideContracts = (file: string, specifier: string) => specifier.startsWith('.') && !relative(contracts, resolve(file, '..', specifier)).startsWith('..')

test('contracts/ imports nothing but contracts/', () => {
  const files = readdirSync(contracts, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
  assert.ok(files.length > 20)
  const outside = files.flatMap((file) => specifiers(file).filter((s) => !insideContracts(file, s)).map((s) => `${relative(root, file)} → ${s}`))
  assert.equal(outside, [])
})

test('the third-party plugin type test is written from contracts/ alone', () => {
  const file = join(root, 'test/types/third-party-plugin.type-test.ts')
  const found = specifiers(file)
  assert.ok(found.length >= 4, 'its imports and augmentations were read')
  assert.equal(found.filter((s) => !insideContracts(file, s)), [])
})

test.run()
