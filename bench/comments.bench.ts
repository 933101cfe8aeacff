/**
 * The comments widget's rendering (issue 19, deliverables 2 and 3) against hand-written DOM of the same
 * markup from the same data, in Debian's Chromium with the reference service's demo data (fresh,
 * deterministically seeded). A reader pages through the big thread's 1,000 comments: mount, the first
 * screen, then "load more" of 100 until all are in, the widget answered from the service's recorded
 * answers (no service time; see comments.page.ts) and the baseline (comments-dom.ts) making the same
 * comments from the same answers with createElement. Both run in the same page, interleaved round by
 * round, so both see the same machine state. Lines, each with its goal:
 *
 * - first screen (mount → the first answer's comments in the DOM and laid out) ≤ 1.5× the baseline;
 * - a "load more" of 100 ≤ 1.5× the baseline appending the same 100; the tenth ≤ 1.2× the first;
 * - all 1,000 as main-thread busy time (a CPU profile's non-idle time) ≤ 2× the baseline; no task over 50 ms;
 * - 10,000 comments (made from the recorded answers: comments-synth.ts): the first screen ≤ 1.2× the
 *   1,000 thread's, the document no larger than with 1,000 (windowed), no task over 50 ms, and
 *   `window.find` finding loaded comments scrolled out of view.
 */
import { writeFileSync } from 'node:fs'
import type { CDPSession, Page } from 'playwright-core'
import type { BenchResult } from './bus.bench'
import { distDir, withBenchPage } from './chromium-bench'
import type { Harness, PagedRound } from './comments.page'
import { splitProfile, type CpuProfile, type TimeSplit } from './cpu-profile'

const ROUNDS = Number(process.env.VF_BENCH_ROUNDS ?? 5)
const PROFILED = Number(process.env.VF_BENCH_PROFILED ?? 3)

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

type Options = Parameters<Harness['widget']>[0]
const widget = (page: Page, options: Options = {}) => page.evaluate((o) => (window as unknown as { vfBench: Harness }).vfBench.widget(o), options)
const baseline = (page: Page, firstOnly = false) => page.evaluate((f) => (window as unknown as { vfBench: Harness }).vfBench.baseline({ firstOnly: f }), firstOnly)

/** `run` under the CPU profiler: its main-thread busy time (all but idle) and where it went. */
async function profiled<T>(cdp: CDPSession, run: () => Promise<T>): Promise<{ result: T; busy: number; split: TimeSplit; profile: unknown }> {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
  await cdp.send('Profiler.start')
  const result = await run()
  const { profile } = await cdp.send('Profiler.stop')
  await cdp.send('Profiler.disable')
  const split = splitProfile(profile as CpuProfile, distDir)
  return { result, busy: split.totalMs - split.idleMs, split, profile }
}

const ms = (n: number) => `${n < 100 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US')} ms`
const longestOf = (rounds: PagedRound[]) => Math.max(0, ...rounds.map((r) => r.longestTask))
const longest = (n: number) => (n > 0 ? ms(n) : 'none over 50 ms')

/** React, the DOM calls it makes, our code, GC: the split of one profiled run. */
function splitText(split: TimeSplit): string {
  const script = split.script.slice(0, 6).map((s) => `${s.origin} ${ms(s.ms)}`).join(', ')
  return `busy ${ms(split.totalMs - split.idleMs)}: style/layout/paint ${ms(split.browserMs)}, GC ${ms(split.gcMs)}, JavaScript ${script}`
}

