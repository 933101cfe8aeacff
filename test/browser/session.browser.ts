/** A reader's login across two tabs of the demo site, in Chromium, against the reference service. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { demoSite } from './support/service'
import { signIn } from './support/tray'

const site = demoSite(test)

const topLevel = (page: Page) => page.getByRole('list', { name: 'Comments' }).locator(':scope > li > article')

/** Opens the article. */
async function openArticle(page: Page) {
  await page.goto(`${site.service.origin}/`)
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await topLevel(page).first().waitFor()
}

/** Who the page's product takes the visitor to be: `vf.context.get('user')` (document 4 §3). */
const visitor = (page: Page) =>
  page.evaluate(async () => ((await (window as unknown as { vf: { context: { get(key: string): Promise<{ user_privilege?: string }> } } }).vf.context.get('user')) as { user_privilege?: string }).user_privilege)

test('two tabs whose access ran out together keep the reader signed in: one refresh, the other tab uses its tokens', async () => {
  // One browser context: the tabs share the site's localStorage, where the login is kept.
  const [first, second] = [await site.browser.context.newPage(), await site.browser.context.newPage()]
  const errors: string[] = []
  for (const page of [first, second]) page.on('pageerror', (error) => errors.push(error.message))
  await openArticle(first)
  await signIn(first, 'user@demo.vf', 'demo-user-pass')
  await openArticle(second)
  // The second tab resumed the stored login at its start-up.
  assert.is(await visitor(second), 'user')

  // Both tabs' access token runs out at once (it is the one stored login), and each tab then likes a comment.
  const refreshes: string[] = []
  for (const page of [first, second]) page.on('request', (request) => request.url().includes('/users/refreshusertoken') && refreshes.push(page === first ? 'first' : 'second'))
  await first.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (!key.endsWith('tokens')) continue
      const stored = JSON.parse(localStorage.getItem(key)!) as { v: { access?: string } }
      // The product's storage keeps a value under `v`.
      stored.v.access = 'ran-out'
      localStorage.setItem(key, JSON.stringify(stored))
    }
  })
  // A refresh is let through only once both tabs' likes were refused: neither tab has new tokens
  // before the other has run into the old ones.
  let refused = 0
  let bothRefused!: () => void
  const refusals = new Promise<void>((resolve) => (bothRefused = resolve))
  for (const page of [first, second]) {
    page.on('response', (response) => response.status() === 401 && !response.url().includes('/users/refreshusertoken') && ++refused === 2 && bothRefused())
    await page.route('**/users/refreshusertoken', async (route) => {
      await refusals
      await route.continue()
    })
  }
  // Both tabs press Like at the same moment: each on its own comment, on one message to both.
  const arm = (page: Page, index: number) =>
    page.evaluate((n) => {
      new BroadcastChannel('vf-test-like').onmessage = () =>
        document.querySelectorAll('vf-conversations ul[aria-label="Comments"] > li > article')[n]!.querySelector<HTMLButtonElement>('.vf-comment__actions button')!.click()
    }, index)
  await arm(first, 0)
  await arm(second, 1)
  // Each tab's like is taken by the service (its retry after the refresh succeeds) and shown.
  const liked = [first, second].map((page) => page.waitForResponse((response) => response.request().method() === 'POST' && /\/like$/.test(new URL(response.url()).pathname) && response.ok()))
  await first.evaluate(() => new BroadcastChannel('vf-test-like').postMessage('now'))
  await Promise.all(liked)
  for (const [page, n] of [[first, 0], [second, 1]] as const) await topLevel(page).nth(n).getByRole('button', { name: /^Like/ }).first().and(page.locator('[aria-pressed="true"]')).waitFor()
  assert.is(refreshes.length, 1, `one refresh for both tabs (${refreshes})`)

  // The login the service kept is the reader's: a new page view in either tab is still theirs.
  await first.reload()
  await topLevel(first).first().waitFor()
  assert.is(await visitor(first), 'user')
  await topLevel(first).first().getByRole('button', { name: /^Like/ }).first().and(first.locator('[aria-pressed="true"]')).waitFor()
  assert.equal(errors, [])
  await first.close()
  await second.close()
})

test.run()
