/**
 * Debian's Chromium for the real-browser tests (playwright-core never downloads a browser here). A fresh
 * machine gets it installed on first use, so `npm test` passes with only Node and npm to start from.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext } from 'playwright-core'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Installs Debian's chromium when it is missing (needs root, as on CI and the development machines). */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return
  console.log('browser tests: installing Debian chromium (first run on this machine)…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env })
  if (!existsSync(CHROMIUM)) throw new Error(`chromium is still missing at ${CHROMIUM}`)
}

/** The flags that keep Chromium quiet on a machine with no network but the package registries. */
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export interface Browser {
  context: BrowserContext
  close(): Promise<void>
}

/** A fresh browser profile (no cookies or storage from another test). */
export async function launch(): Promise<Browser> {
  const dir = mkdtempSync(join(tmpdir(), 'vf-chromium-'))
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: ARGS })
  return {
    context,
    async close() {
      await context.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