export async function benchComments(): Promise<BenchResult[]> {
  // The in-page harness: see comments.page.ts for why it is bundled.
  return withBenchPage('comments.page.ts', async ({ page, browser, service }) => {
    await page.goto(`${service.origin}/big-thread.html`)
    await page.locator('vf-conversations').scrollIntoViewIfNeeded()
    await page.locator('vf-conversations .vf-comment-list > li > article').first().waitFor()
    const cdp = await browser.context.newCDPSession(page)
    // Before every run the widget (or baseline) is taken off and the garbage collected, so no side pays
    // for the one before: a thousand unmounted comments are ~20 MB of garbage.
    const fresh = async () => {
      await page.evaluate(() => (window as unknown as { vfBench: Harness }).vfBench.unmount())
      await cdp.send('HeapProfiler.collectGarbage')
    }

    // Warm-up: every chunk, locale and formatter loaded, every path compiled, the service's answers
    // recorded (the live run's figures are printed apart), the baseline's surroundings captured and its
    // markup compared with the widget's.
    await fresh()
    const live = await page.evaluate(() => (window as unknown as { vfBench: Harness }).vfBench.record())
    const markup = await page.evaluate(() => (window as unknown as { vfBench: Harness }).vfBench.capture())
    await fresh()
    await widget(page)
    await fresh()
    await baseline(page)
    await fresh()
    await widget(page, { synthetic: true, pages: 10 })

    const widgetRounds: PagedRound[] = []
    const baselineRounds: PagedRound[] = []
    const bigFirst: PagedRound[] = []
    const firstRatios: number[] = []
    const moreRatios: number[] = []
    const sides = ['widget', 'baseline', 'big'] as const
    for (let round = 0; round < ROUNDS; round++) {
      // Rotate the order so no side always follows the same one.
      for (let i = 0; i < sides.length; i++) {
        const side = sides[(round + i) % sides.length]!
        await fresh()
        if (side === 'widget') widgetRounds.push(await widget(page))
        else if (side === 'baseline') baselineRounds.push(await baseline(page))
        else bigFirst.push(await widget(page, { synthetic: true, pages: 10 }))
      }
      firstRatios.push(widgetRounds[round]!.firstScreen / baselineRounds[round]!.firstScreen)
      moreRatios.push(median(widgetRounds[round]!.loadMores) / median(baselineRounds[round]!.loadMores))
    }

    // Busy time: both sides under the profiler (the same sampling cost on both), apart from the timed rounds.
    const widgetBusy: number[] = []
    const baselineBusy: number[] = []
    let widgetSplit: TimeSplit | undefined
    let baselineSplit: TimeSplit | undefined
    for (let round = 0; round < PROFILED; round++) {
      await fresh()
      const w = await profiled(cdp, () => widget(page))
      widgetBusy.push(w.busy)
      widgetSplit = w.split
      widgetRounds.push(w.result)
      // VF_BENCH_PROFILE=file.cpuprofile keeps a widget profile for Chromium DevTools' Performance panel.
      if (process.env.VF_BENCH_PROFILE) writeFileSync(process.env.VF_BENCH_PROFILE, JSON.stringify(w.profile))
      await fresh()
      const b = await profiled(cdp, () => baseline(page))
      baselineBusy.push(b.busy)
      baselineSplit = b.split
    }
    await fresh()
    const firstSplit = await profiled(cdp, () => widget(page, { pages: 0 }))
    await fresh()
    const baselineFirstSplit = await profiled(cdp, () => baseline(page, true))

    // The 10,000-comment thread, paged through to its end once, then find-in-page.
    await fresh()
    const big = await widget(page, { synthetic: true })
    const find = await page.evaluate(() => (window as unknown as { vfBench: Harness }).vfBench.findOutOfView())
    await fresh()

    const med = (values: number[]) => ms(median(values))
    const w = widgetRounds[widgetRounds.length - 1]!
    const missed = [...new Set(widgetRounds.flatMap((r) => r.missed))]
    const markupText = `markup: ${markup.same} of ${markup.compared} comments identical to the widget's${markup.difference ? ` (first difference: ${markup.difference})` : ''}`
    const setup = `${w.firstCount} comments in the first answer, then ${w.loadMores.length} "load more" of 100; ${missed.length ? `${missed.length} requests missed the recording and went to the service: ${missed.slice(0, 3).join(', ')}` : 'every answer from the recording'}`
    // The tenth "load more" over the first, per round, in the 10,000 thread (the 1,000 thread's tenth is its last 80).
    const tenthRatios = bigFirst.map((r) => r.loadMores[9]! / r.loadMores[0]!)
    const bigLongest = big.longestTask
    return [
      {
        name: 'comments: first screen (mount → the first answer\'s comments in the DOM and laid out) vs hand-written createElement of the same markup from the same answer, Chromium',
        ratio: median(firstRatios),
        goal: 1.5,
        detail: [
          `median ${med(widgetRounds.slice(0, ROUNDS).map((r) => r.firstScreen))} vs ${med(baselineRounds.map((r) => r.firstScreen))} over ${ROUNDS} rounds; ${setup}`,
          markupText,
          `profile, widget: ${splitText(firstSplit.split)}`,
          `profile, baseline: ${splitText(baselineFirstSplit.split)}`,
        ].join('\n    '),
      },
      {
        name: 'comments: "load more" of 100 (the call → its comments in the DOM and laid out) vs the baseline appending the same 100, Chromium',
        ratio: median(moreRatios),
        goal: 1.5,
        detail: `median ${med(widgetRounds.slice(0, ROUNDS).flatMap((r) => r.loadMores))} vs ${med(baselineRounds.flatMap((r) => r.loadMores))}; in the 1,000 thread the last vs the first: ${med(widgetRounds.map((r) => r.loadMores.at(-1)!))} vs ${med(widgetRounds.map((r) => r.loadMores[0]!))}`,
      },
      {
        name: 'comments: the tenth "load more" of a thread vs its first (10,000-comment thread), Chromium',
        ratio: median(tenthRatios),
        goal: 1.2,
        detail: `median ${med(bigFirst.map((r) => r.loadMores[9]!))} vs ${med(bigFirst.map((r) => r.loadMores[0]!))} over ${ROUNDS} rounds (ratios ${tenthRatios.map((r) => r.toFixed(2)).join(', ')}); the full 10,000 run's 100th: ${ms(big.loadMores.at(-1)!)} (past 1,500 loaded a step ends at the frame after its answer is in, as the list is windowed)`,
      },
      {
        name: 'comments: all 1,000 comments through the widget\'s paging, main-thread busy time (CPU profile, not wall time) vs the baseline building the same 1,000 from the same answers, Chromium',
        ratio: median(widgetBusy) / median(baselineBusy),
        goal: 2,
        detail: [
          `median busy ${med(widgetBusy)} vs ${med(baselineBusy)} over ${PROFILED} profiled runs each; wall time mount → all in ${med(widgetRounds.map((r) => r.wall))} vs ${med(baselineRounds.map((r) => r.wall))}`,
          `${w.nodes.toLocaleString('en-US')} elements in the widget with ${w.articles.toLocaleString('en-US')} comments and replies (${(w.nodes / w.articles).toFixed(1)} per comment)`,
          `with the service answering (the recording run, not in the ratio): ${ms(live.wall)} mount → all ${live.loaded} in`,
          `profile, widget: ${widgetSplit ? splitText(widgetSplit) : '-'}`,
          `profile, baseline: ${baselineSplit ? splitText(baselineSplit) : '-'}`,
        ].join('\n    '),
      },
      {
        name: 'comments: the longest task while paging through 1,000 comments (every widget run), Chromium',
        ratio: longestOf(widgetRounds),
        goal: 50,
        unit: 'ms',
        measure: 'longest task',
        detail: `the long-task API reports tasks over 50 ms: widget ${longest(longestOf(widgetRounds))} (each run: ${widgetRounds.map((r) => (r.longestTask ? Math.round(r.longestTask) : '-')).join(', ')}), baseline ${longest(longestOf(baselineRounds))} (each run: ${baselineRounds.map((r) => (r.longestTask ? Math.round(r.longestTask) : '-')).join(', ')})`,
      },
      {
        name: 'comments: 10,000-comment thread, mount cost (first screen) vs the 1,000-comment thread\'s (the same first answer size, replies kept), Chromium',
        ratio: median(bigFirst.map((r) => r.firstScreen)) / median(widgetRounds.slice(0, ROUNDS).map((r) => r.firstScreen)),
        goal: 1.2,
        detail: `median ${med(bigFirst.map((r) => r.firstScreen))} vs ${med(widgetRounds.slice(0, ROUNDS).map((r) => r.firstScreen))} over ${ROUNDS} rounds`,
      },
      {
        name: 'comments: 10,000-comment thread all loaded, elements in the widget vs with the 1,000-comment thread all loaded (windowed rendering), Chromium',
        ratio: big.nodes / w.nodes,
        goal: 1,
        detail: `${big.nodes.toLocaleString('en-US')} elements, ${big.articles.toLocaleString('en-US')} comments rendered of ${big.loaded.toLocaleString('en-US')} loaded, vs ${w.nodes.toLocaleString('en-US')} with 1,000; mount → all in ${ms(big.wall)} over ${big.loadMores.length} "load more"`,
      },
      {
        name: 'comments: the longest task while paging through 10,000 comments, Chromium',
        ratio: bigLongest,
        goal: 50,
        unit: 'ms',
        measure: 'longest task',
        detail: `one run, ${longest(bigLongest)}`,
      },
      {
        name: 'comments: 10,000-comment thread, window.find for loaded comments scrolled out of view (the list\'s end in view), Chromium',
        ratio: find.asked.length - find.found.length,
        goal: 0,
        unit: `of ${find.asked.length}`,
        measure: 'not found',
        digits: 0,
        detail: `asked for comments no. ${find.asked.map((n) => n + 1).join(', ')}; found ${find.found.length ? find.found.map((n) => n + 1).join(', ') : 'none'}`,
      },
    ]
  })
}
