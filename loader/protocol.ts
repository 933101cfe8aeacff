/**
 * What the loader (dist/vf.js) and the kernel agree on. The loader stubs every public call path so a
 * page can call `vf.…` before the kernel arrives; each early call is recorded and answered with a Promise
 * that the kernel settles once ready and the call has run (document 4 §1).
 */

/** Every public call path the loader stubs, dot-separated. */
export const PUBLIC_PATHS = [
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
  'session.logout',
  'session.login.cookie',
  'session.login.openIdConnect',
  'session.login.loginRadius',
  'session.login.social',
  'session.login.jwt',
  'topics.subscribe',
  'topics.unsubscribe',
  'topics.fetch',
  'topics.page',
  'topics.isSubscribedTo',
  'topics.count',
] as const

export type PublicPath = (typeof PUBLIC_PATHS)[number]

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
}

/** The global marker that refuses a second load. */
export const LOADED_MARKER = '__vfLoaded'
