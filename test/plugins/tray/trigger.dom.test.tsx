/**
 * What the page and the reader tell the tray and its trigger besides opening and closing, and what they
 * announce (document 4 §4): `vf-tray-trigger`/`hide` and `unhide`, `tray`/`open-intent`, the `loaded` events.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { domService } from '../../support/dom-service'
import { trayStarter, findTrigger, TRIGGER } from './support'

const served = domService(test)
const start = trayStarter(served.api.fetch)

const trayState = (product: { kernel: { store: { getState(): Record<string, unknown> } } }) => product.kernel.store.getState().tray as { loading: string; open: boolean }

test('vf-tray-trigger/hide hides every trigger until unhide; the tray itself is untouched', async () => {
  const { vf } = await start('<header><vf-tray-trigger></vf-tray-trigger></header><vf-tray-trigger floating="true"></vf-tray-trigger>')
  await waitFor(() => assert.is(screen.getAllByRole('button', { name: TRIGGER }).length, 2))
  await act(async () => vf.$publish('tray', 'open', null, 'vf-profile'))
  await act(async () => vf.$publish('vf-tray-trigger', 'hide'))
  assert.is(screen.queryAllByRole('button', { name: TRIGGER }).length, 0)
  assert.ok(screen.getByRole('dialog'), 'hiding the trigger leaves the tray open')
  await act(async () => vf.$publish('vf-tray-trigger', 'unhide'))
  assert.is(screen.getAllByRole('button', { name: TRIGGER }).length, 2)
})

test('a hidden trigger stays hidden when the page mounts its widgets again, until unhide', async () => {
  const { vf } = await start('<vf-tray-trigger></vf-tray-trigger>')
  await findTrigger()
  await act(async () => vf.$publish('vf-tray-trigger', 'hide'))
  await act(async () => {
    await vf.context.reset()
    await served.api.settle()
  })
  assert.ok(document.querySelector('vf-tray-trigger[data-vf-id]'), 'the trigger is mounted again')
  assert.is(screen.queryByRole('button', { name: TRIGGER }), null)
  await act(async () => vf.$publish('vf-tray-trigger', 'unhide'))
  await findTrigger()
})

test('tray/open-intent on a page without a tray loads one, closed, so the opening that follows is at once', async () => {
  const { product, vf, events } = await start('<main><p>An article without widgets.</p></main>')
  assert.is(document.querySelector('vf-tray'), null)
  await act(async () => vf.$publish('tray', 'open-intent'))
  await waitFor(() => assert.is(trayState(product).loading, 'loaded'), { timeout: 10_000 })
  await act(async () => product.kernel.jobs.idle())
  assert.is(document.querySelectorAll('vf-tray').length, 1)
  assert.is(screen.queryByRole('dialog'), null, 'intent opens nothing')
  assert.is(document.querySelector('vf-tray-trigger'), null, 'a tray placed by the product earns no trigger')
  await act(async () => vf.$publish('tray', 'open-intent'))
  await act(async () => product.kernel.jobs.idle())
  assert.is(document.querySelectorAll('vf-tray').length, 1, 'one tray, however often the intent')
  act(() => vf.$publish('tray', 'open', null, 'vf-account'))
  assert.ok(screen.getByRole('dialog'), 'open in the same turn: nothing left to load')
  assert.equal(events, ['tray/opened:vf-account'])
})

test('hovering or focusing the trigger tells the intent to open, once', async () => {
  const { vf } = await start('<vf-tray-trigger></vf-tray-trigger>')
  let intents = 0
  vf.$subscribe('tray', 'open-intent', () => intents++)
  const trigger = await findTrigger()
  await act(async () => fireEvent.pointerEnter(trigger))
  assert.is(intents, 1)
  await act(async () => fireEvent.focus(trigger))
  await act(async () => fireEvent.pointerEnter(trigger))
  assert.is(intents, 1)
  assert.is(screen.queryByRole('dialog'), null)
})

const LOADED = [['vf-tray', 'loaded'], ['vf-tray-trigger', 'loaded'], ['tray', 'opened']] as const

test('vf-tray/loaded and vf-tray-trigger/loaded are published once per mount, the trigger’s when its button is on the page', async () => {
  const { vf, events } = await start('<vf-tray></vf-tray>', { record: LOADED })
  await findTrigger()
  await act(async () => served.api.settle())
  assert.equal([...events].sort(), ['vf-tray-trigger/loaded', 'vf-tray/loaded'])
  // Mounted again: the page, subscribed now, finds the button when it hears of it.
  const buttons: number[] = []
  vf.$subscribe('vf-tray-trigger', 'loaded', () => buttons.push(screen.queryAllByRole('button', { name: TRIGGER }).length))
  await act(async () => {
    await vf.context.reset()
    await served.api.settle()
  })
  await waitFor(() => assert.is(events.length, 4))
  await act(async () => served.api.settle())
  assert.equal([...events].sort(), ['vf-tray-trigger/loaded', 'vf-tray-trigger/loaded', 'vf-tray/loaded', 'vf-tray/loaded'])
  assert.equal(buttons, [1])
})

test('the bell’s tray is an empty shell until the reader shows intent: then the panel loads, closed', async () => {
  const { product, events } = await start('<header><vf-tray-trigger></vf-tray-trigger></header>', { cold: true, record: LOADED })
  const trigger = await findTrigger()
  await act(async () => served.api.settle())
  assert.ok(document.querySelector('vf-tray'), 'a bell without a tray gets one (document 1 §2)')
  assert.is(trayState(product).loading, 'unloaded', 'the panel’s chunk is not fetched for the bell')
  assert.equal(events, ['vf-tray-trigger/loaded'])
  await act(async () => fireEvent.pointerEnter(trigger))
  await waitFor(() => assert.equal(events, ['vf-tray-trigger/loaded', 'vf-tray/loaded']), { timeout: 10_000 })
  assert.is(trayState(product).loading, 'loaded')
  assert.is(screen.queryByRole('dialog'), null, 'intent opens nothing')
})

test('a hidden trigger is loaded all the same', async () => {
  const { vf, events } = await start('<main></main>', { record: LOADED })
  await act(async () => vf.$publish('vf-tray-trigger', 'hide'))
  document.body.insertAdjacentHTML('beforeend', '<vf-tray-trigger></vf-tray-trigger>')
  await act(async () => {
    vf.$publish('widgets', 'mount')
    await served.api.settle()
  })
  await waitFor(() => assert.ok(events.includes('vf-tray-trigger/loaded')))
  assert.is(screen.queryByRole('button', { name: TRIGGER }), null)
})

test('an opening asked before the tray was on the page comes after vf-tray/loaded, and one the page asks in answer after it', async () => {
  const { vf, events } = await start('<main></main>', { record: [...LOADED, ['tray-tab', 'change']] })
  vf.$subscribe('vf-tray', 'loaded', () => vf.$publish('tray', 'open', null, 'vf-account'))
  await act(async () => vf.$publish('tray', 'open', null, 'vf-profile'))
  await waitFor(() => screen.getByRole('dialog'), { timeout: 10_000 })
  assert.equal(events, ['vf-tray/loaded', 'tray/opened:vf-account'])
  assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Account', 'the page’s answer is the last request')
})

test.run()
