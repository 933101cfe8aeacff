import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createCookies } from '../../kernel/cookies'
import { createStorage } from '../../kernel/storage'

/** A Storage double with a byte quota, like a browser's. */
function fakeStorage(quota = Infinity) {
  const map = new Map<string, string>()
  const size = () => [...map].reduce((n, [k, v]) => n + k.length + v.length, 0)
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem(k: string, v: string) {
      const before = map.get(k)
      map.set(k, v)
      if (size() > quota) {
        if (before === undefined) map.delete(k)
        else map.set(k, before)
        throw new DOMException('full', 'QuotaExceededError')
      }
    },
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size
    },
  } as unknown as Storage & { map: Map<string, string> }
}

test('values round-trip under a namespaced key', () => {
  const local = fakeStorage()
  const storage = createStorage({ local: () => local })
  storage.local.set('tokens', { access: 'a' })
  assert.equal(storage.local.get('tokens'), { access: 'a' })
  assert.ok([...local.map.keys()].every((k) => k.startsWith('vf:')))
  assert.equal(storage.local.keys(), ['tokens'])
  storage.local.remove('tokens')
  assert.is(storage.local.get('tokens'), undefined)
})

test('expired values are gone', () => {
  let now = 1000
  const storage = createStorage({ local: () => fakeStorage(), now: () => now })
  storage.local.set('pending', 'x', { ttlMs: 3_600_000 })
  now += 3_599_999
  assert.is(storage.local.get('pending'), 'x')
  now += 1
  assert.is(storage.local.get('pending'), undefined)
})

test('corrupt or unexpected values are discarded, not returned', () => {
  const local = fakeStorage()
  const storage = createStorage({ local: () => local })
  local.setItem('vf:broken', '{not json')
  assert.is(storage.local.get('broken'), undefined)
  assert.not.ok(local.map.has('vf:broken'))
  storage.local.set('count', 'not a number')
  assert.is(storage.local.get('count', (v): v is number => typeof v === 'number'), undefined)
  assert.not.ok(local.map.has('vf:count'))
})

test('storage that throws on access falls back to memory and still works', () => {
  const storage = createStorage({
    local: () => {
      throw new DOMException('blocked', 'SecurityError')
    },
    session: () => undefined,
  })
  storage.local.set('a', 1)
  storage.session.set('b', 2)
  assert.is(storage.local.get('a'), 1)
  assert.is(storage.session.get('b'), 2)
  assert.is(storage.raw.local.get('_vf-debug'), undefined)
})

test('full storage trims our expired, then oldest entries; failing that keeps the value in memory', () => {
  let now = 0
  const local = fakeStorage(200)
  const storage = createStorage({ local: () => local, now: () => now })
  storage.local.set('old', 'x'.repeat(40))
  now = 1
  storage.local.set('older-but-expiring', 'y'.repeat(40), { ttlMs: 1 })
  now = 10
  storage.local.set('new', 'z'.repeat(60))
  assert.is(storage.local.get('new'), 'z'.repeat(60))
  assert.is(storage.local.get('old'), 'x'.repeat(40), 'the expired entry went first')
  storage.local.set('huge', 'h'.repeat(500))
  assert.is(storage.local.get('huge'), 'h'.repeat(500), 'too big for the quota: kept in memory')
  assert.not.ok(local.map.has('vf:huge'))
})

test('raw keys are read and written as the page sees them', () => {
  const local = fakeStorage()
  const storage = createStorage({ local: () => local })
  local.setItem('_vf-debug', '1')
  assert.is(storage.raw.local.get('_vf-debug'), '1')
  storage.raw.local.set('__vftc__', '2')
  assert.is(local.getItem('__vftc__'), '2')
})

test('cookies: read, written with encoding, removed; a malformed cookie string never throws', () => {
  const doc = { cookie: '' }
  const jar: Record<string, string> = {}
  Object.defineProperty(doc, 'cookie', {
    get: () => Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; '),
    set: (value: string) => {
      const [pair, ...attrs] = value.split('; ')
      const [k, v] = pair!.split('=') as [string, string]
      if (attrs.includes('Max-Age=0')) delete jar[k]
      else jar[k] = v
    },
  })
  const cookies = createCookies(doc)
  cookies.set('XSRF-TOKEN', 'a b;c', { maxAgeSeconds: 60 })
  assert.is(cookies.get('XSRF-TOKEN'), 'a b;c')
  cookies.remove('XSRF-TOKEN')
  assert.is(cookies.get('XSRF-TOKEN'), undefined)
  assert.is(createCookies({ cookie: '%E0%A4%A=1; ok=2; novalue' }).get('ok'), '2')
  assert.is(createCookies(undefined).get('x'), undefined)
})

test.run()
