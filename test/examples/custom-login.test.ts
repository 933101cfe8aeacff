/**
 * The custom-login demo page (document 4 §3) as a publisher wrote it: its own script, run against a
 * recording `window.vf`, a cookie jar and a location. The real-browser walk-through is in test/browser.
 */
import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const html = readFileSync(new URL('../../examples/pages/custom-login.html', import.meta.url), 'utf8')
/** The page's integration script: the inline script of its head. */
const integration = /<head>[\s\S]*?<script>([\s\S]*?)<\/script>[\s\S]*?<\/head>/.exec(html)?.[1] ?? ''

/** A cookie jar with the browser's rules that matter here: a cookie set with Max-Age=0 or a past expiry is deleted. */
function cookieJar(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial))
  return {
    jar,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1)
      const maxAge = attribute('max-age')
      const expires = attribute('expires')
      const path = attribute('path') ?? '/'
      if (path !== '/') return // another path: a different cookie from the one the page reads
      if ((maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now())) jar.delete(name)
      else jar.set(name, pair.slice(at + 1))
    },
  }
}

/** Runs the page's integration with a signed-in reader's cookie; returns what its subscribers and the location saw. */
function loadPage() {
  const document = cookieJar({ demo_publisher_session: 'signed-session', other: 'kept' })
  const visits: Array<{ url: string; cookie: string }> = []
  const subscribers = new Map<string, Array<(...args: unknown[]) => void>>()
  const vf = {
    $prepublish() {},
    $publish() {},
    $subscribe(channel: string, event: string, handler: (...args: unknown[]) => void) {
      subscribers.set(`${channel}/${event}`, [...(subscribers.get(`${channel}/${event}`) ?? []), handler])
    },
  }
  const window: { vfQ?: Array<() => void>; vf?: typeof vf } = {}
  runInNewContext(integration, { window, document, location: { assign: (url: string) => visits.push({ url, cookie: document.cookie }) } })
  window.vf = vf
  for (const queued of window.vfQ ?? []) queued()
  const publish = (channel: string, event: string) => {
    for (const handler of subscribers.get(`${channel}/${event}`) ?? []) handler()
  }
  return { document, visits, publish }
}

test('the page has its integration script', () => {
  assert.match(integration, "$subscribe('authentication', 'logout'")
})

test('a reader who logs out in the product leaves the publisher’s session too: its cookie is gone before the page reloads', () => {
  const { document, visits, publish } = loadPage()
  publish('authentication', 'logout')
  assert.equal(visits, [{ url: '/custom-login.html', cookie: 'other=kept' }], 'the cookie auto-login finds no cookie on the reload')
  assert.not.ok(document.jar.has('demo_publisher_session'))
})

test.run()
