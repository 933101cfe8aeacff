/**
 * The ads plugin in the product (testKernel): it answers the widgets' `vf-ads` requests, leaves a slot to
 * the page's own subscriber, runs as the interceptable action `ads.fill`, and `<vf-standalone-ad>`
 * publishes its request, keeps its reserved space until the slot is taken and shows nothing with
 * `vf:ads-disabled`. Its words are in all 13 locales.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { waitFor } from '@testing-library/dom'
import { adsPlugin } from '../../../plugins/ads'
import type { AdHost } from '../../../plugins/ads/integrations/types'
import { testKernel } from '../../support/test-kernel'
import { FakeObserver } from './support'

const SETTINGS = { section_id: 's', ad_integration: 'custom', standalone_ad_integration: 'custom', standalone_site_ad_id: 'standalone-1' }

function pageHost() {
  const host: AdHost = {}
  const drawn: Array<Record<string, unknown>> = []
  host.__generate_viafoura_tag = (element, info) => {
    drawn.push(info)
    element.textContent = `Ad for ${String(info.widget)}`
  }
  return { host, drawn }
}

const plugin = (host: AdHost) => adsPlugin({ host: () => host, observer: FakeObserver as unknown as typeof IntersectionObserver, scripts: () => () => Promise.reject(new Error('no scripts in this test')), baitBlocked: () => false })

test.before.each(() => {
  FakeObserver.all = []
  document.head.innerHTML = ''
})

test("a widget's promo slot request is answered with the area's integration, unless the page's own subscriber filled it", async () => {
  const { host, drawn } = pageHost()
  const { vf, bus } = await testKernel({ plugins: [plugin(host)], settings: SETTINGS, page: '<ul><li id="ours"></li><li id="theirs"></li></ul>' })
  vf.$subscribe('vf-ads', 'requestCommentAd', (slot: { element: Element; position: number }) => {
    if (slot.position === 8) slot.element.textContent = 'The page’s own ad'
  })
  const ours = document.getElementById('ours')!
  const theirs = document.getElementById('theirs')!
  vf.$publish('vf-ads', 'requestCommentAd', { element: ours, container_id: 'c1', position: 3 })
  vf.$publish('vf-ads', 'requestCommentAd', { element: theirs, container_id: 'c1', position: 8 })
  await waitFor(() => assert.ok(ours.querySelector('.vf-ad__frame')))
  FakeObserver.show(ours, 1)
  await waitFor(() => assert.equal(bus.of('ads', 'loaded'), [[{ status: 'success', container_id: 'c1', integration: 'custom' }]]))
  assert.is(ours.querySelector('.vf-ad__label')?.textContent, 'Advertisement')
  assert.is(ours.querySelector('.vf-ad__frame')?.textContent, 'Ad for conversations')
  assert.is(theirs.textContent, 'The page’s own ad')
  assert.is(theirs.querySelector('.vf-ad'), null)
  assert.is(drawn.length, 1)
})

test('filling is the action ads.fill: a page may intercept it', async () => {
  const { host, drawn } = pageHost()
  const { vf, bus } = await testKernel({ plugins: [plugin(host)], settings: SETTINGS, page: '<div id="slot"></div>' })
  vf.actions.addInterceptor('ads.fill', (call: { intercept(reason: string): void }) => call.intercept('no ads for subscribers'))
  const slot = document.getElementById('slot')!
  vf.$publish('vf-ads', 'requestCommentAd', { element: slot })
  await waitFor(() => assert.ok(bus.events.some((e) => e.channel === 'vf-ads')))
  await new Promise((resolve) => setTimeout(resolve, 0))
  assert.is(slot.childElementCount, 0)
  assert.is(drawn.length, 0)
})

test('<vf-standalone-ad> publishes its request and shows the standalone area’s ad in a labelled, reserved frame', async () => {
  const { host, drawn } = pageHost()
  const { bus, reveal } = await testKernel({ plugins: [plugin(host)], settings: SETTINGS, page: '<vf-standalone-ad vf-container-id="home" width="320" height="100"></vf-standalone-ad>' })
  await reveal()
  const element = document.querySelector('vf-standalone-ad')!
  await waitFor(() => assert.is(bus.of('vf-ads', 'requestStandaloneAd').length, 1))
  const [request] = bus.of('vf-ads', 'requestStandaloneAd')[0] as [{ element: Element; container_id: string; width: number; height: number }]
  assert.is(request.container_id, 'home')
  assert.is(request.element.parentElement, element)
  await waitFor(() => assert.ok(element.querySelector('.vf-ad__frame')))
  const group = element.querySelector('.vf-ad')!
  assert.is(group.getAttribute('role'), 'group')
  assert.is(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent, 'Advertisement')
  assert.is(element.querySelector('.vf-ad__frame')!.getAttribute('data-size'), '320x100')
  assert.is(element.getAttribute('aria-busy'), null, 'the reserved space went once the frame held it')
  FakeObserver.show(element.querySelector('.vf-ad')!, 1)
  await waitFor(() => assert.is(drawn.length, 1))
  assert.equal(drawn[0], { ad_id: 'standalone-1', ad_id_2: '', container_id: 'home', position: undefined, widget: 'standalone', width: 320, height: 100, personalized: false })
})

test('vf:ads-disabled: the standalone ad publishes nothing and shows nothing, and promo requests are left alone', async () => {
  document.head.innerHTML = '<meta name="vf:ads-disabled" content="true">'
  const { host, drawn } = pageHost()
  const { vf, bus, reveal } = await testKernel({ plugins: [plugin(host)], settings: SETTINGS, page: '<vf-standalone-ad></vf-standalone-ad><div id="slot"></div>' })
  await reveal()
  const element = document.querySelector('vf-standalone-ad')!
  // Mounted: its code arrived and replaced the loading skeleton (the element then carries the widget's class).
  await waitFor(() => assert.ok(element.classList.contains('vf-widget')))
  await new Promise((resolve) => setTimeout(resolve, 0))
  assert.equal(bus.of('vf-ads', 'requestStandaloneAd'), [])
  assert.is(element.childElementCount, 0)
  const slot = document.getElementById('slot')!
  vf.$publish('vf-ads', 'requestCommentAd', { element: slot })
  await new Promise((resolve) => setTimeout(resolve, 0))
  assert.is(slot.childElementCount, 0)
  assert.is(drawn.length, 0)
  assert.is(document.querySelector('.vf-ad-bait'), null)
})

test("a page without the publisher's custom tag: the request fails with its reason and the slot stays as it was", async () => {
  const { vf, bus } = await testKernel({ plugins: [plugin({})], settings: SETTINGS, page: '<ul><li id="slot"></li></ul>' })
  const slot = document.getElementById('slot')!
  vf.$publish('vf-ads', 'requestCommentAd', { element: slot, container_id: 'c1', position: 3 })
  await waitFor(() => assert.equal(bus.of('ads', 'failed'), [[{ status: 'failure', reason: 'window.__generate_viafoura_tag is not present during generateAd', container_id: 'c1', integration: 'custom' }]]))
  assert.is(slot.childElementCount, 0)
  assert.ok(slot.hasAttribute('data-vf-ad-opportunity'))
})

test.run()
