/**
 * The rules of a slot on a fake clock (document 3 §4, §8; document 4 §4–§5): one video ad per page and the
 * fallback to the alternative, the view counted after 1 s and then 100 ms half visible, the ad-blocker
 * bait removed after 5 s, the pixel threshold, a failed ad collapsing only out of view, slots the page
 * filled itself, replies ads and `vf:ads-disabled`.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { BAIT_MS } from '../../../plugins/ads/bait'
import { fakeGoogletag, FakeObserver, harness, ROOT } from './support'

const VIDEO = { standalone_ad_integration: 'exco', standalone_ad_integration_alternative: 'gtag', standalone_site_ad_id: 'player-1', ad_script_urls: { exco: '/dev/ads/exco.js?id={id}', gtag: '/dev/ads/gtag.js' } }

function withPlayers(h: ReturnType<typeof harness>) {
  const players: unknown[] = []
  h.scripts.set(`${ROOT}/dev/ads/exco.js?id=player-1`, () => {
    h.host.ExCoPlayer = { create: (options) => players.push(options) }
  })
  h.scripts.set(`${ROOT}/dev/ads/gtag.js`, () => {
    h.host.googletag = fakeGoogletag([])
  })
  return players
}

test('one video ad per page: the second video slot takes the alternative integration', async () => {
  const h = harness(VIDEO)
  const players = withPlayers(h)
  const first = h.slot('<div></div>')
  const second = h.slot('<div></div>')
  const one = h.ads.fill('requestStandaloneAd', { element: first })
  const two = h.ads.fill('requestStandaloneAd', { element: second })
  FakeObserver.show(first, 1)
  FakeObserver.show(second, 1)
  assert.equal(await one, { status: 'success', integration: 'exco' })
  assert.equal(await two, { status: 'success', integration: 'gtag' })
  assert.is(players.length, 1)
})

test('a video ad taken out of the page (a reset, an unmounted widget) frees the page’s one video ad', async () => {
  const h = harness(VIDEO)
  withPlayers(h)
  const first = h.slot('<div></div>')
  const one = h.ads.fill('requestStandaloneAd', { element: first })
  FakeObserver.show(first, 1)
  assert.equal(await one, { status: 'success', integration: 'exco' })
  first.remove()
  const next = h.slot('<div></div>')
  const two = h.ads.fill('requestStandaloneAd', { element: next })
  FakeObserver.show(next, 1)
  assert.equal(await two, { status: 'success', integration: 'exco' })
})

test('a video ad that fails falls back to the alternative; the failure is published with its reason', async () => {
  const h = harness(VIDEO)
  withPlayers(h)
  h.scripts.set(`${ROOT}/dev/ads/exco.js?id=player-1`, 'fail')
  const slot = h.slot('<div></div>')
  const result = h.ads.fill('requestStandaloneAd', { element: slot, container_id: 'home' })
  FakeObserver.show(slot, 1)
  assert.equal(await result, { status: 'success', container_id: 'home', integration: 'gtag' })
  assert.equal(h.of('ads', 'failed'), [{ status: 'failure', reason: 'exco called but was unable to load', container_id: 'home', integration: 'exco' }])
  // The failed video released the page's one video ad: the next slot may play one.
  const players = withPlayers(h)
  const next = h.slot('<div></div>')
  const again = h.ads.fill('requestStandaloneAd', { element: next })
  FakeObserver.show(next, 1)
  assert.equal(await again, { status: 'success', integration: 'exco' })
  assert.is(players.length, 1)
})

test('an ad is viewed once half of it stayed visible 1 s and then 100 ms; reported to analytics once', async () => {
  const h = harness({ ad_integration: 'custom', site_ad_id: 'house' })
  h.host.__generate_viafoura_tag = (element) => void (element.textContent = 'ad')
  const slot = h.slot()
  const result = h.ads.fill('requestCommentAd', { element: slot, container_id: 'c1', position: 3 })
  FakeObserver.show(slot, 1)
  await result
  FakeObserver.show(slot, 0.2)
  await h.timers.tick(2000)
  assert.equal(h.of('analytics', 'track_ad_view'), [], 'less than half visible is not viewed')
  FakeObserver.show(slot, 0.5)
  await h.timers.tick(900)
  FakeObserver.show(slot, 0.3)
  await h.timers.tick(1000)
  assert.equal(h.of('analytics', 'track_ad_view'), [], 'half visible for less than the delay is not viewed')
  FakeObserver.show(slot, 0.6)
  await h.timers.tick(1099)
  assert.equal(h.of('analytics', 'track_ad_view'), [])
  await h.timers.tick(1)
  assert.equal(h.of('analytics', 'track_ad_view'), [{ integration: 'custom', widget: 'conversations', container_id: 'c1', position: 3, ad_id: 'house', adBlocker: false }])
  FakeObserver.show(slot, 0)
  FakeObserver.show(slot, 1)
  await h.timers.tick(5000)
  assert.is(h.of('analytics', 'track_ad_view').length, 1, 'once')
})

test('the ad-blocker bait is placed with the first ad and removed after 5 s; what it found goes with the ad views', async () => {
  const h = harness({ ad_integration: 'custom' }, { baitBlocked: () => true })
  h.host.__generate_viafoura_tag = (element) => void (element.textContent = 'ad')
  const slot = h.slot()
  const result = h.ads.fill('requestCommentAd', { element: slot })
  assert.ok(document.querySelector('.vf-ad-bait.adsbox'), 'the bait is on the page')
  assert.is(h.ads.adBlocker(), undefined)
  await h.timers.tick(BAIT_MS - 1)
  assert.ok(document.querySelector('.vf-ad-bait'))
  await h.timers.tick(1)
  assert.is(document.querySelector('.vf-ad-bait'), null)
  assert.is(h.ads.adBlocker(), true)
  FakeObserver.show(slot, 1)
  await result
  FakeObserver.show(slot, 1)
  await h.timers.tick(1100)
  assert.is((h.of('analytics', 'track_ad_view')[0] as { adBlocker: boolean }).adBlocker, true)
  // One bait per page.
  void h.ads.fill('requestCommentAd', { element: h.slot() })
  assert.is(document.querySelectorAll('.vf-ad-bait').length, 0)
})

test("a slot waits until it is within its area's pixel threshold of the viewport, its space reserved meanwhile", async () => {
  const h = harness({ liveblog_ad_integration: 'custom', pixel_threshold_liveblogs: 400 })
  let called = 0
  h.host.__generate_viafoura_tag = () => void called++
  const slot = h.slot()
  const result = h.ads.fill('requestLiveblogAd', { element: slot })
  const frame = slot.querySelector('.vf-ad__frame')
  assert.ok(frame, 'the slot is taken at once')
  assert.is(frame!.getAttribute('data-size'), '300x300')
  assert.is(FakeObserver.all.find((o) => o.targets.size)?.options.rootMargin, '400px')
  await h.timers.tick(10_000)
  assert.is(called, 0)
  FakeObserver.show(slot, 0.01)
  await result
  assert.is(called, 1)
})

test('a failed ad marks an ad opportunity and collapses only once it is out of view', async () => {
  const h = harness({ ad_integration: 'custom' })
  h.host.__generate_viafoura_tag = () => {
    throw new Error('no fill')
  }
  const slot = h.slot()
  const result = h.ads.fill('requestCommentAd', { element: slot })
  FakeObserver.show(slot, 1)
  await result
  const ad = slot.querySelector<HTMLElement>('.vf-ad')!
  assert.ok(slot.hasAttribute('data-vf-ad-opportunity'))
  assert.is(ad.dataset.state, 'failed', 'in view: it keeps its space')
  FakeObserver.show(slot, 0)
  assert.is(ad.dataset.state, 'collapsed')
  assert.is(slot.getAttribute('data-vf-ad'), 'collapsed')
})

test("a slot the page's subscriber filled, or marked its own, is left to it; an area with no integration leaves the slot empty", async () => {
  const h = harness({ ad_integration: 'custom', liveblog_ad_integration: 'none' })
  h.host.__generate_viafoura_tag = () => undefined
  const filled = h.slot('<li><a href="/house">House ad</a></li>')
  assert.is(await h.ads.fill('requestCommentAd', { element: filled }), undefined)
  assert.is(filled.innerHTML, '<a href="/house">House ad</a>')
  const marked = h.slot('<li data-vf-ad="host"></li>')
  assert.is(await h.ads.fill('requestCommentAd', { element: marked }), undefined)
  assert.is(marked.childElementCount, 0)
  const none = h.slot()
  assert.is(await h.ads.fill('requestLiveblogAd', { element: none }), undefined)
  assert.is(none.childElementCount, 0)
})

test('replies carry ads only where the site enables them', async () => {
  const off = harness({ ad_integration: 'custom' })
  off.host.__generate_viafoura_tag = () => undefined
  const reply = off.slot()
  assert.is(await off.ads.fill('requestCommentAd', { element: reply, parent_uuid: 'c-1' }), undefined)
  assert.is(reply.childElementCount, 0)
  const on = harness({ ad_integration: 'custom', enable_ads_replies: 1 })
  on.host.__generate_viafoura_tag = () => undefined
  const slot = on.slot()
  const result = on.ads.fill('requestCommentAd', { element: slot, parent_uuid: 'c-1' })
  FakeObserver.show(slot, 1)
  assert.equal(await result, { status: 'success', integration: 'custom' })
})

test('vf:ads-disabled: no slot is taken and no script loads', async () => {
  const h = harness({ ad_integration: 'gtag' }, { enabled: false })
  const slot = h.slot()
  assert.is(await h.ads.fill('requestCommentAd', { element: slot }), undefined)
  assert.is(slot.childElementCount, 0)
  assert.equal(h.loaded, [])
  assert.is(document.querySelector('.vf-ad-bait'), null)
})

test("following an ad's link is an analytics interaction", async () => {
  const h = harness({ ad_integration: 'custom' })
  h.host.__generate_viafoura_tag = (element) => {
    const link = document.createElement('a')
    link.href = '#house'
    link.textContent = 'House ad'
    element.append(link)
  }
  const slot = h.slot()
  const result = h.ads.fill('requestCommentAd', { element: slot, container_id: 'c1', position: 3 })
  FakeObserver.show(slot, 1)
  await result
  slot.querySelector('.vf-ad__label')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  assert.equal(h.of('analytics', 'interaction'), [], 'the label is not the ad')
  slot.querySelector('a')!.click()
  assert.equal(h.of('analytics', 'interaction'), [{ type: 'ad_click', widget: 'conversations', integration: 'custom', container_id: 'c1', position: 3 }])
})

test('removing the plugin stops what is pending: no view is counted later', async () => {
  const h = harness({ ad_integration: 'custom' })
  h.host.__generate_viafoura_tag = () => undefined
  const slot = h.slot()
  const result = h.ads.fill('requestCommentAd', { element: slot })
  FakeObserver.show(slot, 1)
  await result
  h.ads.dispose()
  await h.timers.tick(5000)
  assert.equal(h.of('analytics', 'track_ad_view'), [])
  assert.is(document.querySelector('.vf-ad-bait'), null)
})

test.run()
