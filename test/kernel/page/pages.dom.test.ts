import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { resolveConfig } from '../../../kernel/config'
import { createHttpClient } from '../../../kernel/http/client'
import { createCurrentPage } from '../../../kernel/page/current-page'
import { createPageService } from '../../../kernel/page/pages'
import { createStore } from '../../../kernel/store'
import { recordingLogger } from '../../support/console'

interface Call {
  method: string
  url: string
  body: unknown
}

/** A fetch answering from a route table, recording calls. */
function service(routes: Record<string, (call: Call) => [number, unknown]>) {
  const calls: Call[] = []
  const fetchImpl = (async (input: string, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined }
    calls.push(call)
    const key = Object.keys(routes).find((k) => `${call.method} ${call.url}`.startsWith(k))
    const [status, body] = key ? routes[key]!(call) : [404, { message: 'nope' }]
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { fetch: fetchImpl, calls }
}

function setup(routes: Record<string, (call: Call) => [number, unknown]>, section: () => string | undefined = () => 'sec-1') {
  document.head.innerHTML = '<meta name="vf:unique_id" content="story-7"><meta property="og:title" content="Story seven">'
  const { logger } = recordingLogger()
  const config = resolveConfig({ scriptUrl: 'https://vf.example/vf.js', pageHost: 'news.example', vfConfig: undefined, logger })
  const api = service(routes)
  const http = createHttpClient({ fetch: api.fetch, tokens: { get: () => ({}), set() {}, clear() {} }, apiOrigins: () => ['https://vf.example'], refreshUrl: () => '' })
  const page = createCurrentPage({ store: createStore(logger), document, window: { location: { href: 'https://news.example/story-7?vfshare=x' }, addEventListener() {}, removeEventListener() {} } })
  return { pages: createPageService({ http, config, page, sectionUuid: section }), calls: api.calls }
}

const reply = (body: unknown) => (): [number, unknown] => [200, { result: body }]

test('both a path and a url are refused with the exact message', async () => {
  const { pages, calls } = setup({})
  try {
    await pages.load({ path: '/a', url: 'https://news.example/a' })
    assert.unreachable()
  } catch (error) {
    assert.is((error as Error).message, 'Only one of data-path or data-url is supported')
  }
  assert.is(calls.length, 0)
})

test('neither: the current page is registered with its metadata, once per page view', async () => {
  const { pages, calls } = setup({ 'POST https://vf.example/v2/sec-1/pages': reply({ uuid: 'p1' }) })
  const [a, b, c] = await Promise.all([pages.load(), pages.load(), pages.load({ path: '/story-7' })])
  assert.equal([a, b, c].map((p) => p.uuid), ['p1', 'p1', 'p1'])
  assert.is(calls.length, 1)
  const body = calls[0]!.body as Record<string, unknown>
  assert.is(body.url, 'https://news.example/story-7', 'the share parameter is not part of the page')
  assert.is(body.unique_id, 'story-7')
  assert.is(body.title, 'Story seven')
})

test('another path or url registers that page', async () => {
  const { pages, calls } = setup({ 'POST https://vf.example/v2/sec-1/pages': (call) => [200, { result: { url: (call.body as { url: string }).url } }] })
  assert.is((await pages.load({ path: '/other' })).url, 'https://news.example/other')
  assert.is((await pages.load({ url: 'https://news.example/third' })).url, 'https://news.example/third')
  assert.is(calls.length, 2)
})

test('a missing section is refused before any request, naming the parameter', async () => {
  const { pages, calls } = setup({}, () => undefined)
  try {
    await pages.load()
    assert.unreachable()
  } catch (error) {
    assert.is((error as Error).message, 'Missing required parameter: section_uuid')
  }
  assert.is(calls.length, 0)
})

test('containers are fetched; a not-found one is created and used', async () => {
  const created: unknown[] = []
  const { pages, calls } = setup({
    'GET https://vf.example/v4/livecomments/sec-1/contentcontainer/id?container_id=known': reply({ content_container_uuid: 'c-known' }),
    'GET https://vf.example/v4/livecomments/sec-1/contentcontainer/id?container_id=fresh': () => [404, { message: 'No container' }],
    'POST https://vf.example/v4/livecomments/sec-1': (call) => (created.push(call.body), [200, { result: { content_container_uuid: 'c-new' } }]),
  })
  assert.is((await pages.container('known')).content_container_uuid, 'c-known')
  assert.is((await pages.container('fresh')).content_container_uuid, 'c-new')
  assert.equal(created, [{ container_id: 'fresh', type: 'livecomments' }])
  assert.is(calls.length, 3)
})

test('each service type’s container is looked up and created at its own service (document 1 §7)', async () => {
  const created: Array<[string, unknown]> = []
  const create = (uuid: string) => (call: Call): [number, unknown] => (created.push([call.url, call.body]), [200, { result: { content_container_uuid: uuid } }])
  const { pages, calls } = setup({
    'GET https://vf.example/v1/livereviews/sec-1/contentcontainer/id?container_id=r1': () => [404, { message: 'No container' }],
    'POST https://vf.example/v1/livereviews/sec-1': create('c-review'),
    'GET https://vf.example/v4/liveblogs/sec-1?container_id=b1&limit=1': reply([]),
    'POST https://vf.example/v4/liveblogs/sec-1': create('c-blog'),
    'GET https://vf.example/v4/livechat/sec-1?container_id=h1': reply([{ content_container_uuid: 'c-other', container_id: 'h0' }, { content_container_uuid: 'c-chat', container_id: 'h1' }]),
    'GET https://vf.example/v4/livechat/sec-1?container_id=h2': () => [404, { message: 'No chat' }],
    'POST https://vf.example/v4/livechat/sec-1': create('c-chat-new'),
  })
  assert.is((await pages.container('r1', 'livereviews')).content_container_uuid, 'c-review')
  assert.is((await pages.container('b1', 'livestories')).content_container_uuid, 'c-blog', 'a list without it: not found, created')
  assert.is((await pages.container('h1', 'livechat')).content_container_uuid, 'c-chat')
  assert.is((await pages.container('h2', 'livechat')).content_container_uuid, 'c-chat-new')
  assert.equal(created, [
    ['https://vf.example/v1/livereviews/sec-1', { container_id: 'r1', type: 'livereviews' }],
    ['https://vf.example/v4/liveblogs/sec-1', { container_id: 'b1', type: 'livestories' }],
    ['https://vf.example/v4/livechat/sec-1', { container_id: 'h2', type: 'livechat' }],
  ])
  assert.not.ok(calls.some((call) => call.url.includes('/livecomments/')), 'no type goes to the comments service but livecomments')
})

test('a service type without containers, or no service type at all, rejects with exactly "Unsupported service_type" (document 1 §8)', async () => {
  const { pages, calls } = setup({})
  for (const type of ['legacy', 'notifications', 'livequestions', '__proto__', 'toString', '', 42]) {
    try {
      await pages.container('x', type as never)
      assert.unreachable(String(type))
    } catch (error) {
      assert.is((error as Error).message, 'Unsupported service_type', String(type))
      assert.is((error as { code?: string }).code, 'InvalidArgument')
    }
  }
  assert.is(calls.length, 0, 'nothing is asked of any service')
})

test('other container errors are not papered over', async () => {
  const { pages } = setup({ 'GET https://vf.example/v4/livecomments/sec-1/contentcontainer/id': () => [500, { message: 'Down' }] })
  try {
    await pages.container('x')
    assert.unreachable()
  } catch (error) {
    assert.is((error as Error).message, 'Request failed with status code 500')
    assert.is((error as { data: { message: string } }).data.message, 'Down')
  }
})

test('containers created before the switch date are legacy (seconds or ms)', () => {
  const { pages } = setup({})
  const container = { content_container_uuid: 'c', container_id: 'x', is_hidden: false, total_visible_content: 0, date_created: 1_600_000_000 }
  assert.is(pages.isLegacy(container, 1_700_000_000_000), true)
  assert.is(pages.isLegacy(container, 1_500_000_000), false)
  assert.is(pages.isLegacy(container, undefined), false)
})

test.run()
