/**
 * The deferred plugins' manifests (kernel/deferred.ts): what the build learned (injected as
 * `__VF_DEFERRED__`, so the kernel's entry holds none of their code), or — where the composition root runs
 * unbuilt (tests, and the build's own Node bundle that learns them) — learned now, by loading each one.
 */
import type { DeferredEntry, DeferredManifest, DeferredPlugin } from '../kernel/deferred'

declare const __VF_DEFERRED__: readonly DeferredManifest[] | undefined

/** Learns each deferred plugin's manifest by running its setup on a recording context; `problems`: why one may not be deferred. */
export async function learnDeferred(plugins: readonly DeferredPlugin[]): Promise<{ entries: DeferredEntry[]; problems: string[] }> {
  // Imported when used: a built page has the manifests and never fetches the recording context.
  const { deferralProblems, learnPlugin } = await import('../kernel/deferred')
  const entries: DeferredEntry[] = []
  const problems: string[] = []
  for (const plugin of plugins) {
    const learned = await learnPlugin(await plugin.load())
    problems.push(...deferralProblems(learned, plugin.misses))
    entries.push({ manifest: learned.manifest, load: plugin.load })
  }
  return { entries, problems }
}

/** The deferred plugins with their manifests: the build's, else learned here (and refused when one may not be deferred). */
export async function deferredEntries(plugins: readonly DeferredPlugin[]): Promise<DeferredEntry[]> {
  if (typeof __VF_DEFERRED__ !== 'undefined' && __VF_DEFERRED__.length === plugins.length) {
    return __VF_DEFERRED__.map((manifest, index) => ({ manifest, load: plugins[index]!.load }))
  }
  const { entries, problems } = await learnDeferred(plugins)
  if (problems.length > 0) throw new Error(problems.join('\n'))
  return entries
}
