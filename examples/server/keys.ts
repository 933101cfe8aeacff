/**
 * Keys every instance of the service must share, kept in the database (migration 011): the first
 * instance to need one makes it, every other reads the same. Used for what one instance signs and another
 * verifies — the access tokens' secret when VF_SECRET is not set, the development OpenID Connect
 * issuer's key pair.
 */
import type { Db } from './db'

/** The key called `name`, made by `make` (and kept) if no instance has made it yet. */
export async function sharedKey(db: Pick<Db, 'one' | 'query'>, name: string, make: () => string | Promise<string>): Promise<string> {
  const kept = await db.one<{ value: string }>('select value from service_keys where name = $1', [name])
  if (kept) return kept.value
  // Two instances starting together may both make one: the first stored wins, and both read it back.
  await db.query('insert into service_keys (name, value) values ($1, $2) on conflict (name) do nothing', [name, await make()])
  return (await db.one<{ value: string }>('select value from service_keys where name = $1', [name]))!.value
}
