/**
 * Which `vf.<path>` members a plugin may set (`ctx.api.expose`): its own name's (`<name>.<member>`), and
 * the spec's public names it declares in `publicApi` (document 4: `session.*`, `topics.*`). The kernel's
 * own members (the bus methods, `actions`, `context`, `plugins`) are never a plugin's.
 */
import { KERNEL_PUBLIC_PATHS } from '../contracts/loader'
import type { Plugin } from '../contracts/plugin'

/** Dot-separated identifiers, at least two: a member of a namespace on `vf`. */
const PATH = /^[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)+$/
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype'])
/** The first segments the kernel answers itself (`actions`, `context`, `plugins`; `$…` never match {@link PATH}). */
const KERNEL_OWNED = new Set(KERNEL_PUBLIC_PATHS.map((path) => path.split('.')[0]!))

/** The paths `plugin` declares (an empty list when it declares none). */
export function declaredPaths(plugin: Pick<Plugin, 'publicApi'>): readonly string[] {
  const paths = plugin.publicApi?.paths
  return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : []
}

/** Why `plugin` may not expose `path`, or undefined when it may. */
export function exposeRefusal(plugin: Pick<Plugin, 'name' | 'publicApi'>, path: unknown): string | undefined {
  if (typeof path !== 'string' || !PATH.test(path) || path.split('.').some((part) => UNSAFE.has(part))) {
    return `vf.${String(path)} is not a public path (dot-separated names, like "${plugin.name}.refresh")`
  }
  const [first] = path.split('.') as [string]
  if (KERNEL_OWNED.has(first)) return `vf.${first} is the kernel's own`
  if (first === plugin.name || declaredPaths(plugin).includes(path)) return undefined
  return `a plugin exposes "${plugin.name}.*" and the paths it declares in publicApi, not vf.${path}`
}

/** Every path the given plugins declare, once each, in order: what the loader stubs for early calls. */
export function publicPathsOf(plugins: readonly Pick<Plugin, 'publicApi'>[]): string[] {
  return [...new Set(plugins.flatMap(declaredPaths))]
}

/** The declared paths of the plugins that offer theirs on the deprecated `window.viafoura` too. */
export function v1PathsOf(plugins: readonly Pick<Plugin, 'publicApi'>[]): string[] {
  return publicPathsOf(plugins.filter((plugin) => plugin.publicApi?.v1 === true))
}
