/** The file-system calls `publishDir` makes (node:fs's, or a test's that watches them). */
export interface PublishFs {
  existsSync(path: string): boolean
  mkdirSync(path: string, options?: { recursive?: boolean }): unknown
  readFileSync(path: string, encoding: 'utf8'): string
  readdirSync(path: string): string[]
  renameSync(from: string, to: string): void
  rmSync(path: string, options: { recursive?: boolean; force?: boolean }): void
  rmdirSync(path: string): void
  statSync(path: string): { isDirectory(): boolean; mtimeMs: number }
  writeFileSync(path: string, data: string, options?: { flag?: string }): void
}

export interface PublishOptions {
  /** node:fs by default. */
  fs?: PublishFs
  /** The clock, in ms (Date.now by default): when a build was published and replaced, a lock's age. */
  now?: () => number
  /** The retention rule's bounds: previous builds kept at most, and for how long after being replaced. */
  keep?: { builds?: number; forMs?: number }
  /** Waits while another publish holds the lock (a synchronous sleep by default). */
  wait?: (ms: number) => void
  /** Whether a lock holder's process still runs (`process.kill(pid, 0)` by default). */
  alive?: (pid: number) => boolean
}

export interface PublishResult {
  /** Files the new build published. */
  published: number
  /** Files removed from `target`: earlier builds' unhashed files, and hashed ones past retention. */
  removed: string[]
  /** Hashed files kept for pages still running an earlier build. */
  kept: string[]
  /** Builds whose files `target` now holds, the new one included. */
  builds: number
}

/** Previous builds kept at most (the one just replaced included). */
export const KEEP_BUILDS: number
/** How long after it was replaced a build older than the one just replaced is kept. */
export const KEEP_FOR_MS: number
/** The publish's own folder in `target` (the generations manifest, the lock); never published over. */
export const STATE_DIR: string

/** Whether `file` is named by its content (`name-HASH.ext`, its .map, .br, .gz). */
export function isContentHashed(file: string): boolean

/**
 * Moves the build in `staging` into `target` so that a reader of `target` finds, at every moment, the
 * old build or the new one whole, and keeps earlier builds' content-hashed files for pages still running
 * them, by the retention rule in build-publish.mjs.
 */
export function publishDir(staging: string, target: string, options?: PublishOptions): PublishResult
