/**
 * The tray in Chromium against the reference service, two browser profiles on the demo article:
 * a reader mutes someone who replied to her, and their next reply does not notify her (a moderator's
 * still does); a new follower arrives live in her open community tab; she follows the page from her
 * feed and a new comment on it notifies her; she follows a thread from a comment's menu and a reply in
 * it notifies her. The feed, community and settings tabs at 375 px, left-to-right and in Arabic
 * (right-to-left, translated), fit the phone and are axe clean, light and dark.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Locator, Page } from 'playwright-core'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../examples/server/seed'
import { launch, type Browser } from './support/chromium'
import { axeViolations as violations } from './support/axe'
import { waitForAnswer, watchedPage } from './support/page'
import { startService, type RunningService } from './support/service'
import { confirmFromOutbox, signIn, signUp } from './support/tray'


let service: RunningService
let umaBrowser: Browser
let ritaBrowser: Browser

test.before(async () => {
  service = await startService()
  umaBrowser = await launch()
  ritaBrowser = await launch()
})
test.after(async () => {
  await umaBrowser?.close()
  await ritaBrowser?.close()
  await service?.close()
})

const BELL = 'Open your profile and notifications'
const topLevel = (page: Page) => page.getByRole('list', { name: 'Comments' }).locator(':scope > li > article')
const bellCounting = (page: Page, n: number) => page.getByRole('button', { name: `${BELL}, New notifications: ${n}` })

async function open(browser: Browser, options: { width?: number; arabic?: boolean } = {}) {
  const { page, errors } = await watchedPage(browser, { width: options.width ?? 1280 })
  page.on('console', (message) => {
    // The service answers 404 to the settings of a reader who never chose (push off, document 2 §7): the one error the browser logs by itself.
    if (message.type() === 'error' && !(message.text().includes('status of 404') && /\/v5\/notifications\/[\w-]+\/settings$/.test(message.location().url))) errors.push(`${message.text()} ${message.location().url}`)
  })
  await page.addInitScript(() => {
    const w = window as unknown as { created: Array<{ content_uuid: string; content_container_uuid: string }>; vfQ?: Array<() => void>; vf: { $subscribe(c: string, e: string, f: (x: never) => void): void } }
    w.created = []
    ;(w.vfQ ??= []).push(() => w.vf.$subscribe('comment', 'created', (c: { content_uuid: string; content_container_uuid: string }) => w.created.push(c)))
  })
  if (options.arabic) {
    await page.route(`${service.origin}/`, async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace('<meta charset="utf-8">', '<meta charset="utf-8"><meta name="vf:lang" content="ar">')
      await route.fulfill({ response, body })
    })
  }
  await page.goto(`${service.origin}/`)
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await page.locator('vf-conversations li > article').first().waitFor()
  return { page, errors }
}

/** The reader's new count, as the page reads it. */
const newCount = (page: Page) => page.evaluate(async () => (await (window as unknown as { vf: { context: { get(key: string): Promise<{ counts: { new: number } }> } } }).vf.context.get('notifications')).counts.new)

/** Posts a comment (or, with `under`, a reply to it) through the widget, as the reader would. */
async function post(page: Page, text: string, under?: Locator) {
  if (!under) {
    await page.getByRole('textbox', { name: 'Join the conversation' }).fill(text)
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    await topLevel(page).filter({ hasText: text }).waitFor()
    return
  }
  await under.getByRole('button', { name: 'Reply', exact: true }).first().click()
  await under.getByRole('textbox', { name: /^Reply to/ }).fill(text)
  await under.locator('form').getByRole('button', { name: 'Reply', exact: true }).click()
  await under.getByRole('list', { name: /^Replies to/ }).getByText(text).waitFor()
}

