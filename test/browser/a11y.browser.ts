/**
 * Accessibility and right-to-left, for every widget on the demo article, in Chromium against the
 * reference service: axe (WCAG 2.0/2.1 A and AA) finds nothing for a guest, a signed-in reader and a
 * moderator, with forms, the tray and the verification dialogs open, light and dark; every action of a
 * comment is reached with Tab and works from the keyboard, and focus goes back where it came from;
 * arriving comments are announced politely; reduced motion is respected; Arabic is mirrored.
 *
 * The checks go over every widget the page mounts (`[data-vf-id]`), so a widget added to the demo
 * article is held to the same rules.
 */
import { createRequire } from 'node:module'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Locator, Page } from 'playwright-core'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../examples/server/seed'
import { watchedPage } from './support/page'
import { demoSite } from './support/service'
import { confirmFromOutbox, signIn, signUp } from './support/tray'

const axeSource: string = createRequire(import.meta.url)('axe-core').source
const site = demoSite(test)

/** The widgets the demo article places; each is brought into view so it loads. */
const ARTICLE_WIDGETS = ['vf-tray-trigger', 'vf-conversations-count', 'vf-pull-quote', 'vf-conversation-starter', 'vf-conversations', 'vf-trending-articles', 'vf-content-recirculation']
const WCAG: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }

const topLevel = (page: Page) => page.getByRole('list', { name: 'Comments' }).locator(':scope > li > article')
/** A comment's own "…" button (its replies' come after it). */
const moreOf = (comment: Locator) => comment.getByRole('button', { name: 'More actions' }).first()
/** Picks `item` from a comment's "…" menu. */
async function fromMenu(page: Page, comment: Locator, item: string) {
  await moreOf(comment).click()
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click()
}
/** In an open menu, ArrowDown until the item named `item` has the focus. */
async function arrowTo(page: Page, item: string) {
  for (let presses = 0; presses < 20; presses++) {
    if ((await page.evaluate(() => document.activeElement?.textContent ?? '')) === item) return
    await page.keyboard.press('ArrowDown')
  }
  assert.unreachable(`no menu item ${item}`)
}
const bell = (page: Page) => page.getByRole('button', { name: 'Open your profile and notifications' }).first()

/** The demo article with every widget loaded. */
async function openArticle(page: Page) {
  await page.goto(`${site.service.origin}/`)
  for (const tag of ARTICLE_WIDGETS) await page.locator(tag).scrollIntoViewIfNeeded()
  // Back to the masthead: the bell loads as it nears the screen (else only after its 10 s fetch timeout,
  // which a busy machine can stretch past the wait).
  await page.locator('vf-tray-trigger').scrollIntoViewIfNeeded()
  await bell(page).waitFor()
  await page.locator('vf-conversations-count .vf-counter').waitFor()
  await page.locator('vf-pull-quote figure').waitFor()
  await page.locator('vf-conversation-starter aside').waitFor()
  await topLevel(page).first().waitFor()
}

/** A page of the shared browser; `errors` collects what it throws. */
function newPage() {
  return watchedPage(site.browser)
}

