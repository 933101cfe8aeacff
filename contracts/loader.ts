/**
 * What the loader (dist/vf.js) and the kernel agree on (document 4 §1). The loader stubs every public
 * call path so a page can call `vf.…` before the kernel arrives; each early call is recorded and answered
 * with a Promise that the kernel settles once ready and the call has run. The loader stubs the kernel's
 * own paths (below) and the paths the shipped plugins declare (`Plugin.publicApi`), which the build
 * reads from the composition root; it hands the kernel the list it stubbed.
 */

/** The public call paths the kernel itself answers, dot-separated: the bus, actions, context, plugins. */
export const KERNEL_PUBLIC_PATHS = [
  '$publish',
  '$subscribe',
  '$once',
  '$unsubscribe',
  '$prepublish',
  'actions.addInterceptor',
  'actions.removeInterceptor',
  'actions.call',
  'context.get',
  'context.reset',
  'context.teardown',
  'context.setup',
  'context.resetWidget',
  'context.setCurrentPage',
  'context.loadNewPage',
  'plugins.use',
  'plugins.remove',
] as const

/** One of {@link KERNEL_PUBLIC_PATHS}. */
export type KernelPublicPath = (typeof KERNEL_PUBLIC_PATHS)[number]

/** One call made before ready. */
export interface EarlyCall {
  readonly path: string
  readonly args: unknown[]
  /** The object the call was made on, when not `window.vf` (the v1 global's own bus methods). */
  readonly target?: Record<string, unknown>
  resolve(value: unknown): void
  reject(reason: unknown): void
}

/** What the loader hands the kernel's boot function. */
export interface LoaderHandoff {
  /** The `window.vf` object the page already holds: the kernel installs the real methods onto it. */
  readonly vf: Record<string, unknown>
  /** Calls made before ready, in order. */
  readonly calls: EarlyCall[]
  /** The URL the loader was served from (endpoint defaults derive from it). */
  readonly scriptUrl: string
  /**
   * Every path the loader stubbed (the kernel's and the shipped plugins'): once ready, each one no plugin
   * provides answers "not available" instead of queueing. Absent when the kernel starts without the
   * loader (tests): then nothing was stubbed.
   */
  readonly stubs?: readonly string[]
}

/** The global marker that refuses a second load. */
export const LOADED_MARKER = '__vfLoaded'
