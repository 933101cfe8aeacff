// Publishing a build: build.mjs writes its outputs into a staging folder and this moves them into dist/,
// which the service may be serving at that very moment (`npm start`, a browser test's or a benchmark's
// service, while another test run builds). Removing dist/ and writing it afresh left it missing or half
// written for about two seconds: a page loaded then got a 404 for vf.js, the kernel or a widget's chunk,
// and showed no widget, or "This section could not be loaded", for good (seen once in about 80 loads of
// the 1,000-comment page while other runs built). Here every file is replaced by a rename (atomic on one
// file system), and new files arrive before the files that name them, so a reader of dist/ finds, at
// every moment, the new build whole or the old one.
//
// A page opened before the publish keeps running the build it loaded, and fetches that build's chunks
// later (a widget scrolled into view, another locale, a view opened): removing the previous build's files
// at once answered those with a 404 (a ChunkLoadError, "This section could not be loaded"), seen by several
// engineers while others rebuilt, and by any reader with a tab open across a deploy. So the content-hashed
// files (`name-HASH.ext`: chunks, the kernel entry, their .br/.gz copies and source maps, hashed
// stylesheets and locales) of the builds dist/ held before are kept for a while — the RETENTION RULE:
//   - the build just replaced is always kept, however long ago it was published;
//   - older builds are kept while they were replaced less than KEEP_FOR_MS (24 hours) ago,
//   - but never more than KEEP_BUILDS (5) previous builds in all (a day of rebuilds stays bounded);
//   - a build whose hashed files the new one all has (an unchanged rebuild) is no build of its own here.
// A hashed name never changes its content, so an old file beside the new ones is harmless: only a page
// that names it fetches it. Unhashed files (vf.js, a plugin's entry, the pages' stylesheets) exist once
// and are replaced by the new build's, and one the new build no longer makes goes at once.
// Which builds made which files is kept in dist/.vf-publish/generations.json (the newest first), beside
// the lock that makes two builds publishing at once take turns; the static service does not send
// dist/.vf-publish (a dot folder).
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, rmdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** Previous builds kept at most (the one just replaced included). */
export const KEEP_BUILDS = 5
/** How long after it was replaced a build older than the one just replaced is kept. */
export const KEEP_FOR_MS = 24 * 60 * 60 * 1000
/** The publish's own folder in dist/: the generations manifest and the lock. */
export const STATE_DIR = '.vf-publish'
const MANIFEST = 'generations.json'
const LOCK = 'lock'
/** A lock older than this is a publish that died (one takes about a second). */
const LOCK_STALE_MS = 2 * 60 * 1000
const LOCK_POLL_MS = 25

/**
 * esbuild's `[name]-[hash]` (eight base32 characters), as build.mjs names chunks, assets and the kernel
 * entry, with a source map's `.map` and a compressed copy's `.br`/`.gz` after it.
 */
const HASHED_NAME = /-[A-Z2-7]{8}\.[A-Za-z0-9]+(?:\.map)?(?:\.br|\.gz)?$/

/** Whether `file` is named by its content, so a page still running an older build may fetch it. */
export function isContentHashed(file) {
  return HASHED_NAME.test(file)
}

/** Every file under `dir`, as paths relative to it (source maps and compressed siblings included); not the publish's own folder. */
function filesUnder(dir, fs, top = true) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir).flatMap((name) => {
    if (top && name === STATE_DIR) return []
    const path = join(dir, name)
    return fs.statSync(path).isDirectory() ? filesUnder(path, fs, false).map((file) => join(name, file)) : [name]
  })
}

/** Removes the folders under `dir` (not `dir` itself, nor the publish's own) that are left empty, deepest first. */
function pruneEmpty(dir, fs, top = true) {
  for (const name of fs.readdirSync(dir)) {
    const path = join(dir, name)
    if ((top && name === STATE_DIR) || !fs.statSync(path).isDirectory()) continue
    pruneEmpty(path, fs, false)
    if (fs.readdirSync(path).length === 0) fs.rmdirSync(path)
  }
}

/** Waits `ms` without returning to the event loop (the publish is synchronous, like the build's end). */
function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

