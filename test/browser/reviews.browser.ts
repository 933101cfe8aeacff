/**
 * Reviews in Chromium, against the reference service, with two browser profiles on the demo's Food page:
 * a reader rates (by keyboard, in the radio group) and reviews, and the other reader sees the new review
 * and the new average arrive live, told politely; the owner edits the review (the other sees that too);
 * a second review by the same reader is refused by the service with its message; the standalone rating
 * shows the same average; a moderator, from the kit's menu and with the keyboard, hides the review (a guest's
 * page loses it and its rating live) and shows it again, pins it (it leads the guest's list) and features
 * it, and marks another as spam; under a strict Content-Security-Policy both render styled with no refusal. axe finds nothing for a guest, a reader with the form and the owner editing,
 * light and dark; in all 13 locales the widget is translated; in Arabic on a 375 px phone it is right to
 * left, fits, and axe finds nothing.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { Locale } from '../../contracts/enums'
import { ALREADY_REVIEWED } from '../../examples/server/reviews/rules'
import { launch, type Browser } from './support/chromium'
import { assertAccessible as accessible } from './support/axe'
import { watchedPage } from './support/page'
import { startService, type RunningService } from './support/service'
import { signIn } from './support/tray'


let service: RunningService
let readerBrowser: Browser
let otherBrowser: Browser

test.before(async () => {
  service = await startService()
  readerBrowser = await launch()
  otherBrowser = await launch()
})
test.after(async () => {
  await readerBrowser?.close()
  await otherBrowser?.close()
  await service?.close()
})

const widget = (page: Page) => page.locator('vf-livereviews')
const reviews = (page: Page) => widget(page).locator('article.vf-review')
/** The average as a screen reader hears it ("Average rating: 3.4 out of 5"). */
const average = (page: Page) => widget(page).locator('.vf-ratings__average .vf-visually-hidden').textContent()

/** The Food page with its reviews loaded (optionally in another language, at a width). */
async function open(browser: Browser, options: { lang?: string; width?: number } = {}) {
  const { page, errors } = await watchedPage(browser, { width: options.width, consoleErrors: true })
  await page.addInitScript(() => {
    const w = window as unknown as { created: unknown[]; vfQ: Array<() => void>; vf: { $subscribe(channel: string, event: string, cb: (arg: never) => void): void } }
    w.created = []
    w.vfQ = w.vfQ || []
    w.vfQ.push(() => w.vf.$subscribe('reviews', 'created', (review: { title?: string }) => w.created.push(review.title)))
  })
  if (options.lang) {
    const lang = options.lang
    await page.route(`${service.origin}/reviews.html`, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace('<meta charset="utf-8">', `<meta charset="utf-8"><meta name="vf:lang" content="${lang}">`) })
    })
  }
  await page.goto(`${service.origin}/reviews.html`)
  await widget(page).scrollIntoViewIfNeeded()
  await reviews(page).nth(4).waitFor()
  return { page, errors }
}

/** What axe finds in the reviews widgets, light then dark. */
const assertAccessible = (page: Page, state: string) => accessible(page, 'vf-livereviews, vf-rating', state)

