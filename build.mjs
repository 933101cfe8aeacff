// Builds dist/: the loader `vf.js` (a classic script, tiny, no React) and the ESM chunks it imports on
// demand (kernel, plugins, views). The loader's early-call stubs for plugin calls are what the shipped
// plugins declare (`publicApi`), read from the composition root, never a list kept by hand. Prints the raw
// and gzip size of every output and fails when the loader passes its budget, pulls in React or lacks a
// declared stub, or when the comments widgets' lazy chunks pass theirs.
//
// Every script and stylesheet the service sends (dist/'s, and the demo site's stylesheets, copied in) is
// written beside itself compressed, `.br` (brotli) and `.gz` (gzip), so the service picks one by the
// request's Accept-Encoding without compressing anything per request (examples/server/static.ts).
import { build } from 'esbuild'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { publishDir } from './build-publish.mjs'

const root = fileURLToPath(new URL('.', import.meta.url))
const published = join(root, 'dist')
// Built beside dist/ (this run's own folder, at the same depth so source maps name the same sources),
// then published into it file by file: a service serving dist/ meanwhile never finds a file missing or
// half written (build-publish.mjs).
const dist = join(root, `.dist-building-${process.pid}`)
// A build that fails (a type the bundler refuses, a budget exceeded) leaves dist/ as it was and takes its
// own half-built folder with it.
process.on('exit', () => rmSync(dist, { recursive: true, force: true }))
const LOADER_BUDGET_GZIP = 3 * 1024
/** What the comments plugin's widgets fetch on top of the kernel, React's shared chunk not counted. */
const COMMENTS_BUDGET_GZIP = 30 * 1024

/** ESM entry points: the composition root (kernel + built-in plugins); widget views split off as chunks. */
const entries = { 'vf-kernel': 'loader/product.ts' }

const common = {
  absWorkingDir: root,
  bundle: true,
  minifyWhitespace: true,
  minifySyntax: true,
  // VF_READABLE=1 keeps the names, so a CPU profile (VF_BENCH_PROFILE) reads by function.
  minifyIdentifiers: !process.env.VF_READABLE,
  target: ['es2020'],
  jsx: 'automatic',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
}

rmSync(dist, { recursive: true, force: true })

/**
 * The public paths the shipped plugins declare: the composition root (loader/product.ts) bundled for Node
 * and asked, so the loader stubs exactly what the plugins it ships will expose. Written under
 * node_modules/.cache so its packages resolve from the project.
 *
 * The same bundle learns the deferred plugins (kernel/deferred.ts): the plugins the first paint does not
 * need, kept out of the kernel's entry. Each one's setup is run on a recording context for its manifest
 * (its widget tags, v1 kinds, actions, public paths), which the entry is given as `__VF_DEFERRED__`; a
 * plugin whose setup does what cannot wait for it (an interceptor, a subscription it may not miss…)
 * fails the build.
 */
async function shippedPlugins() {
  const dir = join(root, 'node_modules', '.cache', 'vf-build')
  mkdirSync(dir, { recursive: true })
  const outfile = join(dir, 'product.mjs')
  await build({ ...common, minifyIdentifiers: false, entryPoints: ['loader/product.ts'], outfile, platform: 'node', format: 'esm', packages: 'external', define: {} })
  const { builtInPublicPaths, learnBuiltInDeferred } = await import(`${pathToFileURL(outfile).href}?at=${Date.now()}`)
  const paths = await builtInPublicPaths()
  const deferred = learnBuiltInDeferred ? await learnBuiltInDeferred() : { entries: [], problems: [] }
  if (deferred.problems.length) throw new Error(`build: ${deferred.problems.join('\nbuild: ')}`)
  if (!Array.isArray(paths) || paths.some((path) => typeof path !== 'string' || !/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)+$/.test(path))) {
    throw new Error(`build: the shipped plugins declare public paths that are not dot-separated names: ${JSON.stringify(paths)}`)
  }
  return { paths, deferred: deferred.entries.map((entry) => entry.manifest) }
}
const { paths: pluginPaths, deferred: deferredManifests } = await shippedPlugins()

