/**
 * The demo site's gallery (examples/pages/gallery.html: the example gallery plugin rendering the UI kit,
 * and frames of the real widgets in every state) in Chromium, as a designer views it: in light, in dark and
 * in Arabic, at 1280 and 375 px. Each view waits for every frame's widgets to settle in their state (the
 * gallery marks them: DOM conditions, never a pause), logs no console error and no policy violation
 * (other than the error state's own refused address), passes axe in the page and in every frame, and is
 * saved as a full-page screenshot under test-artifacts/gallery/ for review (not compared pixel by pixel).
 *
 * The later widgets have a section each (reviews and rating, live questions, polls, ads, the paywall's
 * wall): the light view checks that each frame shows its state (what a reader sees in it, not pixels), the
 * dark and Arabic views that they follow the gallery's theme and direction.
 *
 * One service and one browser for the file. Screenshots need a browser launched the ordinary way (the
 * persistent headless context the other files use captures blank images); one browser context keeps the
 * frames' sign-ins, so the later views resume them instead of signing in again.
 */
import { mkdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core'
import type { AxeResults, RunOptions } from 'axe-core'
import { CHROMIUM } from './support/chromium'
import { startService, type RunningService } from './support/service'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
/** Where the screenshots go (git-ignored), emptied at the start of a run. */
const ARTIFACTS = join(root, 'test-artifacts', 'gallery')
const axeSource: string = createRequire(import.meta.url)('axe-core').source
const WCAG: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }
const WIDTHS = [1280, 375] as const
const HEIGHT = 900
/** The error state's frame points the comments at an address the browser refuses: its one expected console line. */
const REFUSED = 'http://127.0.0.1:9/'
/** Frames still to settle after their frame came into view: a busy machine, not a sleep. */
const SETTLE_MS = 45_000

let service: RunningService
let browser: Browser
let context: BrowserContext
test.before(async () => {
  rmSync(ARTIFACTS, { recursive: true, force: true })
  mkdirSync(ARTIFACTS, { recursive: true })
  service = await startService()
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] })
  context = await browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT } })
})
test.after(async () => {
  await browser?.close()
  await service?.close()
})

/** Every console error and policy violation of the page and its frames, except the error state's refused address. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    if (message.location().url.startsWith(REFUSED) || message.text().includes(REFUSED)) return
    problems.push(`console error in ${message.location().url}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] }
    w.violations = []
    document.addEventListener('securitypolicyviolation', (event) => w.violations.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`))
  })
  return async () => {
    const violations = await Promise.all(page.frames().map((frame) => frame.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? []).catch(() => [])))
    return [...violations.flat(), ...problems]
  }
}

/** Two animation frames in `frame`: what was just committed is laid out and painted. */
const painted = (frame: Frame) => frame.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))

/** The page's and every frame's heights and settled marks, as one value to compare. */
const layout = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({
      page: document.documentElement.scrollHeight,
      frames: Array.from(document.querySelectorAll<HTMLIFrameElement>('.vf-gallery__frame iframe'), (iframe) => [iframe.height, iframe.contentDocument?.documentElement.getBoundingClientRect().height, !!iframe.closest('[data-settled]')]),
      images: Array.from(document.images).every((image) => image.complete),
    }),
  )

/** Waits until a painted layout is the same twice running: frames at their content's height, images in. */
async function steady(page: Page): Promise<void> {
  let before = ''
  for (let round = 0; round < 40; round++) {
    await Promise.all(page.frames().map((frame) => painted(frame).catch(() => undefined)))
    const now = await layout(page)
    if (now === before && JSON.parse(now).images) return
    before = now
  }
  assert.unreachable(`the gallery's layout kept changing: ${before}`)
}

/**
 * Brings each frame into view (widgets load as they near the screen) and waits for it to settle; then
 * makes the window as tall as the page, so that everything is rendered at once (comments off screen are
 * skipped by `content-visibility`), and waits for a steady layout.
 */