test('a reader rates by keyboard and reviews; the other reader sees the review and the new average live; the owner edits; a second review is refused', async () => {
  const reader = await open(readerBrowser)
  const other = await open(otherBrowser)
  await assertAccessible(other.page, 'a guest')
  const before = await average(other.page)
  await widget(other.page).getByText('Ratings: 15').waitFor()
  // The standalone rating at the top of the article says the same.
  await other.page.locator('vf-rating').getByText('Ratings: 15').waitFor()
  // The other reader lists the newest first: what arrives goes on top.
  await widget(other.page).getByRole('combobox', { name: 'Sort by' }).click()
  await other.page.getByRole('option', { name: 'Newest' }).click()
  await other.page.waitForFunction(() => document.querySelector('vf-livereviews [role="combobox"]')?.textContent?.includes('Newest'))

  await signIn(reader.page, 'user@demo.vf', 'demo-user-pass')
  const form = widget(reader.page).getByRole('form', { name: 'Your review' })
  await form.waitFor()
  await assertAccessible(reader.page, 'a reader, the form open')
  // The stars are a radio group: one Tab stop, the arrows choose.
  await form.getByRole('radio', { name: '1 out of 5 stars' }).focus()
  for (let i = 0; i < 3; i++) await reader.page.keyboard.press('ArrowRight')
  assert.ok(await form.getByRole('radio', { name: '4 out of 5 stars' }).isChecked(), 'the arrows chose four stars')
  await reader.page.keyboard.press('Tab')
  await reader.page.keyboard.type('Go hungry')
  assert.is(await form.getByLabel('Title').inputValue(), 'Go hungry', 'Tab goes from the stars to the title')
  await form.getByLabel('Your review').fill('The noodle bar alone is worth the queue.')
  await form.getByRole('button', { name: 'Post review' }).click()
  const own = widget(reader.page).getByRole('list', { name: 'Your review' }).getByRole('article', { name: 'Go hungry' })
  await own.waitFor()
  assert.equal(await reader.page.evaluate(() => (window as unknown as { created: unknown[] }).created), ['Go hungry'], 'the page hears reviews/created')

  // The other reader: the new average, the count, the review, and a polite word of it.
  await widget(other.page).getByText('Ratings: 16').waitFor()
  assert.not.equal(await average(other.page), before, 'the average changed live')
  await reviews(other.page).first().filter({ hasText: 'The noodle bar alone is worth the queue.' }).waitFor()
  await widget(other.page).locator('[role="status"][aria-live="polite"]', { hasText: 'New reviews: 1' }).waitFor({ state: 'attached' })
  await other.page.locator('vf-rating').getByText('Ratings: 16').waitFor()

  // The owner edits: new title, five stars; the other sees both.
  // (A change from four stars to five moves the average of 16 ratings by a sixteenth of a star: the distribution says it.)
  const fives = () => other.page.evaluate(() => Number(/\((\d+)\)$/.exec(document.querySelector('vf-livereviews .vf-ratings__row .vf-ratings__share')?.textContent ?? '')?.[1]))
  const fivesBefore = await fives()
  await own.getByRole('button', { name: 'Edit' }).click()
  const edit = own.getByRole('form', { name: 'Edit your review' })
  await assertAccessible(reader.page, 'the owner editing')
  await edit.getByLabel('Title').fill('Go very hungry')
  await edit.getByRole('radio', { name: '5 out of 5 stars' }).check()
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await widget(reader.page).getByRole('article', { name: 'Go very hungry' }).waitFor()
  await widget(other.page).getByRole('article', { name: 'Go very hungry' }).waitFor()
  await other.page.waitForFunction((was) => document.querySelector('vf-livereviews .vf-ratings__row .vf-ratings__share')?.textContent?.endsWith(`(${was + 1})`), fivesBefore)
  await widget(other.page).getByText('Ratings: 16').waitFor()

  // A second review by the same reader (a page's script posting again): the service refuses it with its message.
  const refusal = reader.page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/reviews'))
  const outcome = await reader.page.evaluate(() => (window as unknown as { vf: { actions: { call(name: string, options: object): Promise<unknown> } } }).vf.actions.call('reviews.post', { params: { title: 'Again', content: 'Twice', stars: 5 } }))
  const answer = await refusal
  assert.is(answer.status(), 409)
  assert.is((await answer.json()).message, ALREADY_REVIEWED)
  assert.ok(outcome && typeof outcome === 'object' && 'error' in outcome, 'the call resolves with the failure')
  await widget(other.page).getByText('Ratings: 16').waitFor()

  // The browser itself logs the refused request (its 409); the product logs nothing.
  assert.equal(reader.errors.filter((error) => !error.includes('status of 409')), [])
  assert.equal(other.errors, [])
  await reader.page.close()
  await other.page.close()
})

