/**
 * The UI kit's list (plugins/ui/list) in Chromium, on a small page of its own: windowing keeps a long
 * list's height and the reader's view, items inserted above the reader move nothing they read (the
 * browser's scroll anchoring, and the list's measured correction where anchoring is off), the focused item
 * is never windowed out, find-in-page finds a windowed item, a chat stays at its end, and axe finds nothing.
 *
 * The page is this file's harness bundled with esbuild (React, the UI kit's list) and served from a
 * routed origin, so the test needs neither the build nor the reference service.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { build } from 'esbuild'
import type { AxeResults } from 'axe-core'
import type { Page } from 'playwright-core'
import { launch, type Browser } from './support/chromium'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const axeSource: string = createRequire(import.meta.url)('axe-core').source
const ORIGIN = 'http://list.test'

/** The page's side: mounts a list of `count` items of different heights, and changes it when asked. */
const HARNESS = `
import { useCallback, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { WidgetServicesProvider } from './kernel/react/provider'
import { realTimers } from './kernel/with-timeout'
import { ListItem, VirtualList } from './plugins/ui'

const services = { timers: realTimers, now: Date.now, i18n: { locale: 'en-us', dir: 'ltr', onChange: () => () => undefined } }
const words = (i) => 'Needle ' + i + '. ' + 'Words of the item, long enough to wrap. '.repeat(1 + (i % 5))

function Item({ id }) {
  return (
    <ListItem itemKey={id} className="item" data-id={id}>
      <p>{words(Number(id.slice(1)))}</p>
      <button type="button">{'Reply to ' + id}</button>
    </ListItem>
  )
}

let setKeys
function App({ count, options }) {
  const [keys, set] = useState(() => Array.from({ length: count }, (_, i) => 'i' + i))
  setKeys = set
  const renderItem = useCallback((id) => <Item id={id} />, [])
  const searchText = useCallback((id) => words(Number(id.slice(1))), [])
  return <VirtualList aria-label="Items" keys={keys} renderItem={renderItem} searchText={options.searchable ? searchText : undefined} {...options.list} />
}

let made = 0
window.listTest = {
  mount(count, options) {
    const host = document.getElementById(options.scroller ? 'scroller' : 'root')
    createRoot(host).render(<WidgetServicesProvider services={services}><App count={count} options={options} /></WidgetServicesProvider>)
  },
  insertTop(n) {
    setKeys((keys) => [...Array.from({ length: n }, () => 'n' + made++), ...keys])
  },
  append(n) {
    setKeys((keys) => [...keys, ...Array.from({ length: n }, () => 'i' + (keys.length + made++ + 100000))])
  },
  /** Resolves once the list has settled: three looks a frame apart with nothing changed in it (or after 300 looks: the assertions then say what moved). */
  settled() {
    return new Promise((resolve) => {
      let last = ''
      let calm = 0
      let looks = 0
      const look = () => {
        const list = document.querySelector('ul[aria-label="Items"]')
        const scroller = document.getElementById('scroller')
        const now = [list.children.length, list.querySelectorAll('li.item').length, document.scrollingElement.scrollHeight, scrollY, scroller.scrollTop, scroller.scrollHeight].join(':')
        calm = now === last ? calm + 1 : 0
        last = now
        if (calm >= 3 || ++looks > 300) resolve()
        else setTimeout(() => requestAnimationFrame(look), 20)
      }
      look()
    })
  },
}
`

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>List test page</title>
<style>
  body{margin:0;font:16px/1.5 sans-serif}
  .anchoring-off{overflow-anchor:none}
  h1{margin:8px}
  ul{list-style:none;margin:0;padding:0 8px}
  ul>li+li{margin-block-start:12px}
  .item p{margin:0}
  #scroller{block-size:400px;overflow-y:auto;border:1px solid #999}
