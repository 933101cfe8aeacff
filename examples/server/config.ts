/**
 * The reference service's settings, from the environment. Development defaults let `npm start` work
 * on a fresh machine: port 8080, an embedded PostgreSQL in `.data`, any localhost publisher origin.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export interface ServerConfig {
  port: number
  host: string
  dataDir: string
  /** A real PostgreSQL server instead of the embedded one. */
  databaseUrl: string | undefined
  /** Publisher origins allowed to call with credentials (besides localhost in development). */
  allowedOrigins: string[]
  development: boolean
  /** Signs access tokens; generated once and kept in the data directory when not given. */
  secret: string
}

function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8080', 10)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  const dataDir = resolve(env.VF_DATA_DIR ?? '.data')
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    allowedOrigins: (env.VF_ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    development: env.NODE_ENV !== 'production',
    secret: env.VF_SECRET || persistedSecret(dataDir),
  }
}

/** Is `origin` a publisher allowed to call with credentials? */
export function isAllowedOrigin(config: Pick<ServerConfig, 'allowedOrigins' | 'development'>, origin: string | undefined): boolean {
  if (!origin) return false
  if (config.allowedOrigins.includes(origin)) return true
  if (!config.development) return false
  try {
    const { protocol, hostname } = new URL(origin)
    return (protocol === 'http:' || protocol === 'https:') && (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]')
  } catch {
    return false
  }
}
