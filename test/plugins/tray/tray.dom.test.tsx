/** The tray in a started product with the session plugin, against the real reference service. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Constants } from '../../../contracts/constants'
import type { Plugin } from '../../../contracts/plugin'
import { commentsPlugin } from '../../../plugins/comments'
import { startProduct, type Product } from '../../../kernel/startup'
import { sessionPlugin } from '../../../plugins/session'
import { trayPlugin } from '../../../plugins/tray'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { recordingConsole } from '../../support/console'
import { memoryStorage } from '../../support/fake-service'
import { fakeTimers } from '../../support/fake-timers'
import { domService } from '../../support/dom-service'

const served = domService(test)
const api = served.api

async function start(html: string, options: { middleware?: boolean; plugins?: (timers: ReturnType<typeof fakeTimers>) => Plugin[] } = {}): Promise<{ product: Product; events: string[]; vf: Record<string, any> }> {
  document.body.innerHTML = html
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
  const timers = fakeTimers()
  const vf: Record<string, any> = {}
  const events: string[] = []
  const recorder = {
    name: 'recorder',
    setup(ctx: any) {
      for (const [c, e] of [['tray', 'opened'], ['tray', 'closed'], ['tray-tab', 'change']]) ctx.bus.subscribe(c, e, (x?: unknown) => events.push(`${c}/${e}${typeof x === 'string' ? `:${x}` : ''}`))
      if (options.middleware) {
        ctx.bus.prepublish((channel: string, event: string, ...args: unknown[]) => (channel === 'authentication' && event === 'required' ? (events.push('swallowed'), false) : { channel, event, args }))
      }
    },
  }
  const product = await startProduct({
    host: { document, location: { href: 'http://localhost:8080/article' }, addEventListener() {}, removeEventListener() {} },
    handoff: { vf, calls: [], scriptUrl: 'http://localhost:8080/vf.js' },
    timers,
    console: recordingConsole().console,
    fetch: api.fetch,
    storage: memoryStorage(),
    plugins: [recorder, sessionPlugin({ timers }), trayPlugin(), ...(options.plugins?.(timers) ?? [])],
  })
  // The tray loads without waiting for the viewport (fetch timeout 0); wait until its chunk is in.
  await act(async () => {
    await timers.tick(0)
  })
  if (document.querySelector('vf-tray')) {
    await waitFor(() => assert.is((product.kernel.store.getState().tray as { loading: string }).loading, 'loaded'), { timeout: 10_000 })
  }
  return { product, events, vf }
}

test('a request made before the tray loaded is held, then applied; opened and closed are announced', async () => {
  document.body.innerHTML = ''
  const { product, events } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-account']))
  await waitFor(() => screen.getByRole('dialog', { name: 'Your profile and notifications' }))
  assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Account')
  await act(async () => product.kernel.bus.publish('tray', 'close', []))
  assert.is(screen.queryByRole('dialog'), null)
  assert.equal(events, ['tray/opened:vf-account', 'tray/closed'])
})

test('authentication/required opens the profile tab with the sign-in form', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('authentication', 'required', [{ trigger: 'comments.like', method: 'login' }]))
  await waitFor(() => screen.getByRole('heading', { name: 'Sign in to join the conversation' }))
  assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Profile')
})

test('a $prepublish middleware that swallows authentication/required keeps the tray closed (document 4 §3)', async () => {
  const { product, events } = await start('<vf-tray></vf-tray>', { middleware: true })
  await act(async () => product.kernel.bus.publish('authentication', 'required', [{ trigger: 'comments.like', method: 'login' }]))
  assert.is(screen.queryByRole('dialog'), null)
  assert.equal(events, ['swallowed'])
})

test('signing in through the tray: a wrong password is shown; then the profile with the name; then log out', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  const reader = DEMO_ACCOUNTS[2]!
  const fill = async (password: string) => {
    fireEvent.change(await waitFor(() => screen.getByLabelText('E-mail')), { target: { value: reader.email } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
      await api.settle()
    })
  }
  await fill('wrong-password')
  await waitFor(() => assert.is(screen.getByRole('alert').textContent, 'The e-mail or password is not correct.'))
  await fill(reader.password)
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null))
  // Signing in closes the tray (whatever asked for sign-in is done); reopen to see the profile and log out.
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await waitFor(() => screen.getByRole('heading', { name: reader.name }))
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    await api.settle()
  })
  // Logging out closes the tray too (document 4 §2); reopened, it offers sign-in again.
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null))
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await waitFor(() => screen.getByRole('heading', { name: 'Sign in to join the conversation' }))
})

test('sign up through the tray: a short password is kept in the draft with an error; then the account is created', async () => {
  const { product, vf } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await act(async () => fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'New here? Create an account' }))))
  screen.getByRole('heading', { name: 'Create your account' })
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Tess Tray' } })
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'tess@example.org' } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } })
  fireEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }))
  const submit = async () =>
    act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Create account' }).closest('form')!)
      await api.settle()
    })
  await submit()
  await waitFor(() => assert.match(screen.getByRole('alert').textContent ?? '', 'password'))
  assert.is((screen.getByLabelText('Name') as HTMLInputElement).value, 'Tess Tray', 'the draft is kept')
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-pw' } })
  await submit()
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null))
  assert.is((await vf.context.get('user')).name, 'Tess Tray')
})

test('forgotten password through the tray: the same confirmation for any address', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await act(async () => fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'Forgot your password?' }))))
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nobody@example.org' } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }))
    await api.settle()
  })
  await waitFor(() => assert.is(screen.getByRole('status').textContent, 'If an account exists for this address, we have sent it a link to reset the password.'))
})

test('a banned reader reads the ban in words, with its reason and permanence', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  const banned = DEMO_ACCOUNTS.find((a) => a.ban)!
  fireEvent.change(await waitFor(() => screen.getByLabelText('E-mail')), { target: { value: banned.email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: banned.password } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await api.settle()
  })
  await waitFor(() => assert.is(screen.getByRole('alert').textContent, 'This account is banned from signing in. Reason: Repeated abuse of other readers. The ban is permanent.'))
})

test('keyboard: arrows move between tabs, Escape closes', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  const profile = await waitFor(() => screen.getByRole('tab', { name: 'Profile' }))
  await act(async () => fireEvent.keyDown(profile, { key: 'ArrowRight' }))
  assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Account')
  assert.is(document.activeElement?.textContent, 'Account')
  await act(async () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }))
  assert.is(screen.queryByRole('dialog'), null)
})

test('the trigger toggles the tray and says whether it is expanded; a lone tray gets a floating trigger', async () => {
  await start('<vf-tray></vf-tray>')
  const trigger = await waitFor(() => screen.getByRole('button', { name: 'Open your profile and notifications' }))
  assert.ok(trigger.classList.contains('vf-tray-trigger--floating'))
  assert.is(trigger.getAttribute('aria-expanded'), 'false')
  await act(async () => fireEvent.click(trigger))
  await waitFor(() => screen.getByRole('dialog'))
  assert.is(trigger.getAttribute('aria-expanded'), 'true')
})

/** A page with comments and nothing else: no tray, no trigger (document 1 §2 appends neither). */
const commentsOnly = (options: { middleware?: boolean } = {}) =>
  start('<vf-conversations vf-container-id="riverside-park"></vf-conversations>', { ...options, plugins: (timers) => [commentsPlugin({ timers })] })

