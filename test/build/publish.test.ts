/**
 * A build published while the service serves dist/ (another test run building while a page loads): at
 * every step of the publish, a page loading then finds the loader, the chunk the loader names, the
 * chunks that did not change and the stylesheet — the old build or the new one, whole. Removing dist/
 * and writing it again, as the build did, left vf.js missing for about two seconds: the page then showed
 * no comment at all (seen once in about 80 loads of the 1,000-comment page while other runs built).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as fs from 'node:fs'
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { publishDir, type PublishFs } from '../../build-publish.mjs'

function lay(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`]))
}

/** What a page loading right now fetches: the loader, the kernel chunk it names, the shared chunk, the stylesheet. */
function pageLoad(dist: string): string | undefined {
  const loader = join(dist, 'vf.js')
  if (!existsSync(loader)) return 'vf.js is missing'
  const kernel = /import\("\.\/(chunks\/[^"]+)"\)/.exec(readFileSync(loader, 'utf8'))?.[1]
  if (!kernel) return 'vf.js names no kernel chunk'
  for (const file of [kernel, `${kernel}.br`, 'chunks/react-SAME.js', 'site.css', 'plugins/quiz.js']) {
    if (!existsSync(join(dist, file))) return `${file} is missing while vf.js is ${readFileSync(loader, 'utf8').includes('NEW') ? 'the new one' : 'the old one'}`
  }
  return undefined
}

const OLD = {
  'vf.js': 'loader OLD; import("./chunks/kernel-OLD.js")',
  'vf.js.br': 'br of loader OLD',
  'chunks/kernel-OLD.js': 'kernel OLD',
  'chunks/kernel-OLD.js.br': 'br of kernel OLD',
  'chunks/react-SAME.js': 'react',
  'site.css': 'body{}',
  'plugins/quiz.js': 'quiz OLD',
  'plugins/chunks/Quiz-OLD.js': 'quiz view OLD',
}
const NEW = {
  'vf.js': 'loader NEW; import("./chunks/kernel-NEW.js")',
  'vf.js.br': 'br of loader NEW',
  'chunks/kernel-NEW.js': 'kernel NEW',
  'chunks/kernel-NEW.js.br': 'br of kernel NEW',
  'chunks/react-SAME.js': 'react',
  'site.css': 'body{margin:0}',
  'plugins/quiz.js': 'quiz NEW',
  'plugins/chunks/Quiz-NEW.js': 'quiz view NEW',
}

/** node:fs, with a page load checked after every change publishDir makes. */
function watched(dist: string, problems: string[]): PublishFs & { steps: number } {
  const watch = { steps: 0 }
  const after = <A extends unknown[], R>(name: string, fn: (...args: A) => R) => (...args: A): R => {
    const result = fn(...args)
    watch.steps++
    const problem = pageLoad(dist)
    if (problem) problems.push(`after ${name}(${String(args[0]).slice(dist.length - 4)}): ${problem}`)
    return result
  }
  return Object.assign(watch, {
    existsSync: fs.existsSync,
    readdirSync: (path: string) => fs.readdirSync(path),
    statSync: (path: string) => fs.statSync(path),
    mkdirSync: after('mkdirSync', (path: string, options: { recursive: true }) => fs.mkdirSync(path, options)),
    renameSync: after('renameSync', fs.renameSync),
    rmSync: after('rmSync', fs.rmSync),
    rmdirSync: after('rmdirSync', (path: string) => fs.rmdirSync(path)),
  })
}

test('a page loading at any step of a publish finds a whole build; afterwards dist/ is exactly the new build', () => {
  const base = mkdtempSync(join(tmpdir(), 'vf-publish-'))
  try {
    const dist = join(base, 'dist')
    const staging = join(base, 'staging')
    lay(dist, OLD)
    lay(staging, NEW)
    assert.is(pageLoad(dist), undefined)
    const problems: string[] = []
    const fsWatched = watched(dist, problems)
    const { removed } = publishDir(staging, dist, fsWatched)
    assert.ok(fsWatched.steps >= Object.keys(NEW).length, 'every file was moved in a step of its own')
    assert.equal(problems, [])
    assert.equal(filesUnder(dist).sort(), Object.keys(NEW).sort())
    for (const [file, text] of Object.entries(NEW)) assert.is(readFileSync(join(dist, file), 'utf8'), text, file)
    assert.equal(removed.sort(), ['chunks/kernel-OLD.js', 'chunks/kernel-OLD.js.br', join('plugins', 'chunks', 'Quiz-OLD.js')].sort())
    assert.not.ok(existsSync(staging), 'the staging folder is gone')
  } finally {
    rmSync(base, { recursive: true, force: true })
  }
})

test('the first build publishes into a dist/ that does not exist yet; an unchanged rebuild changes nothing a page sees', () => {
  const base = mkdtempSync(join(tmpdir(), 'vf-publish-'))
  try {
    const dist = join(base, 'dist')
    lay(join(base, 'first'), NEW)
    publishDir(join(base, 'first'), dist)
    assert.equal(filesUnder(dist).sort(), Object.keys(NEW).sort())
    lay(join(base, 'again'), NEW)
    const problems: string[] = []
    const { removed } = publishDir(join(base, 'again'), dist, watched(dist, problems))
    assert.equal(problems, [])
    assert.equal(removed, [])
    assert.equal(filesUnder(dist).sort(), Object.keys(NEW).sort())
  } finally {
    rmSync(base, { recursive: true, force: true })
  }
})

test.run()
