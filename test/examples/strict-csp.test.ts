/** The demo under a strict Content-Security-Policy (examples/server/strict-csp.ts): the route alone, in a bare Fastify. */
import Fastify from 'fastify'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { strictPages } from '../../examples/server/strict-csp'

const pages = fileURLToPath(new URL('../../examples/pages', import.meta.url))
const app = Fastify()
strictPages(app, pages)
test.after(() => app.close())

test('the article comes with the policy as a header and its nonce on every script tag, a fresh one each time', async () => {
  const first = await app.inject({ url: '/strict/', headers: { host: 'vf.example' } })
  assert.is(first.statusCode, 200)
  assert.match(String(first.headers['content-type']), /^text\/html/)
  assert.is(first.headers['cache-control'], 'no-store')
  const policy = String(first.headers['content-security-policy'])
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  assert.ok(nonce && nonce.length >= 16, policy)
  assert.ok(policy.includes(`script-src 'nonce-${nonce}' 'strict-dynamic' http://vf.example;`), policy)
  assert.ok(policy.includes('connect-src http://vf.example ws://vf.example;'), policy)
  assert.ok(policy.includes("trusted-types vf; require-trusted-types-for 'script'"), policy)
  assert.not.match(policy, /unsafe-/)
  const scripts = first.body.match(/<script\b[^>]*>/g) ?? []
  assert.is(scripts.length, 2)
  for (const tag of scripts) assert.ok(tag.includes(` nonce="${nonce}"`), tag)

  const second = await app.inject({ url: '/strict/index.html', headers: { host: 'vf.example' } })
  assert.is.not(/'nonce-([^']+)'/.exec(String(second.headers['content-security-policy']))?.[1], nonce)
})

test('only the demo pages are served there', async () => {
  assert.is((await app.inject({ url: '/strict/reviews.html' })).statusCode, 200)
  for (const url of ['/strict/missing.html', '/strict/site.css', '/strict/..%2Fpackage.json', '/strict/%2E%2E%2Fserver%2Fapp.ts']) {
    assert.is((await app.inject({ url })).statusCode, 404, url)
  }
})

test.run()