test('a moderator hides and shows a review, pins and features it and marks one as spam from the kit’s menu, by keyboard; a guest’s page follows live', async () => {
  const moBrowser = await launch()
  /** Lists the newest first (the reader's review of the first test leads). */
  const newest = async (page: Page) => {
    await widget(page).getByRole('combobox', { name: 'Sort by' }).click()
    await page.getByRole('option', { name: 'Newest' }).click()
    await page.waitForFunction(() => document.querySelector('vf-livereviews [role="combobox"]')?.textContent?.includes('Newest'))
  }
  /** The nth review, by its id (two seeded reviews share a title). */
  const nth = async (page: Page, n: number) => `#${await reviews(page).nth(n).getAttribute('id')}`
  try {
    const guest = await open(otherBrowser)
    const mo = await open(moBrowser)
    await signIn(mo.page, 'moderator@demo.vf', 'demo-moderator-pass')
    await newest(guest.page)
    await newest(mo.page)
    const target = widget(mo.page).getByRole('article', { name: 'Go very hungry' })
    const menuButton = target.getByRole('button', { name: 'Moderate the review by Uma Reader' })
    await menuButton.waitFor()
    assert.is(await widget(guest.page).getByRole('button', { name: /^Moderate the review by / }).count(), 0, 'a guest has no moderator menu')
    await widget(guest.page).getByRole('article', { name: 'Go very hungry' }).waitFor()
    await widget(guest.page).getByText('Ratings: 16').waitFor()

    // By keyboard: Enter opens the menu on its first item, Hide from readers.
    await menuButton.focus()
    await mo.page.keyboard.press('Enter')
    const menu = mo.page.getByRole('menu', { name: 'Moderate the review by Uma Reader' })
    await menu.waitFor()
    assert.equal(await menu.getByRole('menuitem').allTextContents(), ['Hide from readers', 'Mark as spam', 'Pin to the top', 'Feature'])
    await assertAccessible(mo.page, 'the moderator’s menu open')
    assert.is(await mo.page.evaluate(() => document.activeElement?.textContent), 'Hide from readers')
    await mo.page.keyboard.press('Enter')
    await target.locator('.vf-review__note', { hasText: 'Hidden from readers' }).waitFor()
    await widget(mo.page).getByText('Ratings: 15').waitFor()
    // The guest's page: the review and its rating go, live.
    await widget(guest.page).getByRole('article', { name: 'Go very hungry' }).waitFor({ state: 'detached' })
    await widget(guest.page).getByText('Ratings: 15').waitFor()
    await assertAccessible(mo.page, 'a hidden review, to the moderator')

    await menuButton.click()
    await menu.getByRole('menuitem', { name: 'Show to readers' }).click()
    await widget(guest.page).getByRole('article', { name: 'Go very hungry' }).waitFor()
    await widget(guest.page).getByText('Ratings: 16').waitFor()

    // Featured, the guest's page says so.
    await menuButton.click()
    await menu.getByRole('menuitem', { name: 'Feature' }).click()
    await widget(guest.page).getByRole('article', { name: 'Go very hungry' }).locator('.vf-review__note', { hasText: 'Featured' }).waitFor()

    // The third review pinned: it leads the guest's list.
    const third = await nth(mo.page, 2)
    const thirdMenu = () => widget(mo.page).locator(third).getByRole('button', { name: /^Moderate the review by / })
    await thirdMenu().click()
    await mo.page.getByRole('menu', { name: /^Moderate the review by / }).getByRole('menuitem', { name: 'Pin to the top' }).click()
    await reviews(guest.page).first().and(guest.page.locator(third)).waitFor()
    await reviews(guest.page).first().locator('.vf-review__note', { hasText: 'Pinned' }).waitFor()
    await assertAccessible(guest.page, 'a guest, a pinned review and a featured one')
    await thirdMenu().click()
    await mo.page.getByRole('menu', { name: /^Moderate the review by / }).getByRole('menuitem', { name: 'Unpin' }).click()
    await reviews(guest.page).first().locator('.vf-review__title', { hasText: 'Go very hungry' }).waitFor()

    // Another review marked as spam leaves the guest's page and the ratings; not spam, it is back.
    const second = await nth(mo.page, 1)
    const secondMenu = () => widget(mo.page).locator(second).getByRole('button', { name: /^Moderate the review by / })
    await secondMenu().click()
    await mo.page.getByRole('menu', { name: /^Moderate the review by / }).getByRole('menuitem', { name: 'Mark as spam' }).click()
    await widget(mo.page).locator(second).locator('.vf-review__note', { hasText: 'Marked as spam' }).waitFor()
    await widget(guest.page).locator(second).waitFor({ state: 'detached' })
    await widget(guest.page).getByText('Ratings: 15').waitFor()
    await secondMenu().click()
    await mo.page.getByRole('menu', { name: /^Moderate the review by / }).getByRole('menuitem', { name: 'Not spam' }).click()
    await widget(guest.page).locator(second).waitFor()
    await widget(guest.page).getByText('Ratings: 16').waitFor()
    // Left as it was for the tests after: not featured.
    await menuButton.click()
    await menu.getByRole('menuitem', { name: 'Stop featuring' }).click()
    await widget(guest.page).getByRole('article', { name: 'Go very hungry' }).locator('.vf-review__note', { hasText: 'Featured' }).waitFor({ state: 'detached' })
    assert.equal(guest.errors, [])
    assert.equal(mo.errors, [])
    await guest.page.close()
    await mo.page.close()
  } finally {
    await moBrowser.close()
  }
})

