/**
 * Analytics in Chromium against the reference service (issue 21): events reach the service with the
 * reader's consent and never without; a page closed right after an interaction still delivers it (a
 * beacon as the page goes); the service down for a minute loses nothing once it is back (the stored
 * retry queue, on the page's own clock, fast-forwarded: no test waits a minute).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Request } from 'playwright-core'
import type { AnalyticsReport } from '../../contracts/analytics'
import { buildApp } from '../../examples/server/app'
import type { ServerConfig } from '../../examples/server/config'
import { migrate, openDb, type Db } from '../../examples/server/db'
import { DEMO_ACCOUNTS, seed } from '../../examples/server/seed'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import { seedAnalytics } from '../../examples/server/seed-analytics'
import { launch, type Browser } from './support/chromium'
import { watchedPage } from './support/page'
import { signIn } from './support/tray'

let db: Db
let dataDir: string
let config: ServerConfig
let app: Awaited<ReturnType<typeof buildApp>> | undefined
let port: number
let origin: string
let token: string
let browser: Browser
const received: Array<{ type: string; body: string }> = []

/** The service on its port (the same one again after a stop). */
async function serve() {
  app = await buildApp({ db, config, serveStatic: true })
  // What reached the ingest, and as what: a beacon's text or the product's JSON POST.
  app.addHook('preHandler', async (request) => {
    if (request.method === 'POST' && request.url.startsWith('/v3/analytics/')) received.push({ type: String(request.headers['content-type'] ?? ''), body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body) })
  })
  await app.listen({ port, host: '127.0.0.1' })
  port = (app.server.address() as AddressInfo).port
}
async function stop() {
  await app?.close()
  app = undefined
}

