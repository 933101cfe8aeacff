/**
 * The design tokens in Chromium's cascade (kernel/react/theme.ts, plugins/ui/styles.ts): a publisher's
 * values win wherever they set them (`:root`, a container, the widget's tag), the dark theme reads their
 * `--vf-dark-*` values, `auto` follows the reader's system, the old names still resolve, the widget takes
 * the page's font unless told otherwise, skeletons hold still for a reader who asked for less motion, and
 * the kit's text area grows with its text up to its maximum, then scrolls. The sheets are adopted as the
 * product adopts them; the page around them is a publisher's plain HTML.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { THEME_CSS } from '../../kernel/react/theme'
import { KIT_CSS } from '../../plugins/ui/styles'
import { launch, type Browser } from './support/chromium'

let browser: Browser
let page: Page
test.before(async () => {
  browser = await launch()
  page = await browser.context.newPage()
})
test.after(async () => {
  await browser?.close()
})

/** A publisher's page with `css` in its own stylesheet, a light, a dark and an auto widget, and the product's sheets adopted. */
async function publisher(css: string): Promise<void> {
  await page.setContent(`<!doctype html><html><head><style>body{font-family:Georgia,serif} ${css}</style></head><body>
    <div class="article">
      <vf-x id="light" class="vf-widget"><button class="vf-button" data-variant="primary">Post</button><span class="old">old</span></vf-x>
      <vf-x id="dark" class="vf-widget" data-vf-theme="dark"><button class="vf-button" data-variant="primary">Post</button><span class="old">old</span></vf-x>
      <vf-x id="auto" class="vf-widget" data-vf-theme="auto"><span class="old">old</span><span class="vf-skeleton-shape" data-shape="line"></span>
        <textarea class="vf-textarea" aria-label="Your comment"></textarea></vf-x>
    </div></body></html>`)
  await page.evaluate(
    ([theme, kit]) => {
      const sheets = [theme, kit].map((css) => {
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(css!)
        return sheet
      })
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...sheets]
      // What reads the old names (the comments' and tray's sheets until they move to the new ones).
      const old = new CSSStyleSheet()
      old.replaceSync('.old{background:var(--vf-bg);color:var(--vf-fg)}')
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, old]
    },
    [THEME_CSS, KIT_CSS],
  )
}

/** A computed property of the element `selector` finds. */
const style = (selector: string, property: string) => page.evaluate(([s, p]) => getComputedStyle(document.querySelector(s!)!).getPropertyValue(p!).trim(), [selector, property])
const post = (widget: string) => style(`#${widget} .vf-button`, 'background-color')

test('without the publisher: our light and dark values, the page\'s own font, the old names resolved in each theme', async () => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' })
  await publisher('')
  assert.is(await post('light'), 'rgb(29, 91, 216)')
  assert.is(await post('dark'), 'rgb(143, 177, 255)')
  assert.is(await style('#light', 'font-family'), 'Georgia, serif', 'the page\'s font, not one we force')
  assert.is(await style('#light .vf-button', 'font-family'), 'Georgia, serif', 'controls too')
  assert.is(await style('#light .old', 'background-color'), 'rgb(255, 255, 255)')
  assert.is(await style('#dark .old', 'background-color'), 'rgb(21, 23, 27)', '--vf-bg follows the widget\'s theme')
  assert.is(await style('#dark .old', 'color'), 'rgb(236, 238, 242)')
  assert.is(await style('#auto .old', 'background-color'), 'rgb(255, 255, 255)', 'auto on a light system')
  await page.emulateMedia({ colorScheme: 'dark' })
  assert.is(await style('#auto .old', 'background-color'), 'rgb(21, 23, 27)', 'auto on a dark system')
  await page.emulateMedia({ colorScheme: 'light' })
})

test('the publisher\'s values win: on :root, on a container, on the widget\'s tag; dark ones through --vf-dark-*', async () => {
  await publisher(`:root{--vf-accent:#c00000;--vf-font-family:"Courier New",monospace;--vf-dark-accent:#ff8888}
    .article{--vf-surface:#fafafa;--vf-dark-surface:#000}`)
  assert.is(await post('light'), 'rgb(192, 0, 0)', ':root beats our defaults')
  assert.is(await style('#light', 'font-family'), '"Courier New", monospace')
  assert.is(await style('#light', 'background-color'), 'rgb(250, 250, 250)', 'a container\'s value reaches the widget')
  assert.is(await post('dark'), 'rgb(255, 136, 136)', 'the dark theme reads --vf-dark-accent')
  assert.is(await style('#dark', 'background-color'), 'rgb(0, 0, 0)')
  assert.is(await style('#dark .old', 'background-color'), 'rgb(0, 0, 0)', 'and the old name follows it')

  await publisher('vf-x{--vf-accent:#008000}')
  assert.is(await post('light'), 'rgb(0, 128, 0)', 'a rule for the widget\'s tag')
  assert.is(await post('dark'), 'rgb(0, 128, 0)', 'beats our dark value too')
})

test('skeletons pulse only for a reader who has not asked for reduced motion', async () => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await publisher('')
  assert.is(await style('#auto .vf-skeleton-shape', 'animation-name'), 'vf-skeleton-pulse')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  assert.is(await style('#auto .vf-skeleton-shape', 'animation-name'), 'none')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
})

test('the text area is one line empty, grows with each line, and scrolls past ten', async () => {
  await publisher('')
  const area = page.getByRole('textbox', { name: 'Your comment' })
  const height = () => area.evaluate((el) => el.getBoundingClientRect().height)
  const empty = await height()
  await area.fill('one\ntwo\nthree')
  const three = await height()
  assert.ok(three > empty * 2, `${empty} → ${three}`)
  await area.fill(Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n'))
  const full = await height()
  assert.ok(full < three * 5, `capped: ${full}`)
  assert.ok(await area.evaluate((el) => el.scrollHeight > el.clientHeight), 'the rest scrolls')
  await area.fill('')
  assert.is(await height(), empty)
})

test.run()
