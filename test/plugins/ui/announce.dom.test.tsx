/** A live list's polite announcements, paced on the widget's clock: a steady count, and arrivals gathered. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup, render } from '@testing-library/react'
import { useArrivals, useSteadyCount } from '../../../plugins/ui'
import { fakeTimers } from '../../support/fake-timers'

test.after.each(() => cleanup())

test('a count is said at once, then at most once per period (the value then), and at once back to none; the next one waits its period (the caller says the live count while the said one is none)', async () => {
  const timers = fakeTimers()
  let said = -1
  function Region({ n }: { n: number }) {
    said = useSteadyCount(n, 10_000, timers)
    return null
  }
  const { rerender } = render(<Region n={0} />)
  rerender(<Region n={1} />)
  await act(() => timers.flush())
  assert.is(said, 1, 'the first is said at once')
  rerender(<Region n={2} />)
  rerender(<Region n={3} />)
  await act(() => timers.tick(9_999))
  assert.is(said, 1, 'the next wait for the period')
  await act(() => timers.tick(1))
  assert.is(said, 3, 'then the value at that time')
  rerender(<Region n={0} />)
  await act(() => timers.flush())
  assert.is(said, 0, 'none, at once')
  rerender(<Region n={1} />)
  await act(() => timers.flush())
  assert.is(said, 0, 'nothing stale is said')
  await act(() => timers.tick(10_000))
  assert.is(said, 1, 'the new count, at the end of the period')
})

test('arrivals: the first after a quiet spell is said at once, the next gathered for the period, then the region clears', async () => {
  const timers = fakeTimers()
  let said = -1
  let add: (n: number) => void = () => undefined
  function Region() {
    ;[said, add] = useArrivals(10_000, timers)
    return null
  }
  render(<Region />)
  await act(async () => add(1))
  assert.is(said, 1)
  await act(async () => {
    add(1)
    add(2)
  })
  assert.is(said, 1, 'gathered')
  await act(() => timers.tick(10_000))
  assert.is(said, 3, 'said together')
  await act(() => timers.tick(10_000))
  assert.is(said, 0, 'cleared when nothing more came')
})

test.run()
