/** Shares of a page (legacy share bar and share total): counted per network on the canonical address, read back; bad input refused. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DEMO_SECTION_UUID } from '../../examples/server/seed'
import { startTestService, type TestService } from './support'

let service: TestService
test.before(async () => {
  service = await startTestService()
})
test.after(async () => service?.close())

const base = `/v4/shares/${DEMO_SECTION_UUID}`
const share = (url: string, network: string) => service.app.inject({ method: 'POST', url: base, payload: { url, network } })
const read = (url: string) => service.app.inject({ method: 'GET', url: `${base}?url=${encodeURIComponent(url)}` })

test('each share is counted for its network on the page’s canonical address (a shared comment’s link counts for its page)', async () => {
  assert.equal((await read('https://news.test/story')).json(), { url: 'https://news.test/story', total: 0, networks: {} })
  assert.is((await share('https://news.test/story', 'facebook')).statusCode, 200)
  await share('https://news.test/story?vfshare=0b5c3f1e-2c1a-4d7e-9f00-aaaaaaaaaaaa', 'facebook')
  const last = await share('https://news.test/story#vf-12', 'email')
  assert.equal(last.json(), { url: 'https://news.test/story', total: 3, networks: { facebook: 2, email: 1 } })
  assert.equal((await read('https://news.test/story?vfsubscribed=1')).json().total, 3)
  assert.equal((await read('https://news.test/other')).json().total, 0)
})

test('an unknown network or an address that is not a web address is refused', async () => {
  assert.is((await share('https://news.test/story', 'myspace')).statusCode, 400)
  assert.is((await share('javascript:alert(1)', 'facebook')).statusCode, 400)
  assert.is((await read('not an address')).statusCode, 400)
})

test.run()