</style></head>
<body><h1>A long list</h1><main id="root"></main><div id="scroller"></div><footer><p>The end of the page.</p></footer>
<script src="/list.js"></script></body></html>`

let browser: Browser
let script: string

test.before(async () => {
  const bundled = await build({
    stdin: { contents: HARNESS, resolveDir: root, loader: 'tsx', sourcefile: 'list-harness.tsx' },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  script = bundled.outputFiles[0]!.text
  browser = await launch()
  await browser.context.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname
    if (path === '/list.js') return route.fulfill({ contentType: 'text/javascript', body: script })
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE })
  })
})

test.after(async () => {
  await browser?.close()
})

interface Options {
  scroller?: boolean
  searchable?: boolean
  /** The root element's class: `anchoring-off` turns the browser's scroll anchoring off for the page. */
  html?: string
  list?: Record<string, unknown>
}

async function open(count: number, options: Options = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage()
  await page.setViewportSize({ width: 800, height: 600 })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${ORIGIN}/`)
  await page.evaluate(
    ([count, options]) => {
      document.documentElement.className = options.html ?? ''
      ;(window as unknown as { listTest: { mount(count: number, options: Options): void } }).listTest.mount(count, options)
    },
    [count, options] as const,
  )
  await page.locator('li.item').first().waitFor()
  return { page, errors }
}

/** Waits until the list has settled (slices, windowing, anchoring done). */
const settled = (page: Page) => page.evaluate(() => (window as unknown as { listTest: { settled(): Promise<void> } }).listTest.settled())

/** The top of item `id` in the viewport, or null when it is not in the document. */
const topOf = (page: Page, id: string) => page.evaluate((id) => document.querySelector(`li[data-id="${id}"]`)?.getBoundingClientRect().top ?? null, id)

const call = (page: Page, method: 'insertTop' | 'append', n: number) => page.evaluate(([method, n]) => (window as unknown as { listTest: Record<string, (n: number) => void> }).listTest[method]!(n), [method, n] as const)

test('a windowed list of 3,000 items holds only the items near the screen, keeps its height, and scrolling through it moves nothing the reader sees', async () => {
  const { page, errors } = await open(3000, { list: { windowFrom: 500, initialCount: 20 } })
  await settled(page)
  const rendered = () => page.evaluate(() => document.querySelectorAll('ul[aria-label="Items"] > li.item').length)
  assert.ok((await rendered()) < 400, `only the blocks near the screen: ${await rendered()}`)
  const height = () => page.evaluate(() => document.scrollingElement!.scrollHeight)
  assert.ok((await height()) > 3000 * 40, 'the placeholders hold the list’s height')
  // Down the list in steps: the item at the top of the screen is where the scroll put it, every time.
  for (const at of [0.25, 0.5, 0.75]) {
    await page.evaluate((at) => scrollTo({ top: document.scrollingElement!.scrollHeight * at, behavior: 'instant' }), at)
    await settled(page)
    const probe = await page.evaluate(() => {
      const item = [...document.querySelectorAll<HTMLElement>('li.item')].find((li) => li.getBoundingClientRect().top > 50)!
      return { id: item.dataset.id!, top: item.getBoundingClientRect().top }
    })
    await page.evaluate(() => scrollBy({ top: 300, behavior: 'instant' }))
    await settled(page)
    const moved = await topOf(page, probe.id)
    assert.ok(moved !== null && Math.abs(moved - (probe.top - 300)) <= 1, `${probe.id} moved by the scroll alone: ${probe.top} → ${moved}`)
  }
  assert.ok((await rendered()) < 400, 'still only what is near the screen')
  const positions = await page.evaluate(() => [...document.querySelectorAll('li.item')].slice(0, 2).map((li) => [li.getAttribute('aria-posinset'), li.getAttribute('aria-setsize')]))
  assert.ok(positions.every(([at, size]) => Number(at) > 1 && size === '3000'), 'rendered items say their place in the whole list')
  assert.equal(errors, [])
  await page.close()
})

