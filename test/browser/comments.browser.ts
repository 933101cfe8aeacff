/** The conversations widget on the demo site, in Chromium, against the reference service. */
import { createRequire } from 'node:module'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Locator, Page } from 'playwright-core'
import { launch } from './support/chromium'
import { watchedPage } from './support/page'
import { demoSite } from './support/service'
import { confirmFromOutbox, signIn, signUp } from './support/tray'

const axeSource: string = createRequire(import.meta.url)('axe-core').source
const site = demoSite(test)

const comments = (page: Page) => page.getByRole('list', { name: 'Comments' })
const topLevel = (page: Page) => comments(page).locator(':scope > li > article')
/** The number a count shows: its full number for screen readers when shortened ("1.2k"), else its digits. */
const fullNumber = (count: Locator) => count.evaluate((el) => Number((el.querySelector('.vf-visually-hidden') ?? el).textContent!.replace(/\D/g, '')))
/** An icon button's full count: its title when the count is shortened ("1,234" for "1.23k"), else in its name ("Like 30"). */
const namedNumber = (button: Locator) => button.evaluate((el) => Number((el.getAttribute('title') ?? el.getAttribute('aria-label'))!.replace(/\D/g, '')))
/** Picks `item` from a comment's "…" menu (the comment's own: its replies' come after it). */
async function fromMenu(page: Page, comment: Locator, item: string) {
  await comment.getByRole('button', { name: 'More actions' }).first().click()
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click()
}
/** Chooses `option` in the kit's select named `name`. */
async function choose(page: Page, name: string, option: string) {
  await page.getByRole('combobox', { name }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('a guest reads the article’s thread, loads more, sorts, opens replies; axe finds no violation', async () => {
  const { page, errors } = await watchedPage(site.browser)
  // The page follows the widget's height, as a page sizing a frame around it would.
  await page.addInitScript(() => {
    const w = window as unknown as { vfQ?: Array<() => void>; vf: { $subscribe(c: string, e: string, h: (size: { height: number }) => void): void }; heights: number[] }
    w.heights = []
    ;(w.vfQ ??= []).push(() => w.vf.$subscribe('commenting', 'resized', (size) => w.heights.push(size.height)))
  })
  await page.goto(`${site.service.origin}/`)
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await topLevel(page).nth(19).waitFor()
  // A promo slot the page left empty does not show as a wider gap between two comments.
  const gaps = await page.evaluate(() => {
    const items = [...document.querySelectorAll('vf-conversations ul[aria-label="Comments"] > li')]
    const out = { plain: new Set<number>(), acrossEmptySlot: new Set<number>() }
    items.forEach((item, i) => {
      const next = items[i + 1]
      if (!item.querySelector(':scope > article') || !next) return
      const after = next.classList.contains('vf-promo') && !next.childElementCount ? items[i + 2] : next
      if (!after?.querySelector(':scope > article')) return
      const gap = Math.round(after.getBoundingClientRect().top - item.getBoundingClientRect().bottom)
      ;(after === next ? out.plain : out.acrossEmptySlot).add(gap)
    })
    return { plain: [...out.plain], acrossEmptySlot: [...out.acrossEmptySlot] }
  })
  assert.ok(gaps.acrossEmptySlot.length > 0, 'the first page has an empty promo slot')
  assert.equal(gaps.plain.length, 1, `one gap between comments: ${gaps.plain}`)
  for (const gap of gaps.acrossEmptySlot) assert.ok(Math.abs(gap - gaps.plain[0]!) <= 1, `${gap} px across an empty slot vs ${gaps.plain[0]} px`)
  const heights = () => page.evaluate(() => (window as unknown as { heights: number[] }).heights)
  await page.waitForFunction(() => (window as unknown as { heights: number[] }).heights.length > 0)
  const before = (await heights()).at(-1)!
  await page.getByRole('button', { name: 'Load more comments' }).click()
  await topLevel(page).nth(29).waitFor()
  // Heights keep settling a little (comments drawn as they near the screen): the last one told matches
  // the widget's height once it is still, and it grew with the page loaded.
  await page.waitForFunction(
    (h) => {
      const told = (window as unknown as { heights: number[] }).heights.at(-1)!
      const section = document.querySelector('vf-conversations section.vf-conversations')!
      return told > h && told === Math.round(section.getBoundingClientRect().height)
    },
    before,
  )
  await choose(page, 'Sort by', 'Oldest')
  await page.waitForFunction(() => document.querySelectorAll('vf-conversations ul[aria-label="Comments"] > li > article').length === 20)
  const replies = page.getByRole('button', { name: /^Show replies/ }).first()
  if (await replies.count()) {
    await replies.click()
    await page.getByRole('list', { name: /^Replies to/ }).first().waitFor()
  }
  await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(context: Element): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe.run(document.querySelector('vf-conversations')!)
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`)
  })
  assert.equal(violations, [])
  assert.equal(errors, [])
  await page.close()
})

test('the dark theme: the widget, its native controls and its text are dark-themed, and axe finds no contrast problem', async () => {
  const page = await site.browser.context.newPage()
  await page.goto(`${site.service.origin}/`)
  // The publisher's tag carries the theme; the page behind it is dark too.
  await page.evaluate(() => {
    document.body.style.background = '#000'
    document.querySelector('vf-conversations')!.setAttribute('data-vf-theme', 'dark')
  })
  await topLevel(page).first().waitFor()
  // No named functions inside evaluate: tsx would wrap them in a helper the page does not have.
  const look = await page.evaluate(() => {
    const widget = getComputedStyle(document.querySelector('vf-conversations')!)
    const select = document.querySelector('vf-conversations [role="combobox"]')!
    const sort = getComputedStyle(select)
    return {
      widgetBackground: widget.backgroundColor,
      widgetColor: widget.color,
      schemes: [widget.colorScheme, sort.colorScheme, getComputedStyle(document.querySelector('vf-conversations textarea')!).colorScheme],
      sortBackground: sort.backgroundColor,
      sortColor: sort.color,
      sortFont: sort.fontSize,
      labelFont: getComputedStyle(select.closest('.vf-select')!.querySelector('.vf-select__label')!).fontSize,
    }
  })
  const luminance = (color: string) => {
    const [r, g, b] = color.match(/[\d.]+/g)!.map(Number)
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  assert.ok(luminance(look.widgetBackground) < 60 && luminance(look.widgetColor) > 200, `dark background (${look.widgetBackground}) under light text (${look.widgetColor})`)
  // Native controls are drawn dark (their scrollbars and pop-ups too), and the sort menu has the widget's colours and type.
  assert.equal(look.schemes, ['dark', 'dark', 'dark'])
  assert.equal([look.sortBackground, look.sortColor, look.sortFont], [look.widgetBackground, look.widgetColor, look.labelFont])
  await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(context: Element): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe.run(document.querySelector('vf-conversations')!)
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`)
  })
  assert.equal(violations, [])
  await page.close()
})

