/**
 * A reader who leaves the tab and comes back, in Chromium on the demo article against the reference
 * service (document 3 §4): hidden, the page is inactive at once and, after the short grace, its thread
 * is no longer live; a comment posted meanwhile; visible again, the thread is live again and the comment
 * posted while away is offered as a new one, as a fresh load would show it. The page's visibility is
 * set by the test (Chromium has no way to hide a headless tab): the product hears the same
 * `visibilitychange` it hears in a real browser.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../examples/server/seed'
import { waitForAnswer, watchedPage } from './support/page'
import { demoSite } from './support/service'

const site = demoSite(test)

type RealtimeView = { activity: string; connected: boolean; subscriptions: Array<{ status: number; rules: Record<string, string[]> }> }
const topLevel = (page: Page) => page.getByRole('list', { name: 'Comments' }).locator(':scope > li > article')

/** Waits until the page's `realtime.state` satisfies `check` (a function's source, run in the page). */
function realtimeState(page: Page, check: string) {
  return waitForAnswer(
    page,
    async (source) => {
      const vf = (window as unknown as { vf: { actions: { call(name: string, o: object): Promise<RealtimeView> } } }).vf
      const state = await vf.actions.call('realtime.state', { params: {} })
      return (new Function('state', `return (${source})(state)`) as (s: RealtimeView) => boolean)(state)
    },
    check,
    { what: `realtime.state satisfying ${check}` },
  )
}
/** Sets the page's visibility as the browser would, and tells the page (a script's source: the test's compiler names functions). */
function setVisibility(page: Page, visibility: 'hidden' | 'visible') {
  return page.evaluate(`(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: '${visibility}' })
    Object.defineProperty(document, 'hidden', { configurable: true, value: ${visibility === 'hidden'} })
    document.dispatchEvent(new Event('visibilitychange'))
  })()`)
}

test('hidden, the thread stops being live; visible again, the comment posted meanwhile is offered as new', async () => {
  const { page, errors } = await watchedPage(site.browser)
  await page.goto(`${site.service.origin}/`)
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await topLevel(page).first().waitFor()
  // 3: subscribed (RealtimeStatus).
  await realtimeState(page, `(s) => s.connected && s.activity === 'active' && s.subscriptions.some((x) => x.rules.content_container_uuid && x.status === 3)`)
  const container = await page.evaluate(async () => {
    const vf = (window as unknown as { vf: { actions: { call(name: string, o: object): Promise<RealtimeView> } } }).vf
    return (await vf.actions.call('realtime.state', { params: {} })).subscriptions.find((s) => s.rules.content_container_uuid)!.rules.content_container_uuid![0]!
  })

  await setVisibility(page, 'hidden')
  await realtimeState(page, `(s) => s.activity === 'inactive'`)
  // After the grace: the thread's subscription waits (1: none), the service sends it nothing.
  await realtimeState(page, `(s) => s.subscriptions.filter((x) => x.rules.content_container_uuid).every((x) => x.status === 1)`)

  const account = DEMO_ACCOUNTS.find((a) => a.role === 'user')!
  const login = await (await fetch(`${site.service.origin}/v2/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) })).json()
  const text = `Posted while the reader was away ${Date.now()}`
  const posted = await fetch(`${site.service.origin}/v4/livecomments/${DEMO_SECTION_UUID}/${container}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.access_token}` },
    body: JSON.stringify({ content: text }),
  })
  assert.is(posted.status, 201)

  await setVisibility(page, 'visible')
  await realtimeState(page, `(s) => s.activity === 'active' && s.subscriptions.some((x) => x.rules.content_container_uuid && x.status === 3)`)
  const show = page.getByRole('button', { name: 'Show new comments: 1' })
  await show.waitFor()
  await show.click()
  await topLevel(page).filter({ hasText: text }).waitFor()
  assert.equal(errors, [])
})

test.run()
