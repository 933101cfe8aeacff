/** The ad settings read for a slot (document 3 §3, §5, §9): areas, thresholds, sizes, Snigel sizes, script addresses, titles. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { cutTitle, OUTBRAIN_TITLE_MAX } from '../../../plugins/ads/integrations/outbrain'
import { AdFailureReason } from '../../../plugins/ads/result'
import { adSize, areaSettings, personalizedAds, repliesAds, scriptUrl, snigelSizes } from '../../../plugins/ads/settings'

const settings = {
  section_id: 's',
  ad_integration: 'gtag',
  ad_integration_alternative: 'custom',
  site_ad_id: '/123/comments',
  site_ad_id_2: 'second',
  conversation_starter_ad_integration: 'outbrain',
  conversation_starter_site_ad_id: 'AR_1',
  trending_conversations_ad_integration: 'snigel',
  liveblog_ad_integration: 'm32',
  liveblog_ad_integration_alternative: 'gtag',
  standalone_ad_integration: 'exco',
  standalone_ad_integration_alternative: 'vi',
  standalone_site_ad_id: 'player-1',
  standalone_site_ad_id_2: 'x',
  pixel_threshold_liveblogs: 200,
  pixel_threshold_standalone: -5,
} as const

test('each of the five areas reads its own integration, alternative, two ad ids and pixel threshold (0 by default)', () => {
  assert.equal(areaSettings(settings, 'general', 'pixel_threshold_conversations'), { integration: 'gtag', alternative: 'custom', adId: '/123/comments', adId2: 'second', pixelThreshold: 0 })
  assert.equal(areaSettings(settings, 'conversation_starter', 'pixel_threshold_conversation_starter'), { integration: 'outbrain', alternative: 'none', adId: 'AR_1', adId2: '', pixelThreshold: 0 })
  assert.is(areaSettings(settings, 'trending_conversations', 'pixel_threshold_trending_carousel').integration, 'snigel')
  assert.equal(areaSettings(settings, 'liveblog', 'pixel_threshold_liveblogs'), { integration: 'm32', alternative: 'gtag', adId: '', adId2: '', pixelThreshold: 200 })
  assert.equal(areaSettings(settings, 'standalone', 'pixel_threshold_standalone'), { integration: 'exco', alternative: 'vi', adId: 'player-1', adId2: 'x', pixelThreshold: 0 })
})

test('an unknown integration, or none set, is none', () => {
  assert.is(areaSettings({ ad_integration: 'adsense' as never }, 'general', 'pixel_threshold_conversations').integration, 'none')
  assert.is(areaSettings(undefined, 'standalone', 'pixel_threshold_standalone').integration, 'none')
})

test('an ad is 300 wide and 300 high where its size is missing or not positive', () => {
  assert.equal(adSize(), { width: 300, height: 300 })
  assert.equal(adSize(0, -1), { width: 300, height: 300 })
  assert.equal(adSize('728', 90), { width: 728, height: 90 })
  assert.equal(adSize('wide', NaN), { width: 300, height: 300 })
})

test("Snigel's sizes: 300x250, 300x50 and fluid; comments, live blog and live story add 728x90 and 320x50", () => {
  assert.equal(snigelSizes('standalone'), [[300, 250], [300, 50], 'fluid'])
  for (const widget of ['conversations', 'liveblog', 'livestory']) assert.equal(snigelSizes(widget), [[300, 250], [300, 50], 'fluid', [728, 90], [320, 50]])
})

test('replies carry ads only with enable_ads_replies; ads are personalized only with the setting and the reader’s consent', () => {
  assert.is(repliesAds({ enable_ads_replies: 1 }), true)
  assert.is(repliesAds({ enable_ads_replies: 0 }), false)
  assert.is(personalizedAds({ personalized_ads: 1 }, 'allowed'), true)
  assert.is(personalizedAds({ personalized_ads: 1 }, 'blocked'), false)
  assert.is(personalizedAds({ personalized_ads: 0 }, 'allowed'), false)
})

test("a script loads from the vendor's address, or the site's own https address or a path on the service; never plain http elsewhere", () => {
  const root = 'http://localhost:8080'
  assert.is(scriptUrl({}, 'gtag', { id: '', site: 'news.example' }, root), 'https://securepubads.g.doubleclick.net/tag/js/gpt.js')
  assert.is(scriptUrl({}, 'exco', { id: 'p 1', site: 'news.example' }, root), 'https://player.ex.co/player/p%201')
  assert.is(scriptUrl({}, 'snigel', { id: '', site: 'news.example' }, root), 'https://cdn.snigelweb.com/adengine/news.example/loader.js')
  assert.is(scriptUrl({ ad_script_urls: { gtag: '/dev/ads/gtag.js' } }, 'gtag', { id: '', site: '' }, root), 'http://localhost:8080/dev/ads/gtag.js')
  assert.is(scriptUrl({ ad_script_urls: { gtag: 'http://evil.example/x.js' } }, 'gtag', { id: '', site: '' }, root), undefined)
  assert.is(scriptUrl({ ad_script_urls: { m32: 'https://cdn.m32.example/gpt.js' } }, 'm32', { id: '', site: '' }, root), 'https://cdn.m32.example/gpt.js')
  assert.is(scriptUrl({}, 'm32', { id: '', site: '' }, root), undefined)
  assert.is(scriptUrl({}, 'custom', { id: '', site: '' }, root), undefined)
})

test('an Outbrain title is cut to 70 characters plus an ellipsis; a shorter one is kept whole', () => {
  const long = 'A very long headline about the riverside park and what the council decided on Tuesday night'
  assert.is(OUTBRAIN_TITLE_MAX, 70)
  assert.is(cutTitle(long), `${long.slice(0, 70).trimEnd()}…`)
  assert.is(cutTitle('Short title'), 'Short title')
  assert.is(cutTitle('é'.repeat(71)), `${'é'.repeat(70)}…`)
})

test("the failure reasons are document 3 §8's words", () => {
  assert.equal(AdFailureReason, {
    gtag: 'gtag slot not found during generateAd()',
    m32: 'm32 gpt or custom file is not ready during loadScript()',
    custom: 'window.__generate_viafoura_tag is not present during generateAd',
    exco: 'exco called but was unable to load',
    vi: 'vi called but was unable to load',
  })
})

test.run()
