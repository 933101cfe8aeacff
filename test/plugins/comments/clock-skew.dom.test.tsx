/**
 * A reader whose computer's clock is hours or a day off the service's (a wrong time zone setting, a
 * dead battery): the product neither refreshes the login in a loop nor dates anything in the future.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Constants } from '../../../contracts/constants'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { domService } from '../../support/dom-service'
import { startComments } from './support'

const served = domService(test)
const api = served.api
const HOUR = 3_600_000
const REFRESH = 'GET /v2/users/refreshusertoken'

for (const offset of [2 * HOUR, -2 * HOUR, 25 * HOUR, -25 * HOUR]) {
  const skew = `${offset > 0 ? '+' : '−'}${Math.abs(offset) / HOUR} h`
  test(`a client clock ${skew} off: one login refresh per period, and no comment dated in the future`, async () => {
    const { product, timers } = await startComments(api, '<vf-conversations vf-container-id="riverside-park"></vf-conversations>', { now: () => Date.now() + offset })
    const reader = DEMO_ACCOUNTS[2]!
    await act(async () => void (await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })))
    await act(() => api.settle())
    const list = await waitFor(() => screen.getByRole('list', { name: 'Comments' }), { timeout: 10_000 })
    // A comment the service dates now, which a clock behind it would see as in the future.
    const words = `Posted with the clock ${skew} off`
    const box = await waitFor(() => screen.getByRole('textbox', { name: 'Join the conversation' }), { timeout: 10_000 })
    fireEvent.change(box, { target: { value: words } })
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    await act(() => api.settle())
    await waitFor(() => within(list).getByText(words), { timeout: 10_000 })

    // Half an hour of reading: the login is refreshed on its timer, never again and again.
    api.calls.length = 0
    for (let elapsed = 0; elapsed < 30 * 60_000; elapsed += 150_000) {
      await act(async () => {
        await timers.tick(150_000)
        await api.settle()
      })
    }
    assert.is(api.calls.filter((call) => call === REFRESH).length, Math.floor((30 * 60_000) / Constants.sessionRefreshMs))
    assert.is((product.kernel.store.getState().session as { user: { name: string } }).user.name, reader.name, 'still signed in')

    // Every time shown is now or past ("in 2 hours" would be a time in the future).
    const times = within(list).getAllByText((_, element) => element?.tagName === 'TIME')
    assert.ok(times.length > 0)
    for (const time of times) assert.not.match(time.textContent ?? '', /^in\b|\bfrom now\b/i, time.textContent ?? '')
  })
}

test.run()
