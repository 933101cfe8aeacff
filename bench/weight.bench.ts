/**
 * What the demo article makes a reader download before its first comment shows: every script the page
 * fetched until the discussion's first comment was painted, in Debian's Chromium against the reference
 * service (as `npm start` serves it: compressed, see examples/server/static.ts). The reader comes by a
 * link to the discussion (`/#discussion`), so the widget is in view from the start, as one who scrolls
 * there at once sees it.
 *
 * Each script is counted as served (the bytes on the wire: brotli here) and as gzip (the file at level 9,
 * what any server can send). The baseline is the React runtime alone (`react` and `react-dom/client`)
 * built from the same React with the build's options and gzipped the same way: React is the one thing a
 * React widget cannot leave out. Goal ≤ 1.5×.
 *
 * Each script is named by what it holds (the build's metafile, node_modules/.cache/vf-build): the
 * detail is the split by chunk that says where the bytes go.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import type { BenchResult } from './bus.bench'
import { distDir, withBenchPage, type BenchPage } from './chromium-bench'
import type { WeightProbe } from './weight.page'

const GOAL = 1.5
const root = fileURLToPath(new URL('..', import.meta.url))

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gzipSize = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length

/** The React runtime as a widget needs it, minified for production like build.mjs's outputs, gzipped. */
export async function reactRuntimeGzip(): Promise<number> {
  const result = await build({
    stdin: { contents: "export * from 'react'; export { createRoot, hydrateRoot } from 'react-dom/client'", resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    target: ['es2020'],
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  return gzipSize(result.outputFiles[0]!.contents)
}

interface Metafile {
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, { bytesInOutput: number }>; imports?: Array<{ path: string; kind: string }> }>
}

/**
 * What the kernel's entry (the composition root and the chunks it imports statically: what every page
 * fetches first) is made of, minified bytes by source: each plugin's setup code, the kernel, packages.
 * Deferred plugins (kernel/deferred.ts) are not in it.
 */
function entrySplit(): string {
  const path = join(root, 'node_modules', '.cache', 'vf-build', 'metafile.json')
  if (!existsSync(path)) return ''
  const { outputs } = JSON.parse(readFileSync(path, 'utf8')) as Metafile
  const entry = Object.keys(outputs).find((output) => outputs[output]!.entryPoint === 'loader/product.ts')
  if (!entry) return ''
  const closure = new Set<string>()
  const visit = (output: string) => {
    if (closure.has(output)) return
    closure.add(output)
    for (const imported of outputs[output]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path)
  }
  visit(entry)
  const by = new Map<string, number>()
  for (const output of closure) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[output]!.inputs)) {
      const parts = input.split('/')
      const name = parts[0] === 'plugins' ? `plugins/${parts[1]}` : parts[0] === 'node_modules' ? parts[1]! : parts[0]!.replace(/\.ts$/, '')
      by.set(name, (by.get(name) ?? 0) + bytesInOutput)
    }
  }
  const total = [...by.values()].reduce((a, b) => a + b, 0)
  return `kernel entry ${kb(total)} minified: ${[...by].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}`
}

/** A chunk's content in a few words: its entry point, else its largest sources (a package, or a folder of ours). */
function describer(): (file: string) => string {
  const path = join(root, 'node_modules', '.cache', 'vf-build', 'metafile.json')
  if (!existsSync(path)) return () => ''
  const meta = JSON.parse(readFileSync(path, 'utf8')) as Metafile
  const byFile = new Map(Object.entries(meta.outputs).map(([output, info]) => [output.replace(/^dist\//, ''), info]))
  return (file) => {
    const info = byFile.get(file)
    if (!info) return file === 'vf.js' ? 'the loader' : ''
    const sources = new Map<string, number>()
    for (const [input, { bytesInOutput }] of Object.entries(info.inputs)) {
      const parts = input.split('/')
      const name = parts[0] === 'node_modules' ? parts.slice(1, parts[1]!.startsWith('@') ? 3 : 2).join('/') : parts.length > 2 ? parts.slice(0, 2).join('/') : input
      sources.set(name, (sources.get(name) ?? 0) + bytesInOutput)
    }
    const total = [...sources.values()].reduce((a, b) => a + b, 0)
    const top = [...sources].sort((a, b) => b[1] - a[1]).slice(0, 3).filter(([, bytes]) => bytes / total >= 0.1)
    const what = top.map(([name, bytes]) => (top.length > 1 ? `${name} ${Math.round((bytes / total) * 100)}%` : name)).join(', ')
    return info.entryPoint ? `${info.entryPoint}${what && what !== info.entryPoint ? ` (${what})` : ''}` : what
  }
}

interface Fetched {
  url: string
  start: number
  served: number
  decoded: number
}

export async function benchWeight(): Promise<BenchResult> {
  const react = await reactRuntimeGzip()
  return withBenchPage('weight.page.ts', (bench) => measureWeight(bench, react))
}

/** One load of the demo article on a page with the harness (weight.page.ts) in; `react`: the baseline's gzip bytes. */
export async function measureWeight({ page, service }: BenchPage, react: number): Promise<BenchResult> {
  {
    await page.goto(`${service.origin}/#discussion`)
    await page.waitForFunction(() => (window as unknown as { vfWeight: WeightProbe }).vfWeight.painted !== undefined, undefined, { timeout: 60_000 })
    // What comes after the first comment (the socket, the bell's chunk…) is listed as such: let it come.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
    const { painted, fetched } = await page.evaluate(() => ({
      painted: (window as unknown as { vfWeight: WeightProbe }).vfWeight.painted!,
      fetched: performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
        .map((entry) => ({ url: entry.name, start: entry.startTime, served: entry.encodedBodySize, decoded: entry.decodedBodySize })),
    }))
    const describe = describer()
    const before = (fetched as Fetched[]).filter((script) => script.start < painted)
    const rows = before.map((script) => {
      const file = decodeURIComponent(new URL(script.url).pathname.replace(/^\//, ''))
      const path = join(distDir, file)
      const gzip = existsSync(path) ? gzipSize(readFileSync(path)) : script.served
      return { file, served: script.served, decoded: script.decoded, gzip, what: describe(file) }
    })
    const served = rows.reduce((sum, row) => sum + row.served, 0)
    const gzip = rows.reduce((sum, row) => sum + row.gzip, 0)
    const ratio = gzip / react
    const width = Math.max(...rows.map((row) => row.file.length))
    const list = [...rows]
      .sort((a, b) => b.gzip - a.gzip)
      .map((row) => `${row.file.padEnd(width)} ${kb(row.served).padStart(9)} served ${kb(row.gzip).padStart(9)} gzip ${kb(row.decoded).padStart(9)} raw  ${row.what}`)
    const later = (fetched as Fetched[]).filter((script) => script.start >= painted).map((script) => describe(new URL(script.url).pathname.slice(1)) || new URL(script.url).pathname)
    return {
      name: `weight: ${rows.length} scripts, ${kb(served)} served / ${kb(gzip)} gzip before the first comment; React runtime ${kb(react)} gzip; ratio ${ratio.toFixed(2)}× (goal ≤ ${GOAL}×)`,
      ratio,
      goal: GOAL,
      detail: [
        `first comment painted ${Math.round(painted)} ms after navigation; fetched after it: ${later.length ? later.join('; ') : 'nothing'}`,
        ...(entrySplit() ? [entrySplit()] : []),
        ...list,
      ].join('\n    '),
    }
  }
}
