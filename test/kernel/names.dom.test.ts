/**
 * The kernel and the loader name no plugin (issue 17, DESIGN.md "What a plugin declares, so that the
 * kernel names none"). The built-in names are read from what the shipped plugins declare — the product is
 * started with the composition root's plugins, and the test asks the kernel what each one registered:
 * its name, its widget tags and aliases, its v1 conversions, its translation namespaces and its public
 * calls. Then every source under kernel/ and loader/ (but loader/product.ts, the composition root) is
 * read, and none may name them.
 *
 * What counts as naming, and why comments are partly exempt:
 * - Anywhere, comments included: a widget tag or alias (`vf-tray`), a public path (`session.logout`), a
 *   plugin-qualified name (`tray.open`), a namespaced translation key (`conversations:…`), a v1
 *   conversion (`data-widget="comments"`), a path into a plugin's folder (`plugins/tray`), and the phrase
 *   "<name> plugin". These are identifiers, never prose: a comment that uses one documents a plugin.
 * - In code only (comments removed): a string literal that is a plugin's name, a namespace or a v1 kind.
 *   These are ordinary words ("session", "comments", "tray") that prose about the mechanisms may use.
 *   The channel of a bus call is exempt: channels are the page's event map (document 4 §4, declared in
 *   contracts/events.ts), which pages and plugins share, not a plugin's name (`vf.$publish('tray', 'close')`
 *   is the v1 global's documented behaviour, answered by whichever plugin listens).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { declaredPaths } from '../../kernel/public-paths'
import { startProduct } from '../../kernel/startup'
import { builtInPlugins, builtInPublicPaths, deferredPlugins } from '../../loader/product'
import { recordingConsole } from '../support/console'
import { fakeService, memoryStorage } from '../support/fake-service'
import { fakeTimers } from '../support/fake-timers'

const root = fileURLToPath(new URL('../../', import.meta.url))
/** The one file allowed to list our plugins. */
const COMPOSITION_ROOT = 'loader/product.ts'

interface BuiltInNames {
  plugins: string[]
  tags: string[]
  legacyKinds: string[]
  namespaces: string[]
  paths: string[]
}

/** Starts the product with the shipped plugins and reads back what each declared. */
async function builtInNames(): Promise<BuiltInNames> {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
  document.body.innerHTML = ''
  // The deferred ones too, installed at once here: the kernel is asked what each one declared.
  const plugins = [...builtInPlugins(), ...(await Promise.all(deferredPlugins().map((plugin) => plugin.load())))]
  const product = await startProduct({
    host: { document, location: { href: 'https://news.example/article' }, addEventListener() {}, removeEventListener() {} },
    handoff: { vf: {}, calls: [], scriptUrl: 'https://cdn.example/vf.js' },
    timers: fakeTimers(),
    console: recordingConsole().console,
    fetch: fakeService().fetch,
    storage: memoryStorage(),
    plugins,
  })
  const names = plugins.map((plugin) => plugin.name)
  assert.equal(product.kernel.plugins.names(), names, 'every shipped plugin installed')
  const own = product.widgets.defined().filter(({ owner }) => names.includes(owner))
  const found: BuiltInNames = {
    plugins: names,
    tags: own.flatMap(({ definition }) => [definition.tag, ...(definition.aliases ?? [])]),
    legacyKinds: own.flatMap(({ definition }) => (definition.legacy ? [definition.legacy.widget] : [])),
    namespaces: [...product.i18n.namespaces()].filter(([, owner]) => names.includes(owner)).map(([namespace]) => namespace),
    paths: [...new Set([...(await builtInPublicPaths()), ...plugins.flatMap(declaredPaths)])],
  }
  // Taken out again, dependants first: nothing of theirs (timers among it) outlives the test.
  for (const name of [...names].reverse()) await product.kernel.plugins.remove(name)
  return found
}

/** Every .ts/.tsx file under `dir`, relative to the project root. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

/** The code of a source with its comments blanked (string and template contents kept). */
export function withoutComments(text: string): string {
  let out = ''
  let i = 0
  let quote: string | undefined
  while (i < text.length) {
    const c = text[i]!
    if (quote) {
      out += c
      if (c === '\\') {
        out += text[i + 1] ?? ''
        i += 2
        continue
      }
      if (c === quote) quote = undefined
      i++
      continue
    }
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++
      continue
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2)
      i = end < 0 ? text.length : end + 2
      out += ' '
      continue
    }
    if (c === "'" || c === '"' || c === '`') quote = c
    out += c
    i++
  }
  return out
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What a source may not contain, each with the reason it would be reported. */
function rules(names: BuiltInNames): Array<{ what: string; pattern: RegExp; inCode?: true }> {
  const words = (list: string[]) => list.map(escape).join('|')
  const found: Array<{ what: string; pattern: RegExp; inCode?: true }> = [
    { what: 'a widget tag or alias', pattern: new RegExp(`(?<![\\w-])(?:${words(names.tags)})(?![\\w-])`, 'i') },
    { what: 'a public path', pattern: new RegExp(`(?<![\\w$-])(?:${words(names.paths)})(?![\\w$])`) },
    { what: 'a plugin-qualified name', pattern: new RegExp(`(?<![\\w.$/-])(?:${words(names.plugins)})\\.[A-Za-z_]`) },
    { what: 'a path into a plugin', pattern: new RegExp(`plugins/(?:${words(names.plugins)})\\b`) },
    { what: 'a plugin, named as one', pattern: new RegExp(`\\b(?:${words(names.plugins)}) plugin\\b`, 'i') },
    { what: 'a v1 conversion', pattern: new RegExp(`data-widget=["'\`]?(?:${words(names.legacyKinds)})\\b`) },
    { what: 'a translation key of a plugin namespace', pattern: new RegExp(`['"\`(](?:${words(names.namespaces)}):`) },
    // In code: the ordinary words, as whole string literals, outside the channel of a bus call.
    {
      what: 'a plugin name, namespace or v1 kind as a string',
      pattern: new RegExp(`(?<!(?:publish|subscribe|once|unsubscribe)\\(\\s*)(['"\`])(?:${words([...names.plugins, ...names.namespaces, ...names.legacyKinds])})\\1`),
      inCode: true,
    },
  ]
  return found
}