const esmOptions = {
  ...common,
  entryPoints: entries,
  outdir: dist,
  format: 'esm',
  splitting: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  loader: { '.json': 'json' },
  metafile: true,
  sourcemap: 'linked',
  define: { ...common.define, __VF_DEFERRED__: JSON.stringify(deferredManifests) },
}

/**
 * One chunk for the kernel's code, not two dozen. esbuild puts a module in a chunk by the set of entry
 * points that reach it, every lazily imported module (a view, a locale, a plugin's later code) being an
 * entry point; so a kernel module that a view also imports lands in a small chunk of its own per set of
 * importers (a few hundred bytes each: 20-odd of them were fetched before the first comment). esbuild
 * cannot be told which chunks go together, but what it cannot know is that the kernel entry is always
 * loaded first: every lazy module may as well reach everything the kernel reaches. So the build is made
 * twice: the first (not written) finds the lazily imported modules outside the kernel's static closure,
 * the second gives each of them a side-effect import of the composition root (appended; its exports are
 * not used, so it changes what is reachable, never what is live). Then every module the kernel reaches
 * has the same set of importers and they all share one chunk, which the kernel entry imports; a lazy
 * chunk imports it too, already loaded. Modules only lazy code reaches (React, the views) are split as
 * before — except the small kernel helpers that some views share and others do not (the theme, the
 * failure texts, the container id: a few hundred bytes each, each a chunk and a request before the
 * first comment): every view that loads React's chunk imports them too, so they go into it. (Putting
 * such chunks in the kernel's chunk instead was tried: it grew by more than the requests saved.)
 */
