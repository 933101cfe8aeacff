/**
 * Ads in Chromium against the reference service (issue 26): the demo's ads page fills its standalone ad
 * with the development ex.co player (one video ad per page: the second standalone ad takes gtag) and the
 * comments' promo slots through the publisher's custom tag; an ad half on screen is reported viewed to
 * analytics once; a video integration whose script fails falls back to the alternative with the spec's
 * reason; a page's own subscriber fills a slot itself; `vf:ads-disabled` leaves every slot alone; the
 * strict page runs the development scripts with no violation; the label is translated and right-to-left
 * in Arabic, the ads fit a 375 px phone, axe finds nothing light and dark, and an arriving ad moves nothing.
 */
import { createRequire } from 'node:module'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Page, Request } from 'playwright-core'
import { watchedPage } from './support/page'
import { demoSite } from './support/service'

const axeSource: string = createRequire(import.meta.url)('axe-core').source
const WCAG: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }
const site = demoSite(test)

interface Options {
  path?: string
  width?: number
  consent?: boolean
  /** Rewrites the page's HTML before the browser gets it. */
  html?: (html: string) => string
  /** Runs in the page before its scripts (a publisher's subscriber). */
  init?: () => void
  /** Requests to fail (an integration's script that does not load). */
  block?: string
  /** Site settings to change in the bootstrap answer (another integration for an area). */
  settings?: Record<string, unknown>
}

async function open(options: Options = {}) {
  const path = options.path ?? '/ads.html'
  const { page, errors } = await watchedPage(site.browser, { width: options.width ?? 1280, consoleErrors: true })
  const adScripts: string[] = []
  const analytics: Request[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/dev/ads/') && url.pathname.endsWith('.js')) adScripts.push(url.pathname)
    if (url.pathname.startsWith('/v3/analytics/')) analytics.push(request)
  })
  await page.addInitScript(() => {
    const w = window as unknown as { heard: unknown[][]; violations: string[]; vfQ: Array<() => void>; vf: { $subscribe(channel: string, event: string, cb: (...args: never[]) => void): void } }
    w.heard = []
    w.violations = []
    document.addEventListener('securitypolicyviolation', (event) => w.violations.push(`${event.violatedDirective} ${event.blockedURI}`))
    w.vfQ = w.vfQ || []
    w.vfQ.push(() => {
      w.vf.$subscribe('ads', 'loaded', (result: unknown) => w.heard.push(['ads/loaded', result]))
      w.vf.$subscribe('ads', 'failed', (result: unknown) => w.heard.push(['ads/failed', result]))
      w.vf.$subscribe('analytics', 'track_ad_view', (data: unknown) => w.heard.push(['analytics/track_ad_view', data]))
    })
  })
  if (options.consent) await page.addInitScript(() => sessionStorage.setItem('__vftc__', '2'))
  if (options.init) await page.addInitScript(options.init)
  if (options.block) await page.route(options.block, (route) => route.abort())
  if (options.settings) {
    const changes = options.settings
    await page.route('**/bootstrap/v2*', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { result: { settings: Record<string, unknown> } }
      Object.assign(body.result.settings, changes)
      await route.fulfill({ response, json: body })
    })
  }
  if (options.html) {
    const rewrite = options.html
    await page.route(`${site.service.origin}${path}`, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: rewrite(await response.text()) })
    })
  }
  await page.goto(`${site.service.origin}${path}`)
  return { page, errors, adScripts, analytics }
}

const heard = (page: Page, name: string) => page.evaluate((name) => (window as unknown as { heard: unknown[][] }).heard.filter(([n]) => n === name).map(([, value]) => value), name)

/** The standalone ad number `nth`, scrolled to and drawn by its integration. */
async function standalone(page: Page, nth: number) {
  const element = page.locator('vf-standalone-ad').nth(nth)
  await element.scrollIntoViewIfNeeded()
  await element.locator('.vf-ad[data-state="ready"] .vf-ad__frame img').waitFor()
  return element
}

/** The comments' first promo slot, scrolled to and filled. */
async function promo(page: Page) {
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  const slot = page.locator('vf-conversations li.vf-promo').first()
  await slot.waitFor({ state: 'attached' })
  await slot.scrollIntoViewIfNeeded()
  await slot.locator('.vf-ad[data-state="ready"] .vf-ad__frame img').waitFor()
  return slot
}