test.before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vf-analytics-'))
  db = await openDb({ dataDir })
  await migrate(db)
  config = { port: 0, host: '127.0.0.1', dataDir, databaseUrl: undefined, allowedOrigins: [], development: true, secret: 'analytics-browser-secret' }
  port = 0
  await serve()
  origin = `http://localhost:${port}`
  await seed(db, origin)
  const admin = DEMO_ACCOUNTS.find((a) => a.privilege === 'admin')!
  const login = await fetch(`${origin}/v2/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: admin.email, password: admin.password }) })
  token = ((await login.json()) as { access_token: string }).access_token
  browser = await launch()
})
test.after(async () => {
  await browser?.close()
  await stop()
  await db?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Events of `name` the service has stored. */
const stored = async (name: string, where = ''): Promise<number> => {
  const [row] = await db.query<{ n: string }>(`select count(*) as n from analytics_events where name = $1 ${where}`, [name])
  return Number(row!.n)
}
/** Waits (polling the store) until `check` holds, at most 20 s. */
async function eventually(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  assert.unreachable(`never happened: ${what}`)
}

/** The demo article, with the reader's consent (`__vftc__` = 2) or without; its analytics requests recorded. */
async function article(consent: boolean, options: { clock?: boolean } = {}) {
  const { page, errors } = await watchedPage(browser)
  const ingest: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v3/analytics/')) ingest.push(request)
  })
  if (consent) await page.addInitScript(() => sessionStorage.setItem('__vftc__', '2'))
  if (options.clock) await page.clock.install()
  await page.goto(`${origin}/`)
  await page.locator('vf-conversations').scrollIntoViewIfNeeded()
  await page.locator('vf-conversations ul[aria-label="Comments"] > li > article').first().waitFor()
  return { page, errors, ingest }
}

/** The reader sorts the comments oldest first (the sort menu: a select-only combobox). */
async function sortOldest(page: Page) {
  await page.getByRole('combobox', { name: 'Sort by' }).click()
  await page.getByRole('option', { name: 'Oldest' }).click()
}

const publish = (page: Page, type: string) =>
  page.evaluate((type) => (window as unknown as { vf: { $publish(c: string, e: string, d: unknown): void } }).vf.$publish('analytics', 'interaction', { type, widget: 'vf-poll' }), type)

test('without consent nothing reaches the service; with it the page view, the consent and a sort do, and the report counts them', async () => {
  const without = await article(false)
  await sortOldest(without.page)
  await publish(without.page, 'vote-without-consent')
  // Anything the product would send has been handed to the network by the next task, or as the page goes.
  await without.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  await without.page.close({ runBeforeUnload: true })
  assert.equal(without.ingest.map((r) => r.url()), [], 'not one request to the ingest')
  assert.not.match(await without.page.context().cookies().then((c) => c.map((x) => x.name).join(' ')), /_vfa|_vfb/)
  assert.equal(without.errors, [])

  const allowed = await article(true)
  await eventually(async () => (await stored('view')) === 1 && (await stored('consent')) === 1, 'the view and the consent stored')
  await sortOldest(allowed.page)
  await eventually(async () => (await stored('sort')) === 1, 'the sort stored')
  const [sort] = await db.query<{ payload: { commentSortData: unknown; meta: { vid: string } } }>(`select payload from analytics_events where name = 'sort'`)
  assert.equal(sort!.payload.commentSortData, { from: 'newest', to: 'oldest' })
  const cookies = await allowed.page.context().cookies()
  assert.is(cookies.find((c) => c.name === '_vfa')?.value, sort!.payload.meta.vid, "the visitor cookie is the events' visitor")
  const report = await fetch(`${origin}/v3/analytics/localhost/report?days=1`, { headers: { authorization: `Bearer ${token}` } })
  assert.is(((await report.json()) as { result: AnalyticsReport }).result.totals.views, 1)
  assert.is(await stored('interaction', `and kind = 'vote-without-consent'`), 0)
  await allowed.page.close()
  assert.equal(allowed.errors, [])
})

test('a page closed right after an interaction still delivers it: a beacon carries it as the page goes', async () => {
  const views = await stored('view')
  const engagements = await stored('engagement')
  const { page } = await article(true, { clock: true })
  await eventually(async () => (await stored('view')) > views, 'the view stored')
  // A second with the page, on its own clock: three engagement ticks, each followed by the page's next
  // rendering update, where the browser tells intersection observers what is on screen (the tracker starts
  // observing a widget at the tick that first finds it; ticks run back to back would never hear the answer).
  for (let tick = 0; tick < 3; tick++) {
    await page.clock.runFor(334)
    await page.evaluate(() => new Promise((resolve) => {
      const observer = new IntersectionObserver(() => {
        observer.disconnect()
        resolve(null)
      })
      observer.observe(document.body)
    }))
  }
  // The interaction's POST is still on its way when the page goes (it never gets an answer here).
  await page.route('**/v3/analytics/**', (route) => {
    if (route.request().resourceType() === 'fetch' && (route.request().postData() ?? '').includes('closed-right-after')) return
    void route.continue()
  })
  await publish(page, 'closed-right-after')
  await page.close({ runBeforeUnload: true })
  await eventually(async () => (await stored('interaction', `and kind = 'closed-right-after'`)) === 1, 'the interaction stored')
  const carried = received.filter((r) => r.body.includes('closed-right-after'))
  assert.ok(carried.some((r) => r.type.startsWith('text/plain')), "a beacon's text carried it as the page went")
  // The POST held until the page went may arrive too (a keepalive request outlives its page): still one event.
  assert.is(await stored('interaction', `and kind = 'closed-right-after'`), 1)
  // The time the reader spent on the page went with it.
  await eventually(async () => (await stored('engagement')) > engagements, 'the engagement report stored')
  const [engagement] = await db.query<{ engaged_ms: number; payload: { engagement: { widgets: string[] } } }>(`select engaged_ms, payload from analytics_events where name = 'engagement' order by received_at desc limit 1`)
  assert.ok(engagement!.engaged_ms > 0)
  assert.ok(engagement!.payload.engagement.widgets.length > 0, 'the widgets on screen while the reader was there are named')
})

test('the service down for a minute loses no event: the page retries every 15 s and delivers once it is back', async () => {
  const views = await stored('view')
  const { page, errors } = await article(true, { clock: true })
  await eventually(async () => (await stored('view')) > views, 'the view stored')
  await stop()
  await publish(page, 'during-the-outage')
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  for (let i = 0; i < 4; i++) await page.clock.fastForward(15_000)
  const waiting = await page.evaluate(() => JSON.parse(localStorage.getItem('vf:analytics.outbox') ?? '{"v":[]}').v.map((e: { event: { name: string } }) => e.event.name))
  assert.ok(waiting.includes('interaction'), `kept in the page's storage meanwhile (${waiting})`)
  await serve()
  await page.clock.fastForward(15_000)
  await eventually(async () => (await stored('interaction', `and kind = 'during-the-outage'`)) === 1, 'the interaction stored once the service is back')
  await eventually(async () => (await page.evaluate(() => localStorage.getItem('vf:analytics.outbox'))) === null, 'the stack emptied')
  assert.equal(errors, [])
  await page.close()
})

