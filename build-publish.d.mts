/** The file-system calls `publishDir` makes (node:fs's, or a test's that watches them). */
export interface PublishFs {
  existsSync(path: string): boolean
  mkdirSync(path: string, options: { recursive: true }): unknown
  readdirSync(path: string): string[]
  renameSync(from: string, to: string): void
  rmSync(path: string, options: { recursive?: boolean; force?: boolean }): void
  rmdirSync(path: string): void
  statSync(path: string): { isDirectory(): boolean }
}

/**
 * Moves the build in `staging` into `target` so that a reader of `target` finds, at every moment, the
 * old build or the new one whole (build-publish.mjs).
 */
export function publishDir(staging: string, target: string, fs?: PublishFs): { published: number; removed: string[] }
