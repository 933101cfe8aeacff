/**
 * The shipped deferred plugins (loader/product.ts) pass the build's check: each one's setup only declares
 * (widgets, actions, public calls) and hears nothing beyond the events it is declared to miss; and what
 * the build learns of them is what they offer once installed.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { builtInPlugins, builtInPublicPaths, deferredPlugins, learnBuiltInDeferred } from '../../loader/product'

test('every deferred plugin may be deferred: no interceptor, ruler, context, publish, job, timer or unlisted subscription at setup', async () => {
  const { entries, problems } = await learnBuiltInDeferred()
  assert.equal(problems, [])
  assert.is(entries.length, deferredPlugins().length)
})

test('no deferred plugin is also installed at start-up, and none needs a plugin that is not shipped', async () => {
  const { entries } = await learnBuiltInDeferred()
  const eager = builtInPlugins().map((plugin) => plugin.name)
  const deferred = entries.map((entry) => entry.manifest.name)
  for (const name of deferred) assert.not.ok(eager.includes(name), name)
  for (const { manifest } of entries) for (const dependency of manifest.dependencies) assert.ok(eager.includes(dependency) || deferred.includes(dependency), `${manifest.name} needs ${dependency}`)
})

test('the loader stubs the deferred plugins’ public calls too, so a page’s early call to one is queued', async () => {
  const { entries } = await learnBuiltInDeferred()
  const paths = await builtInPublicPaths()
  for (const { manifest } of entries) for (const path of manifest.paths) assert.ok(paths.includes(path), path)
})

test('a deferred plugin widget tags and actions are what it registers (the manifest is learned, not kept by hand)', async () => {
  const { entries } = await learnBuiltInDeferred()
  for (const { manifest } of entries) {
    assert.ok(manifest.actions.length > 0 || manifest.tags.length > 0, `${manifest.name} offers something to be wanted by`)
    for (const tag of manifest.tags) assert.match(tag, /^[a-z][a-z0-9]*-[a-z0-9-]*$/)
  }
})

test.run()
