/**
 * Polls in Chromium, against the reference service, with two browser profiles on the demo's poll page:
 * a poll is voted in both and both see the results change live; a guest who must sign in to vote is asked
 * to (the tray's sign-in) and votes once signed in; a page's interceptor on `polls.vote` stops a vote; a
 * moderator closes the poll and both pages show it closed; a page whose container has no poll yet shows
 * the one the moderator makes on another page at once, said politely, follows its votes, and shows it
 * closed, then removed, as the moderator closes and removes it. axe finds nothing for the vote, the results and
 * the moderator's controls, light and dark; a keyboard reader votes; on a 375 px phone in Arabic it is
 * right-to-left, translated and fits, and in every one of the 13 locales translated and fitting; under the
 * strict Content-Security-Policy the browser refuses nothing.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Locator, Page } from 'playwright-core'
import { launch, type Browser } from './support/chromium'
import { assertAccessible as accessible } from './support/axe'
import { watchedPage } from './support/page'
import { startService, type RunningService } from './support/service'
import { signIn } from './support/tray'
import { Locale } from '../../contracts/enums'
import type { PollMessages } from '../../plugins/polls/locales/en-us'

const LOCALES: readonly string[] = Locale


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

const footbridge = (page: Page) => page.locator('vf-poll').first()
const members = (page: Page) => page.locator('vf-poll').nth(1)
const value = (poll: Locator, label: string) => poll.locator('.vf-poll__result', { hasText: label }).locator('.vf-poll__value')

/** The poll page with both polls loaded (optionally in Arabic, at a width). */
async function open(browser: Browser, options: { arabic?: boolean; lang?: string; width?: number } = {}) {
  const { page, errors } = await watchedPage(browser, { width: options.width, consoleErrors: true })
  const votes: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/votes')) votes.push(request.url())
  })
  await page.addInitScript(() => {
    const w = window as unknown as { heard: unknown[][]; vfQ: Array<() => void>; vf: { $subscribe(channel: string, event: string, cb: (arg: never) => void): void } }
    w.heard = []
    w.vfQ = w.vfQ || []
    w.vfQ.push(() => {
      for (const event of ['created', 'closed', 'removed']) w.vf.$subscribe('vf-poll', event, (poll: { container_id?: string }) => w.heard.push([event, poll.container_id]))
      w.vf.$subscribe('analytics', 'interaction', (data: { type?: string; widget?: string }) => w.heard.push(['interaction', data.type, data.widget]))
    })
  })
  const lang = options.lang ?? (options.arabic ? 'ar' : undefined)
  if (lang) {
    await page.route(`${service.origin}/poll.html`, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace('<meta charset="utf-8">', `<meta charset="utf-8"><meta name="vf:lang" content="${lang}">`) })
    })
  }
  await page.goto(`${service.origin}/poll.html`)
  await footbridge(page).scrollIntoViewIfNeeded()
  await footbridge(page).locator('.vf-poll__question').waitFor()
  await members(page).scrollIntoViewIfNeeded()
  await members(page).locator('.vf-poll__question').waitFor()
  return { page, errors, votes }
}

const assertAccessible = (page: Page, state: string) => accessible(page, 'vf-poll', state)

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: unknown[][] }).heard)

