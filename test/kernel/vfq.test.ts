import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createVfQ } from '../../kernel/vfq'
import { recordingLogger } from '../support/console'
import { fakeTimers } from '../support/fake-timers'

function setup(initial?: unknown) {
  const { logger, out } = recordingLogger()
  const timers = fakeTimers()
  const host: { vfQ?: unknown } = initial === undefined ? {} : { vfQ: initial }
  const vfQ = createVfQ({ host, logger, timers })
  return { host, vfQ, timers, out }
}

test('nothing runs before start (ready); then one entry per macrotask, in order', async () => {
  const ran: string[] = []
  const { vfQ, timers } = setup([() => ran.push('a'), { fn: () => ran.push('b') }, () => ran.push('c')])
  await timers.tick(1000)
  assert.equal(ran, [])
  vfQ.start()
  await timers.next()
  assert.equal(ran, ['a'], 'one entry per macrotask')
  await timers.next()
  assert.equal(ran, ['a', 'b'])
  await timers.next()
  assert.equal(ran, ['a', 'b', 'c'])
})

test('entries pushed after ready are picked up within 150 ms', async () => {
  const { vfQ, timers, host } = setup([])
  vfQ.start()
  await timers.tick(0)
  const ran: number[] = []
  ;(host.vfQ as unknown[]).push(() => ran.push(timers.now))
  await timers.tick(149)
  assert.equal(ran.length, 0)
  await timers.tick(1)
  assert.equal(ran, [150])
})

test('a page that defines vfQ only after load is still served (the array is created and re-read)', async () => {
  const { vfQ, timers, host } = setup()
  vfQ.start()
  await timers.tick(0)
  assert.ok(Array.isArray(host.vfQ))
  const ran: string[] = []
  host.vfQ = [() => ran.push('replaced array')]
  await timers.tick(150)
  assert.equal(ran, ['replaced array'])
})

test('stop (unready) halts draining; start resumes it', async () => {
  const ran: string[] = []
  const { vfQ, timers } = setup([() => ran.push('a'), () => ran.push('b')])
  vfQ.start()
  await timers.next()
  vfQ.stop()
  assert.is(vfQ.running, false)
  await timers.tick(1000)
  assert.equal(ran, ['a'])
  vfQ.start()
  await timers.tick(0)
  assert.equal(ran, ['a', 'b'])
})

test('a throwing or rejecting entry is reported and the next one runs; non-functions are skipped with a warning', async () => {
  const ran: string[] = []
  const { vfQ, timers, out } = setup([
    () => {
      throw new Error('page bug')
    },
    async () => {
      throw new Error('async page bug')
    },
    'not a function',
    { fn: 42 },
    () => ran.push('after'),
  ])
  vfQ.start()
  await timers.tick(0)
  await timers.tick(0)
  await timers.tick(0)
  await timers.tick(0)
  await timers.tick(0)
  assert.equal(ran, ['after'])
  assert.is(out.error.length, 2)
  assert.match(out.error[0]!, 'A window.vfQ callback threw')
  assert.match(out.error[1]!, 'A window.vfQ callback failed')
  assert.is(out.warn.length, 2)
  assert.match(out.warn[0]!, 'must be a function or {fn: function}')
})

test('a vfQ that is not an array is ignored with a warning', async () => {
  const { vfQ, timers, out } = setup({ push() {} })
  vfQ.start()
  await timers.tick(0)
  assert.match(out.warn[0]!, 'window.vfQ must be an array')
})

test.run()
