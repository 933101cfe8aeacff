/**
 * Layout stability in Chromium: a widget element that reserves a height is a block of that height from
 * the moment the product takes it, and keeps it while its view shows a loading state, until its content
 * replaces it; then it is as tall as its content. Checked on the product's own discussion (waiting for
 * its code) and on a publisher's React widget that says it is loading with `useWidgetLoading`.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'
import type { Page } from 'playwright-core'
import { launch, type Browser } from './support/chromium'
import { startService, type RunningService } from './support/service'
import { serveStatic, type StaticServer } from './support/static-server'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
let service: RunningService
let site: StaticServer
let browser: Browser

test.before(async () => {
  service = await startService()
  site = await serveStatic({ '/pages/': join(root, 'test', 'browser', 'pages') }, { VF_ORIGIN: service.origin })
  browser = await launch()
})

test.after(async () => {
  await browser?.close()
  await service?.close()
  await site?.close()
})

interface Seen {
  height: number
  loading: boolean
  content: boolean
}

async function open(url: string, viewport = { width: 1280, height: 720 }): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage()
  await page.setViewportSize(viewport)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url)
  return { page, errors }
}

const box = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s) as HTMLElement
    return { display: getComputedStyle(el).display, height: el.getBoundingClientRect().height, busy: el.getAttribute('aria-busy'), text: el.textContent ?? '' }
  }, selector)

test('the discussion on the 1,000-comment page is a block of its initial-height while its code is on its way', async () => {
  // A short window: the discussion is far from it, so it waits for the reader (or its fetch timeout).
  const { page, errors } = await open(`${service.origin}/big-thread.html`, { width: 1000, height: 300 })
  await page.waitForFunction(() => document.querySelector('vf-conversations')?.hasAttribute('data-vf-id'))
  const waiting = await box(page, 'vf-conversations')
  assert.is(waiting.display, 'block')
  assert.is(waiting.height, 800, 'initial-height="800" is the space it keeps')
  assert.is(waiting.busy, 'true')
  assert.match(waiting.text, 'Loading the discussion')
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  // The first page in (20 comments, rendered in slices after the first few), not merely its first comment.
  await page.locator('vf-conversations ul[aria-label="Comments"] > li > article').nth(19).waitFor()
  const loaded = await box(page, 'vf-conversations')
  assert.is(loaded.display, 'block')
  assert.ok(loaded.height > 800, `the thread is taller than the space it kept: ${loaded.height}`)
  assert.equal(errors, [])
  await page.close()
})

test('a widget that says it is loading keeps its reserved height until its content replaces the loading state, then takes its content’s height', async () => {
  const { page, errors } = await open(`${site.origin}/pages/layout.html`)
  await page.waitForFunction(() => (window as unknown as { installed?: unknown }).installed === true)
  await page.locator('vf-slow-thread .loading').waitFor()
  const loading = await box(page, 'vf-slow-thread')
  assert.equal({ display: loading.display, height: loading.height, busy: loading.busy }, { display: 'block', height: 800, busy: 'true' }, 'mounted, showing its loading line in the space it kept')
  await page.evaluate(() => (window as unknown as { showContent(phase: string): void }).showContent('long'))
  await page.locator('vf-slow-thread .content').waitFor()
  // Every height the element had, frame by frame, from the moment the product took it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const seen = await page.evaluate(() => (window as unknown as { heights: Seen[] }).heights)
  const beforeContent = seen.filter((s) => !s.content)
  assert.ok(beforeContent.length > 0)
  assert.equal(beforeContent.filter((s) => s.height < 800), [], 'never below its reserved height while it loads')
  const loaded = await box(page, 'vf-slow-thread')
  assert.ok(loaded.height > 800, `as tall as its content: ${loaded.height}`)
  assert.is(loaded.busy, null)
  assert.is(loaded.display, 'block')
  assert.equal(errors, [])
  await page.close()
})

test('content shorter than the reserved height: the space goes with the loading state, and the element is as tall as its content', async () => {
  const { page, errors } = await open(`${site.origin}/pages/layout.html`)
  await page.waitForFunction(() => (window as unknown as { installed?: unknown }).installed === true)
  await page.locator('vf-slow-thread .loading').waitFor()
  assert.is((await box(page, 'vf-slow-thread')).height, 800)
  await page.evaluate(() => (window as unknown as { showContent(phase: string): void }).showContent('short'))
  await page.locator('vf-slow-thread .content').waitFor()
  const { height, contentHeight } = await page.evaluate(() => ({
    height: document.querySelector('vf-slow-thread')!.getBoundingClientRect().height,
    contentHeight: document.querySelector('vf-slow-thread .content')!.getBoundingClientRect().height,
  }))
  assert.ok(height < 800, `released: ${height}`)
  assert.ok(Math.abs(height - contentHeight) < 40, `its content's height (${contentHeight}), not the reservation: ${height}`)
  assert.equal(errors, [])
  await page.close()
})

test.run()