for (const [mode, html] of [['auto', ''], ['measure', 'anchoring-off'], ['measure', '']] as const) {
  test(`items inserted above the reader move nothing they read (${mode === 'auto' ? 'the browser’s scroll anchoring' : html ? 'the list’s measured correction, with the browser’s anchoring off' : 'the list’s measured correction and the browser’s anchoring together, counted once'})`, async () => {
    const { page, errors } = await open(300, { html, list: { anchoring: mode, windowFrom: Infinity, initialCount: Infinity } })
    await page.evaluate(() => document.querySelector('li[data-id="i150"]')!.scrollIntoView({ block: 'start', behavior: 'instant' }))
    await settled(page)
    const before = await topOf(page, 'i150')
    await call(page, 'insertTop', 10)
    await settled(page)
    assert.is(await page.evaluate(() => document.querySelectorAll('li.item').length), 310)
    const after = await topOf(page, 'i150')
    assert.ok(after !== null && before !== null && Math.abs(after - before) <= 1, `item 150 stayed where the reader had it: ${before} → ${after}`)
    // And one by one, as live items arrive.
    for (let i = 0; i < 3; i++) await call(page, 'insertTop', 1)
    await settled(page)
    const later = await topOf(page, 'i150')
    assert.ok(later !== null && Math.abs(later - before!) <= 1, `still there after single inserts: ${later}`)
    assert.equal(errors, [])
    await page.close()
  })
}

test('the control: with no anchoring at all, the same insert pushes what the reader reads down the page', async () => {
  const { page } = await open(300, { html: 'anchoring-off', list: { anchoring: 'none', windowFrom: Infinity, initialCount: Infinity } })
  await page.evaluate(() => document.querySelector('li[data-id="i150"]')!.scrollIntoView({ block: 'start', behavior: 'instant' }))
  await settled(page)
  const before = (await topOf(page, 'i150'))!
  await call(page, 'insertTop', 10)
  await settled(page)
  assert.ok((await topOf(page, 'i150'))! - before > 200, 'pushed down by the ten items')
  await page.close()
})

test('a windowed list keeps the reader’s place when items arrive above, even where the blocks above are placeholders', async () => {
  for (const mode of ['auto', 'measure'] as const) {
    const { page } = await open(3000, { ...(mode === 'measure' ? { html: 'anchoring-off' } : {}), list: { anchoring: mode, windowFrom: 500, initialCount: 20 } })
    await settled(page)
    await page.evaluate(() => scrollTo({ top: document.scrollingElement!.scrollHeight / 2, behavior: 'instant' }))
    await settled(page)
    const probe = await page.evaluate(() => {
      const item = [...document.querySelectorAll<HTMLElement>('li.item')].find((li) => li.getBoundingClientRect().top > 50)!
      return { id: item.dataset.id!, top: item.getBoundingClientRect().top }
    })
    await call(page, 'insertTop', 5)
    await settled(page)
    const after = await topOf(page, probe.id)
    assert.ok(after !== null && Math.abs(after - probe.top) <= 1, `${mode}: ${probe.id} stayed: ${probe.top} → ${after}`)
    await page.close()
  }
})

test('the focused item is never windowed out: scrolled far away it keeps the focus, and Tab goes on to the next item', async () => {
  const { page } = await open(3000, { list: { windowFrom: 500, initialCount: 20 } })
  await settled(page)
  await page.locator('li[data-id="i10"] button').focus()
  await page.evaluate(() => scrollTo({ top: document.scrollingElement!.scrollHeight * 0.8, behavior: 'instant' }))
  await settled(page)
  assert.ok(await page.evaluate(() => document.querySelectorAll('li.item').length < 400), 'the list is windowed')
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Reply to i10', 'the focus is where the reader left it')
  await page.keyboard.press('Tab')
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Reply to i11', 'Tab reaches the next item, not the end of the page')
  // Along a block's end into the next, which is rendered before the focus gets there.
  await page.locator('li[data-id="i31"] button').focus()
  await settled(page)
  await page.keyboard.press('Tab')
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Reply to i32')
  await page.close()
})

