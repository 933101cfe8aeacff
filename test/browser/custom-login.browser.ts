/** Document 4 §3 in a real browser: a publisher that owns its accounts swallows the product's sign-in request. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { watchedPage } from './support/page'
import { demoSite } from './support/service'

const site = demoSite(test)

const user = (page: import('playwright-core').Page) =>
  page.evaluate(
    () =>
      new Promise<{ name: string; user_privilege: string }>((resolve) => {
        const w = window as unknown as { vfQ: Array<() => void>; vf: { context: { get(k: string): Promise<{ name: string; user_privilege: string }> } } }
        w.vfQ.push(() => void w.vf.context.get('user').then(resolve))
      }),
  )

test('a guest’s like goes to the publisher’s own login, not the product’s; vf.session.login.cookie signs them in afterwards', async () => {
  const { page, errors } = await watchedPage(site.browser)
  await page.goto(`${site.service.origin}/custom-login.html`)
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  const first = page.getByRole('list', { name: 'Comments' }).locator(':scope > li > article').first()
  await first.waitFor()
  assert.is((await user(page)).user_privilege, 'guest')

  await first.getByRole('button', { name: /^Like/ }).first().click()
  // Swallowed: the product opened nothing; the host took the reader to its own login.
  await page.waitForURL(/\/custom-login\.html\?login$/)
  assert.is(await page.getByRole('dialog').count(), 0)
  await page.getByRole('button', { name: 'Sign in as a Daily Demo member' }).click()
  await page.waitForURL(/\/custom-login\.html$/)
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await page.getByRole('list', { name: 'Comments' }).locator(':scope > li > article').first().waitFor()
  const signedIn = await user(page)
  assert.is(signedIn.name, 'Sam Social')
  assert.is.not(signedIn.user_privilege, 'guest')
  // The like the guest asked for was kept and replayed after the sign-in (document 1 §4).
  await page.waitForFunction(() => document.querySelector('vf-conversations ul[aria-label="Comments"] > li > article button[aria-pressed="true"]') !== null)
  assert.equal(errors, [])
  await page.close()
})

test.run()
