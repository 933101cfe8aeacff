/** `npm run bench`: same-run ratios against a baseline, one line per benchmark. */
import { benchBus, type BenchResult } from './bus.bench'

const benches: Array<() => BenchResult | Promise<BenchResult>> = [benchBus]

let over = 0
for (const bench of benches) {
  const result = await bench()
  const within = result.ratio <= result.goal
  if (!within) over++
  console.log(`${result.name}\n  ratio ${result.ratio.toFixed(2)}× (goal ≤ ${result.goal}×) ${within ? 'ok' : 'OVER GOAL'} — ${result.detail}`)
}
// Benchmarks inform; they do not fail a build (machines differ). The summary says how many missed.
console.log(`${benches.length - over} within goal, ${over} over goal`)