test('under a strict Content-Security-Policy (/strict/poll.html) the poll loads, styles itself and takes a vote, and the browser refuses nothing', async () => {
  const guest = await launch()
  try {
    const page = await guest.context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] }
      w.violations = []
      document.addEventListener('securitypolicyviolation', (event) => w.violations.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`))
    })
    const response = await page.goto(`${service.origin}/strict/poll.html`)
    assert.match(response!.headers()['content-security-policy'] ?? '', "default-src 'none'")
    const poll = footbridge(page)
    await poll.scrollIntoViewIfNeeded()
    await poll.getByRole('radio').first().check()
    await poll.getByRole('button', { name: 'Vote' }).click()
    await poll.getByText('Thank you: your vote was counted.').waitFor()
    assert.is(await poll.locator('.vf-poll').evaluate((el) => getComputedStyle(el).borderTopStyle), 'solid', 'the poll’s own sheet applies')
    assert.equal(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), [])
    assert.equal(errors, [])
  } finally {
    await guest.close()
  }
})

test('two readers vote and each sees the other’s vote live; a page’s interceptor stops a vote; the moderator closes the poll on both pages', async () => {
  const uma = await open(umaBrowser)
  const mo = await open(moBrowser)
  await assertAccessible(uma.page, 'a guest before voting')

  // A page's interceptor stops Uma's vote: nothing is sent, her choice stays.
  await uma.page.evaluate(() => {
    type Interceptor = (ctx: { intercept(reason: string): void }) => void
    const w = window as unknown as { vf: { actions: { addInterceptor(name: string, fn: Interceptor): boolean } }; paywall: Interceptor }
    w.paywall = (ctx) => ctx.intercept('paywall')
    w.vf.actions.addInterceptor('polls.vote', w.paywall)
  })
  const timber = footbridge(uma.page).getByRole('radio', { name: 'A low timber deck close to the water' })
  await timber.check()
  await footbridge(uma.page).getByRole('button', { name: 'Vote' }).click()
  await footbridge(uma.page).getByRole('button', { name: 'Vote' }).waitFor()
  assert.equal(uma.votes, [], 'the intercepted vote never reached the service')
  assert.ok(await timber.isChecked(), 'the choice is kept')
  await uma.page.evaluate(() => {
    const w = window as unknown as { vf: { actions: { removeInterceptor(name: string, fn: unknown): boolean } }; paywall: unknown }
    w.vf.actions.removeInterceptor('polls.vote', w.paywall)
  })

  // Mo looks at the results; Uma votes; Mo's page shows her vote.
  await footbridge(mo.page).getByRole('button', { name: 'See the results' }).click()
  const timberBefore = (await value(footbridge(mo.page), 'A low timber deck close to the water').textContent())!
  const timberVotes = Number(timberBefore.split(': ')[1])
  await footbridge(uma.page).getByRole('button', { name: 'Vote' }).click()
  await footbridge(uma.page).getByText('Thank you: your vote was counted.').waitFor()
  assert.match((await value(footbridge(uma.page), 'A low timber deck close to the water').textContent())!, `votes: ${timberVotes + 1}`)
  await value(footbridge(mo.page), 'A low timber deck close to the water').filter({ hasText: `votes: ${timberVotes + 1}` }).waitFor()
  await mo.page.locator('vf-poll [role="status"][aria-live="polite"]', { hasText: 'New votes: 1' }).first().waitFor({ state: 'attached' })
  assert.ok((await heard(uma.page)).some(([e, type, widget]) => e === 'interaction' && type === 'vote' && widget === 'vf-poll'), 'analytics heard the vote')
  await assertAccessible(uma.page, 'a guest who voted (results)')

  // Mo signs in as the moderator and votes; Uma's page shows it.
  await signIn(mo.page, 'moderator@demo.vf', 'demo-moderator-pass')
  await footbridge(mo.page).getByRole('button', { name: 'Back to the vote' }).click()
  const steelBefore = Number((await value(footbridge(uma.page), 'A steel arch with a viewing deck').textContent())!.split(': ')[1])
  await footbridge(mo.page).getByRole('radio', { name: 'A steel arch with a viewing deck' }).check()
  await footbridge(mo.page).getByRole('button', { name: 'Vote' }).click()
  await footbridge(mo.page).getByText('Thank you: your vote was counted.').waitFor()
  await value(footbridge(uma.page), 'A steel arch with a viewing deck').filter({ hasText: `votes: ${steelBefore + 1}` }).waitFor()
  await assertAccessible(mo.page, 'the moderator’s controls')

  // The moderator closes the poll: both pages show it closed, and it takes no more votes.
  await footbridge(mo.page).getByRole('button', { name: 'Close the poll' }).click()
  await footbridge(mo.page).getByText(/^This poll closed on/).waitFor()
  await footbridge(uma.page).getByText(/^This poll closed on/).waitFor()
  await footbridge(uma.page).locator('.vf-badge', { hasText: 'Closed' }).waitFor()
  assert.ok((await heard(uma.page)).some(([e, id]) => e === 'closed' && id === 'footbridge-poll'), 'vf-poll/closed reached the reader’s page')
  assert.equal(uma.errors, [])
  assert.equal(mo.errors, [])
  await uma.page.close()
  await mo.page.close()
})

test('a page without a poll follows its container: the poll the moderator makes on another page appears, said politely, takes votes, closes and goes', async () => {
  const container = `browser-later-poll-${Date.now()}`
  /** The poll page with a third poll widget, for a container that has no poll yet. */
  const withLater = async (browser: Browser) => {
    const { page, errors } = await watchedPage(browser, { consoleErrors: true })
    await page.addInitScript(() => {
      const w = window as unknown as { heard: unknown[][]; vfQ: Array<() => void>; vf: { $subscribe(channel: string, event: string, cb: (arg: never) => void): void } }
      w.heard = []
      w.vfQ = w.vfQ || []
      w.vfQ.push(() => {
        for (const event of ['created', 'closed', 'removed']) w.vf.$subscribe('vf-poll', event, (poll: { container_id?: string }) => w.heard.push([event, poll.container_id]))
      })
    })
    await page.goto(`${service.origin}/poll.html`)
    // A third poll widget placed by the page's script, for a container that has no poll yet.
    await page.evaluate((id) => {
      const widget = document.createElement('vf-poll')
      widget.setAttribute('vf-container-id', id)
      document.querySelector('vf-poll[vf-container-id="members-poll"]')!.after(widget)
    }, container)
    const later = page.locator('vf-poll').nth(2)
    await later.scrollIntoViewIfNeeded()
    await later.getByText('There is no poll here yet.').waitFor()
    return { page, errors, later }
  }
  const reader = await withLater(umaBrowser)
  const mo = await withLater(moBrowser)
  // The moderator's session (signed in above) offers the form; sign in if this profile has none.
  if (!(await mo.later.getByRole('button', { name: 'Create a poll' }).isVisible())) {
    await signIn(mo.page, 'moderator@demo.vf', 'demo-moderator-pass')
  }
  await mo.later.getByRole('button', { name: 'Create a poll' }).click()
  await mo.later.getByRole('textbox', { name: 'Question' }).fill('Should the market open on Sundays?')
  await mo.later.getByRole('textbox', { name: 'Option 1' }).fill('Yes')
  await mo.later.getByRole('textbox', { name: 'Option 2' }).fill('No')
  await assertAccessible(mo.page, 'the moderator’s new poll form')
  await mo.later.getByRole('button', { name: 'Publish the poll' }).click()
  await mo.later.getByRole('heading', { name: 'Should the market open on Sundays?' }).waitFor()

  // The reader's page, loaded before, shows it without a reload, and says so politely.
  await reader.later.getByRole('heading', { name: 'Should the market open on Sundays?' }).waitFor()
  await reader.later.locator('[role="status"][aria-live="polite"]', { hasText: 'New poll: Should the market open on Sundays?' }).waitFor({ state: 'attached' })
  assert.ok((await heard(reader.page)).some(([e, id]) => e === 'created' && id === container), 'vf-poll/created reached the reader’s page')
  await assertAccessible(reader.page, 'a poll that arrived live')
  await reader.later.getByRole('radio', { name: 'Yes' }).check()
  await reader.later.getByRole('button', { name: 'Vote' }).click()
  await reader.later.getByText('Thank you: your vote was counted.').waitFor()
  await mo.later.getByRole('button', { name: 'See the results' }).click()
  await value(mo.later, 'Yes').filter({ hasText: 'votes: 1' }).waitFor()

  // Closed by the moderator: the reader's page shows it closed; removed: it goes, said politely.
  await mo.later.getByRole('button', { name: 'Close the poll' }).click()
  await reader.later.getByText(/^This poll closed on/).waitFor()
  await mo.later.getByRole('button', { name: 'Remove the poll' }).click()
  await mo.later.getByRole('button', { name: 'Remove', exact: true }).click()
  await reader.later.locator('.vf-state__title', { hasText: 'This poll was removed.' }).waitFor()
  await reader.later.locator('[role="status"][aria-live="polite"]', { hasText: 'This poll was removed.' }).waitFor({ state: 'attached' })
  assert.ok((await heard(reader.page)).some(([e, id]) => e === 'removed' && id === container))
  await assertAccessible(reader.page, 'a poll removed live')
  assert.equal(reader.errors, [])
  assert.equal(mo.errors, [])
  await reader.page.close()
  await mo.page.close()
})

test('a guest who must sign in to vote is asked to, keeps the choice, and votes once signed in; a keyboard reader votes', async () => {
  const { page, errors } = await open(umaBrowser)
  const poll = members(page)
  await poll.getByText('Only signed-in readers can vote in this poll.').waitFor()
  await poll.getByRole('checkbox', { name: 'Public transport' }).check()
  await poll.getByRole('button', { name: 'Vote' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('E-mail').waitFor()
  await dialog.getByLabel('E-mail').fill('user@demo.vf')
  await dialog.getByLabel('Password').fill('demo-user-pass')
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  await dialog.waitFor({ state: 'detached' })
  await poll.getByText('Only signed-in readers can vote in this poll.').waitFor({ state: 'detached' })
  assert.ok(await poll.getByRole('checkbox', { name: 'Public transport' }).isChecked(), 'the choice survived the sign-in')

  // By keyboard alone: Space ticks a second option, Enter on "Vote" sends.
  await poll.getByRole('checkbox', { name: 'Public transport' }).focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  assert.ok(await poll.getByRole('checkbox', { name: 'Schools' }).isChecked())
  await poll.getByRole('button', { name: 'Vote' }).focus()
  await page.keyboard.press('Enter')
  await poll.getByText('Thank you: your vote was counted.').waitFor()
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Thank you: your vote was counted.', 'the focus lands on the words that say it was counted')
  assert.is(await poll.locator('.vf-poll__result[data-chosen]').count(), 2)
  assert.equal(errors, [])
  await page.close()
})

test('on a 375 px phone in Arabic the poll is right-to-left, translated, and fits', async () => {
  const { page, errors } = await open(moBrowser, { arabic: true, width: 375 })
  const poll = members(page)
  await poll.getByRole('button', { name: 'عرض النتائج' }).waitFor()
  assert.is(await page.evaluate(() => getComputedStyle(document.querySelectorAll('vf-poll .vf-poll')[1]!).direction), 'rtl')
  await footbridge(page).locator('.vf-poll__kicker', { hasText: 'استطلاع' }).waitFor()
  const overflow = await page.evaluate(() =>
    [...document.querySelectorAll('vf-poll *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 || el.getBoundingClientRect().left < -1).map((el) => el.className),
  )
  assert.equal(overflow, [], 'nothing wider than the phone')
  await assertAccessible(page, 'Arabic at 375 px')
  assert.equal(errors, [])
  await page.close()
})

test('in each of the 13 locales, at 375 px, the poll speaks the reader’s language and fits', async () => {
  // A new profile: a guest who has not voted (the others signed in and voted above).
  const guest = await launch()
  try {
    await inEveryLocale(guest)
  } finally {
    await guest.close()
  }
})

async function inEveryLocale(guest: Browser) {
  for (const locale of LOCALES) {
    const words = ((await import(`../../plugins/polls/locales/${locale}.ts`)) as { default: PollMessages }).default
    const { page, errors } = await open(guest, { lang: locale, width: 375 })
    const poll = members(page)
    await poll.locator('.vf-poll__kicker', { hasText: words.title }).waitFor()
    await poll.getByRole('button', { name: words.vote, exact: true }).waitFor()
    await poll.getByText(words.sign_in_to_vote).waitFor()
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll('vf-poll *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 || el.getBoundingClientRect().left < -1).map((el) => el.className),
    )
    assert.equal(overflow, [], `${locale}: nothing wider than the phone`)
    assert.equal(errors, [], locale)
    await page.close()
  }
}

test.run()
