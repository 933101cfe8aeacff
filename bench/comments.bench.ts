/**
 * The comments widget rendering the big thread's 1,000 comments, against plain DOM building the same
 * markup, in Debian's Chromium with the reference service's demo data (fresh, deterministically seeded).
 * Both run in the same page, interleaved round by round, so both see the same machine state. Prints the
 * median ratio (goal ≤ 1.25×), the longest main-thread task, and where the widget's time went.
 *
 * The widget's time runs from its `live_comments.load` call until every top-level comment is in the DOM
 * and laid out, with "load more" (100 at a time) called as soon as each answer is in. It starts from
 * data in hand: the service's answers, recorded in the warm-up, are given back from memory as fresh
 * `Response`s, so it covers the widget's whole own pipeline (HTTP client, JSON, actions, store, React,
 * style and layout) but no service time (see comments.page.ts). What the service adds is printed apart:
 * one run against the live service, and how long its requests were in flight.
 *
 * Two baselines, both the widget's own final list markup appended and laid out, with no framework and
 * no data handling at all: one `<template>` parse of it (the browser's HTML parser), and the same nodes
 * made one by one with createElement, setAttribute, createTextNode and append (what a hand-written
 * widget does). Each is printed as its own ratio.
 */
import { writeFileSync } from 'node:fs'
import type { CDPSession, Page } from 'playwright-core'
import type { BenchResult } from './bus.bench'
import { distDir, withBenchPage } from './chromium-bench'
import type { Harness, Round } from './comments.page'
import { splitProfile, type CpuProfile, type TimeSplit } from './cpu-profile'

const ROUNDS = Number(process.env.VF_BENCH_ROUNDS ?? 5)

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

const recordRound = (page: Page) => page.evaluate(() => (window as unknown as { vfBench: Harness }).vfBench.record())
const widgetRound = (page: Page) => page.evaluate(() => (window as unknown as { vfBench: Harness }).vfBench.widget())
const liveRound = (page: Page) => page.evaluate(() => (window as unknown as { vfBench: Harness }).vfBench.live())
const baselineRound = (page: Page) => page.evaluate(() => (window as unknown as { vfBench: Harness }).vfBench.baseline())
const builtRound = (page: Page) => page.evaluate(() => (window as unknown as { vfBench: Harness }).vfBench.builtBaseline())

/**
 * One more widget run under the CPU profiler, apart from the timed ones so the profiler's cost stays out
 * of them: from mounting until every comment is laid out (the old widget taken off before).
 */
async function profileWidget(page: Page, cdp: CDPSession): Promise<TimeSplit> {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
  await cdp.send('Profiler.start')
  await page.evaluate(() => (window as unknown as { vfBench: Harness }).vfBench.widget(true))
  const { profile } = await cdp.send('Profiler.stop')
  await cdp.send('Profiler.disable')
  // VF_BENCH_PROFILE=file.cpuprofile keeps the profile for Chromium DevTools' Performance panel.
  if (process.env.VF_BENCH_PROFILE) writeFileSync(process.env.VF_BENCH_PROFILE, JSON.stringify(profile))
  return splitProfile(profile as CpuProfile, distDir)
}

const ms = (n: number) => `${n < 100 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US')} ms`
const longest = (rounds: Round[]) => {
  const worst = Math.max(...rounds.map((r) => r.longestTask))
  return worst > 0 ? ms(worst) : 'none over 50 ms'
}

function describe(widget: Round[], baseline: Round[], built: Round[], live: Round, split: TimeSplit): string {
  const script = split.script.slice(0, 5).map((s) => `${s.origin} ${ms(s.ms)}`).join(', ')
  const missed = [...new Set(widget.flatMap((r) => r.missed))]
  const med = (rounds: Round[]) => ms(median(rounds.map((r) => r.ms)))
  return [
    `median ${med(widget)} vs ${med(baseline)} (<template>) and ${med(built)} (node by node) until 1,000 comments are in the DOM and laid out, over ${ROUNDS} rounds`,
    `widget: ${median(widget.map((r) => r.frames))} frames, ${median(widget.map((r) => r.replayed))} answers from the recording, ${missed.length ? `${missed.length} requests missed it and went to the service: ${missed.slice(0, 3).join(', ')}` : 'none missed it'}`,
    `with the service answering (one run, not in the ratio): ${ms(live.ms)}, ${live.requests} comment requests in flight ${ms(live.networkMs)}`,
    `longest task: widget ${longest(widget)}, plain DOM ${longest(baseline)} (<template>), ${longest(built)} (node by node)`,
    `one profiled widget run (${ms(split.totalMs)}): idle ${ms(split.idleMs)}, style/layout/paint ${ms(split.browserMs)}, GC ${ms(split.gcMs)}, JavaScript ${script}`,
  ].join('\n    ')
}

export async function benchComments(): Promise<BenchResult[]> {
  // The in-page harness: see comments.page.ts for why it is bundled.
  return withBenchPage('comments.page.ts', async ({ page, browser, service }) => {
    await page.goto(`${service.origin}/big-thread.html`)
    await page.locator('vf-conversations').scrollIntoViewIfNeeded()
    await page.locator('vf-conversations .vf-comment-list > li > article').first().waitFor()
    const cdp = await browser.context.newCDPSession(page)
    // Before every timed run the widget is taken off and the garbage collected, so neither side pays for
    // the one before: a thousand unmounted comments are ~20 MB of garbage, and collecting them inside the
    // span made one major GC pause of ~57 ms in some widget rounds (never there on a page's first load).
    const fresh = async () => {
      await page.evaluate(() => (window as unknown as { vfBench: Harness }).vfBench.unmount())
      await cdp.send('HeapProfiler.collectGarbage')
    }

    // Warm-up: every chunk, locale and formatter loaded, both code paths compiled, the service's answers
    // recorded for the timed rounds; the markup captured.
    await recordRound(page)
    await page.evaluate(() => (window as unknown as { vfBench: Harness }).vfBench.captureList())
    await baselineRound(page)
    await builtRound(page)

    const widget: Round[] = []
    const baseline: Round[] = []
    const built: Round[] = []
    const ratios: number[] = []
    const builtRatios: number[] = []
    const sides = ['widget', 'baseline', 'built'] as const
    for (let round = 0; round < ROUNDS; round++) {
      // Rotate the order so no side always follows the same one.
      for (let i = 0; i < sides.length; i++) {
        const side = sides[(round + i) % sides.length]!
        await fresh()
        if (side === 'widget') widget.push(await widgetRound(page))
        else if (side === 'baseline') baseline.push(await baselineRound(page))
        else built.push(await builtRound(page))
      }
      ratios.push(widget[round]!.ms / baseline[round]!.ms)
      builtRatios.push(widget[round]!.ms / built[round]!.ms)
    }
    await fresh()
    const live = await liveRound(page)
    await fresh()
    const split = await profileWidget(page, cdp)
    const detail = describe(widget, baseline, built, live, split)
    return [
      {
        name: 'comments: vf-conversations rendering 1,000 comments from data in hand vs plain DOM (<template>) with the same markup, Chromium',
        ratio: median(ratios),
        goal: 1.25,
        detail,
      },
      {
        name: 'comments: vf-conversations rendering 1,000 comments from data in hand vs plain DOM built node by node (createElement) with the same markup, Chromium',
        ratio: median(builtRatios),
        goal: 1.25,
        detail: 'the same rounds as above',
      },
    ]
  })
}
