/** What a reader does in the tray, as the browser tests do it. */
import type { Page } from 'playwright-core'

/** Signs in with e-mail and password through the tray's profile tab. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Open your profile and notifications' }).first().click()
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

/** Creates an account through the tray's profile tab (the demo captcha is a checkbox). */
export async function signUp(page: Page, account: { name: string; email: string; password: string }): Promise<void> {
  await page.getByRole('button', { name: 'Open your profile and notifications' }).first().click()
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.getByRole('button', { name: 'New here? Create an account' }).click()
  await page.getByLabel('Name').fill(account.name)
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('checkbox', { name: 'I am not a robot' }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

/** Follows the newest verification link in the demo service's outbox, as the reader would from their mail. */
export async function confirmFromOutbox(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/dev/outbox`)
  await page.getByRole('link', { name: /verification_type=emailverification/ }).first().click()
  await page.getByText('Your e-mail address is confirmed. Thank you!').waitFor()
}
