/**
 * An integration's script (document 3 §7: loaded on demand): one script element per address and document,
 * carrying the nonce of the page's own scripts, its address vouched for by the product's Trusted Types
 * policy; a failed load may be tried again.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { trustedScriptURL } from '../../../kernel/lib/trusted-types'
import { domScriptLoader } from '../../../plugins/ads/script'

/** A document whose added scripts are kept aside (never fetched): the test says when they loaded or failed. */
function page() {
  const doc = document.implementation.createHTMLDocument('publisher')
  const own = doc.createElement('script')
  own.setAttribute('nonce', 'n0nce')
  doc.head.append(own)
  const added: HTMLScriptElement[] = []
  doc.head.appendChild = (<T extends Node>(node: T) => (added.push(node as unknown as HTMLScriptElement), node)) as typeof doc.head.appendChild
  return { doc, added }
}

test('a script loads once per address, with the page’s nonce, and its address becomes one the policy vouches for', async () => {
  const { doc, added } = page()
  const load = domScriptLoader(doc)
  const url = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js'
  assert.throws(() => trustedScriptURL('https://vf.example/dev/ads/unknown.js'), /is not a script this product loads/)
  const first = load(url)
  const again = load(url)
  assert.is(first, again)
  assert.is(added.length, 1)
  const script = added[0]!
  assert.is(script.src, url)
  assert.is(script.async, true)
  assert.is(script.getAttribute('nonce'), 'n0nce')
  assert.is(trustedScriptURL(url), url)
  script.dispatchEvent(new Event('load'))
  await first
})

test('a script that fails rejects, and the next slot tries it again', async () => {
  const { doc, added } = page()
  const load = domScriptLoader(doc)
  const url = 'https://vf.example/dev/ads/exco.js?player=p'
  const first = load(url)
  added[0]!.dispatchEvent(new Event('error'))
  await first.then(
    () => assert.unreachable('it failed'),
    (error: Error) => assert.match(error.message, 'could not be loaded'),
  )
  await Promise.resolve()
  const second = load(url)
  assert.is.not(second, first)
  assert.is(added.length, 2)
})

test.run()