test('the ads page: one ex.co video ad, the second standalone ad through gtag, the promo slots through the custom tag; an ad seen is reported to analytics once', async () => {
  const { page, errors, adScripts, analytics } = await open({ consent: true })
  const first = await standalone(page, 0)
  assert.match((await first.locator('img').getAttribute('alt')) ?? '', /ex\.co/)
  assert.is(await first.locator('.vf-ad__label').textContent(), 'Advertisement')
  assert.is(await first.getByRole('group', { name: 'Advertisement' }).count(), 1)
  const second = await standalone(page, 1)
  assert.match((await second.locator('img').getAttribute('alt')) ?? '', /gtag/, 'the page’s one video ad is taken: the alternative')
  assert.is(await second.locator('.vf-ad__frame').getAttribute('data-size'), '300x250')
  const slot = await promo(page)
  assert.match((await slot.locator('img').getAttribute('alt')) ?? '', /House ad/)
  assert.is(await slot.getAttribute('data-position'), '3')
  const loaded = (await heard(page, 'ads/loaded')) as Array<{ integration: string }>
  assert.ok(loaded.some((r) => r.integration === 'exco') && loaded.some((r) => r.integration === 'gtag') && loaded.some((r) => r.integration === 'custom'), JSON.stringify(loaded))
  assert.is(loaded.filter((r) => r.integration === 'exco').length, 1)
  assert.equal([...new Set(adScripts)].sort(), ['/dev/ads/custom-tag.js', '/dev/ads/exco.js', '/dev/ads/gtag.js'])

  // The promo slot stays on screen: half of it for a second and a tenth is a view, recorded by analytics.
  await page.waitForFunction(() => (window as unknown as { heard: unknown[][] }).heard.some(([n, d]) => n === 'analytics/track_ad_view' && (d as { integration: string }).integration === 'custom'))
  // Analytics sends what it records in the same task: the request is among those the page made, or comes next.
  const adView = () => analytics.find((request) => (request.postData() ?? '').includes('"ad_view"'))
  while (!adView()) await page.waitForRequest((request) => request.url().includes('/v3/analytics/'))
  assert.match(adView()!.postData() ?? '', /"adData":\{[^}]*"integration":"custom"/)
  const views = (await heard(page, 'analytics/track_ad_view')) as Array<{ integration: string; container_id?: string; position?: number }>
  assert.equal(views.filter((v) => v.integration === 'custom').map((v) => v.position), [3], 'once')
  assert.equal(errors, [])
  await page.close()
})

test('a video ad whose script fails falls back to the alternative, with document 3 §8’s reason', async () => {
  const { page, errors } = await open({ block: '**/dev/ads/exco.js*' })
  const first = await standalone(page, 0)
  assert.match((await first.locator('img').getAttribute('alt')) ?? '', /gtag/)
  const second = await standalone(page, 1)
  assert.match((await second.locator('img').getAttribute('alt')) ?? '', /gtag/)
  const failures = (await heard(page, 'ads/failed')) as Array<{ integration: string }>
  assert.equal(failures.filter((f) => f.integration === 'exco')[0], { status: 'failure', reason: 'exco called but was unable to load', container_id: 'riverside-park', integration: 'exco' })
  // The browser reports the script it could not load; nothing else.
  assert.equal(errors.filter((e) => !e.includes('net::ERR_FAILED')), [])
  await page.close()
})

test("a page's own subscriber fills the standalone slot itself: the product leaves it and loads no ad script for it", async () => {
  const { page, errors, adScripts } = await open({
    init: () => {
      const w = window as unknown as { vfQ: Array<() => void>; vf: { $subscribe(c: string, e: string, cb: (slot: { element: HTMLElement }) => void): void } }
      w.vfQ = w.vfQ || []
      w.vfQ.push(() =>
        w.vf.$subscribe('vf-ads', 'requestStandaloneAd', (slot) => {
          const link = document.createElement('a')
          link.href = '/reviews.html'
          link.className = 'house-ad'
          link.textContent = 'Advertisement · the page’s own: the food guide'
          slot.element.appendChild(link)
        }),
      )
    },
  })
  const first = page.locator('vf-standalone-ad').first()
  await first.scrollIntoViewIfNeeded()
  await first.locator('a.house-ad').waitFor()
  await page.locator('vf-standalone-ad').nth(1).scrollIntoViewIfNeeded()
  await page.locator('vf-standalone-ad').nth(1).locator('a.house-ad').waitFor()
  await promo(page)
  assert.is(await page.locator('vf-standalone-ad .vf-ad').count(), 0)
  assert.ok(!adScripts.includes('/dev/ads/exco.js') && !adScripts.includes('/dev/ads/gtag.js'), adScripts.join())
  assert.equal(errors, [])
  await page.close()
})

