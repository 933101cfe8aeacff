/**
 * Notifications in Chromium, two browser profiles on the demo article against the reference service:
 * a reader's reply to another reader's comment raises the other's bell count live (realtime, no
 * reload), is said politely, and shows in their tray's feed; shown, it is seen and the count goes;
 * marked read, it stays read after a reload. axe finds nothing in the feed, light and dark. A reader
 * follows a topic with `<vf-topic-follow>` and the site's broadcast to it arrives live. Push on
 * localhost with the permission granted: the machine walks its states and, with no push service
 * reachable (as in tests), ends failed with a retry; a push delivered to the registered worker through
 * the DevTools protocol shows its notification.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { launch, type Browser } from './support/chromium'
import { axeViolations as violations } from './support/axe'
import { waitForAnswer, watchedPage } from './support/page'
import { startService, type RunningService } from './support/service'
import { signIn } from './support/tray'


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
  const { page, errors } = await watchedPage(browser, { consoleErrors: true })
  await page.goto(`${service.origin}/`)
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await topLevel(page).first().waitFor()
  return { page, errors }
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

/** Uma, signed in (her login from an earlier test is kept by the profile). */
async function signedIn(page: Page) {
  const guest = await page.evaluate(async () => !(await (window as unknown as { vf: { context: { get(k: string): Promise<{ email?: string }> } } }).vf.context.get('user')).email)
  if (guest) await signIn(page, 'user@demo.vf', 'demo-user-pass')
}

/** Puts a widget on the demo article, as a publisher's page would, and has the product mount it. */
async function place(page: Page, html: string) {
  await page.evaluate((markup) => {
    const holder = document.createElement('div')
    holder.innerHTML = markup
    document.querySelector('main')!.prepend(holder)
    ;(window as unknown as { vf: { $publish(c: string, e: string): void } }).vf.$publish('widgets', 'mount')
  }, html)
}

test('a reader follows a topic with the button; a broadcast to it arrives live in their feed; axe clean', async () => {
  const uma = await open(umaBrowser)
  await signedIn(uma.page)
  const topic = `t-${Date.now()}`
  await place(uma.page, `<vf-topic-follow topic-id="${topic}" topic-name="Elections" show-count="true"></vf-topic-follow>`)
  const follow = uma.page.getByRole('button', { name: 'Follow Elections' })
  await follow.click()
  await uma.page.getByRole('button', { name: 'Following Elections' }).waitFor()
  assert.is(await uma.page.getByRole('button', { name: 'Following Elections' }).getAttribute('aria-pressed'), 'true')
  await uma.page.getByText('Followers: 1').waitFor()
  assert.equal(await violations(uma.page, 'vf-topic-follow'), [])

  const sent = await fetch(`${service.origin}/dev/broadcasts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'First results are in', url: `${service.origin}/`, topic_id: topic }) })
  assert.is(sent.status, 201)
  await uma.page.getByRole('button', { name: /^Open your profile and notifications, New notifications: \d+$/ }).click()
  await uma.page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'First results are in' }).waitFor()
  assert.equal(uma.errors, [])
})

test('push on localhost, permission granted: the machine walks to failed without a push service and offers a retry; a push delivered to the worker shows its notification', async () => {
  await umaBrowser.context.grantPermissions(['notifications'], { origin: service.origin })
  const uma = await open(umaBrowser)
  await place(uma.page, '<vf-push-opt-in></vf-push-opt-in>')
  await uma.page.evaluate(() => {
    const w = window as unknown as { vf: { $subscribe(c: string, e: string, f: (s: string) => void): void }; pushStates: string[] }
    w.pushStates = []
    w.vf.$subscribe('push', 'state', (s) => w.pushStates.push(s))
  })
  await uma.page.getByRole('button', { name: 'Turn on notifications' }).click()
  // Headless Chromium reaches no push service: the subscription fails (or goes unanswered for 15 s).
  const failed = uma.page.getByText('Notifications could not be set up.')
  await failed.waitFor({ timeout: 45_000 })
  assert.ok(await uma.page.getByRole('button', { name: 'Try again' }).isVisible())
  const states = await uma.page.evaluate(() => (window as unknown as { pushStates: string[] }).pushStates)
  assert.equal(states.slice(-2), ['processing', 'failed'])
  assert.equal(await violations(uma.page, 'vf-push-opt-in'), [])

  // The registered worker shows what is pushed to it.
  const cdp = await umaBrowser.context.newCDPSession(uma.page)
  await cdp.send('ServiceWorker.enable')
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
      const found = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(service.origin))
      if (found) resolve(found.registrationId)
    })
  })
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: service.origin, registrationId, data: JSON.stringify({ title: 'Mo Moderator replied to your comment', body: 'At the station.', url: `${service.origin}/` }) })
  await waitForAnswer(uma.page, async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title).includes('Mo Moderator replied to your comment'), undefined, { what: 'the shown notification' })
  // The service's answer 404 to the settings of a reader who never chose (off, document 2 §7) is the one error the browser logs.
  assert.equal(uma.errors.filter((e) => !e.includes('status of 404')), [])
})

test.run()
