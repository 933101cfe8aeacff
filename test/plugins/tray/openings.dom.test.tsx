/**
 * Who decides that the tray opens (document 4 §2): every opening the reader causes goes through the
 * `tray.open` action and its interceptors; the page's own `tray` publishes are its commands.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { InterceptorContext } from '../../../contracts/plugin'
import { domService } from '../../support/dom-service'
import { trayStarter, findTrigger } from './support'

const served = domService(test)
const start = trayStarter(served.api.fetch)

const dialog = () => screen.queryByRole('dialog')

/** An interceptor of `tray.open` that keeps each call's context, to decide later. */
function gate(vf: Record<string, any>, name = 'tray.open') {
  const calls: InterceptorContext[] = []
  vf.actions.addInterceptor(name, (ctx: InterceptorContext) => void calls.push(ctx))
  return calls
}

test('an interceptor of tray.open decides every opening the reader causes: the trigger, a sign-in request, profile/show', async () => {
  const { product, vf, events } = await start('<vf-tray></vf-tray>')
  const calls = gate(vf)
  const trigger = await findTrigger()

  await act(async () => fireEvent.click(trigger))
  assert.is(calls.length, 1, 'the trigger asked tray.open')
  assert.equal(calls[0]!.action_params, { tab: 'vf-feed' })
  await act(async () => calls[0]!.intercept('gated'))
  assert.is(dialog(), null, 'intercepted: the tray stays closed')

  await act(async () => product.kernel.bus.publish('authentication', 'required', [{ trigger: 'comments.like', method: 'signup' }]))
  assert.equal(calls[1]!.action_params, { tab: 'vf-profile', reason: 'comments.like', method: 'signup' })
  await act(async () => calls[1]!.intercept('gated'))

  await act(async () => vf.$publish('profile', 'show'))
  assert.equal(calls[2]!.action_params, { tab: 'vf-profile' })
  await act(async () => calls[2]!.intercept('gated'))
  assert.is(dialog(), null)
  assert.equal(events, [], 'nothing opened')

  await act(async () => product.kernel.bus.publish('authentication', 'required', [{ trigger: 'comments.like', method: 'signup' }]))
  await act(async () => calls[3]!.continue())
  await waitFor(() => screen.getByRole('heading', { name: 'Create your account' }))
  assert.equal(events, ['tray/opened:vf-profile'])
})

test('the trigger still publishes vf-tray-trigger/clicked and tray/toggle (with its button) for the page, and closes an open tray', async () => {
  const { vf } = await start('<vf-tray></vf-tray>')
  const seen: string[] = []
  vf.$subscribe('vf-tray-trigger', 'clicked', () => seen.push('clicked'))
  vf.$subscribe('tray', 'toggle', (el: unknown) => seen.push(`toggle ${(el as Element).tagName}`))
  const trigger = await findTrigger()
  await act(async () => fireEvent.click(trigger))
  await waitFor(() => screen.getByRole('dialog'))
  await act(async () => fireEvent.click(trigger))
  await waitFor(() => assert.is(dialog(), null))
  assert.equal(seen, ['clicked', 'toggle BUTTON', 'clicked', 'toggle BUTTON'])
})

test('a page middleware that swallows tray/toggle still keeps the trigger from opening the tray', async () => {
  const { vf } = await start('<vf-tray></vf-tray>')
  const calls = gate(vf)
  vf.$prepublish((channel: string, event: string, ...args: unknown[]) => (channel === 'tray' && event === 'toggle' ? false : { channel, event, args }))
  // Found first, clicked inside act: waiting for the bell's lazy view inside an act scope holds back its own render.
  const trigger = await findTrigger()
  await act(async () => fireEvent.click(trigger))
  assert.is(calls.length, 0)
  assert.is(dialog(), null)
})

test('an interceptor that never answers stops the opening after 5 s (InterceptorTimeout); its late continue() opens nothing', async () => {
  const { product, vf, timers, events } = await start('<vf-tray></vf-tray>')
  const calls = gate(vf)
  let outcome: unknown
  await act(async () => {
    void product.kernel.actions.call('tray.open', { params: { tab: 'vf-account' } }).then((o) => (outcome = o))
  })
  await act(async () => timers.tick(4999))
  assert.is(outcome, undefined, 'still waiting')
  await act(async () => timers.tick(1))
  assert.equal(outcome, { error: 'InterceptorTimeout', code: 'InterceptorTimeout' })
  await act(async () => calls[0]!.continue())
  assert.is(dialog(), null)
  assert.equal(events, [])
})

test('the page’s own $publish(tray, open) is its command: applied at once, not intercepted; its vf.actions.call is intercepted', async () => {
  const { vf, events } = await start('<vf-tray></vf-tray>')
  vf.actions.addInterceptor('tray.open', (ctx: InterceptorContext) => ctx.intercept('gated'))
  let outcome: unknown
  await act(async () => {
    outcome = await vf.actions.call('tray.open', { params: { tab: 'vf-account' } })
  })
  assert.equal(outcome, { error: 'gated', code: 'Intercepted' })
  assert.is(dialog(), null)
  act(() => vf.$publish('tray', 'open', '_', 'vf-account'))
  assert.ok(dialog(), 'open in the same turn, as published')
  assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Account')
  assert.equal(events, ['tray/opened:vf-account'])
})

test('vf.actions.call(tray.toggle) opens only through tray.open’s interceptors and tells their refusal; without params tray.open opens', async () => {
  const { vf } = await start('<vf-tray></vf-tray>')
  let refuse = true
  vf.actions.addInterceptor('tray.open', (ctx: InterceptorContext) => (refuse ? ctx.intercept('gated') : ctx.continue()))
  let outcome: unknown
  await act(async () => {
    outcome = await vf.actions.call('tray.toggle')
  })
  assert.equal(outcome, { error: 'gated', code: 'Intercepted' })
  assert.is(dialog(), null)
  refuse = false
  await act(async () => {
    outcome = await vf.actions.call('tray.open')
  })
  assert.is(outcome, undefined)
  assert.ok(dialog())
  await act(async () => {
    outcome = await vf.actions.call('tray.toggle')
  })
  assert.is(dialog(), null)
})

test('the last request wins: a close published while a sign-in opening waits on its interceptor keeps the tray closed', async () => {
  const { product, vf, events } = await start('<vf-tray></vf-tray>')
  const calls = gate(vf)
  await act(async () => product.kernel.bus.publish('authentication', 'required', [{ trigger: 'comments.like', method: 'login' }]))
  act(() => vf.$publish('tray', 'close'))
  await act(async () => calls[0]!.continue())
  assert.is(dialog(), null)
  assert.equal(events, [])
  // A later opening is not affected.
  await act(async () => vf.$publish('profile', 'show'))
  await act(async () => calls[1]!.continue())
  await waitFor(() => screen.getByRole('dialog'))
  assert.equal(events, ['tray/opened:vf-profile'])
})

test.run()