test('vf:ads-disabled: no slot is filled, no ad script loads, the standalone ad is empty', async () => {
  const { page, errors, adScripts } = await open({ html: (html) => html.replace('<meta charset="utf-8">', '<meta charset="utf-8"><meta name="vf:ads-disabled" content="true">') })
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await page.locator('vf-conversations ul[aria-label="Comments"] > li > article').nth(5).waitFor()
  for (const element of await page.locator('vf-standalone-ad').all()) {
    await element.scrollIntoViewIfNeeded()
    await page.waitForFunction((el) => !!el?.hasAttribute('data-vf-id') && !el.hasAttribute('aria-busy'), await element.elementHandle())
  }
  assert.is(await page.locator('.vf-ad').count(), 0)
  assert.is(await page.locator('vf-conversations li.vf-promo').count(), 0, 'the comments take no promo slots')
  assert.equal(adScripts.filter((s) => s !== '/dev/ads/custom-tag.js'), [])
  assert.equal(await heard(page, 'ads/loaded'), [])
  assert.equal(errors, [])
  await page.close()
})

test('the strict page runs the development ad scripts with no violation', async () => {
  const { page, errors } = await open({ path: '/strict/ads.html' })
  await standalone(page, 0)
  await standalone(page, 1)
  await promo(page)
  assert.equal(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), [])
  assert.equal(errors, [])
  await page.close()
})

test('an arriving ad moves nothing: the reserved space is the ad’s, and no layout shift comes from the ads', async () => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  const page = await site.browser.context.newPage()
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const script of ['**/dev/ads/exco.js*', '**/dev/ads/gtag.js*']) {
    await page.route(script, async (route) => {
      await held
      await route.continue()
    })
  }
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Array<{ value: number; nodes: string[] }> }
    w.shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue
        w.shifts.push({ value: entry.value, nodes: (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName))) })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(`${site.service.origin}/ads.html`)
  const ads = page.locator('vf-standalone-ad')
  await ads.nth(1).scrollIntoViewIfNeeded()
  for (const n of [0, 1]) await ads.nth(n).locator('.vf-ad[data-state="loading"] .vf-ad__frame').waitFor()
  // Each standalone ad's reserved space (346 px, or the page's initial-height for the 250 px one) is what its frame then holds.
  const reserved = await ads.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().height))
  await page.evaluate(() => window.scrollTo(0, 0))
  const next = page.locator('article p').nth(1)
  const before = { ad: await ads.first().boundingBox(), next: await next.boundingBox() }
  const shiftsBefore = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts.length)
  release()
  await ads.first().locator('.vf-ad[data-state="ready"] .vf-ad__frame img').waitFor()
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const after = { ad: await ads.first().boundingBox(), next: await next.boundingBox() }
  assert.equal(after.ad?.height, before.ad?.height)
  assert.equal(after.next?.y, before.next?.y)
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Array<{ value: number; nodes: string[] }> }).shifts)
  assert.equal(shifts.slice(shiftsBefore), [], 'no layout shift as the ad arrived')
  await ads.nth(1).scrollIntoViewIfNeeded()
  await ads.nth(1).locator('.vf-ad[data-state="ready"] .vf-ad__frame img').waitFor()
  assert.equal(await ads.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().height)), reserved)
  assert.equal(reserved, [346, 296])
  // A promo slot's reserved block is the ad's: its height is what was reserved before it was asked for.
  const slot = await promo(page)
  const sizes = await slot.evaluate((li) => ({ reserved: parseFloat(getComputedStyle(li).minBlockSize), height: li.getBoundingClientRect().height }))
  assert.ok(sizes.reserved > 300, `reserved ${sizes.reserved}`)
  assert.ok(Math.abs(sizes.height - sizes.reserved) < 1, JSON.stringify(sizes))
  await page.close()
})

test('every other integration draws its ad with its development script: m32, vi, Snigel, and Outbrain’s cards with cut titles whole on hover and focus', async () => {
  for (const [integration, alt] of [['m32', /m32/], ['vi', /vi\)/], ['snigel', /Snigel/]] as const) {
    const { page, errors, adScripts } = await open({ settings: { standalone_ad_integration: integration } })
    const first = await standalone(page, 0)
    assert.match((await first.locator('img').getAttribute('alt')) ?? '', alt, integration)
    assert.ok(adScripts.includes(`/dev/ads/${integration}.js`), integration)
    assert.equal(errors, [], integration)
    await page.close()
  }
  const { page, errors } = await open({ settings: { standalone_ad_integration: 'outbrain', standalone_site_ad_id: 'AR_1' } })
  const element = page.locator('vf-standalone-ad').first()
  await element.scrollIntoViewIfNeeded()
  const link = element.locator('a.vf-ad-outbrain__link').first()
  await link.waitFor()
  const title = link.locator('.vf-ad-outbrain__title')
  const whole = 'The Daily Demo food guide: every new opening in the city, reviewed and rated by the readers who ate there'
  assert.is(await title.textContent(), `${whole.slice(0, 70).trimEnd()}…`)
  assert.is(await link.getAttribute('href'), `${site.service.origin}/reviews.html`)
  await link.hover()
  assert.is(await title.textContent(), whole)
  await page.mouse.move(0, 0)
  assert.is(await title.textContent(), `${whole.slice(0, 70).trimEnd()}…`)
  await link.focus()
  assert.is(await title.textContent(), whole)
  assert.equal(await axe(page, 'vf-standalone-ad'), [])
  assert.equal(errors, [])
  await page.close()
})