test('on a phone, nothing pushes the thread past the screen: a long name, a long word, an open reply or report form', async () => {
  // A profile of its own: the reader who signs up here stays out of the other tests.
  const phone = await launch()
  const page = await phone.context.newPage()
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`${site.service.origin}/`)
  await topLevel(page).first().waitFor()
  // A reader whose name is one long word posts one long word (a first comment needs no confirmed address).
  const name = 'Maximilianalexanderbartholomewfitzgeraldmontgomery'
  await signUp(page, { name, email: `max-${Date.now()}@example.org`, password: 'a-good-long-password' })
  const word = `Pneumonoultramicroscopicsilicovolcanoconiosis${Date.now()}Pneumonoultramicroscopicsilicovolcanoconiosis`
  await page.getByRole('textbox', { name: 'Join the conversation' }).fill(word)
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await topLevel(page).filter({ hasText: word }).filter({ hasText: name }).waitFor()
  // A reply form open under one comment, a report form under a reply of another.
  await topLevel(page).first().getByRole('button', { name: 'Reply', exact: true }).first().click()
  const reply = page.locator('vf-conversations ul[aria-label^="Replies to"] > li > article').first()
  await reply.waitFor()
  await fromMenu(page, reply, 'Report')
  await page.getByRole('combobox', { name: 'Why are you reporting it?' }).waitFor()
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    beyond: [...document.querySelectorAll('vf-conversations button, vf-conversations select, vf-conversations textarea, vf-conversations input, vf-conversations bdi, vf-conversations p')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.localName}: ${(el.textContent || el.getAttribute('aria-label') || '').slice(0, 40)}`),
  }))
  assert.equal(overflow, { page: 0, beyond: [] })
  await phone.close()
})

test('the article’s counter and pull quote show the service’s numbers; the starter takes the reader into the composer', async () => {
  const { page, errors } = await watchedPage(site.browser)
  await page.goto(`${site.service.origin}/`)
  // The counter: the container's visible total, as the service answers it.
  const counter = page.locator('vf-conversations-count .vf-visually-hidden')
  await counter.waitFor()
  const counted = Number((await counter.textContent())!.replace(/\D/g, ''))
  assert.ok(counted > 0)
  // The pull quote: the most liked comment, with its like count, linking to the comment itself.
  await page.locator('vf-pull-quote').scrollIntoViewIfNeeded()
  const quote = page.getByRole('figure').filter({ hasText: 'Most liked comment' })
  await quote.waitFor()
  const href = (await quote.getByRole('link', { name: 'Read the conversation' }).getAttribute('href'))!
  const uuid = new URL(href).searchParams.get('vfshare')!
  assert.match(uuid, /^[0-9a-f-]{36}$/)
  const likes = await fullNumber(quote.locator('figcaption > span').first())
  await page.goto(href)
  const shared = page.locator(`#vf-comment-${uuid}`)
  await shared.waitFor()
  await page.waitForFunction((id) => document.activeElement?.id === `vf-comment-${id}`, uuid)
  const shownLikes = await namedNumber(shared.getByRole('button', { name: /^Like/ }).first())
  assert.is(shownLikes, likes, 'the quote counts the likes the comment shows')
  // The starter: joining lands in the composer.
  await page.goto(`${site.service.origin}/`)
  const starter = page.getByRole('complementary', { name: 'Would you use the new park?' })
  await starter.scrollIntoViewIfNeeded()
  await starter.getByRole('link', { name: 'Join the conversation' }).click()
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Join the conversation' || (document.activeElement as HTMLTextAreaElement | null)?.labels?.[0]?.textContent === 'Join the conversation')
  assert.equal(errors, [])
  await page.close()
})

