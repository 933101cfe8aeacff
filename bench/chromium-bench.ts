/**
 * What the Chromium benchmarks share: the widget bundle built as `npm start` serves it, the bench's
 * in-page harness bundled as one classic script (injected before the product loads), the reference
 * service freshly seeded, and one page of Debian's Chromium that collects page errors. Everything is
 * closed again, whatever the benchmark did.
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { ensureChromium, launch, type Browser } from '../test/browser/support/chromium'
import { startService, type RunningService } from '../test/browser/support/service'

const root = fileURLToPath(new URL('..', import.meta.url))
/** Where the built bundle is, for reading profiles by chunk. */
export const distDir = join(root, 'dist')

export interface BenchPage {
  page: Page
  browser: Browser
  service: RunningService
}

/** Runs `measure` on a fresh page with the harness `bench/{harness}` injected; page errors make the run fail. */
export async function withBenchPage<T>(harness: string, measure: (bench: BenchPage) => Promise<T>): Promise<T> {
  ensureChromium()
  execFileSync('node', ['build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  const bundled = await build({ entryPoints: [join(root, 'bench', harness)], bundle: true, write: false, format: 'iife', target: 'es2022', logLevel: 'warning' })
  let service: RunningService | undefined
  let browser: Browser | undefined
  try {
    service = await startService()
    browser = await launch()
    const page = await browser.context.newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    await page.addInitScript({ content: bundled.outputFiles[0]!.text })
    const result = await measure({ page, browser, service })
    if (failures.length) throw new Error(`the page reported errors: ${failures.join('; ')}`)
    return result
  } finally {
    await browser?.close()
    await service?.close()
  }
}
