/**
 * The loader's logic, kept apart from the entry so tests can run it against a fake window. It must stay
 * tiny (the build fails past 3 KB gzip) and never pull in the kernel: the kernel arrives by `import()`.
 * It knows no plugin: the paths it stubs beyond the kernel's own are handed to it (the build computes
 * them from what the shipped plugins declare).
 */
import { KERNEL_PUBLIC_PATHS, LOADED_MARKER, type EarlyCall, type LoaderHandoff } from '../contracts/loader'

export interface LoaderWindow {
  vf?: unknown
  console: Pick<Console, 'error'>
  [LOADED_MARKER]?: boolean
}

/**
 * Stubs `window.vf` — the kernel's public paths and `pluginPaths` — and hands it to the kernel; refuses a
 * second load. Returns false when refused.
 */
export function runLoader(
  win: LoaderWindow,
  scriptUrl: string,
  importKernel: () => Promise<{ boot(handoff: LoaderHandoff): unknown }>,
  pluginPaths: readonly string[] = [],
): boolean {
  if (win[LOADED_MARKER]) {
    // Logged, not thrown: an exception here would land in the host page's error handlers.
    win.console.error('[viafoura] Do not load vf.js twice. Please.')
    return false
  }
  win[LOADED_MARKER] = true

  const calls: EarlyCall[] = []
  const vf: Record<string, any> = {}
  const stubs = [...new Set([...KERNEL_PUBLIC_PATHS, ...pluginPaths])]
  for (const path of stubs) {
    const parts = path.split('.')
    let node = vf
    for (const part of parts.slice(0, -1)) node = node[part] ??= {}
    node[parts[parts.length - 1]!] = (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        calls.push({ path, args, resolve, reject })
      })
  }
  win.vf = vf

  importKernel().then(
    (kernel) => kernel.boot({ vf, calls, scriptUrl, stubs }),
    (error: unknown) => win.console.error('[viafoura] ChunkLoadError: the product could not be loaded.', error),
  )
  return true
}
