/**
 * The live blog in Chromium, against the reference service, with two browser profiles on the demo's
 * Elections page: an editor writes an update (with an image) and a reader down the page sees it arrive
 * without what they read moving, is told of it politely and taken to it by the "new updates" control.
 * axe finds nothing for the reader and the editor, light and dark; the keyboard opens and closes a
 * reply; on a 375 px phone in Arabic the live blog is right-to-left, translated and fits, and tells the
 * page it loaded and its height.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { launch, type Browser } from './support/chromium'
import { assertAccessible as accessible } from './support/axe'
import { watchedPage } from './support/page'
import { startService, type RunningService } from './support/service'
import { signIn } from './support/tray'

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000100000001008020000009091683600000016494441547801636060f8cfc0c0c0c0c040000088f00201c2f52d5b0000000049454e44ae426082', 'hex')

let service: RunningService
let readerBrowser: Browser
let editorBrowser: Browser

test.before(async () => {
  service = await startService()
  readerBrowser = await launch()
  editorBrowser = await launch()
})
test.after(async () => {
  await readerBrowser?.close()
  await editorBrowser?.close()
  await service?.close()
})

const updates = (page: Page) => page.locator('vf-livestory ul.vf-posts > li > article')

/** The Elections page with its live blog loaded (optionally in Arabic, at a width). */
async function open(browser: Browser, options: { arabic?: boolean; width?: number } = {}) {
  const { page, errors } = await watchedPage(browser, { width: options.width, consoleErrors: true })
  // What the page hears on the bus from the live blog (document 4 §4).
  await page.addInitScript(() => {
    const w = window as unknown as { heard: unknown[][]; vfQ: Array<() => void>; vf: { $subscribe(channel: string, event: string, cb: (arg: never) => void): void } }
    w.heard = []
    w.vfQ = w.vfQ || []
    w.vfQ.push(() => {
      w.vf.$subscribe('liveblog', 'loaded', (info: { containerId?: string }) => w.heard.push(['loaded', info.containerId]))
      w.vf.$subscribe('liveblog', 'resized', (size: { height: number }) => w.heard.push(['resized', size.height]))
    })
  })
  if (options.arabic) {
    await page.route(`${service.origin}/liveblog.html`, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace('<meta charset="utf-8">', '<meta charset="utf-8"><meta name="vf:lang" content="ar">') })
    })
  }
  await page.goto(`${service.origin}/liveblog.html`)
  await page.locator('vf-livestory').scrollIntoViewIfNeeded()
  await updates(page).nth(4).waitFor()
  return { page, errors }
}

/** What axe finds in the live blog (and a dialog it opened), light then dark. */
const assertAccessible = (page: Page, state: string) => accessible(page, 'vf-livestory', state)

test('an editor’s update reaches a reader down the page live: what they read stays put, a polite region tells them, the control takes them to it', async () => {
  const reader = await open(readerBrowser)
  const editor = await open(editorBrowser)
  await assertAccessible(reader.page, 'a guest')

  // The reader reads the fifth update, near the top of their screen.
  const fifth = updates(reader.page).nth(4)
  const fifthId = (await fifth.getAttribute('id'))!
  await reader.page.evaluate((id) => {
    const top = document.getElementById(id)!.getBoundingClientRect().top + window.scrollY
    window.scrollTo({ top: top - 120, behavior: 'instant' })
  }, fifthId)
  const before = await reader.page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, fifthId)
  const scrolledBefore = await reader.page.evaluate(() => window.scrollY)

  await signIn(editor.page, 'moderator@demo.vf', 'demo-moderator-pass')
  const form = editor.page.getByRole('region', { name: 'Write an update' })
  await form.waitFor()
  await assertAccessible(editor.page, 'an editor, the form open')
  const text = `Ward 12 has declared ${Date.now()}`
  await form.getByLabel('Text of the update').fill(text)
  await form.getByLabel('Image file').setInputFiles({ name: 'count.png', mimeType: 'image/png', buffer: PNG })
  await form.getByLabel('Image description').fill('Volunteers counting ballots in ward 12')
  await form.getByRole('button', { name: 'Publish' }).click()
  await updates(editor.page).first().filter({ hasText: text }).waitFor()
  await editor.page.getByRole('img', { name: 'Volunteers counting ballots in ward 12' }).waitFor()

  // The reader: the update is there, above them, and nothing they read moved.
  const arrived = updates(reader.page).first().filter({ hasText: text })
  await arrived.waitFor({ state: 'attached' })
  await reader.page.getByRole('img', { name: 'Volunteers counting ballots in ward 12' }).waitFor({ state: 'attached' })
  const after = await reader.page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, fifthId)
  assert.ok(Math.abs(after - before) <= 1, `the update the reader reads stayed where it was (${before} → ${after})`)
  assert.ok((await reader.page.evaluate(() => window.scrollY)) > scrolledBefore + 50, 'the page grew above the reader, and their place went with what they read')
  await reader.page.locator('vf-livestory [role="status"][aria-live="polite"]', { hasText: 'New updates: 1' }).waitFor({ state: 'attached' })
  const show = reader.page.getByRole('button', { name: 'New updates: 1. Show them' })
  await show.waitFor()
  await assertAccessible(reader.page, 'a guest, with new updates waiting')
  await show.click()
  await reader.page.waitForFunction(() => document.activeElement?.matches('vf-livestory ul.vf-posts > li:first-child > article') ?? false)
  await show.waitFor({ state: 'detached' })
  assert.ok(await arrived.isVisible())

  // The keyboard: Reply opens the form on its box; Escape closes it and gives the focus back.
  const reply = updates(editor.page).first().getByRole('button', { name: 'Reply' })
  await reply.focus()
  await editor.page.keyboard.press('Enter')
  await editor.page.waitForFunction(() => document.activeElement?.localName === 'textarea' && (document.activeElement.getAttribute('placeholder') ?? '').startsWith('Reply to'))
  await assertAccessible(editor.page, 'an editor, a reply open')
  await editor.page.keyboard.press('Escape')
  await editor.page.waitForFunction(() => document.activeElement?.textContent === 'Reply')

  assert.equal(reader.errors, [])
  assert.equal(editor.errors, [])
  await reader.page.close()
  await editor.page.close()
})