/** Every line of `text` that breaks a rule, as `file:line: what — the line`. */
function violations(file: string, text: string, checks: ReturnType<typeof rules>): string[] {
  const code = withoutComments(text)
  const report: string[] = []
  for (const { what, pattern, inCode } of checks) {
    const lines = (inCode ? code : text).split('\n')
    lines.forEach((line, index) => {
      if (pattern.test(line)) report.push(`${file}:${index + 1}: ${what} — ${line.trim()}`)
    })
  }
  return report
}

let names: BuiltInNames

test.before(async () => {
  names = await builtInNames()
})

test('the shipped plugins declare their names, tags, conversions, namespaces and public calls (what the kernel must not name)', () => {
  assert.equal([...names.plugins].sort(), ['ads', 'analytics', 'comments', 'liveblog', 'livechat', 'livequestions', 'paywall', 'polls', 'push', 'realtime', 'reviews', 'segments', 'session', 'sharebar', 'tray', 'trending', 'user-notifications'])
  for (const tag of ['vf-tray', 'vf-tray-trigger', 'vf-conversations', 'vf-livecomments', 'vf-conversations-count', 'vf-pull-quote', 'vf-conversation-starter', 'vf-livestory', 'vf-live-blog', 'vf-livechat', 'vf-trending-articles', 'vf-content-recirculation', 'vf-sharebar', 'vf-share-total', 'vf-poll', 'vf-livequestions', 'vf-standalone-ad', 'vf-livereviews', 'vf-rating']) assert.ok(names.tags.includes(tag), tag)
  assert.equal(names.legacyKinds.sort(), ['commentcount', 'comments', 'sharebar', 'sharetotal'])
  assert.equal(names.namespaces.sort(), ['ads', 'conversations', 'liveblog', 'livechat', 'livequestions', 'polls', 'push', 'reviews', 'session', 'sharebar', 'tray', 'trending_articles', 'user-notifications'])
  for (const path of ['session.logout', 'session.login.cookie', 'topics.count', 'reviews.counts']) assert.ok(names.paths.includes(path), path)
})

test('no source under kernel/ or loader/ but the composition root names a built-in plugin, tag, namespace or public path', () => {
  const checks = rules(names)
  const files = [...sources('kernel'), ...sources('loader')].filter((file) => file !== COMPOSITION_ROOT)
  assert.ok(files.length > 50, 'the sources were found')
  const found = files.flatMap((file) => violations(file, readFileSync(join(root, file), 'utf8'), checks))
  assert.equal(found, [], `the kernel names plugins:\n${found.join('\n')}`)
})

test('the check finds what it looks for (in code, in comments, and the bus channel exemption)', () => {
  const checks = rules(names)
  const named = (source: string, count: number) => {
    const found = violations('x.ts', source, checks)
    assert.is(found.length, count, `${source}\n${found.join('\n')}`)
  }
  named("const TRAY = 'vf-tray'", 1)
  named('/** Hands the tray its `<vf-tray-trigger>`. */', 1)
  named("// calls vf.session.logout()", 1)
  named("if (plugin.name === 'comments') return", 1)
  named("import { trayPlugin } from '../plugins/tray'", 1)
  named("i18n.t('conversations:sort.newest')", 1)
  named('<div class="vf-widget" data-widget="comments">', 2)
  named('// the session plugin rules permissions', 1)
  named("actions.call('tray.open')", 1)
  named("kernel.bus.publish('session', 'expired', [])", 0)
  named("publish('tray', 'close')", 0)
  named('// a reader signs in, the session is kept; comments load', 0)
  named('storage.session.get(key)', 0)
})

test('the composition root is the one that lists them', () => {
  const text = readFileSync(join(root, COMPOSITION_ROOT), 'utf8')
  // The chat plugin is named `livechat` (its service type; the kernel's page service says `'chat'`, its endpoint) in plugins/chat.
  // The notifications plugin is named `user-notifications` (the kernel says `'notifications'`, a context key) in plugins/notifications.
  // The live questions plugin is named `livequestions` (its service's name) in plugins/questions.
  const folders: Record<string, string> = { livechat: 'chat', 'user-notifications': 'notifications', livequestions: 'questions' }
  for (const name of names.plugins) assert.ok(text.includes(`plugins/${folders[name] ?? name}'`), name)
})

test.run()
