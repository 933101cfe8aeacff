/**
 * What a page fetches before its first comment shows, and what comes only later: in Chromium, against the
 * reference service. Chunks are named by what they hold (the build's metafile), since hashed file names
 * say nothing.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { launch, type Browser } from './support/chromium'
import { waitForAnswer, watchedPage } from './support/page'
import { startService, type RunningService } from './support/service'
import { serveStatic, type StaticServer } from './support/static-server'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
let service: RunningService
let publisher: StaticServer
let browser: Browser

test.before(async () => {
  service = await startService()
  publisher = await serveStatic({ '/pages/': join(root, 'test', 'browser', 'pages') }, { VF_ORIGIN: service.origin })
  browser = await launch()
})
test.after(async () => {
  await browser?.close()
  await service?.close()
  await publisher?.close()
})

/**
 * Notes when the first comment of the discussion is painted: seen as it enters the DOM, stamped from a
 * task queued in the frame that shows it (a frame's callbacks run before its paint).
 */
const FIRST_COMMENT_PROBE = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('vf-conversations .vf-comment-list > li > article')) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => (window.vfFirstCommentPainted = performance.now()), 0))
  }).observe(document, { subtree: true, childList: true })
`

/** Each script of the build (its path under dist/) → the sources in it. */
function sourcesByScript(): Map<string, string[]> {
  const meta = JSON.parse(readFileSync(join(root, 'node_modules', '.cache', 'vf-build', 'metafile.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> }
  return new Map(Object.entries(meta.outputs).map(([output, { inputs }]) => [output.replace(/^dist\//, ''), Object.keys(inputs)]))
}

interface Fetched {
  file: string
  start: number
}

/** The product's scripts the page fetched (path under dist/, when it started), and when its first comment was painted. */
async function scriptsAndFirstComment(page: Page): Promise<{ painted: number; scripts: Fetched[] }> {
  await page.waitForFunction(() => (window as unknown as { vfFirstCommentPainted?: number }).vfFirstCommentPainted !== undefined)
  return page.evaluate((origin) => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(origin) && /\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ file: new URL(entry.name).pathname.slice(1), start: entry.startTime }))
    return { painted: (window as unknown as { vfFirstCommentPainted: number }).vfFirstCommentPainted, scripts }
  }, service.origin)
}

/** What no page needs before its first comment: XState, the realtime socket, the tray's panel. */
const LATER = [
  { what: 'XState', source: /^node_modules\/xstate\// },
  { what: 'the realtime socket', source: /^plugins\/realtime\/connection\.ts$/ },
  { what: 'the tray', source: /^plugins\/tray\/views\// },
]

test('a page with only the discussion fetches neither XState, the realtime socket nor the tray before its first comment; the socket comes after', async () => {
  const { page, errors } = await watchedPage(browser)
  await page.addInitScript({ content: FIRST_COMMENT_PROBE })
  await page.goto(`${publisher.origin}/pages/comments-only.html`)
  const { painted, scripts } = await scriptsAndFirstComment(page)
  const sources = sourcesByScript()
  const before = scripts.filter((script) => script.start < painted)
  assert.ok(before.some((script) => script.file === 'vf.js'), 'the loader is among them')
  for (const { what, source } of LATER) {
    const early = before.filter((script) => (sources.get(script.file) ?? []).some((input) => source.test(input)))
    assert.equal(early.map((script) => script.file), [], `${what} was fetched before the first comment`)
  }
  // The thread is live all the same: its socket connects once the comments are on the screen.
  await waitForAnswer(
    page,
    async () => {
      const vf = (window as unknown as { vf: { actions: { call(name: string, options: object): Promise<{ connected?: boolean }> } } }).vf
      return (await vf.actions.call('realtime.state', { params: {} })).connected === true
    },
    undefined,
    { what: 'the realtime connection' },
  )
  const { scripts: all } = await scriptsAndFirstComment(page)
  const socket = all.filter((script) => (sources.get(script.file) ?? []).some((input) => LATER[1]!.source.test(input)))
  assert.is(socket.length, 1, 'the socket’s chunk, once')
  assert.ok(socket[0]!.start >= painted, 'after the first comment was painted')
  assert.equal(errors, [])
  await page.close()
})

test('the demo article asks for its conversation’s container once, for the counter and the starter both', async () => {
  const page = await browser.context.newPage()
  const lookups: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/contentcontainer/id')) lookups.push(request.url())
  })
  await page.goto(`${service.origin}/`)
  // The counter in the byline shows at once; the starter as the reader scrolls down to it.
  await page.locator('vf-conversations-count').getByText(/\d/).first().waitFor()
  await page.locator('vf-conversation-starter').scrollIntoViewIfNeeded()
  await page.locator('vf-conversation-starter .vf-starter__count').waitFor()
  assert.is(lookups.length, 1, lookups.join('\n'))
  await page.close()
})

test.run()