/** Signs a demo account in through the service's API, as another device would. */
async function apiSignIn(index: number): Promise<string> {
  const account = DEMO_ACCOUNTS[index]!
  const answer = await fetch(`${service.origin}/v2/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) })
  assert.is(answer.status, 200, await answer.clone().text())
  return ((await answer.json()) as { access_token: string }).access_token
}
/** Comments through the service's API as the signed-in `token` (a reply with `parent`). */
async function apiComment(token: string, container: string, content: string, parent?: string) {
  const answer = await fetch(`${service.origin}/v4/livecomments/${DEMO_SECTION_UUID}/${container}/comments${parent ? `/${parent}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ content }),
  })
  assert.is(answer.status, 201, await answer.clone().text())
}


let umaSignedIn = false
/** Uma, signed in once for the file (her browser profile keeps the login). */
async function asUma(options: { width?: number; arabic?: boolean } = {}) {
  const uma = await open(umaBrowser, options)
  if (!umaSignedIn) {
    await signIn(uma.page, 'user@demo.vf', 'demo-user-pass')
    umaSignedIn = true
  }
  return uma
}

test('Uma mutes someone who replied to her: their next reply does not notify her, a moderator’s still does', async () => {
  const uma = await asUma()
  // Rita is new here: she signs up and confirms her address (an unconfirmed account comments once, then must confirm).
  const rita = await open(ritaBrowser)
  await signUp(rita.page, { name: 'Rita Rivers', email: `rita-${Date.now()}@example.com`, password: 'rita-secret-pass' })
  await confirmFromOutbox(rita.page, service.origin)
  await rita.page.goto(`${service.origin}/`)
  await topLevel(rita.page).first().waitFor()

  const before = await newCount(uma.page)
  const question = `Is the night ferry back? ${Date.now()}`
  await post(uma.page, question)
  const { content_uuid: parent, content_container_uuid: container } = await uma.page.evaluate(() => (window as unknown as { created: Array<{ content_uuid: string; content_container_uuid: string }> }).created.at(-1)!)

  await rita.page.reload()
  const ritas = topLevel(rita.page).filter({ hasText: question })
  await post(rita.page, `Since Monday, every hour. ${Date.now()}`, ritas)
  await bellCounting(uma.page, before + 1).waitFor()

  // Uma mutes Rita from her reply's menu: Rita's words leave Uma's thread.
  const hers = topLevel(uma.page).filter({ hasText: question })
  const ritaReply = hers.getByRole('list', { name: /^Replies to/ }).locator('article').filter({ hasText: 'Rita Rivers' })
  await ritaReply.first().getByRole('button', { name: 'More actions' }).click()
  await uma.page.getByRole('menu').getByRole('menuitem', { name: 'Mute Rita Rivers', exact: true }).click()
  await ritaReply.first().waitFor({ state: 'detached' })
  // What Rita did no longer counts for Uma either (document 2 §4: notifications from muted users are excluded).
  await waitForAnswer(uma.page, async (n) => (await (window as unknown as { vf: { context: { get(key: string): Promise<{ counts: { new: number } }> } } }).vf.context.get('notifications')).counts.new === n, before, { what: `the new count back at ${before}` })

  const muted = `The last one leaves at eleven. ${Date.now()}`
  await post(rita.page, muted, ritas)
  // Mo's reply comes after Rita's: when Uma's bell has counted his, it would have counted hers.
  await apiComment(await apiSignIn(1), container, 'The timetable is on the pier too.', parent)
  await bellCounting(uma.page, before + 1).waitFor()
  assert.is(await newCount(uma.page), before + 1)
  await bellCounting(uma.page, before + 1).click()
  const feed = uma.page.getByRole('dialog').getByRole('list', { name: 'Today' })
  await feed.getByRole('listitem').filter({ hasText: 'The timetable is on the pier too.' }).waitFor()
  assert.is(await feed.getByRole('listitem').filter({ hasText: muted }).count(), 0, 'the muted reader’s reply is not in her feed')
  assert.equal(uma.errors, [])
  assert.equal(rita.errors, [])
  await uma.page.close()
  await rita.page.close()
})

test('a new follower arrives live in the open community tab; Uma follows the page and a thread, and their new comments notify her', async () => {
  const uma = await asUma()
  await uma.page.getByRole('button', { name: new RegExp(`^${BELL}`) }).click()
  const tray = uma.page.getByRole('dialog')
  await tray.getByRole('tab', { name: 'Community' }).click()
  const followers = tray.getByRole('list', { name: /^Followers: / }).or(tray.getByText('Nobody follows you yet.'))
  await followers.first().waitFor()

  // Uma muted Rita in the first test: a muted reader's follow tells her nothing, so she unmutes her first.
  const unmute = tray.getByRole('button', { name: 'Unmute Rita Rivers' })
  await unmute.click()
  await unmute.waitFor({ state: 'detached' })

  // Rita (signed in from the first test) follows Uma from Uma's comment's menu.
  const rita = await open(ritaBrowser)
  const umas = topLevel(rita.page).filter({ hasText: 'Uma Reader' }).first()
  await umas.getByRole('button', { name: 'More actions' }).first().click()
  await rita.page.getByRole('menu').getByRole('menuitem', { name: 'Follow Uma Reader', exact: true }).click()
  await tray.getByRole('button', { name: 'Follow back Rita Rivers' }).waitFor()
  await tray.locator('[aria-live="polite"]').getByText('New follower: Rita Rivers').waitFor()
  assert.equal(await violations(uma.page, 'vf-tray'), [], 'community, light')

  // The feed offers the page's follow.
  await tray.getByRole('tab', { name: 'Notifications' }).click()
  await tray.getByRole('button', { name: 'Follow this page' }).click()
  const following = tray.getByRole('button', { name: 'Following this page' })
  await following.waitFor()
  assert.is(await following.getAttribute('aria-pressed'), 'true')
  await uma.page.keyboard.press('Escape')
  await tray.waitFor({ state: 'detached' })

  const before = await newCount(uma.page)
  const news = `The bridge reopens on Friday. ${Date.now()}`
  await post(rita.page, news)
  await bellCounting(uma.page, before + 1).waitFor()
  // Uma comes back to the article and reads it in her feed; she stops following the page.
  await uma.page.reload()
  await bellCounting(uma.page, before + 1).click()
  const feed = uma.page.getByRole('dialog')
  await feed.getByRole('list', { name: 'Today' }).getByRole('listitem').filter({ hasText: 'Rita Rivers commented on a page you follow' }).waitFor()
  await feed.getByRole('button', { name: 'Following this page' }).click()
  await feed.getByRole('button', { name: 'Follow this page' }).waitFor()
  await uma.page.keyboard.press('Escape')
  await feed.waitFor({ state: 'detached' })
  await uma.page.locator('vf-conversations').scrollIntoViewIfNeeded()

  // A thread: Uma follows Rita's comment from its menu; Mo's reply in it reaches her.
  const ritas = topLevel(uma.page).filter({ hasText: news })
  await ritas.waitFor()
  await ritas.getByRole('button', { name: 'More actions' }).first().click()
  await uma.page.getByRole('menu').getByRole('menuitem', { name: 'Follow this thread', exact: true }).click()
  await ritas.getByRole('button', { name: 'More actions' }).first().click()
  await uma.page.getByRole('menu').getByRole('menuitem', { name: 'Stop following this thread', exact: true }).waitFor()
  await uma.page.keyboard.press('Escape')
  const { content_uuid: thread, content_container_uuid: container } = await rita.page.evaluate(() => (window as unknown as { created: Array<{ content_uuid: string; content_container_uuid: string }> }).created.at(-1)!)
  await apiComment(await apiSignIn(1), container, 'Good news for cyclists.', thread)
  // What was new was seen when her feed showed it: Mo's reply is the one new notification.
  await bellCounting(uma.page, 1).click()
  const today = uma.page.getByRole('dialog').getByRole('list', { name: 'Today' })
  await today.getByRole('listitem').filter({ hasText: 'Mo Moderator replied in a thread you follow' }).filter({ hasText: 'Good news for cyclists.' }).waitFor()
  assert.equal(await violations(uma.page, 'vf-tray'), [], 'feed, light')
  assert.equal(uma.errors, [])
  assert.equal(rita.errors, [])
  await uma.page.close()
  await rita.page.close()
})

/** Nothing of the open tray leaves the phone's screen (but a row that scrolls sideways), and the selected tab is on it. */
async function assertFits(page: Page, state: string) {
  const overflow = await page.evaluate(() => {
    const out: string[] = []
    const dialog = document.querySelector('vf-tray [role="dialog"]')
    if (!dialog) return ['no tray']
    const selected = dialog.querySelector('[role="tab"][aria-selected="true"]')?.getBoundingClientRect()
    if (!selected || selected.left < -1 || selected.right > window.innerWidth + 1) out.push('the selected tab is not on screen')
    for (const el of dialog.querySelectorAll('*')) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || el.closest('.vf-visually-hidden')) continue
      // Inside a row that scrolls sideways (the tab strip on a phone): reached by scrolling it, not cut off.
      let scrolled = false
      for (let at = el.parentElement; at && at !== dialog; at = at.parentElement) if (/(auto|scroll)/.test(getComputedStyle(at).overflowX) && at.getBoundingClientRect().right <= window.innerWidth + 1) scrolled = true
      if (scrolled) continue
      if (r.left < -1 || r.right > window.innerWidth + 1) out.push(`${el.tagName.toLowerCase()}.${el.className} leaves the screen (${Math.round(r.left)}–${Math.round(r.right)})`)
    }
    return out.slice(0, 5)
  })
  assert.equal(overflow, [], state)
}

const TABS = [
  { id: 'vf-feed', en: 'Notifications', ar: 'الإشعارات' },
  { id: 'vf-community', en: 'Community', ar: 'المجتمع' },
  { id: 'vf-settings', en: 'Settings', ar: 'الإعدادات' },
] as const

for (const arabic of [false, true]) {
  test(`the feed, community and settings tabs at 375 px${arabic ? ' in Arabic: right-to-left, translated,' : ''} fit the phone and are axe clean, light and dark`, async () => {
    const uma = await asUma({ width: 375, arabic })
    for (const tab of TABS) {
      await uma.page.evaluate((id) => (window as unknown as { vf: { $publish(c: string, e: string, ...a: unknown[]): void } }).vf.$publish('tray', 'open', null, id), tab.id)
      const dialog = uma.page.getByRole('dialog')
      const selected = dialog.getByRole('tab', { name: arabic ? tab.ar : tab.en })
      await selected.waitFor()
      assert.is(await selected.getAttribute('aria-selected'), 'true')
      // The panel's content is in (its heading), not its loading state.
      await dialog.getByRole('tabpanel').getByRole('heading').first().waitFor()
      if (arabic) {
        assert.is(await uma.page.locator('vf-tray').getAttribute('dir'), 'rtl')
        // The product's words, without the readers' and the publisher's (names, comments' first words, the page's title).
        const words = await uma.page.evaluate(() => {
          const panel = document.querySelector('vf-tray [role="tabpanel"]:not([hidden])')!.cloneNode(true) as HTMLElement
          panel.querySelectorAll('bdi, .vf-notification__excerpt, .vf-page-follow__title, input').forEach((el) => el.remove())
          return panel.textContent ?? ''
        })
        assert.not.match(words, /\b(the|your|you|and|Follow|Save|Notifications)\b/, `${tab.id} is translated`)
      }
      await assertFits(uma.page, `${tab.id}${arabic ? ', Arabic' : ''}, 375 px`)
      assert.equal(await violations(uma.page, 'vf-tray'), [], `${tab.id}, light`)
      await uma.page.evaluate(() => document.querySelectorAll('[data-vf-id]').forEach((w) => w.setAttribute('data-vf-theme', 'dark')))
      assert.equal(await violations(uma.page, 'vf-tray'), [], `${tab.id}, dark`)
      await uma.page.evaluate(() => document.querySelectorAll('[data-vf-id]').forEach((w) => w.removeAttribute('data-vf-theme')))
    }
    assert.equal(uma.errors, [])
    await uma.page.close()
  })
}

test.run()
