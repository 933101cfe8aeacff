/**
 * Prepared statements (examples/server/db.ts `prepared`): planned once, they answer as the same query
 * would — on PGlite, where the values are written into EXECUTE as literals, whatever the text holds
 * (quotes included); the same statement asked for many times at once is prepared once.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { openDb, type Db } from '../../examples/server/db'

let db: Db

test.before(async () => {
  db = await openDb({ databaseUrl: process.env.DATABASE_URL })
})
test.after(async () => {
  await db?.close()
})

const SQL = 'select $1::text as text, $2::int as number, $3::boolean as flag, $4::uuid as id'

test('a prepared statement answers as the query does, for every kind of value, quotes and all', async () => {
  const values = [
    ["it's'); select 1; --", 42, true, '6f0c3a52-2c1d-4b9e-9a51-7e3b2d1c0a11'],
    ['', -7, false, null],
    [null, null, null, null],
    ['ä😀 \\ \' "', 0, true, '00000000-0000-4000-8000-000000000000'],
  ]
  for (const params of values) assert.equal(await db.prepared('test_echo', SQL, params), await db.query(SQL, params), JSON.stringify(params))
})

test('asked for many times at once, it is prepared once and every call answers', async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => db.prepared<{ n: number }>('test_many', 'select $1::int + 1 as n', [i])))
  assert.equal(answers.map(([row]) => row!.n), Array.from({ length: 20 }, (_, i) => i + 1))
})

test('a NUL is refused as PostgreSQL refuses it in a parameter (22021), so it stays the client’s 400', async () => {
  for (const run of [() => db.prepared('test_echo', SQL, ['a\u0000b', 1, true, null]), () => db.query(SQL, ['a\u0000b', 1, true, null])]) {
    try {
      await run()
      assert.unreachable('refused')
    } catch (error) {
      assert.is((error as { code?: string }).code, '22021')
    }
  }
})

test.run()
