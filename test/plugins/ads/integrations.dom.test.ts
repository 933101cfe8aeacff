/**
 * Each integration's rule on a fake clock (document 3 §4, §8, §9): gtag retries up to 5 times at 1 s,
 * m32 readiness polled every 10 ms, the publisher's custom tag, Outbrain's cards, Snigel's auction, and
 * the failure results with their exact reasons.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fireEvent } from '@testing-library/dom'
import { AdFailureReason } from '../../../plugins/ads/result'
import { fakeGoogletag, FakeObserver, harness, ROOT } from './support'

const near = async (h: ReturnType<typeof harness>, slot: Element) => {
  FakeObserver.show(slot, 1)
  await h.timers.flush()
}

test('gtag: GPT that arrives late is found by a retry at 1 s; the slot is defined at the ad size, displayed in the frame and published', async () => {
  const h = harness({ ad_integration: 'gtag', site_ad_id: '/123/comments', ad_script_urls: { gtag: '/dev/ads/gtag.js' } })
  h.scripts.set(`${ROOT}/dev/ads/gtag.js`, () => undefined)
  const calls: unknown[][] = []
  const slot = h.slot()
  const result = h.ads.fill('requestCommentAd', { element: slot, container_id: 'c1', position: 3 })
  await near(h, slot)
  assert.equal(h.loaded, [`${ROOT}/dev/ads/gtag.js`])
  await h.timers.tick(2000)
  h.host.googletag = fakeGoogletag(calls)
  await h.timers.tick(1000)
  assert.equal(await result, { status: 'success', container_id: 'c1', integration: 'gtag' })
  const frame = slot.querySelector('.vf-ad__frame')!
  assert.equal(calls, [['defineSlot', '/123/comments', [300, 300], frame.id], ['addService'], ['setPrivacySettings', { nonPersonalizedAds: true }], ['enableServices'], ['display', frame.id]])
  assert.equal(h.of('ads', 'loaded'), [{ status: 'success', container_id: 'c1', integration: 'gtag' }])
  assert.is(slot.querySelector('.vf-ad__label')?.textContent, 'Advertisement')
  assert.is(slot.getAttribute('data-vf-ad'), 'ready')
})

test('gtag: after the first try and 5 retries at 1 s (5 s) the ad fails with its reason', async () => {
  const h = harness({ ad_integration: 'gtag' })
  const slot = h.slot()
  let settled: unknown
  void h.ads.fill('requestCommentAd', { element: slot, container_id: 'c1' }).then((r) => (settled = r))
  await near(h, slot)
  await h.timers.tick(4999)
  assert.is(settled, undefined)
  await h.timers.tick(1)
  assert.equal(settled, { status: 'failure', reason: 'gtag slot not found during generateAd()', container_id: 'c1', integration: 'gtag' })
  assert.equal(h.of('ads', 'failed'), [settled])
})

test('personalized ads: GPT is asked for personalized ads only when the site allows them and the reader consented', async () => {
  const h = harness({ ad_integration: 'gtag', personalized_ads: 1 }, { consent: 'allowed' })
  const calls: unknown[][] = []
  h.host.googletag = fakeGoogletag(calls)
  const slot = h.slot()
  const result = h.ads.fill('requestCommentAd', { element: slot })
  await near(h, slot)
  await result
  assert.ok(calls.some(([name, value]) => name === 'setPrivacySettings' && (value as { nonPersonalizedAds: boolean }).nonPersonalizedAds === false))
})

test('m32: readiness is checked every 10 ms, and the ad displays at the first check after the file is ready', async () => {
  const h = harness({ liveblog_ad_integration: 'm32', liveblog_site_ad_id: 'm-1', ad_script_urls: { m32: 'https://cdn.m32.example/gpt.js' } })
  h.scripts.set('https://cdn.m32.example/gpt.js', () => undefined)
  const shown: unknown[] = []
  h.host.m32 = { ready: false, display: (div, options) => shown.push([div, options]) }
  const slot = h.slot()
  const result = h.ads.fill('requestLiveblogAd', { element: slot, container_id: 'blog' })
  await near(h, slot)
  await h.timers.tick(35)
  h.host.m32.ready = true
  await h.timers.tick(4)
  assert.is(shown.length, 0)
  await h.timers.tick(1)
  assert.is(shown.length, 1)
  assert.equal(await result, { status: 'success', container_id: 'blog', integration: 'm32' })
})

test('m32: a file never ready within 5 s fails with its reason', async () => {
  const h = harness({ liveblog_ad_integration: 'm32' })
  const slot = h.slot()
  let settled: unknown
  void h.ads.fill('requestLiveblogAd', { element: slot }).then((r) => (settled = r))
  await near(h, slot)
  await h.timers.tick(4990)
  assert.is(settled, undefined)
  await h.timers.tick(10)
  assert.equal(settled, { status: 'failure', reason: AdFailureReason.m32, integration: 'm32' })
})

test("custom: the page's __generate_viafoura_tag fills the frame; without it the ad fails with its reason and the slot is left untouched", async () => {
  const h = harness({ ad_integration: 'custom', site_ad_id: 'house' })
  const missing = h.slot()
  assert.equal(await h.ads.fill('requestCommentAd', { element: missing, container_id: 'c1' }), { status: 'failure', reason: 'window.__generate_viafoura_tag is not present during generateAd', container_id: 'c1', integration: 'custom' })
  assert.is(missing.childElementCount, 0)
  assert.ok(missing.hasAttribute('data-vf-ad-opportunity'), 'the failed slot is an ad opportunity')

  const seen: unknown[] = []
  h.host.__generate_viafoura_tag = (element, info) => {
    seen.push(info)
    element.textContent = 'House ad'
  }
  const slot = h.slot()
  const result = h.ads.fill('requestCommentAd', { element: slot, container_id: 'c1', position: 3 })
  await near(h, slot)
  assert.equal(await result, { status: 'success', container_id: 'c1', integration: 'custom' })
  assert.is(slot.querySelector('.vf-ad__frame')?.textContent, 'House ad')
  assert.equal(seen, [{ ad_id: 'house', ad_id_2: '', container_id: 'c1', position: 3, widget: 'conversations', width: 300, height: 300, personalized: false }])
})

test('a render failure of the integration is the result’s reason', async () => {
  const h = harness({ ad_integration: 'custom' })
  h.host.__generate_viafoura_tag = () => Promise.reject(new Error('The creative could not be drawn.'))
  const slot = h.slot()
  const result = h.ads.fill('requestCommentAd', { element: slot })
  await near(h, slot)
  assert.equal(await result, { status: 'failure', reason: 'The creative could not be drawn.', integration: 'custom' })
})

test('Outbrain: the recommendations for the page are drawn as links, titles cut at 70 characters and whole on hover or focus', async () => {
  const h = harness({ conversation_starter_ad_integration: 'outbrain', conversation_starter_site_ad_id: 'AR_1', ad_script_urls: { outbrain: '/dev/ads/outbrain.js' } })
  const long = 'Ten things the riverside park will change for families in the eastern districts this year'
  let asked: unknown
  h.scripts.set(`${ROOT}/dev/ads/outbrain.js`, () => {
    h.host.OBR = {
      extern: {
        callRecs: (request, callback) => {
          asked = request
          callback({ doc: [{ content: long, source_display_name: 'Family Weekly', url: 'https://family.example/park', thumbnail: { url: 'https://family.example/p.jpg' } }, { content: 'Short one', url: 'javascript:alert(1)' }] })
        },
      },
    }
  })
  const slot = h.slot('<div class="vf-starter__slot"></div>')
  const result = h.ads.fill('requestConversationStarter', { element: slot, container_id: 'c1' })
  await near(h, slot)
  assert.equal(await result, { status: 'success', container_id: 'c1', integration: 'outbrain' })
  assert.equal(asked, { permalink: location.href, widgetId: 'AR_1' })
  const links = slot.querySelectorAll('a')
  assert.is(links.length, 1, 'a doc whose address is not a web address is left out')
  const link = links[0]!
  assert.is(link.getAttribute('href'), 'https://family.example/park')
  assert.is(link.rel, 'sponsored noopener noreferrer')
  const title = link.querySelector('.vf-ad-outbrain__title')!
  assert.is(title.textContent, `${long.slice(0, 70).trimEnd()}…`)
  assert.is(link.querySelector('.vf-ad__sr')?.textContent, long, 'assistive technology reads the whole title')
  fireEvent.mouseEnter(link)
  assert.is(title.textContent, long)
  fireEvent.mouseLeave(link)
  assert.is(title.textContent, `${long.slice(0, 70).trimEnd()}…`)
  fireEvent.focus(link)
  assert.is(title.textContent, long)
  assert.is(link.querySelector('.vf-ad-outbrain__source')?.textContent, 'Family Weekly')
})

test("Snigel: an auction for the frame in the widget's sizes", async () => {
  const h = harness({ ad_integration: 'snigel', site_ad_id: 'comments_unit' })
  const auctions: unknown[] = []
  h.scripts.set('https://cdn.snigelweb.com/adengine/news.example/loader.js', () => {
    h.host.adngin = { cmd: { startAuction: (units) => auctions.push(units) } }
  })
  const slot = h.slot()
  const result = h.ads.fill('requestCommentAd', { element: slot })
  await near(h, slot)
  assert.equal(await result, { status: 'success', integration: 'snigel' })
  assert.equal(auctions, [[{ adUnit: 'comments_unit', placement: slot.querySelector('.vf-ad__frame')!.id, sizes: [[300, 250], [300, 50], 'fluid', [728, 90], [320, 50]], personalized: false }]])
})

test('vi: a player script that does not load fails with its reason', async () => {
  const h = harness({ standalone_ad_integration: 'vi' })
  h.scripts.set('https://s.vi-serve.com/tagLoader.js', 'fail')
  const slot = h.slot('<div></div>')
  const result = h.ads.fill('requestStandaloneAd', { element: slot })
  await near(h, slot)
  assert.equal(await result, { status: 'failure', reason: 'vi called but was unable to load', integration: 'vi' })
})

test.run()
