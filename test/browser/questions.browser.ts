/**
 * The live questions in Chromium, against the reference service, on the demo's "Ask the mayor" page with
 * three browser profiles: Uma asks (with the keyboard); her question awaits approval, shown to her and to
 * the moderator (live), not to Pat; the moderator approves it and it appears on both readers' pages; Pat
 * upvotes it (a pressed button with the count) and every page counts the vote; a second upvote (from Pat's
 * other tab) is refused by the service and counts nothing; Pat presses it again and the vote is withdrawn
 * on every page; the moderator answers it and both readers see it answered, live, said politely; a
 * question the moderator rejects waits in their Rejected list, and Restore publishes it to every page. axe finds nothing for a guest, a reader and the moderator, light and dark; the order changes
 * with the arrow keys; on a 375 px phone in Arabic it is right-to-left, translated and fits; under the strict
 * policy it is styled with nothing refused, nothing animates for reduced motion, and the moderator's answer
 * form opens with Enter and closes with Escape, the focus back where it was.
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
let patBrowser: Browser
let moBrowser: Browser

test.before(async () => {
  service = await startService()
  umaBrowser = await launch()
  patBrowser = await launch()
  moBrowser = await launch()
})
test.after(async () => {
  await umaBrowser?.close()
  await patBrowser?.close()
  await moBrowser?.close()
  await service?.close()
})

const list = (page: Page) => page.locator('vf-livequestions ul.vf-questions__list').last()
const question = (page: Page, text: string) => page.locator('vf-livequestions li.vf-q', { has: page.locator('.vf-q__text', { hasText: text }) })
const polite = (page: Page, text: string) => page.locator('vf-livequestions [role="status"][aria-live="polite"]', { hasText: text })

/** The Ask the mayor page with its questions loaded (optionally in Arabic, at a width). */
async function open(browser: Browser, options: { arabic?: boolean; width?: number } = {}) {
  const { page, errors } = await watchedPage(browser, { width: options.width, consoleErrors: true })
  await page.addInitScript(() => {
    const w = window as unknown as { heard: unknown[][]; vfQ: Array<() => void>; vf: { $subscribe(channel: string, event: string, cb: (arg: never) => void): void } }
    w.heard = []
    w.vfQ = w.vfQ || []
    w.vfQ.push(() => {
      w.vf.$subscribe('livequestions', 'loaded', (info: { containerId?: string }) => w.heard.push(['loaded', info.containerId]))
      w.vf.$subscribe('analytics', 'interaction', (data: { type?: string; widget?: string }) => w.heard.push(['interaction', data.widget, data.type]))
    })
  })
  if (options.arabic) {
    await page.route(`${service.origin}/questions.html`, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace('<meta charset="utf-8">', '<meta charset="utf-8"><meta name="vf:lang" content="ar">') })
    })
  }
  await page.goto(`${service.origin}/questions.html`)
  await page.locator('vf-livequestions').scrollIntoViewIfNeeded()
  await list(page).locator('li.vf-q').nth(4).waitFor()
  return { page, errors }
}

const assertAccessible = (page: Page, state: string) => accessible(page, 'vf-livequestions', state)

const votes = (page: Page, text: string) => question(page, text).locator('.vf-q__count')

