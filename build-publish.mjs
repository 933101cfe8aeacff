// Publishing a build: build.mjs writes its outputs into a staging folder and this moves them into dist/,
// which the service may be serving at that very moment (`npm start`, a browser test's or a benchmark's
// service, while another test run builds). Removing dist/ and writing it afresh left it missing or half
// written for about two seconds: a page loaded then got a 404 for vf.js, the kernel or a widget's chunk,
// and showed no widget, or "This section could not be loaded", for good (seen once in about 80 loads of
// the 1,000-comment page while other runs built). Here every file is replaced by a rename (atomic on one
// file system), new files arrive before the files that name them, and files the build no longer makes go
// last, so a reader of dist/ finds, at every moment, either the old build or the new one, whole.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** Every file under `dir`, as paths relative to it (source maps and compressed siblings included). */
function filesUnder(dir, fs) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return fs.statSync(path).isDirectory() ? filesUnder(path, fs).map((file) => join(name, file)) : [name]
  })
}

/** Removes the folders under `dir` (not `dir` itself) that are left empty, deepest first. */
function pruneEmpty(dir, fs) {
  for (const name of fs.readdirSync(dir)) {
    const path = join(dir, name)
    if (!fs.statSync(path).isDirectory()) continue
    pruneEmpty(path, fs)
    if (fs.readdirSync(path).length === 0) fs.rmdirSync(path)
  }
}

const NODE_FS = { existsSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync, statSync }

/**
 * Moves the build in `staging` into `target`: first the files `target` does not have yet (new
 * content-hashed chunks, which nothing served names yet), then the ones it has (vf.js, a plugin's entry,
 * a stylesheet, and chunks whose content, and so name, did not change), each replaced at once; then the
 * files only the previous build made are removed, and `staging` with them. `fs` is node:fs (a test
 * watches each step through it).
 */
export function publishDir(staging, target, fs = NODE_FS) {
  const built = filesUnder(staging, fs)
  const had = new Set(filesUnder(target, fs))
  const move = (file) => {
    const to = join(target, file)
    fs.mkdirSync(dirname(to), { recursive: true })
    fs.renameSync(join(staging, file), to)
  }
  for (const file of built) if (!had.has(file)) move(file)
  for (const file of built) if (had.has(file)) move(file)
  const now = new Set(built)
  for (const file of had) if (!now.has(file)) fs.rmSync(join(target, file), { force: true })
  pruneEmpty(target, fs)
  fs.rmSync(staging, { recursive: true, force: true })
  return { published: built.length, removed: [...had].filter((file) => !now.has(file)) }
}
