// The one test command: type check, Node unit tests, DOM tests (happy-dom), real-browser tests.
// Each group runs in its own process (happy-dom's globals would break Node-side tests), and the run
// ends with the single line CI reads: `N passed, N failed`.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const uvu = join(root, 'node_modules', 'uvu', 'bin.js')
const only = process.argv.slice(2) // e.g. `npm test -- unit dom`

/** Does `dir` hold at least one file matching `re` (recursively)? */
function hasFiles(dir, re) {
  if (!existsSync(dir)) return false
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && re.test(join(entry.parentPath ?? entry.path, entry.name))) return true
  }
  return false
}

const groups = [
  { name: 'typecheck', cmd: [join(root, 'node_modules', '.bin', 'tsc'), '--noEmit', '-p', 'tsconfig.json'], kind: 'single' },
  {
    name: 'unit',
    cmd: ['node', '--import', 'tsx', '--import', './test/setup/node.ts', uvu, 'test', '\\.test\\.tsx?$', '-i', '\\.dom\\.test\\.', '-i', '^browser', '--no-color'],
    kind: 'uvu',
  },
  {
    name: 'dom',
    cmd: ['node', '--import', 'tsx', '--import', './test/setup/dom.ts', uvu, 'test', '\\.dom\\.test\\.tsx?$', '-i', '^browser', '--no-color'],
    kind: 'uvu',
    when: () => hasFiles(join(root, 'test'), /\.dom\.test\.tsx?$/),
  },
  {
    // The store tests again, on a real PostgreSQL server (.ci/run provides one).
    name: 'postgres',
    cmd: ['node', '--import', 'tsx', '--import', './test/setup/node.ts', uvu, 'test/server', '\\.test\\.ts$', '--no-color'],
    env: { DATABASE_URL: process.env.VF_TEST_DATABASE_URL },
    kind: 'uvu',
    when: () => !!process.env.VF_TEST_DATABASE_URL,
  },
  {
    name: 'browser',
    cmd: ['node', '--import', 'tsx', './test/browser/run.ts'],
    kind: 'uvu',
    limitMs: 40 * 60_000,
    when: () => existsSync(join(root, 'test', 'browser', 'run.ts')),
  },
]

// A group that has printed its summary but does not exit holds a timer or socket open: that is a leak
// to fix, so it is stopped and counted as a failure instead of hanging CI. A group that never finishes
// is stopped at its time limit.
const EXIT_GRACE_MS = 15_000
const SUMMARY = /Duration:\s+[\d.]+m?s/

function run(cmd, env = {}, limitMs = 20 * 60_000) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), { cwd: root, env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    let out = ''
    let stopped = ''
    let grace
    const stop = (why) => {
      if (stopped) return
      stopped = why
      // The whole process group: a group's own children (the browser runner's uvu, Chromium) go too.
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        child.kill('SIGKILL')
      }
    }
    const limit = setTimeout(() => stop(`did not finish within ${limitMs / 60_000} minutes`), limitMs)
    const watch = (d) => {
      out += d
      if (!grace && SUMMARY.test(out)) grace = setTimeout(() => stop('reported but did not exit: a timer, socket or server was left open'), EXIT_GRACE_MS)
    }
    child.stdout.on('data', (d) => { watch(d); process.stdout.write(d) })
    child.stderr.on('data', (d) => { watch(d); process.stderr.write(d) })
    child.on('close', (code) => {
      clearTimeout(limit)
      clearTimeout(grace)
      if (stopped) console.log(`--- stopped: ${stopped}`)
      resolve({ code: stopped ? 1 : (code ?? 1), out })
    })
    child.on('error', (err) => resolve({ code: 1, out: String(err) }))
  })
}

let passed = 0
let failed = 0
for (const group of groups) {
  if (only.length && !only.includes(group.name)) continue
  if (group.when && !group.when()) continue
  console.log(`\n=== ${group.name} ===`)
  const { code, out } = await run(group.cmd, group.env, group.limitMs)
  if (group.kind === 'single') {
    if (code === 0) passed += 1
    else failed += 1
    console.log(`--- ${group.name}: ${code === 0 ? 'passed' : 'FAILED'}`)
    continue
  }
  // uvu prints "Total: N / Passed: N / Skipped: N" (possibly once per runner process).
  const totals = [...out.matchAll(/Total:\s+(\d+)\s+Passed:\s+(\d+)\s+Skipped:\s+(\d+)/g)]
  if (totals.length === 0) {
    failed += 1
    console.log(`--- ${group.name}: FAILED before reporting (exit ${code})`)
    continue
  }
  let groupPassed = 0
  let groupFailed = 0
  for (const [, total, ok, skipped] of totals) {
    groupPassed += Number(ok)
    groupFailed += Number(total) - Number(ok) - Number(skipped)
  }
  // A crash after the summary (an unhandled rejection, a non-zero exit) is a failure too.
  if (code !== 0 && groupFailed === 0) groupFailed = 1
  passed += groupPassed
  failed += groupFailed
  console.log(`--- ${group.name}: ${groupPassed} passed, ${groupFailed} failed`)
}

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
