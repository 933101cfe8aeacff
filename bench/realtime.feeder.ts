/**
 * The realtime bench's feed process (started by `startFeed`, bench/realtime.feed.ts): makes a busy
 * thread's messages and sends them to the bench over IPC at the rate asked, each on its own time on
 * the schedule, in ~1 ms batches, then says it is done. Nothing here touches the service.
 */
import { performance } from 'node:perf_hooks'
import { createFeed, type Expectation, type FeedCommand, type FeedReport } from './realtime.feed'

let next: ReturnType<typeof createFeed> | undefined
const report = (message: FeedReport) => process.send!(message)

function drive(feed: ReturnType<typeof createFeed>, rate: number, seconds: number) {
  const total = Math.round(rate * seconds)
  const start = performance.now()
  let made = 0
  const tick = () => {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1)
    const messages: Array<{ message: unknown; expect: Expectation }> = []
    for (; made < due; made++) messages.push(feed())
    if (messages.length) report({ type: 'batch', messages })
    if (made >= total) report({ type: 'done' })
    else setTimeout(tick, 1)
  }
  tick()
}

process.on('message', (command: FeedCommand) => {
  if (command.cmd === 'init') {
    next = createFeed(command.items, command.users, command.containerUuid)
    report({ type: 'ready' })
  } else if (command.cmd === 'drive' && next) drive(next, command.rate, command.seconds)
})
// The bench's end (or its crash) ends this process too.
process.on('disconnect', () => process.exit(0))