async function likeFirstCommentAsGuest() {
  const list = await waitFor(() => screen.getByRole('list', { name: 'Comments' }), { timeout: 10_000 })
  const first = await waitFor(() => within(list).getAllByRole('article')[0]!, { timeout: 10_000 })
  await act(async () => {
    fireEvent.click(within(first).getAllByRole('button', { name: /^Like/ })[0]!)
    await api.settle()
  })
}

test('on a page with only comments, a guest’s like opens the tray on the profile tab with the sign-in form (document 4 §3)', async () => {
  const { events } = await commentsOnly()
  assert.is(document.querySelector('vf-tray'), null, 'no tray before anyone asks for one')
  assert.is(document.querySelector('vf-tray-trigger'), null)
  await likeFirstCommentAsGuest()
  await waitFor(() => screen.getByRole('heading', { name: 'Sign in to join the conversation' }), { timeout: 10_000 })
  assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Profile')
  assert.equal(events, ['tray/opened:vf-profile'])
  assert.is(document.querySelectorAll('vf-tray').length, 1)
  assert.is(document.querySelector('vf-tray-trigger'), null, 'comments carry their own sign-in: no trigger is added')
})

test('on a page with only comments, a middleware that swallows the sign-in request keeps the page without a tray', async () => {
  const { events } = await commentsOnly({ middleware: true })
  await likeFirstCommentAsGuest()
  assert.equal(events, ['swallowed'])
  assert.is(document.querySelector('vf-tray'), null)
})

test('the tray placed on request is the page’s one tray: opened again it is the same, and a re-scan adds no trigger', async () => {
  const { product, events } = await commentsOnly()
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-account']))
  await waitFor(() => screen.getByRole('dialog', { name: 'Your profile and notifications' }), { timeout: 10_000 })
  assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Account')
  await act(async () => product.kernel.bus.publish('tray', 'close', []))
  await act(async () => {
    product.kernel.bus.publish('widgets', 'mount', [])
    await product.kernel.jobs.idle()
  })
  await act(async () => void (await product.kernel.actions.call('tray.open', { params: { tab: 'vf-profile' } })))
  await waitFor(() => screen.getByRole('dialog'))
  assert.is(document.querySelectorAll('vf-tray').length, 1)
  assert.is(document.querySelector('vf-tray-trigger'), null)
  assert.equal(events, ['tray/opened:vf-account', 'tray/closed', 'tray/opened:vf-profile'])
})

test('a placed tray goes with a page reset, closed; the next sign-in request places it again, open on the profile tab', async () => {
  const { product, events, vf } = await commentsOnly()
  const signIn = () => act(async () => product.kernel.bus.publish('authentication', 'required', [{ trigger: 'comments.post', method: 'login' }]))
  await signIn()
  await waitFor(() => screen.getByRole('heading', { name: 'Sign in to join the conversation' }), { timeout: 10_000 })
  await act(async () => {
    await vf.context.reset()
    await api.settle()
  })
  assert.is(document.querySelector('vf-tray'), null)
  assert.is(screen.queryByRole('dialog'), null)
  await signIn()
  await waitFor(() => screen.getByRole('heading', { name: 'Sign in to join the conversation' }), { timeout: 10_000 })
  assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Profile')
  assert.equal(events, ['tray/opened:vf-profile', 'tray/closed', 'tray/opened:vf-profile'])
})

test.run()
