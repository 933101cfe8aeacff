import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { inNextFrame } from '../../../kernel/lib/frames'

/** Animation frames by hand: the callbacks the page asked for, run when the test says a frame came. */
function handFrames() {
  const native = globalThis.requestAnimationFrame
  let waiting: FrameRequestCallback[] = []
  globalThis.requestAnimationFrame = (callback) => {
    waiting.push(callback)
    return waiting.length
  }
  return {
    asked: () => waiting.length,
    frame() {
      const due = waiting
      waiting = []
      for (const callback of due) callback(0)
    },
    restore: () => void (globalThis.requestAnimationFrame = native),
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

test.run()