/** A chunk of kernel helpers shared by views under this size goes into React's chunk rather than standing alone. */
const SMALL_VIEW_CHUNK = 4 * 1024
async function lazyModulesOutsideKernel() {
  const { metafile } = await build({ ...esmOptions, write: false, sourcemap: false })
  const outputs = metafile.outputs
  const kernel = Object.keys(outputs).find((path) => outputs[path].entryPoint === entries['vf-kernel'])
  const closure = new Set()
  const visit = (path) => {
    if (closure.has(path)) return
    closure.add(path)
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path)
  }
  visit(kernel)
  const kernelInputs = new Set([...closure].flatMap((path) => Object.keys(outputs[path].inputs)))
  const lazy = new Set(
    Object.values(outputs)
      .map((output) => output.entryPoint)
      .filter((input) => input && input !== entries['vf-kernel'] && !kernelInputs.has(input)),
  )

  // The views (lazy modules reaching React's chunk), and the small kernel-only chunks only views reach.
  const staticClosure = (start) => {
    const seen = new Set()
    const go = (path) => {
      if (seen.has(path)) return
      seen.add(path)
      for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') go(imported.path)
    }
    go(start)
    return seen
  }
  const chunks = Object.keys(outputs).filter((path) => !path.endsWith('.map') && !outputs[path].entryPoint)
  const react = chunks.find((path) => Object.keys(outputs[path].inputs).some((input) => /node_modules\/react-dom\//.test(input)))
  const lazyOutputs = Object.keys(outputs).filter((path) => lazy.has(outputs[path].entryPoint))
  const closures = new Map(lazyOutputs.map((path) => [path, staticClosure(path)]))
  const views = new Set(lazyOutputs.filter((path) => react && closures.get(path).has(react)))
  const small = chunks.filter(
    (path) =>
      path !== react &&
      !closure.has(path) &&
      outputs[path].bytes < SMALL_VIEW_CHUNK &&
      Object.keys(outputs[path].inputs).every((input) => input.startsWith('kernel/')) &&
      lazyOutputs.every((view) => views.has(view) || !closures.get(view).has(path)),
  )
  return {
    lazy,
    views: new Set([...views].map((path) => outputs[path].entryPoint)),
    viewShared: small.flatMap((path) => Object.keys(outputs[path].inputs)).map((input) => join(root, input)),
  }
}
const { lazy: lazyModules, views: viewModules, viewShared } = await lazyModulesOutsideKernel()
const compositionRoot = join(root, entries['vf-kernel'])
const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' }
const kernelClosurePlugin = {
  name: 'vf-kernel-closure',
  setup(b) {
    b.onLoad({ filter: /\.(m|c)?[jt]sx?$/ }, (args) => {
      const input = relative(root, args.path).split('\\').join('/')
      if (args.namespace !== 'file' || !lazyModules.has(input)) return undefined
      const loader = LOADERS[args.path.slice(args.path.lastIndexOf('.'))]
      const imports = [compositionRoot, ...(viewModules.has(input) ? viewShared : [])]
      return { contents: `${readFileSync(args.path, 'utf8')}\n${imports.map((path) => `import ${JSON.stringify(path)}`).join('\n')}\n`, loader, resolveDir: dirname(args.path) }
    })
  },
}

const esm = await build({ ...esmOptions, plugins: [kernelClosurePlugin] })

// What each output is made of, for tools that name a chunk by its content (the weight bench): kept out of
// dist/, which the service serves.
const cacheDir = join(root, 'node_modules', '.cache', 'vf-build')
mkdirSync(cacheDir, { recursive: true })
// Named as published (dist/…), not by this run's building folder, which is gone once published.
const building = `${relative(root, dist)}/`
const asPublished = (output) => (output.startsWith(building) ? `dist/${output.slice(building.length)}` : output)
// The outputs' imports too: what a chunk imports, by the name a page fetches it by.
const publishedOutputs = Object.fromEntries(
  Object.entries(esm.metafile.outputs).map(([output, meta]) => [asPublished(output), { ...meta, imports: meta.imports.map((imported) => ({ ...imported, path: asPublished(imported.path) })) }]),
)
writeFileSync(join(cacheDir, 'metafile.json'), JSON.stringify({ ...esm.metafile, outputs: publishedOutputs }))

const kernelOutput = Object.entries(esm.metafile.outputs).find(([, out]) => out.entryPoint === entries['vf-kernel'])?.[0]
if (!kernelOutput) throw new Error('build: the kernel entry produced no output')

const loader = await build({
  ...common,
  entryPoints: ['loader/vf.ts'],
  outfile: join(dist, 'vf.js'),
  format: 'iife',
  metafile: true,
  define: { ...common.define, __VF_KERNEL__: JSON.stringify(relative(dist, join(root, kernelOutput))), __VF_PLUGIN_PATHS__: JSON.stringify(pluginPaths) },
})

/**
 * Third-party plugins (examples/plugins/<name>/index.ts → dist/plugins/<name>.js, its lazy chunks beside
 * it), built as a publisher would build theirs: `vf/sdk`, `react`, `react/jsx-runtime` and `react-dom`
 * resolve to a shim whose exports are bound to the product's SDK once it registers itself on
 * `globalThis[Symbol.for('vf.sdk')]` (`ctx.react()`), so the plugin never carries a copy of React.
 */
const thirdPartyDir = join(root, 'examples', 'plugins')
const thirdParty = Object.fromEntries(
  existsSync(thirdPartyDir)
    ? readdirSync(thirdPartyDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => [entry.name, `examples/plugins/${entry.name}/index.ts`])
    : [],
)
/** The names `vf/sdk` exports, read from the module itself (never a hand-kept list). */
async function sdkExports() {
  const result = await build({ ...common, entryPoints: ['kernel/sdk.ts'], write: false, outdir: join(root, 'node_modules', '.cache', 'vf-build', 'sdk'), format: 'esm', metafile: true, packages: 'external' })
  return Object.values(result.metafile.outputs).find((out) => out.entryPoint === 'kernel/sdk.ts').exports
}
/**
 * A shim module: `export let` bindings set from the registered SDK — at once when it is already there,
 * else when it is assigned (a setter on the global, chained so every plugin's shim hears it).
 */
function sdkShim(pick) {
  const names = Object.keys(pick)
  return [
    `const KEY = Symbol.for('vf.sdk')`,
    `export let ${names.map((name) => `$${name}`).join(', ')}`,
    `function bind(sdk) { ${names.map((name) => `$${name} = ${pick[name]}`).join('; ')} }`,
    `const present = globalThis[KEY]`,
    `if (present) bind(present)`,
    `else {`,
    `  const before = Object.getOwnPropertyDescriptor(globalThis, KEY)`,
    `  Object.defineProperty(globalThis, KEY, { configurable: true, get: () => before?.get?.(), set(sdk) { if (before?.set) before.set(sdk); else Object.defineProperty(globalThis, KEY, { value: sdk, writable: true, configurable: true }); bind(sdk) } })`,
    `}`,
    `export { ${names.map((name) => `$${name} as ${name === 'default' ? 'default' : name}`).join(', ')} }`,
  ].join('\n')
}
const sdkNames = await sdkExports()
// React's internals are no API of a plugin's: only its public names are bound.
const reactNames = Object.keys(await import('react')).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default' && !name.startsWith('__'))
const shims = {
  'vf/sdk': sdkShim(Object.fromEntries(sdkNames.map((name) => [name, `sdk.${name}`]))),
  react: sdkShim({ default: 'sdk.React', ...Object.fromEntries(reactNames.map((name) => [name, `sdk.React.${name}`])) }),
  'react/jsx-runtime': sdkShim({ jsx: 'sdk.jsx', jsxs: 'sdk.jsxs', Fragment: "Symbol.for('react.fragment')" }),
}
const sdkShimPlugin = {
  name: 'vf-sdk-shim',
  setup(b) {
    b.onResolve({ filter: /^(vf\/sdk|react|react\/jsx-runtime|react\/jsx-dev-runtime|react-dom(\/.*)?)$/ }, (args) => {
      if (args.path.startsWith('react-dom')) return { errors: [{ text: `a plugin renders through vf/sdk's reactWidget and never imports ${args.path}` }] }
      return { path: args.path === 'react/jsx-dev-runtime' ? 'react/jsx-runtime' : args.path, namespace: 'vf-sdk-shim' }
    })
    b.onLoad({ filter: /.*/, namespace: 'vf-sdk-shim' }, (args) => ({ contents: shims[args.path], loader: 'js' }))
  },
}
const plugins = Object.keys(thirdParty).length
  ? await build({
      ...common,
      entryPoints: thirdParty,
      outdir: join(dist, 'plugins'),
      format: 'esm',
      splitting: true,
      entryNames: '[name]',
      chunkNames: 'chunks/[name]-[hash]',
      metafile: true,
      plugins: [sdkShimPlugin],
    })
  : undefined

/**
 * The demo site's stylesheets (examples/pages/*.css) are served from dist/ too, so that they go out
 * compressed like the product's files: copied here, and compressed with them below. dist/ is the service's
 * first static root, so the copy is what a page gets (a stylesheet edited while the service runs shows
 * after the next build, like any other output).
 */
const pagesDir = join(root, 'examples', 'pages')
for (const name of existsSync(pagesDir) ? readdirSync(pagesDir) : []) if (name.endsWith('.css')) copyFileSync(join(pagesDir, name), join(dist, name))

/** Every output file under dist/ except source maps. */
function outputs(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return outputs(path)
    return name.endsWith('.map') ? [] : [path]
  })
}

