/**
 * A build published while the service serves dist/ (another engineer building while a page loads, or a
 * deploy while readers read): at every step of the publish, a page opening then finds the loader and
 * everything it names, whole, from the old build or the new one; and a page opened before the publish,
 * still running the old build, finds that build's lazily loaded chunks when it fetches them later (a
 * widget scrolled into view, another locale) — they used to be removed with the publish, a 404 and a
 * ChunkLoadError in that page. Earlier builds' content-hashed files go by the retention rule
 * (build-publish.mjs): the build just replaced always stays; older ones while replaced less than a day
 * ago, five previous builds at most.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { KEEP_BUILDS, publishDir } from '../../build-publish.mjs'
import { buildsIn, filesUnder, generation, hash, hashedOf, inTemp, lay, manifest, pageLater, pageOpening, watched } from './publish-support'

const HOUR = 60 * 60 * 1000
const T0 = Date.parse('2026-11-26T08:00:00Z')

/** Publishes generation `n` into base/dist at time `at`, checking after every step what pages find. */
function publish(base: string, n: number, at: number, options: { keep?: { builds?: number; forMs?: number }; pagesOn?: number[] } = {}) {
  const dist = join(base, 'dist')
  const staging = join(base, `staging-${n}`)
  lay(staging, generation(n))
  const problems: string[] = []
  // A page can open once there was a build; the manifest is checked once there was a whole one.
  const hadBuild = existsSync(join(dist, 'vf.js'))
  let hadManifest = true
  try {
    manifest(dist)
  } catch {
    hadManifest = false
  }
  const fs = watched((step) => {
    const opening = pageOpening(dist)
    if (hadBuild && typeof opening === 'string') problems.push(`after ${step}: a page opening: ${opening}`)
    for (const on of options.pagesOn ?? []) {
      const later = pageLater(dist, on)
      if (later) problems.push(`after ${step}: ${later}`)
    }
    try {
      manifest(dist)
    } catch {
      if (hadManifest) problems.push(`after ${step}: the manifest is half written`)
    }
  })
  const result = publishDir(staging, dist, { fs, now: () => at, keep: options.keep })
  assert.equal(problems, [], `publishing build ${n}`)
  assert.not.ok(existsSync(staging), 'the staging folder is gone')
  // The newest build's files, whole: every unhashed entry is the newest.
  for (const [file, text] of Object.entries(generation(n))) assert.is(readFileSync(join(dist, file), 'utf8'), text, file)
  return { ...result, steps: fs.steps, dist }
}

test(
  'a page opening at any step of a publish finds a whole build, and a page opened before it still finds its own build’s chunks afterwards',
  inTemp((base) => {
    publish(base, 1, T0)
    const { dist, removed, kept, steps, builds } = publish(base, 2, T0 + HOUR, { pagesOn: [1] })
    assert.ok(steps >= Object.keys(generation(2)).length, 'every file was moved in a step of its own')
    assert.equal(pageLater(dist, 1), undefined, 'build 1’s hashed chunks, maps and compressed copies are all kept')
    assert.equal(removed, ['plugins/retired.js'], 'build 1’s unhashed entry that build 2 does not make goes at once')
    assert.equal(kept.sort(), hashedOf(1).filter((file) => file.includes(hash(1))).sort())
    assert.is(builds, 2)
    assert.is(pageOpening(dist), 2)
    assert.not.ok(filesUnder(dist).some((file) => file.startsWith('.vf-publish')), 'the publish’s own folder is no output')
  }),
)

test(
  'with one previous build kept: build 1’s hashed files survive the publish of build 2 and go with build 3; entry files are always the newest',
  inTemp((base) => {
    const keep = { builds: 1 }
    publish(base, 1, T0, { keep })
    const second = publish(base, 2, T0 + 1, { keep, pagesOn: [1] })
    assert.equal(buildsIn(second.dist, 2), [1, 2])
    const third = publish(base, 3, T0 + 2, { keep, pagesOn: [2] })
    assert.equal(buildsIn(third.dist, 3), [2, 3])
    assert.equal(third.removed.sort(), hashedOf(1).filter((file) => file.includes(hash(1))).sort(), 'build 1’s hashed files, and nothing else')
    assert.ok(existsSync(join(third.dist, 'chunks/react-SAMESAME.js')), 'a chunk every build makes stays')
    assert.equal(
      filesUnder(third.dist).sort(),
      [...new Set([...Object.keys(generation(3)), ...hashedOf(2)])].sort(),
      'dist/ is build 3 and build 2’s hashed files, nothing more',
    )
  }),
)

