/**
 * The chat in Chromium, against the reference service, with two browser profiles on the demo's Science
 * page: two readers (one of them a moderator) see each other typing and each other's messages live, the
 * new one said by the polite region; scrolling up loads earlier messages without moving what the
 * reader reads, and a message arriving meanwhile is offered by the "New messages" control; the moderator removes a message and it leaves both pages. axe finds nothing for a guest,
 * a reader and the moderator's menu, light and dark; on a 375 px phone in Arabic it is right-to-left,
 * translated and fits.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { launch, type Browser } from './support/chromium'
import { assertAccessible as accessible } from './support/axe'
import { watchedPage } from './support/page'
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

const messages = (page: Page) => page.locator('vf-livechat ul.vf-chat__messages > li.vf-msg')

/** The Science page with its chat loaded (optionally in Arabic, at a width). */
async function open(browser: Browser, options: { arabic?: boolean; width?: number } = {}) {
  const { page, errors } = await watchedPage(browser, { width: options.width, consoleErrors: true })
  await page.addInitScript(() => {
    const w = window as unknown as { heard: unknown[][]; vfQ: Array<() => void>; vf: { $subscribe(channel: string, event: string, cb: (arg: never) => void): void } }
    w.heard = []
    w.vfQ = w.vfQ || []
    w.vfQ.push(() => {
      w.vf.$subscribe('livechat', 'loaded', (info: { containerId?: string }) => w.heard.push(['loaded', info.containerId]))
      w.vf.$subscribe('livechat', 'paged', (list: unknown[]) => w.heard.push(['paged', list.length]))
    })
  })
  if (options.arabic) {
    await page.route(`${service.origin}/chat.html`, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace('<meta charset="utf-8">', '<meta charset="utf-8"><meta name="vf:lang" content="ar">') })
    })
  }
  await page.goto(`${service.origin}/chat.html`)
  await page.locator('vf-livechat').scrollIntoViewIfNeeded()
  await messages(page).nth(29).waitFor({ state: 'attached' })
  return { page, errors }
}

const assertAccessible = (page: Page, state: string) => accessible(page, 'vf-livechat', state)