/**
 * Writes `path`.br and `path`.gz (brotli at its best quality, gzip at level 9) where each is smaller than
 * the file itself (a tiny file gains nothing, and the service then sends it as it is). Source maps are
 * left alone: only a developer's tools ask for them. Returns the bytes each encoding sends.
 */
function precompress(path, bytes) {
  const br = brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
  const gz = gzipSync(bytes, { level: 9 })
  if (br.length < bytes.length) writeFileSync(`${path}.br`, br)
  if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz)
  return { br: Math.min(br.length, bytes.length), gzip: gz.length }
}

const kb = (n) => `${(n / 1024).toFixed(2)} KB`
const rows = outputs(dist).map((path) => {
  const bytes = readFileSync(path)
  return { file: relative(dist, path), raw: bytes.length, ...precompress(path, bytes) }
})
rows.sort((a, b) => (a.file === 'vf.js' ? -1 : b.file === 'vf.js' ? 1 : a.file.localeCompare(b.file)))
const width = Math.max(...rows.map((r) => r.file.length))
console.log(`${'output'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  ${'brotli'.padStart(10)}`)
for (const row of rows) console.log(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}  ${kb(row.br).padStart(10)}`)
const total = (key) => rows.reduce((sum, row) => sum + row[key], 0)
console.log(`${'all outputs'.padEnd(width)}  ${kb(total('raw')).padStart(10)}  ${kb(total('gzip')).padStart(10)}  ${kb(total('br')).padStart(10)}  (written beside each as .gz and .br)`)

const problems = []
const loaderRow = rows.find((r) => r.file === 'vf.js')
if (!loaderRow) problems.push('dist/vf.js was not produced')
else if (loaderRow.gzip > LOADER_BUDGET_GZIP) problems.push(`the loader is ${kb(loaderRow.gzip)} gzip, over its ${kb(LOADER_BUDGET_GZIP)} budget`)
const loaderText = loaderRow ? readFileSync(join(dist, 'vf.js'), 'utf8') : ''
const unstubbed = pluginPaths.filter((path) => !loaderText.includes(JSON.stringify(path)))
if (loaderRow && unstubbed.length) problems.push(`the loader does not stub ${unstubbed.join(', ')}, which the shipped plugins declare`)
const reactInLoader = Object.keys(loader.metafile.inputs).filter((input) => /node_modules\/(react|react-dom|scheduler)\//.test(input))
if (reactInLoader.length) problems.push(`React must never be in the loader, but it pulls in ${reactInLoader[0]}`)

const comments = commentsWeight(esm.metafile)
const entryLine = entryWeight(esm.metafile)
if (!comments.views.length) problems.push('no lazily loaded comments view chunk found in the metafile (plugins/comments/views/)')
else if (comments.gzip > COMMENTS_BUDGET_GZIP) problems.push(`the comments widgets load ${kb(comments.gzip)} gzip, over their ${kb(COMMENTS_BUDGET_GZIP)} budget (${comments.summary})`)

/** A third-party plugin's bundle carrying React itself (by its sources, or by React's own markers) fails the build. */
const REACT_MARKERS = ['__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE', 'react.transitional.element', 'https://react.dev/errors/']
for (const [output, { inputs }] of Object.entries(plugins?.metafile.outputs ?? {})) {
  if (output.endsWith('.map')) continue
  const reactInputs = Object.keys(inputs).filter((input) => /node_modules\/(react|react-dom|scheduler)\//.test(input))
  const text = readFileSync(join(root, output), 'utf8')
  const marker = REACT_MARKERS.find((m) => text.includes(m))
  if (reactInputs.length || marker) problems.push(`${relative(root, join(root, output))} carries a copy of React (${reactInputs[0] ?? marker}): a plugin imports React from vf/sdk`)
}

publishDir(dist, published)
if (problems.length) {
  for (const problem of problems) console.error(`build failed: ${problem}`)
  process.exit(1)
}
console.log(`loader: ${kb(loaderRow.gzip)} gzip of ${kb(LOADER_BUDGET_GZIP)} budget; stubs the plugins' ${pluginPaths.join(', ') || '(none)'}`)
console.log(`third-party plugins: ${Object.keys(thirdParty).map((name) => `dist/plugins/${name}.js`).join(', ') || '(none)'}, no copy of React in them`)
console.log(`comments: ${kb(comments.gzip)} gzip of ${kb(COMMENTS_BUDGET_GZIP)} budget (${comments.summary})`)
console.log(`deferred plugins (out of the kernel entry, installed when wanted): ${deferredManifests.map((m) => `${m.name} [${[...m.tags, ...m.legacy.map((kind) => `data-widget=${kind}`)].join(' ') || 'no widgets'}; ${m.actions.length} actions${m.paths.length ? `; vf.${m.paths.join(', vf.')}` : ''}]`).join(', ') || '(none)'}`)
console.log(`kernel entry: ${entryLine}`)