test('under a strict publisher policy (nonces, no unsafe-inline, Trusted Types) the live blog is styled, its images load, and nothing is refused', async () => {
  const page = await readerBrowser.context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] }
    w.violations = []
    document.addEventListener('securitypolicyviolation', (event) => w.violations.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`))
  })
  await page.goto(`${service.origin}/strict/liveblog.html`)
  await page.locator('vf-livestory').scrollIntoViewIfNeeded()
  await updates(page).first().waitFor()
  assert.is(await updates(page).first().evaluate((el) => getComputedStyle(el).borderInlineStartWidth), '3px', 'the live blog’s sheet applies')
  // The update with an image the first test published.
  const image = page.getByRole('img', { name: 'Volunteers counting ballots in ward 12' })
  await image.waitFor()
  await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('vf-livestory figure img')).some((img) => img.complete && img.naturalWidth > 0))
  assert.equal(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), [])
  assert.equal(errors, [])
  await page.close()
})

test('on a 375 px phone in Arabic the live blog is right-to-left, translated, fits the screen, and axe finds nothing', async () => {
  const { page, errors } = await open(readerBrowser, { arabic: true, width: 375 })
  const widget = page.locator('vf-livestory')
  assert.is(await widget.getAttribute('dir'), 'rtl')
  assert.is(await widget.evaluate((el) => getComputedStyle(el).direction), 'rtl')
  await page.getByRole('heading', { name: /تغطية مباشرة/ }).waitFor()
  await page.getByRole('list', { name: 'التحديثات المباشرة' }).waitFor()
  const english = await widget.evaluate((el) =>
    Array.from(el.querySelectorAll('button, h2, label, .vf-visually-hidden, .vf-liveblog__count'))
      .map((node) => node.getAttribute('aria-label') ?? node.textContent ?? '')
      .filter((name) => /\b(Live|Updates|Reply|Like|Load|More)\b/.test(name)),
  )
  assert.equal(english, [], 'no English word in what the product wrote')
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `nothing wider than the phone (${overflow} px over)`)
  const post = await updates(page).first().boundingBox()
  assert.ok(post && post.x >= 0 && post.x + post.width <= 375, 'an update fits the phone')
  const heard = await page.evaluate(() => (window as unknown as { heard: Array<[string, unknown]> }).heard)
  assert.equal(heard[0], ['loaded', 'election-night'], 'the page hears liveblog/loaded')
  const height = await widget.evaluate((el) => Math.round(el.querySelector('.vf-liveblog')!.getBoundingClientRect().height))
  assert.ok(heard.some(([event, value]) => event === 'resized' && typeof value === 'number' && Math.abs(value - height) <= 1), `and liveblog/resized with its height (${height}): ${JSON.stringify(heard)}`)
  await assertAccessible(page, 'Arabic, 375 px')
  assert.equal(errors, [])
  await page.close()
})

test.run()
