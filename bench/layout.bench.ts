/**
 * Layout stability (issue 19, 4): the Cumulative Layout Shift a reader sees while the widgets load, on
 * the demo article (comments, count, pull quote, conversation starter, tray bell) and on the
 * 1,000-comment page, in Debian's Chromium against the freshly seeded reference service. Each page is
 * loaded as its publisher wrote it (`initial-height` on the discussion) and without that attribute (the
 * widget's own skeleton height then), read from the top and with the reader at the discussion while it
 * loads (scrolled to it once the product has reserved its space: layout.page.ts). Goals: 0 with
 * `initial-height`, ≤ 0.01 without. `VF_BENCH_LAYOUT_ROUNDS` sets the loads per line (3).
 *
 * CLS is the Web Vitals figure: layout shifts without recent input, grouped in session windows (a gap of
 * 1 s ends one, none longer than 5 s), the largest window's sum. A load is measured from navigation
 * until the discussion's content is there and nothing has moved for a second more. Each line is the
 * median of its loads; the detail gives the worst load, the elements that moved in it and the widget's
 * heights on the way (the reservation, then the content).
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import type { BenchResult } from './bus.bench'
import { withBenchPage } from './chromium-bench'
import type { LayoutHarness, Shift } from './layout.page'

const ROUNDS = Number(process.env.VF_BENCH_LAYOUT_ROUNDS ?? 3)
/** A load whose discussion has shown nothing by then is stuck, not slow. */
const STUCK_MS = 45_000
/** Quiet after the content came, before a load counts as settled. */
const QUIET_MS = 1000

const root = fileURLToPath(new URL('..', import.meta.url))

/** CLS as Web Vitals computes it: the largest session window (1 s gap, 5 s at most). */
export function cls(shifts: readonly Shift[]): number {
  let best = 0
  let sum = 0
  let first = -Infinity
  let last = -Infinity
  for (const shift of [...shifts].sort((a, b) => a.at - b.at)) {
    if (shift.at - last > 1000 || shift.at - first > 5000) {
      sum = 0
      first = shift.at
    }
    sum += shift.value
    last = shift.at
    best = Math.max(best, sum)
  }
  return best
}

interface Load {
  cls: number
  shifts: Shift[]
  heights: Array<[number, number]>
}

const harness = (page: Page) => page.evaluate(() => {
  const h = (window as unknown as { vfLayout: LayoutHarness }).vfLayout
  return { shifts: h.shifts(), heights: h.heights(), content: h.content() }
})

async function load(page: Page, url: string): Promise<Load> {
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  const started = Date.now()
  let contentSince: number | undefined
  let shiftsSeen = -1
  let quietSince = Date.now()
  for (;;) {
    const now = await harness(page)
    if (now.shifts.length !== shiftsSeen) {
      shiftsSeen = now.shifts.length
      quietSince = Date.now()
    }
    if (now.content) contentSince ??= Date.now()
    if (contentSince !== undefined && Date.now() - Math.max(contentSince, quietSince) >= QUIET_MS) return { cls: cls(now.shifts), shifts: now.shifts, heights: now.heights }
    if (Date.now() - started > STUCK_MS) throw new Error(`${url}: no discussion content within ${STUCK_MS / 1000} s`)
    await page.waitForTimeout(100)
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The worst load's story: its shifts with what moved, and the widget's heights. */
function story(worst: Load): string {
  const moved = worst.shifts.filter((s) => s.value > 0.0001).slice(0, 4).map((s) => `${s.value.toFixed(4)} at ${s.at} ms (${[...new Set(s.sources)].slice(0, 3).join(', ')})`)
  const heights = worst.heights.map(([, h]) => h).filter((h, i, all) => i === 0 || all[i - 1] !== h).slice(0, 8).join(' → ')
  return `worst ${worst.cls.toFixed(4)}: ${moved.length ? moved.join('; ') : 'nothing moved'}; widget heights ${heights || '(none)'} px`
}

interface Case {
  page: string
  label: string
  reserved: boolean
  scrolled: boolean
}

const CASES: Case[] = [
  { page: 'index.html', label: 'demo article', reserved: true, scrolled: false },
  { page: 'index.html', label: 'demo article', reserved: true, scrolled: true },
  { page: 'big-thread.html', label: '1,000-comment page', reserved: true, scrolled: false },
  { page: 'big-thread.html', label: '1,000-comment page', reserved: true, scrolled: true },
  { page: 'index.html', label: 'demo article', reserved: false, scrolled: false },
  { page: 'index.html', label: 'demo article', reserved: false, scrolled: true },
  { page: 'big-thread.html', label: '1,000-comment page', reserved: false, scrolled: false },
  { page: 'big-thread.html', label: '1,000-comment page', reserved: false, scrolled: true },
]

export async function benchLayout(): Promise<BenchResult[]> {
  const script = (await build({ entryPoints: [join(root, 'bench', 'layout.page.ts')], bundle: true, write: false, format: 'iife', target: 'es2022', logLevel: 'warning' })).outputFiles[0]!.text
  return withBenchPage('layout.page.ts', async ({ browser, service }) => {
    const results: BenchResult[] = []
    for (const c of CASES) {
      const loads: Load[] = []
      for (let round = 0; round < ROUNDS; round++) {
        // A page of its own per load: nothing of the last load's layout or scroll carries over.
        const page = await browser.context.newPage()
        const failures: string[] = []
        page.on('pageerror', (error) => failures.push(error.message))
        await page.addInitScript({ content: script })
        // Without the attribute: the page as a publisher who did not set it would serve it.
        if (!c.reserved) {
          await page.route(`${service.origin}/${c.page}*`, async (route) => {
            const response = await route.fetch()
            await route.fulfill({ response, body: (await response.text()).replace(/\s+initial-height="\d+"/g, '') })
          })
        }
        try {
          loads.push(await load(page, `${service.origin}/${c.page}${c.scrolled ? '?vf-layout=widget' : ''}`))
          if (failures.length) throw new Error(`${c.page}: the page reported errors: ${failures.join('; ')}`)
        } finally {
          await page.close()
        }
      }
      const figures = loads.map((l) => l.cls)
      const worst = loads.reduce((a, b) => (b.cls > a.cls ? b : a))
      results.push({
        name: `layout: CLS on the ${c.label}, ${c.reserved ? 'with initial-height' : 'without initial-height'}, ${c.scrolled ? 'the reader at the discussion while it loads' : 'read from the top'}, Chromium`,
        ratio: median(figures),
        goal: c.reserved ? 0 : 0.01,
        unit: 'CLS',
        measure: 'median',
        digits: 4,
        detail: `${ROUNDS} loads: ${figures.map((f) => f.toFixed(4)).join(', ')}; ${story(worst)}`,
      })
    }
    return results
  })
}
