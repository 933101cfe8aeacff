/**
 * The chat bench's in-page harness (injected before the product loads, bench/chat.bench.ts): notes when
 * the chat first shows its 30 messages (from navigation start), every main-thread task over 50 ms, and,
 * between `start` and `stop`, the time between painted frames.
 */
export interface ChatHarness {
  /** ms from navigation start until 30 messages were laid out; undefined until then. */
  opened?: number
  /** Every long task so far: start and duration (ms). */
  longTasks: Array<[start: number, duration: number]>
  /** Starts noting frame times. */
  start(): void
  /** Stops, and answers the frame times (ms) and the long tasks since `start`. */
  stop(): { frames: number[]; longTasks: number[] }
}

const longTasks: Array<[number, number]> = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push([entry.startTime, entry.duration])
}).observe({ type: 'longtask', buffered: true })

let frames: number[] = []
let running = false
let from = 0
let last = 0
const tick = (now: number) => {
  if (!running) return
  if (last) frames.push(now - last)
  last = now
  requestAnimationFrame(tick)
}

const harness: ChatHarness = {
  longTasks,
  start() {
    frames = []
    last = 0
    from = performance.now()
    running = true
    requestAnimationFrame(tick)
  },
  stop() {
    running = false
    return { frames, longTasks: longTasks.filter(([start]) => start >= from).map(([, d]) => d) }
  },
}
;(window as unknown as { vfChatBench: ChatHarness }).vfChatBench = harness

// The first frame in which the chat shows 30 messages.
const watch = () => {
  if (document.querySelectorAll('vf-livechat ul.vf-chat__messages > li.vf-msg').length >= 30) harness.opened = performance.now()
  else requestAnimationFrame(watch)
}
requestAnimationFrame(watch)
