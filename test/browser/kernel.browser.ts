/**
 * A publisher page that includes dist/vf.js from another origin gets a working window.vf: bus, vfQ,
 * interceptors, legacy names and the refusal of a second load, with no console error.
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
let cdn: RunningService
let site: StaticServer
let browser: Browser

test.before(async () => {
  // vf.js and its service on one origin, the publisher's page on another, as in production.
  cdn = await startService()
  site = await serveStatic({ '/pages/': join(root, 'test', 'browser', 'pages') }, { VF_ORIGIN: cdn.origin })
  browser = await launch()
})

test.after(async () => {
  await browser?.close()
  await cdn?.close()
  await site?.close()
})

async function open(): Promise<{ page: Page; errors: string[]; consoleErrors: string[] }> {
  const page = await browser.context.newPage()
  const errors: string[] = []
  const consoleErrors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  await page.goto(`${site.origin}/pages/kernel.html`)
  await page.waitForFunction(() => (window as unknown as { log: string[] }).log.includes('vfQ:2'))
  return { page, errors, consoleErrors }
}

test('ready is announced, vfAsyncInit runs once, and vfQ entries run in order with window.vf ready', async () => {
  const { page, errors, consoleErrors } = await open()
  const log = await page.evaluate(() => (window as unknown as { log: string[] }).log)
  assert.equal(log, ['asyncInit', 'vfQ:1:function', 'vfQ:2'])
  assert.equal(errors, [])
  assert.equal(consoleErrors, [])
  await page.close()
})

test('the bus works from the page: subscribe, publish, this bound to vf, $once, $unsubscribe, middleware swallowing', async () => {
  const { page, errors, consoleErrors } = await open()
  const result = await page.evaluate(() => {
    const vf = (window as any).vf
    const got: unknown[] = []
    const handle = vf.$subscribe('comment', 'created', function (this: unknown, c: unknown) {
      got.push(this === vf ? c : 'wrong this')
    })
    vf.$once('comment', 'created', () => got.push('once'))
    vf.$publish('comment', 'created', 1)
    vf.$publish('comment', 'created', 2)
    handle.remove()
    vf.$publish('comment', 'created', 3)
    vf.$subscribe('tray', 'close', () => got.push('tray closed'))
    vf.$publish('authentication', 'required', { trigger: 'test', method: 'login' })
    vf.$unsubscribe('tray')
    vf.$publish('tray', 'close')
    return { got, frozen: Object.isFrozen(handle), log: (window as any).log }
  })
  assert.equal(result.got, [1, 'once', 2, 'tray closed'])
  assert.ok(result.frozen)
  assert.ok(result.log.includes('custom login'))
  assert.equal(errors, [])
  assert.equal(consoleErrors, [])
  await page.close()
})

test('interceptors and actions: a page interceptor stops an action, a duplicate is refused, an unknown action is ActionUndefined', async () => {
  const { page } = await open()
  // A string, not a function: tsx would wrap a named function in a helper the page does not have.
  const result = await page.evaluate(`(async () => {
    const vf = window.vf
    const gate = (ctx) => ctx.intercept('paywall')
    return {
      first: vf.actions.addInterceptor('live_comments.load_more', gate),
      second: vf.actions.addInterceptor('live_comments.load_more', gate),
      call: await vf.actions.call('live_comments.load_more', { instanceId: 'x' }),
      unknown: await vf.actions.call('no_such.action', {}),
      context: await vf.context.get('nope').catch((e) => e.message),
    }
  })()`) as { first: boolean; second: boolean; call: unknown; unknown: unknown; context: string }
  assert.is(result.first, true)
  assert.is(result.second, false)
  assert.equal(result.call, { error: 'paywall', code: 'Intercepted' })
  assert.equal(result.unknown, { error: 'ActionUndefined: no_such.action', code: 'ActionUndefined' })
  assert.is(result.context, 'Invalid context key, nope, specified. Valid contexts are: user, page, notifications')
  await page.close()
})

test('window.viafoura keeps v1 names working', async () => {
  const { page } = await open()
  const got = await page.evaluate(() => {
    const seen: unknown[] = []
    ;(window as any).viafoura.subscribe('onLoginSuccess', (user: unknown) => seen.push(user))
    ;(window as any).vf.$publish('login', 'success', { id: 7 })
    return seen
  })
  assert.equal(got, [{ id: 7 }])
  await page.close()
})

test('a second vf.js is refused with "Do not load vf.js twice. Please." and throws nothing into the page', async () => {
  const { page, errors, consoleErrors } = await open()
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const script = document.createElement('script')
        script.src = src
        script.async = true
        script.onload = () => resolve()
        document.head.appendChild(script)
      }),
    `${cdn.origin}/vf.js?again`,
  )
  assert.equal(consoleErrors, ['[viafoura] Do not load vf.js twice. Please.'])
  assert.equal(errors, [])
  await page.close()
})

test('a widget far below the fold reserves its height, then mounts when scrolled near', async () => {
  const page = await browser.context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  await page.goto(`${cdn.origin}/plugin-demo.html`)
  await page.waitForFunction(() => (window as unknown as { installed?: unknown }).installed === true)
  const waiting = await page.evaluate(() => {
    const el = document.querySelector('vf-hello') as HTMLElement
    return { minHeight: el.style.minBlockSize, busy: el.getAttribute('aria-busy'), id: el.getAttribute('data-vf-id'), text: el.textContent }
  })
  assert.is(waiting.minHeight, '240px')
  assert.is(waiting.busy, 'true')
  assert.ok(waiting.id)
  assert.not.match(waiting.text ?? '', 'Hello')
  await page.evaluate(() => document.querySelector('vf-hello')!.scrollIntoView())
  await page.waitForFunction(() => document.querySelector('vf-hello')?.textContent === 'Hello reader')
  assert.equal(consoleErrors, [])
  await page.close()
})

test.run()
