/**
 * The reference service for browser tests: a fresh data directory, migrated and seeded, on a free
 * port, serving the demo site and dist/ exactly as `npm start` does.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import type { Test } from 'uvu'
import { buildApp } from '../../../examples/server/app'
import type { Hub } from '../../../examples/server/hub'
import { migrate, openDb } from '../../../examples/server/db'
import { seed } from '../../../examples/server/seed'
import { launch, type Browser } from './chromium'

export interface RunningService {
  origin: string
  /** The service's realtime hub, for a caller that sends events as the service would (the realtime bench). */
  hub: Hub
  close(): Promise<void>
}

export async function startService(): Promise<RunningService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vf-browser-'))
  const db = await openDb({ dataDir })
  await migrate(db)
  const app = await buildApp({
    db,
    config: { port: 0, host: '127.0.0.1', dataDir, databaseUrl: undefined, allowedOrigins: [], development: true, secret: 'browser-test-secret' },
    serveStatic: true,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const origin = `http://localhost:${port}`
  await seed(db, origin)
  return {
    origin,
    hub: app.hub,
    async close() {
      await app.close()
      await db.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The demo site for one browser test file: the service and one Chromium, started before its tests and closed after them. */
export function demoSite(suite: Test): { readonly service: RunningService; readonly browser: Browser } {
  let service: RunningService | undefined
  let browser: Browser | undefined
  suite.before(async () => {
    service = await startService()
    browser = await launch()
  })
  suite.after(async () => {
    await browser?.close()
    await service?.close()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The demo site starts in test.before')
    return value
  }
  return {
    get service() {
      return started(service)
    },
    get browser() {
      return started(browser)
    },
  }
}