/** Whether the process `pid` (on this machine) still runs. */
function processRuns(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/**
 * Takes dist/'s publish lock (a file made only if absent, holding the publisher's pid), waiting while
 * another publish holds it; a lock whose process is gone, or older than LOCK_STALE_MS, is taken over.
 * Returns its release.
 */
function lock(target, { fs, now, wait, alive }) {
  const path = join(target, STATE_DIR, LOCK)
  for (;;) {
    try {
      fs.writeFileSync(path, String(process.pid), { flag: 'wx' })
      return () => fs.rmSync(path, { force: true })
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
    }
    let stale
    try {
      const pid = Number(fs.readFileSync(path, 'utf8'))
      // An empty file is a lock being written this instant.
      // Our own pid there is a lock left by an earlier process that had it (this one holds none yet).
      stale = (pid > 0 && (pid === process.pid || !alive(pid))) || now() - fs.statSync(path).mtimeMs > LOCK_STALE_MS
    } catch (error) {
      if (error.code === 'ENOENT') continue // released meanwhile
      throw error
    }
    if (stale) fs.rmSync(path, { force: true })
    else wait(LOCK_POLL_MS)
  }
}

const isGeneration = (g) =>
  g !== null && typeof g === 'object' && Array.isArray(g.files) && g.files.every((file) => typeof file === 'string') &&
  (g.replacedAt === undefined || typeof g.replacedAt === 'string')

/**
 * The builds dist/ holds, the newest first, as the manifest says. Without one (a dist/ published before
 * builds were tracked, or copied without its dot folder) or with one this cannot read, the hashed files
 * dist/ has are the build being replaced: nothing a page may need is lost.
 */
function readGenerations(target, fs, had) {
  try {
    const data = JSON.parse(fs.readFileSync(join(target, STATE_DIR, MANIFEST), 'utf8'))
    if (data?.version === 1 && Array.isArray(data.generations) && data.generations.every(isGeneration)) return data.generations
  } catch {
    // Read as absent, below.
  }
  const files = [...had].filter(isContentHashed)
  return files.length ? [{ files }] : []
}

const NODE_FS = { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, rmdirSync, statSync, writeFileSync }

/**
 * Moves the build in `staging` into `target`: first the files `target` does not have yet (new
 * content-hashed chunks, which nothing served names yet), then the ones it has (vf.js, a plugin's entry,
 * a stylesheet, and chunks whose content, and so name, did not change), each replaced at once; then it
 * records the new build in the manifest and removes what no page needs any more: the previous builds'
 * unhashed files the new one does not make, and the hashed files of builds past the retention rule (the
 * file's head). `staging` goes too. Options: `fs` (node:fs, or a test's that watches each step), `now`
 * (the clock, ms), `keep` ({ builds, forMs }, the rule's bounds), `wait` and `alive` (the lock's sleep and
 * process check).
 */
export function publishDir(staging, target, options = {}) {
  const fs = options.fs ?? NODE_FS
  const now = options.now ?? Date.now
  fs.mkdirSync(join(target, STATE_DIR), { recursive: true })
  const release = lock(target, { fs, now, wait: options.wait ?? sleepSync, alive: options.alive ?? processRuns })
  try {
    return publishLocked(staging, target, fs, now(), { builds: KEEP_BUILDS, forMs: KEEP_FOR_MS, ...options.keep })
  } finally {
    release()
  }
}

function publishLocked(staging, target, fs, at, keep) {
  // A manifest half written by a publish that died before renaming it over the old one.
  for (const name of fs.readdirSync(join(target, STATE_DIR))) {
    if (name.startsWith(`${MANIFEST}.`)) fs.rmSync(join(target, STATE_DIR, name), { force: true })
  }
  const built = filesUnder(staging, fs)
  const had = new Set(filesUnder(target, fs))
  const before = readGenerations(target, fs, had)
  const move = (file) => {
    const to = join(target, file)
    fs.mkdirSync(dirname(to), { recursive: true })
    fs.renameSync(join(staging, file), to)
  }
  for (const file of built) if (!had.has(file)) move(file)
  for (const file of built) if (had.has(file)) move(file)
  const now = new Set(built)

  // Each earlier build keeps the hashed files only it (and builds as old) still needs: those dist/ has
  // and the new build does not make. One left with none is not counted.
  const previous = before
    .map((g) => ({ ...g, replacedAt: g.replacedAt ?? new Date(at).toISOString(), files: g.files.filter((file) => had.has(file) && !now.has(file)) }))
    .filter((g) => g.files.length > 0)
  const kept = previous.filter((g, i) => i === 0 || (i < keep.builds && at - Date.parse(g.replacedAt) < keep.forMs))
  const keptFiles = new Set(kept.flatMap((g) => g.files))
  const generations = [{ publishedAt: new Date(at).toISOString(), files: built.filter(isContentHashed) }, ...kept]
  // Written whole, then renamed over the old one; before anything is removed, so a publish that dies
  // halfway leaves files the manifest does not name, which the next publish removes (they are in its `had`).
  const manifest = join(target, STATE_DIR, MANIFEST)
  fs.writeFileSync(`${manifest}.${process.pid}`, `${JSON.stringify({ version: 1, generations }, null, 1)}\n`)
  fs.renameSync(`${manifest}.${process.pid}`, manifest)

  const removed = [...had].filter((file) => !now.has(file) && !keptFiles.has(file))
  for (const file of removed) fs.rmSync(join(target, file), { force: true })
  pruneEmpty(target, fs)
  fs.rmSync(staging, { recursive: true, force: true })
  return { published: built.length, removed, kept: [...keptFiles], builds: generations.length }
}
