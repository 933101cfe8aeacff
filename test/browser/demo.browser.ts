/** The demo site as a publisher's visitor meets it, served by the reference service. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { launch, type Browser } from './support/chromium'
import { startService, type RunningService } from './support/service'

let service: RunningService
let browser: Browser

test.before(async () => {
  service = await startService()
  browser = await launch()
})

test.after(async () => {
  await browser?.close()
  await service?.close()
})

test('the article page loads vf.js, announces ready through vfQ, and logs no console error', async () => {
  const page = await browser.context.newPage()
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
  await page.goto(`${service.origin}/`)
  await page.waitForFunction(() => (window as unknown as { readySeen?: string }).readySeen === '/')
  assert.is(await page.title(), 'City council approves the new riverside park — The Daily Demo')
  assert.equal(consoleErrors, [])
  await page.close()
})

test('every demo page serves and boots without console errors', async () => {
  for (const path of ['/big-thread.html', '/liveblog.html', '/chat.html', '/reviews.html']) {
    const page = await browser.context.newPage()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    const response = await page.goto(`${service.origin}${path}`)
    assert.is(response?.status(), 200, path)
    await page.waitForFunction(() => typeof (window as unknown as { viafoura?: unknown }).viafoura === 'object')
    assert.equal(consoleErrors, [], path)
    await page.close()
  }
})

test('a reader signs in through the tray, stays signed in across a reload, and logs out', async () => {
  const page = await browser.context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    // The browser itself logs the 401 that answers the deliberately wrong password; that one is expected.
    if (message.type() === 'error' && !message.text().includes('status of 401')) consoleErrors.push(message.text())
  })
  await page.goto(`${service.origin}/`)
  await page.getByRole('button', { name: 'Open your profile and notifications' }).click()
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.getByLabel('E-mail').fill('user@demo.vf')
  await page.getByLabel('Password').fill('wrong password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('alert').filter({ hasText: 'The e-mail or password is not correct.' }).waitFor()
  await page.getByLabel('Password').fill('demo-user-pass')
  await page.getByRole('button', { name: 'Sign in' }).click()
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
  const page = await browser.context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  await page.goto(`${service.origin}/liveblog.html`)
  await page.getByRole('button', { name: 'Open your profile and notifications' }).click()
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.getByRole('button', { name: 'New here? Create an account' }).click()
  await page.getByLabel('Name').fill('Brenda Browser')
  await page.getByLabel('E-mail').fill('brenda@example.org')
  await page.getByLabel('Password').fill('a-good-long-password')
  await page.getByRole('checkbox', { name: 'I am not a robot' }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })

  await page.goto(`${service.origin}/dev/outbox`)
  await page.getByRole('link', { name: /verification_type=emailverification/ }).first().click()
  await page.getByText('Your e-mail address is confirmed. Thank you!').waitFor()
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

test.run()