/** What axe finds in the widgets `scope` selects: by default every widget on the page (dialogs and the tray included). */
async function violations(page: Page, scope = '[data-vf-id]'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  return page.evaluate(
    async ({ scope, options }) => {
      const axe = (window as unknown as { axe: { run(context: NodeListOf<Element>, options: RunOptions): Promise<AxeResults> } }).axe
      const result = await axe.run(document.querySelectorAll(scope), options)
      if (result.passes.length === 0) return [`axe checked nothing in ${scope}`]
      return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`))
    },
    { scope, options: WCAG },
  )
}

/**
 * Runs axe in the light theme, then in the dark one (the publisher's `data-vf-theme="dark"` on every
 * widget), and goes back to light. A view that opens over widgets already checked (the tray, a dialog)
 * is checked alone (`scope`): the rest of the page is as it was.
 */
async function assertAccessible(page: Page, state: string, scope?: string) {
  assert.equal(await violations(page, scope), [], `${state}, light`)
  await page.evaluate(() => document.querySelectorAll('[data-vf-id]').forEach((widget) => widget.setAttribute('data-vf-theme', 'dark')))
  assert.equal(await violations(page, scope), [], `${state}, dark`)
  await page.evaluate(() => document.querySelectorAll('[data-vf-id]').forEach((widget) => widget.removeAttribute('data-vf-theme')))
}

/** The focused element, told as a reader would hear it: its name, or its tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'nothing'
    return (active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40)) || active.localName
  })

const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)

/** Presses Tab (Shift+Tab `back`) until `target` has the focus: it must be reachable in `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    if (await hasFocus(target)) return
  }
  assert.unreachable(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached it (focus on ${await focused(page)})`)
}

test('a guest: every widget, reply and report forms, and the tray’s sign-in, sign-up, forgotten password and account views pass axe, light and dark', async () => {
  const { page, errors } = await newPage()
  await openArticle(page)
  const [first, second, third] = [topLevel(page).nth(0), topLevel(page).nth(1), topLevel(page).nth(2)]
  await first.getByRole('button', { name: 'Reply', exact: true }).first().click()
  await first.getByRole('textbox', { name: /^Reply to/ }).waitFor()
  await fromMenu(page, second, 'Report')
  await second.getByRole('combobox', { name: 'Why are you reporting it?' }).waitFor()
  await assertAccessible(page, 'guest, reply and report forms open')
  // The "…" menu open, and the reason's list box.
  await moreOf(third).click()
  await page.getByRole('menu').waitFor()
  await assertAccessible(page, 'guest, a comment’s menu open')
  await page.keyboard.press('Escape')
  await second.getByRole('combobox', { name: 'Why are you reporting it?' }).click()
  await page.getByRole('listbox').waitFor()
  await assertAccessible(page, 'guest, the report’s reasons open')
  await page.keyboard.press('Escape')

  // A guest's Like asks for sign-in: the tray opens over the page, and Escape gives the focus back to that Like.
  const like = third.getByRole('button', { name: /^Like/ }).first()
  await like.focus()
  await page.keyboard.press('Enter')
  const tray = page.getByRole('dialog')
  await page.getByRole('heading', { name: 'Sign in to join the conversation' }).waitFor()
  await assertAccessible(page, 'guest, sign-in form', 'vf-tray')
  await page.keyboard.press('Escape')
  await tray.waitFor({ state: 'detached' })
  assert.ok(await hasFocus(like), `the Like again, not ${await focused(page)}`)

  await bell(page).click()
  await page.getByLabel('E-mail').fill('user@demo.vf')
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('alert').filter({ hasText: 'The e-mail or password is not correct.' }).waitFor()
  await assertAccessible(page, 'guest, sign-in refused', 'vf-tray')
  await page.getByRole('button', { name: 'New here? Create an account' }).click()
  await page.getByRole('heading', { name: 'Create your account' }).waitFor()
  await assertAccessible(page, 'guest, sign-up form', 'vf-tray')
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click()
  await page.getByRole('button', { name: 'Forgot your password?' }).click()
  await page.getByLabel('E-mail').fill('user@demo.vf')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await page.getByRole('status').filter({ hasText: 'we have sent it a link' }).waitFor()
  await assertAccessible(page, 'guest, password reset requested', 'vf-tray')
  await page.getByRole('tab', { name: 'Account' }).click()
  await page.getByText('Sign in to see your account.').waitFor()
  await assertAccessible(page, 'guest, account tab', 'vf-tray')
  await page.keyboard.press('Escape')
  await tray.waitFor({ state: 'detached' })

  // The link the reset mail carries opens the new-password dialog on the article.
  await page.goto(`${site.service.origin}/dev/outbox`)
  await page.getByRole('link', { name: /verification_type=reset/ }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Reset your password' })
  await dialog.waitFor()
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null)
  await assertAccessible(page, 'the new-password dialog', 'vf-password-reset')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  assert.equal(errors, [])
  await page.close()
})

test('a signed-in reader: the e-mail confirmation dialog, every widget with an edit, a reply and a report form open, and the tray pass axe, light and dark', async () => {
  const { page, errors } = await newPage()
  await page.goto(`${site.service.origin}/`)
  await signUp(page, { name: 'Ali Access', email: `ali-${Date.now()}@example.org`, password: 'a-good-long-password' })
  await confirmFromOutbox(page, site.service.origin)
  const dialog = page.getByRole('dialog', { name: 'Confirming your e-mail address' })
  await assertAccessible(page, 'the e-mail confirmation dialog', 'vf-email-verification')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  await openArticle(page)
  const text = `Readable by everyone ${Date.now()}`
  await page.getByRole('textbox', { name: 'Join the conversation' }).fill(text)
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  const mine = topLevel(page).filter({ hasText: text })
  await mine.waitFor()
  await fromMenu(page, mine, 'Edit')
  await mine.getByRole('textbox', { name: 'Edit your comment' }).waitFor()
  const [second, third] = [topLevel(page).nth(1), topLevel(page).nth(2)]
  await second.getByRole('button', { name: 'Reply', exact: true }).first().click()
  await second.getByRole('textbox', { name: /^Reply to/ }).waitFor()
  await fromMenu(page, third, 'Report')
  await third.getByRole('combobox', { name: 'Why are you reporting it?' }).waitFor()
  await assertAccessible(page, 'signed in, edit, reply and report forms open')
  // Escape leaves an edit that changed nothing, back to the "…" it was opened from.
  await mine.getByRole('textbox', { name: 'Edit your comment' }).focus()
  await page.keyboard.press('Escape')
  await mine.getByRole('textbox', { name: 'Edit your comment' }).waitFor({ state: 'detached' })
  assert.ok(await hasFocus(moreOf(mine)), `“…” again, not ${await focused(page)}`)

  await bell(page).click()
  // A signed-in reader's tray opens on their notifications; the profile is the next tab.
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.getByRole('heading', { name: 'Ali Access' }).waitFor()
  await assertAccessible(page, 'signed in, profile tab', 'vf-tray')
  await page.getByRole('tab', { name: 'Account' }).click()
  await page.getByRole('tabpanel').getByText('Ali Access').waitFor()
  await assertAccessible(page, 'signed in, account tab', 'vf-tray')
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  assert.equal(errors, [])
  await page.close()
})

test('a moderator: the “…” menu with the tools passes axe, light and dark; every action of a comment is reached with Tab or in its menu and works from the keyboard, and focus comes back', async () => {
  const { page, errors } = await newPage()
  await openArticle(page)
  await signIn(page, 'moderator@demo.vf', 'demo-moderator-pass')
  const first = topLevel(page).first()
  const more = moreOf(first)
  await more.click()
  const menu = page.getByRole('menu')
  await menu.getByRole('menuitem', { name: 'Open in moderation console' }).waitFor()
  await assertAccessible(page, 'moderator, the menu with the tools open')
  await page.keyboard.press('Escape')
  await menu.waitFor({ state: 'detached' })
  assert.ok(await hasFocus(more), `“…” again after Escape, not ${await focused(page)}`)

  // Tab from the comment goes through each of its controls in order: the time (its full date), the row.
  await first.focus()
  const visited: string[] = []
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab')
    if (!(await first.evaluate((el) => el.contains(document.activeElement)))) break
    visited.push(await focused(page))
  }
  const controls = await first.evaluate((article) =>
    Array.from(article.querySelectorAll<HTMLElement>('a[href], button, select, textarea, input, [tabindex="0"]'))
      .filter((el) => el.tabIndex >= 0 && !el.closest('[hidden]'))
      .map((el) => (el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)) || el.localName),
  )
  assert.equal(visited, controls, 'Tab reaches every control of the comment, in order')
  for (const action of [/ago$|^now$/, /^Like/, /^Dislike/, /^Reply$/, /^More actions$/]) assert.ok(visited.some((name) => action.test(name)), `${action} is reached`)
  // The time shows its full date while it has the keyboard's focus.
  await first.focus()
  await page.keyboard.press('Tab')
  const tooltip = await page.evaluate(() => getComputedStyle(document.activeElement!, '::after').content)
  assert.match(tooltip, /\d{4}/, `the full date beside the time: ${tooltip}`)
  // The menu holds the rest, each reached with the arrows.
  await more.focus()
  await page.keyboard.press('Enter')
  const items = await menu.getByRole('menuitem').allTextContents()
  for (const item of ['Remove', 'Copy link', 'Report', 'Disable', 'Pin', 'Pick', 'Open in moderation console']) assert.ok(items.includes(item), `${item} is in the menu: ${items}`)
  assert.ok(items.some((item) => item.startsWith('Follow ')) && items.some((item) => item.startsWith('Mute ')), `follow and mute the author: ${items}`)
  await page.keyboard.press('Escape')

  // Like with Space, and again to take it back.
  const like = first.getByRole('button', { name: /^Like/ }).first()
  await first.focus()
  await tabTo(page, like)
  await page.keyboard.press('Space')
  await like.and(page.locator('[aria-pressed="true"]')).waitFor()
  await page.keyboard.press('Space')
  await like.and(page.locator('[aria-pressed="false"]')).waitFor()

  // Reply with Enter: the box takes the focus. Escape keeps words not sent; Cancel, or Escape on an
  // empty box, closes it and gives the focus back to Reply.
  const reply = first.getByRole('button', { name: 'Reply', exact: true }).first()
  await tabTo(page, reply)
  await page.keyboard.press('Enter')
  const box = first.getByRole('textbox', { name: /^Reply to/ })
  await box.waitFor()
  assert.ok(await hasFocus(box), `the reply box, not ${await focused(page)}`)
  await page.keyboard.type('Half a thought')
  await page.keyboard.press('Escape')
  assert.is(await box.inputValue(), 'Half a thought', 'Escape throws no words away')
  await tabTo(page, first.getByRole('button', { name: 'Cancel' }))
  await page.keyboard.press('Enter')
  await box.waitFor({ state: 'detached' })
  assert.ok(await hasFocus(reply), `Reply again after Cancel, not ${await focused(page)}`)
  await page.keyboard.press('Enter')
  await box.waitFor()
  await page.keyboard.press('Escape')
  await box.waitFor({ state: 'detached' })
  assert.ok(await hasFocus(reply), `Reply again after Escape, not ${await focused(page)}`)

  // Report from the menu with Enter: the reason takes the focus; Escape closes it back to “…”; sent from the keyboard.
  await tabTo(page, more)
  await page.keyboard.press('Enter')
  await arrowTo(page, 'Report')
  await page.keyboard.press('Enter')
  const reason = first.getByRole('combobox', { name: 'Why are you reporting it?' })
  await reason.waitFor()
  assert.ok(await hasFocus(reason), `the reason, not ${await focused(page)}`)
  await page.keyboard.press('Escape')
  await reason.waitFor({ state: 'detached' })
  assert.ok(await hasFocus(more), `“…” again after Escape, not ${await focused(page)}`)
  await page.keyboard.press('Enter')
  await arrowTo(page, 'Report')
  await page.keyboard.press('Enter')
  await reason.waitFor()
  // The reasons open on the chosen one; the next is chosen with Enter.
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  assert.is(await reason.textContent(), 'Abuse or harassment')
  await tabTo(page, first.getByRole('button', { name: 'Send report' }))
  await page.keyboard.press('Enter')
  await reason.waitFor({ state: 'detached' })
  // The form and its button are gone: the focus goes back to the comment's actions, not to the page.
  await first.evaluate((article) => new Promise<void>((resolve) => {
    if (article.contains(document.activeElement)) return resolve()
    article.addEventListener('focusin', () => resolve(), { once: true })
  }))
  await more.focus()
  await page.keyboard.press('Enter')
  await arrowTo(page, 'Withdraw report')
  await page.keyboard.press('Escape')

  // A moderator's tool from the menu: Enter picks it, the menu closes back on “…”, and the menu then offers to undo it.
  await page.keyboard.press('Enter')
  await arrowTo(page, 'Pick')
  await page.keyboard.press('Enter')
  await menu.waitFor({ state: 'detached' })
  assert.ok(await hasFocus(more), `“…” again, not ${await focused(page)}`)
  await first.getByText('Editor’s pick', { exact: false }).first().waitFor()
  await page.keyboard.press('Enter')
  await arrowTo(page, 'Unpick')
  await page.keyboard.press('Enter')
  await first.getByText('Editor’s pick', { exact: false }).first().waitFor({ state: 'detached' })
  assert.ok(await hasFocus(more))

  // Sort, above the comments: Shift+Tab reaches it, the arrows and Enter change it, the thread follows.
  const sort = page.getByRole('combobox', { name: 'Sort by' })
  await tabTo(page, sort, { back: true })
  const newest = await first.getAttribute('id')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  assert.is(await sort.textContent(), 'Oldest')
  await page.waitForFunction((id) => {
    const now = document.querySelector('vf-conversations ul[aria-label="Comments"] > li > article')
    return now !== null && now.id !== id && document.querySelectorAll('vf-conversations ul[aria-label="Comments"] > li > article').length === 20
  }, newest)
  assert.ok(await hasFocus(sort))

  // Load more, from the last comment: Enter loads the next page and the focus stays on the button.
  await topLevel(page).nth(19).focus()
  const loadMore = page.getByRole('button', { name: 'Load more comments' })
  await tabTo(page, loadMore)
  await page.keyboard.press('Enter')
  await topLevel(page).nth(29).waitFor()
  assert.ok(await hasFocus(loadMore), `Load more again, not ${await focused(page)}`)
  await bell(page).click()
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  assert.equal(errors, [])
  await page.close()
})

test('comments another reader posts while the page is open are announced politely, and "Show new comments" from the keyboard focuses the first', async () => {
  const { page, errors } = await newPage()
  await openArticle(page)
  // Another reader, through the service's API.
  const reader = DEMO_ACCOUNTS.find((account) => account.email === 'user@demo.vf')!
  const login = await fetch(`${site.service.origin}/v2/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: reader.email, password: reader.password }) })
  const token = ((await login.json()) as { access_token: string }).access_token
  const thread = await fetch(`${site.service.origin}/v4/livecomments/${DEMO_SECTION_UUID}?container_id=riverside-park&limit=1`)
  const container = ((await thread.json()) as { result: { container: { content_container_uuid: string } } }).result.container.content_container_uuid
  const post = (path: string, content: string) =>
    fetch(`${site.service.origin}/v4/livecomments/${DEMO_SECTION_UUID}/${container}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ content }) }).then((response) =>
      assert.ok(response.ok, `${path}: ${response.status}`),
    )
  const polite = page.locator('vf-conversations [aria-live="polite"]')

  const parent = (await topLevel(page).first().getAttribute('id'))!.replace('vf-comment-', '')
  await post(`comments/${parent}`, `A reply while you read ${Date.now()}`)
  await polite.filter({ hasText: 'New replies: 1' }).waitFor()

  const text = `Posted while you read ${Date.now()}`
  await post('comments', text)
  await polite.filter({ hasText: 'New comments: 1' }).waitFor()
  const show = page.getByRole('button', { name: 'Show new comments: 1' })
  await show.focus()
  await page.keyboard.press('Enter')
  const arrived = topLevel(page).filter({ hasText: text })
  await arrived.waitFor()
  await page.waitForFunction(() => document.activeElement?.matches('vf-conversations ul[aria-label="Comments"] > li > article') ?? false)
  assert.ok(await hasFocus(arrived), `the new comment, not ${await focused(page)}`)
  assert.equal(errors, [])
  await page.close()
})

test('reduced motion: no widget animates or scrolls smoothly when the reader asked for less motion', async () => {
  const { page, errors } = await newPage()
  await openArticle(page)
  await bell(page).click()
  await page.getByRole('dialog').waitFor()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // No named functions inside evaluate: tsx would wrap them in a helper the page does not have.
  const moving = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-vf-id], [data-vf-id] *'))
      .filter((el) => {
        const style = getComputedStyle(el)
        const longest = [style.transitionDuration, style.animationName === 'none' ? '0s' : style.animationDuration]
          .flatMap((value) => value.split(','))
          .map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part)))
        return Math.max(...longest) > 0.01 || style.scrollBehavior === 'smooth'
      })
      .map((el) => `${el.localName}.${el.className}`),
  )
  assert.equal(moving, [], 'nothing moves')
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })

  // The starter's Join, from the keyboard: the discussion is there at once (no smooth scroll), its box focused.
  const join = page.getByRole('complementary', { name: 'Would you use the new park?' }).getByRole('link', { name: 'Join the conversation' })
  // Where the discussion is once the click that Enter makes has been handled (a smooth scroll has not moved yet).
  const discussionTopAfterJoin = async () => {
    await page.evaluate(() => {
      window.scrollTo(0, 0)
      window.addEventListener('click', () => ((window as unknown as { joinTop?: number }).joinTop = document.getElementById('discussion')!.getBoundingClientRect().top), { once: true })
    })
    await join.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.getAttribute('placeholder') === 'Join the conversation')
    return page.evaluate(() => (window as unknown as { joinTop: number }).joinTop)
  }
  assert.ok(Math.abs(await discussionTopAfterJoin()) < 2, 'reduced motion: the discussion is at the top at once')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  assert.ok((await discussionTopAfterJoin()) > 100, 'otherwise the page glides there')
  assert.equal(errors, [])
  await page.close()
})

test('Arabic: every widget is right-to-left, mirrored and translated, and axe finds nothing', async () => {
  const { page, errors } = await newPage()
  // The publisher's page chooses the widgets' language (`<meta name="vf:lang">`); its own text stays English.
  await page.route(`${site.service.origin}/`, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replace('<meta charset="utf-8">', '<meta charset="utf-8"><meta name="vf:lang" content="ar">') })
  })
  await page.goto(`${site.service.origin}/`)
  // A guest (whatever an earlier test left signed in): the tray shows its sign-in form.
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await page.reload()
  for (const tag of ARTICLE_WIDGETS) await page.locator(tag).scrollIntoViewIfNeeded()
  await page.locator('vf-conversations ul.vf-comment-list > li > article').first().waitFor()
  await page.locator('vf-pull-quote figure').waitFor()
  await page.locator('vf-conversation-starter aside').waitFor()
  await page.locator('vf-conversations-count .vf-counter').waitFor()
  await page.locator('vf-trending-articles ol').waitFor()
  await page.locator('vf-content-recirculation ol').waitFor()
  await page.locator('vf-tray-trigger button').click()
  await page.locator('vf-tray [role="dialog"]').waitFor()

  const widgets = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-vf-id]')).map((el) => {
      // What the product wrote: its controls' names and labels (a reader's words and names are theirs).
      const names = Array.from(el.querySelectorAll('button, option, label, a:not(.vf-comment__body a):not(.vf-trending__link):not(.house-ad), time, h2:not(.vf-starter__title), .vf-visually-hidden, .vf-pull-quote__label, .vf-pull-quote__caption > span, .vf-starter__label'))
        .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? '')
        .filter((name) => name.trim() !== '' && !/^[\d\s.,()×]+$/.test(name))
      return { tag: el.localName, dir: el.getAttribute('dir'), lang: el.getAttribute('lang'), direction: getComputedStyle(el).direction, names }
    }),
  )
  assert.equal(widgets.map((w) => w.tag).sort(), [...ARTICLE_WIDGETS, 'vf-tray'].sort())
  for (const widget of widgets) {
    assert.equal([widget.dir, widget.lang, widget.direction], ['rtl', 'ar-ar', 'rtl'], widget.tag)
    assert.ok(widget.names.length > 0, `${widget.tag} has words of its own`)
    for (const name of widget.names) assert.ok(/[\u0600-\u06ff]/.test(name) && !/[A-Za-z]/.test(name), `${widget.tag}: "${name}" is Arabic`)
  }

  // Mirrored: each widget's start is on the right.
  const comment = 'vf-conversations ul.vf-comment-list > li > article'
  const PARTS = {
    title: 'vf-conversations .vf-conversations__bar h2',
    sort: 'vf-conversations .vf-conversations__bar .vf-select__combo',
    avatar: `${comment} .vf-avatar`,
    byline: `${comment} > .vf-comment__name`,
    firstAction: `${comment} .vf-comment__actions > :first-child`,
    lastAction: `${comment} .vf-comment__actions > :last-child`,
    quote: 'vf-pull-quote figure',
    quoteLabel: 'vf-pull-quote .vf-pull-quote__label',
    starter: 'vf-conversation-starter aside',
    starterLabel: 'vf-conversation-starter .vf-starter__label',
    starterTitle: 'vf-conversation-starter h2',
    join: 'vf-conversation-starter a',
    tray: 'vf-tray [role="dialog"]',
    trayClose: 'vf-tray .vf-tray__close',
    trayHeading: 'vf-tray [role="tabpanel"] h2',
    firstTab: 'vf-tray [role="tab"]:first-of-type',
    lastTab: 'vf-tray [role="tab"]:last-of-type',
  }
  /** Each part's box, where its text sits in it (its distance from the box's right and left edges), its direction and side borders. */
  const at = await page.evaluate(
    (parts) =>
      Object.fromEntries(
        Object.entries(parts).map(([part, selector]) => {
          const el = document.querySelector(selector)!
          const range = document.createRange()
          range.selectNodeContents(el)
          const [box, text, style] = [el.getBoundingClientRect(), range.getBoundingClientRect(), getComputedStyle(el)]
          return [part, { left: box.left, right: box.right, middle: box.left + box.width / 2, textFromRight: box.right - text.right, textFromLeft: text.left - box.left, direction: style.direction, borders: [style.borderRightWidth, style.borderLeftWidth] }]
        }),
      ) as Record<keyof typeof parts, { left: number; right: number; middle: number; textFromRight: number; textFromLeft: number; direction: string; borders: string[] }>,
    PARTS,
  )
  const startsRight = (part: keyof typeof PARTS) => at[part].textFromRight < at[part].textFromLeft
  assert.ok(at.title.left > at.sort.right, 'the discussion’s title is right of its sort')
  assert.ok(at.avatar.left >= at.byline.right, 'a comment’s picture is right of its byline')
  assert.ok(at.firstAction.left > at.lastAction.right, 'a comment’s first action (Like) is rightmost')
  assert.ok(startsRight('quoteLabel'), 'the pull quote’s label starts on the right')
  assert.equal(at.quote.borders, ['4px', '0px'], 'the pull quote’s rule is on its right')
  assert.ok(startsRight('starterLabel'), 'the starter’s label starts on the right')
  assert.ok(at.join.middle > at.starter.middle, 'the starter’s Join sits on the right')
  assert.is(at.starterTitle.direction, 'ltr', 'the publisher’s English question keeps its own direction (its question mark at its end)')
  assert.ok(at.tray.left < 1 && at.tray.right < (await page.evaluate(() => window.innerWidth)) / 2, 'the tray opens from the left')
  assert.ok(at.trayClose.middle < at.tray.middle, 'the tray’s close button is at its left')
  assert.ok(startsRight('trayHeading'), 'the tray’s heading starts on the right')
  assert.ok(at.firstTab.left > at.lastTab.right, 'the first tab is rightmost')
  // The arrows that point along the line (a comment's Reply) point the other way; a thumb does not turn.
  const turned = await page.evaluate(() =>
    Object.fromEntries(
      ['reply', 'thumbs-up'].map((icon) => {
        const svg = document.querySelector(`vf-conversations svg:has(use[href="#vf-icon-${icon}"])`)
        return [icon, svg ? getComputedStyle(svg).transform : 'missing']
      }),
    ),
  )
  assert.equal(turned, { reply: 'matrix(-1, 0, 0, 1, 0, 0)', 'thumbs-up': 'none' })
  assert.equal(await violations(page), [], 'Arabic')
  assert.equal(errors, [])
  await page.close()
})

test.run()
