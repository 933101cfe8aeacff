/**
 * Live comments in Chromium, two browser profiles on the demo article against the reference service:
 * what one writes reaches the other over the realtime socket, without a reload. The reader's socket
 * runs in a worker; a publisher page on its own origin whose Content-Security-Policy allows no workers
 * gets the same updates with the socket on the main thread.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Locator, Page } from 'playwright-core'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launch, type Browser } from './support/chromium'
import { waitForAnswer, watchedPage } from './support/page'
import { startService, type RunningService } from './support/service'
import { serveStatic, type StaticServer } from './support/static-server'
import { signIn } from './support/tray'

let service: RunningService
/** A publisher's own site, on another origin than the service. */
let publisher: StaticServer
let readerBrowser: Browser
let moderatorBrowser: Browser

test.before(async () => {
  service = await startService()
  publisher = await serveStatic({ '/pages/': join(dirname(fileURLToPath(import.meta.url)), 'pages') }, { VF_ORIGIN: service.origin })
  readerBrowser = await launch()
  moderatorBrowser = await launch()
})
test.after(async () => {
  await readerBrowser?.close()
  await moderatorBrowser?.close()
  await service?.close()
  await publisher?.close()
})

const comments = (page: Page) => page.getByRole('list', { name: 'Comments' })
const topLevel = (page: Page) => comments(page).locator(':scope > li > article')
/** Picks `item` from a comment's "…" menu (the comment's own: its replies' come after it). */
async function fromMenu(page: Page, comment: Locator, item: string) {
  await comment.getByRole('button', { name: 'More actions' }).first().click()
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click()
}

/** Where the page's realtime socket runs, once it is connected. */
async function transport(page: Page) {
  await waitForAnswer(
    page,
    async () => {
      const vf = (window as unknown as { vf: { actions: { call(name: string, o: object): Promise<{ connected: boolean }> } } }).vf
      return (await vf.actions.call('realtime.state', { params: {} })).connected
    },
    undefined,
    { what: 'the realtime connection' },
  )
  return page.evaluate(async () => {
    const vf = (window as unknown as { vf: { actions: { call(name: string, o: object): Promise<{ transport?: string }> } } }).vf
    return (await vf.actions.call('realtime.state', { params: {} })).transport
  })
}

/** The demo article, or another page showing its thread. */
async function open(browser: Browser, url = `${service.origin}/`) {
  const { page, errors } = await watchedPage(browser)
  await page.goto(url)
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await topLevel(page).first().waitFor()
  return { page, errors }
}

test('a comment posted in one browser waits behind "Show new comments" in the other; a like, a pin (to the top) and a disable show live', async () => {
  const reader = await open(readerBrowser)
  // A publisher whose policy allows no workers: the same live updates, with the socket on the main thread.
  const strict = await open(readerBrowser, `${publisher.origin}/pages/strict-csp.html`)
  const moderator = await open(moderatorBrowser)
  assert.is(await transport(reader.page), 'worker', "the socket's messages stay off the page's main thread")
  assert.is(await transport(strict.page), 'main-thread')
  await signIn(moderator.page, 'moderator@demo.vf', 'demo-moderator-pass')
  await topLevel(moderator.page).first().waitFor()
  const firstBefore = await topLevel(reader.page).first().getAttribute('id')
  const text = `Live from the other browser ${Date.now()}`

  await moderator.page.getByLabel('Join the conversation').fill(text)
  await moderator.page.getByRole('button', { name: 'Post', exact: true }).click()
  await topLevel(moderator.page).filter({ hasText: text }).waitFor()

  const show = reader.page.getByRole('button', { name: 'Show new comments: 1' })
  await show.waitFor()
  assert.is(await topLevel(reader.page).first().getAttribute('id'), firstBefore, 'nothing moved under the reader')
  assert.is(await topLevel(reader.page).filter({ hasText: text }).count(), 0)
  await show.click()
  const arrived = topLevel(reader.page).filter({ hasText: text })
  await arrived.waitFor()
  await show.waitFor({ state: 'detached' })
  // A page in the background paints no frames, so live changes wait for it to be seen.
  await strict.page.bringToFront()
  await strict.page.getByRole('button', { name: 'Show new comments: 1' }).waitFor()
  assert.equal(strict.errors, [])

  // The moderator likes and pins a comment both see, then disables the new one.
  const target = topLevel(moderator.page).filter({ hasNotText: text }).first()
  const live = reader.page.locator(`#${await target.getAttribute('id')}`)
  const likeButton = live.getByRole('button', { name: /^Like/ }).first()
  const likedBefore = (await likeButton.textContent())!
  await target.getByRole('button', { name: /^Like/ }).first().click()
  await live.getByRole('button', { name: /^Like/ }).filter({ hasNotText: new RegExp(`^${likedBefore}$`) }).first().waitFor()
  const targetId = (await target.getAttribute('id'))!
  await fromMenu(moderator.page, target, 'Pin')
  await live.getByText('Pinned', { exact: false }).first().waitFor()
  // Pinned, it leads the thread at once: for the moderator who pinned it and for the reader, live.
  const leads = (page: Page) => page.waitForFunction((id) => document.querySelector('ul[aria-label="Comments"] > li > article')?.id === id, targetId)
  await leads(moderator.page)
  await leads(reader.page)

  const disabling = topLevel(moderator.page).filter({ hasText: text })
  await fromMenu(moderator.page, disabling, 'Disable')
  await arrived.waitFor({ state: 'detached' })
  assert.equal(reader.errors, [])
  assert.equal(moderator.errors, [])
})

test.run()