const axeSource: string = createRequire(import.meta.url)('axe-core').source
const WCAG: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }
/** axe's WCAG 2.1 A and AA findings in the report widget. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  return page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run(context: Element, options: RunOptions): Promise<AxeResults> } }).axe
    const result = await axe.run(document.querySelector('vf-analytics-report')!, options)
    return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`))
  }, WCAG)
}

test("the report page: a guest is asked to sign in; the site's administrator sees the history as charts with tables, per page and widget, axe clean, by keyboard too", async () => {
  await seedAnalytics(db)
  const { page, errors } = await watchedPage(browser)
  await page.goto(`${origin}/report.html`)
  const report = page.locator('vf-analytics-report')
  await report.getByText('Sign in to see the analytics').waitFor()
  assert.equal(await violations(page), [])
  await report.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('dialog').waitFor()
  await page.getByLabel('E-mail').fill('admin@demo.vf')
  await page.getByLabel('Password').fill('demo-admin-pass')
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })

  const views = report.getByRole('img', { name: 'Page views per day' })
  await views.waitFor()
  assert.match((await report.getByRole('status').textContent()) ?? '', /page views, .* visitors, .* interactions from/)
  assert.is(await report.locator('svg[role="img"]').count(), 3, 'page views, engagement time, interactions')
  assert.match((await views.locator('desc').textContent()) ?? '', /in all, at most/)
  // The numbers behind a chart, as a table.
  await report.getByText('Show as a table').first().click()
  assert.is(await report.getByRole('table', { name: 'Page views per day' }).locator('tbody tr').count(), 30)
  await report.getByRole('row', { name: /City council approves/ }).waitFor()
  await report.getByRole('row', { name: /Comments/ }).first().waitFor()
  assert.equal(await violations(page), [])

  // One widget, chosen with the keyboard: its engagement and interactions.
  const all = await report.getByRole('img', { name: 'Interactions per day' }).locator('desc').textContent()
  await report.getByRole('combobox', { name: 'Widget' }).focus()
  await page.keyboard.press('Enter')
  await report.getByRole('option', { name: 'Notification bell' }).waitFor()
  await page.keyboard.type('Notif')
  await page.keyboard.press('Enter')
  // The interactions chart itself (named by its <title>) tells the bell's figures, once the report has them.
  await page.waitForFunction(
    (before) => {
      const chart = Array.from(document.querySelectorAll('vf-analytics-report svg[role="img"]')).find((svg) => svg.querySelector('title')?.textContent === 'Interactions per day')
      return !!chart && chart.querySelector('desc')?.textContent !== before
    },
    all,
  )
  assert.match((await report.getByRole('img', { name: 'Interactions per day' }).locator('desc').textContent()) ?? '', /none/, 'nothing is done in the bell')
  // Seven days.
  await report.getByRole('radio', { name: '7 days' }).click()
  await page.waitForFunction(() => document.querySelectorAll('vf-analytics-report table')[0]?.querySelectorAll('tbody tr').length === 7)
  assert.equal(errors, [])
  await page.close()
})

test.run()
