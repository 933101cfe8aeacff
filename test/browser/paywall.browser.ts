/**
 * The paywall in Chromium against the reference service (issue 25): the demo's subscriber article
 * (/paywall.html), walled by the site's settings with the development provider. A visitor over the
 * visible comments gets the wall in place of "load more", the other comments not in the page at all,
 * and the wall's view reaches analytics; a top visitor reads on through two presses of "load more" (the
 * publisher's own interceptor sees each, after ours) and meets the wall at the third; the provider's
 * release and an error in its script give the controls back; signing in takes the wall down and the
 * thread continues, then a registered reader sees their remaining posts, posts, and meets the wall in
 * place of the post form. In all 13 locales the wall is in their words; light and dark, right to left on
 * a 375 px phone, it fits and axe finds nothing.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page, Request } from 'playwright-core'
import { Locale } from '../../contracts/enums'
import type { PaywallMessages } from '../../plugins/paywall/locales/en-us'
import { DEMO_ACCOUNTS } from '../../examples/server/seed'
import { launch, type Browser } from './support/chromium'
import { assertAccessible as accessible } from './support/axe'
import { watchedPage } from './support/page'
import { startService, type RunningService } from './support/service'

const PROVIDER_ERROR = 'development provider: script error asked for'

let service: RunningService
let visitor: Browser
let reader: Browser

test.before(async () => {
  service = await startService()
  visitor = await launch()
  reader = await launch()
})
test.after(async () => {
  await visitor?.close()
  await reader?.close()
  await service?.close()
})

const widget = (page: Page) => page.locator('vf-conversations')
const topLevel = (page: Page) => widget(page).locator('.vf-comment-list').first().locator(':scope > li > article')
const anonymousWall = (page: Page) => page.getByRole('region', { name: 'Keep reading the conversation' })
const loadMore = (page: Page) => widget(page).getByRole('button', { name: 'Load more comments' })

/** The subscriber article (with the reader's consent to analytics), in a language, at a width, with its thread's page sizes. */
async function open(browser: Browser, query = '', options: { lang?: string; width?: number; limit?: number } = {}) {
  const page = await browser.context.newPage()
  await page.setViewportSize({ width: options.width ?? 1280, height: 900 })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.addInitScript(() => sessionStorage.setItem('__vftc__', '2'))
  if (options.lang || options.limit) {
    await page.route(`${service.origin}/paywall.html*`, async (route) => {
      const response = await route.fetch()
      let body = await response.text()
      if (options.lang) body = body.replace('<meta charset="utf-8">', `<meta charset="utf-8"><meta name="vf:lang" content="${options.lang}">`)
      if (options.limit) body = body.replace('<vf-conversations ', `<vf-conversations limit="${options.limit}" pagination-limit="${options.limit}" `)
      await route.fulfill({ response, body })
    })
  }
  await page.goto(`${service.origin}/paywall.html${query}`)
  await widget(page).scrollIntoViewIfNeeded()
  return { page, errors }
}

/** The analytics event `name` as the product sent it to the ingest, and the ingest's answer. */
const sentToAnalytics = (page: Page, name: string) =>
  page.waitForRequest((request: Request) => new URL(request.url()).pathname.startsWith('/v3/analytics/') && (request.postData() ?? '').includes(`"name":"${name}"`), { timeout: 60_000 })

const assertAccessible = (page: Page, state: string) => accessible(page, 'vf-conversations', state)

test('a visitor over the visible comments: the wall instead of load more, the other comments not in the page, the wall view sent to analytics', async () => {
  const { page, errors } = await watchedPage(visitor)
  await page.addInitScript(() => sessionStorage.setItem('__vftc__', '2'))
  const told = sentToAnalytics(page, 'wall_view')
  await page.goto(`${service.origin}/paywall.html?audience=low`)
  await widget(page).scrollIntoViewIfNeeded()
  await anonymousWall(page).waitFor()
  assert.is(await topLevel(page).count(), 2, 'two comments in the page')
  assert.is(await loadMore(page).count(), 0)
  // The development provider drew its offer in the wall, in the product's words.
  await anonymousWall(page).getByRole('button', { name: 'Subscribe' }).waitFor()
  assert.ok(await anonymousWall(page).getByRole('button', { name: 'Sign in' }).isVisible())
  const request = await told
  const event = (JSON.parse(request.postData()!) as { events?: Array<{ name: string; data?: Record<string, unknown> }> } & { name?: string; data?: Record<string, unknown> })
  const wallView = (event.events ?? [event]).find((e) => e.name === 'wall_view')!
  assert.equal(wallView.data, { type: 'anonymous', segment: 'low', areas: 'load_more' })
  assert.ok((await request.response())?.ok(), 'the ingest took it')
  // A page asking for more comments itself is refused as the reader is.
  const outcome = await page.evaluate(() => (window as unknown as { vf: { actions: { call(name: string, options: object): Promise<unknown> } } }).vf.actions.call('live_comments.load_more', { params: {} }))
  assert.equal(outcome, { error: 'paywall', code: 'Intercepted' })
  await assertAccessible(page, 'the anonymous wall')
  assert.equal(errors, [])
  await page.close()
})

