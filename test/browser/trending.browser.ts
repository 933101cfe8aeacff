/**
 * Trending articles, content recirculation and the legacy share bar in Chromium against the reference
 * service. The demo home lists the site's articles ranked by the last hours' discussion, and a burst of
 * new comments on one article moves it up for the next reader; the recirculation list fills its ad slot
 * through the page. Every view (full, list, condensed; thumbnails left, right, off) at 1280 and 375 px
 * fits and axe finds nothing, light and dark; in Arabic the lists are right-to-left (a left thumbnail
 * sits at the start: the right) and translated. The v1 share-bar page works as it was written.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { DEMO_SECTION_UUID } from '../../examples/server/seed'
import { launch, type Browser } from './support/chromium'
import { assertAccessible as accessible } from './support/axe'
import { watchedPage } from './support/page'
import { startService, type RunningService } from './support/service'

const LISTS = 'vf-trending-articles, vf-content-recirculation'

let service: RunningService
let first: Browser
let second: Browser

test.before(async () => {
  service = await startService()
  first = await launch()
  second = await launch()
})
test.after(async () => {
  await first?.close()
  await second?.close()
  await service?.close()
})

/**
 * Opens `path` in its own page. `aside`: the lists the page shows instead of its own. `discussion: false`:
 * the page without its discussion — the comments' widget, tested on its own, grows by thousands of pixels
 * as its comments arrive slice by slice, which pushes the lists below it out of view at a moment no test
 * can wait for (a list scrolled into view with the discussion's end still on screen was pushed away before
 * it was seen, and stayed loading: a list asks for its articles only in view).
 */
async function open(browser: Browser, path: string, options: { width?: number; arabic?: boolean; aside?: string; discussion?: false } = {}) {
  const { page, errors } = await watchedPage(browser, { width: options.width ?? 1280, consoleErrors: true })
  await page.addInitScript(() => {
    const w = window as unknown as { heard: unknown[][]; vfQ: Array<() => void>; vf: { $subscribe(channel: string, event: string, cb: (...args: never[]) => void): void } }
    w.heard = []
    w.vfQ = w.vfQ || []
    w.vfQ.push(() => {
      w.vf.$subscribe('share', 'clicked', (network: string, button: string) => w.heard.push(['share/clicked', network, button]))
      w.vf.$subscribe('sharebar', 'loaded', () => w.heard.push(['sharebar/loaded']))
      w.vf.$subscribe('share-total', 'loaded', () => w.heard.push(['share-total/loaded']))
      w.vf.$subscribe('analytics', 'view', (data: { widget?: string }) => w.heard.push(['analytics/view', data.widget]))
    })
  })
  if (options.arabic || options.aside || options.discussion === false) {
    await page.route(`${service.origin}${path}`, async (route) => {
      const response = await route.fetch()
      let body = await response.text()
      if (options.arabic) body = body.replace('<meta charset="utf-8">', '<meta charset="utf-8"><meta name="vf:lang" content="ar">')
      if (options.aside) body = body.replace(/<aside class="related"[\s\S]*?<\/aside>/, `<aside class="related" aria-label="More">${options.aside}</aside>`)
      if (options.discussion === false) body = body.replace(/<section class="discussion"[\s\S]*?<\/section>/, '')
      await route.fulfill({ response, body })
    })
  }
  await page.goto(`${service.origin}${path}`)
  return { page, errors }
}

/**
 * The first `count` lists, each loaded once a reader has it in view. A list asks for its articles only
 * when it enters the viewport (document 1 §2), so each is the page's own element in document order — the
 * i-th `.vf-trending` rendered so far is another list while one above the viewport waits for its 5 s
 * reveal — brought to the top of the viewport once the product has taken the lists: what grows above
 * the viewport then moves nothing the reader is looking at (scroll anchoring).
 */
async function listed(page: Page, count = 1) {
  await page.locator(`:is(${LISTS})[data-vf-id]`).nth(count - 1).waitFor({ state: 'attached' })
  for (let i = 0; i < count; i++) {
    const element = page.locator(LISTS).nth(i)
    await element.evaluate((list) => list.scrollIntoView({ block: 'start' }))
    // A list that never lists says what it shows instead (loading, empty, failed).
    await element.locator('ol.vf-trending__list > li').first().waitFor().catch(async (error: Error) => {
      const shown = (await element.textContent())?.slice(0, 300)
      const where = await element.evaluate((list) => `<${list.localName} title="${list.getAttribute('title') ?? ''}">, top ${Math.round(list.getBoundingClientRect().top)} px of ${innerHeight}`)
      throw new Error(`trending list ${i + 1} of ${count} (${where}) shows no article: "${shown}" (${error.message.split('\n')[0]})`)
    })
  }
}