test('a visitor signs up in the tray, posts, replies, likes, edits and removes; a moderator in another browser disables and pins', async () => {
  // Two separate browser profiles: the reader and the moderator share nothing.
  const reader = await launch()
  const page = await reader.context.newPage()
  await page.goto(`${site.service.origin}/`)
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await topLevel(page).first().waitFor()
  await signUp(page, { name: 'Rita Reader', email: `rita-${Date.now()}@example.org`, password: 'a-good-long-password' })
  // Past its first comment an unconfirmed address may not post (document 1 §5): confirm it from the outbox.
  await confirmFromOutbox(page, site.service.origin)
  await page.goto(`${site.service.origin}/`)
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await topLevel(page).first().waitFor()

  const text = `Browser comment ${Date.now()}`
  await page.getByRole('textbox', { name: 'Join the conversation' }).fill(text)
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  const mine = topLevel(page).filter({ hasText: text })
  await mine.waitFor()
  const other = topLevel(page).nth(1)
  const otherText = (await other.locator('.vf-comment__body').first().textContent())!
  await other.getByRole('button', { name: /^Like/ }).first().click()
  await page.waitForFunction(() => document.querySelectorAll('vf-conversations ul[aria-label="Comments"] > li > article')[1]?.querySelector('button[aria-pressed="true"]') !== null)
  await other.getByRole('button', { name: 'Reply', exact: true }).first().click()
  await other.getByRole('textbox', { name: /^Reply to/ }).fill(`A reply, ${Date.now()}`)
  const reply = await other.getByRole('textbox', { name: /^Reply to/ }).inputValue()
  await other.locator('form').getByRole('button', { name: 'Reply', exact: true }).click()
  await other.getByRole('list', { name: /^Replies to/ }).getByText(reply).waitFor()
  await fromMenu(page, mine, 'Edit')
  await mine.getByRole('textbox', { name: 'Edit your comment' }).fill(`${text} (edited)`)
  await mine.getByRole('button', { name: 'Save' }).click()
  await topLevel(page).filter({ hasText: `${text} (edited)` }).waitFor()
  await page.getByRole('textbox', { name: 'Join the conversation' }).fill(`${text}, second thoughts`)
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  const second = topLevel(page).filter({ hasText: `${text}, second thoughts` })
  await second.waitFor()
  await fromMenu(page, second, 'Remove')
  await topLevel(page).first().getByText('This comment was removed.').waitFor()

  const moderatorBrowser = await launch()
  const moderator = await moderatorBrowser.context.newPage()
  await moderator.goto(`${site.service.origin}/`)
  await moderator.locator('vf-conversations').scrollIntoViewIfNeeded()
  await topLevel(moderator).first().waitFor()
  await signIn(moderator, 'moderator@demo.vf', 'demo-moderator-pass')
  const target = topLevel(moderator).filter({ hasText: `${text} (edited)` })
  await target.waitFor()
  // The moderator's tools are in the comment's own "…" menu.
  const more = target.getByRole('button', { name: 'More actions' }).first()
  assert.is(await more.getAttribute('aria-expanded'), 'false')
  await fromMenu(moderator, target, 'Disable')
  assert.is(await more.getAttribute('aria-expanded'), 'false', 'the menu closes as its item is chosen')
  await target.getByText('Disabled', { exact: false }).first().waitFor()
  const pinned = topLevel(moderator).filter({ hasText: otherText }).first()
  await fromMenu(moderator, pinned, 'Pin')
  await pinned.getByText('Pinned', { exact: false }).first().waitFor()

  await page.reload()
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await topLevel(page).first().waitFor()
  assert.is(await topLevel(page).filter({ hasText: `${text} (edited)` }).count(), 0, 'a disabled comment is gone for readers')
  assert.is((await topLevel(page).first().locator('.vf-comment__body').first().textContent()), otherText, 'a pinned comment leads the thread')
  await reader.close()
  await moderatorBrowser.close()
})

