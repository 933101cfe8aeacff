import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { KNOWN_SCRIPT_URLS, scriptBlobURL, trustedScriptURL } from '../../../kernel/lib/trusted-types'
import { LOGINRADIUS_SDK } from '../../../plugins/session/external'

test('the SDKs the product loads are known to its policy, by exact URL', () => {
  assert.ok(KNOWN_SCRIPT_URLS.includes(LOGINRADIUS_SDK))
  // No Trusted Types in Node: the checked string itself.
  assert.is(trustedScriptURL(LOGINRADIUS_SDK), LOGINRADIUS_SDK)
})

test('any other script URL is refused, with or without Trusted Types', () => {
  for (const url of ['https://evil.example/x.js', `${LOGINRADIUS_SDK}?x`, 'javascript:alert(1)', 'data:text/javascript,alert(1)', 'blob:https://publisher.example/0a0b']) {
    assert.throws(() => trustedScriptURL(url), /is not a script this product loads/, url)
  }
})

test("a blob: URL the product made for its own source is vouched for until it is revoked", () => {
  const script = scriptBlobURL('self.postMessage(1)')
  assert.ok(script.url.startsWith('blob:'))
  assert.is(trustedScriptURL(script.url), script.url)
  script.revoke()
  assert.throws(() => trustedScriptURL(script.url), /is not a script this product loads/)
})

test.run()