test('two readers see each other typing and each other’s messages live; scrolling up loads earlier ones; the moderator’s removal leaves both pages', async () => {
  const uma = await open(umaBrowser)
  const mo = await open(moBrowser)
  assert.equal(await uma.page.evaluate(() => (window as unknown as { heard: unknown[][] }).heard.filter(([e]) => e === 'loaded')), [['loaded', 'science-chat']])
  await assertAccessible(uma.page, 'a guest')
  // It opens at the newest message.
  const atEnd = (page: Page) => page.evaluate(() => {
    const s = document.querySelector<HTMLElement>('vf-livechat .vf-chat__scroller')!
    return s.scrollHeight - s.scrollTop - s.clientHeight < 48
  })
  assert.ok(await atEnd(uma.page), 'the chat opens at its newest message')

  await signIn(uma.page, 'user@demo.vf', 'demo-user-pass')
  await signIn(mo.page, 'moderator@demo.vf', 'demo-moderator-pass')
  await messages(uma.page).nth(29).waitFor({ state: 'attached' })
  await messages(mo.page).nth(29).waitFor({ state: 'attached' })

  // Uma types: Mo sees it (shown, not announced); Uma sends: Mo sees the message and hears of it politely.
  const umaBox = uma.page.getByRole('textbox', { name: 'Your message' })
  await umaBox.click()
  await umaBox.pressSequentially('Is the eclipse visible', { delay: 5 })
  await mo.page.locator('vf-livechat .vf-chat__typing', { hasText: 'Uma Reader is typing…' }).waitFor()
  const umaText = `Is the eclipse visible from Bergen? ${Date.now()}`
  await umaBox.fill(umaText)
  await umaBox.press('Enter')
  await messages(uma.page).filter({ hasText: umaText }).waitFor()
  await messages(mo.page).filter({ hasText: umaText }).waitFor()
  await mo.page.locator('vf-livechat [role="status"][aria-live="polite"]', { hasText: 'New messages: 1' }).waitFor({ state: 'attached' })
  await mo.page.locator('vf-livechat .vf-chat__typing').waitFor({ state: 'detached' })
  assert.ok(await atEnd(mo.page), 'a reader at the end stays there as messages arrive')

  // Mo answers; Uma sees Mo typing, then the reply.
  const moBox = mo.page.getByRole('textbox', { name: 'Your message' })
  await moBox.click()
  await moBox.pressSequentially('Partly', { delay: 5 })
  await uma.page.locator('vf-livechat .vf-chat__typing', { hasText: 'Mo Moderator is typing…' }).waitFor()
  const moText = `Partly: about 80% from Bergen. ${Date.now()}`
  await moBox.fill(moText)
  await moBox.press('Enter')
  await messages(uma.page).filter({ hasText: moText }).waitFor()
  await assertAccessible(uma.page, 'a signed-in reader')

  // Scrolling up loads earlier messages, and what the reader reads stays where it is.
  const first = messages(uma.page).first()
  const firstText = (await first.locator('.vf-msg__body').textContent())!
  await uma.page.evaluate(() => {
    document.querySelector<HTMLElement>('vf-livechat .vf-chat__scroller')!.scrollTop = 0
  })
  await messages(uma.page).nth(59).waitFor({ state: 'attached' })
  const top = await uma.page.evaluate((text) => {
    const scroller = document.querySelector<HTMLElement>('vf-livechat .vf-chat__scroller')!
    const item = [...scroller.querySelectorAll('.vf-msg__body')].find((b) => b.textContent === text)!
    return item.getBoundingClientRect().top - scroller.getBoundingClientRect().top
  }, firstText)
  assert.ok(top > 0, `the message the reader was at stays in view below the earlier ones (${top})`)
  assert.ok(await uma.page.evaluate(() => (window as unknown as { heard: unknown[][] }).heard.some(([e, n]) => e === 'paged' && n === 30)))

  // Scrolled up, Uma is offered the message Mo sends next, and taken to it.
  const later = `Totality starts at 11:02. ${Date.now()}`
  await moBox.fill(later)
  await moBox.press('Enter')
  const fresh = uma.page.getByRole('button', { name: 'New messages: 1' })
  await fresh.waitFor()
  await fresh.click()
  await fresh.waitFor({ state: 'detached' })
  assert.ok(await atEnd(uma.page), 'the control takes the reader to the newest message')
  await messages(uma.page).filter({ hasText: later }).waitFor()

  // The moderator removes Uma's message: it leaves both pages.
  const target = messages(mo.page).filter({ hasText: umaText })
  await target.getByRole('button', { name: /^Actions for the message by Uma Reader/ }).click()
  await assertAccessible(mo.page, 'the moderator’s menu open')
  await mo.page.getByRole('menuitem', { name: 'Remove' }).click()
  const dialog = mo.page.getByRole('dialog', { name: 'Remove this message?' })
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await target.waitFor({ state: 'detached' })
  await messages(uma.page).filter({ hasText: umaText }).waitFor({ state: 'detached' })
  assert.equal(uma.errors, [])
  assert.equal(mo.errors, [])
  await uma.page.close()
  await mo.page.close()
})

test('on a 375 px phone in Arabic the chat is right-to-left, translated, and fits', async () => {
  const { page, errors } = await open(umaBrowser, { arabic: true, width: 375 })
  await page.getByRole('heading', { name: /دردشة مباشرة/ }).waitFor()
  assert.is(await page.evaluate(() => getComputedStyle(document.querySelector('vf-livechat .vf-chat')!).direction), 'rtl')
  const overflow = await page.evaluate(() => {
    const chat = document.querySelector('vf-livechat .vf-chat')!
    return [...chat.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).map((el) => el.className)
  })
  assert.equal(overflow, [], 'nothing wider than the phone')
  await assertAccessible(page, 'Arabic at 375 px')
  assert.equal(errors, [])
  await page.close()
})

test.run()