test('a deep link opens and focuses its comment', async () => {
  const page = await site.browser.context.newPage()
  const first = await page.request.get(`${site.service.origin}/v4/livecomments/6f0c3a52-2c1d-4b9e-9a51-7e3b2d1c0a11?container_id=riverside-park&sorted_by=oldest&limit=1`)
  const uuid = (await first.json()).result.contents[0].content_uuid as string
  await page.goto(`${site.service.origin}/?vfshare=${uuid}`)
  await page.waitForFunction((id) => document.activeElement?.id === `vf-comment-${id}`, uuid)
  await page.close()
})

// How long its tasks take is measured by `npm run bench -- comments` (its longest task, with the 50 ms goal),
// not asserted here: a timed assertion fails on a busy machine and passes on a fast one, whatever the code does.
test('the 1,000-comment thread loads through its paging, every comment in the page with its text (find-in-page finds them)', async () => {
  const page = await site.browser.context.newPage()
  await page.goto(`${site.service.origin}/big-thread.html`)
  // The thread's first page, one "load more" from its button, then every page up to all 1,000.
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await page.waitForFunction(() => document.querySelector('vf-conversations')?.classList.contains('vf-widget') === true)
  await topLevel(page).nth(19).waitFor()
  await page.getByRole('button', { name: 'Load more comments' }).click()
  await topLevel(page).nth(29).waitFor()
  // The rest a hundred at a time, as an integrator's "show all" would ask for them.
  await page.evaluate(async () => {
    const vf = (window as unknown as { vf: { actions: { call(name: string, options: object): Promise<{ hasMore?: boolean }> } } }).vf
    for (let more = true; more; ) more = (await vf.actions.call('live_comments.load_more', { params: { limit: 100 } })).hasMore === true
  })
  await page.waitForFunction(() => document.querySelectorAll('vf-conversations ul[aria-label="Comments"] > li > article').length === 1000, null, { timeout: 60_000 })
  // Rendered in slices, but every comment's text ends up in the document (find-in-page works).
  const last = await page.evaluate(() => document.querySelectorAll('vf-conversations ul[aria-label="Comments"] > li > article .vf-comment__body')[999]?.textContent ?? '')
  assert.ok(last.length > 0)
  await page.close()
})

test.run()
