import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { canonicalUrl, deepLinkOf, readLocation } from '../../../kernel/page/location'
import { readMetadata } from '../../../kernel/page/metadata'

function page(head: string, options: { lang?: string; title?: string } = {}) {
  document.head.innerHTML = head
  document.title = options.title ?? 'Document title'
  if (options.lang) document.documentElement.setAttribute('lang', options.lang)
  else document.documentElement.removeAttribute('lang')
}

test('vf:* meta values win over og:*, twitter:* and the document', () => {
  page(`
    <meta name="vf:title" content="VF title"><meta property="og:title" content="OG title">
    <meta property="og:description" content="OG description"><meta name="twitter:image" content="https://img.example/t.jpg">
    <meta name="vf:container_id" content="story-42"><meta name="vf:unique_id" content="u-42">
    <meta name="vf:section" content="politics"><meta property="article:tag" content="elections"><meta name="vf:topic" content="budget">
    <meta name="vf:owner" content="user:12"><meta name="vf:type" content="live">`)
  const meta = readMetadata(document, 'https://news.example/politics/story?x=1')
  assert.is(meta.title, 'VF title')
  assert.is(meta.description, 'OG description')
  assert.is(meta.image_url, 'https://img.example/t.jpg')
  assert.is(meta.container_id, 'story-42')
  assert.is(meta.unique_id, 'u-42')
  assert.is(meta.section, 'politics')
  assert.equal(meta.topics, ['budget', 'elections'])
  assert.equal(meta.owners, ['user:12'])
  assert.is(meta.page_type, 'live')
  assert.is(meta.domain, 'news.example')
})

test('vf:container_id counts only when it is a container id: 1–200 characters, no spaces or special characters (document 4 §5)', () => {
  for (const [content, expected] of [
    ['story-42', 'story-42'],
    ['x'.repeat(200), 'x'.repeat(200)],
    ['x'.repeat(201), ''],
    ['story 42', ''],
    ['story<42>', ''],
    ['https://news.example/story', ''],
  ] as const) {
    page(`<meta name="vf:container_id" content="${content}"><meta name="vf:unique_id" content="u-42">`)
    assert.is(readMetadata(document, 'https://news.example/story').container_id, expected, content.slice(0, 30))
    assert.is(readLocation(document, 'https://news.example/story').container, expected)
  }
})

test('without meta, the document title, the html lang and the address are used', () => {
  page('<link rel="canonical" href="https://news.example/canonical">', { lang: 'fr-CA', title: 'Le titre' })
  const meta = readMetadata(document, 'https://news.example/a?b=c')
  assert.is(meta.title, 'Le titre')
  assert.is(meta.lang, 'fr-CA')
  assert.is(meta.url, 'https://news.example/canonical')
  page('')
  assert.is(readMetadata(document, 'https://news.example/a?b=c').url, 'https://news.example/a?b=c')
})

test('meta values are collapsed and cut to 500 characters', () => {
  const long = `${'word   '.repeat(200)}`
  page(`<meta name="vf:description" content="${long}">`)
  const description = readMetadata(document, 'https://news.example/').description
  assert.ok(description.length <= 500)
  assert.not.match(description, '  ')
})

test('vf:ads-disabled turns ads off', () => {
  page('<meta name="vf:ads-disabled" content="true">')
  assert.is(readMetadata(document, 'https://news.example/').ads_enabled, false)
  page('')
  assert.is(readMetadata(document, 'https://news.example/').ads_enabled, true)
})

test('deep links: the share parameter (a UUID) or #vf-{number}; both stripped from the canonical URL', () => {
  const uuid = '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f'
  assert.is(deepLinkOf(`https://news.example/a?vfshare=${uuid.toUpperCase()}`), uuid)
  assert.is(deepLinkOf('https://news.example/a?vfshare=not-a-uuid'), undefined)
  const fromFragment = deepLinkOf('https://news.example/a#vf-255')
  assert.type(fromFragment, 'string')
  assert.is(deepLinkOf('https://news.example/a#comments'), undefined)
  assert.is(canonicalUrl(`https://news.example/a?id=1&vfshare=${uuid}&vfsubscribed=true#vf-12`), 'https://news.example/a?id=1')
  assert.is(canonicalUrl('https://news.example/a#section-2'), 'https://news.example/a#section-2')
})

test('the location carries the deep link, the subscribed flag, autosociallogin and a stable id', () => {
  page('<meta name="vf:unique_id" content="u-1">')
  const location = readLocation(document, 'https://news.example/a?vfsubscribed=true&autosociallogin=google#vf-10')
  assert.is(location.path, '/a')
  assert.is(location.protocol, 'https:')
  assert.is(location.subscribed, true)
  assert.is(location.autosociallogin, 'google')
  assert.type(location.deeplink_uuid, 'string')
  assert.is(location.url, 'https://news.example/a?autosociallogin=google')
  assert.is(location.locationId, 'u-1')
})

test.run()
