/**
 * `vf.$publish` with one `$prepublish` middleware and one subscriber, against a raw mitt emit with one
 * handler, interleaved in one run so both see the same machine state. Prints the median ratio (goal ≤ 1.3×).
 */
import mitt from 'mitt'
import { createBus, createBusFacade } from '../kernel/bus'
import { silentLogger } from '../kernel/log'

export interface BenchResult {
  name: string
  /** Measured over baseline; with `unit`, the measured figure itself in that unit. */
  ratio: number
  goal: number
  /** Set when the goal is a figure rather than a ratio (`ms`): `ratio` and `goal` are then in it. */
  unit?: string
  /** What the figure is (`p99`), with `unit`. */
  measure?: string
  /** Decimals the figure is printed with (1 by default; a CLS figure needs 4). */
  digits?: number
  detail: string
}

const BATCH = 20_000
const ROUNDS = 41

function timeBatch(fn: () => void): number {
  const start = process.hrtime.bigint()
  for (let i = 0; i < BATCH; i++) fn()
  return Number(process.hrtime.bigint() - start) / BATCH
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

export function benchBus(): BenchResult {
  const vf = createBusFacade(createBus(silentLogger), () => vf)
  vf.$prepublish((channel, event, ...args) => ({ channel, event, args }))
  let sink = 0
  vf.$subscribe('comment', 'created', (comment: { n: number }) => {
    sink += comment.n
  })

  const raw = mitt<{ 'comment/created': { n: number } }>()
  raw.on('comment/created', (comment) => {
    sink += comment.n
  })

  const payload = { n: 1 }
  const ours = () => vf.$publish('comment', 'created', payload)
  const theirs = () => raw.emit('comment/created', payload)

  // Warm both paths up so the JIT has compiled them before anything is measured.
  for (let i = 0; i < 5; i++) {
    timeBatch(ours)
    timeBatch(theirs)
  }
  const ratios: number[] = []
  const oursNs: number[] = []
  const theirsNs: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first so neither always benefits from the other's warm caches.
    const a = round % 2 === 0 ? timeBatch(ours) : 0
    const b = timeBatch(theirs)
    const c = round % 2 === 1 ? timeBatch(ours) : a
    oursNs.push(c)
    theirsNs.push(b)
    ratios.push(c / b)
  }
  if (sink === 0) throw new Error('the benchmark did not run its subscribers')
  return {
    name: 'bus: vf.$publish (1 middleware, 1 subscriber) vs mitt.emit (1 handler)',
    ratio: median(ratios),
    goal: 1.3,
    detail: `median ${median(oursNs).toFixed(1)} ns vs ${median(theirsNs).toFixed(1)} ns per publish over ${ROUNDS} rounds of ${BATCH}`,
  }
}
