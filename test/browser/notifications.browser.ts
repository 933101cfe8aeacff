/**
 * Notifications in Chromium, two browser profiles on the demo article against the reference service:
 * a reader's reply to another reader's comment raises the other's bell count live (realtime, no
 * reload), is said politely, and shows in their tray's feed; shown, it is seen and the count goes;
 * marked read, it stays read after a reload. axe finds nothing in the feed, light and dark.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Page } from 'playwright-core'
import { launch, type Browser } from './support/chromium'
import { startService, type RunningService } from './support/service'
import { signIn } from './support/tray'

const axeSource: string = createRequire(import.meta.url)('axe-core').source
const WCAG: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }

let service: RunningService
let umaBrowser: Browser
let moBrowser: Browser

test.before(async () => {
  service = await startService()
  umaBrowser = await launch()
  moBrowser = await launch()
})
test.after(async () => {
  await umaBrowser?.close()
  await moBrowser?.close()
  await service?.close()
})

const BELL = 'Open your profile and notifications'
const topLevel = (page: Page) => page.getByRole('list', { name: 'Comments' }).locator(':scope > li > article')

async function open(browser: Browser) {
  const page = await browser.context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await page.goto(`${service.origin}/`)
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await topLevel(page).first().waitFor()
  return { page, errors }
}

async function violations(page: Page, scope: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  return page.evaluate(
    async ({ scope, options }) => {
      const axe = (window as unknown as { axe: { run(context: NodeListOf<Element>, options: RunOptions): Promise<AxeResults> } }).axe
      const result = await axe.run(document.querySelectorAll(scope), options)
      if (result.passes.length === 0) return [`axe checked nothing in ${scope}`]
      return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`))
    },
    { scope, options: WCAG },
  )
}

test('a reply to my comment raises my bell live and shows in my feed; shown it is seen, marked read it stays read; axe clean', async () => {
  const uma = await open(umaBrowser)
  const mo = await open(moBrowser)
  await signIn(uma.page, 'user@demo.vf', 'demo-user-pass')
  await signIn(mo.page, 'moderator@demo.vf', 'demo-moderator-pass')

  // The demo's seed already left Uma some notifications: hers is one more.
  const before = await uma.page.evaluate(async () => ((await (window as unknown as { vf: { context: { get(key: string): Promise<{ counts: { new: number } }> } } }).vf.context.get('notifications')).counts.new))
  const text = `Where do the night buses stop? ${Date.now()}`
  await uma.page.getByRole('textbox', { name: 'Join the conversation' }).fill(text)
  await uma.page.getByRole('button', { name: 'Post', exact: true }).click()
  await topLevel(uma.page).filter({ hasText: text }).waitFor()

  await mo.page.reload()
  const hers = topLevel(mo.page).filter({ hasText: text })
  await hers.waitFor()
  await hers.getByRole('button', { name: 'Reply', exact: true }).first().click()
  const reply = `At the station, platform 4. ${Date.now()}`
  await hers.getByRole('textbox', { name: /^Reply to/ }).fill(reply)
  await hers.locator('form').getByRole('button', { name: 'Reply', exact: true }).click()
  await hers.getByRole('list', { name: /^Replies to/ }).getByText(reply).waitFor()

  // Live: no reload on Uma's side.
  const counted = uma.page.getByRole('button', { name: `${BELL}, New notifications: ${before + 1}` })
  await counted.waitFor()
  await uma.page.locator('vf-tray-trigger [role="status"]').getByText(`New notifications: ${before + 1}`).waitFor()
  await counted.click()
  const tray = uma.page.getByRole('dialog')
  assert.is(await tray.getByRole('tab', { name: 'Notifications' }).getAttribute('aria-selected'), 'true')
  const item = tray.getByRole('list', { name: 'Today' }).getByRole('listitem').filter({ hasText: reply })
  await item.waitFor()
  assert.ok((await item.textContent())?.includes('Mo Moderator replied to your comment'), 'who did what')
  // Shown, it is seen: the bell counts nothing.
  await uma.page.getByRole('button', { name: BELL, exact: true }).waitFor()
  assert.equal(await violations(uma.page, 'vf-tray'), [], 'light')
  await uma.page.evaluate(() => document.querySelectorAll('[data-vf-id]').forEach((w) => w.setAttribute('data-vf-theme', 'dark')))
  assert.equal(await violations(uma.page, 'vf-tray'), [], 'dark')

  await item.getByRole('button', { name: /^Mark as read: / }).click()
  await uma.page.waitForFunction(() => document.querySelector('vf-tray li.vf-notification')?.getAttribute('data-status') === 'read')
  await uma.page.reload()
  await uma.page.getByRole('button', { name: BELL, exact: true }).click()
  const again = uma.page.getByRole('dialog').getByRole('list', { name: 'Today' }).getByRole('listitem').filter({ hasText: reply })
  await again.waitFor()
  assert.is(await again.getAttribute('data-status'), 'read')
  assert.equal(uma.errors, [])
  assert.equal(mo.errors, [])
})

test.run()
