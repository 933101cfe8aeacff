/**
 * What an event carries: never an e-mail (document 3 §5), the visit's cookies with their lifetimes
 * (document 3 §9, document 4 §6), and request ids (document 3 §4).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createStorage } from '../../../kernel/storage'
import { externalReferrer, forgetVisit, requestId, touchVisit } from '../../../plugins/analytics/ids'
import { NOT_COLLECTED, scrub, scrubText } from '../../../plugins/analytics/scrub'
import { memoryCookies, sequentialIds } from './support'

test('e-mail fields are removed at any depth, and addresses in any text replaced', () => {
  const data = {
    email: 'ada@example.com',
    user: { name: 'Ada', Email: 'ada@example.com', email_pending: 'new@example.com', 'e-mail': 'x@y.io', nested: [{ user_email: 'a@b.co', kept: 1 }] },
    url: 'https://news.example/a?email=ada%40example.com&ref=ada@example.com',
    note: 'write to ada@example.com or bob.smith+news@mail.example.org',
  }
  assert.equal(scrub(data), {
    user: { name: 'Ada', nested: [{ kept: 1 }] },
    url: `https://news.example/a?email=${NOT_COLLECTED}&ref=${NOT_COLLECTED}`,
    note: `write to ${NOT_COLLECTED} or ${NOT_COLLECTED}`,
  })
  assert.is(scrubText('reset for x@y.io'), `reset for ${NOT_COLLECTED}`)
})

test('only plain data is copied: no functions, elements, __proto__ or unbounded depth', () => {
  const hostile = JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}')
  const copy = scrub({ fn: () => 1, when: new Date(0), hostile, deep: { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } }, n: Number.NaN }) as Record<string, any>
  assert.equal(Object.keys(copy).sort(), ['deep', 'hostile'])
  assert.equal(copy.hostile, { ok: 1 })
  assert.is(({} as Record<string, unknown>).polluted, undefined)
  assert.is(copy.deep.a.b.c.d.e, undefined, 'cut at a sane depth')
})

const MS_YEAR = 365 * 86_400
test('the visit: a visitor cookie of one year, a session cookie of 30 minutes, the external referrer for six months', () => {
  const cookies = memoryCookies()
  const local = createStorage({ local: () => undefined, session: () => undefined }).local
  const makeId = sequentialIds('visit')
  const first = touchVisit({ cookies, local, makeId, pageHost: 'news.example' }, 'https://search.example/results?q=park&email=a@b.co')
  assert.equal(first, { visitorId: 'visit-00000001', sessionId: 'visit-00000002', referrer: 'https://search.example/results' })
  assert.is(cookies.jar.get('_vfa')!.maxAgeSeconds, MS_YEAR)
  assert.is(cookies.jar.get('_vfb')!.maxAgeSeconds, 30 * 60)
  assert.is(cookies.jar.get('_vfr')!.maxAgeSeconds, 182 * 86_400)
  const again = touchVisit({ cookies, local, makeId, pageHost: 'news.example' }, 'https://news.example/other')
  assert.equal(again, first, 'the same visit: the site’s own pages are not a referrer')
  cookies.jar.delete('_vfa')
  assert.is(touchVisit({ cookies, local, makeId, pageHost: 'news.example' }, '').visitorId, 'visit-00000001', 'a refused cookie: the stored copy keeps the visitor')
  cookies.jar.delete('_vfb')
  assert.is(touchVisit({ cookies, local, makeId, pageHost: 'news.example' }, '').sessionId, 'visit-00000003', 'the session ended: a new one')
  forgetVisit(cookies, local, local)
  assert.equal([...cookies.jar.keys()], [])
})

test('a referrer is only another http(s) site, without its query', () => {
  assert.is(externalReferrer('https://news.example/x', 'news.example'), undefined)
  assert.is(externalReferrer('android-app://com.example', 'news.example'), undefined)
  assert.is(externalReferrer('not a url', 'news.example'), undefined)
  assert.is(externalReferrer('https://t.example/abc?token=1#x', 'news.example'), 'https://t.example/abc')
})

test('request ids: reused for the same path within 5 minutes, new for another path or later, never the last one again', () => {
  const session = createStorage({ local: () => undefined, session: () => undefined }).session
  const ids = ['rq-aaaaaaaa', 'rq-aaaaaaaa', 'rq-bbbbbbbb', 'rq-cccccccc', 'rq-dddddddd']
  const makeId = () => ids.shift()!
  const first = requestId(session, '/a', 0, makeId)
  assert.is(first, 'rq-aaaaaaaa')
  assert.is(requestId(session, '/a', 299_999, makeId), first, 'a reload of the same page')
  assert.is(requestId(session, '/b', 300_000, makeId), 'rq-bbbbbbbb', 'the same id repeating is made again')
  assert.is(requestId(session, '/b', 300_000 + 300_000, makeId), 'rq-cccccccc', '5 minutes later: new')
  assert.is(requestId(session, '/b', 600_000 + 1000, makeId), 'rq-cccccccc')
})

test.run()
