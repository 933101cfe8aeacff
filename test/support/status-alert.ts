/** A failure shown to the reader for exactly the status time (document 1 §8, document 2 §8: 4000 ms). */
import { act, screen, waitFor } from '@testing-library/react'
import * as assert from 'uvu/assert'
import { Constants } from '../../contracts/constants'
import type { FakeTimers } from './fake-timers'

/** Waits for the page's alert to say `text`, then checks it stays for the status time and not a millisecond more. */
export async function alertForStatusTime(timers: FakeTimers, text: string) {
  await waitFor(() => assert.is(screen.getByRole('alert').textContent, text))
  await act(async () => timers.tick(Constants.statusDisplayMs - 1))
  assert.is(screen.getByRole('alert').textContent, text, 'still shown just before the status time')
  await act(async () => timers.tick(1))
  assert.is(screen.queryByRole('alert'), null, 'gone at the status time')
}
