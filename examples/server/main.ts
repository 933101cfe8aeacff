/** `npm start`: open the store, migrate, seed on first start, serve, print the demo accounts. */
import { buildApp } from './app'
import { loadConfig } from './config'
import { migrate, openDb } from './db'
import { demoAccounts, seed } from './seed'

const config = loadConfig()
const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
await migrate(db)
const origin = `http://localhost:${config.port}`
const { seeded } = await seed(db, origin)
const app = await buildApp({ db, config, serveStatic: true })
await app.listen({ port: config.port, host: config.host })

console.log(`\nvf demo site: ${origin}  (store: ${db.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`}${seeded ? ', seeded now' : ''})`)
console.log('Demo accounts:')
for (const account of demoAccounts()) console.log(`  ${account.role.padEnd(30)} ${account.email.padEnd(22)} ${account.password}`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await app.close()
  await db.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
