/**
 * One reference service per test file against a real store: in-memory PGlite by default, the server at
 * DATABASE_URL when set (its schema is dropped first, so each file starts from the same seed).
 */
import type { Test } from 'uvu'
import { buildApp } from '../../examples/server/app'
import type { ServerConfig } from '../../examples/server/config'
import { migrate, openDb, type Db } from '../../examples/server/db'
import { DEMO_ACCOUNTS, seed } from '../../examples/server/seed'

export interface TestService {
  db: Db
  app: Awaited<ReturnType<typeof buildApp>>
  config: ServerConfig
  close(): Promise<void>
}

export async function startTestService(options: { config?: Partial<ServerConfig>; dataDir?: string; now?: () => number } = {}): Promise<TestService> {
  const config: ServerConfig = { port: 0, host: '127.0.0.1', dataDir: options.dataDir ?? '', databaseUrl: process.env.DATABASE_URL, allowedOrigins: [], development: true, secret: 'test-secret-0123456789abcdef', ...options.config }
  const db = await openDb({ dataDir: options.dataDir, databaseUrl: config.databaseUrl })
  if (config.databaseUrl) await db.exec('drop schema public cascade; create schema public')
  await migrate(db)
  await seed(db)
  const app = await buildApp({ db, config, ...(options.now ? { now: options.now } : {}) })
  return {
    db,
    app,
    config,
    async close() {
      await app.close()
      await db.close()
    },
  }
}

/**
 * The file's service on `suite` (usually uvu's default `test`): started before its first test, closed after its
 * last. Read `db` and `app` inside the tests and hooks; before the suite starts they are not there yet.
 */
export function serviceFor(suite: Test): { readonly db: Db; readonly app: TestService['app'] } {
  let service: TestService | undefined
  const started = (): TestService => {
    if (!service) throw new Error('the test service starts before the suite\'s first test')
    return service
  }
  suite.before(async () => {
    service = await startTestService()
  })
  suite.after(async () => {
    await service?.close()
  })
  return {
    get db() {
      return started().db
    },
    get app() {
      return started().app
    },
  }
}

/** Two service instances on one database, both listening on free ports: they deliver each other's realtime events. */
export interface TwoInstances {
  first: TestService
  /** The second instance: the same database through a connection of its own (PGlite: the same one). */
  second: TestService['app']
  close(): Promise<void>
}

export async function startTwoInstances(): Promise<TwoInstances> {
  const first = await startTestService()
  const secondDb = first.config.databaseUrl ? await openDb({ databaseUrl: first.config.databaseUrl }) : first.db
  const second = await buildApp({ db: secondDb, config: first.config })
  await first.app.listen({ port: 0, host: '127.0.0.1' })
  await second.listen({ port: 0, host: '127.0.0.1' })
  return {
    first,
    second,
    async close() {
      await second.close()
      if (secondDb !== first.db) await secondDb.close()
      await first.close()
    },
  }
}

/** A demo account's tokens, signed in through the service's own login call. */
export interface SignedIn {
  token: string
  uuid: string
}

let nextAddress = 1
/**
 * Signs in `DEMO_ACCOUNTS[index]` on `app`. Each sign-in comes from an address of its own: a file that
 * signs in often stays under the per-address login limit.
 */
export async function signInDemo(app: TestService['app'], index: number): Promise<SignedIn> {
  const account = DEMO_ACCOUNTS[index]!
  const answer = await app.inject({ method: 'POST', url: '/v2/users/login', remoteAddress: `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`, payload: { email: account.email, password: account.password } })
  const body = answer.json()
  return { token: body.access_token as string, uuid: body.result.user.uuid as string }
}

/** The Authorization header for `token`, or none for a guest. */
export const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