/**
 * The weight of the comments plugin's lazy chunks, attributed from the metafile rather than file names
 * (hashed names say nothing). The widgets' view chunks are the outputs whose entry point is under
 * plugins/comments/views/; each brings the chunks it imports statically. Not counted: what the kernel entry
 * already loaded, and chunks that are mostly React/react-dom/scheduler (shared by every widget, React is a
 * one-off per page). Counted once each, then the largest comments locale chunk: a reader fetches one.
 */
function commentsWeight(metafile) {
  const outputs = metafile.outputs
  const staticClosure = (start, into = new Set()) => {
    if (into.has(start)) return into
    into.add(start)
    for (const imported of outputs[start]?.imports ?? []) if (imported.kind === 'import-statement') staticClosure(imported.path, into)
    return into
  }
  const isReact = (output) => {
    let react = 0
    let all = 0
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      all += bytesInOutput
      if (/node_modules\/(react|react-dom|scheduler)\//.test(input)) react += bytesInOutput
    }
    return all > 0 && react / all >= 0.5
  }
  const entryOf = (prefix) => Object.keys(outputs).filter((path) => !path.endsWith('.map') && outputs[path].entryPoint?.startsWith(prefix))
  const gzipOf = (path) => gzipSync(readFileSync(join(root, path)), { level: 9 }).length
  const loadedByKernel = staticClosure(kernelOutput)

  const views = entryOf('plugins/comments/views/')
  const counted = new Set()
  let react = 0
  for (const view of views) {
    for (const path of staticClosure(view)) {
      if (loadedByKernel.has(path)) continue
      if (isReact(outputs[path])) react = Math.max(react, gzipOf(path))
      else counted.add(path)
    }
  }
  const viewsGzip = [...counted].reduce((sum, path) => sum + gzipOf(path), 0)
  const locales = entryOf('plugins/comments/locales/').map((path) => ({ path, gzip: gzipOf(path) }))
  const locale = locales.sort((a, b) => b.gzip - a.gzip)[0]
  const names = views.map((path) => outputs[path].entryPoint.slice('plugins/comments/'.length))
  const summary =
    `${names.join(' + ')} and ${counted.size - views.length} shared chunk(s) ${kb(viewsGzip)}` +
    (locale ? `, largest locale ${kb(locale.gzip)}` : '') +
    `; React's shared chunk (${kb(react)}) not counted`
  return { views, gzip: viewsGzip + (locale?.gzip ?? 0), summary }
}

/**
 * The kernel entry's weight (what every page fetches before anything shows: the entry and the chunks it
 * imports statically) and how much of it is plugin setup code, by plugin folder.
 */
function entryWeight(metafile) {
  const outputs = metafile.outputs
  const closure = new Set()
  const visit = (path) => {
    if (closure.has(path)) return
    closure.add(path)
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path)
  }
  visit(kernelOutput)
  const gzip = [...closure].reduce((sum, path) => sum + gzipSync(readFileSync(join(root, path)), { level: 9 }).length, 0)
  const byPlugin = new Map()
  let raw = 0
  for (const path of closure) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[path].inputs)) {
      raw += bytesInOutput
      const match = /^plugins\/([^/]+)\//.exec(input)
      if (match) byPlugin.set(match[1], (byPlugin.get(match[1]) ?? 0) + bytesInOutput)
    }
  }
  const plugins = [...byPlugin].sort((a, b) => b[1] - a[1])
  const pluginRaw = plugins.reduce((sum, [, bytes]) => sum + bytes, 0)
  return `${kb(gzip)} gzip (${closure.size} files, ${kb(raw)} minified); plugin setup code ${kb(pluginRaw)} minified: ${plugins.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}`
}