test(
  'by default the build just replaced always stays; older builds stay while replaced less than a day ago',
  inTemp((base) => {
    publish(base, 1, T0)
    publish(base, 2, T0 + HOUR)
    const third = publish(base, 3, T0 + 2 * HOUR, { pagesOn: [1, 2] })
    assert.equal(buildsIn(third.dist, 3), [1, 2, 3], 'builds replaced an hour or two ago are kept')
    // A day and more later: build 3 (just replaced) stays; 1 and 2 were replaced more than 24 hours ago.
    const fourth = publish(base, 4, T0 + 30 * HOUR, { pagesOn: [3] })
    assert.equal(buildsIn(fourth.dist, 4), [3, 4])
    // Build 4 is days old when build 5 replaces it: a page may have opened on it just before, so it stays.
    const fifth = publish(base, 5, T0 + 130 * HOUR, { pagesOn: [4] })
    assert.equal(buildsIn(fifth.dist, 5), [4, 5])
    assert.equal(
      manifest(fifth.dist)?.generations.map((g) => [g.publishedAt, g.replacedAt ?? null]),
      [
        [new Date(T0 + 130 * HOUR).toISOString(), null],
        [new Date(T0 + 30 * HOUR).toISOString(), new Date(T0 + 130 * HOUR).toISOString()],
      ],
      'the manifest says when each build it keeps was published and replaced',
    )
  }),
)

test(
  'many builds in a short time: no more than five previous builds are kept',
  inTemp((base) => {
    assert.is(KEEP_BUILDS, 5)
    for (let n = 1; n <= 6; n++) publish(base, n, T0 + n * 60_000)
    assert.equal(buildsIn(join(base, 'dist'), 6), [1, 2, 3, 4, 5, 6])
    const seventh = publish(base, 7, T0 + 7 * 60_000, { pagesOn: [2, 3, 4, 5, 6] })
    assert.equal(buildsIn(seventh.dist, 7), [2, 3, 4, 5, 6, 7], 'build 1, sixth previous, goes')
    assert.is(seventh.builds, 6)
    assert.is(manifest(seventh.dist)?.generations.length, 6)
  }),
)

test(
  'an unchanged rebuild changes nothing a page sees, removes nothing, and is not counted as a build',
  inTemp((base) => {
    publish(base, 1, T0)
    publish(base, 2, T0 + 1)
    for (let again = 1; again <= KEEP_BUILDS + 1; again++) {
      const { removed, dist } = publish(base, 2, T0 + 1 + again, { pagesOn: [1, 2] })
      assert.equal(removed, [])
      assert.equal(buildsIn(dist, 2), [1, 2], `rebuild ${again}: build 1 is still the previous build`)
    }
  }),
)

test(
  'the first build publishes into a dist/ that does not exist yet',
  inTemp((base) => {
    const { dist, removed, kept, builds } = publish(base, 1, T0)
    assert.equal(filesUnder(dist).sort(), Object.keys(generation(1)).sort())
    assert.equal([removed, kept, builds], [[], [], 1])
  }),
)

test(
  'a dist/ without a manifest (published before builds were tracked) or with one that cannot be read: its hashed files are kept as the previous build',
  inTemp((base) => {
    const dist = join(base, 'dist')
    lay(dist, generation(1))
    publish(base, 2, T0, { pagesOn: [1] })
    assert.equal(buildsIn(dist, 2), [1, 2])

    writeFileSync(join(dist, '.vf-publish', 'generations.json'), '{"version":1,"generations":[{"fil')
    publish(base, 3, T0 + 1, { pagesOn: [1, 2] })
    assert.equal(buildsIn(dist, 3), [1, 2, 3], 'what dist/ had stays, one previous build')
    assert.equal(manifest(dist)?.generations.length, 2, 'and the manifest is whole again')
  }),
)

test.run()
