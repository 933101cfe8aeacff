/**
 * Two builds publishing into dist/ at once (two engineers running `node build.mjs`) take turns: each
 * reads and writes the generations manifest whole, so neither forgets the other's build and removes the
 * chunks of a page opened on it. A publish that died holding the lock (a build stopped with Ctrl-C) does
 * not stop the next one.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as nodeFs from 'node:fs'
import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { publishDir } from '../../build-publish.mjs'
import { buildsIn, generation, inTemp, lay, manifest } from './publish-support'

const LOCK = join('.vf-publish', 'lock')
const T0 = Date.parse('2026-11-26T08:00:00Z')

/** dist/ holding build 1, with a lock `pid` holds (written at `mtime`), and build 2 staged. */
function locked(base: string, pid: number, mtime = new Date()) {
  const dist = join(base, 'dist')
  lay(join(base, 'one'), generation(1))
  publishDir(join(base, 'one'), dist, { now: () => T0 })
  mkdirSync(join(dist, '.vf-publish'), { recursive: true })
  writeFileSync(join(dist, LOCK), String(pid))
  utimesSync(join(dist, LOCK), mtime, mtime)
  lay(join(base, 'two'), generation(2))
  return dist
}

test(
  'a publish waits while another holds the lock, then publishes and keeps the other’s build',
  inTemp((base) => {
    const dist = locked(base, 424242)
    let waits = 0
    const result = publishDir(join(base, 'two'), dist, {
      now: () => Date.now(),
      alive: (pid) => pid === 424242,
      wait: () => {
        waits++
        // The other publish finishes on the third wait.
        if (waits === 3) rmSync(join(dist, LOCK))
        if (waits > 10) throw new Error('never stopped waiting')
      },
    })
    assert.is(waits, 3)
    assert.is(result.builds, 2)
    assert.equal(buildsIn(dist, 2), [1, 2])
    assert.not.ok(existsSync(join(dist, LOCK)), 'the lock is released')
  }),
)

test(
  'a lock left by a publish whose process is gone is taken at once',
  inTemp((base) => {
    const dist = locked(base, 424242)
    let waits = 0
    publishDir(join(base, 'two'), dist, { alive: () => false, wait: () => void waits++ })
    assert.is(waits, 0)
    assert.equal(manifest(dist)?.generations.length, 2)
    assert.not.ok(existsSync(join(dist, LOCK)))
  }),
)

test(
  'a publish that died leaves no trace: its half-written manifest is removed, and a lock with this process’s own id is stale',
  inTemp((base) => {
    const dist = locked(base, process.pid)
    writeFileSync(join(dist, '.vf-publish', 'generations.json.31337'), '{"version":1,"gen')
    let waits = 0
    publishDir(join(base, 'two'), dist, { now: () => Date.now(), wait: () => void waits++ })
    assert.is(waits, 0)
    assert.equal(nodeFs.readdirSync(join(dist, '.vf-publish')), ['generations.json'])
    assert.equal(buildsIn(dist, 2), [1, 2])
  }),
)

test(
  'a lock older than two minutes is taken, even if its process id is in use again',
  inTemp((base) => {
    const written = new Date('2026-11-26T08:00:00Z')
    const dist = locked(base, 424242, written)
    let waits = 0
    publishDir(join(base, 'two'), dist, { now: () => written.getTime() + 2 * 60_000 + 1, alive: () => true, wait: () => void waits++ })
    assert.is(waits, 0)
    assert.equal(buildsIn(dist, 2), [1, 2])
  }),
)

test(
  'a publish that fails (a file it cannot move) releases the lock and leaves the manifest as it was',
  inTemp((base) => {
    const dist = locked(base, 424242)
    rmSync(join(dist, LOCK))
    const before = manifest(dist)
    let moves = 0
    const failing = {
      ...nodeFs,
      renameSync: (from: string, to: string) => {
        if (++moves === 3) throw new Error('disk full')
        nodeFs.renameSync(from, to)
      },
    }
    assert.throws(() => publishDir(join(base, 'two'), dist, { fs: failing }), /disk full/)
    assert.not.ok(existsSync(join(dist, LOCK)))
    assert.equal(manifest(dist), before)
  }),
)

test.run()
