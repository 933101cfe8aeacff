/** `npm run bench`: same-run ratios against a baseline, one line per result (a benchmark may give several). */
import { benchAnalytics } from './analytics.bench'
import { benchBus, type BenchResult } from './bus.bench'
import { benchComments } from './comments.bench'
import { benchChat } from './chat.bench'
import { benchLayout } from './layout.bench'
import { benchRealtime } from './realtime.bench'
import { benchService } from './service.bench'
import { benchWeight } from './weight.bench'

type Outcome = BenchResult | BenchResult[]
const all: Array<() => Outcome | Promise<Outcome>> = [benchBus, benchWeight, benchComments, benchChat, benchLayout, benchRealtime, benchService, benchAnalytics]
// `npm run bench -- realtime` runs only the benchmarks whose name holds one of the words given.
const only = process.argv.slice(2).map((word) => word.toLowerCase())
const benches = only.length ? all.filter((bench) => only.some((word) => bench.name.toLowerCase().includes(word))) : all

let results = 0
let over = 0
let broken = 0
for (const bench of benches) {
  let outcome: Outcome
  try {
    outcome = await bench()
  } catch (error) {
    // A benchmark that cannot run is a broken tool, not a slow product: say so and go on with the others.
    broken++
    console.log(`${bench.name}\n  could not run — ${error instanceof Error ? error.message : String(error)}`)
    continue
  }
  for (const result of Array.isArray(outcome) ? outcome : [outcome]) {
    results++
    const within = result.ratio <= result.goal
    if (!within) over++
    const figure = result.unit ? `${result.measure ?? 'figure'} ${result.ratio.toFixed(result.digits ?? 1)} ${result.unit} (goal ≤ ${result.goal} ${result.unit})` : `ratio ${result.ratio.toFixed(2)}× (goal ≤ ${result.goal}×)`
    console.log(`${result.name}\n  ${figure} ${within ? 'ok' : 'OVER GOAL'} — ${result.detail}`)
  }
}
// Benchmarks inform; they do not fail a build (machines differ). The summary says how many missed.
console.log(`${results - over} within goal, ${over} over goal${broken ? `, ${broken} could not run` : ''}`)
// Only a benchmark that could not run makes the command fail: that is a fault in the tool, not a result.
if (broken) process.exitCode = 1