test('a top visitor reads on through two presses of load more, the publisher’s interceptor seeing each after ours, and meets the wall at the third', async () => {
  const { page, errors } = await open(visitor, '?audience=top', { limit: 5 })
  await loadMore(page).waitFor()
  // The first screen is the limit and a page more (10), rendered in slices: the tenth is waited for.
  await topLevel(page).nth(9).waitFor()
  assert.is(await topLevel(page).count(), 10)
  for (const [press, shown] of [[1, 15], [2, 20]] as const) {
    await loadMore(page).click()
    await page.getByText(`The publisher’s own interceptor let through ${press} press(es) of “load more”.`).waitFor()
    await topLevel(page).nth(shown - 1).waitFor()
    assert.is(await anonymousWall(page).count(), 0, `press ${press}: no wall`)
  }
  await loadMore(page).click()
  await anonymousWall(page).waitFor()
  assert.is(await loadMore(page).count(), 0)
  assert.is(await topLevel(page).count(), 20, 'what the reader read stays; nothing more came')
  assert.ok(await page.getByText('let through 2 press(es)', { exact: false }).isVisible(), 'our interceptor stopped the third press before the publisher’s ran')
  assert.equal(errors, [])
  await page.close()
})

test('the provider releases the wall (the reader subscribed), and an error in its script releases it: the controls come back', async () => {
  const subscribed = await open(visitor, '?audience=medium')
  await anonymousWall(subscribed.page).getByRole('button', { name: 'Subscribe' }).click()
  await loadMore(subscribed.page).waitFor()
  assert.is(await anonymousWall(subscribed.page).count(), 0)
  assert.is(await topLevel(subscribed.page).count(), 20, 'the first screen’s comments are all back')
  assert.equal(subscribed.errors, [])
  await subscribed.page.close()

  const broken = await open(visitor, '?audience=medium&dev_paywall=error')
  await loadMore(broken.page).waitFor()
  assert.is(await anonymousWall(broken.page).count(), 0)
  assert.ok(broken.errors.every((message) => message.includes(PROVIDER_ERROR)), broken.errors.join('\n'))
  await broken.page.close()
})

test('in every locale the wall is in its words', async () => {
  for (const locale of Locale) {
    const words = (await import(`../../plugins/paywall/locales/${locale}.ts`)).default as PaywallMessages
    const { page, errors } = await open(visitor, '?audience=low', { lang: locale })
    const wall = page.getByRole('region', { name: words.anonymous.title })
    await wall.waitFor()
    await wall.getByText(words.anonymous.text).waitFor()
    await wall.getByRole('button', { name: words.sign_in }).waitFor()
    await wall.getByRole('button', { name: words.subscribe }).waitFor()
    assert.equal(errors, [], locale)
    await page.close()
  }
})

test('on a 375 px phone in Arabic the wall is right to left, fits, and axe finds nothing, light and dark', async () => {
  const { page, errors } = await open(visitor, '?audience=low', { lang: 'ar', width: 375 })
  const words = (await import('../../plugins/paywall/locales/ar-ar')).default as PaywallMessages
  const wall = page.getByRole('region', { name: words.anonymous.title })
  await wall.waitFor()
  assert.is(await wall.evaluate((el) => getComputedStyle(el).direction), 'rtl')
  // The accent edge is at the start: on the right, right to left.
  const edges = await wall.evaluate((el) => ({ right: getComputedStyle(el).borderRightWidth, left: getComputedStyle(el).borderLeftWidth }))
  assert.equal(edges, { right: '4px', left: '1px' })
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `nothing wider than the phone (${overflow} px over)`)
  const box = await wall.boundingBox()
  assert.ok(box && box.x >= 0 && box.x + box.width <= 375, 'the wall fits the phone')
  await assertAccessible(page, 'Arabic, 375 px')
  assert.equal(errors, [])
  await page.close()
})

test('signing in takes the wall down and the thread continues; a registered reader sees their remaining posts, posts, and meets the wall in place of the post form', async () => {
  const { page, errors } = await open(reader, '?audience=low')
  await anonymousWall(page).waitFor()
  await anonymousWall(page).getByRole('button', { name: 'Sign in' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('E-mail').fill(DEMO_ACCOUNTS[2]!.email)
  await dialog.getByLabel('Password').fill(DEMO_ACCOUNTS[2]!.password)
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  await dialog.waitFor({ state: 'detached' })
  await loadMore(page).waitFor()
  assert.is(await anonymousWall(page).count(), 0)
  await topLevel(page).nth(19).waitFor()
  await loadMore(page).click()
  await topLevel(page).nth(29).waitFor()

  const note = page.getByRole('status').filter({ hasText: 'Comments left before the subscriber wall' })
  await note.getByText('Comments left before the subscriber wall: 2').waitFor()
  await assertAccessible(page, 'the remaining count')
  const box = widget(page).getByRole('textbox', { name: 'Join the conversation' })
  await box.fill('The cost breakdown leaves out the river wall’s upkeep.')
  await widget(page).getByRole('button', { name: 'Post', exact: true }).click()
  await note.getByText('Comments left before the subscriber wall: 1').waitFor()
  await box.fill('And who pays for the summer events?')
  await widget(page).getByRole('button', { name: 'Post', exact: true }).click()
  const wall = page.getByRole('region', { name: 'You have used your comments for now' })
  await wall.waitFor()
  await wall.getByText('Days until you can comment again: 30').waitFor()
  assert.is(await box.count(), 0, 'no post form')
  await widget(page).getByText('And who pays for the summer events?').waitFor()
  await assertAccessible(page, 'the registered wall')
  assert.equal(errors, [])
  await page.close()
})

test.run()
