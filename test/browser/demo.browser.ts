/** The demo site as a publisher's visitor meets it, served by the reference service. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { launch, type Browser } from './support/chromium'
import { startService, type RunningService } from './support/service'

let service: RunningService
let browser: Browser

test.before(async () => {
  service = await startService()
  browser = await launch()
})

test.after(async () => {
  await browser?.close()
  await service?.close()
})

test('the article page loads vf.js, announces ready through vfQ, and logs no console error', async () => {
  const page = await browser.context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  // What a publisher's own script does before vf.js arrives.
  await page.addInitScript(() => {
    const w = window as unknown as { vfQ: Array<() => void>; vf: { context: { get(k: string): Promise<{ path: string }> } }; readySeen?: string }
    w.vfQ = [() => void w.vf.context.get('page').then((p) => (w.readySeen = p.path))]
  })
  await page.goto(`${service.origin}/`)
  await page.waitForFunction(() => (window as unknown as { readySeen?: string }).readySeen === '/')
  assert.is(await page.title(), 'City council approves the new riverside park — The Daily Demo')
  assert.equal(consoleErrors, [])
  await page.close()
})

test('every demo page serves and boots without console errors', async () => {
  for (const path of ['/big-thread.html', '/liveblog.html', '/chat.html', '/reviews.html']) {
    const page = await browser.context.newPage()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    const response = await page.goto(`${service.origin}${path}`)
    assert.is(response?.status(), 200, path)
    await page.waitForFunction(() => typeof (window as unknown as { viafoura?: unknown }).viafoura === 'object')
    assert.equal(consoleErrors, [], path)
    await page.close()
  }
})

test.run()