test('under the publisher’s strict Content-Security-Policy the reviews and the rating render styled, and the browser refuses nothing', async () => {
  const page = await otherBrowser.context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] }
    w.violations = []
    document.addEventListener('securitypolicyviolation', (event) => w.violations.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`))
  })
  await page.goto(`${service.origin}/strict/reviews.html`)
  await widget(page).scrollIntoViewIfNeeded()
  await reviews(page).nth(2).waitFor()
  await page.locator('vf-rating .vf-ratings__average').waitFor()
  // Styled by the constructed sheets: the cards' corners, the bars' lengths (set through the CSSOM).
  assert.ok((await reviews(page).first().evaluate((el) => parseFloat(getComputedStyle(el).borderTopLeftRadius))) > 0, 'a review is a styled card')
  assert.ok((await widget(page).locator('.vf-ratings__fill').first().evaluate((el) => el.getBoundingClientRect().width)) > 0, 'a bar has its length')
  assert.equal(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), [])
  assert.equal(errors, [])
  await page.close()
})

test('in every locale the reviews are in its words', async () => {
  const { page, errors } = await open(otherBrowser)
  for (const locale of Locale) {
    const words = (await import(`../../plugins/reviews/locales/${locale}.ts`)).default as { title: string; sort: { label: string }; load_more: string }
    await page.route(`${service.origin}/reviews.html`, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace('<meta charset="utf-8">', `<meta charset="utf-8"><meta name="vf:lang" content="${locale}">`) })
    })
    await page.goto(`${service.origin}/reviews.html`)
    await widget(page).scrollIntoViewIfNeeded()
    await widget(page).getByRole('heading', { level: 2, name: words.title }).waitFor()
    await widget(page).getByRole('button', { name: words.load_more }).waitFor()
    assert.ok(await widget(page).getByText(words.sort.label, { exact: true }).count(), `${locale}: the sort's label`)
    await page.unroute(`${service.origin}/reviews.html`)
  }
  assert.equal(errors, [])
  await page.close()
})

test('on a 375 px phone in Arabic the reviews are right to left, translated, fit the screen, and axe finds nothing', async () => {
  const { page, errors } = await open(otherBrowser, { lang: 'ar', width: 375 })
  const element = widget(page)
  assert.is(await element.getAttribute('dir'), 'rtl')
  assert.is(await element.evaluate((el) => getComputedStyle(el).direction), 'rtl')
  await element.getByRole('heading', { level: 2, name: /المراجعات/ }).waitFor()
  const english = await element.evaluate((el) =>
    Array.from(el.querySelectorAll('button, h2, h3, label, legend, .vf-visually-hidden, .vf-ratings__count'))
      .map((node) => node.getAttribute('aria-label') ?? node.textContent ?? '')
      .filter((name) => /\b(Reviews?|Rating|Sort|Reply|Helpful|Yes|Load|Sign)\b/.test(name)),
  )
  assert.equal(english, [], 'no English word in what the product wrote')
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `nothing wider than the phone (${overflow} px over)`)
  const first = await reviews(page).first().boundingBox()
  assert.ok(first && first.x >= 0 && first.x + first.width <= 375, 'a review fits the phone')
  await assertAccessible(page, 'Arabic, 375 px')
  assert.equal(errors, [])
  await page.close()
})

test.run()
