/**
 * The demo article as a strict publisher serves it (`/strict/`, examples/server/strict-csp.ts): a
 * Content-Security-Policy HTTP header with scripts by nonce only, styles only from the service (no
 * 'unsafe-inline'), Trusted Types required with `vf` the one policy allowed. The product works there,
 * styled, and the browser refuses nothing: no securitypolicyviolation event and no console error while
 * the widgets load, the tray opens, the reader signs in, changes their picture and opens the moderator
 * tools, and a comment from another browser arrives live over the socket in its worker. (The worker's
 * own violations would not reach the document's listener: its socket connecting and the comment arriving
 * show it has none.)
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { launch, type Browser } from './support/chromium'
import { demoSite } from './support/service'
import { signIn } from './support/tray'
import { waitForAnswer } from './support/page'

const site = demoSite(test)
/** Another reader, on the ordinary demo page, who writes the comment that arrives live. */
let writer: Browser
test.before(async () => {
  writer = await launch()
})
test.after(async () => {
  await writer?.close()
})

const comments = (page: Page) => page.getByRole('list', { name: 'Comments' })
const topLevel = (page: Page) => comments(page).locator(':scope > li > article')
/** A 1×1 PNG, for the new picture. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/** Everything the browser refused on `page` (each securitypolicyviolation event), and every console error. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] }
    w.violations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      w.violations.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`),
    )
  })
  return async () => [...(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)), ...errors]
}

/** Where the page's realtime socket runs, once it is connected and the service has confirmed every subscription. */
async function live(page: Page): Promise<unknown> {
  type State = { connected: boolean; transport?: string; subscriptions: Array<{ status: number }> }
  type Vf = { vf: { actions: { call(name: string, o: object): Promise<State> } } }
  return waitForAnswer(
    page,
    async () => {
      const state = await (window as unknown as Vf).vf.actions.call('realtime.state', { params: {} })
      // 3: subscribed (RealtimeStatus).
      return state.connected && state.subscriptions.length > 0 && state.subscriptions.every((s) => s.status === 3) && state.transport
    },
    undefined,
    { what: 'every realtime subscription confirmed' },
  )
}

test('under a strict policy (nonces, no unsafe-inline, Trusted Types) the widgets are styled, everything works and nothing is refused', async () => {
  const page = await site.browser.context.newPage()
  const refused = await watch(page)
  const response = await page.goto(`${site.service.origin}/strict/`)
  const policy = response!.headers()['content-security-policy'] ?? ''
  assert.match(policy, /script-src 'nonce-[^']+' 'strict-dynamic'/)
  assert.match(policy, /require-trusted-types-for 'script'/)
  assert.ok(policy.includes(`style-src ${site.service.origin};`), policy)
  assert.not.match(policy, /unsafe-/)

  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await topLevel(page).first().waitFor()
  await page.locator('vf-pull-quote').scrollIntoViewIfNeeded()
  await page.locator('.vf-pull-quote').waitFor()
  await page.locator('.vf-starter').waitFor()

  // Each of the product's sheets applies: the theme, the comments', the pull quote's, the starter's, the 10 px base.
  // (No named function inside evaluate: the test runner's transform would name it with a helper the page lacks.)
  const styles = await page.evaluate(() => ({
    theme: getComputedStyle(document.querySelector('vf-conversations')!).fontFamily,
    page: getComputedStyle(document.querySelector('vf-conversations')!.parentElement!).fontFamily,
    accent: getComputedStyle(document.querySelector('vf-conversations')!).getPropertyValue('--vf-accent').trim(),
    display: getComputedStyle(document.querySelector('vf-conversations')!).display,
    list: getComputedStyle(document.querySelector('.vf-comment-list')!).listStyleType,
    quote: getComputedStyle(document.querySelector('.vf-pull-quote')!).borderInlineStartWidth,
    starter: getComputedStyle(document.querySelector('.vf-starter')!).borderTopStyle,
    base: getComputedStyle(document.documentElement).getPropertyValue('--base-font-size'),
    styleElements: document.querySelectorAll('style').length,
  }))
  assert.equal(styles, { theme: styles.theme, page: styles.page, accent: '#1d5bd8', display: 'block', list: 'none', quote: '4px', starter: 'solid', base: '0.625rem', styleElements: 0 })
  // The tokens leave the typeface to the page (--vf-font-family unset): the widget has its surroundings' font.
  assert.is(styles.theme, styles.page)
  // The kit's sheet and its icon sprite are placed too (the comments' and the tray's modules place them).
  assert.is(await page.locator('svg[data-vf-icons] symbol').count() > 0, true, 'the icon sprite')

  // The socket runs in its worker, started from a blob: URL the product's Trusted Types policy vouched for.
  assert.is(await live(page), 'worker')

  // The tray (a dialog) and its sign-in form, from the bell in the masthead (its code loads as it nears the screen).
  await page.locator('vf-tray-trigger').scrollIntoViewIfNeeded()
  await signIn(page, 'moderator@demo.vf', 'demo-moderator-pass')
  // The composer opens (Post and Cancel under it) as the reader comes to it.
  await page.getByRole('textbox', { name: 'Join the conversation' }).focus()
  const post = page.getByRole('button', { name: 'Post', exact: true })
  assert.is(await post.evaluate((button) => getComputedStyle(button).backgroundColor), 'rgb(29, 91, 216)', "the primary button has the theme's accent")

  // A new picture shows at once from a blob: URL of the file, then from the service.
  await page.getByRole('button', { name: 'Open your profile and notifications' }).first().click()
  await page.getByRole('tab', { name: 'Profile' }).click()
  // The service's answer waits until the picture from the blob: URL has shown.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/v2/users/*', async (route) => {
    if (route.request().method() === 'PATCH') await released
    await route.fallback()
  })
  const pictureFrom = (prefix: string) =>
    page.waitForFunction((prefix) => {
      const img = document.querySelector<HTMLImageElement>('.vf-profile img.vf-avatar')
      return !!img && img.src.startsWith(prefix) && img.complete && img.naturalWidth > 0
    }, prefix)
  await page.locator('.vf-profile input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL })
  await pictureFrom('blob:')
  release()
  await pictureFrom(`${site.service.origin}/v2/avatars/`)
  await page.unroute('**/v2/users/*')
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })

  // The moderator tools of a comment.
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  const first = topLevel(page).first()
  await first.getByRole('button', { name: 'More actions' }).first().click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Disable', exact: true }).waitFor()

  // A comment written in another browser arrives live.
  const other = await writer.context.newPage()
  await other.goto(`${site.service.origin}/`)
  await signIn(other, 'user@demo.vf', 'demo-user-pass')
  await other.locator('vf-conversations').scrollIntoViewIfNeeded()
  await topLevel(other).first().waitFor()
  // Nothing sent before the reader's subscriptions stand again (signing in renewed them) could reach them.
  assert.is(await live(page), 'worker')
  const text = `Live under a strict policy ${Date.now()}`
  await other.getByLabel('Join the conversation').fill(text)
  await other.getByRole('button', { name: 'Post', exact: true }).click()
  await topLevel(other).filter({ hasText: text }).waitFor()
  await page.bringToFront()
  await page.getByRole('button', { name: 'Show new comments: 1' }).click()
  await topLevel(page).filter({ hasText: text }).waitFor()

  assert.equal(await refused(), [])
})

test.run()
