/** What a reader does in the tray, as the browser tests do it. */
import type { Page } from 'playwright-core'

/** Signs in with e-mail and password through the tray's profile tab. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Open your profile and notifications' }).first().click()
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}