test('a windowed item’s words stay in the document for find-in-page, and the browser revealing them renders the item', async () => {
  const { page } = await open(3000, { searchable: true, list: { windowFrom: 500, initialCount: 20 } })
  await settled(page)
  assert.is(await page.evaluate(() => document.querySelector('li[data-id="i2500"]')), null, 'far down, windowed out')
  const spacer = await page.evaluate(() => {
    const found = [...document.querySelectorAll<HTMLElement>('li.vf-list__spacer')].find((li) => li.textContent!.includes('Needle 2500.'))!
    return { hidden: found.getAttribute('hidden'), visibility: getComputedStyle(found).contentVisibility, height: found.getBoundingClientRect().height }
  })
  assert.equal([spacer.hidden, spacer.visibility], ['until-found', 'hidden'], 'its placeholder holds its words, hidden until found')
  assert.ok(spacer.height > 1000, 'and keeps the block’s height')
  // What the browser's find bar does with a match in such an element (HTML: the ancestor revealing
  // algorithm): \`beforematch\` on it, then the match scrolled into view. Headless Chromium has no find bar.
  await page.evaluate(() => {
    const found = [...document.querySelectorAll<HTMLElement>('li.vf-list__spacer')].find((li) => li.textContent!.includes('Needle 2500.'))!
    found.dispatchEvent(new Event('beforematch'))
    found.removeAttribute('hidden')
    found.scrollIntoView({ block: 'center', behavior: 'instant' })
  })
  await settled(page)
  await page.evaluate(() => document.querySelector('li[data-id="i2500"]')?.scrollIntoView({ block: 'center', behavior: 'instant' }))
  await settled(page)
  const shown = await page.evaluate(() => {
    const box = document.querySelector('li[data-id="i2500"]')?.getBoundingClientRect()
    return !!box && box.bottom > 0 && box.top < innerHeight
  })
  assert.ok(shown, 'rendered, on screen')
  // And the page's own search (window.find) finds another windowed item's words.
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
  await settled(page)
  assert.is(await page.evaluate(() => document.querySelector('li[data-id="i1200"]')), null)
  assert.ok(await page.evaluate(() => (window as unknown as { find(text: string): boolean }).find('Needle 1200.')), 'found')
  await page.close()
})

test('a chat renders from its end and stays there as messages arrive; a reader who scrolled up is left where they are', async () => {
  const { page } = await open(400, { scroller: true, list: { sliceFrom: 'end', stickToEnd: true, initialCount: 20, windowFrom: Infinity } })
  const scroller = () => page.evaluate(() => {
    const s = document.getElementById('scroller')!
    return { fromEnd: s.scrollHeight - s.scrollTop - s.clientHeight, top: s.scrollTop }
  })
  await page.locator('li[data-id="i0"]').waitFor({ state: 'attached' })
  await settled(page)
  assert.ok((await scroller()).fromEnd <= 2, 'at the end once every slice is in')
  await call(page, 'append', 3)
  await settled(page)
  assert.ok((await scroller()).fromEnd <= 2, 'still at the end')
  await page.evaluate(() => void (document.getElementById('scroller')!.scrollTop -= 500))
  await settled(page)
  const { top } = await scroller()
  await call(page, 'append', 3)
  await settled(page)
  assert.is((await scroller()).top, top, 'scrolled up, the reader stays')
  await page.close()
})

test('axe finds nothing in a windowed list (list semantics, positions, hidden placeholders)', async () => {
  const { page } = await open(3000, { searchable: true, list: { windowFrom: 500, initialCount: 20 } })
  await page.evaluate(() => scrollTo({ top: document.scrollingElement!.scrollHeight / 2, behavior: 'instant' }))
  await settled(page)
  await page.addScriptTag({ content: axeSource })
  const results = await page.evaluate(() => (window as unknown as { axe: { run(context: string, options: object): Promise<AxeResults> } }).axe.run('main', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }))
  assert.equal(
    results.violations.map((v) => `${v.id}: ${v.nodes.length}`),
    [],
  )
  await page.close()
})

test.run()
