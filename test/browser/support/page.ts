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

/**
 * Waits until `fn`, run in the page, answers something truthy, and gives that answer. For conditions only
 * an asynchronous call can read (`vf.actions.call`, the service worker): Playwright's `waitForFunction`
 * takes a returned promise itself as the truthy answer, so an async predicate there never waits.
 */
export async function waitForAnswer<A, R>(page: Page, fn: (arg: A) => Promise<R> | R, arg: A, options: { timeoutMs?: number; what?: string } = {}): Promise<R> {
  const timeoutMs = options.timeoutMs ?? 30_000
  const started = Date.now()
  let answer: R
  for (;;) {
    answer = (await page.evaluate(fn as (arg: unknown) => Promise<unknown>, arg as unknown)) as R
    if (answer) return answer
    if (Date.now() - started > timeoutMs) throw new Error(`${options.what ?? 'the page'}: still ${JSON.stringify(answer)} after ${timeoutMs / 1000} s`)
    await page.waitForTimeout(100)
  }
}