test('a question is asked, approved, upvoted once by the other reader and answered by the moderator; every page follows live', async () => {
  const uma = await open(umaBrowser)
  assert.equal(await uma.page.evaluate(() => (window as unknown as { heard: unknown[][] }).heard.filter(([e]) => e === 'loaded')), [['loaded', 'park-questions']])
  assert.is(await list(uma.page).locator('li.vf-q').count(), 5, 'the five approved questions; the one awaiting approval is not shown to a guest')
  await assertAccessible(uma.page, 'a guest')

  const pat = await open(patBrowser)
  const mo = await open(moBrowser)
  await signIn(uma.page, 'user@demo.vf', 'demo-user-pass')
  await signIn(pat.page, 'pending@demo.vf', 'demo-pending-pass')
  await signIn(mo.page, 'moderator@demo.vf', 'demo-moderator-pass')
  const queue = mo.page.getByRole('list', { name: /^Awaiting approval: \d+$/ })
  await queue.getByText('Who decided to cut down the old willows by the bridge?').waitFor()
  // Pat's other tab, open before the vote: it cannot know Pat voted there.
  const patAgain = await open(patBrowser)

  // Uma asks with the keyboard.
  const asked = `Will the paths be lit at night? ${Date.now()}`
  const box = uma.page.getByRole('textbox', { name: 'Your question' })
  await box.focus()
  await uma.page.keyboard.type(asked)
  await uma.page.keyboard.press('Control+Enter')
  const umaQueue = uma.page.getByRole('list', { name: 'Your questions awaiting approval: 1' })
  await umaQueue.getByText(asked).waitFor()
  await uma.page.getByText('Thank you! Your question will appear once a moderator approves it.').waitFor()
  assert.is(await box.inputValue(), '')
  await assertAccessible(uma.page, 'a reader with a question awaiting approval')

  // The moderator hears of it at once; Pat sees nothing of it.
  await queue.getByText(asked).waitFor()
  await polite(mo.page, 'Questions awaiting approval: 1').waitFor({ state: 'attached' })
  assert.is(await pat.page.getByText(asked).count(), 0)
  await assertAccessible(mo.page, 'the moderator with questions to approve')
  await question(mo.page, asked).getByRole('button', { name: 'Approve' }).click()

  // Approved: in the list on every page; Pat hears of it.
  await list(pat.page).locator('.vf-q__text', { hasText: asked }).waitFor()
  await polite(pat.page, 'New questions: 1').waitFor({ state: 'attached' })
  await list(uma.page).locator('.vf-q__text', { hasText: asked }).waitFor()
  await umaQueue.waitFor({ state: 'detached' })
  assert.is(await question(uma.page, asked).getByRole('button', { name: /^Upvote/ }).count(), 0, 'nobody upvotes their own question')

  // Pat upvotes: the button is pressed with the count, and every page counts it.
  await question(pat.page, asked).getByRole('button', { name: 'Upvote 0' }).click()
  const patVote = question(pat.page, asked).getByRole('button', { name: 'Upvote 1' })
  await patVote.and(pat.page.locator('[aria-pressed="true"]')).waitFor()
  await votes(uma.page, asked).filter({ hasText: 'Votes: 1' }).waitFor()
  for (const page of [mo.page, patAgain.page]) await question(page, asked).getByRole('button', { name: 'Upvote 1' }).waitFor()
  // A second upvote, from the tab that did not see the first: the service refuses it, nothing is counted.
  assert.is(await question(patAgain.page, asked).getByRole('button', { name: 'Upvote 1' }).getAttribute('aria-pressed'), 'false', 'that tab does not know Pat voted')
  await question(patAgain.page, asked).getByRole('button', { name: 'Upvote 1' }).click()
  await patAgain.page.locator('vf-livequestions').getByText('You have already upvoted this question.').waitFor()
  await assertAccessible(patAgain.page, 'the refusal said')
  assert.ok(await question(patAgain.page, asked).getByRole('button', { name: 'Upvote 1' }).isVisible())
  assert.is(await votes(uma.page, asked).textContent(), 'Votes: 1')
  await assertAccessible(pat.page, 'a reader with a pressed upvote')

  // Pressed again (with the keyboard): Pat's vote is withdrawn, on every page.
  await patVote.focus()
  await pat.page.keyboard.press('Enter')
  await question(pat.page, asked).getByRole('button', { name: 'Upvote 0' }).and(pat.page.locator('[aria-pressed="false"]')).waitFor()
  await votes(uma.page, asked).filter({ hasText: 'Votes: 0' }).waitFor()
  await question(mo.page, asked).getByRole('button', { name: 'Upvote 0' }).waitFor()

  // The moderator answers: both readers see it answered, live, and hear of it.
  const answer = `Yes: every path is lit until midnight. ${Date.now()}`
  await question(mo.page, asked).getByRole('button', { name: 'Answer', exact: true }).click()
  const answerBox = question(mo.page, asked).getByRole('textbox', { name: 'Your answer to Uma Reader' })
  await answerBox.waitFor()
  await assertAccessible(mo.page, 'the moderator’s answer form open')
  await answerBox.fill(answer)
  await question(mo.page, asked).getByRole('button', { name: 'Post the answer' }).click()
  for (const page of [uma.page, pat.page]) {
    await question(page, asked).getByText(answer).waitFor()
    await question(page, asked).getByText('Answered', { exact: true }).waitFor()
    await question(page, asked).getByText('Answer from Mo Moderator').waitFor()
  }
  await polite(uma.page, 'Questions answered: 1').waitFor({ state: 'attached' })
  await assertAccessible(pat.page, 'a reader after voting, the question answered')

  // The order with the keyboard: the radio group's arrow keys.
  const votesFirst = pat.page.getByRole('radio', { name: 'Most votes' })
  await votesFirst.focus()
  await pat.page.keyboard.press('ArrowRight')
  await pat.page.getByRole('radio', { name: 'Newest' }).and(pat.page.locator('[aria-checked="true"]')).waitFor()
  await list(pat.page).locator('li.vf-q').first().locator('.vf-q__text', { hasText: asked }).waitFor()

  // The moderator rejects a question: it waits in their Rejected list (for them alone), and Restore publishes it to every page.
  const second = `Can the fountain run in winter? ${Date.now()}`
  await box.fill(second)
  await uma.page.getByRole('button', { name: 'Ask' }).click()
  await queue.getByText(second).waitFor()
  await question(mo.page, second).getByRole('button', { name: 'Reject' }).click()
  const rejected = mo.page.getByRole('list', { name: /^Rejected: \d+$/ })
  await rejected.getByText(second).waitFor()
  await question(mo.page, second).getByText('Rejected', { exact: true }).waitFor()
  await uma.page.getByRole('list', { name: /^Your questions awaiting approval/ }).waitFor({ state: 'detached' })
  assert.is(await uma.page.getByRole('list', { name: /^Rejected/ }).count(), 0, 'a reader has no rejected list')
  await assertAccessible(mo.page, 'the moderator’s rejected list')
  await question(mo.page, second).getByRole('button', { name: 'Restore' }).click()
  await mo.page.getByText('The question is published again.').waitFor()
  await list(pat.page).locator('.vf-q__text', { hasText: second }).waitFor()
  await polite(pat.page, 'New questions: 1').waitFor({ state: 'attached' })
  await list(uma.page).locator('.vf-q__text', { hasText: second }).waitFor()
  await rejected.waitFor({ state: 'detached' })

  const heard = await pat.page.evaluate(() => (window as unknown as { heard: unknown[][] }).heard)
  assert.ok(heard.some(([e, w, type]) => e === 'interaction' && w === 'vf-livequestions' && type === 'upvote'), 'the vote told analytics')
  assert.ok(heard.some(([e, w, type]) => e === 'interaction' && w === 'vf-livequestions' && type === 'withdraw_upvote'), 'and its withdrawal')
  assert.ok(heard.some(([e, w, type]) => e === 'interaction' && w === 'vf-livequestions' && type === 'sort'))
  for (const page of [uma, pat, mo, patAgain]) {
    assert.equal(page.errors.filter((e) => !e.includes('409')), [])
    await page.page.close()
  }
})

