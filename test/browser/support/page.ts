/**
 * A new tab that collects what went wrong in it: the page's uncaught errors and, when asked, what it logged as
 * console errors, in the order they happened. The listeners are on before the test first navigates.
 */
import type { Page } from 'playwright-core'
import type { Browser } from './chromium'

export interface WatchedPageOptions {
  /** The viewport's width (its height is 800); when left out, Chromium's default viewport. */
  width?: number
  /** Also collect the console's errors (the browser logs failed requests there). */
  consoleErrors?: boolean
}

export async function watchedPage(browser: Browser, options: WatchedPageOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage()
  if (options.width) await page.setViewportSize({ width: options.width, height: 800 })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  if (options.consoleErrors) {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
  }
  return { page, errors }
}
