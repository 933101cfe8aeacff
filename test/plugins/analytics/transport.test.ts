/**
 * Delivery fallbacks (document 3 §7): a beacon as the page goes; a POST with credentials (keepalive)
 * while it shows, whose failure is known; without fetch the beacon, else an image GET with the payload
 * in `t`. The `{DOMAIN}` placeholder of the analytics URL is the site.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { AnalyticsEvent } from '../../../contracts/entities/analytics'
import type { HttpClient, RequestOptions } from '../../../contracts/http'
import { statusError, networkError } from '../../../kernel/http/errors'
import { createTransport } from '../../../plugins/analytics/transport'
import { ingestUrl } from '../../../plugins/analytics/tracker'
import { fakeTimers } from '../../support/fake-timers'
import { fakeHost, type FakeHostOptions } from './support'

const event = (eid: string) => ({ name: 'view', eid, meta: { vid: 'v' } }) as unknown as AnalyticsEvent
const urls = { analytics: 'https://vf.example/v3/analytics/news.example', v3: 'https://vf.example/v3/ingest/news.example' }

function setup(hostOptions: FakeHostOptions = {}, answer: () => Promise<unknown> = async () => undefined) {
  const posts: RequestOptions[] = []
  const http = { request: async (options: RequestOptions) => (posts.push(options), answer()) } as unknown as HttpClient
  const host = fakeHost(hostOptions)
  const timers = fakeTimers()
  return { host, posts, timers, transport: createTransport({ host, http, urls, timers }) }
}

test('the analytics URL names the site in place of {DOMAIN}', () => {
  assert.is(ingestUrl('https://vf.example/v3/analytics/{DOMAIN}', 'news.example'), 'https://vf.example/v3/analytics/news.example')
  assert.is(ingestUrl('https://{DOMAIN}.vf.example/ingest', 'a b'), 'https://a%20b.vf.example/ingest')
})

test('while the page shows: one POST through the product client, with keepalive, the body the event (or an array of them)', async () => {
  const { transport, posts, host } = setup()
  assert.is(await transport.send('analytics', [event('a')], false), 'delivered')
  assert.is(await transport.send('v3', [event('b'), event('c')], false), 'delivered')
  assert.equal(posts.map((p) => [p.method, p.url, p.keepalive]), [['POST', urls.analytics, true], ['POST', urls.v3, true]])
  assert.equal(posts[0]!.json, event('a'))
  assert.equal((posts[1]!.json as AnalyticsEvent[]).map((e) => e.eid), ['b', 'c'])
  assert.is(host.beacons.length, 0, 'no beacon while an answer can be waited for')
})

test('a POST that fails is failed (retry); one the service refuses as malformed or too large is refused (drop)', async () => {
  assert.is(await setup({}, async () => Promise.reject(networkError())).transport.send('analytics', [event('a')], false), 'failed')
  assert.is(await setup({}, async () => Promise.reject(statusError(503, undefined))).transport.send('analytics', [event('a')], false), 'failed')
  assert.is(await setup({}, async () => Promise.reject(statusError(429, undefined))).transport.send('analytics', [event('a')], false), 'failed')
  for (const status of [400, 413, 422]) assert.is(await setup({}, async () => Promise.reject(statusError(status, undefined))).transport.send('analytics', [event('a')], false), 'refused')
})

test('as the page goes: a beacon with the JSON as text; a beacon the browser refuses falls back to the keepalive POST', async () => {
  const { transport, posts, host } = setup()
  assert.is(await transport.send('analytics', [event('a')], true), 'beaconed')
  assert.equal(host.beacons, [{ url: urls.analytics, body: event('a') }])
  host.beaconAnswer = false
  assert.is(await transport.send('analytics', [event('b')], true), 'delivered')
  assert.is(posts.length, 1)
})

test('without fetch: the beacon whenever; without a beacon either: an image GET per event, the payload in t', async () => {
  const noFetch = setup({ fetch: false })
  assert.is(await noFetch.transport.send('analytics', [event('a')], false), 'beaconed')
  assert.is(noFetch.posts.length, 0)

  const imagesOnly = setup({ fetch: false, beacon: false })
  assert.is(await imagesOnly.transport.send('analytics', [event('a'), event('b')], false), 'delivered')
  assert.is(imagesOnly.host.images.length, 2)
  const sent = new URL(imagesOnly.host.images[0]!)
  assert.is(`${sent.origin}${sent.pathname}`, urls.analytics)
  assert.equal(JSON.parse(sent.searchParams.get('t')!), event('a'))
  imagesOnly.host.imagesLoad = false
  assert.is(await imagesOnly.transport.send('analytics', [event('c')], false), 'failed', 'an image that errors is a failed send')
})

test('an image that never answers has failed after 30 s', async () => {
  const { transport, host, timers } = setup({ fetch: false, beacon: false })
  host.Image = class {
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    src = ''
  }
  let outcome: string | undefined
  void transport.send('analytics', [event('a')], false).then((o) => (outcome = o))
  await timers.tick(29_999)
  assert.is(outcome, undefined)
  await timers.tick(1)
  assert.is(outcome, 'failed')
})

test.run()
