/**
 * The real-browser test group: installs Chromium when missing, builds dist/, then runs every
 * test/browser/*.browser.ts file with uvu in this process's child.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'
import { ensureChromium } from './support/chromium'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
ensureChromium()
execFileSync('node', ['build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
const result = spawnSync(
  'node',
  ['--import', 'tsx', '--import', './test/setup/node.ts', join(root, 'node_modules', 'uvu', 'bin.js'), 'test/browser', '\\.browser\\.ts$', '--no-color'],
  { cwd: root, stdio: 'inherit' },
)
process.exit(result.status ?? 1)