test('on a 375 px phone in Arabic the questions are right-to-left, translated, and fit', async () => {
  const { page, errors } = await open(umaBrowser, { arabic: true, width: 375 })
  await page.getByRole('heading', { name: /الأسئلة/ }).waitFor()
  assert.is(await page.evaluate(() => getComputedStyle(document.querySelector('vf-livequestions .vf-questions')!).direction), 'rtl')
  await page.getByRole('button', { name: 'اسأل' }).waitFor()
  const overflow = await page.evaluate(() => {
    const widget = document.querySelector('vf-livequestions .vf-questions')!
    return [...widget.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 || el.getBoundingClientRect().left < -1).map((el) => el.className)
  })
  assert.equal(overflow, [], 'nothing wider than the phone')
  await assertAccessible(page, 'Arabic at 375 px')
  assert.equal(errors, [])
  await page.close()
})

test('under the strict policy the moderator’s keyboard path works styled, with nothing refused and nothing animating', async () => {
  const page = await moBrowser.context.newPage()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] }
    w.violations = []
    document.addEventListener('securitypolicyviolation', (event) => w.violations.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} ${event.sample}`))
  })
  await page.goto(`${service.origin}/strict/questions.html`)
  await page.locator('vf-livequestions').scrollIntoViewIfNeeded()
  const first = list(page).locator('li.vf-q').first()
  await first.waitFor()
  assert.not.equal(await first.evaluate((li) => getComputedStyle(li).borderTopStyle), 'none', 'styled through constructed sheets')
  // Signed in (the profile's session): the moderator's Answer, reached with Tab, opened with Enter, closed with Escape.
  const answerButton = first.getByRole('button', { name: 'Answer', exact: true })
  await answerButton.waitFor()
  await answerButton.focus()
  await page.keyboard.press('Enter')
  const answerBox = first.getByRole('textbox', { name: /^Your answer to / })
  await answerBox.waitFor()
  assert.ok(await answerBox.evaluate((el) => el === document.activeElement), 'the answer form takes the focus')
  await page.keyboard.press('Escape')
  await answerBox.waitFor({ state: 'detached' })
  assert.ok(await answerButton.evaluate((el) => el === document.activeElement), 'Escape gives the focus back to Answer')
  await page.keyboard.press('Tab')
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Mark answered', 'Tab reaches the next control')
  const running = await page.evaluate(() => document.getAnimations().filter((a) => (a.effect as KeyframeEffect | null)?.target instanceof Element && ((a.effect as KeyframeEffect).target as Element).closest('vf-livequestions')).length)
  assert.is(running, 0, 'nothing animates for a reader who asked for less motion')
  assert.equal(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), [])
  assert.equal(errors, [])
  await page.close()
})

test.run()