test('the other areas on the demo pages: the live blog’s promo slot (gtag), the conversation starter’s (Outbrain); the recirculation slot the home page fills itself stays the page’s', async () => {
  const areas = { liveblog_ad_integration: 'gtag', liveblog_site_ad_id: '/demo/liveblog', conversation_starter_ad_integration: 'outbrain', conversation_starter_site_ad_id: 'AR_2', trending_conversations_ad_integration: 'gtag' }
  const blog = await open({ path: '/liveblog.html', settings: areas })
  await blog.page.locator('vf-livestory').scrollIntoViewIfNeeded()
  const slot = blog.page.locator('vf-livestory li.vf-promo').first()
  await slot.waitFor({ state: 'attached' })
  await slot.scrollIntoViewIfNeeded()
  await slot.locator('.vf-ad[data-state="ready"] img').waitFor()
  assert.match((await slot.locator('img').getAttribute('alt')) ?? '', /gtag/)
  assert.equal(blog.errors, [])
  await blog.page.close()

  const home = await open({ path: '/', settings: areas })
  const starter = home.page.locator('vf-conversation-starter')
  await starter.scrollIntoViewIfNeeded()
  await starter.locator('.vf-starter__slot .vf-ad').waitFor({ state: 'attached' })
  await starter.locator('.vf-starter__slot').scrollIntoViewIfNeeded()
  await starter.locator('.vf-starter__slot a.vf-ad-outbrain__link').first().waitFor()
  assert.is(await starter.locator('.vf-ad__label').textContent(), 'Advertisement')
  const recirculation = home.page.locator('vf-content-recirculation')
  await recirculation.scrollIntoViewIfNeeded()
  await recirculation.locator('.vf-trending__ad a.house-ad').waitFor()
  assert.is(await recirculation.locator('.vf-trending__ad .vf-ad').count(), 0)
  assert.equal(home.errors, [])
  await home.page.close()
})

async function axe(page: Page, selector: string): Promise<AxeResults['violations']> {
  await page.evaluate(axeSource)
  return page.evaluate(
    async ([selector, options]) => {
      const results = await (window as unknown as { axe: { run(context: Element[], options: unknown): Promise<AxeResults> } }).axe.run([...document.querySelectorAll(selector!)], options)
      return results.violations
    },
    [selector, WCAG] as const,
  )
}

test('in Arabic at 375 px the label is translated and right-to-left, the ads fit, and axe finds nothing light and dark', async () => {
  for (const theme of ['light', 'dark'] as const) {
    const { page, errors } = await open({
      width: 375,
      html: (html) =>
        html
          .replace('<meta charset="utf-8">', '<meta charset="utf-8"><meta name="vf:lang" content="ar">')
          .replaceAll('<vf-standalone-ad ', `<vf-standalone-ad data-vf-theme="${theme}" `)
          .replace('<vf-conversations ', `<vf-conversations data-vf-theme="${theme}" `),
    })
    const first = await standalone(page, 0)
    assert.is(await first.getAttribute('dir'), 'rtl')
    assert.is(await first.locator('.vf-ad__label').textContent(), 'إعلان')
    const slot = await promo(page)
    assert.is(await slot.locator('.vf-ad__label').textContent(), 'إعلان')
    for (const ad of [first, await standalone(page, 1), slot]) {
      const box = await ad.locator('.vf-ad__frame').boundingBox()
      assert.ok(box && box.x >= 0 && box.x + box.width <= 375, `fits: ${JSON.stringify(box)}`)
    }
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    assert.ok(pageWidth <= 375, `no sideways scroll (${pageWidth})`)
    const violations = await axe(page, 'vf-standalone-ad, vf-conversations li.vf-promo')
    assert.equal(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], theme)
    assert.equal(errors, [])
    await page.close()
  }
})

test.run()
