/**
 * Where a page's main-thread time went, from a V8 CPU profile taken over the Chrome DevTools Protocol:
 * idle, the browser's own work (style, layout, paint, parsing: V8 files it under "(program)"), garbage
 * collection, and JavaScript by origin (a package, a plugin, the kernel), found through dist/'s source
 * maps because the shipped code is minified and its chunk names are hashes.
 */
import { existsSync, readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { join } from 'node:path'

/** The parts of `Profiler.Profile` (Chrome DevTools Protocol) read here. */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }>
  samples?: number[]
  timeDeltas?: number[]
}

export interface TimeSplit {
  totalMs: number
  idleMs: number
  browserMs: number
  gcMs: number
  /** JavaScript self time by origin, largest first. */
  script: Array<{ origin: string; ms: number }>
}

/** `node_modules/react-dom/…` → react-dom, `plugins/comments/…` → plugins/comments, `kernel/…` → kernel. */
function originOf(source: string): string {
  const path = source.replace(/^(\.\.\/)+/, '')
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)
  if (pkg) return pkg[1]!
  const [top, second] = path.split('/')
  return top === 'plugins' && second ? `plugins/${second}` : (top ?? path)
}

/** Splits `profile`'s time; `dist` is the folder the page's scripts were served from (at the origin's root). */
export function splitProfile(profile: CpuProfile, dist: string): TimeSplit {
  const maps = new Map<string, SourceMap | undefined>()
  const mapFor = (url: string) => {
    const pathname = URL.canParse(url) ? new URL(url).pathname : ''
    if (!maps.has(pathname)) {
      const file = join(dist, pathname) + '.map'
      maps.set(pathname, pathname && existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : undefined)
    }
    return maps.get(pathname)
  }
  const originById = new Map<number, string>()
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame
    if (functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)') originById.set(node.id, functionName)
    else if (!url) originById.set(node.id, 'DOM calls and built-ins')
    else {
      const entry = mapFor(url)?.findEntry(lineNumber, columnNumber)
      originById.set(node.id, entry && 'originalSource' in entry ? originOf(entry.originalSource) : (new URL(url).pathname.split('/').pop() ?? url))
    }
  }
  const ms = new Map<string, number>()
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  // A sample's time runs until the next sample (the delta stored with the next one).
  for (let i = 0; i < samples.length; i++) {
    const origin = originById.get(samples[i]!) ?? '(unknown)'
    ms.set(origin, (ms.get(origin) ?? 0) + (deltas[i + 1] ?? 0) / 1000)
  }
  const take = (key: string) => {
    const value = ms.get(key) ?? 0
    ms.delete(key)
    return value
  }
  const idleMs = take('(idle)')
  const browserMs = take('(program)')
  const gcMs = take('(garbage collector)')
  const script = [...ms].map(([origin, value]) => ({ origin, ms: value })).sort((a, b) => b.ms - a.ms)
  return { totalMs: idleMs + browserMs + gcMs + script.reduce((sum, s) => sum + s.ms, 0), idleMs, browserMs, gcMs, script }
}
