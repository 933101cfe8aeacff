/** The demo site as a publisher's visitor meets it, served by the reference service. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { demoSite } from './support/service'
import { confirmFromOutbox, signUp } from './support/tray'

const site = demoSite(test)

test('the article page loads vf.js, announces ready through vfQ, and logs no console error', async () => {
  const page = await site.browser.context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  // What a publisher's own script does before vf.js arrives.
  await page.addInitScript(() => {
    const w = window as unknown as { vfQ: Array<() => void>; vf: { context: { get(k: string): Promise<{ path: string }> } }; readySeen?: string }
    w.vfQ = [() => void w.vf.context.get('page').then((p) => (w.readySeen = p.path))]
  })
  await page.goto(`${site.service.origin}/`)
  await page.waitForFunction(() => (window as unknown as { readySeen?: string }).readySeen === '/')
  assert.is(await page.title(), 'City council approves the new riverside park — The Daily Demo')
  assert.equal(consoleErrors, [])
  await page.close()
})

test('every demo page serves and boots without console errors', async () => {
  for (const path of ['/big-thread.html', '/liveblog.html', '/chat.html', '/reviews.html', '/custom-login.html']) {
    const page = await site.browser.context.newPage()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    const response = await page.goto(`${site.service.origin}${path}`)
    assert.is(response?.status(), 200, path)
    await page.waitForFunction(() => typeof (window as unknown as { viafoura?: unknown }).viafoura === 'object')
    assert.equal(consoleErrors, [], path)
    await page.close()
  }
})

test('the keyboard goes into the tray and back: to its heading when it opens, to what opened it when it closes', async () => {
  const page = await site.browser.context.newPage()
  await page.goto(`${site.service.origin}/`)
  const bell = page.getByRole('button', { name: 'Open your profile and notifications' }).first()
  const focused = () => page.evaluate(() => {
    const active = document.activeElement
    return active ? `${active.localName} ${active.textContent?.trim().slice(0, 60) ?? ''}`.trim() : ''
  })
  await bell.focus()
  await page.keyboard.press('Enter')
  const tray = page.getByRole('dialog')
  await tray.waitFor()
  // A guest hears why sign-in is asked: the panel's heading has the focus, and the first field is a Tab away.
  await page.waitForFunction(() => document.activeElement?.matches('[role="dialog"] h2, [role="dialog"] h3') ?? false)
  assert.match(await focused(), /^h[23] /)
  await page.keyboard.press('Tab')
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'email')
  await page.keyboard.press('Escape')
  await tray.waitFor({ state: 'detached' })
  assert.ok(await bell.evaluate((el) => el === document.activeElement), `the bell again, not ${await focused()}`)

  // A guest's Like opens it too; closing it gives the focus back to that Like.
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  const like = page.getByRole('list', { name: 'Comments' }).locator(':scope > li > article').first().getByRole('button', { name: /^Like/ }).first()
  await like.focus()
  await page.keyboard.press('Enter')
  await tray.waitFor()
  await page.getByRole('button', { name: 'Close the panel' }).click()
  await tray.waitFor({ state: 'detached' })
  assert.ok(await like.evaluate((el) => el === document.activeElement), `the Like again, not ${await focused()}`)
  await page.close()
})

test('a reader signs in through the tray, stays signed in across a reload, and logs out', async () => {
  const page = await site.browser.context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    // The browser itself logs the 401 that answers the deliberately wrong password; that one is expected.
    if (message.type() === 'error' && !message.text().includes('status of 401')) consoleErrors.push(message.text())
  })
  await page.goto(`${site.service.origin}/`)
  await page.getByRole('button', { name: 'Open your profile and notifications' }).click()
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.getByLabel('E-mail').fill('user@demo.vf')
  await page.getByLabel('Password').fill('wrong password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('alert').filter({ hasText: 'The e-mail or password is not correct.' }).waitFor()
  await page.getByLabel('Password').fill('demo-user-pass')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await page.reload()
  const name = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const w = window as unknown as { vfQ: Array<() => void>; vf: { context: { get(k: string): Promise<{ name: string }> } } }
        w.vfQ.push(() => void w.vf.context.get('user').then((u) => resolve(u.name)))
      }),
  )
  assert.is(name, 'Uma Reader')
  await page.getByRole('button', { name: 'Open your profile and notifications' }).click()
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.getByRole('heading', { name: 'Uma Reader' }).waitFor()
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  assert.equal(consoleErrors, [])
  await page.close()
})

test('a visitor creates an account in the tray, confirms it from the outbox, and is signed in after a reload', async () => {
  const page = await site.browser.context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  await page.goto(`${site.service.origin}/liveblog.html`)
  await signUp(page, { name: 'Brenda Browser', email: 'brenda@example.org', password: 'a-good-long-password' })
  await confirmFromOutbox(page, site.service.origin)
  await page.getByRole('button', { name: 'Close dialog' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })

  await page.reload()
  const user = await page.evaluate(
    () =>
      new Promise<{ name: string; email_verification_status: string }>((resolve) => {
        const w = window as unknown as { vfQ: Array<() => void>; vf: { context: { get(k: string): Promise<{ name: string; email_verification_status: string }> } } }
        w.vfQ.push(() => void w.vf.context.get('user').then(resolve))
      }),
  )
  assert.is(user.name, 'Brenda Browser')
  assert.is(user.email_verification_status, 'approved')
  assert.equal(consoleErrors, [])
  await page.close()
})

test('social sign-in through the popup, end to end; a forged message from the page itself is ignored', async () => {
  const page = await site.browser.context.newPage()
  await page.goto(`${site.service.origin}/reviews.html`)
  await page.waitForFunction(() => typeof (window as unknown as { vf?: { session?: { login?: { social?: unknown } } } }).vf?.session?.login?.social === 'function')
  // Browsers open popups only from a click, as a publisher's "Sign in with Google" button would.
  // (A string, not a function: tsx would wrap a named function in a helper the page does not have.)
  await page.evaluate(`(() => {
    const button = document.createElement('button')
    button.textContent = 'Sign in with Google'
    button.onclick = () => window.vf.session.login.social('google').then((r) => (window.socialResult = r.user.name), (e) => (window.socialResult = 'failed: ' + e.message))
    document.body.prepend(button)
  })()`)
  const popupOpened = site.browser.context.waitForEvent('page')
  await page.getByRole('button', { name: 'Sign in with Google' }).click()
  const signedIn = page.waitForFunction(() => (window as unknown as { socialResult?: string }).socialResult).then((h) => h.jsonValue() as Promise<string>)
  const popup = await popupOpened
  await popup.waitForLoadState()
  assert.is(await popup.title(), 'Sign in with google')
  // A page script pretending to be the popup: wrong source, ignored.
  await page.evaluate(`window.postMessage({ type: 'vf-social-login', token: 'forged-token-123' }, '*')`)
  await popup.getByRole('button', { name: 'Continue as Olga Open' }).click()
  assert.is(await signedIn, 'Olga Open')
  await page.close()
})

test('a banned reader is told so in the tray', async () => {
  const page = await site.browser.context.newPage()
  await page.goto(`${site.service.origin}/chat.html`)
  // Start signed out: earlier tests in this browser profile left a reader signed in.
  await page.evaluate(`localStorage.clear(); sessionStorage.clear()`)
  await page.reload()
  await page.getByRole('button', { name: 'Open your profile and notifications' }).click()
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.getByLabel('E-mail').fill('banned@demo.vf')
  await page.getByLabel('Password').fill('demo-banned-pass')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('alert').filter({ hasText: 'This account is banned from signing in. Reason: Repeated abuse of other readers. The ban is permanent.' }).waitFor()
  await page.close()
})

test.run()