async function settle(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT })
  const frames = page.locator('.vf-gallery__frame')
  const count = await frames.count()
  assert.ok(count >= 10, `${count} frames`)
  for (let index = 0; index < count; index++) {
    const frame = frames.nth(index)
    await frame.scrollIntoViewIfNeeded()
    await page.locator(`.vf-gallery__frame[data-settled][data-frame="${await frame.getAttribute('data-frame')}"]`).waitFor({ timeout: SETTLE_MS })
  }
  await page.locator('.vf-gallery[data-settled]').waitFor()
  for (let round = 0; round < 10; round++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.setViewportSize({ width, height })
    await steady(page)
    if ((await page.evaluate(() => document.documentElement.scrollHeight)) === height) return
  }
}

/** What axe finds in the page and in every frame (axe in each frame, so the page's run goes into them). */
async function violations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) if (!(await frame.evaluate(() => 'axe' in window))) await frame.addScriptTag({ content: axeSource })
  return page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe
    const result = await axe.run(document, options)
    if (result.passes.length === 0) return ['axe checked nothing']
    return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`))
  }, WCAG)
}

/** The frame showing `state` (its figure's `data-frame`). */
const frameOf = (page: Page, id: string) => page.locator(`.vf-gallery__frame[data-frame="${id}"] iframe`).contentFrame()

async function view(name: string, query: string, check: (page: Page) => Promise<void>) {
  const page = await context.newPage()
  const problems = await watch(page)
  await page.goto(`${service.origin}/gallery.html${query}`)
  await page.getByRole('heading', { level: 1 }).waitFor()
  for (const width of WIDTHS) {
    await settle(page, width)
    // Saved first: a view that fails below is there to look at.
    await page.screenshot({ path: join(ARTIFACTS, `gallery-${name}-${width}.png`), fullPage: true })
    // Loading the gallery moved nobody's focus: not into a frame, not down the page.
    const focused = await page.evaluate(() => {
      const active = document.activeElement
      return active?.localName === 'iframe' ? `the frame ${active.closest('figure')?.getAttribute('data-frame')}` : active?.localName
    })
    assert.is(focused, 'body', `${name} at ${width} px: the focus moved`)
    // No frame failed its sign-in (it would say so under its heading).
    assert.is(await page.locator('.vf-gallery__warning').count(), 0, (await page.locator('.vf-gallery__warning').allTextContents()).join(' '))
    if (width === WIDTHS[0]) {
      assert.equal(await violations(page), [], `axe, ${name}`)
      await check(page)
    }
  }
  assert.equal(await problems(), [], name)
  await page.close()
}

test('the gallery in light: every component, and each frame a reader in its state', async () => {
  await view('light', '', async (page) => {
    // The kit's menu opens as a menu, from the keyboard, and gives the focus back.
    const more = page.getByRole('button', { name: 'More actions for Ada Lovelace' }).first()
    await more.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menu', { name: 'More actions for Ada Lovelace' }).waitFor()
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'menuitem')
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    assert.ok(await more.evaluate((button) => button === document.activeElement))
    await more.blur()
    // The states: who is signed in where, and what each frame's conversation shows.
    const moderator = frameOf(page, 'moderator')
    const guest = frameOf(page, 'guest')
    await moderator.getByText('More park videos on my channel').waitFor()
    assert.is(await guest.getByText('More park videos on my channel').count(), 0, 'a comment awaiting moderation is the moderator’s to see')
    // The failed load offers to try again; the held one is still loading.
    assert.ok(await frameOf(page, 'error').getByRole('button', { name: 'Try again' }).count(), 'the error state offers a retry')
    assert.ok(await frameOf(page, 'loading').locator('vf-conversations[aria-busy="true"], vf-conversations [aria-busy="true"]').count(), 'the loading state is busy')
    assert.ok(await frameOf(page, 'tray').getByRole('dialog').count(), 'the tray is open')
    assert.is(await frameOf(page, 'direction').locator('vf-conversations').getAttribute('dir'), 'rtl')
    assert.is(await frameOf(page, 'theme').locator('vf-conversations').getAttribute('data-vf-theme'), 'dark')
    await laterWidgets(page)
  })
})

/** What `text` finds in the frame `id`: how many. */
const seen = (page: Page, id: string, text: string | RegExp) => frameOf(page, id).getByText(text).count()

/** Each later widget's frames, each showing its state. */
async function laterWidgets(page: Page) {
  // Reviews and rating: the board and the rating, the reader's own review, the moderator's tools, and the
  // states the page made (held, failed, empty).
  for (const id of ['reviews-guest', 'reviews-reader', 'reviews-moderator']) {
    assert.ok(await seen(page, id, 'Worth the trip'), `${id}: the reviews`)
    assert.ok(await frameOf(page, id).locator('vf-rating').getByText('Average rating: 3.8 out of 5').count(), `${id}: the rating`)
  }
  assert.ok(await seen(page, 'reviews-guest', 'Sign in to review'), 'a guest is asked to sign in to review')
  assert.ok(await seen(page, 'reviews-reader', 'Your review'), 'the reader’s own review')
  assert.ok(await seen(page, 'reviews-loading', 'Loading the reviews…'), 'the held reviews are loading')
  assert.is(await seen(page, 'reviews-loading', 'Worth the trip'), 0)
  assert.ok(await seen(page, 'reviews-empty', 'No reviews yet'), 'no reviews yet')
  assert.ok(await frameOf(page, 'reviews-error').getByRole('button', { name: 'Try again' }).count(), 'the failed reviews offer a retry')
  // Live questions: the question awaiting approval is the moderator's to see, with the tools to approve it.
  const waiting = 'Why was the old boathouse torn down?'
  assert.ok(await seen(page, 'questions-guest', 'When will the first section of the park open?'), 'the questions')
  assert.is(await seen(page, 'questions-guest', waiting), 0, 'a question awaiting approval is the moderator’s to see')
  assert.ok(await seen(page, 'questions-moderator', waiting), 'the moderator sees the question awaiting approval')
  assert.ok(await frameOf(page, 'questions-moderator').getByRole('button', { name: 'Approve' }).count(), 'and can approve it')
  assert.ok(await seen(page, 'questions-reader', 'Will the playground be open after dark?'), 'the reader’s own question')
  assert.ok(await seen(page, 'questions-loading', 'Loading the questions…'), 'the held questions are loading')
  assert.ok(await seen(page, 'questions-empty', 'No questions yet'), 'no questions yet')
  assert.ok(await frameOf(page, 'questions-error').getByRole('button', { name: 'Try again' }).count(), 'the failed questions offer a retry')
  // Polls: a ballot, the moderator's tools, no poll, held and failed.
  for (const id of ['polls-guest', 'polls-reader', 'polls-moderator']) assert.ok(await frameOf(page, id).getByRole('radio', { name: 'A playground' }).count(), `${id}: the ballot`)
  assert.is(await frameOf(page, 'polls-guest').getByRole('button', { name: 'Close the poll' }).count(), 0)
  assert.ok(await frameOf(page, 'polls-moderator').getByRole('button', { name: 'Close the poll' }).count(), 'the moderator can close the poll')
  assert.ok(await seen(page, 'polls-loading', 'Loading the poll…'), 'the held poll is loading')
  assert.ok(await seen(page, 'polls-empty', 'There is no poll here yet.'), 'a page with no poll')
  assert.ok(await frameOf(page, 'polls-error').getByRole('button', { name: 'Try again' }).count(), 'the failed poll offers a retry')
  // Ads: filled, or left empty when the page refused the fill.
  for (const id of ['ads-guest', 'ads-reader']) assert.ok(await frameOf(page, id).locator('vf-standalone-ad [data-vf-ad]').count(), `${id}: the ad is filled`)
  assert.is(await frameOf(page, 'ads-empty').locator('vf-standalone-ad [data-vf-ad]').count(), 0, 'no ad')
  assert.is(await frameOf(page, 'ads-empty').locator('vf-standalone-ad').getAttribute('aria-busy'), null, 'its space given back')
  // The paywall's wall: a visitor walled, a registered reader told the posts left, a moderator never walled,
  // a provider out of reach no wall.
  const wall = 'Keep reading the conversation'
  assert.ok(await seen(page, 'paywall-guest', wall), 'the visitor is walled')
  assert.ok(await seen(page, 'paywall-reader', 'Comments left before the subscriber wall: 2'), 'the reader is told her posts left')
  for (const id of ['paywall-reader', 'paywall-moderator', 'paywall-error']) assert.is(await seen(page, id, wall), 0, `${id}: no wall`)
  assert.ok(await seen(page, 'paywall-moderator', 'More park videos on my channel'), 'the moderator reads the whole thread')
  // The comparison frames.
  for (const [id, tag] of [['reviews', 'vf-livereviews'], ['questions', 'vf-livequestions'], ['polls', 'vf-poll'], ['ads', 'vf-standalone-ad'], ['paywall', 'vf-conversations']] as const) {
    assert.is(await frameOf(page, `${id}-direction`).locator(tag).getAttribute('dir'), 'rtl', `${id}: right to left`)
    assert.is(await frameOf(page, `${id}-theme`).locator(tag).getAttribute('data-vf-theme'), 'dark', `${id}: dark`)
  }
}

test('the gallery in dark: the page, the gallery and every frame dark', async () => {
  await view('dark', '?theme=dark', async (page) => {
    assert.is(await page.locator('vf-gallery').getAttribute('data-vf-theme'), 'dark')
    assert.is(await frameOf(page, 'reader').locator('vf-conversations').getAttribute('data-vf-theme'), 'dark')
    // The light theme is the widgets' own: no attribute.
    assert.is(await frameOf(page, 'theme').locator('vf-conversations').getAttribute('data-vf-theme'), null)
    for (const [id, tag] of [['reviews-reader', 'vf-livereviews'], ['questions-reader', 'vf-livequestions'], ['polls-reader', 'vf-poll'], ['ads-reader', 'vf-standalone-ad'], ['paywall-reader', 'vf-conversations']] as const) {
      assert.is(await frameOf(page, id).locator(tag).getAttribute('data-vf-theme'), 'dark', `${id}: dark`)
    }
    assert.is(await page.getByRole('combobox', { name: 'Theme' }).textContent(), 'Dark')
  })
})

test('the gallery in Arabic: right to left, its own words in Arabic, the frames in Arabic', async () => {
  await view('ar', '?lang=ar', async (page) => {
    assert.is(await page.evaluate(() => document.documentElement.dir), 'rtl')
    assert.is(await page.locator('vf-gallery').getAttribute('dir'), 'rtl')
    assert.is(await frameOf(page, 'reader').locator('vf-conversations').getAttribute('dir'), 'rtl')
    assert.is(await frameOf(page, 'direction').locator('vf-conversations').getAttribute('dir'), 'ltr')
    for (const [id, tag] of [['reviews-reader', 'vf-livereviews'], ['questions-reader', 'vf-livequestions'], ['polls-reader', 'vf-poll'], ['ads-reader', 'vf-standalone-ad'], ['paywall-reader', 'vf-conversations']] as const) {
      assert.is(await frameOf(page, id).locator(tag).getAttribute('dir'), 'rtl', `${id}: right to left`)
      assert.is(await frameOf(page, `${id.split('-')[0]}-direction`).locator(tag).getAttribute('dir'), 'ltr', `${id}: the comparison frame left to right`)
    }
    const text = await page.locator('vf-gallery').evaluate((element) => element.textContent ?? '')
    assert.not.match(text, /Translation not found|Every component|The widgets in every state/)
  })
})

test.run()
