/**
 * The live blog's inputs as a publisher writes them (document 1 §5): each attribute clamped to its
 * bounds with its default, the promo interval bounded by the first promo position, where promo slots
 * go; the images' addresses and alt text (document 1 §3); and the namespace's 13 locales.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseAttributes } from '../../../kernel/widgets/attributes'
import { liveblogAttributes, liveblogInputs, promoPositions, type LiveblogProps } from '../../../plugins/liveblog/inputs'
import { mediaAlt, mediaSource } from '../../../plugins/liveblog/media'

const element = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => (Object.hasOwn(attributes, name) ? attributes[name]! : null) }) as unknown as Element
const inputs = (attributes: Record<string, string>) => liveblogInputs(parseAttributes(element(attributes), liveblogAttributes) as LiveblogProps)

test('without attributes: 10 updates, 2 replies each, pages of 10, newest first, the first promo at 1 and one every 6', () => {
  const read = inputs({})
  assert.equal(
    { limit: read.limit, replyLimit: read.replyLimit, paginationLimit: read.paginationLimit, paginationReplyLimit: read.paginationReplyLimit, sort: read.sort, first: read.firstPromoPosition, interval: read.promoInterval },
    { limit: 10, replyLimit: 2, paginationLimit: 10, paginationReplyLimit: 10, sort: 'newest', first: 1, interval: 6 },
  )
})

test('numbers outside their bounds are clamped: limit 1–100, reply limit 0–100, pagination limits 1–100, first promo 1–100', () => {
  const low = inputs({ limit: '0', 'reply-limit': '-3', 'pagination-limit': '0', 'pagination-reply-limit': '-1', 'first-promo-position': '0' })
  assert.equal([low.limit, low.replyLimit, low.paginationLimit, low.paginationReplyLimit, low.firstPromoPosition], [1, 0, 1, 1, 1])
  const high = inputs({ limit: '500', 'reply-limit': '101', 'pagination-limit': '1000', 'pagination-reply-limit': '250', 'first-promo-position': '300' })
  assert.equal([high.limit, high.replyLimit, high.paginationLimit, high.paginationReplyLimit, high.firstPromoPosition], [100, 100, 100, 100, 100])
  assert.is(inputs({ limit: 'many' }).limit, 10, 'not a number: the default')
  assert.is(inputs({ sort: 'random' }).sort, 'newest', 'an unknown sort is newest')
  assert.is(inputs({ sort: 'oldest' }).sort, 'oldest')
})

test('the promo interval runs from the first promo position to 100 and defaults to the larger of 6 and that position', () => {
  assert.is(inputs({ 'promo-interval': '3' }).promoInterval, 3)
  assert.is(inputs({ 'first-promo-position': '8' }).promoInterval, 8, 'default: max(6, 8)')
  assert.is(inputs({ 'first-promo-position': '4' }).promoInterval, 6, 'default: max(6, 4)')
  assert.is(inputs({ 'first-promo-position': '10', 'promo-interval': '4' }).promoInterval, 10, 'below the first position: clamped up to it')
  assert.is(inputs({ 'promo-interval': '250' }).promoInterval, 100)
  assert.is(inputs({ 'promo-interval': 'often' }).promoInterval, 6)
  assert.is(inputs({ 'promo-interval': ' 12 ' }).promoInterval, 12)
})

test('promo slots go after the first position, then every interval, only among the updates there are', () => {
  assert.equal(promoPositions(20, 1, 6), [1, 7, 13, 19])
  assert.equal(promoPositions(3, 5, 6), [])
})

test('an image is shown from its web address (url, else path under the service), never a script or data address; its alt is its description, then its path or url', () => {
  const base = 'https://vf.example/v4/liveblogs'
  assert.is(mediaSource({ url: 'https://cdn.example/a.png', path: '/x' }, base), 'https://cdn.example/a.png')
  assert.is(mediaSource({ url: 'javascript:alert(1)', path: '/v4/liveblogs/s/c/media/m' }, base), 'https://vf.example/v4/liveblogs/s/c/media/m')
  assert.is(mediaSource({ url: 'data:image/png;base64,AAAA' }, base), undefined)
  assert.is(mediaAlt({ description: 'Counting ballots', path: '/p', url: 'https://u' }), 'Counting ballots')
  assert.is(mediaAlt({ description: '  ', path: '/p', url: 'https://u' }), '/p')
  assert.is(mediaAlt({ url: 'https://u' }), 'https://u')
})

test.run()
