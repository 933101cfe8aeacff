/**
 * Builds as build.mjs lays them out, numbered by generation, and what a page fetches from dist/: a page
 * opening now (the loader and what it names), and a page opened on an earlier build that fetches its lazy
 * chunks later. Shared by the publish tests.
 */
import * as fs from 'node:fs'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { PublishFs } from '../../build-publish.mjs'

/** A content hash esbuild could have made (eight base32 characters), one per generation. */
export const hash = (generation: number) => `GEN${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[generation]}AAAA`

/** Generation `n` of the build: every build makes different kernel, view and locale chunks, the same React chunk. */
export function generation(n: number): Record<string, string> {
  const h = hash(n)
  const files: Record<string, string> = {
    'vf.js': `loader ${n}; import("./vf-kernel-${h}.js")`,
    'vf.js.br': `br of loader ${n}`,
    'vf.js.gz': `gz of loader ${n}`,
    [`vf-kernel-${h}.js`]: `kernel ${n}; import("./chunks/Conversations-${h}.js"); import("./chunks/de-de-${h}.js")`,
    [`vf-kernel-${h}.js.br`]: `br of kernel ${n}`,
    [`vf-kernel-${h}.js.gz`]: `gz of kernel ${n}`,
    [`vf-kernel-${h}.js.map`]: `map of kernel ${n}`,
    [`chunks/Conversations-${h}.js`]: `conversations view ${n}`,
    [`chunks/Conversations-${h}.js.br`]: `br of conversations view ${n}`,
    [`chunks/Conversations-${h}.js.gz`]: `gz of conversations view ${n}`,
    [`chunks/de-de-${h}.js`]: `german ${n}`,
    [`chunks/theme-${h}.css`]: `theme ${n}`,
    'chunks/react-SAMESAME.js': 'react',
    'chunks/react-SAMESAME.js.br': 'br of react',
    'site.css': `body{--generation:${n}}`,
    'site.css.br': `br of site.css ${n}`,
    'plugins/quiz.js': `quiz ${n}; import("./chunks/Quiz-${h}.js")`,
    [`plugins/chunks/Quiz-${h}.js`]: `quiz view ${n}`,
  }
  // A plugin the first build shipped and later ones do not: its unhashed entry goes with the next build.
  if (n === 1) Object.assign(files, { 'plugins/retired.js': 'retired 1', [`plugins/chunks/Retired-${h}.js`]: 'retired view 1' })
  return files
}

/** The content-hashed files of generation `n`: what a page opened on it may still fetch. */
export const hashedOf = (n: number) => Object.keys(generation(n)).filter((file) => /-[A-Z2-7]{8}\./.test(file))

export function lay(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
}

/** Every file under `dir` as a relative path; the publish's own dot folder not listed. */
export function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .filter((name) => prefix || name !== '.vf-publish')
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`]))
}

/**
 * What a page opening right now fetches: the loader, the kernel it names, the chunks the kernel names, the
 * stylesheet and the plugin with its view. Each must be there and whole (a build's exact text). Returns
 * the generation it found, or what went wrong.
 */
export function pageOpening(dist: string): number | string {
  const loader = join(dist, 'vf.js')
  if (!existsSync(loader)) return 'vf.js is missing'
  const n = Number(/^loader (\d+);/.exec(readFileSync(loader, 'utf8'))?.[1])
  if (!n || readFileSync(loader, 'utf8') !== generation(n)['vf.js']) return 'vf.js is half written'
  const problem = pageLater(dist, n, ['chunks/react-SAMESAME.js', 'site.css', 'plugins/quiz.js'])
  return problem ?? n
}

/** What a page opened on generation `n` fetches later: its hashed files, each whole. */
export function pageLater(dist: string, n: number, also: string[] = []): string | undefined {
  const want = generation(n)
  for (const file of [...hashedOf(n), ...also]) {
    if (!existsSync(join(dist, file))) return `${file} is missing for a page on build ${n}`
    const text = readFileSync(join(dist, file), 'utf8')
    if (file.includes(hash(n)) && text !== want[file]) return `${file} is not build ${n}'s`
  }
  return undefined
}

/** Which builds' hashed files (the shared React chunk aside) dist/ holds, whole. */
export function buildsIn(dist: string, upTo: number): number[] {
  const present = new Set(filesUnder(dist))
  return Array.from({ length: upTo }, (_, i) => i + 1).filter((n) => hashedOf(n).filter((file) => file.includes(hash(n))).every((file) => present.has(file)))
}

/** The manifest, when there is one; it is always whole. */
export function manifest(dist: string): { version: number; generations: { publishedAt: string; replacedAt?: string; files: string[] }[] } | undefined {
  const path = join(dist, '.vf-publish', 'generations.json')
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined
}

/** node:fs, with `check` run after every change the publish makes. */
export function watched(check: (step: string) => void): PublishFs & { steps: number } {
  const watch = { steps: 0 }
  const after =
    <A extends unknown[], R>(name: string, fn: (...args: A) => R) =>
    (...args: A): R => {
      const result = fn(...args)
      watch.steps++
      check(`${name}(${String(args[0]).split('/').slice(-2).join('/')})`)
      return result
    }
  return Object.assign(watch, {
    existsSync: fs.existsSync,
    readdirSync: (path: string) => fs.readdirSync(path),
    statSync: (path: string) => fs.statSync(path),
    readFileSync: (path: string, encoding: 'utf8') => fs.readFileSync(path, encoding),
    mkdirSync: after('mkdirSync', (path: string, options?: { recursive?: boolean }) => fs.mkdirSync(path, options)),
    writeFileSync: after('writeFileSync', (path: string, data: string, options?: { flag?: string }) => fs.writeFileSync(path, data, options)),
    renameSync: after('renameSync', fs.renameSync),
    rmSync: after('rmSync', fs.rmSync),
    rmdirSync: after('rmdirSync', (path: string) => fs.rmdirSync(path)),
  })
}

/** A temporary folder for one test, removed after it. */
export function inTemp(run: (base: string) => void | Promise<void>) {
  return async () => {
    const base = mkdtempSync(join(tmpdir(), 'vf-publish-'))
    try {
      await run(base)
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  }
}