const headlines = (page: Page, nth = 0) => page.locator('.vf-trending').nth(nth).locator('.vf-trending__headline').allTextContents()

const assertAccessible = (page: Page, state: string, selector = LISTS) => accessible(page, selector, state)

/** Nothing of the lists is wider than its box or the page. */
async function assertFits(page: Page, state: string) {
  const overflow = await page.evaluate((selector) => {
    const out: string[] = []
    if (document.documentElement.scrollWidth > window.innerWidth) out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${window.innerWidth})`)
    for (const list of document.querySelectorAll(selector)) {
      if (list.scrollWidth > list.clientWidth + 1) out.push(`${list.tagName.toLowerCase()} overflows (${list.scrollWidth} > ${list.clientWidth})`)
      for (const link of list.querySelectorAll('.vf-trending__link')) {
        const r = link.getBoundingClientRect()
        const box = list.getBoundingClientRect()
        if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`a link leaves its list`)
      }
    }
    return out
  }, LISTS)
  assert.equal(overflow, [], state)
}

/** Signs the demo reader in through the service and writes `n` comments under the article `containerId`. */
async function burst(containerId: string, n: number) {
  const login = await fetch(`${service.origin}/v2/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'user@demo.vf', password: 'demo-user-pass' }) })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const found = await fetch(`${service.origin}/v4/livecomments/${DEMO_SECTION_UUID}/contentcontainer/id?container_id=${containerId}`)
  const { result } = (await found.json()) as { result: { content_container_uuid: string } }
  for (let i = 0; i < n; i++) {
    const posted = await fetch(`${service.origin}/v4/livecomments/${DEMO_SECTION_UUID}/${result.content_container_uuid}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ content: `The park question again, point ${i + 1}: where do the cyclists go?` }),
    })
    assert.ok(posted.ok, `comment ${i + 1}: ${posted.status} ${await posted.text()}`)
  }
}

test('the demo home ranks the articles by the last hours’ discussion; a burst of comments on one moves it up for the next reader', async () => {
  const { page, errors } = await open(first, '/', { discussion: false })
  await listed(page, 2)
  const before = await headlines(page)
  assert.equal(before, ['Readers debate the four-day work week', 'Chat with our science editor', 'City council approves the new riverside park', 'Live: election night as it happens', 'Review: the new downtown food hall'])
  assert.match(await page.locator('.vf-trending').first().locator('.vf-trending__activity').first().textContent() ?? '', /^Comments: \d+ · last 3 h$/)
  // The recirculation list: the visitor's recommended articles, a left thumbnail, the ad the page put in its slot.
  const recirculation = page.locator('vf-content-recirculation')
  assert.is(await recirculation.locator('.vf-trending').getAttribute('data-thumbnail'), 'left')
  assert.is(await recirculation.locator('.vf-trending__link').count(), 3)
  await recirculation.locator('.vf-trending__ad a.house-ad').waitFor()
  await page.waitForFunction(() => (window as unknown as { heard: unknown[][] }).heard.some((h) => h[0] === 'analytics/view' && h[1] === 'vf-trending-articles'))
  // The keyboard goes from one article to the next.
  const links = page.locator('vf-trending-articles .vf-trending__link')
  await links.first().focus()
  await page.keyboard.press('Tab')
  assert.ok(await links.nth(1).evaluate((a) => a === document.activeElement), 'Tab reaches the second article')
  assert.equal(errors, [])

  await burst('riverside-park', 30)
  const next = await open(second, '/', { discussion: false })
  await listed(next.page)
  const after = await headlines(next.page)
  assert.is(after[0], 'Readers debate the four-day work week')
  assert.is(after[1], 'City council approves the new riverside park', 'the discussed article moved up')
  assert.is(after[2], 'Chat with our science editor')
  assert.equal(next.errors, [])
  await page.close()
  await next.page.close()
})

const VIEWS = [
  '<vf-trending-articles title="Full, right" view="full"></vf-trending-articles>',
  '<vf-trending-articles title="Full, left" view="full" thumbnail-position="left"></vf-trending-articles>',
  '<vf-trending-articles title="List, right" view="list" limit="3"></vf-trending-articles>',
  '<vf-trending-articles title="List, left" view="list" thumbnail-position="left" limit="3"></vf-trending-articles>',
  '<vf-trending-articles title="No pictures" view="full" thumbnail="off" limit="3"></vf-trending-articles>',
  '<vf-trending-articles title="Condensed" view="condensed" limit="4"></vf-trending-articles>',
  '<vf-content-recirculation limit="3"></vf-content-recirculation>',
].join('')

for (const width of [1280, 375]) {
  test(`every view at ${width} px: shown as chosen, fitting, axe clean light and dark`, async () => {
    const { page, errors } = await open(first, '/', { width, aside: VIEWS, discussion: false })
    await listed(page, 7)
    const shapes = await page.evaluate(() =>
      [...document.querySelectorAll('.vf-trending')].map((list) => {
        const link = list.querySelector('.vf-trending__link')!
        const thumb = link.querySelector('.vf-trending__thumb')
        const text = link.querySelector('.vf-trending__text')!.getBoundingClientRect()
        return {
          view: list.getAttribute('data-view'),
          side: thumb ? (thumb.getBoundingClientRect().left < text.left ? 'left' : 'right') : 'none',
          summary: Boolean(list.querySelector('.vf-trending__summary, .vf-trending__activity')),
          ranks: list.querySelectorAll('.vf-trending__rank').length,
        }
      }),
    )
    assert.equal(
      shapes.map((s) => [s.view, s.side]),
      [['full', 'right'], ['full', 'left'], ['list', 'right'], ['list', 'left'], ['full', 'none'], ['condensed', 'none'], ['list', 'left']],
    )
    assert.is(shapes[5]!.ranks, 4, 'condensed titles are numbered')
    assert.is(shapes[5]!.summary, false)
    await assertFits(page, `${width} px`)
    await assertAccessible(page, `every view at ${width} px`)
    assert.equal(errors, [])
    await page.close()
  })
}

test('in Arabic at 375 px the lists are right-to-left, translated, fitting and axe clean; a left thumbnail sits at the start (the right)', async () => {
  const { page, errors } = await open(first, '/', { width: 375, arabic: true, discussion: false, aside: '<vf-trending-articles view="list" thumbnail-position="left" limit="3"></vf-trending-articles><vf-trending-articles view="condensed" limit="3"></vf-trending-articles>' })
  await listed(page, 2)
  const list = page.locator('vf-trending-articles').first()
  assert.is(await list.getAttribute('dir'), 'rtl')
  assert.is((await list.getByRole('heading', { level: 2 }).textContent())?.trim(), 'المقالات الرائجة')
  assert.match((await list.locator('.vf-trending__window').textContent()) ?? '', /آخر 3 ساعة/)
  const side = await list.locator('.vf-trending__link').first().evaluate((link) => {
    const thumb = link.querySelector('.vf-trending__thumb')!.getBoundingClientRect()
    const text = link.querySelector('.vf-trending__text')!.getBoundingClientRect()
    return thumb.left > text.left ? 'right' : 'left'
  })
  assert.is(side, 'right')
  await assertFits(page, 'Arabic, 375 px')
  await assertAccessible(page, 'Arabic, 375 px')
  assert.equal(errors, [])
  await page.close()
})

test('the v1 share-bar page works as written: the bar and the total, a share told and counted, the copy, axe clean', async () => {
  await first.context.route('https://www.facebook.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Shared</title>' }))
  const { page, errors } = await open(first, '/sharebar.html?vfsubscribed=1')
  const bar = page.getByRole('list', { name: 'Share this page' })
  await bar.waitFor()
  await page.getByText('Shares: 0').waitFor()
  assert.is(await page.locator('div.vf-widget[data-widget]').count(), 0, 'the placeholders were converted')
  const facebook = bar.getByRole('link', { name: 'Share on Facebook (opens a new window)' })
  assert.is(new URL((await facebook.getAttribute('href'))!).searchParams.get('u'), `${service.origin}/sharebar.html`)
  await assertAccessible(page, 'the share bar', 'vf-sharebar, vf-share-total')
  const popup = page.waitForEvent('popup')
  await facebook.click()
  await (await popup).close()
  await page.getByText('Shares: 1').waitFor()
  const heard = await page.evaluate(() => (window as unknown as { heard: unknown[][] }).heard)
  assert.ok(heard.some((h) => h[0] === 'sharebar/loaded'))
  assert.ok(heard.some((h) => h[0] === 'share-total/loaded'))
  assert.ok(heard.some((h) => h[0] === 'share/clicked' && h[1] === 'facebook' && h[2] === 'sharebar'))
  // The keyboard: the links and the copy button in order.
  await facebook.focus()
  await page.keyboard.press('Tab')
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-network')), 'x')
  assert.equal(errors, [])
  await page.close()
})

test.run()
