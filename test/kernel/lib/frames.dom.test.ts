import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { inNextFrame, NO_FRAME_FALLBACK_MS } from '../../../kernel/lib/frames'

/** Animation frames by hand: the callbacks the page asked for, run when the test says a frame came. */
function handFrames() {
  const native = { raf: globalThis.requestAnimationFrame, caf: globalThis.cancelAnimationFrame, setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout }
  let waiting = new Map<number, FrameRequestCallback>()
  let timers = new Map<number, { fn: () => void; ms: number }>()
  let next = 0
  globalThis.requestAnimationFrame = (callback) => {
    waiting.set(++next, callback)
    return next
  }
  globalThis.cancelAnimationFrame = (handle) => void waiting.delete(handle)
  globalThis.setTimeout = ((fn: () => void, ms: number) => {
    timers.set(++next, { fn, ms })
    return next
  }) as typeof setTimeout
  globalThis.clearTimeout = ((handle: number) => void timers.delete(handle)) as typeof clearTimeout
  return {
    asked: () => waiting.size,
    timers: () => [...timers.values()].map((t) => t.ms),
    frame() {
      const due = waiting
      waiting = new Map()
      for (const callback of due.values()) callback(0)
    },
    /** The timers run, as in a hidden page where frames never come. */
    timersFire() {
      const due = timers
      timers = new Map()
      for (const { fn } of due.values()) fn()
    },
    restore: () => void Object.assign(globalThis, { requestAnimationFrame: native.raf, cancelAnimationFrame: native.caf, setTimeout: native.setTimeout, clearTimeout: native.clearTimeout }),
  }
}

test('everything asked before a frame runs in one animation-frame callback, in order; a cancelled one does not', () => {
  const frames = handFrames()
  try {
    const ran: string[] = []
    inNextFrame(() => ran.push('live'))
    const cancel = inNextFrame(() => ran.push('cancelled'))
    inNextFrame(() => ran.push('clock'))
    cancel()
    assert.is(frames.asked(), 1, 'one callback for the frame')
    frames.frame()
    assert.equal(ran, ['live', 'clock'])
    inNextFrame(() => ran.push('next'))
    assert.is(frames.asked(), 1)
    frames.frame()
    assert.equal(ran, ['live', 'clock', 'next'])
  } finally {
    frames.restore()
  }
})

test('one failing callback is reported and the others still run; nothing reaches the page', () => {
  const frames = handFrames()
  const native = console.error
  const reported: unknown[] = []
  console.error = (...args: unknown[]) => void reported.push(args[0])
  try {
    const ran: string[] = []
    inNextFrame(() => {
      throw new Error('broken widget')
    })
    inNextFrame(() => ran.push('other'))
    frames.frame()
    assert.equal(ran, ['other'])
    assert.match(String(reported[0]), 'a frame callback failed')
  } finally {
    console.error = native
    frames.restore()
  }
})

test('a hidden page, which gets no animation frames, still runs what waits after a second; in a visible one the frame clears that timer', () => {
  const frames = handFrames()
  try {
    const ran: string[] = []
    inNextFrame(() => ran.push('live batch'))
    assert.equal(frames.timers(), [NO_FRAME_FALLBACK_MS])
    frames.frame()
    assert.equal(ran, ['live batch'])
    assert.equal(frames.timers(), [], 'the frame came: no timer left')

    // Hidden: the frame never comes.
    inNextFrame(() => ran.push('while hidden'))
    inNextFrame(() => ran.push('also hidden'))
    frames.timersFire()
    assert.equal(ran, ['live batch', 'while hidden', 'also hidden'])
    assert.is(frames.asked(), 0, 'the frame request is withdrawn, so it cannot run anything twice')
    inNextFrame(() => ran.push('back'))
    assert.is(frames.asked(), 1)
    frames.frame()
    assert.equal(ran, ['live batch', 'while hidden', 'also hidden', 'back'])
  } finally {
    frames.restore()
  }
})

test.run()
