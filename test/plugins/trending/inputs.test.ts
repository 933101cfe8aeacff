/** The trending lists' inputs (document 4 §5): bounds clamped, enumerations with their defaults, `all` days, and the recirculation list's fixed choices. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseAttributes } from '../../../kernel/widgets/attributes'
import { daysPublished, recirculationAttributes, recirculationInputs, trendingAttributes, trendingInputs, type RecirculationProps, type TrendingProps } from '../../../plugins/trending/inputs'
import { articleHref } from '../../../plugins/trending/views/link'

/** An element carrying `attributes`, as the host reads it. */
const element = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null, hasAttribute: (name: string) => name in attributes }) as unknown as Element
const trending = (attributes: Record<string, string>) => trendingInputs(parseAttributes(element(attributes), trendingAttributes) as unknown as TrendingProps)

test('nothing written: 5 articles published within 7 days, ranked by the last 3 hours, full view, thumbnails on the right, the top-pages medium', () => {
  const inputs = trending({})
  assert.equal(
    { limit: inputs.limit, days: inputs.days, hours: inputs.hours, sort: inputs.sort, view: inputs.view, thumbnail: inputs.thumbnail, position: inputs.thumbnailPosition, medium: inputs.medium, hide: inputs.hideWhenEmpty, recirculation: inputs.recirculation },
    { limit: 5, days: 7, hours: 3, sort: 'trending', view: 'full', thumbnail: true, position: 'right', medium: 'vf_top_pages', hide: false, recirculation: false },
  )
})

test('numbers are clamped to their bounds; days published may be all (30)', () => {
  assert.equal([trending({ limit: '0' }).limit, trending({ limit: '500' }).limit, trending({ limit: '12' }).limit], [1, 100, 12])
  assert.equal([trending({ 'trend-window': '0' }).hours, trending({ 'trend-window': '72' }).hours, trending({ 'trend-window': '24' }).hours], [1, 48, 24])
  assert.equal([daysPublished('all'), daysPublished('ALL'), daysPublished('0'), daysPublished('45'), daysPublished('14'), daysPublished('soon'), daysPublished(undefined)], [30, 30, 1, 30, 14, 7, 7])
  assert.is(trending({ 'days-published': 'all' }).days, 30)
})

test('enumerated inputs take one of their values, else the default', () => {
  const chosen = trending({ sort: 'newest', view: 'condensed', thumbnail: 'off', 'thumbnail-position': 'left', 'tracking-medium': 'vf_newsletter', 'is-hidden-on-empty': 'true', 'content-recirculation': 'true', 'data-id': 'home-rail', title: 'Most read' })
  assert.equal([chosen.sort, chosen.view, chosen.thumbnail, chosen.thumbnailPosition, chosen.medium, chosen.hideWhenEmpty, chosen.recirculation, chosen.dataId, chosen.title], ['newest', 'condensed', false, 'left', 'vf_newsletter', true, true, 'home-rail', 'Most read'])
  const wrong = trending({ sort: 'random', view: 'grid', thumbnail: 'maybe', 'thumbnail-position': 'top', 'tracking-medium': 'billboard' })
  assert.equal([wrong.sort, wrong.view, wrong.thumbnail, wrong.thumbnailPosition, wrong.medium], ['trending', 'full', true, 'right', 'vf_top_pages'])
})

test('the recirculation list: a list with the thumbnail on the left, credited to recirculation, recommended for the visitor', () => {
  const inputs = recirculationInputs(parseAttributes(element({ limit: '4', 'days-published': 'all', 'vf-container-id': 'riverside-park' }), recirculationAttributes) as unknown as RecirculationProps)
  assert.equal([inputs.widget, inputs.view, inputs.thumbnail, inputs.thumbnailPosition, inputs.medium, inputs.recirculation, inputs.limit, inputs.days, inputs.containerId], ['vf-content-recirculation', 'list', true, 'left', 'vf_content_recirculation', true, 4, 30, 'riverside-park'])
})

test('an article’s link: its canonical address (no share parameters) credited to the medium; only web addresses', () => {
  const href = articleHref('https://news.test/story?vfshare=0b5c3f1e-2c1a-4d7e-9f00-aaaaaaaaaaaa&vfsubscribed=1&page=2#vf-12', 'vf_top_pages')!
  const url = new URL(href)
  assert.equal([url.pathname, url.searchParams.get('page'), url.searchParams.get('vfshare'), url.searchParams.get('vfsubscribed'), url.hash], ['/story', '2', null, null, ''])
  assert.equal([url.searchParams.get('utm_source'), url.searchParams.get('utm_medium'), url.searchParams.get('utm_campaign')], ['vf', 'vf_top_pages', 'trending'])
  assert.is(articleHref('javascript:alert(1)', 'vf_top_pages'), undefined)
  assert.is(articleHref('not a url', 'vf_top_pages'), undefined)
})

test.run()
